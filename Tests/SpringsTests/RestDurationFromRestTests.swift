import XCTest
@testable import Springs

/// Rest durations of motions that start at rest are searched once per spring: from rest the
/// distance and both tolerances scale with the target, so the duration does not depend on it.
final class RestDurationFromRestTests: XCTestCase {
    /// The search for one target, as `restDuration` does it for a motion with a velocity:
    /// distance within 1e-5 of the travel, speed within 1e-4 of travel × ω0.
    private func searched(_ s: Spring, target: Double) -> Double {
        let travel = abs(target)
        let distance = s.lastExceedance(SpringModeCombination(u: target, w: target * s.decayRate), tolerance: 1e-5 * travel)
        let moving = s.lastExceedance(
            SpringModeCombination(u: 0.0, w: target * s.omega0Squared),
            tolerance: 1e-4 * travel * s.angularFrequency)
        return max(distance, moving)
    }

    /// For targets from 0.002 to 3,000, either sign, and springs from bouncy to overdamped, the
    /// remembered duration is each target's own search to 1e-9 s.
    func testFromRestTheDurationIsEachTargetsOwn() {
        let springs = [
            Spring.bouncy, Spring.smooth, Spring.snappy, Spring(response: 0.8, dampingRatio: 1.6),
            Spring(duration: 1.2, bounce: 0.3)
        ]
        for s in springs {
            for target in [0.002, -1.0, 37.5, -300.0, 3000.0] {
                XCTAssertEqual(
                    s.restDuration(target: target, initialVelocity: 0.0), searched(s, target: target),
                    accuracy: 1e-9, "\(s) target \(target)")
            }
        }
    }

    /// From the duration on, the motion stays within 1e-5 of its travel (here 250 × 1e-5).
    func testTheMotionHasSettledByThen() {
        let s = Spring(duration: 1.2, bounce: 0.3)
        let rest = s.restDuration(target: 250.0, initialVelocity: 0.0)
        XCTAssertGreaterThan(rest, 1.2)
        for k in 0...200 {
            let t = rest + Double(k) * 0.01
            XCTAssertLessThanOrEqual(abs(250 - s.value(target: 250.0, initialVelocity: 0.0, time: t)), 250 * 1e-5 * (1 + 1e-9))
        }
        // Just before, it had not.
        let before = rest - 1e-6
        let outside =
            abs(250 - s.value(target: 250.0, initialVelocity: 0.0, time: before)) > 250 * 1e-5
            || abs(s.velocity(target: 250.0, initialVelocity: 0.0, time: before)) > 250 * 1e-4 * s.angularFrequency
        XCTAssertTrue(outside)
    }

    /// A motion with a velocity is searched for itself: the target's size then matters.
    func testWithAVelocityTheTargetMatters() {
        let s = Spring.bouncy
        XCTAssertNotEqual(s.restDuration(target: 1.0, initialVelocity: 5.0), s.restDuration(target: 100.0, initialVelocity: 5.0))
    }

    /// One entry per spring and tolerance, however many targets.
    func testOneSearchPerSpring() {
        let s = Spring(response: 0.37, dampingRatio: 0.61)
        let before = RestDurationCache.shared.count
        for target in stride(from: 1.0, through: 500.0, by: 1.0) { _ = s.restDuration(target: target, initialVelocity: 0.0) }
        XCTAssertLessThanOrEqual(RestDurationCache.shared.count, min(before + 1, RestDurationCache.capacity))
    }
}
