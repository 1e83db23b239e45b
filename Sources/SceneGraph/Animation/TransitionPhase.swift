import Foundation

/// The stage of a transition a `Transition`'s body is asked to draw (SwiftUI's
/// `TransitionPhase`, iOS 17).
///
/// An inserted view is first built in `.willAppear` and at once moved to `.identity`; a removed
/// view moves from `.identity` to `.didDisappear`. The animatable properties of the body (opacity,
/// scale, rotation, offset, blur, a `GeometryEffect`'s data, …) animate between the two phases'
/// values with the transaction's animation, as any other property change does. A view removed
/// while it is still coming in moves from where it is towards `.didDisappear`.
@frozen
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the appearance the insertion animates from.
    case willAppear
    /// The view is in the hierarchy: the steady appearance (normally no change at all).
    case identity
    /// The view has been removed: the appearance the removal animates to.
    case didDisappear

    /// True in the `.identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A factor for effects that differ by phase: −1 for `.willAppear`, 0 for `.identity`, 1 for
    /// `.didDisappear` (SwiftUI's values).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition is, beyond its body (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable, Hashable {
    /// Whether the transition moves the view. iOS replaces a transition with motion by a fade
    /// when Reduce Motion is on; scenes here are drawn without Reduce Motion, so this is recorded
    /// only. Default true.
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }

    /// Either one's motion counts (the properties of a combination).
    func union(_ other: TransitionProperties) -> TransitionProperties {
        TransitionProperties(hasMotion: hasMotion || other.hasMotion)
    }
}

/// Stands for the view a `Transition` is applied to inside its body, and for the modified view
/// inside `phaseAnimator`, `keyframeAnimator` and `animation(_:body:)` content (SwiftUI's
/// `PlaceholderContentView`; `Value` names what it stands in for). Lays out and draws as that
/// view.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View
    init(_ content: any View) { self.content = content }
    init(content: any View) { self.content = content }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}

/// The content of a transition written on a list of views is that list, so modifiers in the
/// transition's body apply to each of its views.
extension PlaceholderContentView: ViewList {
    var isViewList: Bool { (content as? any ViewList)?.isViewList ?? false }
}

/// A description of how a view changes when it is inserted and removed (SwiftUI's `Transition`,
/// iOS 17): a body built from the view (`content`) for each `TransitionPhase`.
///
/// Write the body with modifiers whose values depend on the phase, typically
/// `content.opacity(phase.isIdentity ? 1 : 0)`: the view is built in `.willAppear` and animated to
/// `.identity` when it is inserted, and animated from `.identity` to `.didDisappear` when it is
/// removed, property by property, with the animation of the change (or the one attached with
/// `animation(_:)`). Without an animation the view appears and disappears at once. The body should
/// keep the same structure in every phase (no `if` on the phase, no `.id`): a changed structure
/// builds the content afresh, losing its state.
///
/// Differs from iOS: `properties.hasMotion` is recorded but not acted on (no Reduce Motion); the
/// body of a removed view is not laid out again, so a phase that changes layout (a `frame`,
/// `padding`) is drawn at the view's last layout — effects that do not change layout (opacity,
/// scale, rotation, offset, blur, `GeometryEffect`s) animate as on iOS; a view inserted again
/// while it is leaving comes in as a new view (the leaving one finishes its removal), where iOS
/// turns the leaving view back to `.identity`.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    /// The view for `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// The transition's properties (default `TransitionProperties()`).
    static var properties: TransitionProperties { get }
    /// The stand-in for the view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition's body for `content` in `phase`: the transition applied to any view, for
    /// composing transitions inside another's body.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView<Self>(content), phase: phase)
    }

    /// Both transitions at once: `other` is applied around this one (its modifiers outside this
    /// one's), in every phase.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition run by `animation` whatever the transaction's animation, and also when the
    /// insertion or removal is not animated (unless the transaction disables animations), as
    /// `AnyTransition.animation(_:)`. Nil: the transaction's animation.
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }
}

extension View {
    /// How the view is inserted and removed when the change is animated: `t`'s body in
    /// `.willAppear` animating to `.identity`, and from `.identity` to `.didDisappear` (see
    /// `Transition`). The built-in transitions (`.opacity`, `.scale`, `.move(edge:)`, `.slide`,
    /// `.push(from:)`, `.offset`, `.identity` and their combinations) run exactly as the
    /// `AnyTransition` of the same name.
    public func transition<T: Transition>(_ t: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(t)))
    }
}
