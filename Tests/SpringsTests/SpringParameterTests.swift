import XCTest
@testable import Springs

/// The parameterisations and conversions of docs/ARCHITECTURE.md ("Springs": the table and its worked values).
final class SpringParameterTests: XCTestCase {
    /// Apple's documentation: Spring(duration: 0.5, bounce: 0.3) has stiffness 157.914 and damping 17.593.
    func testDurationBouncePositiveGivesApplesStiffnessAndDamping() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(s.stiffness, 157.914, accuracy: 5e-4)
        XCTAssertEqual(s.damping, 17.593, accuracy: 5e-4)
        XCTAssertEqual(s.dampingRatio, 0.7, accuracy: 1e-12) // ζ = 1 − b
    }

    /// Apple's documentation: Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.6283 and bounce 0.5.
    func testMassStiffnessDampingGivesApplesDurationAndBounce() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(s.duration, 0.6283, accuracy: 5e-5)
        XCTAssertEqual(s.response, 2 * Double.pi / 10, accuracy: 1e-15)
        XCTAssertEqual(s.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s.dampingRatio, 0.5, accuracy: 1e-12)
    }

    /// b < 0: k = (2π/d)², c = 4π/(d(1+b)); ζ = 1/(1+b). For (0.5, −0.3): c = 35.903916, ζ = 1.428571.
    func testNegativeBounceIsOverdampedWithTheReferenceDamping() {
        let s = Spring(duration: 0.5, bounce: -0.3)
        XCTAssertEqual(s.stiffness, 157.91367041742973, accuracy: 1e-9)
        XCTAssertEqual(s.damping, 35.90391604102621, accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 1 / 0.7, accuracy: 1e-12)
        XCTAssertEqual(s.bounce, -0.3, accuracy: 1e-12)
        XCTAssertEqual(s.duration, 0.5, accuracy: 1e-12)
    }

    func testBounceRoundTripsForBothSigns() {
        for b in [-0.9, -0.5, -0.01, 0, 0.01, 0.5, 0.99, 1] {
            XCTAssertEqual(Spring(duration: 0.8, bounce: b).bounce, b, accuracy: 1e-12, "bounce \(b)")
            XCTAssertEqual(Spring(duration: 0.8, bounce: b).duration, 0.8, accuracy: 1e-12)
        }
    }

    /// (response r, ζ, mass m): k = m(2π/r)², c = 4πζm/r, for SwiftUI's and Wave's argument orders.
    func testResponseAndDampingRatioConvertByTheTable() {
        let swiftUI = Spring(response: 0.4, dampingRatio: 0.6)
        let wave = Spring(dampingRatio: 0.6, response: 0.4, mass: 2)
        XCTAssertEqual(swiftUI.stiffness, pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(swiftUI.damping, 4 * .pi * 0.6 / 0.4, accuracy: 1e-12)
        XCTAssertEqual(wave.stiffness, 2 * pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(wave.damping, 4 * .pi * 0.6 * 2 / 0.4, accuracy: 1e-12)
        XCTAssertEqual(wave.response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(wave.dampingRatio, 0.6, accuracy: 1e-12)
    }

    /// docs/ARCHITECTURE.md, "Springs": overdamped without allowOverDamping becomes critically damped, same ω0.
    func testOverdampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        XCTAssertEqual(clamped.damping, 20, accuracy: 1e-12) // 2√(km)
        XCTAssertEqual(clamped.dampingRatio, 1, accuracy: 1e-12)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
        XCTAssertEqual(allowed.dampingRatio, 2.5, accuracy: 1e-12)
    }

    /// Deliberately unlike SwiftUI (whose getter is wrong when overdamped): the true stiffness.
    func testStiffnessGetterIsTrueForOverdampedSprings() {
        XCTAssertEqual(Spring(mass: 2, stiffness: 100, damping: 80, allowOverDamping: true).stiffness, 100)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).stiffness, 157.91367041742973, accuracy: 1e-9)
    }

    /// SwiftUI: .smooth (0.5, 0), .snappy (0.5, 0.15), .bouncy (0.5, 0.3); extraBounce adds.
    func testSwiftUIPresets() {
        XCTAssertEqual(Spring.smooth, Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy.bounce, 0.3, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy.duration, 0.5, accuracy: 1e-12)
        let b = Spring.bouncy(duration: 0.4, extraBounce: 0.1)
        XCTAssertEqual(b.bounce, 0.4, accuracy: 1e-12)
        XCTAssertEqual(b.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(Spring.smooth(duration: 1, extraBounce: 0.2).bounce, 0.2, accuracy: 1e-12)
        XCTAssertEqual(Spring.snappy(extraBounce: -0.15).bounce, 0, accuracy: 1e-12)
    }

    /// Wave: defaultAnimated (ζ 1.0, response 0.82): k = 58.712697, c = 15.324842;
    /// defaultInteractive (0.8, 0.2): k = 986.96044, c = 50.265482; defaultNonAnimated snaps.
    func testWavePresets() {
        XCTAssertEqual(Spring.defaultAnimated.stiffness, 58.71269721052563, accuracy: 1e-9)
        XCTAssertEqual(Spring.defaultAnimated.damping, 15.324842212633138, accuracy: 1e-9)
        XCTAssertEqual(Spring.defaultInteractive.stiffness, 986.9604401089358, accuracy: 1e-9)
        XCTAssertEqual(Spring.defaultInteractive.damping, 50.26548245743669, accuracy: 1e-9)
        XCTAssertEqual(Spring.defaultInteractive.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertTrue(Spring.defaultNonAnimated.isInstant)
        XCTAssertEqual(Spring.defaultNonAnimated.response, 0)
        XCTAssertEqual(Spring.defaultNonAnimated.value(target: 7.0, time: 1e-9), 7.0)
        XCTAssertEqual(Spring.defaultNonAnimated.velocity(target: 7.0, time: 1e-9), 0)
    }

    func testValidatingInitialiserNamesParameterAndRange() {
        XCTAssertThrowsError(try Spring(validatingDuration: 0, bounce: 0)) { error in
            XCTAssertEqual("\(error)", "duration must be > 0 and finite (seconds), got 0.0")
        }
        XCTAssertThrowsError(try Spring.validated(duration: 0.5, bounce: 1.5)) { error in
            XCTAssertEqual(
                error as? SpringParameterError,
                SpringParameterError(parameter: "bounce", value: 1.5, validRange: "in (-1, 1]"))
        }
        XCTAssertThrowsError(try Spring(validatingDuration: 0.5, bounce: -1)) { error in
            XCTAssertEqual((error as? SpringParameterError)?.parameter, "bounce")
        }
        XCTAssertThrowsError(try Spring(validatingDuration: .nan)) { error in
            XCTAssertEqual((error as? SpringParameterError)?.parameter, "duration")
        }
        XCTAssertThrowsError(try Spring(validatingResponse: 0.5, dampingRatio: -0.1)) { error in
            XCTAssertEqual("\(error)", "dampingRatio must be ≥ 0 and finite, got -0.1")
        }
        XCTAssertThrowsError(try Spring(validatingMass: 0, stiffness: 1, damping: 1)) { error in
            XCTAssertEqual((error as? SpringParameterError)?.parameter, "mass")
        }
        XCTAssertThrowsError(try Spring(validatingMass: 1, stiffness: .infinity, damping: 1)) { error in
            XCTAssertEqual((error as? SpringParameterError)?.parameter, "stiffness")
        }
        XCTAssertEqual(try Spring(validatingDuration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0.3))
    }

    func testEqualSpringsHashEqual() {
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: 1), Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Set([Spring.smooth, Spring(duration: 0.5, bounce: 0), Spring.bouncy]).count, 2)
    }
}
