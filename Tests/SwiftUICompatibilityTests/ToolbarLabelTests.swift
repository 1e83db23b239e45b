import SceneGraph
import XCTest

/// A list screen with an add button in its bar, written as sample code writes it.
private struct GroceryList: View {
    @State private var items = ["Apples", "Bread"]
    var style: LabelStyleChoice = .automatic

    enum LabelStyleChoice { case automatic, titleAndIcon }

    var body: some View {
        NavigationStack {
            List(items, id: \.self) { Text($0) }
                .navigationTitle("Groceries")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        if style == .titleAndIcon {
                            Button("Add", systemImage: "plus") { items.append("Milk") }.labelStyle(.titleAndIcon)
                        } else {
                            Button("Add", systemImage: "plus") { items.append("Milk") }
                        }
                    }
                }
        }
    }
}

@MainActor
final class ToolbarLabelTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    /// In a navigation bar a labelled button shows its symbol only, as iOS draws it: no "Add".
    func testBarButtonWithASymbolShowsTheSymbolOnly() async throws {
        let list = try SceneHost(GroceryList(), size: phone).displayList()
        XCTAssertNil(list.textFrame("Add"))
        XCTAssertNotNil(list.textFrame("Groceries"))
    }

    /// A label style chosen inside the item still decides: title and icon both drawn, in the bar.
    func testAChosenLabelStyleWins() async throws {
        let list = try SceneHost(GroceryList(style: .titleAndIcon), size: phone).displayList()
        let add = try XCTUnwrap(list.textFrame("Add"))
        XCTAssertLessThan(add.maxY, 100)
        XCTAssertGreaterThan(add.minX, 195)
    }

    /// Outside a bar the same button shows both, as everywhere on iOS.
    func testOutsideABarBothAreDrawn() async throws {
        let list = try SceneHost(Button("Add", systemImage: "plus") {}, size: CGSize(width: 200, height: 100)).displayList()
        XCTAssertNotNil(list.textFrame("Add"))
    }
}
