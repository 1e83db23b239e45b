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
///
/// As in SwiftUI, where a transition is a trait of the views it is written on, the modifier
/// changes neither layout nor drawing: its node is structural, so the views of its content
/// take part in the parent's layout one by one (`Group { a; b }.transition(.scale)` in a
/// `VStack` stacks `a` and `b`), and each of them without a transition of its own runs this one
/// on its own (`Node.transitionUnits`).
public struct _TransitionModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let transition: AnyTransition
    /// Set for the framework's own transitions of a whole view (a presented sheet's card): the
    /// node is laid out as one view, and its transition wins over any written inside it.
    let wholeView: Bool

    init(transition: AnyTransition, wholeView: Bool = false) {
        self.transition = transition
        self.wholeView = wholeView
    }

    var isStructural: Bool { !wholeView }
    func update(node: Node, context: UpdateContext) {
        node[attachment: AttachedTransition.self] = AttachedTransition(transition: transition.resolved, wholeView: wholeView)
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
    /// See `_TransitionModifier.wholeView`.
    var wholeView = false
}

/// The phase a node holding a transition with a body builds that body for
/// (`.identity` when it has none).
struct TransitionPhaseState: NodeAttachment {
    var phase: TransitionPhase
}

/// The transition a node runs while `Node.transitionActive` is set (see `TransitionUnit`).
struct RunningTransition: NodeAttachment {
    enum Side {
        case insertion, removal
        /// Removed without animation while the rest of its removed subtree still leaves: the
        /// node is drawn no more.
        case removed
    }
    var side: Side
    /// The transition, as it was when it began.
    var transition: ResolvedTransition
}

/// One view of an inserted or removed subtree with the transition it runs (SwiftUI applies each
/// view's own transition, so a branch `if show { a.transition(.move(edge: .leading)); b }` slides
/// `a` in and fades `b` in).
struct TransitionUnit {
    /// The node that runs the progress animator and draws the effects: the view itself for a
    /// transition made of built-in ones, the holder for a transition with a body.
    let node: Node
    let transition: ResolvedTransition
    /// The node whose `_TransitionModifier` holds the transition; nil for the default `.opacity`.
    let holder: Node?
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
    /// The views this node stands for when it is inserted or removed, each with the transition it
    /// runs, as SwiftUI applies each view's own transition (`.transition` is a trait of the views
    /// it is written on).
    ///
    /// Structural nodes (a block of views, `if`, `ForEach`, `Group`, a custom view, a
    /// `.transition` modifier) are looked through: each view of theirs that is laid out on its
    /// own (a non-structural node: `Text`, a `VStack`, a modified view) runs a transition of its
    /// own. Its transition is the innermost `.transition` written on it, on the way down to it
    /// or down its own chain of modifiers and single children
    /// (`Text("a").transition(.scale).padding()`, a custom view's body), as the modifier nearest
    /// the view writes a view trait last in SwiftUI; a container's children are inserted with it
    /// and run none (a `VStack`'s). Without one, the default `.opacity`. So a transition on a
    /// `Group` applies to each view of the group that has none of its own, and a transition on a
    /// `VStack` to the stack as one view.
    ///
    /// A transition with a body is run by its holder, once for all the views under it (its
    /// body wraps the holder's whole content).
    var transitionUnits: [TransitionUnit] {
        var units: [TransitionUnit] = []
        collectTransitionUnits(into: &units, above: nil)
        return units
    }

    /// Adds the units of this subtree; `above` holds the innermost transition on the way here.
    private func collectTransitionUnits(into units: inout [TransitionUnit], above: Node?) {
        var above = above
        if isStructural {
            if self[attachment: AttachedTransition.self] != nil { above = self }
            for child in children { child.collectTransitionUnits(into: &units, above: above) }
            return
        }
        let holder = ownTransitionHolder ?? above
        guard let holder, let transition = holder[attachment: AttachedTransition.self]?.transition else {
            units.append(TransitionUnit(node: self, transition: .opacity, holder: nil))
            return
        }
        guard transition.body != nil else {
            units.append(TransitionUnit(node: self, transition: transition, holder: holder))
            return
        }
        // A body wraps the holder's whole content: the holder runs it once.
        if !units.contains(where: { $0.node === holder }) {
            units.append(TransitionUnit(node: holder, transition: transition, holder: holder))
        }
    }

