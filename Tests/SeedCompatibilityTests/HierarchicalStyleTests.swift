import SceneGraph
import XCTest

/// The levels of the foreground style (`.primary`, `.secondary`, `.tertiary`, SwiftUI's
/// `HierarchicalShapeStyle`), against iOS 17's label colours (UIKit's published values).
@MainActor
final class HierarchicalStyleTests: XCTestCase {
    /// The paints of the fills drawn for `view`, in order.
    private func fillPaints<V: View>(_ view: V) throws -> [Paint] {
        try SceneHost(view, size: CGSize(width: 100, height: 100)).displayList().items.compactMap { item in
            if case .fill(_, _, let paint, _) = item { return paint }
            return nil
        }
    }

    private func rgb(_ r: Double, _ g: Double, _ b: Double, _ opacity: Double) -> Paint {
        .color(Color(red: r / 255, green: g / 255, blue: b / 255, opacity: opacity).resolved)
    }

    /// One 10-point square filled with each level, primary first.
    private struct Levels: View {
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().fill(.primary).frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            }
        }
    }

    /// Without a foreground style the levels are iOS's label colours: `label` black,
    /// `secondaryLabel` 60 60 67 at 60 %, `tertiaryLabel` 60 60 67 at 30 % — the same colours as
    /// `Color.secondary` and `Color(.tertiaryLabel)`, as on iOS.
    func testLevelsAreTheLabelColoursByDefault() async throws {
        XCTAssertEqual(try fillPaints(Levels()), [rgb(0, 0, 0, 1), rgb(60, 60, 67, 0.6), rgb(60, 60, 67, 0.3)])
        XCTAssertEqual(try fillPaints(Rectangle().fill(.secondary)), try fillPaints(Rectangle().fill(Color.secondary)))
        XCTAssertEqual(try fillPaints(Rectangle().fill(.tertiary)), try fillPaints(Rectangle().fill(Color(.tertiaryLabel))))
    }

    /// In the dark appearance they are white, and 235 235 245 at 60 % and 30 %.
    func testLevelsInTheDarkAppearance() async throws {
        XCTAssertEqual(try fillPaints(Levels().environment(\.colorScheme, .dark)),
                       [rgb(255, 255, 255, 1), rgb(235, 235, 245, 0.6), rgb(235, 235, 245, 0.3)])
    }

    /// Under a foreground style that is not a label colour the levels are that style at 100, 60
    /// and 30 % of its opacity (`.foregroundStyle(.red)`: system red 255 59 48).
    func testLevelsOfAnotherForegroundStyleAreItsOpacities() async throws {
        XCTAssertEqual(try fillPaints(Levels().foregroundStyle(.red)),
                       [rgb(255, 59, 48, 1), rgb(255, 59, 48, 0.6), rgb(255, 59, 48, 0.3)])
    }
}
