import XCTest
@testable import Springs

/// Values SwiftUI's and Wave's own behaviour pins down for the motion types: the unit curves'
/// values and velocities (circular curves, inverses, the ends of the ease curves), a spring's
/// response as given, and a stopped animator's state.
final class SwiftUISemanticsTests: XCTestCase {
    func testCircularCurvesAreQuartersOfAUnitCircle() {
        let root3 = 3.0.squareRoot()
        // 1 − √(1 − x²): at ½, 1 − √3/2; its slope x/√(1 − x²) is 1/√3 there and infinite at 1.
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.5), 1 - root3 / 2, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 0.5), 1 / root3, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 0), 0)
        XCTAssertEqual(UnitCurve.circularEaseIn.velocity(at: 1), .infinity)
        // √(1 − (1 − x)²): at ½, √3/2; infinite slope at 0, flat at 1.
        XCTAssertEqual(UnitCurve.circularEaseOut.value(at: 0.5), root3 / 2, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseOut.velocity(at: 0), .infinity)
        XCTAssertEqual(UnitCurve.circularEaseOut.velocity(at: 1), 0)
        // The two halves: ¼ → (1 − √¾)/2, ¾ → (1 + √¾)/2, ½ → ½ with a vertical slope.
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - 0.75.squareRoot()) / 2, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.75), (1 + 0.75.squareRoot()) / 2, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5)
        XCTAssertEqual(UnitCurve.circularEaseInOut.velocity(at: 0.5), .infinity)
        XCTAssertEqual(UnitCurve.circularEaseInOut.velocity(at: 0.25), 1 / root3, accuracy: 1e-15)
        XCTAssertEqual(UnitCurve.circularEaseInOut.velocity(at: 0.75), 1 / root3, accuracy: 1e-15)
        // Progress is clamped, as for the Bézier curves.
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: -1), 0)
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 2), 1)
    }

    func testInverseSwapsTheAxes() {
        XCTAssertEqual(UnitCurve.circularEaseIn.inverse, .circularEaseOut)
        XCTAssertEqual(UnitCurve.circularEaseOut.inverse, .circularEaseIn)
        XCTAssertEqual(UnitCurve.circularEaseInOut.inverse, .circularEaseInOut)
        XCTAssertEqual(UnitCurve.linear.inverse, .linear)
        let curve = UnitCurve(startControlPoint: CGPoint(x: 0.25, y: 0.1), endControlPoint: CGPoint(x: 0.75, y: 0.9))
        XCTAssertEqual(curve.inverse, UnitCurve(startControlPoint: CGPoint(x: 0.1, y: 0.25), endControlPoint: CGPoint(x: 0.9, y: 0.75)))
        // The inverse undoes the curve: x ↦ y ↦ x.
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            XCTAssertEqual(curve.inverse.value(at: curve.value(at: x)), x, accuracy: 1e-9)
            XCTAssertEqual(UnitCurve.circularEaseIn.inverse.value(at: UnitCurve.circularEaseIn.value(at: x)), x, accuracy: 1e-9)
        }
        // easeIn's inverse is not easeOut (the control points are not mirror images).
        XCTAssertGreaterThan(abs(UnitCurve.easeIn.inverse.value(at: 0.3) - UnitCurve.easeOut.value(at: 0.3)), 0.01)
    }

    /// The ends where a control point lies on the curve's end: SwiftUI gives `easeOut` the
    /// velocity 1 at 0 (both derivatives vanish) and `easeIn` 0 at 1 (its x derivative is a
    /// rounding residue, its y derivative exactly 0); the free ends are 0.
    func testEaseCurveVelocitiesAtTheirEnds() {
        XCTAssertEqual(UnitCurve.easeOut.velocity(at: 0), 1)
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 1), 0, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 0), 0)
        XCTAssertEqual(UnitCurve.easeOut.velocity(at: 1), 0)
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 0), 0)
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 1), 0)
        // Inside, the published curve's numbers: easeInOut rises at 1.72 at ½.
        XCTAssertEqual(UnitCurve.easeInOut.velocity(at: 0.5), 1.72, accuracy: 0.01)
        XCTAssertEqual(UnitCurve.easeIn.velocity(at: 0.5), 1.07, accuracy: 0.01)
    }

    /// An animation retargeted where a circular curve is vertical hands on no velocity rather
    /// than an infinite one.
    func testACircularTimingCurveNeverHandsOnAnInfiniteVelocity() {
        let animation = Animation.timingCurve(.circularEaseOut, duration: 1)
        XCTAssertEqual(animation.velocity(delta: 10.0, time: 0), 0)
        XCTAssertEqual(animation.velocity(delta: 10.0, time: 0.5), 10 * UnitCurve.circularEaseOut.velocity(at: 0.5), accuracy: 1e-12)
    }

    /// A spring made from a response gives that response back (2π√(m/k) gave 0.7999999999999999
    /// for 0.8), as SwiftUI's does, and so does one made from a duration.
    func testResponseIsTheOneGiven() {
        XCTAssertEqual(Spring(response: 0.8, dampingRatio: 0.7).response, 0.8)
        XCTAssertEqual(Spring(dampingRatio: 0.7, response: 0.8).response, 0.8)
        XCTAssertEqual(Spring(duration: 0.8, bounce: 0.2).duration, 0.8)
        XCTAssertEqual(Spring(response: 0.55, dampingRatio: 1).response, 0.55)
        // The motion is that of the stiffness and damping, unchanged.
        let s = Spring(response: 0.8, dampingRatio: 0.7)
        XCTAssertEqual(s.stiffness, pow(2 * Double.pi / 0.8, 2), accuracy: 1e-12)
    }

    /// Wave: `stop(immediately: true)` ends the animator at its value; its controller then resets
    /// it, so on the next frame it is inactive, with its target kept and no velocity.
    func testStoppedAnimatorIsInactiveOnTheNextFrame() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .snappy, value: 0, target: 1, clock: clock)
        a.start()
        clock.advance(to: 0.1)
        let stoppedAt = a.value!
        a.stop(immediately: true)
        XCTAssertEqual(a.state, .ended)
        clock.advance(to: 0.2)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(a.value, stoppedAt)
        XCTAssertEqual(a.target, 1)
        XCTAssertEqual(a.velocity, 0)
        // It starts again from there.
        a.start()
        clock.advance(to: 2)
        XCTAssertEqual(a.value, 1)
    }
}
