import XCTest
import PropertyTestSupport
@testable import Springs

// Property-based tests of the spring closed forms and animator: random parameters, targets,
// velocities and times, each case reproducible from its seed.

extension SplitMix64 {
    /// A log-uniform magnitude in [lower, upper] with a random sign.
    mutating func signedLog(_ lower: Double, _ upper: Double) -> Double {
        let m = exp(double(log(lower), log(upper)))
        return chance(0.5) ? m : -m
    }

    /// A random damped spring from one of the public parameterisations.
    mutating func dampedSpring() -> Spring {
        switch int(0...3) {
        case 0: return Spring(duration: exp(double(log(0.02), log(10))), bounce: double(-0.95, 0.95))
        case 1: return Spring(response: exp(double(log(0.02), log(10))), dampingRatio: exp(double(log(0.02), log(20))))
        case 2:
            return Spring(
                dampingRatio: exp(double(log(0.02), log(20))), response: exp(double(log(0.02), log(10))),
                mass: exp(double(log(0.05), log(20))))
        default:
            return Spring(
                mass: exp(double(log(0.05), log(20))), stiffness: exp(double(log(0.1), log(1e5))),
                damping: exp(double(log(0.01), log(500))), allowOverDamping: chance(0.5))
        }
    }
}

final class PropertySpringTests: XCTestCase {
    /// Mechanical energy relative to the target: E = ½·m·v² + ½·k·(x − Δ)² (k and m of the spring).
    func energy(_ s: Spring, x: Double, v: Double, target: Double) -> Double {
        0.5 * s.mass * v * v + 0.5 * s.stiffness * (x - target) * (x - target)
    }

    func describe(_ s: Spring) -> String {
        "m \(s.mass) k \(s.stiffness) c \(s.damping) (ζ \(s.dampingRatio))"
    }

