import Foundation

/// A transition as a node runs it: draw-time effects for each side (`AnyTransition.Effect`,
/// interpolated by the node's progress animator), or a body (`Transition`) rebuilt for each
/// phase, whose effects then hold only the sides' attached animations.
struct ResolvedTransition {
    var insertion: AnyTransition.Effect
    var removal: AnyTransition.Effect
    /// The transition whose body wraps the content, if it has one.
    var body: TransitionBox?

    /// The default transition (`.opacity`).
    static let opacity = ResolvedTransition(insertion: AnyTransition.opacity.insertion, removal: AnyTransition.opacity.removal, body: nil)
}

/// A `Transition` value in a box that can sit in the `Sendable` `AnyTransition`.
///
/// `@unchecked Sendable`: the transition (a main-actor type, possibly holding values that are not
/// `Sendable`) is only read on the main actor — its body is built there, and the equality below
/// only compares its stored bytes, as view values are compared (`ViewEquality.swift`).
final class TransitionBox: @unchecked Sendable, Hashable {
    let transition: any Transition
    init<T: Transition>(_ transition: T) { self.transition = transition }

    /// The transition's body for `content` in `phase`.
    @MainActor
    func apply(_ content: any View, phase: TransitionPhase) -> any View {
        func body<T: Transition>(_ t: T) -> any View { t.body(content: PlaceholderContentView<T>(content), phase: phase) }
        return body(transition)
    }

    /// Same type and the same stored values (`==` for an `Equatable` transition; a closure
    /// never compares equal).
    static func == (a: TransitionBox, b: TransitionBox) -> Bool {
        a === b || (type(of: a.transition) == type(of: b.transition) && storedValuesEqual(a.transition, b.transition))
    }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: transition))) }
}

extension AnyTransition {
    /// The transition as draw-time effects, when it is made of built-in transitions only (its
    /// own attached animations win over those inside).
    @MainActor
    var effectForm: AnyTransition? {
        guard let custom else { return self }
        guard var form = (custom.transition as? BuiltInTransition)?.effectForm else { return nil }
        if let a = insertion.animation { form.insertion.animation = a }
        if let a = removal.animation { form.removal.animation = a }
        return form
    }

    /// The animation attached to one side (`animation(_:)` here or on a transition inside).
    @MainActor
    func attachedAnimation(inserting: Bool) -> Animation? {
        if let own = inserting ? insertion.animation : removal.animation { return own }
        guard let custom else { return nil }
        func find<T: Transition>(_ t: T) -> Animation? { SceneGraph.attachedAnimation(of: t, inserting: inserting) }
        return find(custom.transition)
    }

    /// The transition as a node runs it.
    @MainActor
    var resolved: ResolvedTransition {
        if let form = effectForm { return ResolvedTransition(insertion: form.insertion, removal: form.removal, body: nil) }
        return ResolvedTransition(
            insertion: Effect(animation: attachedAnimation(inserting: true)),
            removal: Effect(animation: attachedAnimation(inserting: false)), body: custom)
    }

    /// The transition as a body around `content` in `phase`: its own body, or its effects as
    /// modifiers (a scale about the anchor, then the offset and the move by the view's size, then
    /// the opacity, in the order the draw-time effects apply them). At identity the scale anchor
    /// is the insertion's, so that a scale-in keeps its anchor all the way.
    @MainActor
    func applyBody(_ content: any View, phase: TransitionPhase) -> any View {
        let r = resolved
        if let body = r.body { return body.apply(content, phase: phase) }
        let e: Effect =
            switch phase {
            case .willAppear: r.insertion
            case .identity: Effect(scaleAnchor: r.insertion.scaleAnchor)
            case .didDisappear: r.removal
            }
        return PlaceholderContentView<AnyTransition>(content)
            .scaleEffect(e.scale, anchor: e.scaleAnchor)
            .offset(e.offset)
            .modifier(_MoveTransitionEffect(unitOffset: e.edge?.unitOffset ?? .zero))
            .opacity(e.opacity)
    }
}

/// Two `AnyTransition`s of which one has a body, combined (`second` around `first`) or
/// asymmetric (`first` on insertion, `second` on removal), as a `Transition`.
struct _AnyTransitionPair: Transition, BuiltInTransition {
    let first: AnyTransition
    let second: AnyTransition
    let asymmetric: Bool

    nonisolated init(first: AnyTransition, second: AnyTransition, asymmetric: Bool) {
        self.first = first
        self.second = second
        self.asymmetric = asymmetric
    }

    func body(content: Content, phase: TransitionPhase) -> AnyView {
        let inner = first.applyBody(content, phase: asymmetric && phase == .didDisappear ? .identity : phase)
        let outer = second.applyBody(inner, phase: asymmetric && phase == .willAppear ? .identity : phase)
        func erase<V: View>(_ v: V) -> AnyView { AnyView(v) }
        return erase(outer)
    }

    var effectForm: AnyTransition? {
        guard let a = first.effectForm, let b = second.effectForm else { return nil }
        return asymmetric ? .asymmetric(insertion: a, removal: b) : a.combined(with: b)
    }

    func attachedAnimation(inserting: Bool) -> Animation? {
        if asymmetric { return (inserting ? first : second).attachedAnimation(inserting: inserting) }
        return second.attachedAnimation(inserting: inserting) ?? first.attachedAnimation(inserting: inserting)
    }
}
