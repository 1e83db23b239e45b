import Foundation

/// Type-erased animator of one property on a node.
protocol AnyAnimatedSlot: AnyObject {
    func isAnimating(at t: Double) -> Bool
    var completionTime: Double? { get }
    /// When every animation on the property has finished moving (SwiftUI's `.removed`).
    var removalTime: Double? { get }
    /// Numeric components of the presented value at `t`, for motion dumps.
    func components(at t: Double) -> [Double]
}

final class AnimatedSlot<Value: VectorArithmetic>: AnyAnimatedSlot {
    var animator: PropertyAnimator<Value>
    init(_ value: Value) { animator = PropertyAnimator(value) }
    func isAnimating(at t: Double) -> Bool { animator.isAnimating(at: t) }
    var completionTime: Double? { animator.completionTime }
    var removalTime: Double? { animator.removalTime }
    func components(at t: Double) -> [Double] { MotionComponents.of(animator.value(at: t)) }
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
        default: return []
        }
    }
}

/// What an animatable property is to an animation that carries a gesture's velocity: only
/// position-like properties (offsets, positions, layout origins) start with the velocity of a
/// released drag, as Wave hands `gestureVelocity` to a view's centre and origin only; a scale,
/// an angle or a shadow offset measured in points per second would be nonsense.
enum AnimatableRole {
    /// A location on the canvas, in points: takes `Transaction.gestureVelocity`.
    case position
    /// Anything else: starts at rest.
    case other
}

extension Node {
    /// Sets the model value of the property `name` at the context's time, animating with the
    /// context's transaction. A new property starts at its value without animation.
    func setAnimatable<Value: VectorArithmetic>(_ name: String, _ value: Value, context: UpdateContext,
                                                role: AnimatableRole = .other, initialVelocity: Value? = nil) {
        let clean = value.sanitized(name: name, node: self)
        if let slot = animatedSlots[name] as? AnimatedSlot<Value> {
            set(slot, to: clean, name: name, role: role, time: context.time, transaction: context.transaction,
                initialVelocity: initialVelocity)
        } else {
            animatedSlots[name] = AnimatedSlot(clean)
        }
    }

    /// Retargets `slot` to `value` at `time` with `transaction`'s animation (none when it
    /// disables animations), handing over the transaction's gesture velocity if there is one
    /// and the property is position-like (`role`).
    func set<Value: VectorArithmetic>(_ slot: AnimatedSlot<Value>, to value: Value, name: String, role: AnimatableRole,
                                      time: Double, transaction: Transaction, initialVelocity: Value?) {
        let clean = value.sanitized(name: name, node: self)
        guard slot.animator.model != clean else { return }
        guard let animation = transaction.effectiveAnimation else {
            slot.animator.snap(to: clean)
            return
        }
        let velocity = initialVelocity ?? (role == .position ? transaction.gestureVelocity(for: Value.self) : nil)
        let end = slot.animator.set(clean, animation: animation, at: time, initialVelocity: velocity)
        host?.animationScheduled(until: end, transaction: transaction, slot: slot)
    }

    /// The presented value of the property `name` at time `t`, or `fallback` if it has none.
    func presented<Value: VectorArithmetic>(_ name: String, at t: Double, default fallback: Value) -> Value {
        guard let slot = animatedSlots[name] as? AnimatedSlot<Value> else { return fallback }
        return slot.animator.value(at: t)
    }

    /// The model (target) value of the property `name`.
    func model<Value: VectorArithmetic>(_ name: String, default fallback: Value) -> Value {
        (animatedSlots[name] as? AnimatedSlot<Value>)?.animator.model ?? fallback
    }
}

extension VectorArithmetic {
    /// The value with non-finite components replaced by zero (reported once per node and property).
    func sanitized(name: String, node: Node) -> Self {
        if magnitudeSquared.isFinite { return self }
        node.host?.warnOnce("\(node.typeName) at \(node.path): \(name) is not finite (\(self)); using zero")
        return .zero
    }
}

/// A node's animators by property name: a short list searched in order (a node animates a few
/// properties, and comparing short names costs less than hashing them; drawing a frame looks
/// them up for every node).
struct SlotTable {
    private var names: [String] = []
    private var slots: [AnyAnimatedSlot] = []

    var keys: [String] { names }

    subscript(name: String) -> AnyAnimatedSlot? {
        get {
            for i in names.indices where names[i] == name { return slots[i] }
            return nil
        }
        set {
            if let i = names.firstIndex(of: name) {
                if let newValue {
                    slots[i] = newValue
                } else {
                    names.remove(at: i)
                    slots.remove(at: i)
                }
            } else if let newValue {
                names.append(name)
                slots.append(newValue)
            }
        }
    }
}
