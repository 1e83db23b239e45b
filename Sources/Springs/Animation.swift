import Foundation

/// How a property moves from its old value to its new one: a spring or a timing curve, with
/// delay, speed and repetition (SwiftUI's `Animation`).
///
/// Evaluation follows SwiftUI's model: an animation maps the change of a value (Δ, from the
/// presented value to the new model value) and the time since it began to the part of the change
/// done so far. Springs merge when retargeted (they start from the current position and
/// velocity); timing curves combine additively (see `PropertyAnimator`).
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The shape of the motion.
    public enum Curve: Sendable, Hashable {
        case spring(Spring)
        case timing(UnitCurve, duration: Double)
    }

    public var curve: Curve
    /// Seconds before the motion begins.
    public var delay: Double = 0
    /// Multiplier on the passage of time (2 plays twice as fast).
    public var speed: Double = 1
    /// How many times the motion plays; nil repeats forever.
    public var repeatCount: Int? = 1
    /// Whether repetitions alternate direction.
    public var autoreverses: Bool = false

    public init(curve: Curve) {
        self.curve = curve
    }

    public var description: String {
        switch curve {
        case .spring(let s): return "spring(response: \(s.response), dampingRatio: \(s.dampingRatio))"
        case .timing(let c, let d): return "timingCurve(\(c.p1), \(c.p2), duration: \(d))"
        }
    }

    // MARK: - Springs

    /// A spring animation (SwiftUI's `.spring(_:blendDuration:)`).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(spring))
    }
    /// `.spring(duration:bounce:blendDuration:)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce))
    }
    /// `.spring(response:dampingFraction:blendDuration:)`, SwiftUI's defaults 0.5 and 0.825.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction))
    }
    /// SwiftUI's `.spring`: response 0.5, damping fraction 0.825.
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }
    /// `.interactiveSpring(response:dampingFraction:blendDuration:)`, defaults 0.15, 0.86, 0.25.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction))
    }
    public static var interactiveSpring: Animation { .interactiveSpring() }
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true))
    }
    public static var smooth: Animation { .spring(.smooth) }
    public static var snappy: Animation { .spring(.snappy) }
    public static var bouncy: Animation { .spring(.bouncy) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
    /// SwiftUI's `.default`: a spring with response 0.55 and damping ratio 1.0.
    public static var `default`: Animation { .spring(Spring(response: 0.55, dampingRatio: 1.0)) }

    // MARK: - Timing curves

    /// - Precondition: duration ≥ 0 and finite.
    public static func timingCurve(_ curve: UnitCurve, duration: Double = 0.35) -> Animation {
        precondition(duration >= 0 && duration.isFinite,
                     "Animation: duration must be ≥ 0 and finite (seconds), got \(duration)")
        return Animation(curve: .timing(curve, duration: duration))
    }
    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: Double = 0.35) -> Animation {
        .timingCurve(UnitCurve(startControlPoint: CGPoint(x: p1x, y: p1y),
                               endControlPoint: CGPoint(x: p2x, y: p2y)), duration: duration)
    }
    public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(.easeInOut, duration: duration) }
    public static var linear: Animation { .linear(duration: 0.35) }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    // MARK: - Modifiers

    /// The same animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        precondition(delay >= 0 && delay.isFinite, "Animation: delay must be ≥ 0 and finite, got \(delay)")
        var copy = self
        copy.delay += delay
        return copy
    }
    /// The same animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        precondition(speed > 0 && speed.isFinite, "Animation: speed must be > 0 and finite, got \(speed)")
        var copy = self
        copy.speed *= speed
        return copy
    }
    /// Plays the animation `repeatCount` times (≥ 1).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        precondition(repeatCount >= 1, "Animation: repeatCount must be ≥ 1, got \(repeatCount)")
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }
    /// Repeats the animation for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    /// True for spring animations, which merge with running animations when retargeted.
    public var isSpring: Bool {
        if case .spring = curve { return repeatCount == 1 }
        return false
    }

    /// Duration in seconds of one play of the motion at speed 1 (springs: their settling
    /// duration relative to the travel).
    func baseDuration<V: VectorArithmetic>(delta: V, initialVelocity: V) -> Double {
        switch curve {
        case .spring(let s): return s.settlingDuration(target: delta, initialVelocity: initialVelocity, epsilon: 1e-4)
        case .timing(_, let d): return d
        }
    }

    /// Local time in one play of the motion, and the direction sign, for elapsed time `elapsed`
    /// (already past the delay and scaled by speed).
    private func playTime(_ elapsed: Double, period: Double) -> (time: Double, reversed: Bool) {
        guard period > 0 else { return (elapsed, false) }
        let plays = repeatCount.map(Double.init) ?? .infinity
        if elapsed >= period * plays {
            // Finished: the final play ends forward, or reversed if the count is even and autoreverses.
            let reversedEnd = autoreverses && (repeatCount ?? 1) % 2 == 0
            return (period, reversedEnd)
        }
        let index = (elapsed / period).rounded(.down)
        let local = elapsed - index * period
        let reversed = autoreverses && Int(index) % 2 == 1
        return (local, reversed)
    }

    /// The part of `delta` done at `time` seconds after the animation was added, with
    /// `initialVelocity` (springs only) in units per second.
    public func animate<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero, time: Double) -> V {
        let elapsed = (time - delay) * speed
        guard elapsed > 0 else { return .zero }
        switch curve {
        case .spring(let s):
            if repeatCount == 1 { return s.value(target: delta, initialVelocity: initialVelocity, time: elapsed) }
            let period = s.settlingDuration(target: delta, initialVelocity: initialVelocity, epsilon: 1e-4)
            let (local, reversed) = playTime(elapsed, period: period)
            let done = s.value(target: delta, initialVelocity: initialVelocity, time: local)
            return reversed ? delta - done : done
        case .timing(let c, let d):
            guard d > 0 else { return delta }
            let (local, reversed) = playTime(elapsed, period: d)
            let p = c.value(at: local / d)
            return delta.scaled(by: reversed ? 1 - p : p)
        }
    }

    /// The velocity of the done part, in units per second, at `time`.
    public func velocity<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero, time: Double) -> V {
        let elapsed = (time - delay) * speed
        guard elapsed > 0 else { return .zero }
        switch curve {
        case .spring(let s):
            if repeatCount == 1 {
                return s.velocity(target: delta, initialVelocity: initialVelocity, time: elapsed).scaled(by: speed)
            }
            let period = s.settlingDuration(target: delta, initialVelocity: initialVelocity, epsilon: 1e-4)
            let (local, reversed) = playTime(elapsed, period: period)
            let v = s.velocity(target: delta, initialVelocity: initialVelocity, time: local).scaled(by: speed)
            return reversed ? V.zero - v : v
        case .timing(let c, let d):
            guard d > 0 else { return .zero }
            let plays = repeatCount.map(Double.init) ?? .infinity
            if elapsed >= d * plays { return .zero }
            let (local, reversed) = playTime(elapsed, period: d)
            let v = delta.scaled(by: c.velocity(at: local / d) * speed / d)
            return reversed ? V.zero - v : v
        }
    }

    /// Seconds from the moment the animation is added until it is logically complete (SwiftUI's
    /// `.logicallyComplete`); infinite when it repeats for ever.
    public func logicalDuration<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero) -> Double {
        guard let count = repeatCount else { return .infinity }
        return delay + baseDuration(delta: delta, initialVelocity: initialVelocity) * Double(count) / speed
    }
}
