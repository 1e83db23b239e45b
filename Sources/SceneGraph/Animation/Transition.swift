import Foundation

/// How a view enters and leaves (SwiftUI's `AnyTransition`): the modifications that hold in the
/// "active" state (before insertion, after removal). The view animates between the active state
/// and its identity state with the transaction's animation. Without an animation it appears and
/// disappears at once.
///
/// The built-in transitions are draw-time effects (`Effect`: an opacity, a scale about an anchor,
/// an offset, a move by the view's size) interpolated by one progress animator. A type-erased
/// `Transition` (`AnyTransition(_:)`, `modifier(active:identity:)`, `blurReplace`) that is not
/// made of built-in ones is run through its body instead: see `Transition`.
public struct AnyTransition: Sendable, Hashable {
    /// The active state of one side (insertion or removal).
    struct Effect: Sendable, Hashable {
        var opacity: Double = 1
        var scale: CGSize = CGSize(width: 1, height: 1)
        var scaleAnchor: UnitPoint = .center
        /// A fixed offset in points.
        var offset: CGSize = .zero
        /// An offset of one frame size toward this edge.
        var edge: Edge?
        /// The animation attached with `AnyTransition.animation(_:)`: it runs this side of the
        /// transition whatever the transaction's animation, even when the change is not
        /// animated (unless the transaction disables animations). Nil: the transaction's.
        var animation: Animation?

        /// True when the effect changes nothing drawn (its animation aside).
        var isIdentity: Bool {
            opacity == 1 && scale == CGSize(width: 1, height: 1) && offset == .zero && edge == nil
        }

        mutating func combine(_ other: Effect) {
            opacity *= other.opacity
            scale = CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height)
            if other.scale != CGSize(width: 1, height: 1) { scaleAnchor = other.scaleAnchor }
            offset = offset + other.offset
            edge = other.edge ?? edge
            animation = other.animation ?? animation
        }
    }

    var insertion: Effect
    var removal: Effect
    /// A `Transition` with a body, when the transition was made from one; then `insertion` and
    /// `removal` hold only the animations attached to the sides (`animation(_:)`), and the
    /// transition's effects are its body's, unless it turns out to be made of built-in
    /// transitions only (`effectForm`).
    var custom: TransitionBox?

    init(insertion: Effect, removal: Effect) {
        self.insertion = insertion
        self.removal = removal
    }
    init(_ effect: Effect) { self.init(insertion: effect, removal: effect) }

    /// The type-erased `transition` (SwiftUI's `AnyTransition.init(_:)`). A transition made of
    /// built-in ones (`.opacity`, `.move(edge:)`, their combinations, …) runs as the
    /// `AnyTransition` of the same name; any other runs through its body (see `Transition`).
    public init<T: Transition>(_ transition: T) {
        self.init(Effect())
        custom = TransitionBox(transition)
    }

    /// The transition between `active` (in the inserted view's first and the removed view's last
    /// frame) and `identity` (while the view is shown): every animatable property the modifier
    /// sets animates between its two values (SwiftUI's `AnyTransition.modifier(active:identity:)`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(Effect(opacity: 0))
    /// No change: the view appears and disappears with the animation's timing only.
    public static let identity = AnyTransition(Effect())
    /// Scales from (nearly) nothing: 10⁻⁵, SwiftUI's factor, which keeps the transform invertible.
    public static let scale = AnyTransition(Effect(scale: CGSize(width: 1e-5, height: 1e-5)))
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(Effect(scale: CGSize(width: scale, height: scale), scaleAnchor: anchor))
    }
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(Effect(edge: edge)) }
    /// Inserts from the leading edge, removes toward the trailing edge.
    public static let slide = AnyTransition(insertion: Effect(edge: .leading), removal: Effect(edge: .trailing))
    /// Moves by a fixed offset in points.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(Effect(offset: offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    /// Inserts from `edge` and removes toward the opposite edge, fading, as a navigation push.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: Effect(opacity: 0, edge: edge), removal: Effect(opacity: 0, edge: edge.opposite))
    }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        guard insertion.custom == nil, removal.custom == nil else {
            return AnyTransition(_AnyTransitionPair(first: insertion, second: removal, asymmetric: true))
        }
        return AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once (`other`'s modifiers around this one's).
    public func combined(with other: AnyTransition) -> AnyTransition {
        guard custom == nil, other.custom == nil else {
            return AnyTransition(_AnyTransitionPair(first: self, second: other, asymmetric: false))
        }
        var t = self
        t.insertion.combine(other.insertion)
        t.removal.combine(other.removal)
        return t
    }
    /// This transition with its own animation, used for it instead of the transaction's, and
    /// also when the insertion or removal happens without an animation (SwiftUI's behaviour).
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.insertion.animation = animation
        t.removal.animation = animation
        return t
    }
}

