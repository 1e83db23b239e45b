import XCTest
@testable import SceneGraph

/// `.animation(_:value:)` animates layout as `withAnimation` does: a frame whose size depends
/// on the value grows smoothly, in place on the canvas.
@MainActor
final class AnimationValueLayoutTests: XCTestCase {
    struct Card: View {
        let explicit: Bool
        @State var tall = false
        var body: some View {
            if explicit {
                Color.blue.frame(width: 100, height: tall ? 200 : 100)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { tall.toggle() } }
            } else {
                Color.blue.frame(width: 100, height: tall ? 200 : 100)
                    .animation(.linear(duration: 1), value: tall)
                    .onTapGesture { tall.toggle() }
            }
        }
    }

    /// The card, centred in 300 × 300, goes from (100, 100, 100, 100) to (100, 50, 100, 200)
    /// over one linear second from the tap's release at 0.15 s: half way, at 0.65 s, it is
    /// (100, 75, 100, 150), growing from its centre, and at 1.15 s it has arrived.
    func rects(explicit: Bool) throws -> [CGRect] {
        let host = try SceneHost(Card(explicit: explicit), size: CGSize(width: 300, height: 300))
        let before = host.displayList().fillRects
        host.send(tap(CGPoint(x: 150, y: 150), at: 0.1))
        host.advance(to: 0.65)
        let halfway = host.displayList().fillRects
        host.advance(to: 1.2)
        return before + halfway + host.displayList().fillRects
    }

    func testAnimationValueModifierAnimatesAFrameSize() async throws {
        let r = try rects(explicit: false)
        XCTAssertEqual(r.count, 3)
        XCTAssertEqual(r[0], CGRect(x: 100, y: 100, width: 100, height: 100))
        XCTAssertEqual(r[1].minY, 75, accuracy: 0.01)
        XCTAssertEqual(r[1].height, 150, accuracy: 0.01)
        XCTAssertEqual(r[2], CGRect(x: 100, y: 50, width: 100, height: 200))
    }

    /// `withAnimation` gives the same frames (the reference the modifier must match).
    func testWithAnimationAnimatesTheSameFrames() async throws {
        let explicit = try rects(explicit: true), modifier = try rects(explicit: false)
        XCTAssertEqual(explicit.count, 3)
        for (a, b) in zip(explicit, modifier) {
            XCTAssertEqual(a.minY, b.minY, accuracy: 0.01)
            XCTAssertEqual(a.height, b.height, accuracy: 0.01)
        }
    }
}
