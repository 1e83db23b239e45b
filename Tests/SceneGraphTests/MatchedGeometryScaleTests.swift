import XCTest
@testable import SceneGraph

/// `matchedGeometryEffect` with many views in one group (issue 36, item 17): 1,000 views took
/// 7 s for 13 frames and 2,000 over 90 s, as each view searched the group's list of followers
/// and every sibling list on the way to the root (`Node.isAttached`). Now the cost is linear.
@MainActor
final class MatchedGeometryScaleTests: XCTestCase {
    /// `count` rows in one group: the first the source, the others following it; the rows
    /// change width at 0.1, 0.2, ... so that every frame is laid out again.
    struct Group: View {
        @Namespace var namespace
        let count: Int
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Rectangle().frame(width: wide ? 20 : 10, height: 1)
                        .matchedGeometryEffect(id: "group", in: namespace, isSource: i == 0)
                }
            }
            .onSceneTime(0.1) { wide = true }.onSceneTime(0.2) { wide = false }.onSceneTime(0.3) { wide = true }
            .onSceneTime(0.4) { withAnimation(.linear(duration: 0.5)) { wide = false } }
        }
    }

    /// 5,000 followers of one source through 13 frames, each laid out again: about 4 s in a
    /// debug build (it was quadratic: over 50 s). The followers are laid out in the source's
    /// frame, as before.
    func testFiveThousandViewsInOneGroupTakeLinearTime() async throws {
        let start = Date()
        let host = try SceneHost(Group(count: 5_000), size: CGSize(width: 100, height: 6_000))
        for k in 0...12 { host.advance(to: Double(k) / 12) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        let fills = host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let p, _, _, let m) = item { return p.applying(m).boundingRect }
            return nil
        }
        XCTAssertEqual(fills.count, 5_000)
        XCTAssertEqual(Set(fills.map(\.origin.y)).count, 1, "every follower in the source's frame")
    }

    /// `isAttached` follows the reconciler: a removed row is detached at once, a kept one stays.
    func testRemovedNodesAreDetached() async throws {
        struct Rows: View {
            @State var count = 3
            var body: some View {
                VStack { ForEach(0..<count, id: \.self) { Text("\($0)") } }
                    .onSceneTime(0.5) { count = 1 }
            }
        }
        let host = try SceneHost(Rows(), size: CGSize(width: 100, height: 100))
        var rows: [Node] = []
        host.root.forEachNode { if $0.view is Text { rows.append($0) } }
        XCTAssertEqual(rows.count, 3)
        XCTAssertTrue(rows.allSatisfy(\.isAttached))
        host.advance(to: 0.5)
        XCTAssertEqual(rows.map(\.isAttached), [true, false, false])
    }
}
