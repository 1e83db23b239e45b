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
        Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true) // ζ = 2.5
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
                let numeric =
                    (s.value(target: 50.0, initialVelocity: 120.0, time: t + h)
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

    /// ζ = 1 ± 1e-7: the closed form still matches the integration to 1e-9 of the travel, differs
    /// from the exactly critical form only by the physical O(1e-7) change, and the difference
    /// quotient in ζ across ζ = 1 matches a wide one (no cancellation at the regime switch).
    func testNearCriticalDampingLosesNoAccuracy() {
        let critical = Spring(dampingRatio: 1, response: 0.5)
        func spring(_ zeta: Double) -> Spring {
            Spring(
                mass: 1, stiffness: critical.stiffness, damping: 2 * zeta * critical.stiffness.squareRoot(),
                allowOverDamping: true)
        }
        for t in [0.01, 0.25, 1.0] {
            for zeta in [1 - 1e-7, 1 + 1e-7] {
                let s = spring(zeta)
                let ref = integrateRK4(s, target: 1.0, v0: 3.0, time: t)
                XCTAssertEqual(s.value(target: 1.0, initialVelocity: 3.0, time: t), ref.x, accuracy: 1e-9)
                XCTAssertEqual(
                    s.value(target: 1.0, initialVelocity: 3.0, time: t),
                    critical.value(target: 1.0, initialVelocity: 3.0, time: t), accuracy: 1e-6)
            }
            let narrow =
                (spring(1 + 1e-7).value(target: 1.0, initialVelocity: 3.0, time: t)
                    - spring(1 - 1e-7).value(target: 1.0, initialVelocity: 3.0, time: t)) / 2e-7
            let wide =
                (spring(1 + 1e-3).value(target: 1.0, initialVelocity: 3.0, time: t)
                    - spring(1 - 1e-3).value(target: 1.0, initialVelocity: 3.0, time: t)) / 2e-3
            XCTAssertEqual(narrow, wide, accuracy: 1e-3 * max(1, abs(wide)), "∂x/∂ζ at t=\(t)")
        }
    }

    /// Stiff and very lightly damped springs against the integrator, with large times.
    func testClosedFormMatchesIntegrationForStiffAndLightlyDampedSprings() {
        let cases: [(Spring, Double)] = [
            (Spring(dampingRatio: 1, response: 0.01), 0.05),
            (Spring(dampingRatio: 0.02, response: 0.3), 3.0),
            (Spring(mass: 1, stiffness: 400, damping: 4000, allowOverDamping: true), 2.0) // ζ = 100
        ]
        for (s, t) in cases {
            let ref = integrateRK4(s, target: 10.0, v0: -40.0, time: t, steps: 400_000)
            let scale = max(10, 40 / s.angularFrequency)
            XCTAssertEqual(
                s.value(target: 10.0, initialVelocity: -40.0, time: t), ref.x, accuracy: 1e-9 * scale,
                "ζ=\(s.dampingRatio)")
        }
    }

    /// Deliberately unlike SwiftUI, which adds the target to an overdamped spring's velocity: ours
    /// tends to 0 at rest and equals the derivative of the value.
    func testOverdampedVelocityIsTheTrueDerivative() {
        let s = Spring(duration: 0.5, bounce: -0.6) // ζ = 2.5
        XCTAssertEqual(s.velocity(target: 1.0, time: 20), 0, accuracy: 1e-12)
        XCTAssertEqual(s.velocity(target: 1.0, initialVelocity: 2.0, time: 0), 2.0)
        for t in [0.001, 0.1, 0.5, 2.0] {
            let h = 1e-6
            let numeric = (s.value(target: 1.0, time: t + h) - s.value(target: 1.0, time: t - h)) / (2 * h)
            XCTAssertEqual(s.velocity(target: 1.0, time: t), numeric, accuracy: 1e-7)
        }
    }

    /// Nothing returns NaN or infinity for a finite time, for any damping and extreme times.
    func testValuesAreFiniteForEveryDampingAndTime() {
        let springs =
            [0, 0.5, 1 - 1e-12, 1, 1 + 1e-12, 3, 1e4].map { Spring(response: 0.3, dampingRatio: $0) }
            + [Spring(dampingRatio: 1, response: 1e-6), Spring(dampingRatio: 0.1, response: 1e6)]
        for s in springs {
            for t in [-1, 0, 1e-300, 1e-9, 0.5, 1e3, 1e8, 1e300] {
                let x = s.value(target: 1e6, initialVelocity: -1e7, time: t)
                let v = s.velocity(target: 1e6, initialVelocity: -1e7, time: t)
                XCTAssertTrue(x.isFinite && v.isFinite, "ζ=\(s.dampingRatio) t=\(t): \(x), \(v)")
            }
        }
    }

    /// At rest: a damped spring reaches its target exactly at infinite time and long after.
    func testValueTendsToTarget() {
        XCTAssertEqual(Spring.bouncy.value(target: 5.0, initialVelocity: 3, time: 100), 5.0, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.9).value(target: 5.0, time: 1e4), 5.0, accuracy: 1e-12)
    }

    /// Advancing in many small steps with `update` equals one evaluation (the closed form composes).
    func testUpdateInStepsEqualsOneEvaluation() {
        let s = Spring.bouncy
        var x = 2.0, v = 30.0
        for _ in 0..<97 { s.update(value: &x, velocity: &v, target: 10.0, deltaTime: 0.61 / 97) }
        XCTAssertEqual(x, 2 + s.value(target: 8.0, initialVelocity: 30.0, time: 0.61), accuracy: 1e-10)
        XCTAssertEqual(v, s.velocity(target: 8.0, initialVelocity: 30.0, time: 0.61), accuracy: 1e-9)
    }

    /// force = (k(target − x) − c·v)/m: for (m 2, k 100, c 10), target 1, x 0.5, v 3: (50 − 30)/2 = 10.
    func testForceIsSpringPlusDampingOverMass() {
        let s = Spring(mass: 2, stiffness: 100, damping: 10)
        XCTAssertEqual(s.force(target: 1.0, position: 0.5, velocity: 3.0), 10, accuracy: 1e-12)
    }

    /// The closed form works component-wise on vectors (CGRect) exactly as on scalars.
    func testVectorEvaluationMatchesScalarComponents() {
        let s = Spring.snappy
        let r = s.value(
            target: CGRect(x: 10, y: -20, width: 30, height: 40),
            initialVelocity: CGRect(x: 100, y: 0, width: -50, height: 0), time: 0.2)
        XCTAssertEqual(Double(r.origin.x), s.value(target: 10.0, initialVelocity: 100.0, time: 0.2), accuracy: 1e-12)
        XCTAssertEqual(Double(r.size.width), s.value(target: 30.0, initialVelocity: -50.0, time: 0.2), accuracy: 1e-12)
        XCTAssertEqual(Double(r.size.height), s.value(target: 40.0, time: 0.2), accuracy: 1e-12)
    }

    /// The closed forms of docs/ARCHITECTURE.md ("Springs") written out literally (Δ = target, v0, λ = ζω0, B = λΔ − v0).
    func testReferenceClosedFormsWrittenOut() {
        let delta = 3.0, v0 = -7.0, t = 0.37
        // Underdamped: x = Δ − e^(−λt)[Δ cos ωd t + (B/ωd) sin ωd t].
        let under = Spring(response: 0.6, dampingRatio: 0.4)
        do {
            let w0 = 2 * Double.pi / 0.6, lambda = 0.4 * w0, wd = w0 * (1 - 0.16).squareRoot()
            let b = lambda * delta - v0
            let x = delta - exp(-lambda * t) * (delta * cos(wd * t) + b / wd * sin(wd * t))
            XCTAssertEqual(under.value(target: delta, initialVelocity: v0, time: t), x, accuracy: 1e-13)
        }
        // Critically damped: x = Δ − e^(−λt)(Δ + B t).
        let critical = Spring(response: 0.6, dampingRatio: 1)
        do {
            let lambda = 2 * Double.pi / 0.6
            let x = delta - exp(-lambda * t) * (delta + (lambda * delta - v0) * t)
            XCTAssertEqual(critical.value(target: delta, initialVelocity: v0, time: t), x, accuracy: 1e-13)
        }
        // Overdamped: x = Δ + A e^(r1 t) + C e^(r2 t), r = −λ ± ω0√(ζ²−1), A + C = −Δ, r1 A + r2 C = v0.
        let over = Spring(response: 0.6, dampingRatio: 2.5)
        do {
            let w0 = 2 * Double.pi / 0.6, lambda = 2.5 * w0, mu = w0 * (2.5 * 2.5 - 1).squareRoot()
            let r1 = -lambda + mu, r2 = -lambda - mu
            let a = (v0 + r2 * delta) / (r1 - r2), c = -delta - a
            let x = delta + a * exp(r1 * t) + c * exp(r2 * t)
            let v = a * r1 * exp(r1 * t) + c * r2 * exp(r2 * t)
            XCTAssertEqual(over.value(target: delta, initialVelocity: v0, time: t), x, accuracy: 1e-13)
            XCTAssertEqual(over.velocity(target: delta, initialVelocity: v0, time: t), v, accuracy: 1e-11)
        }
    }
}
