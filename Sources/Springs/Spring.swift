import Foundation

/// A damped harmonic oscillator: the physics behind spring animations (SwiftUI's and Wave's
/// `Spring`).
///
/// Stored as mass m, stiffness k and damping c (for unit mass, k is in 1/s² and c in 1/s).
/// The other parameterisations convert to these (docs/ARCHITECTURE.md, "Springs", after Apple's documentation
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
///
/// **Out-of-range parameters.** The `init(validating…)` forms throw `SpringParameterError`. The
/// others never trap, like SwiftUI's: a parameter outside its range is replaced, with one
/// warning naming it, its value and its range (`WarningLog`), by the nearest valid value where
/// the range has a usable bound (bounce above 1 → 1, at most −1 → −0.99; a negative damping
/// ratio or damping → 0) and otherwise (NaN, infinity, a duration, response, mass or stiffness
/// ≤ 0) by its default: duration and response 0.5 s, mass 1, stiffness 100, damping 10, damping
/// ratio 1.
///
/// Two getters deliberately differ from SwiftUI: `stiffness` returns the true stiffness for
/// overdamped springs too, and `velocity(target:initialVelocity:time:)` returns the true
/// derivative for overdamped springs (SwiftUI adds the target to it).
public struct Spring: Sendable, Hashable {
    /// Mass of the moving object. Always > 0 and finite.
    public let mass: Double
    /// Spring stiffness k (force per unit of displacement), > 0. Infinite only for Wave's
    /// `defaultNonAnimated` spring (response 0), which snaps.
    ///
    /// Unlike SwiftUI, whose getter is wrong for overdamped springs, this is the stiffness the
    /// spring was made with (or converted to) for every damping ratio.
    public let stiffness: Double
    /// Damping coefficient c (force per unit of velocity), ≥ 0. Infinite only for the snapping spring.
    public let damping: Double

    // Derived constants of the closed form, cached so that evaluation costs one exp and one
    // sin/cos (or a second exp). They are functions of (mass, stiffness, damping) only.
    /// λ = c / 2m, the decay rate of the envelope, 1/s.
    @usableFromInline let decayRate: Double
    /// ω0² = k / m, 1/s².
    @usableFromInline let omega0Squared: Double
    /// ωd = ω0√(1−ζ²) when underdamped, μ = ω0√(ζ²−1) when overdamped, 0 when critical.
    @usableFromInline let modeFrequency: Double
    @usableFromInline let regime: Regime

    @usableFromInline
    enum Regime: UInt8, Sendable, Hashable {
        case underdamped, critical, overdamped, instant
    }

    /// The designated initialiser: every public one validates, then comes here. `omega0` is the
    /// angular frequency as the caller computed it (2π / response), kept so that `response`
    /// returns the response given, as SwiftUI's does; nil computes it from k and m.
    @usableFromInline
    init(validMass m: Double, stiffness k: Double, damping c: Double, omega0 given: Double? = nil) {
        mass = m
        stiffness = k
        damping = c
        if !k.isFinite {
            decayRate = 0; omega0Squared = 0; modeFrequency = 0; regime = .instant
            angularFrequency = .infinity
            return
        }
        let omega0 = (k / m).squareRoot()
        angularFrequency = given ?? omega0
        let lambda = c / (2 * m)
        decayRate = lambda
        omega0Squared = k / m
        // ω0² − λ² as a product, to keep its relative accuracy near critical damping.
        let w2 = (omega0 - lambda) * (omega0 + lambda)
        if w2 > 0 {
            modeFrequency = w2.squareRoot(); regime = .underdamped
        } else if w2 < 0 {
            modeFrequency = (-w2).squareRoot(); regime = .overdamped
        } else {
            modeFrequency = 0; regime = .critical
        }
    }

    // MARK: - Initialisers

