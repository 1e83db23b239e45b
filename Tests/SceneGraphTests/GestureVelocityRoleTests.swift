import XCTest
@testable import SceneGraph

/// A released drag's velocity, carried by the transaction (`Wave.animate(withSpring:gestureVelocity:)`
/// or `Transaction.gestureVelocity`), starts only position-like properties moving: offsets,
/// positions and layout origins. Scales, sizes and every other property start at rest.
@MainActor
final class GestureVelocityRoleTests: XCTestCase {
    /// A critically damped spring (damping ratio 1, response 0.5 s): from rest it never overshoots.
    let spring = Spring(dampingRatio: 1, response: 0.5)
    let release = CGPoint(x: 400, y: 0)
    /// Rates are forward differences over `dt`: from rest, one reads about ω²·Δ·dt/2 (ω = 2π/0.5 s,
    /// Δ ≤ 50 pt: under 0.04 pt/s), so "at rest" allows 0.1 per second.
    let dt = 1e-5

    struct Card: View {
        @State var scale: CGFloat = 1
        @State var offset = CGSize(width: 100, height: 0)
        var body: some View {
            Rectangle().frame(width: 10, height: 10).scaleEffect(scale).offset(offset)
        }
    }

    /// The scene: `scale = 2; offset = .zero` released at 400 pt/s. The scale rises from
    /// 1 to 2 without passing 2 (a critically damped spring from rest; before, the velocity sent
    /// it to about 14.8), and its rate at the release is 0.
    func testGestureVelocityDoesNotReachScale() async throws {
        let card = Card()
        let h = try SceneHost(card, size: CGSize(width: 400, height: 100))
        h.schedule(at: 0) {
            Wave.animate(withSpring: self.spring, gestureVelocity: self.release) {
                card.scale = 2; card.offset = .zero
            }
        }
        h.advance(to: 0)
        let w0 = h.displayList().fillRects[0].width
        h.advance(to: dt)
        XCTAssertEqual((h.displayList().fillRects[0].width - w0) / 10 / dt, 0, accuracy: 0.1)
        var largest: CGFloat = 0
        for k in 1...240 {
            h.advance(to: Double(k) / 120)
            largest = max(largest, h.displayList().fillRects[0].width / 10)
        }
        XCTAssertLessThanOrEqual(largest, 2 + 1e-9)
        XCTAssertEqual(h.displayList().fillRects[0].width, 20, accuracy: 0.01)
    }

    /// In the same change, the offset takes the velocity: its centre moves at 400 pt/s at the
    /// release (within 1 %).
    func testGestureVelocityReachesOffset() async throws {
        let card = Card()
        let h = try SceneHost(card, size: CGSize(width: 400, height: 100))
        h.schedule(at: 0) {
            Wave.animate(withSpring: self.spring, gestureVelocity: self.release) {
                card.scale = 2; card.offset = .zero
            }
        }
        h.advance(to: 0)
        let x0 = h.displayList().fillRects[0].midX
        h.advance(to: dt)
        XCTAssertEqual((h.displayList().fillRects[0].midX - x0) / dt, 400, accuracy: 4)
    }

    /// A view placed with `.position` moves by its layout origin: the origin takes the velocity
    /// (400 pt/s within 1 %), its size does not; and the rectangle inside the frame, whose place
    /// relative to the frame changes as the frame grows, does not add the velocity a second time.
    func testGestureVelocityReachesLayoutOriginNotSize() async throws {
        struct Dot: View {
            @State var x: CGFloat = 100
            @State var side: CGFloat = 10
            var body: some View {
                Rectangle().frame(width: side, height: side).position(x: x, y: 50)
            }
        }
        let dot = Dot()
        let h = try SceneHost(dot, size: CGSize(width: 400, height: 100))
        h.schedule(at: 0) {
            Wave.animate(withSpring: self.spring, gestureVelocity: self.release) {
                dot.x = 300; dot.side = 30
            }
        }
        h.advance(to: 0)
        let r0 = h.displayList().fillRects[0]
        h.advance(to: dt)
        let r1 = h.displayList().fillRects[0]
        XCTAssertEqual((r1.minX - r0.minX) / dt, 400, accuracy: 4)
        XCTAssertEqual((r1.width - r0.width) / dt, 0, accuracy: 0.1)
    }

    /// A shadow's offset is measured in points but is not where the view is: it starts at rest.
    func testGestureVelocityDoesNotReachShadowOffset() async throws {
        struct Lifted: View {
            @State var lift: CGFloat = 0
            var body: some View {
                Rectangle().frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: lift, y: lift)
            }
        }
        let view = Lifted()
        let h = try SceneHost(view, size: CGSize(width: 400, height: 100))
        let node = try XCTUnwrap(h.firstNode { $0.animatedSlots[AnimatableProperty.shadowOffset] != nil })
        h.schedule(at: 0) { Wave.animate(withSpring: self.spring, gestureVelocity: self.release) { view.lift = 50 } }
        h.advance(to: 0)
        let slot = try XCTUnwrap(node.animatedSlots.slot(AnimatableKey<CGSize>.shadowOffset, node: node))
        let a = slot.animator.value(at: 0), b = slot.animator.value(at: dt)
        XCTAssertEqual((b.width - a.width) / dt, 0, accuracy: 0.1)
    }

    /// A `SpringAnimator` takes the velocity the user hands it (Wave's way: `velocity` set from
    /// the gesture's): right after the start its value moves at that velocity.
    func testSpringAnimatorTakesTheVelocityHandedToIt() async throws {
        let clock = AnimationClock(time: 0)
        let animator = SpringAnimator<CGPoint>(spring: spring, value: .zero, target: CGPoint(x: 100, y: 0), clock: clock)
        animator.velocity = release
        animator.start()
        clock.advance(to: dt)
        XCTAssertEqual(Double(animator.value!.x) / dt, 400, accuracy: 4)
    }
}

@MainActor
extension SceneHost {
    /// The first node, depth first, for which `predicate` holds.
    func firstNode(where predicate: (Node) -> Bool) -> Node? {
        var found: Node?
        root.forEachNode { if found == nil, predicate($0) { found = $0 } }
        return found
    }
}
