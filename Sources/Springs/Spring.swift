import Foundation

/// A damped harmonic oscillator: the physics behind spring animations.
///
/// Stored as mass m, stiffness k (N/m for unit mass: 1/s²) and damping c (1/s for unit mass).
/// The other parameterisations convert to these (REFERENCE.md, after Apple's documentation
/// of SwiftUI's `Spring` and Wave's `Spring`):
///
/// | form | stiffness k | damping c |
/// |---|---|---|
/// | `init(duration: d, bounce: b)`, b ≥ 0 | (2π/d)² | 4π(1−b)/d |
/// | `init(duration: d, bounce: b)`, b < 0 | (2π/d)² | 4π/(d(1+b)) |
/// | `init(response: r, dampingRatio: ζ)`, `init(dampingRatio: ζ, response: r, mass: m)` | m(2π/r)² | 4πζm/r |
///
/// Values are evaluated in closed form (see `value(target:initialVelocity:time:)`), so a
/// spring gives the same value at a given time whatever the frame rate.
public struct Spring: Sendable, Hashable {
    /// Mass of the moving object. Always > 0.
    public let mass: Double
    /// Spring stiffness k (force per unit of displacement). Always > 0, except for the
    /// `defaultNonAnimated` spring, whose response is 0 and which snaps.
    public let stiffness: Double
    /// Damping coefficient c (force per unit of velocity). Always ≥ 0.
    public let damping: Double

    // MARK: - Initialisers

    /// A spring with the given mass, stiffness and damping.
    ///
    /// - Parameters:
    ///   - mass: > 0 and finite. Default 1.
    ///   - stiffness: > 0 and finite.
    ///   - damping: ≥ 0 and finite.
    ///   - allowOverDamping: when false (SwiftUI's default) an overdamped spring is clamped to
    ///     critical damping with the same natural frequency.
    /// - Precondition: the ranges above; the message names the parameter.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        precondition(mass > 0 && mass.isFinite, "Spring: mass must be > 0 and finite, got \(mass)")
        precondition(stiffness > 0 && stiffness.isFinite,
                     "Spring: stiffness must be > 0 and finite, got \(stiffness)")
        precondition(damping >= 0 && damping.isFinite,
                     "Spring: damping must be ≥ 0 and finite, got \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = (!allowOverDamping && damping > critical) ? critical : damping
    }

    /// SwiftUI's perceptual parameterisation.
    ///
    /// - Parameters:
    ///   - duration: the perceived duration in seconds (equal to the response), > 0 and finite.
    ///   - bounce: in (−1, 1]. 0 is critically damped, > 0 bounces, < 0 is overdamped.
    /// - Precondition: the ranges above.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(duration > 0 && duration.isFinite,
                     "Spring: duration must be > 0 and finite (seconds), got \(duration)")
        precondition(bounce > -1 && bounce <= 1, "Spring: bounce must be in (-1, 1], got \(bounce)")
        let omega = 2 * Double.pi / duration
        mass = 1
        stiffness = omega * omega
        damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / duration
                              : 4 * Double.pi / (duration * (1 + bounce))
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`.
    ///
    /// - Parameters:
    ///   - response: period of the undamped oscillation in seconds, > 0 and finite.
    ///   - dampingRatio: ζ ≥ 0; 1 is critically damped, > 1 overdamped.
    public init(response: Double, dampingRatio: Double) {
        self.init(dampingRatio: dampingRatio, response: response, mass: 1)
    }

    /// Wave's `Spring(dampingRatio:response:mass:)`.
    ///
    /// A response of 0 gives Wave's non-animated spring, which snaps to its target.
    /// - Parameters:
    ///   - dampingRatio: ζ ≥ 0 and finite.
    ///   - response: seconds, ≥ 0 and finite (0 snaps).
    ///   - mass: > 0 and finite.
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        precondition(dampingRatio >= 0 && dampingRatio.isFinite,
                     "Spring: dampingRatio must be ≥ 0 and finite, got \(dampingRatio)")
        precondition(response >= 0 && response.isFinite,
                     "Spring: response must be > 0 and finite (seconds), got \(response)")
        precondition(mass > 0 && mass.isFinite, "Spring: mass must be > 0 and finite, got \(mass)")
        self.mass = mass
        if response == 0 {
            stiffness = .infinity
            damping = .infinity
        } else {
            let omega = 2 * Double.pi / response
            stiffness = mass * omega * omega
            damping = 4 * Double.pi * dampingRatio * mass / response
        }
    }

    /// A spring whose step response settles within `epsilon` of its target after
    /// `settlingDuration` seconds, with the given damping ratio (SwiftUI's initialiser).
    ///
    /// Solved numerically by bisection on the response.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        precondition(settlingDuration > 0 && settlingDuration.isFinite,
                     "Spring: settlingDuration must be > 0 and finite (seconds), got \(settlingDuration)")
        precondition(epsilon > 0 && epsilon < 1, "Spring: epsilon must be in (0, 1), got \(epsilon)")
        // settlingDuration is proportional to the response for a fixed damping ratio.
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettle = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        self.init(response: settlingDuration / unitSettle, dampingRatio: dampingRatio)
    }

    // MARK: - Derived parameters

    /// True for Wave's `defaultNonAnimated` spring (response 0): it snaps.
    public var isInstant: Bool { !stiffness.isFinite }

    /// Undamped angular frequency ω0 = √(k/m), radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { isInstant ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// Period of the undamped oscillation in seconds, 2π√(m/k).
    public var response: Double { isInstant ? 0 : 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// SwiftUI's perceptual duration; equal to `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Time in seconds for the step response (target 1, initial velocity 0) to stay within
    /// 0.001 of the target (SwiftUI's definition).
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    // MARK: - Presets

    /// SwiftUI's `.smooth`: duration 0.5, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// `.smooth` with another duration and `extraBounce` added to its bounce of 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }
    /// `.snappy` with another duration and `extraBounce` added to its bounce of 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// `.bouncy` with another duration and `extraBounce` added to its bounce of 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// Wave's default for animations: damping ratio 1.0, response 0.82 s.
    public static let defaultAnimated = Spring(dampingRatio: 1.0, response: 0.82)
    /// Wave's default for interactive motion: damping ratio 0.8, response 0.2 s.
    public static let defaultInteractive = Spring(dampingRatio: 0.8, response: 0.2)
    /// Wave's non-animated spring: response 0, snaps to the target.
    public static let defaultNonAnimated = Spring(dampingRatio: 1.0, response: 0)
}