    /// A spring with the given mass, stiffness and damping (SwiftUI's
    /// `init(mass:stiffness:damping:allowOverDamping:)`).
    ///
    /// - Parameters:
    ///   - mass: > 0 and finite. Default 1.
    ///   - stiffness: > 0 and finite.
    ///   - damping: ≥ 0 and finite.
    ///   - allowOverDamping: when false (SwiftUI's default) an overdamped spring is clamped to
    ///     critical damping with the same natural frequency.
    /// Out-of-range values are repaired with one warning (see "Out-of-range parameters" above);
    /// `init(validatingMass:stiffness:damping:allowOverDamping:)` throws instead.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = Self.repaired(mass, Self.checkMass(mass), fallback: 1)
        let stiffness = Self.repaired(stiffness, Self.checkMassStiffnessDamping(1, stiffness, 0), fallback: 100)
        let damping = Self.repaired(damping, Self.checkMassStiffnessDamping(1, 1, damping), fallback: 10, lowest: 0)
        let critical = 2 * (stiffness * mass).squareRoot()
        self.init(
            validMass: mass, stiffness: stiffness,
            damping: (!allowOverDamping && damping > critical) ? critical : damping)
    }

    /// SwiftUI's perceptual parameterisation.
    ///
    /// - Parameters:
    ///   - duration: the perceived duration in seconds (equal to the response), > 0 and finite.
    ///   - bounce: in (−1, 1]. 0 is critically damped, > 0 bounces (ζ = 1 − b), < 0 is
    ///     overdamped (ζ = 1/(1 + b)).
    /// Out-of-range values are repaired with one warning (see "Out-of-range parameters" above);
    /// `init(validatingDuration:bounce:)` throws instead.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let duration = Self.repaired(duration, Self.checkDurationBounce(duration, 0), fallback: 0.5)
        let bounce = Self.repaired(bounce, Self.checkDurationBounce(1, bounce), fallback: 0, lowest: -0.99, highest: 1)
        let omega = 2 * Double.pi / duration
        self.init(
            validMass: 1, stiffness: omega * omega,
            damping: bounce >= 0
                ? 4 * Double.pi * (1 - bounce) / duration
                : 4 * Double.pi / (duration * (1 + bounce)),
            omega0: omega)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`.
    ///
    /// - Parameters:
    ///   - response: period of the undamped oscillation in seconds, > 0 and finite.
    ///   - dampingRatio: ζ ≥ 0 and finite; 1 is critically damped, > 1 overdamped.
    /// Out-of-range values are repaired with one warning (see "Out-of-range parameters" above);
    /// `init(validatingResponse:dampingRatio:)` throws instead.
    public init(response: Double, dampingRatio: Double) {
        let response = Self.repaired(response, Self.checkResponse(response, allowZero: false), fallback: 0.5)
        self.init(dampingRatio: dampingRatio, response: response, mass: 1)
    }

    /// Wave's `Spring(dampingRatio:response:mass:)`.
    ///
    /// A response of 0 gives Wave's non-animated spring, which snaps to its target.
    /// - Parameters:
    ///   - dampingRatio: ζ ≥ 0 and finite.
    ///   - response: seconds, ≥ 0 and finite (0 snaps).
    ///   - mass: > 0 and finite.
    /// Out-of-range values are repaired with one warning (see "Out-of-range parameters" above).
    public init(dampingRatio: Double, response: Double, mass: Double = 1) {
        let dampingRatio = Self.repaired(dampingRatio, Self.checkDampingRatio(dampingRatio), fallback: 1, lowest: 0)
        let response = Self.repaired(response, Self.checkResponse(response, allowZero: true), fallback: 0.5)
        let mass = Self.repaired(mass, Self.checkMass(mass), fallback: 1)
        if response == 0 {
            self.init(validMass: mass, stiffness: .infinity, damping: .infinity)
        } else {
            let omega = 2 * Double.pi / response
            self.init(
                validMass: mass, stiffness: mass * omega * omega,
                damping: 4 * Double.pi * dampingRatio * mass / response, omega0: omega)
        }
    }

    /// A spring whose step response (target 1, initial velocity 0) stays within `epsilon` of its
    /// target from `settlingDuration` seconds on, with the given damping ratio (SwiftUI's
    /// initialiser).
    ///
    /// For a fixed damping ratio the settling duration is proportional to the response, so the
    /// response is the requested duration divided by the settling duration of a spring with
    /// response 1 (see `settlingDuration(target:initialVelocity:epsilon:)`).
    /// - Parameters:
    ///   - settlingDuration: seconds, > 0 and finite.
    ///   - dampingRatio: ζ > 0 and finite (an undamped spring never settles).
    ///   - epsilon: in (0, 1). Default 0.001.
    /// Out-of-range values are repaired with one warning (see "Out-of-range parameters" above):
    /// settlingDuration falls back to 0.5 s, dampingRatio to 1, epsilon to 0.001.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let settlingDuration = Self.repaired(settlingDuration, Self.checkSettling(settlingDuration, 1, 0.5), fallback: 0.5)
        let dampingRatio = Self.repaired(dampingRatio, Self.checkSettling(1, dampingRatio, 0.5), fallback: 1)
        let epsilon = Self.repaired(epsilon, Self.checkSettling(1, 1, epsilon), fallback: 0.001)
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let unitSettle = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        // unitSettle > 0: the step response starts at distance 1 > epsilon.
        self.init(response: settlingDuration / unitSettle, dampingRatio: dampingRatio)
    }

    // MARK: - Derived parameters

    /// True for Wave's `defaultNonAnimated` spring (response 0): it snaps.
    public var isInstant: Bool { regime == .instant }

    /// Undamped angular frequency ω0 = √(k/m), radians per second (infinite for the snapping
    /// spring); for a spring made from a response or duration r, 2π / r as computed from r.
    public let angularFrequency: Double

    /// Damping ratio ζ = c / (2√(km)) (1 for the snapping spring).
    public var dampingRatio: Double { isInstant ? 1 : damping / (2 * (stiffness * mass).squareRoot()) }

    /// Period of the undamped oscillation in seconds, 2π / ω0 (0 for the snapping spring): the
    /// response a spring was made with (0.8 for `Spring(response: 0.8, …)`, where 2π√(m/k) gives
    /// 0.7999999999999999), as SwiftUI returns it.
    public var response: Double { isInstant ? 0 : 2 * Double.pi / angularFrequency }

    /// SwiftUI's perceptual duration in seconds; equal to `response`.
    public var duration: Double { response }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped (the inverse of
    /// `init(duration:bounce:)` for both signs).
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Seconds until the step response (target 1, initial velocity 0) stays within 0.001 of the
    /// target (SwiftUI's definition). Infinite for an undamped spring.
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

    // MARK: - Equality

    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
    }
}

// MARK: - Validation

/// A spring parameter outside its valid range. The description names the parameter, the
/// value given and the valid range, e.g. "bounce must be in (-1, 1], got 1.5".
public struct SpringParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as in the initialiser (`duration`, `bounce`, ...).
    public let parameter: String
    /// The value given.
    public let value: Double
    /// The valid range, in interval notation.
    public let validRange: String

    public var description: String { "\(parameter) must be \(validRange), got \(value)" }
}

extension Spring {
    /// `init(duration:bounce:)` for values that come from users: throws instead of trapping.
    ///
    /// - Throws: `SpringParameterError` naming `duration` (> 0 and finite) or `bounce` (in (−1, 1]).
    public init(validatingDuration duration: Double, bounce: Double = 0) throws {
        if let error = Self.checkDurationBounce(duration, bounce) { throw error }
        self.init(duration: duration, bounce: bounce)
    }

    /// `init(response:dampingRatio:)` for values that come from users.
    ///
    /// - Throws: `SpringParameterError` naming `response` (> 0 and finite) or `dampingRatio` (≥ 0 and finite).
    public init(validatingResponse response: Double, dampingRatio: Double) throws {
        if let error = Self.checkResponse(response, allowZero: false) ?? Self.checkDampingRatio(dampingRatio) {
            throw error
        }
        self.init(response: response, dampingRatio: dampingRatio)
    }

    /// `init(mass:stiffness:damping:allowOverDamping:)` for values that come from users.
    ///
    /// - Throws: `SpringParameterError` naming `mass` (> 0), `stiffness` (> 0) or `damping` (≥ 0), all finite.
    public init(
        validatingMass mass: Double = 1, stiffness: Double, damping: Double,
        allowOverDamping: Bool = false
    ) throws {
        if let error = Self.checkMassStiffnessDamping(mass, stiffness, damping) { throw error }
        self.init(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    }

    /// Same as `init(validatingDuration:bounce:)`.
    public static func validated(duration: Double, bounce: Double = 0) throws -> Spring {
        try Spring(validatingDuration: duration, bounce: bounce)
    }

    /// `value` when `error` is nil; else, with one warning naming the parameter and its range,
    /// the nearest bound (`lowest`, `highest`) for a value beyond it, or `fallback` (NaN, or a
    /// value on the side without a usable bound).
    static func repaired(
        _ value: Double, _ error: SpringParameterError?, fallback: Double,
        lowest: Double? = nil, highest: Double? = nil
    ) -> Double {
        guard let error else { return value }
        var replacement = fallback
        if let lowest, value < lowest { replacement = lowest }
        if let highest, value > highest { replacement = highest }
        WarningLog.warn("Spring: \(error); using \(replacement)")
        return replacement
    }

    static func checkMass(_ mass: Double) -> SpringParameterError? {
        mass > 0 && mass.isFinite ? nil : SpringParameterError(parameter: "mass", value: mass, validRange: "> 0 and finite")
    }

    static func checkDampingRatio(_ zeta: Double) -> SpringParameterError? {
        zeta >= 0 && zeta.isFinite
            ? nil
            : SpringParameterError(parameter: "dampingRatio", value: zeta, validRange: "≥ 0 and finite")
    }

    static func checkResponse(_ response: Double, allowZero: Bool) -> SpringParameterError? {
        let ok = response.isFinite && (allowZero ? response >= 0 : response > 0)
        return ok
            ? nil
            : SpringParameterError(
                parameter: "response", value: response,
                validRange: allowZero ? "≥ 0 and finite (seconds)" : "> 0 and finite (seconds)")
    }

    static func checkDurationBounce(_ duration: Double, _ bounce: Double) -> SpringParameterError? {
        if !(duration > 0 && duration.isFinite) {
            return SpringParameterError(parameter: "duration", value: duration, validRange: "> 0 and finite (seconds)")
        }
        if !(bounce > -1 && bounce <= 1) {
            return SpringParameterError(parameter: "bounce", value: bounce, validRange: "in (-1, 1]")
        }
        return nil
    }

    static func checkMassStiffnessDamping(_ m: Double, _ k: Double, _ c: Double) -> SpringParameterError? {
        if let error = checkMass(m) { return error }
        if !(k > 0 && k.isFinite) {
            return SpringParameterError(parameter: "stiffness", value: k, validRange: "> 0 and finite")
        }
        if !(c >= 0 && c.isFinite) {
            return SpringParameterError(parameter: "damping", value: c, validRange: "≥ 0 and finite")
        }
        return nil
    }

    static func checkSettling(_ d: Double, _ zeta: Double, _ epsilon: Double) -> SpringParameterError? {
        if !(d > 0 && d.isFinite) {
            return SpringParameterError(parameter: "settlingDuration", value: d, validRange: "> 0 and finite (seconds)")
        }
        if !(zeta > 0 && zeta.isFinite) {
            return SpringParameterError(parameter: "dampingRatio", value: zeta, validRange: "> 0 and finite")
        }
        if !(epsilon > 0 && epsilon < 1) {
            return SpringParameterError(parameter: "epsilon", value: epsilon, validRange: "in (0, 1)")
        }
        return nil
    }
}