    /// The innermost node holding a transition on this view's own chain: itself, then down
    /// through modifiers (to the modified content) and structural nodes with a single child,
    /// stopping at a view that lays out children of its own (a stack). A transition of the
    /// framework's for a whole view (`AttachedTransition.wholeView`) ends the search.
    private var ownTransitionHolder: Node? {
        var found: Node?
        var current: Node? = self
        while let n = current {
            if let attached = n[attachment: AttachedTransition.self] {
                if attached.wholeView { return n }
                found = n
            }
            // A modifier's content is its first child (backgrounds and overlays come after).
            current = n.primitiveModifier != nil || (n.isStructural && n.children.count == 1) ? n.children.first : nil
        }
        return found
    }

    /// The animation that runs one side of a transition: the transition's own, else the
    /// transaction's; none when the transaction disables animations.
    private static func transitionAnimation(_ side: AnyTransition.Effect, context: UpdateContext) -> Animation? {
        if context.transaction.disablesAnimations { return nil }
        return side.animation ?? context.transaction.animation
    }

    /// Starts the insertion transition of each view of this inserted subtree
    /// (`transitionUnits`): progress 0 → 1 for those whose transition animates (its own
    /// animation or the transaction's); the others appear at once. A transition with a body is
    /// built in `.willAppear` without animation, then in `.identity` with the animation, so that
    /// each property of the body animates from its first value to its second.
    func beginInsertion(context: inout UpdateContext) {
        if context.transaction.disablesAnimations { return }
        for unit in transitionUnits {
            guard let animation = Self.transitionAnimation(unit.transition.insertion, context: context) else { continue }
            let node = unit.node
            node[attachment: RunningTransition.self] = RunningTransition(side: .insertion, transition: unit.transition)
            node.transitionActive = true
            let slot = AnimatedSlot(0.0)
            node.animatedSlots[AnimatableProperty.transition] = slot
            let end = slot.animator.set(1, animation: animation, at: context.time)
            context.host?.animationScheduled(until: end, transaction: context.transaction, slot: slot)
            if unit.transition.body != nil, let holder = unit.holder {
                var snap = Transaction()
                snap.disablesAnimations = true
                holder.buildTransitionBody(.willAppear, transaction: snap, context: &context)
                holder.buildTransitionBody(.identity, transaction: transitionTransaction(animation, context: context), context: &context)
            }
        }
    }

    /// Starts the removal transition of each view of this removed subtree (`transitionUnits`,
    /// progress → 0); returns when the last of them ends, or nil to drop the node at once (none
    /// animates). A view whose transition does not animate while others do is drawn no more. A
    /// transition with a body is built in `.didDisappear` with the animation.
    func beginRemoval(context: inout UpdateContext) -> Double? {
        if context.transaction.disablesAnimations { return nil }
        var last: Double?
        var still: [TransitionUnit] = []
        for unit in transitionUnits {
            guard let animation = Self.transitionAnimation(unit.transition.removal, context: context) else {
                still.append(unit)
                continue
            }
            let node = unit.node
            node[attachment: RunningTransition.self] = RunningTransition(side: .removal, transition: unit.transition)
            node.transitionActive = true
            let slot = node.animatedSlots.slot(.transition, node: node) ?? AnimatedSlot(1.0)
            node.animatedSlots[AnimatableProperty.transition] = slot
            let end = slot.animator.set(0, animation: animation, at: context.time)
            context.host?.animationScheduled(until: end, transaction: context.transaction, slot: slot)
            if unit.transition.body != nil, let holder = unit.holder {
                holder.buildTransitionBody(.didDisappear, transaction: transitionTransaction(animation, context: context), context: &context)
            }
            // The node stays until the transition has stopped moving, not only until it is
            // logically complete (a spring may still be settling).
            let removal = slot.animator.removalTime ?? end
            let unitEnd = removal.isFinite ? removal : context.time + 1
            last = max(last ?? unitEnd, unitEnd)
        }
        guard let last else { return nil }
        for unit in still {
            unit.node[attachment: RunningTransition.self] = RunningTransition(side: .removed, transition: unit.transition)
            unit.node.transitionActive = true
        }
        return last
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
        guard transitionActive, let running = self[attachment: RunningTransition.self] else { return nil }
        if running.side == .removed { return (.identity, 0) }
        guard let slot = animatedSlots.slot(.transition, node: self) else { return nil }
        let inserting = running.side == .insertion
        let progress = slot.animator.value(at: t)
        if !slot.animator.isAnimating(at: t) {
            if inserting && progress >= 1 {
                transitionActive = false // inserted for good; frames are drawn in time order
                return nil
            }
            // Removed, and its transition is over while other views of the removed subtree
            // still leave: it is gone.
            if !inserting { return (.identity, 0) }
        }
        let e = inserting ? running.transition.insertion : running.transition.removal
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
