import Foundation

/// Type-erased animator of one property on a node.
@MainActor
protocol AnyAnimatedSlot: AnyObject {
    func isAnimating(at t: Double) -> Bool
    var completionTime: Double? { get }
    /// When every animation on the property has finished moving (SwiftUI's `.removed`).
    var removalTime: Double? { get }
    /// Numeric components of the presented value at `t`, for motion dumps.
    func components(at t: Double) -> [Double]
    /// The type of the animated value (`Value.self`): a typed lookup compares it instead of
    /// casting to `AnimatedSlot<Value>`, which costs a generic-metadata lookup per call.
    var valueType: Any.Type { get }
    /// From this time on (seconds) nothing animates and the presented value is the model.
    var restTime: Double { get }
}

@MainActor
final class AnimatedSlot<Value: VectorArithmetic>: AnyAnimatedSlot {
    @exclusivity(unchecked) var animator: PropertyAnimator<Value> {
        didSet {
            model = animator.model
            restTime = animator.restTime
        }
    }
    /// `animator.model`, kept beside it.
    @exclusivity(unchecked) private(set) var model: Value
    /// `animator.restTime`, kept beside it: from then on the presented value is `model`.
    @exclusivity(unchecked) private(set) var restTime: Double
    init(_ value: Value) {
        animator = PropertyAnimator(value)
        model = value
        restTime = -.infinity
    }
    var valueType: Any.Type { Value.self }
    func isAnimating(at t: Double) -> Bool { t < restTime }
    /// The presented value at `t` (seconds): `animator.value(at: t)`, without calling into the
    /// animator once it has come to rest (most frames of most nodes; drawing asks every node).
    func value(at t: Double) -> Value { t >= restTime ? model : animator.value(at: t) }
    var completionTime: Double? { animator.completionTime }
    var removalTime: Double? { animator.removalTime }
    func components(at t: Double) -> [Double] { MotionComponents.of(animator.value(at: t)) }
}

/// A pair of animatable values listed in motion dumps as the first value's components, then the
/// second's (a trimmed or stroked shape's data, a rounded rectangle's corner size and radius, a
/// custom `Animatable` view's `AnimatablePair`s).
protocol MotionComponentPair {
    var motionComponents: [Double] { get }
}

extension AnimatablePair: MotionComponentPair {
    var motionComponents: [Double] { MotionComponents.of(first) + MotionComponents.of(second) }
}

/// Values whose components can be listed for motion dumps.
enum MotionComponents {
    static func of(_ value: Any) -> [Double] {
        switch value {
        case let v as Double: return [v]
        case let v as CGFloat: return [Double(v)]
        case let v as Float: return [Double(v)]
        case let v as CGPoint: return [Double(v.x), Double(v.y)]
        case let v as CGSize: return [Double(v.width), Double(v.height)]
        case let v as CGRect: return [Double(v.minX), Double(v.minY), Double(v.width), Double(v.height)]
        case let v as Color.Resolved: return [Double(v.linearRed), Double(v.linearGreen), Double(v.linearBlue), Double(v.opacity)]
        case let v as Angle: return [v.radians]
        case let v as any MotionComponentPair: return v.motionComponents
        default: return []
        }
    }
}

extension Node {
    /// Sets the model value of the property `key` at the context's time, animating with the
    /// context's transaction. A new property starts at its value without animation.
    func setAnimatable<Value: VectorArithmetic>(
        _ key: AnimatableKey<Value>, _ value: Value, context: UpdateContext,
        initialVelocity: Value? = nil
    ) {
        let clean = value.sanitized(key, node: self)
        if let slot = animatedSlots.slot(key, node: self) {
            set(
                slot, key, to: clean, time: context.time, transaction: context.transaction,
                initialVelocity: initialVelocity)
        } else {
            animatedSlots[key.property] = AnimatedSlot(clean)
        }
    }