/// Attaches a transition to the content.
/// A transition with a body (see `Transition`) wraps the content in that body, built for the
/// node's `TransitionPhaseState`.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let transition: AnyTransition
    func update(node: Node, context: UpdateContext) {
        node[attachment: AttachedTransition.self] = AttachedTransition(transition: transition.resolved)
    }
    func content(_ content: any View, node: Node) -> any View {
        guard let body = node[attachment: AttachedTransition.self]?.transition.body else { return content }
        let phase = node[attachment: TransitionPhaseState.self]?.phase ?? .identity
        return node.host?.evaluate { body.apply(content, phase: phase) } ?? body.apply(content, phase: phase)
    }
}

extension View {
    /// How the view is inserted and removed when the change is animated. (Disfavoured, as in
    /// SwiftUI: `.transition(.opacity)` picks the `Transition` overload, which draws the same.)
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: t))
    }
}

/// The transition a `.transition(_:)` modifier attached to its node, resolved for use.
struct AttachedTransition: NodeAttachment {
    let transition: ResolvedTransition
}

/// The phase a node holding a transition with a body builds that body for
/// (`.identity` when it has none).
struct TransitionPhaseState: NodeAttachment {
    var phase: TransitionPhase
}

/// Which transition a node runs while `Node.transitionActive` is set: its insertion or its removal.
enum TransitionSide: NodeAttachment {
    case insertion, removal
}

/// A removed child kept for its removal transition.
struct RemovingChild {
    let node: Node
    /// Its index among its siblings when it was removed (draw order).
    let index: Int
    /// When the removal transition ends, scene seconds.
    let removalEnd: Double
}

extension Node {
    /// The node holding this node's transition: itself, or the first node down its chain of
    /// single children with one (a transition on a view inside an `if`); nil for none.
    var transitionHolder: Node? {
        var current: Node? = self
        while let n = current {
            if n[attachment: AttachedTransition.self] != nil { return n }
            guard n.children.count == 1 else { break }
            current = n.children.first
        }
        return nil
    }

    /// The transition of this node (`transitionHolder`'s), or the default `.opacity`.
    var transition: ResolvedTransition {
        transitionHolder?[attachment: AttachedTransition.self]?.transition ?? ResolvedTransition.opacity
    }

    /// The animation that runs one side of the node's transition: the transition's own, else the
    /// transaction's; none when the transaction disables animations.
    private func transitionAnimation(_ side: AnyTransition.Effect, context: UpdateContext) -> Animation? {
        if context.transaction.disablesAnimations { return nil }
        return side.animation ?? context.transaction.animation
    }

    /// Starts the insertion transition (progress 0 → 1) if the transaction animates. A transition
    /// with a body is built in `.willAppear` without animation, then in `.identity` with the
    /// animation, so that each property of the body animates from its first value to its second.
    func beginInsertion(context: inout UpdateContext) {
        let transition = self.transition
        guard let animation = transitionAnimation(transition.insertion, context: context) else { return }
        self[attachment: TransitionSide.self] = .insertion
        transitionActive = true
        let slot = AnimatedSlot(0.0)
        animatedSlots[AnimatableProperty.transition] = slot
        let end = slot.animator.set(1, animation: animation, at: context.time)
        context.host?.animationScheduled(until: end, transaction: context.transaction, slot: slot)
        if transition.body != nil, let holder = transitionHolder {
            var snap = Transaction()
            snap.disablesAnimations = true
            holder.buildTransitionBody(.willAppear, transaction: snap, context: &context)
            holder.buildTransitionBody(.identity, transaction: transitionTransaction(animation, context: context), context: &context)
        }
    }

