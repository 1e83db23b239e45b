import XCTest
import SceneTesting

/// The button styles of iOS 17 on a white canvas, one per row.
struct ButtonStylesPanel: View {
    var body: some View {
        VStack(spacing: 14) {
            Button("Automatic") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Bordered Prominent") {}.buttonStyle(.borderedProminent)
            Button("Tinted") {}.buttonStyle(.bordered).tint(.pink)
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            HStack(spacing: 10) {
                Button("Small") {}.controlSize(.small)
                Button("Large") {}.controlSize(.large)
                Button("Capsule") {}.buttonBorderShape(.capsule)
            }
            .buttonStyle(.borderedProminent)
            Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button("Plain") {}.buttonStyle(.plain)
        }
    }
}

final class ButtonSnapshotTests: XCTestCase {
    /// Every built-in style at rest: blue text; grey fill with blue text; blue fill with white
    /// text; pink; red; three prominent sizes; a grey disabled one; a symbol label; black plain text.
    func testButtonStylesAtRest() {
        assertSnapshot(of: ButtonStylesPanel(), at: 0, size: CGSize(width: 360, height: 480))
    }

    /// 0.2 s into a press on "Bordered" (pressed at 0.1 s, held): the button is drawn at 60 %.
    func testBorderedButtonWhilePressed() {
        let input = InputScript { Press(at: CGPoint(x: 180, y: 96), time: 0.1, duration: 1) }
        assertSnapshot(of: ButtonStylesPanel(), at: 0.3, size: CGSize(width: 360, height: 480), input: input)
    }
}
