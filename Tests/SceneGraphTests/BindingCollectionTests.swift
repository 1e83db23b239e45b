import XCTest
@testable import SceneGraph

/// A binding to an array is a collection of bindings to its elements (SwiftUI's `Binding`
/// collection conformances), and the `IndexSet` edits `onDelete` and `onMove` report.
final class BindingCollectionTests: XCTestCase {
    struct Item: Identifiable, Equatable { var id: Int; var done = false }

    final class Box { var items = [Item(id: 7), Item(id: 8), Item(id: 9)] }

    /// Three items: three element bindings identified by the items' ids; writing the second
    /// binding's `done` changes only the second item of the array.
    func testElementBindingsReadAndWriteTheirElement() {
        let box = Box()
        let binding = Binding(get: { box.items }, set: { box.items = $0 })
        XCTAssertEqual(binding.count, 3)
        XCTAssertEqual(binding.map(\.id), [7, 8, 9])
        binding[1].done.wrappedValue = true
        XCTAssertEqual(box.items.map(\.done), [false, true, false])
        XCTAssertEqual(binding.last?.wrappedValue.id, 9, "bidirectional")
    }

    /// `[a, b, c, d, e]`: removing offsets 0 and 2 leaves `[b, d, e]`; offsets past the end
    /// are ignored rather than trapping.
    func testRemoveAtOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [0, 2, 9])
        XCTAssertEqual(letters, ["b", "d", "e"])
    }

    /// SwiftUI's documented moves: offsets 1 and 3 to 5 give `[a, c, e, b, d]`; 4 to 0 gives
    /// `[e, a, b, c, d]`; 0 to 2 (before "c") gives `[b, a, c, d, e]`.
    func testMoveFromOffsetsToOffset() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1, 3], toOffset: 5)
        XCTAssertEqual(letters, ["a", "c", "e", "b", "d"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [4], toOffset: 0)
        XCTAssertEqual(letters, ["e", "a", "b", "c", "d"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [0], toOffset: 2)
        XCTAssertEqual(letters, ["b", "a", "c", "d", "e"])
    }
}
