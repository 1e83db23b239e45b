import XCTest
@testable import SceneGraph

/// Lists and forms measured against the numbers iOS 17 draws with. Each test names the iOS number
/// and where it comes from: UIKit's documented defaults, Apple's SwiftUI documentation, or the
/// measurements of PNGs iOS itself drew (public swift-snapshot-testing references, rendered here
/// at the same size; issue 32 of this repository lists them).
@MainActor
final class ListMetricsTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    private func fills(_ color: Color, in list: DisplayList) -> [CGRect] {
        let paint = Paint.color(color.resolved)
        return list.items.compactMap {
            guard case .fill(let path, _, paint, let t) = $0 else { return nil }
            return path.boundingRect.applying(t)
        }
    }
    private func cards(_ list: DisplayList) -> [CGRect] { fills(ChromeColors.groupedRow, in: list) }
    private func separators(_ list: DisplayList) -> [CGRect] { fills(ChromeColors.separator, in: list) }
    private func text(_ s: String, in list: DisplayList) -> CGRect? {
        for item in list.items {
            if case .text(let t, let m) = item, t.string == s { return t.frame.applying(m) }
        }
        return nil
    }

    // MARK: Inset grouped

    /// iOS 17 starts an inset grouped list's first card 35 pt below the top, the same 35 pt it
    /// leaves between cards (measured in iOS-drawn reference PNGs; we drew 20).
    func testInsetGroupedFirstCardStartsThirtyFivePointsDown() async throws {
        struct Rows: View {
            var body: some View {
                List {
                    Section { Text("One"); Text("Two") }
                    Section { Text("Three") }
                }
            }
        }
        let list = try SceneHost(Rows(), size: phone).displayList()
        let c = cards(list)
        XCTAssertEqual(c.count, 2)
        XCTAssertEqual(c[0].minY, 35, accuracy: 0.01)
        XCTAssertEqual(c[1].minY - c[0].maxY, 35, accuracy: 0.01)
        XCTAssertEqual(c[0].minX, 20, accuracy: 0.01, "UIKit's 20 pt layout margin on a 390 pt screen")
    }

    /// A later section's header starts 35 pt under the card above and its card 6 pt under the
    /// header (netbob's settings Form drawn by iOS at 3×: the header's cap top 38.0 pt under the
    /// card above, the card 56.0 pt under it; we drew 20.3 and 40.7).
    func testALaterSectionsHeaderSitsThirtyFivePointsUnderTheCardAbove() async throws {
        struct Rows: View {
            var body: some View {
                Form {
                    Section { Text("Enabled") }
                    Section(header: Text("Blacklist")) { Text("https://blacklisted.fake") }
                }
            }
        }
        let list = try SceneHost(Rows(), size: phone).displayList()
        let c = cards(list)
        XCTAssertEqual(c.count, 2)
        let header = try XCTUnwrap(text("BLACKLIST", in: list) ?? text("Blacklist", in: list))
        XCTAssertEqual(header.minY - c[0].maxY, 35, accuracy: 0.01)
        XCTAssertEqual(c[1].minY - header.maxY, 6, accuracy: 0.01)
        XCTAssertEqual(c[1].minY - c[0].maxY, 56, accuracy: 1, "iOS: 56.0")
    }

    /// The first section's header starts 17 pt under the list's top and its card 6 pt under
    /// the header (Foodybite's settings List drawn by iOS 18.1 at 3×: the header's cap top 20.0
    /// pt under the safe area, its card 38.67 pt; we drew 15.67 and 35.0).
    func testTheFirstSectionsHeaderStartsSeventeenPointsDown() async throws {
        struct Rows: View {
            var body: some View {
                List {
                    Section("Account") { Text("Change password") }
                    Section("Others") { Text("Logout") }
                }
            }
        }
        let list = try SceneHost(Rows(), size: phone).displayList()
        let c = cards(list)
        XCTAssertEqual(c.count, 2)
        let header = try XCTUnwrap(text("ACCOUNT", in: list))
        XCTAssertEqual(header.minY, 17, accuracy: 0.01)
        XCTAssertEqual(c[0].minY - header.maxY, 6, accuracy: 0.01)
        XCTAssertEqual(c[0].minY, 38.67, accuracy: 0.35, "iOS: 38.67")
    }

    // MARK: Plain

    private struct PlainRows: View {
        var body: some View {
            List {
                Text("Alpha")
                VStack(alignment: .leading) {
                    Text("Title")
                    Text("Subtitle").font(.caption)
                }
                Label("Wi-Fi", systemImage: "wifi")
            }
            .listStyle(.plain)
        }
    }

    /// A plain row's content starts at the table's layout margin: 20 pt on a 390 pt iPhone
    /// (16 pt on a 375 pt one), UIKit's system minimum layout margins, which cells inherit; the
    /// reference PNGs show 20 where we drew 16.
    func testPlainRowsStartAtTheLayoutMargin() async throws {
        let wide = try SceneHost(PlainRows(), size: phone).displayList()
        XCTAssertEqual(try XCTUnwrap(text("Alpha", in: wide)).minX, 20, accuracy: 0.01)
        let narrow = try SceneHost(PlainRows(), size: CGSize(width: 375, height: 667)).displayList()
        XCTAssertEqual(try XCTUnwrap(text("Alpha", in: narrow)).minX, 16, accuracy: 0.01)
    }

    /// A row taller than the 44 pt minimum is padded 11 pt above and below: the top and bottom
    /// of a `UITableViewCell` content view's layout margins (the reference PNGs show 11 where we
    /// padded 6.5). The two-line row's separators are 11 pt above its title and below its
    /// subtitle.
    func testTallPlainRowsArePaddedElevenPoints() async throws {
        let list = try SceneHost(PlainRows(), size: phone).displayList()
        let title = try XCTUnwrap(text("Title", in: list)), subtitle = try XCTUnwrap(text("Subtitle", in: list))
        let lines = separators(list).map(\.maxY).sorted()
        let above = try XCTUnwrap(lines.last { $0 <= title.minY }), below = try XCTUnwrap(lines.first { $0 >= subtitle.maxY })
        XCTAssertEqual(title.minY - above, 11, accuracy: 0.01)
        XCTAssertEqual(below - subtitle.maxY, 11, accuracy: 0.01)
    }

    /// A plain list draws a separator under its last row too (UIKit's plain tables do;
    /// `UITableView.separatorInset` is documented as also placing them), and each separator
    /// starts under the row's text: at the title of a `Label`, not its icon (SwiftUI's
    /// `listRowSeparatorLeading` guide, which by default aligns the separator with the leading
    /// edge of the row's text), and runs to the list's trailing edge.
    func testPlainSeparatorsStartUnderTheTextAndFollowTheLastRow() async throws {
        let list = try SceneHost(PlainRows(), size: phone).displayList()
        let lines = separators(list).sorted { $0.minY < $1.minY }
        XCTAssertEqual(lines.count, 3, "one under each of the three rows")
        let wifi = try XCTUnwrap(text("Wi-Fi", in: list))
        XCTAssertEqual(lines[0].minX, 20, accuracy: 0.01)
        XCTAssertEqual(lines[2].minX, wifi.minX, accuracy: 0.01)
        XCTAssertGreaterThan(lines[2].minX, 40, "under the title, past the icon")
        XCTAssertGreaterThan(lines[2].minY, wifi.maxY)
        XCTAssertEqual(lines[2].maxX, 390, accuracy: 0.01)
    }

    /// In an inset card too, a separator under an `Image` then `Text` row starts at the text.
    func testInsetSeparatorUnderAnImageRowStartsAtItsText() async throws {
        struct Rows: View {
            var body: some View {
                List {
                    HStack { Image(systemName: "star"); Text("Starred") }
                    Text("Plain")
                }
            }
        }
        let list = try SceneHost(Rows(), size: phone).displayList()
        let lines = separators(list)
        XCTAssertEqual(lines.count, 1, "none after the card's last row")
        XCTAssertEqual(lines[0].minX, try XCTUnwrap(text("Starred", in: list)).minX, accuracy: 0.01)
        XCTAssertEqual(lines[0].maxX, 370, accuracy: 0.01)
    }

    // MARK: Insertion

    private struct Growing: View {
        @State var count = 2
        var body: some View {
            List {
                ForEach(0..<count, id: \.self) { i in
                    Text("Row \(i)").transition(.move(edge: .leading))
                }
                Text("Last")
            }
        }
    }

    /// An animated insertion moves the card with the rows: halfway through, the card is between
    /// its old and new heights (it does not snap), no separator cuts through the text of a row
    /// that moves (each separator rides the top edge of the row under it), and
    /// the rows are drawn clipped to the card, so the inserted row's `.move` transition slides
    /// in from the card's edge rather than from the screen's.
    func testInsertedRowMovesCardAndSeparatorsWithTheRows() async throws {
        let view = Growing()
        let host = try SceneHost(view, size: phone)
        let before = try XCTUnwrap(cards(host.displayList()).first)
        host.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.count = 3 } }
        host.advance(to: 0.6)
        let mid = host.displayList()
        let card = try XCTUnwrap(cards(mid).first)
        XCTAssertGreaterThan(card.height, before.height + 1)
        XCTAssertLessThan(card.height, before.height + 43)
        for line in separators(mid) {
            for name in ["Row 0", "Row 1", "Last"] {
                guard let t = text(name, in: mid) else { continue }
                XCTAssertFalse(line.minY > t.minY && line.minY < t.maxY, "a separator crosses \(name)")
            }
        }
        let clips = mid.items.compactMap { item -> CGRect? in
            if case .beginGroup(let g) = item, let clip = g.clip { return clip.boundingRect.applying(g.clipTransform) }
            return nil
        }
        XCTAssertTrue(clips.contains { abs($0.minX - 20) < 0.01 && abs($0.width - 350) < 0.01 }, "rows clipped to the card: \(clips)")
        host.advance(to: 1.5)
        XCTAssertEqual(try XCTUnwrap(cards(host.displayList()).first).height, before.height + 44, accuracy: 0.01)
    }

    // MARK: Grid in a form

    /// A `Grid` in a form row is offered the row's width: a view outside any `GridRow` spans the
    /// grid and is offered its whole width (a grid with only such rows was 0 pt wide, and its
    /// text broke one letter per line), and columns wider than the row share it, their text
    /// wrapping inside the card instead of overflowing it.
    func testGridInAFormFitsTheRow() async throws {
        struct Card: View {
            var body: some View {
                Form {
                    Grid(alignment: .leading) {
                        HStack { Text("Temperature"); Text("21 °C") }
                        GridRow {
                            Text("Wind")
                            Text("Light breeze from the west, turning north in the evening")
                        }
                    }
                }
            }
        }
        let list = try SceneHost(Card(), size: phone).displayList()
        let temperature = try XCTUnwrap(text("Temperature", in: list)), wind = try XCTUnwrap(text("Wind", in: list))
        XCTAssertLessThan(temperature.height, 30, "one line")
        XCTAssertGreaterThan(temperature.width, 60)
        XCTAssertLessThan(wind.height, 30, "the short column keeps its width")
        let long = try XCTUnwrap(text("Light breeze from the west, turning north in the evening", in: list))
        XCTAssertLessThanOrEqual(long.maxX, 354.01, "inside the card's 16 pt padding")
        XCTAssertGreaterThan(long.height, 30, "wraps")
    }
}
