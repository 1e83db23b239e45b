import Foundation

/// Where a view with a `scrollTransition` is, relative to the visible region of its scroll
/// view (SwiftUI's `ScrollTransitionPhase`).
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Outside (or entering at) the top edge of a vertical scroll view, the leading edge of a
    /// horizontal one.
    case topLeading
    /// Visible: the transition should change nothing here.
    case identity
    /// Outside (or entering at) the bottom or trailing edge.
    case bottomTrailing

    /// Whether the phase is `.identity`.
    nonisolated public var isIdentity: Bool { self == .identity }

    /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`: a factor for effects
    /// (`content.offset(x: phase.value * 100)`). The transition closure sees only these three
    /// values; in between, the effects it returns for the phases are interpolated.
    nonisolated public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows its view through the visible region of the scroll view
/// (SwiftUI's `ScrollTransitionConfiguration`).
///
/// The measure is the distance d from the centre of the view (length L along the scroll
/// axis, as laid out and scrolled, without the transition's own effects) to the centre of the
/// scroll view's frame (length C): the view is hidden from |d| ≥ (C + L)/2 on, and meets the
/// threshold when |d| is at most the threshold's distance (see `Threshold`).
///
/// - `.interactive` (`.interactive(timingCurve:)`): with u = ((C + L)/2 − |d|) / ((C + L)/2 −
///   threshold distance), clamped to 0 ... 1 (0 just hidden, 1 at the threshold), the drawn
///   effect is the one of `.topLeading` or `.bottomTrailing` (the side the view is on)
///   interpolated towards the one of `.identity` by curve(u), the timing curve applied
///   forwards as the view comes in and backwards as it leaves. Threshold `.visible`: fully
///   visible is identity.
/// - `.animated` (`.animated(_:)`): the phase is `.identity` while the threshold is met, else
///   the side's phase; when it changes, the effect animates to the new phase with the animation
///   (from the scene time the threshold was crossed, found between frames by bisection, so the
///   motion does not depend on the frame rate). Threshold `.visible(0.5)`: half visible.
/// - `.identity`: always the identity effect.
///
/// Apple does not publish the default thresholds; the two above are this framework's reading.
/// `animation(_:)` on an interactive configuration animates the effect towards the scrolled
/// value at every frame, so it lags the scroll (how far depends on the frame rate).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated
    }
    let mode: Mode
    let thresholdValue: Threshold
    let animationValue: Animation?

    nonisolated init(mode: Mode, threshold: Threshold, animation: Animation?) {
        self.mode = mode
        self.thresholdValue = threshold
        self.animationValue = animation
    }

    /// No change of appearance, wherever the view is.
    nonisolated public static let identity = ScrollTransitionConfiguration(mode: .identity, threshold: .visible, animation: nil)
    /// Animates discretely to the new phase with `.default` when the view crosses the threshold.
    nonisolated public static let animated = ScrollTransitionConfiguration.animated()
    /// Animates discretely to the new phase with `animation` when the view crosses the
    /// threshold.
    nonisolated public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated, threshold: .visible(0.5), animation: animation)
    }
    /// Interpolates the effect with the scroll position, eased in and out.
    nonisolated public static let interactive = ScrollTransitionConfiguration.interactive()
    /// Interpolates the effect with the scroll position, paced by `timingCurve` (its time 0 is
    /// the view just hidden, its time 1 the view at the threshold).
    nonisolated public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve), threshold: .visible, animation: nil)
    }
    /// A copy that applies the transition with `animation` (see the type).
    nonisolated public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: mode, threshold: thresholdValue, animation: animation)
    }
    /// A copy whose view counts as visible from `threshold` on.
    nonisolated public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: mode, threshold: threshold, animation: animationValue)
    }

    /// How much of the view must be in the container before it counts as visible (SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`), as a distance from the container's centre to
    /// the view's: `.visible(a)` (a clamped to 0 ... 1) is met at |d| ≤ (C − L·(2a − 1))/2, where
    /// the fraction a of the view's length is inside; `.visible` is `.visible(1)`, `.hidden`
    /// `.visible(0)`, `.centered` is met only at d = 0; `inset(by: x)` moves the distance x
    /// points towards the centre (not past it); `interpolated(towards:amount:)` mixes the two
    /// distances linearly.
    public struct Threshold: Sendable {
        indirect enum Storage: Sendable {
            case visible(Double)
            case centered
            case inset(Storage, Double)
            case mix(Storage, Storage, Double)
        }
        let storage: Storage

        /// The view entirely inside the container.
        nonisolated public static let visible = Threshold(storage: .visible(1))
        /// The view just outside the container.
        nonisolated public static let hidden = Threshold(storage: .visible(0))
        /// The view's centre on the container's.
        nonisolated public static var centered: Threshold { Threshold(storage: .centered) }
        /// The fraction `amount` (0 hidden ... 1 fully visible, clamped) of the view inside.
        nonisolated public static func visible(_ amount: Double) -> Threshold {
            Threshold(storage: .visible(amount.isFinite ? min(max(amount, 0), 1) : 1))
        }
        /// `amount` of the way from this threshold to `other` (0 this one, 1 `other`).
        nonisolated public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(storage: .mix(storage, other.storage, amount.isFinite ? amount : 0))
        }
        /// This threshold moved `distance` points nearer the container's centre (negative:
        /// farther).
        nonisolated public func inset(by distance: Double) -> Threshold {
            Threshold(storage: .inset(storage, distance.isFinite ? distance : 0))
        }

        /// The largest |d| (points) at which a view of `length` in a container of `container`
        /// meets the threshold.
        nonisolated func distance(container: Double, length: Double) -> Double {
            func resolve(_ s: Storage) -> Double {
                switch s {
                case .visible(let a): return (container - length * (2 * a - 1)) / 2
                case .centered: return 0
                case .inset(let base, let x): return max(resolve(base) - x, 0)
                case .mix(let a, let b, let t): return resolve(a) + (resolve(b) - resolve(a)) * t
                }
            }
            return resolve(storage)
        }
    }
}

