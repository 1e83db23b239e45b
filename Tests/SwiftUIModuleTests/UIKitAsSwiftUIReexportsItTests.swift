import SwiftUI
import XCTest

// UIKit's types that SwiftUI code uses through `import SwiftUI` alone (it re-exports UIKit on
// iOS): a mirrored path built with `UIBezierPath.reversing()`, a "Copy" action writing
// `UIPasteboard.general`, and the deprecated `NavigationLink(isActive:destination:label:)`.

/// A "Copy" button, as a key-value row's context menu writes the value.
struct CopyValueRow: View {
    let value: String
    var body: some View {
        Button("Copy") { UIPasteboard.general.string = value }
    }
}

/// A row pushing a detail through the deprecated `isActive` form with builders.
struct ActiveLinkRow: View {
    @State var shown = false
    var body: some View {
        NavigationStack {
            NavigationLink(isActive: $shown) {
                Text("Detail")
            } label: {
                Text("Open")
            }
        }
    }
}

@MainActor
final class UIKitAsSwiftUIReexportsItTests: XCTestCase {
    /// A path of two subpaths (an open polyline with a curve, a closed triangle) traced
    /// backwards: the subpaths in reverse order, each from its end, the curve's control points
    /// swapped, the triangle closed again; reversing twice gives the path back.
    func testReversingTracesEachSubpathBackwards() async {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 14, y: 0), controlPoint2: CGPoint(x: 20, y: 6))
        path.move(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 40, y: 30))
        path.addLine(to: CGPoint(x: 35, y: 40))
        path.close()
        var elements: [Path.Element] = []
        Path(path.reversing()).forEach { elements.append($0) }
        XCTAssertEqual(elements, [
            .move(to: CGPoint(x: 35, y: 40)), .line(to: CGPoint(x: 40, y: 30)), .line(to: CGPoint(x: 30, y: 30)), .closeSubpath,
            .move(to: CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 6), control2: CGPoint(x: 14, y: 0)),
            .line(to: CGPoint(x: 0, y: 0))
        ])
        var twice: [Path.Element] = [], original: [Path.Element] = []
        Path(path.reversing().reversing()).forEach { twice.append($0) }
        Path(path).forEach { original.append($0) }
        XCTAssertEqual(twice, original)
    }

    /// The pasteboard keeps what was copied: one text item, read back as `string` and
    /// `strings`; setting URLs replaces it; each write counts as a change.
    func testThePasteboardKeepsWhatWasCopied() async {
        let board = UIPasteboard()
        XCTAssertNil(board.string)
        XCTAssertFalse(board.hasStrings)
        board.string = "https://example.com/a?b=1"
        XCTAssertEqual(board.string, "https://example.com/a?b=1")
        XCTAssertEqual(board.strings, ["https://example.com/a?b=1"])
        XCTAssertEqual(board.numberOfItems, 1)
        board.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        XCTAssertNil(board.string, "the text was replaced")
        XCTAssertEqual(board.url?.host, "a.example")
        XCTAssertEqual(board.numberOfItems, 2)
        XCTAssertEqual(board.changeCount, 2)
        board.string = nil
        XCTAssertEqual(board.numberOfItems, 0)
    }

    /// The rows build and draw: the copy button's title and the link's label are on the canvas.
    func testTheRowsBuildAndDraw() async throws {
        for (view, title) in [(AnyView(CopyValueRow(value: "42")), "Copy"), (AnyView(ActiveLinkRow()), "Open")] {
            let host = try SceneHost(view, size: CGSize(width: 200, height: 100))
            let strings = host.displayList().items.compactMap { item -> String? in
                if case .text(let t, _) = item { return t.string }
                return nil
            }
            XCTAssertTrue(strings.contains(title), "\(strings)")
        }
    }
}
