import SceneGraph
import SceneTesting
import XCTest

/// A horizontal carousel of cards as iOS 17 sample code writes it: view-aligned snapping.
private struct Carousel: View {
    let colors: [Color] = [.red, .orange, .green, .blue]
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<colors.count, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 16).fill(colors[i]).frame(width: 240, height: 150)
                }
            }
            .scrollTargetLayout()
            .padding(.horizontal, 20)
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

/// A searchable list filtered by its query, as sample code writes it.
private struct FruitSearch: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
            List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                .navigationTitle("Fruit")
                .searchable(text: $query, prompt: "Search fruit")
        }
    }
}

/// A searchable screen with an inline title and a query typed in; the search applied around the
/// stack, as some sample code writes it.
private struct InlineSearch: View {
    @State private var query = "ban"
    var body: some View {
        NavigationStack {
            List(["Banana", "Bandicoot"], id: \.self) { Text($0) }
                .navigationTitle("Results")
                .navigationBarTitleDisplayMode(.inline)
        }
        .searchable(text: $query)
    }
}

@MainActor
final class ScrollTargetAndSearchTests: XCTestCase {
    /// `.scrollTargetLayout()` and `.scrollTargetBehavior(_:)` compile and leave the layout as
    /// it is: the first card 20 pt from the leading edge, the second 12 pt after it.
    func testScrollTargetModifiersKeepTheLayout() async throws {
        let list = try SceneHost(Carousel(), size: CGSize(width: 390, height: 200)).displayList()
        let fills = list.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _, let t) = item { return path.boundingRect.applying(t) } else { return nil }
        }.filter { $0.width == 240 }
        XCTAssertEqual(fills.first?.minX, 20)
        XCTAssertEqual(fills.dropFirst().first?.minX, 272)
        _ = PagingScrollTargetBehavior()
        _ = ViewAlignedScrollTargetBehavior(limitBehavior: .always)
    }

    /// `.searchable` compiles with a prompt; the list shows every row for the empty query.
    func testSearchableListShowsItsRows() async throws {
        let list = try SceneHost(FruitSearch(), size: CGSize(width: 390, height: 600)).displayList()
        XCTAssertNotNil(list.textFrame("Apple"))
        XCTAssertNotNil(list.textFrame("Cherry"))
        XCTAssertNotNil(list.textFrame("Fruit"))
    }

    /// The search field as iOS 17 draws it under a large title: 36 pt tall, 1 pt under the
    /// title's band (44 + 52), 16 pt from the sides of a 390 pt screen, in tertiarySystemFill;
    /// the prompt in secondaryLabel 6 pt after the 17 pt magnifying glass, which is 8 pt inside
    /// the field; the list starts under the search bar, 52 pt lower than without it.
    func testSearchFieldSitsUnderTheLargeTitle() async throws {
        let list = try SceneHost(FruitSearch(), size: CGSize(width: 390, height: 600)).displayList()
        let field = list.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, .color(let c), let t) = item, c == Color(uiColor: .tertiarySystemFill).resolved {
                return path.boundingRect.applying(t)
            }
            return nil
        }
        XCTAssertEqual(field, [CGRect(x: 16, y: 97, width: 358, height: 36)])
        let prompt = try XCTUnwrap(list.textFrame("Search fruit"))
        XCTAssertEqual(prompt.minX, 16 + 8 + 17 + 6)
        XCTAssertEqual(prompt.midY, 97 + 18, accuracy: 0.2)
        let glass = try XCTUnwrap(list.textFrames.first { $0.string == "\u{E8B6}" })
        XCTAssertEqual(glass.frame.midX, 16 + 8 + 8.5, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(list.textFrame("Apple")).minY, try XCTUnwrap(plainList().textFrame("Apple")).minY + 52)
    }

    /// The rows of the same list without `searchable`.
    private func plainList() throws -> DisplayList {
        struct Plain: View {
            var body: some View {
                NavigationStack { List(["Apple"], id: \.self) { Text($0) }.navigationTitle("Fruit") }
            }
        }
        return try SceneHost(Plain(), size: CGSize(width: 390, height: 600)).displayList()
    }

    /// Applied around the stack, the search goes to the root screen's bar; a query is drawn in
    /// the label colour instead of the prompt. With an inline title the field is 1 pt under
    /// the 44 pt bar (45…81, as iOS drew it).
    func testSearchAroundTheStackShowsTheQuery() async throws {
        let list = try SceneHost(InlineSearch(), size: CGSize(width: 390, height: 400)).displayList()
        let query = try XCTUnwrap(list.textFrame("ban"))
        XCTAssertEqual(query.midY, 45 + 18, accuracy: 0.2)
        XCTAssertNil(list.textFrame("Search"))
        let paint = list.items.compactMap { item -> Paint? in
            if case .text(let t, _) = item, t.string == "ban" { return t.paint }
            return nil
        }.first
        XCTAssertEqual(paint, .color(Color.primary.resolved))
    }

    /// Both screens drawn: the large title with its field, and the inline title with a query.
    func testSearchFieldSnapshots() async {
        assertSnapshot(of: FruitSearch(), at: 0, size: CGSize(width: 390, height: 300), named: "large")
        assertSnapshot(of: InlineSearch(), at: 0, size: CGSize(width: 390, height: 240), named: "inline")
    }
}
