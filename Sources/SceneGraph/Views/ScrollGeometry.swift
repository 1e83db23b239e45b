import Foundation

/// The geometry of a scroll view (SwiftUI's `ScrollGeometry`, iOS 18), as
/// `onScrollGeometryChange(for:of:action:)` and `onScrollPhaseChange` hand it. Points, in the
/// content's coordinates, UIKit's way: the `.scrollContent` content margins are the content
/// insets, so at rest before them the offset is minus the leading and top margins.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the visible region's leading top corner in the
    /// content's coordinates (−`contentInsets.leading`, −`contentInsets.top` at rest at the
    /// start; beyond the ends while rubber-banding).
    public var contentOffset: CGPoint
    /// The size of the content (without the insets).
    public var contentSize: CGSize
    /// The content insets: the scroll view's `.scrollContent` content margins.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view's frame.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content's coordinates the scroll view's frame shows: the content offset
    /// and the container size (this framework's reading of Apple's "computed from the content
    /// offset, content insets and container size").
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// `visibleRect` less the content insets: the part inside the margins.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// What a scroll view is doing (SwiftUI's `ScrollPhase`, iOS 18).
public enum ScrollPhase: Hashable, Sendable {
    /// Not moving.
    case idle
    /// A finger is down but has not moved the content yet. Scripted input begins a drag with its
    /// first move, so a scroll view here goes from `.idle` to `.interacting` directly.
    case tracking
    /// A drag moves the content.
    case interacting
    /// The content moves on after the finger lifted (the deceleration, a bounce back from an
    /// edge, or the motion onto a scroll target).
    case decelerating
    /// Code scrolls the content with an animation (`ScrollViewProxy.scrollTo` or a
    /// `scrollPosition` binding written inside `withAnimation`).
    case animating

    /// Whether the scroll view is scrolling (any phase but `.idle`).
    public var isScrolling: Bool { self != .idle }
}

/// Details of a phase change (SwiftUI's `ScrollPhaseChangeContext`, iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry at the change.
    public var geometry: ScrollGeometry
    /// The velocity of the content offset at the change (points per second) while it
    /// decelerates or animates; nil otherwise.
    public var velocity: CGVector?
}

/// An `onScrollGeometryChange` of a scroll view: evaluates its transform for a geometry,
/// compares the result with the last one (`last`, updated) and gives the action to run when it
/// changed (nil the first time and when equal).
struct ScrollGeometryHandler {
    let evaluate: (ScrollGeometry, inout Any?) -> (() -> Void)?
}

/// An `onScrollPhaseChange` of a scroll view.
struct ScrollPhaseHandler {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

struct ScrollGeometryHandlersKey: EnvironmentKey { static var defaultValue: [ScrollGeometryHandler] { [] } }
struct ScrollPhaseHandlersKey: EnvironmentKey { static var defaultValue: [ScrollPhaseHandler] { [] } }

extension EnvironmentValues {
    var scrollGeometryHandlers: [ScrollGeometryHandler] {
        get { self[ScrollGeometryHandlersKey.self] }
        set { self[ScrollGeometryHandlersKey.self] = newValue }
    }
    var scrollPhaseHandlers: [ScrollPhaseHandler] {
        get { self[ScrollPhaseHandlersKey.self] }
        set { self[ScrollPhaseHandlersKey.self] = newValue }
    }
}

/// What the modifiers above a scroll view ask of it, from its environment.
struct ScrollConfiguration {
    var positionBinding: ScrollPositionBinding?
    var anchors = ScrollAnchors()
    var geometryHandlers: [ScrollGeometryHandler] = []
    var phaseHandlers: [ScrollPhaseHandler] = []

    init() {}

    init(_ environment: EnvironmentValues) {
        positionBinding = environment.scrollPositionBinding
        anchors = environment.scrollAnchors
        geometryHandlers = environment.scrollGeometryHandlers
        phaseHandlers = environment.scrollPhaseHandlers
    }

    /// Whether the scroll view must be looked at every step of time.
    var needsObservation: Bool { positionBinding != nil || !geometryHandlers.isEmpty || !phaseHandlers.isEmpty }

    /// `environment` without what addresses the scroll view itself (for its content). Only set
    /// values are cleared, so that content under no such modifier keeps its environment version
    /// (and unchanged content is skipped in updates).
    static func clearing(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        if e.scrollPositionBinding != nil { e.scrollPositionBinding = nil }
        if e.scrollAnchors != ScrollAnchors() { e.scrollAnchors = ScrollAnchors() }
        if !e.scrollGeometryHandlers.isEmpty { e.scrollGeometryHandlers = [] }
        if !e.scrollPhaseHandlers.isEmpty { e.scrollPhaseHandlers = [] }
        return e
    }
}

/// What a scroll view remembers for its observers: each geometry handler's last value and the
/// last phase reported.
struct ScrollObservation {
    var geometryValues: [Any?] = []
    var phase: ScrollPhase = .idle
}

extension ScrollViewState {
    /// Takes the modifiers' requests from the viewport's environment at an update.
    func configure(from environment: EnvironmentValues, transaction: Transaction) {
        configuration = ScrollConfiguration(environment)
        trackBinding(transaction: transaction)
    }

