import Foundation

/// The animator of one animatable property: its model value and the animations carrying the
/// presented value toward it.
///
/// Semantics (SwiftUI's):
/// - `set(_:animation:at:)` with no animation snaps: every running animation is dropped.
/// - A spring merges: the presented value and velocity at that instant become the initial
///   condition of one new spring toward the new model value (position and velocity continuous).
/// - A timing curve is added on top: running animations continue, and the new one carries the
///   change of the model value (the additive model).
///
/// Presented value at time t = model − Σ (Δᵢ − doneᵢ(t)) over the running animations.
public struct PropertyAnimator<Value: VectorArithmetic> {
    struct Run {
        var animation: Animation
        var start: Double
        var delta: Value
        var initialVelocity: Value
        var end: Double // when it is logically complete (absolute time)
    }

    /// The value the property is heading to.
    public private(set) var model: Value
    var runs: [Run] = []

    public init(_ value: Value) {
        model = value
    }

    /// True while at least one animation is running at time `t`.
    public func isAnimating(at t: Double) -> Bool {
        runs.contains { $0.end > t }
    }

    /// The time at which every running animation is logically complete, or nil if none runs.
    public var completionTime: Double? {
        runs.map(\.end).max()
    }

    /// Changes the model value at time `t`.
    ///
    /// - Parameters:
    ///   - newValue: the new model value.
    ///   - animation: nil snaps.
    ///   - t: the time of the change, seconds.
    ///   - initialVelocity: extra velocity in units per second to hand to a spring (a gesture's
    ///     release velocity); ignored by timing curves.
    /// - Returns: the time at which the new animation is logically complete (t when it snaps).
    @discardableResult
    public mutating func set(_ newValue: Value, animation: Animation?, at t: Double,
                             initialVelocity: Value? = nil) -> Double {
        guard let animation else {
            model = newValue
            runs.removeAll()
            return t
        }
        if animation.isSpring {
            let current = value(at: t)
            let velocity = initialVelocity ?? self.velocity(at: t)
            let delta = newValue - current
            model = newValue
            let end = t + animation.logicalDuration(delta: delta, initialVelocity: velocity)
            runs = [Run(animation: animation, start: t, delta: delta, initialVelocity: velocity, end: end)]
            return end
        }
        prune(at: t)
        let delta = newValue - model
        model = newValue
        let end = t + animation.logicalDuration(delta: delta)
        runs.append(Run(animation: animation, start: t, delta: delta, initialVelocity: .zero, end: end))
        return end
    }

    /// The presented value at time `t` (seconds).
    public func value(at t: Double) -> Value {
        var v = model
        for run in runs where t < run.end {
            let done = run.animation.animate(delta: run.delta, initialVelocity: run.initialVelocity,
                                             time: t - run.start)
            v = v - (run.delta - done)
        }
        return v
    }

    /// The presented velocity at time `t`, units per second.
    public func velocity(at t: Double) -> Value {
        var v = Value.zero
        for run in runs where t < run.end {
            v = v + run.animation.velocity(delta: run.delta, initialVelocity: run.initialVelocity,
                                           time: t - run.start)
        }
        return v
    }

    /// Drops the animations that are complete at time `t`.
    public mutating func prune(at t: Double) {
        runs.removeAll { $0.end <= t }
    }
}

extension PropertyAnimator: Sendable where Value: Sendable {}
extension PropertyAnimator.Run: Sendable where Value: Sendable {}