    /// Retargets `slot` (the animator of `key`) to `value` at `time` with `transaction`'s
    /// animation (none when it disables animations), handing over the transaction's gesture
    /// velocity if there is one and the property is position-like (`role`, the key's own role
    /// unless given).
    func set<Value: VectorArithmetic>(
        _ slot: AnimatedSlot<Value>, _ key: AnimatableKey<Value>, to value: Value,
        time: Double, transaction: Transaction, initialVelocity: Value?,
        role: AnimatableRole? = nil
    ) {
        let clean = value.sanitized(key, node: self)
        guard slot.animator.model != clean else { return }
        guard let animation = transaction.effectiveAnimation else {
            slot.animator.snap(to: clean)
            return
        }
        let velocity = initialVelocity ?? ((role ?? key.role) == .position ? transaction.gestureVelocity(for: Value.self) : nil)
        let end = slot.animator.set(clean, animation: animation, at: time, initialVelocity: velocity)
        host?.animationScheduled(until: end, transaction: transaction, slot: slot)
    }

    /// The presented value of the property `key` at time `t`, or `fallback` if it has no animator.
    func presented<Value: VectorArithmetic>(_ key: AnimatableKey<Value>, at t: Double, default fallback: Value) -> Value {
        guard let slot = animatedSlots.slot(key, node: self) else { return fallback }
        return slot.value(at: t)
    }

    /// The model (target) value of the property `key`, or `fallback` if it has no animator.
    func model<Value: VectorArithmetic>(_ key: AnimatableKey<Value>, default fallback: Value) -> Value {
        animatedSlots.slot(key, node: self)?.model ?? fallback
    }
}

extension VectorArithmetic {
    /// The value with non-finite components replaced by zero (reported once per node and property).
    @MainActor
    func sanitized(_ key: AnimatableKey<Self>, node: Node) -> Self {
        if magnitudeSquared.isFinite { return self }
        node.host?.warnOnce("\(node.motionPath): \(key.property.motionName) is not finite (\(self)); using zero")
        return .zero
    }
}

/// A node's animators by property: a short list searched in order (a node animates a few
/// properties, and comparing one-byte property codes costs less than hashing them; drawing a
/// frame looks them up for every node).
struct SlotTable {
    private var properties: [AnimatableProperty] = []
    private var slots: [AnyAnimatedSlot] = []
    /// Bit `p.rawValue` set for each property `p` in `properties`: most lookups (drawing asks
    /// every node for its colour and shape animators) find no animator, and answer from this
    /// word without touching the arrays.
    private var present: UInt64 = 0

    /// The properties that have an animator, in the order they were first set.
    var keys: [AnimatableProperty] { properties }

    subscript(property: AnimatableProperty) -> AnyAnimatedSlot? {
        get {
            guard present & Self.bit(property) != 0 else { return nil }
            for i in properties.indices where properties[i] == property { return slots[i] }
            return nil
        }
        set {
            if let i = properties.firstIndex(of: property) {
                if let newValue {
                    slots[i] = newValue
                } else {
                    properties.remove(at: i)
                    slots.remove(at: i)
                    present &= ~Self.bit(property)
                }
            } else if let newValue {
                properties.append(property)
                slots.append(newValue)
                present |= Self.bit(property)
            }
        }
    }

    private static func bit(_ property: AnimatableProperty) -> UInt64 { 1 << UInt64(property.rawValue) }

    /// The animator of `key`, typed. The keys make each property hold one value type; a
    /// generic key used with a second type at one node (which no view does) is reported on the
    /// host once and read as absent, so the caller's model value is drawn.
    ///
    /// `mutating` only so that it runs on the table in place: a non-mutating call on a node's
    /// table copies it first (retaining and releasing both arrays), at every node of every frame.
    /// Inlined, the common miss reads one word.
    @MainActor @inline(__always)
    mutating func slot<Value>(_ key: AnimatableKey<Value>, node: Node) -> AnimatedSlot<Value>? {
        guard present & Self.bit(key.property) != 0 else { return nil }
        return typedSlot(key, node: node)
    }

    @MainActor
    private mutating func typedSlot<Value>(_ key: AnimatableKey<Value>, node: Node) -> AnimatedSlot<Value>? {
        guard let any = self[key.property] else { return nil }
        // Every slot is an `AnimatedSlot<V>` for its `valueType` V (the only conforming class).
        if any.valueType == Value.self { return unsafeDowncast(any, to: AnimatedSlot<Value>.self) }
        node.host?.warnOnce("\(node.motionPath): \(key.property.motionName) animates \(type(of: any)), read as \(Value.self)")
        return nil
    }
}
