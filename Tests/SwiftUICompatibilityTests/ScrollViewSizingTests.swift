import SceneGraph
import SceneTesting
import XCTest

/// A filter bar as apps write it: a row of chips that scrolls sideways under a title, with the
/// page's content below taking the rest of the screen.
private struct FilterBarPage: View {
    let filters = ["All", "Music", "Podcasts", "Audiobooks", "Radio", "Live"]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Library")
                .font(.largeTitle)
                .bold()
                .padding(.horizontal, 16)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(filters, id: \.self) { name in
                        Text(name)
                            .font(.subheadline)
                            .padding(.horizontal, 14)
                            .frame(height: 32)
                            .background(name == "All" ? Color.accentColor.opacity(0.2) : Color(white: 0.93), in: .capsule)
                    }
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
            }
            Color.indigo.opacity(0.15)
        }
    }
}

/// Six 100 × 80 tiles in a horizontal scroll view, above a colour that takes what is left.
private struct TileRowAboveFill: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<6, id: \.self) { _ in Color.blue.frame(width: 100, height: 80) }
                }
            }
            Color.gray
        }
    }
}

/// Ten 120 × 60 tiles in a vertical scroll view, beside a colour that takes what is left.
private struct TileColumnBesideFill: View {
    var body: some View {
        HStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<10, id: \.self) { _ in Color.green.frame(width: 120, height: 60) }
                }
            }
            Color.gray
        }
    }
}

@MainActor
final class ScrollViewSizingTests: XCTestCase {
    /// The clip rectangles of the scroll views, in drawing order.
    func clips(_ list: DisplayList) -> [CGRect] {
        list.items.compactMap { if case .beginGroup(let g) = $0 { return g.clip?.boundingRect } else { return nil } }
    }

    func fills(_ list: DisplayList, _ size: CGSize) -> [CGRect] {
        list.fillBoxes.filter { $0.size == size }
    }

    /// A horizontal scroll view in a `VStack` is as tall as its row (80 points), as on iOS; the
    /// colour below takes the other 600 − 80 = 520 points (it used to share the height with
    /// the scroll view, 300 each). Along its axis the scroll view takes the whole 390 points.
    func testAHorizontalScrollViewInAVStackIsAsTallAsItsContent() async throws {
        let list = try SceneHost(TileRowAboveFill(), size: CGSize(width: 390, height: 600)).displayList()
        XCTAssertEqual(clips(list), [CGRect(x: 0, y: 0, width: 390, height: 80)])
        XCTAssertEqual(fills(list, CGSize(width: 100, height: 80)).first?.minY, 0)
        XCTAssertEqual(fills(list, CGSize(width: 390, height: 520)).first?.minY, 80)
    }

    /// The same across the other axis: a vertical scroll view in an `HStack` is as wide as its
    /// column (120 points) and as tall as offered (600); the colour beside it takes 270 points.
    func testAVerticalScrollViewInAnHStackIsAsWideAsItsContent() async throws {
        let list = try SceneHost(TileColumnBesideFill(), size: CGSize(width: 390, height: 600)).displayList()
        XCTAssertEqual(clips(list), [CGRect(x: 0, y: 0, width: 120, height: 600)])
        XCTAssertEqual(fills(list, CGSize(width: 270, height: 600)).first?.minX, 120)
    }

    /// Across the axis the scroll view is its content plus its margins: 80 + 2 × 10 = 100 points,
    /// the tiles 10 points down.
    func testTheThicknessAcrossTheAxisIncludesTheContentMargins() async throws {
        let view = TileRowAboveFill().contentMargins(.vertical, 10, for: .scrollContent)
        let list = try SceneHost(view, size: CGSize(width: 390, height: 600)).displayList()
        XCTAssertEqual(clips(list), [CGRect(x: 0, y: 0, width: 390, height: 100)])
        XCTAssertEqual(fills(list, CGSize(width: 100, height: 80)).first?.minY, 10)
        XCTAssertEqual(fills(list, CGSize(width: 390, height: 500)).first?.minY, 100)
    }

    /// Content that fills what it is offered (a `LazyHStack`, a colour) makes the scroll view as
    /// thick as offered, as in SwiftUI: here the 100 points of the frame around it.
    func testContentThatFillsMakesTheScrollViewFill() async throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 8) { ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 100, height: 60) } }
        }
        .frame(height: 100)
        let list = try SceneHost(view, size: CGSize(width: 390, height: 300)).displayList()
        XCTAssertEqual(clips(list), [CGRect(x: 0, y: 100, width: 390, height: 100)])
    }

    /// The filter bar under the title, as on iOS: the chip row is only as tall as its chips
    /// (32 + 2 × 8 points) and the page's content starts right below it.
    func testFilterBarPage() async {
        assertSnapshot(of: FilterBarPage(), at: 0, size: CGSize(width: 390, height: 400))
    }
}
