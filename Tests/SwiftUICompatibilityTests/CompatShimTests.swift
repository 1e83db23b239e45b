import SceneGraph
import XCTest

/// Small pieces of SwiftUI and UIKit API that real view files use (ranked from the second
/// training corpus): `.labelsHidden()`, shapes as static members, the older `Picker` form and
/// the haptic generators.
@MainActor
final class CompatShimTests: XCTestCase {
    private struct CompactControls: View {
        @State private var on = true
        @State private var flavour = 1
        var body: some View {
            VStack(spacing: 12) {
                Toggle("Sound", isOn: $on).labelsHidden()
                Picker(selection: $flavour, label: Text("Flavour")) {
                    Text("Vanilla").tag(1)
                    Text("Mint").tag(2)
                }
                Button("Tap") { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                Color.orange.frame(width: 40, height: 40).clipShape(.circle)
                Color.blue.frame(width: 60, height: 30).clipShape(.rect(cornerRadius: 8))
            }
        }
    }

    /// `.labelsHidden()` leaves a toggle as its switch alone (no label, not the full width, so
    /// the stack centres its 49 pt layout frame at x = 195, the 51 pt track reaching 2 pt past
    /// its trailing edge: the track's middle at 196); the older `Picker(selection:label:)` draws its label and selected option.
    func testLabelsHiddenAndOldPickerForm() async throws {
        let h = try SceneHost(CompactControls(), size: CGSize(width: 390, height: 400))
        let strings = h.displayList().textStrings
        XCTAssertFalse(strings.contains("Sound"))
        XCTAssertTrue(strings.contains("Flavour"))
        XCTAssertTrue(strings.contains("Vanilla"))
        let track = try XCTUnwrap(
            h.displayList().items.compactMap { item -> CGRect? in
                if case .fill(let path, _, _, let m) = item, abs(path.boundingRect.width - 51) < 0.01 { return path.boundingRect.applying(m) }
                return nil
            }.first)
        XCTAssertEqual(track.midX, 196, accuracy: 0.25, "the switch alone, its 49 pt frame centred")
    }
}