/// Applies a scroll transition's effect for where the view is in its scroll view (see
/// `ScrollTransitionConfiguration`).
public struct _ScrollTransitionEffect: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    /// The transition's effect at `.topLeading`, `.identity` and `.bottomTrailing`.
    let effects: [_VisualEffectLayers]

    /// The view's place along the container's axis at `t`: its centre's distance from the
    /// container's centre, its length and the container's (points). Nil outside a scroll view.
    func geometry(node: Node, at t: Double) -> (d: Double, length: Double, container: Double)? {
        var ancestor = node.parent
        while let n = ancestor {
            if let viewport = n.primitive as? ScrollViewportView {
                let axis = self.axis ?? (viewport.scrollAxes.contains(.vertical) ? .vertical : .horizontal)
                let c = n.presentedFrame(at: t)
                let o = viewport.contentOffset(at: t)
                let f = node.presentedFrame(at: t).offsetBy(dx: -o.x, dy: -o.y)
                return axis == .horizontal
                    ? (Double(f.midX - c.midX), Double(f.width), Double(c.width))
                    : (Double(f.midY - c.midY), Double(f.height), Double(c.height))
            }
            ancestor = n.parent
        }
        return nil
    }

    /// The configuration of the side the view is on (d < 0: top or leading).
    func configuration(_ d: Double) -> ScrollTransitionConfiguration { d < 0 ? topLeading : bottomTrailing }

    /// The phase position for geometry `g`: 0 identity, −1 fully `.topLeading`, 1 fully
    /// `.bottomTrailing`, between them the interpolation amount towards that phase.
    func position(_ g: (d: Double, length: Double, container: Double)?) -> Double {
        guard let g, g.d.isFinite, g.length.isFinite, g.container.isFinite else { return 0 }
        let config = configuration(g.d)
        let side: Double = g.d < 0 ? -1 : 1
        let distance = abs(g.d)
        let hidden = (g.container + g.length) / 2
        let threshold = config.thresholdValue.distance(container: g.container, length: g.length)
        switch config.mode {
        case .identity:
            return 0
        case .animated:
            return distance <= threshold ? 0 : side
        case .interactive(let curve):
            if distance <= threshold { return 0 }
            if distance >= hidden || hidden <= threshold { return side }
            let u = min(max((hidden - distance) / (hidden - threshold), 0), 1)
            return side * (1 - min(max(curve.value(at: u), 0), 1))
        }
    }

    /// Whether the drawn position comes from an animator kept by the node (a side that animates).
    var animates: Bool {
        func needs(_ c: ScrollTransitionConfiguration) -> Bool {
            if case .animated = c.mode { return true }
            if case .interactive = c.mode, c.animationValue != nil { return true }
            return false
        }
        return needs(topLeading) || needs(bottomTrailing)
    }

    func update(node: Node, context: UpdateContext) {
        guard animates else {
            node[attachment: ScrollTransitionState.self] = nil
            return
        }
        // At every step of time, follow the position with the animator (see `follow`). The
        // observer changes no view, so it never asks for a rebuild.
        node.host?.registerScrollObserver(node) { node in
            (node.primitiveModifier as? _ScrollTransitionEffect)?.follow(node: node)
            return false
        }
    }

    /// Moves the node's animator to the position at the host's time: the first time at once,
    /// later with the side's animation, started when the position changed (between the last
    /// step and this one, by bisection on the scroll offset's motion).
    func follow(node: Node) {
        guard let host = node.host, animates else { return }
        let t = host.time
        let target = position(geometry(node: node, at: t))
        guard let state = node[attachment: ScrollTransitionState.self] else {
            node[attachment: ScrollTransitionState.self] = ScrollTransitionState(slot: AnimatedSlot(target), time: t)
            return
        }
        defer { node[attachment: ScrollTransitionState.self]?.time = t }
        let model = state.slot.model
        guard target != model else { return }
        // The side being entered or left decides the animation.
        let side = target != 0 ? target : model
        let config = configuration(side)
        guard let animation = config.animationValue else {
            state.slot.animator.snap(to: target)
            return
        }
        var start = t
        if case .animated = config.mode, state.time < t {
            var lo = state.time, hi = t
            for _ in 0..<40 {
                let mid = (lo + hi) / 2
                if position(geometry(node: node, at: mid)) == target { hi = mid } else { lo = mid }
            }
            start = hi
        }
        state.slot.animator.set(target, animation: animation, at: start)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let t = builder.time
        let p: Double
        if animates, let state = node[attachment: ScrollTransitionState.self] {
            p = state.slot.value(at: t)
        } else {
            p = position(geometry(node: node, at: t))
        }
        let identity = effects[1]
        let layers = p < 0 ? identity.mixed(with: effects[0], amount: -p) : identity.mixed(with: effects[2], amount: p)
        layers.draw(frame: node.presentedFrame(at: t), into: &builder, content: content)
    }
}

