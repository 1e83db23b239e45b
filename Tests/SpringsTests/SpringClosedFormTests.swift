import XCTest
@testable import Springs

/// Integrates x'' = (−k(x − Δ) − c x')/m with classical RK4 and a small step: an independent
/// reference for the closed forms.
func integrateRK4(_ s: Spring, target: Double, v0: Double, time: Double, steps: Int = 200_000) -> (x: Double, v: Double) {
    var x = 0.0, v = v0
    let h = time / Double(steps)
    func acc(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - target) - s.damping * v) / s.mass }
    for _ in 0..<steps {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

final class SpringClosedFormTests: XCTestCase {
    /// Under-, critically and over-damped springs (ζ = 0.3, 1, 2.5 via mass/stiffness/damping).
    let springs: [Spring] = [
        Spring(dampingRatio: 0.3, response: 0.5),
        Spring(dampingRatio: 0.72, response: 0.7),
        Spring(dampingRatio: 1.0, response: 0.4),
        Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true), // ζ = 2.5
    ]

    func testClosedFormMatchesRK4Integration() {
        for s in springs {
            for (target, v0) in [(1.0, 0.0), (100.0, -350.0), (-20.0, 80.0)] {
                for t in [0.05, 0.3, 1.1] {
                    let ref = integrateRK4(s, target: target, v0: v0, time: t)
                    let x = s.value(target: target, initialVelocity: v0, time: t)
                    let v = s.velocity(target: target, initialVelocity: v0, time: t)
                    let scale = max(abs(target), abs(v0) / s.angularFrequency)
                    XCTAssertEqual(x, ref.x, accuracy: 1e-9 * scale, "ζ=\(s.dampingRatio) Δ=\(target) v0=\(v0) t=\(t)")
                    XCTAssertEqual(v, ref.v, accuracy: 1e-8 * scale * s.angularFrequency, "velocity ζ=\(s.dampingRatio) t=\(t)")
                }
            }
        }
    }

    func testVelocityIsTheDerivativeOfValue() {
        let h = 1e-6
        for s in springs {
            for t in [0.01, 0.2, 0.9] {
                let numeric = (s.value(target: 50.0, initialVelocity: 120.0, time: t + h)
                    - s.value(target: 50.0, initialVelocity: 120.0, time: t - h)) / (2 * h)
                let analytic = s.velocity(target: 50.0, initialVelocity: 120.0, time: t)
                XCTAssertEqual(analytic, numeric, accuracy: 1e-5 * max(1, abs(numeric)), "ζ=\(s.dampingRatio) t=\(t)")
            }
        }
    }

    /// Apple's documentation: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.914 and
    /// damping 17.593; Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.6283 and bounce 0.5.
    func testDocumentedConversions() {
        let a = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(a.stiffness, 157.914, accuracy: 1e-3)
        XCTAssertEqual(a.damping, 17.593, accuracy: 1e-3)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(b.duration, 0.6283, accuracy: 1e-4)
        XCTAssertEqual(b.bounce, 0.5, accuracy: 1e-9)
    }

    func testNearCriticalDampingAgreesWithCriticalForm() {
        let critical = Spring(dampingRatio: 1, response: 0.5)
        for zeta in [1 - 1e-7, 1 + 1e-7] {
            let s = Spring(mass: 1, stiffness: critical.stiffness, damping: 2 * zeta * critical.stiffness.squareRoot(), allowOverDamping: true)
            for t in [0.01, 0.25, 1.0] {
                XCTAssertEqual(s.value(target: 1.0, initialVelocity: 3.0, time: t),
                               critical.value(target: 1.0, initialVelocity: 3.0, time: t), accuracy: 1e-6)
            }
        }
    }
}
