import Foundation

/// The animator of one animatable property: its model value and the animations carrying the
/// presented value toward it.
///
/// Semantics (SwiftUI's):
/// - `set(_:animation:at:)` with no animation snaps: every running animation is dropped.
/// - A spring (`Animation.isSpring`) merges: the presented value and velocity at that instant
///   become the initial condition of one new spring toward the new model value, which replaces
///   every running animation (position and velocity continuous).
/// - A custom animation merges in the same way when its `shouldMerge(previous:value:time:context:)`
///   returns true for the most recent running animation of the same type; the context it leaves
///   becomes the merged run's context.
/// - Anything else (timing curves, interpolating springs, repeated animations, custom
///   animations that do not merge) is added on top: running animations continue, and the new
///   one carries the change of the model value (the additive model).
///
/// Presented value at time t = model − Σ (Δᵢ − doneᵢ(t)) over the animations not yet removed.
/// Evaluation is a pure function of t: frames can be sampled in any order.
public struct PropertyAnimator<Value: VectorArithmetic> {
    @usableFromInline
    struct Run {
        @usableFromInline var animation: Animation
        @usableFromInline var start: Double
        @usableFromInline var delta: Value
        @usableFromInline var initialVelocity: Value
        @usableFromInline var context: AnimationContext<Value>?
        /// When it is logically complete (absolute time, seconds).
        @usableFromInline var logicalEnd: Double
        /// When it can be removed (absolute time, seconds); its done part is then exactly Δ.
        @usableFromInline var removalEnd: Double
    }

    /// The value the property is heading to.
    @inlinable public var model: Value { _model }
    @usableFromInline var _model: Value
    @usableFromInline var runs: [Run] = []

    public init(_ value: Value) {
        _model = value
    }

    /// Sets the model value without animation, dropping every running animation (what
    /// `set(_:animation: nil, at:)` does). Inlinable, like `model` and `value(at:)`, so that
    /// a caller in another module runs it specialised for its value type: a layout pass calls
    /// it for every node that moved.
    @inlinable
    public mutating func snap(to newValue: Value) {
        _model = newValue
        if !runs.isEmpty { runs.removeAll() }
    }

    /// True while at least one animation has not yet been removed at time `t` (seconds).
    public func isAnimating(at t: Double) -> Bool {
        runs.contains { $0.removalEnd > t }
    }

    /// The time from which nothing animates and the presented value is exactly `model`: the
    /// latest removal time of the running animations (seconds), −∞ when none runs. For every
    /// `t`, `isAnimating(at: t)` is `t < restTime`, and `value(at: t)` is `model` when
    /// `t ≥ restTime`. Lets a caller keep it beside the model and skip the animator at rest.
    public var restTime: Double {
        runs.reduce(-Double.infinity) { $1.removalEnd > $0 ? $1.removalEnd : $0 }
    }

    /// The time at which every running animation is logically complete (SwiftUI's
    /// `.logicallyComplete`), or nil if none runs.
    public var completionTime: Double? {
        runs.map(\.logicalEnd).max()
    }

    /// The time at which every running animation can be removed (SwiftUI's `.removed`): from
    /// then on the presented value is exactly `model`. Nil if none runs.
    public var removalTime: Double? {
        runs.map(\.removalEnd).max()
    }

    /// Number of animations currently held (for tests and diagnostics).
    package var runningAnimationCount: Int { runs.count }

    /// Changes the model value at time `t`.
    ///
    /// - Parameters:
    ///   - newValue: the new model value.
    ///   - animation: nil snaps.
    ///   - t: the time of the change, seconds.
    ///   - initialVelocity: velocity in units per second to start a merging animation with (a
    ///     gesture's release velocity), replacing the presented velocity; ignored by additive ones.
    /// - Returns: the time at which the new animation is logically complete (t when it snaps).
    @discardableResult
    public mutating func set(
        _ newValue: Value, animation: Animation?, at t: Double,
        initialVelocity: Value? = nil
    ) -> Double {
        guard let animation else {
            _model = newValue
            runs.removeAll()
            return t
        }
        prune(at: t)
        var mergeContext: AnimationContext<Value>?
        var merges = animation.isSpring
        if case .custom(let custom) = animation.curve, let last = runs.last,
            case .custom(let previous) = last.animation.curve, custom.hasSameType(as: previous)
        {
            var context = last.context ?? AnimationContext(initialVelocity: last.initialVelocity)
            context.isLogicallyComplete = false
            let delta = newValue - value(at: t)
            if custom.shouldMerge(
                previous: last.animation, value: delta,
                time: (t - last.start - last.animation.delay) * last.animation.speed,
                context: &context)
            {
                merges = true
                mergeContext = context
            }
        }
        if merges, animation.isSpring, animation.delay > 0, !runs.isEmpty {
            return setDelayedSpring(newValue, animation: animation, at: t, initialVelocity: initialVelocity)
        }
        if merges {
            let current = value(at: t)
            let velocity = initialVelocity ?? self.velocity(at: t)
            let delta = newValue - current
            _model = newValue
            var context: AnimationContext<Value>?
            if case .custom = animation.curve {
                context = mergeContext ?? AnimationContext()
                context?.initialVelocity = velocity
            }
            let (logical, removal) = animation.durations(delta: delta, initialVelocity: velocity, context: context)
            runs = [
                Run(
                    animation: animation, start: t, delta: delta, initialVelocity: velocity, context: context,
                    logicalEnd: t + logical, removalEnd: t + removal)
            ]
            return t + logical
        }
        let delta = newValue - model
        _model = newValue
        var context: AnimationContext<Value>?
        if case .custom = animation.curve { context = AnimationContext() }
        let (logical, removal) = animation.durations(delta: delta, initialVelocity: .zero, context: context)
        runs.append(
            Run(
                animation: animation, start: t, delta: delta, initialVelocity: .zero, context: context,
                logicalEnd: t + logical, removalEnd: t + removal))
        return t + logical
    }

