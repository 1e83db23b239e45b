import SceneGraph
import XCTest

/// `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`: each row's toggle
/// writes its own item through the element binding.
@MainActor
final class TodoListTests: XCTestCase {
    /// All three rows are drawn with "0 of 3 done"; a tap on the second row's title turns that
    /// item on, and the summary row, which reads the array, says "1 of 3 done".
    func testTogglingARowWritesItsItemThroughTheElementBinding() async throws {
        let h = try SceneHost(TodoListView(), size: CGSize(width: 390, height: 600))
        var strings = h.displayList().textStrings
        for title in ["Buy milk", "Call Sam", "Water plants", "0 of 3 done"] { XCTAssertTrue(strings.contains(title), title) }
        let frame = try XCTUnwrap(
            h.displayList().items.compactMap { item -> CGRect? in
                if case .text(let t, let m) = item, t.string == "Call Sam" { return t.frame.applying(m) }
                return nil
            }.first)
        let p = CGPoint(x: frame.midX, y: frame.midY)
        h.send([PointerEvent(.down, at: p, time: 0.1), PointerEvent(.up, at: p, time: 0.15)])
        h.advance(to: 1)
        strings = h.displayList().textStrings
        XCTAssertTrue(strings.contains("1 of 3 done"), "drawn: \(strings)")
    }
}
