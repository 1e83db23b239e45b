import Foundation

/// An animation defined by code (SwiftUI's `CustomAnimation`), usable through `Animation(_:)`.
///
/// - `animate(value:time:context:)` returns the part of `value` (the change being animated)
///   done after `time` seconds, or nil once the animation is over and can be removed. Set
///   `context.isLogicallyComplete` when the animation is logically done (SwiftUI's
///   `.logicallyComplete` completion criterion); returning nil implies it.
/// - `velocity(value:time:context:)` returns the velocity of that part in units per second, or
///   nil (then a central difference of `animate` is used).
/// - `shouldMerge(previous:value:time:context:)` is asked when a new change arrives while an
///   animation of the same type runs on the property: true makes the new animation take over
///   from the presented value and velocity (as springs do), false adds it on top.
///
/// Evaluation is a pure function of time: the framework calls `animate` with a fresh copy of
/// the run's context each time (frames may be rendered in any order or in parallel), so state
/// written in `animate` is seen only by that call. State written in `shouldMerge` is kept for
/// the merged run. Once `animate` returns nil it must keep doing so for later times, and once
/// it sets `isLogicallyComplete` it must keep setting it.
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}

/// A key for a value stored in `AnimationState` (SwiftUI's `AnimationStateKey`). Unlike SwiftUI
/// the value must be `Sendable`, because animators are.
public protocol AnimationStateKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Values a custom animation keeps between calls, by key type (SwiftUI's `AnimationState`).
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
    // Every stored value is Sendable (AnimationStateKey.Value: Sendable); `Any` is used only to
    // store them by key.
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation sees of its run (SwiftUI's `AnimationContext`).
public struct AnimationContext<Value: VectorArithmetic> {
    /// State kept by the animation.
    public var state: AnimationState<Value>
    /// Set by the animation when it is logically complete.
    public var isLogicallyComplete: Bool
    /// The velocity of the property when the animation began (units per second): a gesture's
    /// release velocity, or the velocity of the animation it merged with. An addition to
    /// SwiftUI's context, so that custom springs can carry velocity.
    public var initialVelocity: Value

    public init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        initialVelocity: Value = .zero
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.initialVelocity = initialVelocity
    }
}

extension AnimationContext: Sendable where Value: Sendable {}

/// A type-erased `CustomAnimation`, compared by its type and its own `Hashable` conformance.
public struct AnyCustomAnimation: Hashable, Sendable {
    public let base: any CustomAnimation

    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    public static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// True when both wrap the same custom type.
    func hasSameType(as other: AnyCustomAnimation) -> Bool {
        type(of: base) == type(of: other.base)
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        if let v = base.velocity(value: value, time: time, context: context) { return v }
        // Central difference (one-sided at the start) of `animate`.
        let h = 1e-5
        var c1 = context, c2 = context
        let t0 = max(0, time - h), t1 = time + h
        guard let a = base.animate(value: value, time: t0, context: &c1) else { return .zero }
        let b = base.animate(value: value, time: t1, context: &c2) ?? value
        return (b - a).scaled(by: 1 / (t1 - t0))
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double,
        context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// (logical, removal) durations in seconds, found from the contract that `animate` returns
    /// nil from some time on and sets `isLogicallyComplete` from some time on: doubling from
    /// 1/64 s, then bisection to 1e-9 s. Infinite when it still runs after 10⁶ s.
    func durations<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> (logical: Double, removal: Double) {
        func probe(_ t: Double) -> (done: Bool, logical: Bool) {
            var c = context
            c.isLogicallyComplete = false
            let result = base.animate(value: value, time: t, context: &c)
            return (result == nil, result == nil || c.isLogicallyComplete)
        }
        func firstTime(_ test: (Double) -> Bool) -> Double {
            if test(0) { return 0 }
            var hi = 1.0 / 64
            while !test(hi) {
                hi *= 2
                if hi > 1e6 { return .infinity }
            }
            var lo = hi / 2
            if hi == 1.0 / 64 { lo = 0 }
            while hi - lo > 1e-9 {
                let mid = (lo + hi) / 2
                if test(mid) { hi = mid } else { lo = mid }
            }
            return hi
        }
        let removal = firstTime { probe($0).done }
        let logical = firstTime { probe($0).logical }
        return (min(logical, removal), removal)
    }
}
