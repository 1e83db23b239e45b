import SceneGraph
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
}
