import XCTest
@testable import SceneGraph

/// Deeply nested views (issue 18, item 3): the host's passes recurse once per level, so a tree
/// deeper than `SceneHost.maximumDepth` levels is refused with an error naming the limit instead
/// of overflowing the stack (a segfault at 2,000 nested views).
@MainActor
final class DeepTreeTests: XCTestCase {
    /// `levels` views, each a `VStack` in an `AnyView` around the next: two nodes per level.
    static func nest(_ levels: Int) -> AnyView {
        var view = AnyView(Rectangle().frame(width: 10, height: 10))
        for _ in 0..<levels { view = AnyView(VStack { view }) }
        return view
    }

    func testTwoThousandNestedViewsAreRefusedWithTheDepthLimit() async {
        XCTAssertThrowsError(try SceneHost(Self.nest(2_000), size: CGSize(width: 100, height: 100))) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid view nesting depth: more than \(SceneHost.maximumDepth) levels "
                    + "(valid: at most \(SceneHost.maximumDepth) nested views and modifiers)")
        }
    }

    /// A tree just within the limit is built, laid out and drawn in full on the main thread:
    /// 498 levels of two nodes each plus the rectangle, its frame and the root (999 nodes deep),
    /// the rectangle drawn once at the centre.
    func testTreeWithinTheLimitIsDrawn() async throws {
        XCTAssertEqual(SceneHost.maximumDepth, 1_000)
        let host = try SceneHost(Self.nest(498), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList().fillRects, [CGRect(x: 45, y: 45, width: 10, height: 10)])
    }

    /// A tree that grows past the limit in an update keeps its earlier levels and reports it
    /// once, instead of crashing.
    func testUpdateThatNestsTooDeeplyIsCutWithAWarning() async throws {
        struct Growing: View {
            @State var levels = 10
            var body: some View {
                DeepTreeTests.nest(levels).onAppear { levels = 3_000 }
            }
        }
        let (_, warnings) = try WarningLog.capturing {
            let host = try SceneHost(Growing(), size: CGSize(width: 100, height: 100))
            host.advance(to: 0.1)
            _ = host.displayList()
        }
        XCTAssertEqual(warnings.filter { $0.contains("nested more than \(SceneHost.maximumDepth) levels") }.count, 1, "\(warnings)")
    }
}