    /// For 20,000 random damped springs, targets (|Δ| in 1e-4…1e5), velocities (|v0| in 1e-3…1e6)
    /// and 8 random times in 0…30 s: value and velocity are finite, and the energy never grows
    /// (dE/dt = −c·v² ≤ 0), within 1e-9 of the starting energy for rounding.
    func testDampedSpringsAreFiniteAndNeverGainEnergy() {
        for k in 0..<PropertyRun.cases(20_000) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let s = rng.dampedSpring()
            let target = rng.signedLog(1e-4, 1e5)
            let v0 = rng.chance(0.2) ? 0 : rng.signedLog(1e-3, 1e6)
            let times = (0..<8).map { _ in rng.double(0, 30) }.sorted()
            let e0 = energy(s, x: 0, v: v0, target: target)
            var previous = e0
            for t in times {
                let x = s.value(target: target, initialVelocity: v0, time: t)
                let v = s.velocity(target: target, initialVelocity: v0, time: t)
                guard x.isFinite, v.isFinite else {
                    return XCTFail("seed \(seed): \(describe(s)) Δ \(target) v0 \(v0) t \(t): x \(x) v \(v)")
                }
                let e = energy(s, x: x, v: v, target: target)
                if e > previous + 1e-9 * e0 {
                    return XCTFail("seed \(seed): energy grew from \(previous) to \(e) at t \(t); \(describe(s)) Δ \(target) v0 \(v0)")
                }
                previous = e
            }
        }
    }

    /// `update(value:velocity:target:deltaTime:)` does not depend on how time is split: one step
    /// of t1 + t2 equals a step of t1 then one of t2, to 1e-9 of the travel, for 20,000 cases.
    func testUpdateIsIndependentOfHowTimeIsSplit() {
        for k in 0..<PropertyRun.cases(20_000) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let s = rng.dampedSpring()
            let start = rng.signedLog(1e-3, 1e4), target = rng.signedLog(1e-3, 1e4), v0 = rng.signedLog(1e-3, 1e4)
            let t1 = rng.double(0, 2), t2 = rng.double(0, 2)
            var xa = start, va = v0
            s.update(value: &xa, velocity: &va, target: target, deltaTime: t1 + t2)
            var xb = start, vb = v0
            s.update(value: &xb, velocity: &vb, target: target, deltaTime: t1)
            s.update(value: &xb, velocity: &vb, target: target, deltaTime: t2)
            let travel = max(abs(target - start), abs(v0) / s.angularFrequency, abs(start), abs(target))
            XCTAssertEqual(xa, xb, accuracy: 1e-9 * travel, "seed \(seed): \(describe(s)) t \(t1)+\(t2)")
            XCTAssertEqual(va, vb, accuracy: 1e-9 * travel * max(1, s.angularFrequency), "seed \(seed): velocity")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    /// From its settling duration on, a motion stays within epsilon of its target (SwiftUI's
    /// definition), at 16 random later times, for 5,000 random damped springs and starts.
    func testMotionStaysWithinEpsilonAfterTheSettlingDuration() {
        for k in 0..<PropertyRun.cases(5_000) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let s = rng.dampedSpring()
            guard s.dampingRatio > 0.05 else { continue } // very light damping settles after minutes
            let target = rng.signedLog(1e-2, 1e3), v0 = rng.chance(0.3) ? 0 : rng.signedLog(1e-2, 1e3)
            let epsilon = exp(rng.double(log(1e-4), log(1e-1)))
            let settle = s.settlingDuration(target: target, initialVelocity: v0, epsilon: epsilon)
            XCTAssertTrue(settle.isFinite && settle >= 0, "seed \(seed): settling duration \(settle)")
            for _ in 0..<16 {
                let t = settle + rng.double(0, 1) * max(settle, 1)
                let distance = abs(target - s.value(target: target, initialVelocity: v0, time: t))
                if distance > epsilon * (1 + 1e-6) {
                    return XCTFail("seed \(seed): \(describe(s)) Δ \(target) v0 \(v0) ε \(epsilon): at t \(t) ≥ \(settle) the distance is \(distance)")
                }
            }
        }
    }

    /// Retargeting a running animator keeps position and velocity at that instant, and the
    /// motion right after is continuous: over 1 µs the position moves by v·dt and the velocity
    /// by at most the spring's acceleration bound × dt (5,000 random cases).
    func testRetargetingIsContinuousInPositionAndVelocity() {
        for k in 0..<PropertyRun.cases(5_000) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let s = rng.dampedSpring()
            let clock = AnimationClock(time: 0)
            let animator = SpringAnimator<Double>(spring: s, value: rng.signedLog(1e-2, 1e3), target: rng.signedLog(1e-2, 1e3), clock: clock)
            animator.velocity = rng.chance(0.5) ? 0 : rng.signedLog(1e-2, 1e3)
            animator.start()
            let tr = rng.double(0, 1) * s.response
            clock.advance(to: tr)
            guard animator.state == .running, let x0 = animator.value else { continue }
            let v0 = animator.velocity
            let newTarget = rng.signedLog(1e-2, 1e3)
            animator.target = newTarget
            XCTAssertEqual(animator.value, x0, "seed \(seed): position jumped at the retarget")
            XCTAssertEqual(animator.velocity, v0, "seed \(seed): velocity jumped at the retarget")
            let dt = 1e-6
            clock.advance(to: tr + dt)
            guard animator.state == .running, let x1 = animator.value else { continue }
            let v1 = animator.velocity
            // |x''| ≤ (k·|Δ − x| + c·|v|)/m, and over dt neither changes by much.
            let accel = (s.stiffness * (abs(newTarget - x0) + abs(v0) * dt) + s.damping * (abs(v0) + 1)) / s.mass * 2
            XCTAssertEqual(
                x1, x0 + v0 * dt, accuracy: accel * dt * dt + 1e-12 * max(abs(x0), 1),
                "seed \(seed): \(describe(s)) position after retarget")
            XCTAssertEqual(v1, v0, accuracy: accel * dt + 1e-12 * max(abs(v0), 1), "seed \(seed): velocity after retarget")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    /// A running animator ends exactly at its target and with zero velocity, for any tick rate:
    /// 2,000 random springs ticked at random steps (at least 1/5000 of the motion) until the
    /// finishing time they announce has passed.
    func testAnimatorAlwaysFinishesAtTheTarget() {
        for k in 0..<PropertyRun.cases(2_000) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let s = rng.dampedSpring()
            guard s.dampingRatio > 0.05 else { continue }
            let clock = AnimationClock(time: 0)
            let target = rng.signedLog(1e-2, 1e4)
            let animator = SpringAnimator<Double>(spring: s, value: rng.signedLog(1e-2, 1e4), target: target, clock: clock)
            var finished: Double?
            animator.completion = { if case .finished(let at) = $0 { finished = at } }
            animator.start()
            guard let end = animator.finishingTime, end.isFinite else {
                return XCTFail("seed \(seed): \(describe(s)) announces no finite finishing time")
            }
            let step = max(rng.double(0.001, 0.1), end / 5000)
            var t = 0.0
            while animator.state == .running && t <= end + step {
                t += step
                clock.advance(to: t)
                if let v = animator.value, !v.isFinite { return XCTFail("seed \(seed): value \(v) at t \(t)") }
            }
            XCTAssertEqual(finished, target, "seed \(seed): \(describe(s)) finished at \(String(describing: finished)) after \(t) s")
            XCTAssertEqual(animator.velocity, 0, "seed \(seed)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