/// The animator of a scroll transition's phase position (see `_ScrollTransitionEffect`) and
/// the scene time it was last brought up to date.
struct ScrollTransitionState: NodeAttachment {
    let slot: AnimatedSlot<Double>
    var time: Double
}

extension View {
    /// Applies `transition`'s effect as the view scrolls into and out of the visible region of
    /// the nearest scroll view around it (SwiftUI's `scrollTransition(_:axis:transition:)`):
    /// the closure is called with each phase, and the effect drawn is the identity phase's, the
    /// side's, or between them as `configuration` says (see `ScrollTransitionConfiguration`).
    /// `axis` is the scroll view's axis to measure along; nil takes the scroll view's (vertical
    /// for one that scrolls both ways). Outside a scroll view the view is drawn in the identity
    /// phase. Layout is unchanged; the phase is measured from the view's laid-out frame.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: (EmptyVisualEffect, ScrollTransitionPhase) -> E
    )
        -> ModifiedContent<Self, _ScrollTransitionEffect>
    {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// The same with one configuration for the top or leading side and one for the bottom or
    /// trailing side (SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`).
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil, transition: (EmptyVisualEffect, ScrollTransitionPhase) -> E
    )
        -> ModifiedContent<Self, _ScrollTransitionEffect>
    {
        let effects = [ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map { transition(EmptyVisualEffect(), $0)._visualEffectLayers }
        return modifier(_ScrollTransitionEffect(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, effects: effects))
    }
}
