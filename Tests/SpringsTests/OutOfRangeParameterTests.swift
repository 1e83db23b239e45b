import XCTest
@testable import Springs

/// Item 5 of issue 18: out-of-range parameters of the non-throwing initialisers and modifiers
/// trapped (preconditions, whose messages release builds drop). Now each is repaired as the doc
/// comments say, with one warning naming the parameter, the value and the range.
final class OutOfRangeParameterTests: XCTestCase {
    func testSpringDurationAndBounceOutOfRangeAreRepairedWithWarnings() {
        let (spring, warnings) = WarningLog.capturing { Spring(duration: -1, bounce: 2) }
        // duration ≤ 0 has no usable bound: the default 0.5 s; bounce above 1 is clamped to 1.
        XCTAssertEqual(spring, Spring(duration: 0.5, bounce: 1))
        XCTAssertEqual(
            warnings,
            [
                "Spring: duration must be > 0 and finite (seconds), got -1.0; using 0.5",
                "Spring: bounce must be in (-1, 1], got 2.0; using 1.0"
            ])
    }

    func testNaNSpringParametersFallBackToDefaults() {
        let (springs, warnings) = WarningLog.capturing {
            [
                Spring(response: .nan, dampingRatio: 0.5), Spring(mass: .nan, stiffness: -3, damping: .infinity),
                Spring(dampingRatio: -1, response: 0.3)
            ]
        }
        XCTAssertEqual(springs[0], Spring(response: 0.5, dampingRatio: 0.5))
        XCTAssertEqual(springs[1], Spring(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(springs[2], Spring(dampingRatio: 0, response: 0.3))
        XCTAssertEqual(warnings.count, 5, "\(warnings)")
        XCTAssertTrue(warnings.allSatisfy { $0.hasPrefix("Spring: ") }, "\(warnings)")
    }

    func testAnimationModifiersOutOfRangeAreRepaired() {
        let (animations, warnings) = WarningLog.capturing {
            [
                Animation.linear(duration: .infinity), Animation.linear.delay(-1), Animation.linear.speed(0),
                Animation.linear.repeatCount(0)
            ]
        }
        XCTAssertEqual(animations[0], Animation.linear(duration: 0.35))
        XCTAssertEqual(animations[1], Animation.linear)
        XCTAssertEqual(animations[2], Animation.linear)
        XCTAssertEqual(animations[3], Animation.linear.repeatCount(1))
        XCTAssertEqual(
            warnings,
            [
                "Animation: duration must be ≥ 0 and finite (seconds), got inf; using 0.35",
                "Animation: delay must be ≥ 0 and finite (seconds), got -1.0; using 0.0",
                "Animation: speed must be > 0 and finite, got 0.0; using 1.0",
                "Animation: repeatCount must be ≥ 1, got 0; using 1"
            ])
    }

    func testUnitCurveControlPointsOutsideTheUnitSquareAreClamped() {
        let (curve, warnings) = WarningLog.capturing {
            UnitCurve(startControlPoint: CGPoint(x: 2, y: 0), endControlPoint: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
        }
        XCTAssertEqual(curve, UnitCurve(startControlPoint: CGPoint(x: 1, y: 0), endControlPoint: CGPoint(x: 1, y: 1)))
        XCTAssertEqual(warnings.count, 2)
    }

    func testAnimatorStartWithoutTargetOrClockIsIgnoredWithAWarning() {
        let animator = SpringAnimator<Double>(spring: .smooth)
        let (_, noTarget) = WarningLog.capturing { animator.start() }
        XCTAssertEqual(noTarget, ["SpringAnimator.start: set a target before starting; ignored"])
        animator.target = 1
        let (_, noClock) = WarningLog.capturing { animator.start() }
        XCTAssertEqual(noClock.count, 1)
        XCTAssertTrue(noClock[0].contains("no AnimationClock"), "\(noClock)")
        XCTAssertNotEqual(animator.state, .running)
    }

    func testClockIgnoresTimesThatAreNotFiniteOrGoBack() {
        let clock = AnimationClock(time: 2)
        let (_, warnings) = WarningLog.capturing {
            clock.advance(to: .nan)
            clock.advance(to: 1)
        }
        XCTAssertEqual(clock.time, 2)
        XCTAssertEqual(warnings.count, 2)
    }
}
