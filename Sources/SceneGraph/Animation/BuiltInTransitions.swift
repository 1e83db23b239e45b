import Foundation

// SwiftUI's built-in `Transition` types (iOS 17). Each has a body, for use inside other
// transitions' bodies (`apply(content:phase:)`, `combined(with:)`); attached with
// `.transition(_:)` or wrapped in an `AnyTransition`, the ones that `AnyTransition`'s draw-time
// effects express exactly run as those effects (`BuiltInTransition.effectForm`), so
// `.transition(.opacity)` draws the same frames whichever overload it resolves to.

/// A built-in transition whose effect `AnyTransition`'s draw-time effects can express, and the
/// animations attached to its parts with `animation(_:)`.
@MainActor
protocol BuiltInTransition {
    /// The transition as draw-time effects (`AnyTransition.Effect`), or nil when a part of it is
    /// a transition with a body of its own (a user's `Transition`, `blurReplace`).
    var effectForm: AnyTransition? { get }
    /// The animation attached to the insertion (`inserting`) or the removal side; nil for the
    /// transaction's.
    func attachedAnimation(inserting: Bool) -> Animation?
}

extension BuiltInTransition {
    func attachedAnimation(inserting: Bool) -> Animation? { nil }
}

@MainActor
func effectForm<T: Transition>(of transition: T) -> AnyTransition? {
    (transition as? BuiltInTransition)?.effectForm
}

@MainActor
func attachedAnimation<T: Transition>(of transition: T, inserting: Bool) -> Animation? {
    (transition as? BuiltInTransition)?.attachedAnimation(inserting: inserting) ?? nil
}

extension Edge {
    /// The move toward this edge by one frame size, in multiples of the frame's width and height
    /// (leading is −x: right-to-left layout does not mirror transitions).
    var unitOffset: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .leading: CGSize(width: -1, height: 0)
        case .bottom: CGSize(width: 0, height: 1)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }

    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

/// Moves the content by `unitOffset` times its own size (width and height, points): the body of
/// the move, slide and push transitions. Layout is unchanged; the offset animates.
struct _MoveTransitionEffect: GeometryEffect {
    var unitOffset: CGSize
    var animatableData: CGSize.AnimatableData {
        get { unitOffset.animatableData }
        set { unitOffset.animatableData = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: unitOffset.width * size.width, y: unitOffset.height * size.height))
    }
}

/// Leaves the view as it is (SwiftUI's `IdentityTransition`): it appears and disappears with the
/// animation's timing only.
public struct IdentityTransition: Transition, BuiltInTransition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var effectForm: AnyTransition? { .identity }
}

/// Fades from transparent in and to transparent out (SwiftUI's `OpacityTransition`).
public struct OpacityTransition: Transition, BuiltInTransition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var effectForm: AnyTransition? { .opacity }
}

/// Scales from and to `scale` around `anchor`, a unit point of the view's frame (SwiftUI's
/// `ScaleTransition`).
public struct ScaleTransition: Transition, BuiltInTransition {
    /// The scale factor in the `.willAppear` and `.didDisappear` phases.
    public var scale: Double
    public var anchor: UnitPoint
    /// `scale` should be finite; a value that is not is taken as 1 (no scaling).
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale.isFinite ? scale : 1
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
    var effectForm: AnyTransition? { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Moves in from and out toward `edge` by the view's own size (SwiftUI's `MoveTransition`).
public struct MoveTransition: Transition, BuiltInTransition {
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_MoveTransitionEffect(unitOffset: phase.isIdentity ? .zero : edge.unitOffset))
    }
    var effectForm: AnyTransition? { .move(edge: edge) }
}

/// Moves in from the leading edge and out toward the trailing edge by the view's own width
/// (SwiftUI's `SlideTransition`).
public struct SlideTransition: Transition, BuiltInTransition {
    nonisolated public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let edge: Edge? =
            switch phase {
            case .willAppear: .leading
            case .identity: nil
            case .didDisappear: .trailing
            }
        return content.modifier(_MoveTransitionEffect(unitOffset: edge?.unitOffset ?? .zero))
    }
    var effectForm: AnyTransition? { .slide }
}

/// Moves in from `edge` and out toward the opposite edge by the view's own size, fading in and
/// out (SwiftUI's `PushTransition`).
public struct PushTransition: Transition, BuiltInTransition {
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let towards: Edge? =
            switch phase {
            case .willAppear: edge
            case .identity: nil
            case .didDisappear: edge.opposite
            }
        return
            content
            .modifier(_MoveTransitionEffect(unitOffset: towards?.unitOffset ?? .zero))
            .opacity(phase.isIdentity ? 1 : 0)
    }
    var effectForm: AnyTransition? { .push(from: edge) }
}

