import Foundation

/// How a property moves from its old value to its new one: a spring, a timing curve or a custom
/// animation, with delay, speed and repetition (SwiftUI's `Animation`).
///
/// Evaluation follows SwiftUI's model: an animation maps the change of a value (Δ) and the time
/// since it was added to the part of the change done so far. Springs (`.spring`, `.smooth`, ...)
/// merge when retargeted: they start from the current position and velocity. Timing curves and
/// interpolating springs combine additively. Custom animations merge when their
/// `shouldMerge(previous:value:time:context:)` says so (see `PropertyAnimator`).
///
/// Each animation reports two times (seconds after it is added):
/// - `logicalDuration`: when it is logically complete (SwiftUI's `.logicallyComplete`): the end
///   of the curve for timing curves; the perceptual `duration` of the spring for springs
///   (SwiftUI bases completion on the perceptual duration, not the settling duration); when the
///   custom animation sets `isLogicallyComplete`.
/// - `removalDuration`: when it can be removed (SwiftUI's `.removed`): a spring is at rest
///   (remaining distance within 1e-5 of the travel and speed within 1e-4 × travel × ω0, see
///   `SpringAnimator`); a custom animation returns nil. Its value then is exactly the target.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The shape of the motion.
    public enum Curve: Sendable, Hashable {
        /// A spring that merges with running animations when retargeted.
        case spring(Spring)
        /// A spring toward a unit change, scaled by the change, that combines additively
        /// (SwiftUI's `interpolatingSpring`); `initialVelocity` is in units of the change per second.
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// A cubic Bézier timing curve over `duration` seconds.
        case timing(UnitCurve, duration: Double)
        /// A custom animation.
        case custom(AnyCustomAnimation)
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
    /// Seconds from the start after which the animation reports logical completion if it has
    /// not already (`logicallyComplete(after:)`); nil: when its motion says so.
    public var logicalCompletionLimit: Double?

    public init(curve: Curve) {
        self.curve = curve
    }

    /// An animation made from a custom animation (SwiftUI's `Animation(_:)`).
    public init<A: CustomAnimation>(_ custom: A) {
        self.init(curve: .custom(AnyCustomAnimation(custom)))
    }

    public var description: String {
        var text: String
        switch curve {
        case .spring(let s): text = "spring(response: \(s.response), dampingRatio: \(s.dampingRatio))"
        case .interpolatingSpring(let s, let v):
            text = "interpolatingSpring(response: \(s.response), dampingRatio: \(s.dampingRatio), initialVelocity: \(v))"
        case .timing(let c, let d): text = "timingCurve(\(c), duration: \(d))"
        case .custom(let c): text = "custom(\(c.base))"
        }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if repeatCount != 1 {
            text +=
                repeatCount.map { ".repeatCount(\($0), autoreverses: \(autoreverses))" }
                ?? ".repeatForever(autoreverses: \(autoreverses))"
        }
        if let limit = logicalCompletionLimit { text += ".logicallyComplete(after: \(limit))" }
        return text
    }

    // MARK: - Springs

    /// A spring animation (SwiftUI's `.spring(_:blendDuration:)`). `blendDuration` is accepted
    /// for source compatibility and ignored: merging keeps position and velocity continuous.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(spring))
    }
    /// `.spring(duration:bounce:blendDuration:)`, defaults 0.5 s and 0. Disfavoured, so that
    /// `.spring()` with no argument is `.spring(response:dampingFraction:blendDuration:)` with
    /// its defaults, as in SwiftUI (where the duration form is the later overload).
    @_disfavoredOverload
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
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86,
        blendDuration: Double = 0.25
    ) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction))
    }
    /// `.interactiveSpring(duration:extraBounce:blendDuration:)`, defaults 0.15 s and 0.
    /// Disfavoured, so that `.interactiveSpring()` is the response form with its defaults.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: Double = 0.15, extraBounce: Double = 0,
        blendDuration: Double = 0
    ) -> Animation {
        .spring(Spring(duration: duration, bounce: extraBounce))
    }
    /// SwiftUI's `.interactiveSpring`: response 0.15, damping fraction 0.86.
    public static var interactiveSpring: Animation { .interactiveSpring(response: 0.15, dampingFraction: 0.86) }
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: additive, may be
    /// overdamped; `initialVelocity` in units of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double,
        initialVelocity: Double = 0
    ) -> Animation {
        Animation(
            curve: .interpolatingSpring(
                Spring(
                    mass: mass, stiffness: stiffness, damping: damping,
                    allowOverDamping: true),
                initialVelocity: initialVelocity))
    }
    /// `.interpolatingSpring(duration:bounce:initialVelocity:)`, defaults 0.5 s, 0, 0.
    public static func interpolatingSpring(
        duration: Double = 0.5, bounce: Double = 0,
        initialVelocity: Double = 0
    ) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
    /// `.interpolatingSpring(_:initialVelocity:)`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .interpolatingSpring(spring, initialVelocity: initialVelocity))
    }
    /// SwiftUI's `.interpolatingSpring`: duration 0.5, bounce 0.
    public static var interpolatingSpring: Animation { .interpolatingSpring(duration: 0.5, bounce: 0) }
    /// `.smooth`: `Spring.smooth` (duration 0.5, bounce 0).
    public static var smooth: Animation { .spring(.smooth) }
    /// `.snappy`: `Spring.snappy` (duration 0.5, bounce 0.15).
    public static var snappy: Animation { .spring(.snappy) }
    /// `.bouncy`: `Spring.bouncy` (duration 0.5, bounce 0.3).
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

    /// `v`, or 0 when it is not finite.
    @usableFromInline static func finiteOrZero(_ v: Double) -> Double { v.isFinite ? v : 0 }

    /// A timing-curve animation over `duration` seconds (default 0.35).
    /// A duration that is not ≥ 0 and finite becomes 0.35 s, with one warning.
    public static func timingCurve(_ curve: UnitCurve, duration: Double = 0.35) -> Animation {
        let duration = repaired(duration, ok: duration >= 0 && duration.isFinite, "duration must be ≥ 0 and finite (seconds)", 0.35)
        return Animation(curve: .timing(curve, duration: duration))
    }
    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y), solved for
    /// the curve parameter to 1e-12 (so the progress is exact to about 1e-10).
    /// p1x and p2x are clamped to [0, 1] and a duration that is not ≥ 0 and finite becomes 0.35 s
    /// (see `UnitCurve.init` and `timingCurve(_:duration:)`).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: Double = 0.35
    ) -> Animation {
        .timingCurve(
            UnitCurve(
                startControlPoint: CGPoint(x: p1x, y: p1y),
                endControlPoint: CGPoint(x: p2x, y: p2y)), duration: duration)
    }
    public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { .timingCurve(.easeInOut, duration: duration) }
    /// Linear over 0.35 s.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// Ease-in (0.42, 0, 1, 1) over 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// Ease-out (0, 0, 0.58, 1) over 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// Ease-in-out (0.42, 0, 0.58, 1) over 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    // MARK: - Modifiers

    /// The same animation starting `delay` seconds later (delays add up).
    /// A delay that is not ≥ 0 and finite becomes 0, with one warning.
    /// The same animation, reporting logical completion (a `withAnimation` completion with
    /// `.logicallyComplete`, `context.isLogicallyComplete`) after `duration` seconds if it has not
    /// already (SwiftUI's `logicallyComplete(after:)`); the motion itself runs as before, and is
    /// not extended. A duration that is not ≥ 0 and finite is ignored, with one warning.
    public func logicallyComplete(after duration: Double) -> Animation {
        guard duration >= 0, duration.isFinite else {
            _ = Self.repaired(duration, ok: false, "logicallyComplete(after:) duration must be ≥ 0 and finite (seconds)", 0)
            return self
        }
        var copy = self
        copy.logicalCompletionLimit = min(duration, logicalCompletionLimit ?? .infinity)
        return copy
    }

    public func delay(_ delay: Double) -> Animation {
        let delay = Self.repaired(delay, ok: delay >= 0 && delay.isFinite, "delay must be ≥ 0 and finite (seconds)", 0)
        var copy = self
        copy.delay += delay
        return copy
    }
    /// The same animation played `speed` times faster (speeds multiply; the delay is not scaled).
    /// A speed that is not > 0 and finite becomes 1, with one warning.
    public func speed(_ speed: Double) -> Animation {
        let speed = Self.repaired(speed, ok: speed > 0 && speed.isFinite, "speed must be > 0 and finite", 1)
        var copy = self
        copy.speed *= speed
        return copy
    }
    /// Plays the animation `repeatCount` times. With `autoreverses`, every second play runs
    /// backwards, so an even count ends where it started. A spring's play lasts until it is at
    /// rest (its removal duration).
    /// A repeatCount below 1 becomes 1, with one warning.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        if repeatCount < 1 { WarningLog.warn("Animation: repeatCount must be ≥ 1, got \(repeatCount); using 1") }
        let repeatCount = max(repeatCount, 1)
        var copy = self
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        return copy
    }
    /// Repeats the animation for ever; it is never complete.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    /// True for spring animations that merge with running animations when retargeted (and take
    /// a gesture's velocity): `.spring` and its presets, not repeated.
    public var isSpring: Bool {
        if case .spring = curve { return repeatCount == 1 }
        return false
    }

    // MARK: - Evaluation

    /// One play: (logical, removal) durations in seconds at speed 1.
    @usableFromInline
    func playDurations<V: VectorArithmetic>(
        delta: V, initialVelocity: V,
        context: AnimationContext<V>?
    ) -> (logical: Double, removal: Double) {
        switch curve {
        case .spring(let s):
            return (s.duration, s.restDuration(target: delta, initialVelocity: initialVelocity.scaled(by: 1 / speed)))
        case .interpolatingSpring(let s, let v):
            return (s.duration, s.restDuration(target: 1.0, initialVelocity: v))
        case .timing(_, let d):
            return (d, d)
        case .custom(let c):
            var ctx = context ?? AnimationContext(initialVelocity: initialVelocity)
            ctx.isLogicallyComplete = false
            return c.durations(value: delta, context: ctx)
        }
    }

    /// Local time in one play and whether that play runs backwards, for play-time `elapsed`.
    @usableFromInline
    func playTime(_ elapsed: Double, period: Double) -> (time: Double, reversed: Bool, finished: Bool) {
        if repeatCount == 1 { return (elapsed, false, elapsed >= period) }
        guard period > 0, period.isFinite else { return (elapsed, false, false) }
        let plays = repeatCount.map(Double.init) ?? .infinity
        if elapsed >= period * plays {
            let reversedEnd = autoreverses && (repeatCount ?? 1) % 2 == 0
            return (period, reversedEnd, true)
        }
        let index = (elapsed / period).rounded(.down)
        // Within the play even where the play count is far beyond any integer (a speed of 1e20,
        // a period of 1e-300) and the product rounds; the parity read from the Double itself
        // (every Double from 2⁵³ on is even), so that no count traps.
        let local = min(max(elapsed - index * period, 0), period)
        let reversed = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return (local, reversed, false)
    }

    /// The part done of one forward play at play-time `t` (speed 1), and its velocity per unit
    /// of play-time. `v0` is the initial velocity in play-time units.
    /// Inlinable (with `evaluate`), so that a property animator in another module evaluates its
    /// springs specialised for its value type: drawing a frame evaluates every moving property.
    @inlinable
    func play<V: VectorArithmetic>(
        delta: V, v0: V, t: Double, context: AnimationContext<V>?,
        wantVelocity: Bool
    ) -> (value: V, velocity: V) {
        switch curve {
        case .spring(let s):
            return (
                s.value(target: delta, initialVelocity: v0, time: t),
                wantVelocity ? s.velocity(target: delta, initialVelocity: v0, time: t) : .zero
            )
        case .interpolatingSpring(let s, let v):
            return (
                delta.scaled(by: s.value(target: 1.0, initialVelocity: v, time: t)),
                wantVelocity ? delta.scaled(by: s.velocity(target: 1.0, initialVelocity: v, time: t)) : .zero
            )
        case .timing(let c, let d):
            guard d > 0 else { return (delta, .zero) }
            if t >= d { return (delta, .zero) }
            return (
                delta.scaled(by: c.value(at: t / d)),
                // A circular curve's velocity is infinite at a vertical end: a retargeted animation
                // takes none from there rather than an infinite one.
                wantVelocity ? delta.scaled(by: Self.finiteOrZero(c.velocity(at: t / d)) / d) : .zero
            )
        case .custom(let c):
            return Self.playCustom(c, delta: delta, v0: v0, t: t, context: context, wantVelocity: wantVelocity)
        }
    }

    /// `play` of a custom animation.
    @usableFromInline
    static func playCustom<V: VectorArithmetic>(
        _ c: AnyCustomAnimation, delta: V, v0: V, t: Double, context: AnimationContext<V>?,
        wantVelocity: Bool
    ) -> (value: V, velocity: V) {
        var ctx = context ?? AnimationContext(initialVelocity: v0)
        guard let value = c.animate(value: delta, time: t, context: &ctx) else { return (delta, .zero) }
        let velocity = wantVelocity ? (c.velocity(value: delta, time: t, context: context ?? AnimationContext(initialVelocity: v0)) ?? .zero) : .zero
        return (value, velocity)
    }

    /// The part of `delta` done `time` seconds after the animation was added, and its velocity.
    @inlinable
    func evaluate<V: VectorArithmetic>(
        delta: V, initialVelocity: V, time: Double, context: AnimationContext<V>?,
        wantVelocity: Bool
    ) -> (value: V, velocity: V) {
        let elapsed = (time - delay) * speed
        guard elapsed >= 0 else { return (.zero, .zero) }
        let v0 = initialVelocity.scaled(by: 1 / speed)
        let period: Double
        if repeatCount == 1 {
            period = .infinity
        } else if case .timing(_, let d) = curve {
            period = d
        } else {
            period = playDurations(delta: delta, initialVelocity: initialVelocity, context: context).removal
        }
        if repeatCount != 1, period <= 0 { return (delta, .zero) }
        let (local, reversed, finished) = playTime(elapsed, period: period)
        if finished && repeatCount != 1 { return (reversed ? .zero : delta, .zero) }
        var (value, velocity) = play(delta: delta, v0: v0, t: local, context: context, wantVelocity: wantVelocity)
        velocity.scale(by: speed)
        if reversed {
            value = delta - value
            velocity = V.zero - velocity
        }
        return (value, velocity)
    }

    /// The part of `delta` done at `time` seconds after the animation was added, with
    /// `initialVelocity` in units per second (springs only; the others ignore it).
    ///
    /// Before the delay nothing is done; a finished timing curve gives `delta`.
    public func animate<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero, time: Double) -> V {
        evaluate(delta: delta, initialVelocity: initialVelocity, time: time, context: nil, wantVelocity: false).value
    }

    /// The velocity of the done part, in units per second, at `time`.
    public func velocity<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero, time: Double) -> V {
        evaluate(delta: delta, initialVelocity: initialVelocity, time: time, context: nil, wantVelocity: true).velocity
    }

    /// Seconds from the moment the animation is added until it is logically complete (SwiftUI's
    /// `.logicallyComplete`; see the type's documentation); infinite when it repeats for ever.
    public func logicalDuration<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero) -> Double {
        durations(delta: delta, initialVelocity: initialVelocity, context: nil).logical
    }

    /// Seconds from the moment the animation is added until it can be removed (SwiftUI's
    /// `.removed`): its value is then exactly `delta`. Infinite when it repeats for ever.
    public func removalDuration<V: VectorArithmetic>(delta: V, initialVelocity: V = .zero) -> Double {
        durations(delta: delta, initialVelocity: initialVelocity, context: nil).removal
    }

    // MARK: - SwiftUI's CustomAnimation-style entry points

    /// SwiftUI's `Animation.animate(value:time:context:)`: the part of `value` done after `time`
    /// seconds, or nil once the animation can be removed; sets `context.isLogicallyComplete` from
    /// the logical completion time on. The run starts with `context.initialVelocity`. Lets a
    /// custom animation delegate to a built-in one.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let custom: AnimationContext<V>? = { if case .custom = curve { return context } else { return nil } }()
        let (logical, removal) = durations(delta: value, initialVelocity: context.initialVelocity, context: custom)
        if time >= removal { return nil }
        if time >= logical { context.isLogicallyComplete = true }
        return evaluate(
            delta: value, initialVelocity: context.initialVelocity, time: time, context: custom,
            wantVelocity: false
        ).value
    }

    /// SwiftUI's `Animation.velocity(value:time:context:)`, in units per second.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let custom: AnimationContext<V>? = { if case .custom = curve { return context } else { return nil } }()
        return evaluate(
            delta: value, initialVelocity: context.initialVelocity, time: time, context: custom,
            wantVelocity: true
        ).velocity
    }

    func durations<V: VectorArithmetic>(
        delta: V, initialVelocity: V,
        context: AnimationContext<V>?
    ) -> (logical: Double, removal: Double) {
        guard let count = repeatCount else { return (logicalCompletionLimit ?? .infinity, .infinity) }
        let one = playDurations(delta: delta, initialVelocity: initialVelocity, context: context)
        let before = Double(count - 1) * one.removal
        let logical = delay + (before + one.logical) / speed
        return (min(logical, logicalCompletionLimit ?? .infinity), delay + (before + one.removal) / speed)
    }
}

extension Animation {
    /// `value` when `ok`, else `fallback` with one warning naming the rule broken.
    static func repaired(_ value: Double, ok: Bool, _ rule: String, _ fallback: Double) -> Double {
        if ok { return value }
        WarningLog.warn("Animation: \(rule), got \(value); using \(fallback)")
        return fallback
    }
}
