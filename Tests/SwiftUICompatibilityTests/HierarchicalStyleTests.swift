import SceneGraph
import XCTest

/// The levels of the foreground style (`.primary` … `.quinary`, SwiftUI's
/// `HierarchicalShapeStyle`, and the instance levels `.red.quaternary`), against iOS 17's label
/// colours (UIKit's published values; the fifth level, which UIKit does not name, as iOS draws it).
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
                Rectangle().fill(.quaternary).frame(width: 10, height: 10)
                Rectangle().fill(.quinary).frame(width: 10, height: 10)
            }
        }
    }

    /// Without a foreground style the levels are iOS's label colours: `label` black,
    /// `secondaryLabel` 60 60 67 at 60 %, `tertiaryLabel` at 30 %, `quaternaryLabel` at 18 %, and
    /// the fifth level black at 5 % — the same colours as `Color.secondary` and
    /// `Color(.tertiaryLabel)`, as on iOS.
    func testLevelsAreTheLabelColoursByDefault() async throws {
        XCTAssertEqual(
            try fillPaints(Levels()),
            [
                rgb(0, 0, 0, 1), rgb(60, 60, 67, 0.6), rgb(60, 60, 67, 0.3),
                rgb(60, 60, 67, 0.18), rgb(0, 0, 0, 0.05)
            ])
        XCTAssertEqual(try fillPaints(Rectangle().fill(.secondary)), try fillPaints(Rectangle().fill(Color.secondary)))
        XCTAssertEqual(try fillPaints(Rectangle().fill(.tertiary)), try fillPaints(Rectangle().fill(Color(.tertiaryLabel))))
        XCTAssertEqual(try fillPaints(Rectangle().fill(.quaternary)), try fillPaints(Rectangle().fill(Color(.quaternaryLabel))))
    }

    /// In the dark appearance they are white, 235 235 245 at 60 %, 30 % and 16 %, and white at 5 %.
    func testLevelsInTheDarkAppearance() async throws {
        XCTAssertEqual(
            try fillPaints(Levels().environment(\.colorScheme, .dark)),
            [
                rgb(255, 255, 255, 1), rgb(235, 235, 245, 0.6), rgb(235, 235, 245, 0.3),
                rgb(235, 235, 245, 0.16), rgb(255, 255, 255, 0.05)
            ])
    }

    /// Under a foreground style that is not a label colour the levels are that style at 100, 60,
    /// 30, 18 and 5 % of its opacity (`.foregroundStyle(.red)`: system red 255 59 48).
    func testLevelsOfAnotherForegroundStyleAreItsOpacities() async throws {
        XCTAssertEqual(
            try fillPaints(Levels().foregroundStyle(.red)),
            [
                rgb(255, 59, 48, 1), rgb(255, 59, 48, 0.6), rgb(255, 59, 48, 0.3), rgb(255, 59, 48, 0.18),
                rgb(255, 59, 48, 0.05)
            ])
    }

    /// The chat bubble of the compat corpus: `.background(.quaternary, in: Capsule())` behind a
    /// rounded rectangle fills a 150 × 86 capsule with quaternaryLabel (60 60 67 at 18 %), under
    /// the rectangle's own colour.
    private struct Bubble: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 43)
                .foregroundColor(Color(red: 0.86, green: 0.87, blue: 0.88))
                .background(.quaternary, in: Capsule())
                .frame(width: 150, height: 86)
        }
    }

    func testQuaternaryBackgroundInACapsule() async throws {
        let items = try SceneHost(Bubble(), size: CGSize(width: 200, height: 100)).displayList().items
        let fills: [(CGRect, Paint)] = items.compactMap { item in
            if case .fill(let path, _, let paint, let m) = item { return (path.boundingRect.applying(m), paint) }
            return nil
        }
        XCTAssertEqual(fills.map(\.1), [rgb(60, 60, 67, 0.18), .color(Color(red: 0.86, green: 0.87, blue: 0.88).resolved)])
        XCTAssertEqual(fills.first?.0, CGRect(x: 25, y: 7, width: 150, height: 86))
    }

    /// `.foregroundStyle(.quaternary)` and `.foregroundStyle(.quinary)` draw text in those levels.
    func testTextInTheLowerLevels() async throws {
        let view = VStack {
            Text("four").foregroundStyle(.quaternary)
            Text("five").foregroundStyle(.quinary)
        }
        let paints = try SceneHost(view, size: CGSize(width: 200, height: 100)).displayList().items.compactMap { item -> Paint? in
            if case .text(let t, _) = item { return t.paint }
            return nil
        }
        XCTAssertEqual(paints, [rgb(60, 60, 67, 0.18), rgb(0, 0, 0, 0.05)])
    }

    /// The instance levels (iOS 17): `.red.quaternary` is red at 18 %, `.blue.quinary` blue at 5 %;
    /// a level of a level is the deeper one (`.primary.quinary` is `.quinary`, `.quaternary.secondary`
    /// stays `.quaternary`).
    func testInstanceLevels() async throws {
        let view = VStack(spacing: 0) {
            Rectangle().fill(Color.red.quaternary).frame(width: 10, height: 10)
            Rectangle().fill(Color.blue.quinary).frame(width: 10, height: 10)
            Rectangle().fill(.primary.quinary).frame(width: 10, height: 10)
            Rectangle().fill(.quaternary.secondary).frame(width: 10, height: 10)
        }
        XCTAssertEqual(try fillPaints(view), [rgb(255, 59, 48, 0.18), rgb(0, 122, 255, 0.05), rgb(0, 0, 0, 0.05), rgb(60, 60, 67, 0.18)])
    }
}