/// Moves in from and out to a fixed offset in points (SwiftUI's `OffsetTransition`).
public struct OffsetTransition: Transition, BuiltInTransition {
    public var offset: CGSize
    /// Non-finite components are taken as 0.
    nonisolated public init(_ offset: CGSize) {
        self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    var effectForm: AnyTransition? { .offset(offset) }
}

/// Fades, blurs and scales the view in and out (SwiftUI's `BlurReplaceTransition`, iOS 17): in
/// `.willAppear` and `.didDisappear` the view is transparent, blurred by 7 points and scaled to
/// 0.9 about its centre — to 1.1 when it is removed with `.upUp`. Apple does not document these
/// numbers; they are iOS 17's.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales while it leaves (SwiftUI's `BlurReplaceTransition.Configuration`).
    public struct Configuration: Hashable, Sendable {
        let scalesUpOnRemoval: Bool
        /// Up while inserted (from 0.9), down while removed (to 0.9).
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Up both ways: from 0.9 while inserted, to 1.1 while removed.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    public var configuration: Configuration
    nonisolated public init(configuration: Configuration) { self.configuration = configuration }

    /// The blur radius of the phases other than identity, points.
    static let blurRadius: CGFloat = 7

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat =
            switch phase {
            case .willAppear: 0.9
            case .identity: 1
            case .didDisappear: configuration.scalesUpOnRemoval ? 1.1 : 0.9
            }
        return
            content
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
            .scaleEffect(scale)
    }
}

/// One transition on insertion and another on removal (SwiftUI's `AsymmetricTransition`): in
/// every phase both bodies are applied, the insertion's in `.willAppear` or `.identity`, the
/// removal's (around it) in `.didDisappear` or `.identity`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, BuiltInTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .didDisappear ? .didDisappear : .identity)
    }
    public static var properties: TransitionProperties { Insertion.properties.union(Removal.properties) }
    var effectForm: AnyTransition? {
        guard let i = SceneGraph.effectForm(of: insertion), let r = SceneGraph.effectForm(of: removal) else { return nil }
        return .asymmetric(insertion: i, removal: r)
    }
    func attachedAnimation(inserting: Bool) -> Animation? {
        inserting ? SceneGraph.attachedAnimation(of: insertion, inserting: true) : SceneGraph.attachedAnimation(of: removal, inserting: false)
    }
}

/// `first` and `second` at once, `second` around `first` (`Transition.combined(with:)`).
struct _CombinedTransition<First: Transition, Second: Transition>: Transition, BuiltInTransition {
    var first: First
    var second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }
    static var properties: TransitionProperties { First.properties.union(Second.properties) }
    var effectForm: AnyTransition? {
        guard let a = SceneGraph.effectForm(of: first), let b = SceneGraph.effectForm(of: second) else { return nil }
        return a.combined(with: b)
    }
    func attachedAnimation(inserting: Bool) -> Animation? {
        SceneGraph.attachedAnimation(of: second, inserting: inserting) ?? SceneGraph.attachedAnimation(of: first, inserting: inserting)
    }
}

/// `base` with its own animation (`Transition.animation(_:)`). Inside another transition's body
/// (`apply(content:phase:)`) the animation does not apply: it is read where the transition is
/// attached.
struct _AnimatedTransition<Base: Transition>: Transition, BuiltInTransition {
    var base: Base
    var animation: Animation?
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }
    static var properties: TransitionProperties { Base.properties }
    var effectForm: AnyTransition? { SceneGraph.effectForm(of: base).map { $0.animation(animation) } }
    func attachedAnimation(inserting: Bool) -> Animation? {
        animation ?? SceneGraph.attachedAnimation(of: base, inserting: inserting)
    }
}

/// The transition between an active and an identity modifier (`AnyTransition.modifier(active:identity:)`):
/// the content with `active` applied in `.willAppear` and `.didDisappear`, with `identity` in
/// `.identity`; the modifier's animatable properties animate between the two.
struct _ModifierTransition<Modifier: ViewModifier> {
    var active: Modifier
    var identity: Modifier
}

// Conformed in an extension so that the type is not main-actor isolated: it is made by the
// nonisolated `AnyTransition.modifier(active:identity:)`.
extension _ModifierTransition: Transition {
    @MainActor
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view unchanged.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales from and to (nearly) nothing: 10⁻⁵, SwiftUI's factor, which keeps the transform
    /// invertible.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// Scales from and to `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out toward `edge` by the view's own size.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out toward the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// In from `edge`, out toward the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// In from and out to `offset` points.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Fades, blurs and scales (see `BlurReplaceTransition`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