    /// The geometry at scene time `t` (see `ScrollGeometry`).
    func geometry(at t: Double) -> ScrollGeometry {
        let o = offset(at: t)
        return ScrollGeometry(
            contentOffset: CGPoint(x: o.x - margins.leading, y: o.y - margins.top),
            contentSize: CGSize(
                width: max(0, contentSize.width - margins.leading - margins.trailing),
                height: max(0, contentSize.height - margins.top - margins.bottom)),
            contentInsets: margins, containerSize: viewportSize)
    }

    /// The phase at scene time `t`: `.interacting` under a drag, `.animating` or
    /// `.decelerating` while a programmatic animation or a release's motion has not settled,
    /// else `.idle`.
    func phase(at t: Double) -> ScrollPhase {
        if isDragging { return .interacting }
        switch activeMotion(at: t) {
        case .programmatic: return .animating
        case .deceleration: return .decelerating
        case nil: return .idle
        }
    }

    /// The content offset's velocity at `t` (points per second, by a central difference over
    /// ±1 ms) in the moving phases; nil otherwise.
    func velocity(at t: Double, phase: ScrollPhase) -> CGVector? {
        guard phase == .decelerating || phase == .animating else { return nil }
        let a = offset(at: max(0, t - 0.001)), b = offset(at: t + 0.001)
        let dt = t + 0.001 - max(0, t - 0.001)
        return CGVector(dx: (b.x - a.x) / dt, dy: (b.y - a.y) / dt)
    }

    /// Looks at the scroll view at the host's time (a scroll observer, at every step of time):
    /// runs the geometry handlers whose value changed and the phase handlers when the phase
    /// changed, and writes the `scrollPosition` binding back while the user positions it.
    func observe(node: Node) {
        guard let host = node.host, node.hasBeenPlaced else { return }
        let t = host.time
        var actions: [() -> Void] = []
        let handlers = configuration.geometryHandlers
        if !handlers.isEmpty {
            let geometry = self.geometry(at: t)
            if observation.geometryValues.count != handlers.count {
                observation.geometryValues = Array(repeating: nil, count: handlers.count)
            }
            for i in handlers.indices {
                if let action = handlers[i].evaluate(geometry, &observation.geometryValues[i]) { actions.append(action) }
            }
        }
        let phase = self.phase(at: t)
        if phase != observation.phase {
            let old = observation.phase
            observation.phase = phase
            let context = ScrollPhaseChangeContext(geometry: geometry(at: t), velocity: velocity(at: t, phase: phase))
            for handler in configuration.phaseHandlers { actions.append { handler.action(old, phase, context) } }
        }
        if let write = positionWriteBack(at: t) { actions.append(write) }
        guard !actions.isEmpty else { return }
        host.withScope {
            for action in actions { action() }
        }
    }
}

extension View {
    /// Runs `action` when a value computed from the geometry of the scroll views in this view
    /// changes (SwiftUI's `onScrollGeometryChange(for:of:action:)`, iOS 18). `transform` is
    /// evaluated at every step of time (each frame and each input event) with the scroll view's
    /// `ScrollGeometry`; when its result differs from the last one, `action` runs with the old
    /// and the new value. The first value is taken when the scroll view is first looked at,
    /// without running `action`. A change of the content's size is seen at the next step.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    )
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let handler = ScrollGeometryHandler { geometry, last in
            let new = transform(geometry)
            defer { last = new }
            guard let old = last as? T, old != new else { return nil }
            return { action(old, new) }
        }
        return modifier(_EnvironmentModifier { $0.scrollGeometryHandlers.append(handler) })
    }

    /// Runs `action` with the old and new phase when the scroll phase of the scroll views in
    /// this view changes (SwiftUI's `onScrollPhaseChange(_:)`, iOS 18); see `ScrollPhase`.
    /// Phases are seen at each step of time: a motion that settles between two frames is
    /// reported idle at the later one.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let handler = ScrollPhaseHandler { old, new, _ in action(old, new) }
        return modifier(_EnvironmentModifier { $0.scrollPhaseHandlers.append(handler) })
    }

    /// The same with a `ScrollPhaseChangeContext` (the geometry and velocity at the change).
    public func onScrollPhaseChange(
        _ action:
            @escaping (
                _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                _ context: ScrollPhaseChangeContext
            ) -> Void
    )
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let handler = ScrollPhaseHandler(action: action)
        return modifier(_EnvironmentModifier { $0.scrollPhaseHandlers.append(handler) })
    }
}