    /// A delayed spring retargeting running animations: they run on during the delay, and the
    /// spring starts when the delay ends, from the value and velocity they present then (a
    /// spring without delay merges at once). So a view held still by two motions that cancel
    /// (a bar placed in a stack that moves while its own frame waits for its turn) stays still
    /// until its own spring starts.
    ///
    /// Runs: the running ones end at `ts = t + delay`; the spring carries the presented value at
    /// `ts` to `newValue`; a step of zero duration (delayed to `ts`) carries what they have left
    /// to travel at `ts`, so the presented value before `ts` is exactly theirs.
    mutating func setDelayedSpring(_ newValue: Value, animation: Animation, at t: Double, initialVelocity: Value?) -> Double {
        let ts = t + animation.delay / animation.speed
        let current = value(at: ts)
        let velocity = initialVelocity ?? self.velocity(at: ts)
        let oldModel = _model
        for i in runs.indices where runs[i].removalEnd > ts {
            runs[i].removalEnd = ts
            runs[i].logicalEnd = min(runs[i].logicalEnd, ts)
        }
        let delta = newValue - current
        _model = newValue
        let (logical, removal) = animation.durations(delta: delta, initialVelocity: velocity, context: nil)
        runs.append(
            Run(
                animation: animation, start: t, delta: delta, initialVelocity: velocity, context: nil,
                logicalEnd: t + logical, removalEnd: t + removal))
        let left = current - oldModel
        if left != .zero {
            let step = Animation.linear(duration: 0).delay(animation.delay / animation.speed)
            runs.append(Run(animation: step, start: t, delta: left, initialVelocity: .zero, context: nil, logicalEnd: ts, removalEnd: ts))
        }
        return t + logical
    }

    /// The presented value at time `t` (seconds).
    @inlinable
    public func value(at t: Double) -> Value {
        runs.isEmpty ? _model : animatedValue(at: t)
    }

    /// Inlinable, so that it runs specialised for the caller's value type (see `value(at:)`).
    @inlinable
    func animatedValue(at t: Double) -> Value {
        var v = model
        // By index, reading each run in place (`for run in runs` copies every run, retaining its
        // animation and context, on every frame of every moving property).
        for i in runs.indices where t < runs[i].removalEnd {
            let done = runs[i].animation.evaluate(
                delta: runs[i].delta, initialVelocity: runs[i].initialVelocity,
                time: t - runs[i].start, context: runs[i].context, wantVelocity: false
            ).value
            v = v - (runs[i].delta - done)
        }
        return v
    }

    /// The presented velocity at time `t`, units per second.
    public func velocity(at t: Double) -> Value {
        var v = Value.zero
        for run in runs where t < run.removalEnd {
            v =
                v
                + run.animation.evaluate(
                    delta: run.delta, initialVelocity: run.initialVelocity,
                    time: t - run.start, context: run.context, wantVelocity: true
                ).velocity
        }
        return v
    }

    /// Adds, on top of this animator's own animations and without changing its model value, a
    /// copy of every animation `other` still runs at time `t` (seconds), each carrying
    /// `transform` of its change and of its initial velocity and keeping its start and end
    /// times. From then on the presented value is lowered by `transform` of what `other` has
    /// still to travel: where `other` presents `model − r(t)`, this animator presents its own
    /// value `− transform(r(t))`.
    ///
    /// Exact when `transform` is linear (`transform(a + b) = transform(a) + transform(b)`,
    /// `transform(a.scaled(by: k)) = transform(a).scaled(by: k)`) and each animation's motion is
    /// linear in its change and initial velocity, as springs' and timing curves' are (a custom
    /// animation's may not be; a repeated spring's period, which depends on the size of its
    /// change, may differ). Used to keep a view still while the view it is placed in moves:
    /// with `transform` the negation, the two motions cancel.
    package mutating func addRunningAnimations(
        of other: PropertyAnimator<Value>, at t: Double,
        transform: (Value) -> Value
    ) {
        for run in other.runs where run.removalEnd > t {
            var copy = run
            copy.delta = transform(run.delta)
            copy.initialVelocity = transform(run.initialVelocity)
            if let context = run.context { copy.context?.initialVelocity = transform(context.initialVelocity) }
            runs.append(copy)
        }
    }

    /// Drops the animations that can be removed at time `t` (their part is then exactly done).
    public mutating func prune(at t: Double) {
        runs.removeAll { $0.removalEnd <= t }
    }
}

extension PropertyAnimator: Sendable where Value: Sendable {}
extension PropertyAnimator.Run: Sendable where Value: Sendable {}