    /// Starts the removal transition (progress → 0); returns its end time, or nil to drop the
    /// node at once. A transition with a body is built in `.didDisappear` with the animation.
    func beginRemoval(context: inout UpdateContext) -> Double? {
        let transition = self.transition
        guard let animation = transitionAnimation(transition.removal, context: context) else { return nil }
        self[attachment: TransitionSide.self] = .removal
        transitionActive = true
        let slot = animatedSlots.slot(.transition, node: self) ?? AnimatedSlot(1.0)
        animatedSlots[AnimatableProperty.transition] = slot
        let end = slot.animator.set(0, animation: animation, at: context.time)
        context.host?.animationScheduled(until: end, transaction: context.transaction, slot: slot)
        if transition.body != nil, let holder = transitionHolder {
            holder.buildTransitionBody(.didDisappear, transaction: transitionTransaction(animation, context: context), context: &context)
        }
        // The node stays until the transition has stopped moving, not only until it is
        // logically complete (a spring may still be settling).
        let removal = slot.animator.removalTime ?? end
        return removal.isFinite ? removal : context.time + 1
    }

    /// The transaction a transition's body animates with: the update's, carrying `animation`.
    private func transitionTransaction(_ animation: Animation, context: UpdateContext) -> Transaction {
        var t = context.transaction
        t.animation = animation
        t.disablesAnimations = false
        return t
    }

    /// Rebuilds this node (a transition's holder) with its transition's body in `phase`, its
    /// properties changing with `transaction`. Nothing inside starts a transition of its own.
    private func buildTransitionBody(_ phase: TransitionPhase, transaction: Transaction, context: inout UpdateContext) {
        self[attachment: TransitionPhaseState.self] = TransitionPhaseState(phase: phase)
        let suppressed = context.suppressTransitions
        context.suppressTransitions = true
        context.transactionStack.append(transaction)
        update(with: view, environment: environment, context: &context)
        context.transactionStack.removeLast()
        context.suppressTransitions = suppressed
    }

    /// The transform and opacity of the transition at time `t`, or nil when none is running.
    func transitionEffect(at t: Double) -> (transform: CGAffineTransform, opacity: Double)? {
        guard transitionActive, let slot = animatedSlots.slot(.transition, node: self),
              let side = self[attachment: TransitionSide.self] else { return nil }
        let inserting = side == .insertion
        let progress = slot.animator.value(at: t)
        if inserting && progress >= 1 && !slot.animator.isAnimating(at: t) {
            transitionActive = false // inserted for good; frames are drawn in time order
            return nil
        }
        let e = inserting ? transition.insertion : transition.removal
        // A transition with a body animates the body's own properties; its effects are empty.
        if e.isIdentity { return nil }
        let k = 1 - progress // 1 = fully in the active state
        let f = presentedFrame(at: t)
        var offset = e.offset
        switch e.edge {
        case .leading?: offset.width -= f.width
        case .trailing?: offset.width += f.width
        case .top?: offset.height -= f.height
        case .bottom?: offset.height += f.height
        case nil: break
        }
        let sx = 1 + (e.scale.width - 1) * CGFloat(k), sy = 1 + (e.scale.height - 1) * CGFloat(k)
        let ax = f.minX + e.scaleAnchor.x * f.width, ay = f.minY + e.scaleAnchor.y * f.height
        let transform = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: ax + offset.width * CGFloat(k), y: ay + offset.height * CGFloat(k)))
        let opacity = 1 + (e.opacity - 1) * k
        return (transform, min(max(opacity, 0), 1))
    }
}
