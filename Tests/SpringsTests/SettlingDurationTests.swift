import XCTest
@testable import Springs

/// SwiftUI's settling duration: the time from which every later value stays within epsilon
/// (in value units) of the target; `settlingDuration` uses target 1, velocity 0, epsilon 0.001.
final class SettlingDurationTests: XCTestCase {
    /// Checks the definition by dense sampling: inside the tolerance from `settle` on, and at the
    /// boundary exactly there (the value crosses the tolerance at `settle`).
    func assertSettles<V: VectorArithmetic>(
        _ s: Spring, target: V, v0: V, epsilon: Double, settle: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        func distance(_ t: Double) -> Double {
            (target - s.value(target: target, initialVelocity: v0, time: t)).magnitudeSquared.squareRoot()
        }
        XCTAssertEqual(distance(settle), epsilon, accuracy: 1e-9 * max(1, epsilon), "boundary", file: file, line: line)
        let period = max(s.response, 1e-3)
        for i in 1...4000 {
            let t = settle + Double(i) * period / 400
            XCTAssertLessThanOrEqual(distance(t), epsilon * (1 + 1e-9), "t=\(t)", file: file, line: line)
        }
    }

    /// Critically damped (.smooth, ω0 = 4π): e^(−ω0 t)(1 + ω0 t) = 0.001 at t = 0.7347716981942958 s.
    func testSmoothSettlesWhereTheCriticalEnvelopeMeetsEpsilon() {
        XCTAssertEqual(Spring.smooth.settlingDuration, 0.7347716981942958, accuracy: 1e-9)
    }

    func testUnderdampedSettlingDurationFollowsTheDefinition() {
        for s in [Spring.bouncy, Spring.snappy, Spring(duration: 0.5, bounce: 0.9)] {
            assertSettles(s, target: 1.0, v0: 0.0, epsilon: 0.001, settle: s.settlingDuration)
        }
    }

    func testOverdampedAndVelocityDrivenSettlingFollowsTheDefinition() {
        let s = Spring(duration: 0.5, bounce: -0.7)
        assertSettles(s, target: 1.0, v0: 0.0, epsilon: 0.001, settle: s.settlingDuration)
        let d = Spring.snappy.settlingDuration(target: 0.0, initialVelocity: 50.0, epsilon: 0.01)
        assertSettles(Spring.snappy, target: 0.0, v0: 50.0, epsilon: 0.01, settle: d)
    }

    func testVectorSettlingUsesTheDistance() {
        let target = CGPoint(x: 30, y: -40), v0 = CGPoint(x: -200, y: 90)
        let d = Spring.bouncy.settlingDuration(target: target, initialVelocity: v0, epsilon: 0.05)
        assertSettles(Spring.bouncy, target: target, v0: v0, epsilon: 0.05, settle: d)
    }

    /// Very low damping (ζ = 0.001, hundreds of oscillations before settling) is still exact.
    /// Envelope: e^(−λt) = 0.001 gives about ln(1000)/λ = 6.9078/(2π·0.001) ≈ 1099 s.
    func testVeryLowDampingSettlesExactly() {
        let s = Spring(response: 1, dampingRatio: 0.001)
        let d = s.settlingDuration
        XCTAssertEqual(d, 1099, accuracy: 1.0)
        assertSettles(s, target: 1.0, v0: 0.0, epsilon: 0.001, settle: d)
    }

    /// No jump at the switch between the underdamped, critical and overdamped forms.
    func testSettlingDurationIsContinuousAcrossCriticalDamping() {
        for zeta in [1 - 1e-9, 1 + 1e-9, 1 - 1e-6, 1 + 1e-6] {
            let s = Spring(mass: 1, stiffness: pow(4 * .pi, 2), damping: 2 * zeta * 4 * .pi, allowOverDamping: true)
            XCTAssertEqual(s.settlingDuration, 0.7347716981942958, accuracy: 1e-5, "ζ=\(zeta)")
        }
    }

    func testUndampedSpringNeverSettles() {
        XCTAssertEqual(Spring(response: 1, dampingRatio: 0).settlingDuration, .infinity)
    }

    func testMotionInsideTheToleranceSettlesAtOnce() {
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 0.0005, epsilon: 0.001), 0)
    }

    /// init(settlingDuration:dampingRatio:epsilon:) inverts settlingDuration.
    func testInitialiserFromSettlingDurationRoundTrips() {
        for zeta in [0.3, 0.7, 1.0, 2.0] {
            let s = Spring(settlingDuration: 1.2, dampingRatio: zeta)
            XCTAssertEqual(s.settlingDuration, 1.2, accuracy: 1e-9, "ζ=\(zeta)")
            XCTAssertEqual(s.dampingRatio, zeta, accuracy: 1e-12)
        }
        XCTAssertEqual(
            Spring(settlingDuration: 2, dampingRatio: 0.5, epsilon: 0.01)
                .settlingDuration(target: 1.0, epsilon: 0.01), 2, accuracy: 1e-9)
    }
}
