import XCTest
@testable import SceneGraph

/// A square moved by `x`, changed by scheduled actions.
struct Mover: View {
    @State var x: CGFloat = 0
    @State var opacity: Double = 1
    var body: some View {
        Rectangle().frame(width: 20, height: 20).offset(x: x).opacity(opacity)
    }
}

@MainActor
final class AnimationRoutingTests: XCTestCase {
    let linear1s = Animation.linear(duration: 1)

    func host(_ view: Mover) throws -> SceneHost { try SceneHost(view, size: CGSize(width: 200, height: 200)) }

    /// The square is 20 pt wide, centred at 100: its left edge is at 90 plus the offset.
    func left(_ host: SceneHost) -> CGFloat { host.displayList().fillRects[0].minX }

    func testNoAnimationSnaps() async throws {
        let view = Mover(), h = try host(view)
        h.schedule(at: 0.1) { view.x = 50 }
        h.advance(to: 0.1)
        XCTAssertEqual(left(h), 140, accuracy: 1e-9)
    }

    func testLinearAnimationIsHalfwayAtHalfTime() async throws {
        let view = Mover(), h = try host(view)
        h.schedule(at: 0.1) { withAnimation(self.linear1s) { view.x = 50 } }
        h.advance(to: 0.6)
        XCTAssertEqual(left(h), 115, accuracy: 1e-6) // 90 + 50 × 0.5
        h.advance(to: 1.2)
        XCTAssertEqual(left(h), 140, accuracy: 1e-9)
    }

    /// A snap followed by an animated change in the same handler animates from the snapped value
    /// (each write applies with its own transaction).
    func testSnapThenAnimateStartsFromSnappedValue() async throws {
        let view = Mover(), h = try host(view)
        h.schedule(at: 0) {
            view.x = 100
            withAnimation(self.linear1s) { view.x = 0 }
        }
        h.advance(to: 0.25)
        XCTAssertEqual(left(h), 90 + 75, accuracy: 1e-6)
    }

    /// Changing one property leaves another property's running animation untouched.
    func testChangingOnePropertyDoesNotRestartAnother() async throws {
        let view = Mover(), h = try host(view)
        h.schedule(at: 0) { withAnimation(self.linear1s) { view.x = 100 } }
        h.schedule(at: 0.5) { view.opacity = 0.5 }
        h.advance(to: 0.75)
        XCTAssertEqual(left(h), 90 + 75, accuracy: 1e-6)
        XCTAssertEqual(h.displayList().groupOpacities, [0.5])
    }

    /// Springs merge on retarget: position and velocity are continuous at the retarget.
    func testSpringRetargetIsContinuousInPositionAndVelocity() async throws {
        let view = Mover(), h = try host(view)
        let spring = Animation.spring(duration: 0.6, bounce: 0.2)
        h.schedule(at: 0) { withAnimation(spring) { view.x = 100 } }
        h.schedule(at: 0.3) { withAnimation(spring) { view.x = -50 } }
        var samples: [(Double, CGFloat)] = []
        for t in [0.3 - 2e-4, 0.3 - 1e-4, 0.3, 0.3 + 1e-4, 0.3 + 2e-4] {
            h.advance(to: t)
            samples.append((t, left(h)))
        }
        let vBefore = (samples[1].1 - samples[0].1) / 1e-4
        let vAfter = (samples[4].1 - samples[3].1) / 1e-4
        XCTAssertEqual(samples[2].1, samples[1].1 + vBefore * 1e-4, accuracy: 0.05)
        XCTAssertEqual(vAfter, vBefore, accuracy: abs(vBefore) * 0.02 + 1)
    }

    func testCompletionFiresOnceAtLogicalEnd() async throws {
        let view = Mover(), h = try host(view)
        var fired: [Double] = []
        h.schedule(at: 0.2) {
            withAnimation(self.linear1s, { view.x = 30 }, completion: { fired.append(h.time) })
        }
        h.advance(to: 1.1)
        XCTAssertEqual(fired, [])
        h.advance(to: 3)
        XCTAssertEqual(fired.count, 1)
        XCTAssertEqual(fired.first ?? 0, 1.2, accuracy: 1e-9)
    }

    func testCompletionOfAChangeWithoutAnimationFiresAtOnce() async throws {
        let view = Mover(), h = try host(view)
        var fired = 0
        h.schedule(at: 0.2) {
            withAnimation(self.linear1s, { view.x = view.x }, completion: { fired += 1 })
        }
        h.advance(to: 0.2)
        XCTAssertEqual(fired, 1)
    }

    /// `.removed` waits for later animations on the same properties.
    func testRemovedCriterionWaitsForLaterAnimations() async throws {
        let view = Mover(), h = try host(view)
        var fired: [Double] = []
        h.schedule(at: 0) {
            withAnimation(self.linear1s, completionCriteria: .removed, { view.x = 30 }, completion: { fired.append(h.time) })
        }
        h.schedule(at: 0.5) { withAnimation(self.linear1s) { view.x = 60 } }
        h.advance(to: 3)
        XCTAssertEqual(fired.count, 1)
        XCTAssertEqual(fired.first ?? 0, 1.5, accuracy: 1e-9)
    }
}

/// A list whose rows leave with a transition.
struct Leaving: View {
    @State var show = true
    var body: some View {
        VStack {
            if show {
                Rectangle().frame(width: 10, height: 10).transition(.opacity)
            }
            Text("stay")
        }
    }
}

@MainActor
final class TransitionTests: XCTestCase {
    func testRemovedViewStaysDrawnUntilItsTransitionEnds() async throws {
        let view = Leaving()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { view.show = false } }
        h.advance(to: 0.5)
        XCTAssertEqual(h.displayList().fillRects.count, 1, "still drawn while fading")
        XCTAssertEqual(h.displayList().groupOpacities.first ?? -1, 0.5, accuracy: 1e-6)
        h.advance(to: 1.01)
        XCTAssertEqual(h.displayList().fillRects.count, 0)
    }

    func testRemovalWithoutAnimationIsImmediate() async throws {
        let view = Leaving()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0) { view.show = false }
        h.advance(to: 0)
        XCTAssertEqual(h.displayList().fillRects.count, 0)
    }

    func testInsertionFadesIn() async throws {
        let view = Leaving()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0) { view.show = false }
        h.schedule(at: 1) { withAnimation(.linear(duration: 1)) { view.show = true } }
        h.advance(to: 1.25)
        XCTAssertEqual(h.displayList().groupOpacities.first ?? -1, 0.25, accuracy: 1e-6)
    }
}
