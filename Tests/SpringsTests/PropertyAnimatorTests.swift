import XCTest
@testable import Springs

/// SwiftUI's model of property animation: springs merge, timing curves add.
final class PropertyAnimatorTests: XCTestCase {
    /// Two linear 1 s animations, 0→10 at t = 0 and 10→20 at t = 0.5: at t = 1 the first is
    /// done and the second half done, so 20 − 0 − 5 = 15; at t = 0.75, 20 − 2.5 − 7.5 = 10.
    func testTimingCurvesAdd() {
        var p = PropertyAnimator(0.0)
        p.set(10, animation: .linear(duration: 1), at: 0)
        p.set(20, animation: .linear(duration: 1), at: 0.5)
        XCTAssertEqual(p.runningAnimationCount, 2)
        XCTAssertEqual(p.value(at: 0.75), 10, accuracy: 1e-12)
        XCTAssertEqual(p.value(at: 1.0), 15, accuracy: 1e-12)
        XCTAssertEqual(p.velocity(at: 0.75), 20, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: 1.5), 20)
        XCTAssertEqual(p.completionTime, 1.5)
    }

    /// A spring retarget merges: one animation remains, position and velocity are continuous.
    func testSpringsMergeContinuously() {
        var p = PropertyAnimator(0.0)
        p.set(100, animation: .snappy, at: 0)
        let x = p.value(at: 0.2), v = p.velocity(at: 0.2)
        p.set(-50, animation: .snappy, at: 0.2)
        XCTAssertEqual(p.runningAnimationCount, 1)
        XCTAssertEqual(p.value(at: 0.2), x, accuracy: 1e-12)
        XCTAssertEqual(p.velocity(at: 0.2), v, accuracy: 1e-9)
        let h = 1e-6
        let right = (p.value(at: 0.2 + h) - x) / h
        XCTAssertEqual(right, v, accuracy: 0.1)
        XCTAssertGreaterThan(abs(v), 50)
    }

    /// A spring after a timing curve also merges (it takes over the presented motion).
    func testSpringTakesOverATimingCurve() {
        var p = PropertyAnimator(0.0)
        p.set(10, animation: .linear(duration: 1), at: 0)
        p.set(0, animation: .smooth, at: 0.5)
        XCTAssertEqual(p.runningAnimationCount, 1)
        XCTAssertEqual(p.value(at: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(p.velocity(at: 0.5), 10, accuracy: 1e-9)
    }

    /// Logical completion (returned by `set`) comes before removal; after removal the value is
    /// exactly the model and nothing animates.
    func testCompletionAndRemovalTimes() {
        var p = PropertyAnimator(CGPoint.zero)
        let logical = p.set(CGPoint(x: 300, y: 0), animation: .bouncy, at: 1)
        XCTAssertEqual(logical, 1.5, accuracy: 1e-12)
        let removal = p.removalTime!
        XCTAssertGreaterThan(removal, logical)
        XCTAssertTrue(p.isAnimating(at: removal - 1e-3))
        XCTAssertFalse(p.isAnimating(at: removal))
        XCTAssertEqual(p.value(at: removal), CGPoint(x: 300, y: 0))
        p.prune(at: removal)
        XCTAssertEqual(p.runningAnimationCount, 0)
    }

    func testNoAnimationSnaps() {
        var p = PropertyAnimator(1.0)
        p.set(5, animation: .smooth, at: 0)
        XCTAssertEqual(p.set(9, animation: nil, at: 0.1), 0.1)
        XCTAssertEqual(p.value(at: 0.1), 9)
        XCTAssertFalse(p.isAnimating(at: 0.1))
    }

    /// A gesture's release velocity starts the spring.
    func testInitialVelocityStartsTheSpring() {
        var p = PropertyAnimator(0.0)
        p.set(0, animation: .smooth, at: 0, initialVelocity: 400)
        XCTAssertEqual(p.velocity(at: 0), 400)
        XCTAssertEqual(p.value(at: 0.05), Spring.smooth.value(target: 0.0, initialVelocity: 400, time: 0.05), accuracy: 1e-12)
    }

    /// Two linear 1 s animations added at t = 0 and t = 0.5 can be removed at t = 1 and 1.5:
    /// the rest time is the later, 1.5; the property animates before it and shows its model,
    /// 20, from it on. With no animation the rest time is −∞.
    func testRestTimeIsTheLatestRemovalTime() {
        var p = PropertyAnimator(0.0)
        XCTAssertEqual(p.restTime, -.infinity)
        p.set(10, animation: .linear(duration: 1), at: 0)
        p.set(20, animation: .linear(duration: 1), at: 0.5)
        XCTAssertEqual(p.restTime, 1.5)
        XCTAssertTrue(p.isAnimating(at: 1.49))
        XCTAssertFalse(p.isAnimating(at: 1.5))
        XCTAssertEqual(p.value(at: 1.5), 20)
    }

    /// Negated copies of another animator's running animations cancel its motion: `other` runs
    /// a spring retargeted in flight (with velocity) and two timing curves added on top; a
    /// second animator resting at 7 that adds their negations, at 0.3, presents
    /// 7 − (other's model − other's value) at every later time, so the two sum to their models'
    /// sum, 7 + 30, and it rests (at 7) when `other` does. Its model is not changed.
    func testAddedNegatedAnimationsCancelTheOthersMotion() {
        var other = PropertyAnimator(0.0)
        other.set(10, animation: .bouncy, at: 0)
        other.set(20, animation: .bouncy, at: 0.1)
        other.set(25, animation: .linear(duration: 0.5), at: 0.2)
        other.set(30, animation: .easeInOut(duration: 1), at: 0.3)
        XCTAssertEqual(other.runningAnimationCount, 3)
        var still = PropertyAnimator(7.0)
        still.addRunningAnimations(of: other, at: 0.3) { -$0 }
        XCTAssertEqual(still.model, 7)
        XCTAssertEqual(still.runningAnimationCount, 3)
        for t in stride(from: 0.3, through: 2.0, by: 0.05) {
            XCTAssertEqual(still.value(at: t) + other.value(at: t), 37, accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(still.velocity(at: t) + other.velocity(at: t), 0, accuracy: 1e-9, "at \(t)")
        }
        XCTAssertNotEqual(still.value(at: 0.4), 7)
        XCTAssertEqual(still.restTime, other.restTime)
        XCTAssertEqual(still.value(at: other.restTime), 7)
    }

    /// Animations `other` has finished by then are not copied: nothing is left to cancel.
    func testAddingFinishedAnimationsAddsNothing() {
        var other = PropertyAnimator(0.0)
        other.set(10, animation: .linear(duration: 1), at: 0)
        var still = PropertyAnimator(3.0)
        still.addRunningAnimations(of: other, at: 1) { -$0 }
        XCTAssertEqual(still.runningAnimationCount, 0)
        XCTAssertEqual(still.value(at: 1), 3)
    }
}

/// A linear custom animation; it merges with a previous one when `merges` is true.
struct LinearCustom: CustomAnimation {
    var duration: Double
    var merges: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { return nil }
        if time >= duration / 2 { context.isLogicallyComplete = true }
        return value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1 / duration)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> Bool {
        merges
    }
}

final class CustomAnimationTests: XCTestCase {
    func testCustomAnimationEvaluatesWithModifiers() {
        let a = Animation(LinearCustom(duration: 2, merges: false)).delay(1)
        XCTAssertEqual(a.animate(delta: 10.0, time: 2), 5, accuracy: 1e-12)
        XCTAssertEqual(a.velocity(delta: 10.0, time: 2), 5, accuracy: 1e-12)
    }

    /// Logical completion (isLogicallyComplete from t = 1) and removal (nil from t = 2) are found
    /// from the custom animation itself.
    func testCustomAnimationReportsCompletionAndRemoval() {
        let a = Animation(LinearCustom(duration: 2, merges: false))
        XCTAssertEqual(a.logicalDuration(delta: 1.0), 1, accuracy: 1e-8)
        XCTAssertEqual(a.removalDuration(delta: 1.0), 2, accuracy: 1e-8)
    }

    func testCustomAnimationThatDeclinesToMergeIsAdded() {
        var p = PropertyAnimator(0.0)
        p.set(10, animation: Animation(LinearCustom(duration: 1, merges: false)), at: 0)
        p.set(20, animation: Animation(LinearCustom(duration: 1, merges: false)), at: 0.5)
        XCTAssertEqual(p.runningAnimationCount, 2)
        XCTAssertEqual(p.value(at: 1.0), 15, accuracy: 1e-9)
    }

    /// shouldMerge true: the new animation takes over from the presented value (5 at t = 0.5)
    /// and carries the rest of the change, 20 − 5 = 15, over its own second.
    func testCustomAnimationThatMergesTakesOver() {
        var p = PropertyAnimator(0.0)
        p.set(10, animation: Animation(LinearCustom(duration: 1, merges: true)), at: 0)
        p.set(20, animation: Animation(LinearCustom(duration: 1, merges: true)), at: 0.5)
        XCTAssertEqual(p.runningAnimationCount, 1)
        XCTAssertEqual(p.value(at: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(p.value(at: 1.0), 12.5, accuracy: 1e-9)
        XCTAssertEqual(p.value(at: 1.5), 20)
    }

    /// Boxed custom animations compare by their own Hashable conformance.
    func testCustomAnimationsCompareByValue() {
        XCTAssertEqual(Animation(LinearCustom(duration: 1, merges: true)), Animation(LinearCustom(duration: 1, merges: true)))
        XCTAssertNotEqual(Animation(LinearCustom(duration: 1, merges: true)), Animation(LinearCustom(duration: 2, merges: true)))
        XCTAssertNotEqual(Animation(LinearCustom(duration: 0.35, merges: true)), Animation.linear)
    }
}

/// A custom animation that delegates to a built-in one through SwiftUI's
/// `Animation.animate(value:time:context:)`.
struct DelegatingCustom: CustomAnimation {
    var base: Animation
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
}

final class AnimationContextTests: XCTestCase {
    /// Delegating to `.linear(duration: 1)`: same values, nil from t = 1 on, logically complete there.
    func testBuiltInAnimationsServeAsCustomAnimationBases() {
        let a = Animation(DelegatingCustom(base: .linear(duration: 1)))
        XCTAssertEqual(a.animate(delta: 8.0, time: 0.25), 2, accuracy: 1e-12)
        XCTAssertEqual(a.removalDuration(delta: 8.0), 1, accuracy: 1e-8)
        var context = AnimationContext<Double>()
        XCTAssertNil(Animation.linear(duration: 1).animate(value: 8.0, time: 1, context: &context))
        context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 8.0, time: 0.6, context: &context)
        XCTAssertTrue(context.isLogicallyComplete, "a spring is logically complete after its duration, 0.5 s")
    }

    func testAnimationStateStoresValuesByKey() {
        struct Count: AnimationStateKey { static var defaultValue: Int { 0 } }
        var state = AnimationState<Double>()
        XCTAssertEqual(state[Count.self], 0)
        state[Count.self] = 3
        XCTAssertEqual(state[Count.self], 3)
    }

    /// A delayed spring retargeting a running one: the running spring goes on during the delay
    /// (the value is what it would have been without the retarget), and the new spring starts at
    /// the delay's end from that value and velocity, so both stay continuous.
    func testDelayedSpringLetsTheRunningOneGoOnDuringItsDelay() {
        let spring = Animation.spring(duration: 0.5)
        var alone = PropertyAnimator(0.0)
        alone.set(100, animation: spring, at: 0)
        var p = alone
        p.set(50, animation: spring.delay(0.3), at: 0.1)
        XCTAssertEqual(p.model, 50)
        for t in stride(from: 0.1, to: 0.4, by: 0.01) {
            XCTAssertEqual(p.value(at: t), alone.value(at: t), accuracy: 1e-9, "at \(t)")
        }
        // Continuous at the start of the new spring (0.4 s): value and velocity.
        XCTAssertEqual(p.value(at: 0.4 + 1e-7), alone.value(at: 0.4), accuracy: 1e-3)
        XCTAssertEqual(p.velocity(at: 0.4 + 1e-7), alone.velocity(at: 0.4), accuracy: 0.5)
        XCTAssertEqual(p.value(at: 5), 50)
        // At rest, a delayed spring holds the old value through its delay, as before.
        var rest = PropertyAnimator(0.0)
        rest.set(10, animation: spring.delay(0.2), at: 0)
        XCTAssertEqual(rest.value(at: 0.19), 0)
        XCTAssertEqual(rest.runningAnimationCount, 1)
    }
}
