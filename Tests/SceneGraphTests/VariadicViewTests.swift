import XCTest
@testable import SceneGraph

/// `_VariadicView.Tree` hands its root the children of its content, as public SwiftUI code uses
/// it to put a divider between rows or a card around each child. Text is measured by
/// `ApproximateTextMeasurer`: each character 0.6 × the font size wide, a line 21 points.
@MainActor
final class VariadicViewTests: XCTestCase {
    /// A root that stacks its children with a 1-point red bar between two of them.
    struct Divided: _VariadicView_UnaryViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            let last = children.last?.id
            VStack(spacing: 0) {
                ForEach(children) { child in
                    child
                    if child.id != last {
                        Color.red.frame(height: 1)
                    }
                }
            }
        }
    }

    /// A root that puts each child in a card of its own and reports how many it got.
    struct Counted: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            Text("\(children.count) children")
            ForEach(children) { child in child.padding(2).background(Color.blue) }
        }
    }

    func texts(_ host: SceneHost) -> [(String, CGRect)] {
        host.displayList().items.compactMap { item in
            if case .text(let t, _) = item { return (t.string, t.frame) }
            return nil
        }
    }

    /// Three children (a text, then a `ForEach` of two inside an `if`): two bars between them,
    /// each child directly above its bar; a `Group`, an `if` and a `ForEach` are opened, so the
    /// tree sees three children, not two.
    func testTheRootGetsTheContentsChildrenOpened() async throws {
        let show = true
        let view = _VariadicView.Tree(Divided()) {
            Text("first")
            if show {
                Group {
                    ForEach(["b", "c"], id: \.self) { Text($0) }
                }
            }
        }
        let host = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let frames = texts(host)
        XCTAssertEqual(frames.map(\.0), ["first", "b", "c"])
        let bars = host.displayList().fillRects
        XCTAssertEqual(bars.count, 2, "a bar between each two children, none after the last")
        // Each text is 21 points tall and followed by its 1-point bar.
        XCTAssertEqual(frames[1].1.minY - frames[0].1.minY, 22)
        XCTAssertEqual(frames[2].1.minY - frames[1].1.minY, 22)
        XCTAssertEqual(bars[0].minY, frames[0].1.maxY)
        XCTAssertEqual(bars[1].minY, frames[1].1.maxY)
    }

    /// A multi-view root's views are its parent's children: in an `HStack(spacing: 0)` the count
    /// and the two carded children stand side by side, and a modified view is one child.
    func testAMultiViewRootsViewsJoinTheParent() async throws {
        let view = HStack(spacing: 0) {
            _VariadicView.Tree(Counted()) {
                Text("ab").padding(1)
                Text("cd")
            }
        }
        let host = try SceneHost(view, size: CGSize(width: 400, height: 100))
        let frames = texts(host)
        XCTAssertEqual(frames.map(\.0), ["2 children", "ab", "cd"])
        XCTAssertEqual(host.displayList().fillRects.count, 2, "one card per child")
        // Side by side: each text starts right of the one before.
        XCTAssertLessThan(frames[0].1.maxX, frames[1].1.minX)
        XCTAssertLessThan(frames[1].1.maxX, frames[2].1.minX)
    }

    /// A child keeps its state while the children before it change: the ids are the children's
    /// identities in the content, not their positions.
    func testChildrenKeepTheirIdentity() async throws {
        let a = _VariadicView_Children(elements: [])
        XCTAssertTrue(a.isEmpty)
        var elements: [_VariadicView_Children.Element] = []
        let node = try SceneHost(EmptyView(), size: CGSize(width: 10, height: 10)).root
        _VariadicView_Children.open(
            Group { ForEach([3, 5], id: \.self) { Text("\($0)") } }, path: [], node: node, environment: EnvironmentValues(),
            into: &elements)
        var fewer: [_VariadicView_Children.Element] = []
        _VariadicView_Children.open(
            Group { ForEach([5], id: \.self) { Text("\($0)") } }, path: [], node: node, environment: EnvironmentValues(),
            into: &fewer)
        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(fewer.map(\.id), [elements[1].id], "row 5 has the same id with or without row 3 before it")
    }
}
