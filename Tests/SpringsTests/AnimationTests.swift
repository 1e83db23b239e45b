import XCTest
@testable import Springs

/// SwiftUI's `Animation`: timing curves, springs, modifiers, completion and removal times.
final class AnimationTests: XCTestCase {
    /// x(t) of a cubic Bézier with control x values a, b, inverted by 200 bisection steps.
    func referenceProgress(_ x: Double, _ p1: (Double, Double), _ p2: (Double, Double)) -> Double {
        func bez(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bez(mid, p1.0, p2.0) < x { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, p1.1, p2.1)
    }

    /// `.timingCurve` is solved to 1e-7 (in fact to about 1e-12) for steep and flat curves.
    func testTimingCurveIsSolvedTo1e7() {
        let curves: [((Double, Double), (Double, Double))] = [
            ((0.42, 0), (0.58, 1)), ((0, 0), (0.58, 1)), ((0.9, 0), (0.1, 1)), ((0.17, 0.67), (0.83, 0.67)),
            ((0, 1.5), (1, -0.5))
        ]
        for (p1, p2) in curves {
            let a = Animation.timingCurve(p1.0, p1.1, p2.0, p2.1, duration: 2)
            for i in 0...200 {
                let x = Double(i) / 200
                XCTAssertEqual(
                    a.animate(delta: 1.0, time: 2 * x), referenceProgress(x, p1, p2), accuracy: 1e-7,
                    "\(p1) \(p2) x=\(x)")
            }
        }
    }

    /// easeInOut is symmetric: half way in time is half way in value.
    func testEaseInOutIsHalfWayAtHalfTime() {
        XCTAssertEqual(Animation.easeInOut.animate(delta: 10.0, time: 0.175), 5, accuracy: 1e-10)
    }

    /// SwiftUI's default durations: timing curves 0.35 s; `.default` is a spring with response
    /// 0.55 and ζ 1; `.spring` is response 0.5, ζ 0.825; `.interactiveSpring` 0.15, 0.86.
    func testSwiftUIDefaults() {
        for a in [Animation.linear, .easeIn, .easeOut, .easeInOut] {
            XCTAssertEqual(a.logicalDuration(delta: 1.0), 0.35, accuracy: 1e-15)
        }
        XCTAssertEqual(Animation.default, .spring(Spring(response: 0.55, dampingRatio: 1)))
        XCTAssertEqual(Animation.spring, .spring(Spring(response: 0.5, dampingRatio: 0.825)))
        XCTAssertEqual(Animation.interactiveSpring, .spring(Spring(response: 0.15, dampingRatio: 0.86)))
        XCTAssertEqual(Animation.bouncy, .spring(.bouncy))
        XCTAssertEqual(Animation.snappy(duration: 0.3, extraBounce: 0.1), .spring(Spring(duration: 0.3, bounce: 0.25)))
    }

    /// A spring is logically complete after its perceptual duration and removable once at rest.
    func testSpringLogicalAndRemovalDurations() {
        let a = Animation.smooth
        XCTAssertEqual(a.logicalDuration(delta: 100.0), 0.5, accuracy: 1e-15)
        let removal = a.removalDuration(delta: 100.0)
        XCTAssertEqual(removal, Spring.smooth.restDuration(target: 100.0, initialVelocity: 0.0), accuracy: 1e-15)
        XCTAssertLessThanOrEqual(abs(100 - a.animate(delta: 100.0, time: removal)), 1e-3 * (1 + 1e-9))
        XCTAssertGreaterThan(removal, 1.0)
    }

    /// `.delay(d)`: nothing happens before d; the curve then runs from d.
    func testDelayShiftsTheStart() {
        let a = Animation.linear(duration: 1).delay(0.5)
        XCTAssertEqual(a.animate(delta: 10.0, time: 0.4), 0)
        XCTAssertEqual(a.animate(delta: 10.0, time: 1.0), 5, accuracy: 1e-12)
        XCTAssertEqual(a.logicalDuration(delta: 10.0), 1.5)
        XCTAssertEqual(a.velocity(delta: 10.0, time: 1.0), 10, accuracy: 1e-9)
    }

    /// `.speed(2)` plays twice as fast: value at t equals the plain value at 2t, velocity doubles.
    func testSpeedScalesTime() {
        let plain = Animation.bouncy, fast = Animation.bouncy.speed(2)
        XCTAssertEqual(fast.animate(delta: 10.0, time: 0.1), plain.animate(delta: 10.0, time: 0.2), accuracy: 1e-12)
        XCTAssertEqual(fast.velocity(delta: 10.0, time: 0.1), 2 * plain.velocity(delta: 10.0, time: 0.2), accuracy: 1e-9)
        XCTAssertEqual(fast.logicalDuration(delta: 10.0), 0.25, accuracy: 1e-15)
    }

    /// repeatCount(3, autoreverses: true) over a 1 s linear curve, Δ = 10: forward, back, forward.
    func testRepeatCountWithAutoreverse() {
        let a = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        XCTAssertEqual(a.animate(delta: 10.0, time: 0.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(a.animate(delta: 10.0, time: 1.25), 7.5, accuracy: 1e-12)
        XCTAssertEqual(a.velocity(delta: 10.0, time: 1.25), -10, accuracy: 1e-9)
        XCTAssertEqual(a.animate(delta: 10.0, time: 2.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(a.animate(delta: 10.0, time: 3.5), 10)
        XCTAssertEqual(a.logicalDuration(delta: 10.0), 3)
        XCTAssertEqual(a.removalDuration(delta: 10.0), 3)
    }

    /// Without autoreverse every play starts again from the beginning.
    func testRepeatCountWithoutAutoreverseRestarts() {
        let a = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        XCTAssertEqual(a.animate(delta: 10.0, time: 1.25), 2.5, accuracy: 1e-12)
        XCTAssertEqual(a.logicalDuration(delta: 10.0), 2)
    }

    func testRepeatForeverNeverCompletes() {
        let a = Animation.linear.repeatForever()
        XCTAssertEqual(a.logicalDuration(delta: 1.0), .infinity)
        XCTAssertEqual(a.removalDuration(delta: 1.0), .infinity)
        // Play 1001 (counting from 0) is odd, so it runs backwards: a quarter in, 0.75 is left.
        XCTAssertEqual(a.animate(delta: 1.0, time: 0.35 * 1001 + 0.0875), 0.75, accuracy: 1e-9)
        XCTAssertFalse(a.isSpring)
    }

    /// Interpolating springs scale a unit spring by the change and are additive.
    func testInterpolatingSpringScalesAUnitSpring() {
        let a = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(a.animate(delta: 40.0, time: 0.3), 40 * s.value(target: 1.0, time: 0.3), accuracy: 1e-12)
        XCTAssertFalse(a.isSpring)
    }
}
