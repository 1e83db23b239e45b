import Foundation

/// A scrollable view (SwiftUI's `ScrollView`). Its content is laid out in a stack along the
/// scroll axis with no limit on that axis (proposed nil there, the content's ideal length),
/// shown through the scroll view's frame and clipped to it. Along its scroll axes the scroll
/// view takes the space offered (offered none, it is as long as its content); across them it is
/// as thick as its content (plus its margins), proposed the offered thickness: a horizontal
/// scroll view in a `VStack` is as tall as its row, a vertical one in an `HStack` as wide as its
/// column, as in SwiftUI (a `.frame(maxWidth: .infinity)` on the content makes it fill).
///
/// The content margins in the environment (`contentMargins(_:_:for:)`, placement
/// `.scrollContent` or `.automatic`) inset the content inside the frame: it is proposed the
/// size less the margins across the scroll axes, starts that far from the leading and top
/// edges, and its scrollable extent is its size plus the margins, so that scrolled to the end it
/// stops that far from the trailing and bottom edges. It scrolls under the margins (the clip is
/// the whole frame).
///
/// Scripted drags scroll it as UIKit's scroll views scroll: the content follows the finger,
/// is rubber-banded past an edge (Springs' `rubberband`, c = 0.55, over the viewport's
/// length), and on release decelerates at the rate 0.998 per millisecond with the release
/// velocity, bouncing back from an edge it reaches (see `ScrollDeceleration`). Under
/// `.scrollTargetBehavior(_:)` the behavior moves that resting offset (`.viewAligned` to a view
/// of the `scrollTargetLayout()`, `.paging` to a page, or a behavior of your own) and the
/// content decelerates onto it instead (see `ScrollTargetDeceleration`). Placed in a
/// frame thicker than it chose (by a custom `Layout`), it centres its content across the axis.
/// A `ScrollViewReader`'s proxy and the `scrollPosition` modifiers scroll it programmatically
/// (`ScrollViewState.scroll(to:...)`), at once or with the transaction's animation; the
/// modifiers also read back where the user scrolled it (see ScrollPosition.swift). The
/// `defaultScrollAnchor` modifiers choose its initial offset, how short content aligns and how
/// it follows a change of its content's size; `scrollClipDisabled()` stops the clip to its frame;
/// `onScrollGeometryChange` and `onScrollPhaseChange` observe it at every step of time (see
/// ScrollGeometry.swift). Scroll indicators are not drawn (iOS shows them only while scrolling).
public struct ScrollView<Content: View>: View {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    @State private var scrollState = ScrollViewState()
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.contentMargins) private var contentMargins
    @Environment(\.scrollTargetBehavior) private var targetBehavior

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes.isEmpty ? .vertical : axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        let position = self.scrollState, axes = self.axes, behavior = targetBehavior
        _ScrollViewport(axes: axes, content: content, state: position, margins: contentMargins.insets(for: .scrollContent))
            .contentShape(Rectangle())
            .gesture(
                DragGesture()
                    .onChanged { value in
                        guard isScrollEnabled else { return }
                        position.drag(translation: value.translation, axes: axes, time: value.time.timeIntervalSince(SceneHost.epoch))
                    }
                    .onEnded { value in
                        guard isScrollEnabled else { return }
                        position.release(
                            velocity: value.velocity, axes: axes, time: value.time.timeIntervalSince(SceneHost.epoch),
                            behavior: behavior)
                    }
            )
            .modifier(_ScrollSafeAreaModifier(state: position))
    }
}

/// A scroll view's content offset (UIKit's sense: positive when the content has moved up or
/// left; 0 at rest at the start, the content inside its leading and top `.scrollContent`
/// margins, so `ScrollGeometry.contentOffset` is this less those margins), the sizes it is
/// bounded by, its motion, and what its
/// modifiers ask of it; kept in the scroll view's `@State`. (SwiftUI's public `ScrollPosition`
/// is the iOS 18 value type of ScrollPosition.swift.)
@MainActor
final class ScrollViewState {
    var contentSize = CGSize.zero
    var viewportSize = CGSize.zero
    /// The size the content was last measured in as its container (`containerRelativeFrame`).
    var containerSize = CGSize(width: -1, height: -1)
    /// The offset at rest or under the finger.
    var offset = CGPoint.zero
    /// The offset when the current drag began.
    private var dragStart: CGPoint?
    /// The motion since the last release along each axis (nil at rest or under the finger).
    private var motionX: (any ScrollMotion)?
    private var motionY: (any ScrollMotion)?
    /// The viewport's node (for its environment and the scroll target layout) and its
    /// `.scrollContent` margins with `safeAreaInsets` added, as last placed.
    weak var viewportNode: Node?
    var margins = EdgeInsets()
    /// How far the scroll view's frame reaches under the content of a `safeAreaInset` on each
    /// edge (`_ScrollSafeAreaModifier`): added to its content margins where it is placed.
    var safeAreaInsets = EdgeInsets()
    /// The axes the scroll view scrolls along, as last placed.
    var axes: Axis.Set = .vertical
    /// What the scroll view's modifiers ask of it (`scrollPosition`, `defaultScrollAnchor`,
    /// `onScrollGeometryChange`, `onScrollPhaseChange`), taken from its environment at each
    /// update; and the state that serves them (ScrollPosition.swift, ScrollGeometry.swift).
    var configuration = ScrollConfiguration()
    var positionTracking = ScrollPositionTracking()
    var observation = ScrollObservation()
    /// Whether the content has been placed once (the initial offset is chosen then).
    var hasPlacedContent = false
    /// Whether a drag moved the offset since the last programmatic scroll of a `scrollPosition`
    /// binding: only then is the binding written back as the offset moves.
    var isPositionedByUser = false
    /// The edge a `ScrollPosition` scrolled to (`scrollTo(edge:)`): kept there as the content's
    /// size changes, until the user or another position moves the offset.
    var pinnedEdge: Edge?

    /// The offsets the content may rest at along each axis.
    var rangeX: ClosedRange<Double> { 0...max(0, Double(contentSize.width - viewportSize.width)) }
    var rangeY: ClosedRange<Double> { 0...max(0, Double(contentSize.height - viewportSize.height)) }

    /// The content offset at scene time `t`.
    func offset(at t: Double) -> CGPoint {
        CGPoint(
            x: motionX.map { CGFloat($0.offset(at: t)) } ?? offset.x,
            y: motionY.map { CGFloat($0.offset(at: t)) } ?? offset.y)
    }

    /// Whether a finger is on the content (a drag is under way).
    var isDragging: Bool { dragStart != nil }

    /// What carries the offset at `t`, if a motion has not settled yet: a programmatic scroll's
    /// animation, or the deceleration after a release.
    func activeMotion(at t: Double) -> ScrollMotionKind? {
        for motion in [motionX, motionY] {
            guard let motion, !motion.isSettled(at: t) else { continue }
            return motion is ProgrammaticScroll ? .programmatic : .deceleration
        }
        return nil
    }

    /// Whether nothing moves the offset at `t` (no drag, no unsettled motion).
    func isAtRest(at t: Double) -> Bool { dragStart == nil && activeMotion(at: t) == nil }

    /// Puts the offset at `x` and `y` (nil: that axis as it is) with nothing moving it on those
    /// axes: for a scroll view at rest, whose content changed size or was first placed.
    func moveAtRest(x: CGFloat?, y: CGFloat?) {
        if let x, x.isFinite {
            offset.x = x
            motionX = nil
        }
        if let y, y.isFinite {
            offset.y = y
            motionY = nil
        }
    }

    func drag(translation: CGSize, axes: Axis.Set, time: Double) {
        if dragStart == nil {
            // A drag catches content that is still moving where it is.
            offset = offset(at: time)
            motionX = nil
            motionY = nil
            dragStart = offset
            isPositionedByUser = true
            pinnedEdge = nil
        }
        let start = dragStart ?? .zero
        func banded(_ raw: Double, _ range: ClosedRange<Double>, _ length: CGFloat) -> CGFloat {
            CGFloat(rubberband(value: raw, range: range, interval: max(Double(length), 1)))
        }
        if axes.contains(.horizontal) { offset.x = banded(Double(start.x - translation.width), rangeX, viewportSize.width) }
        if axes.contains(.vertical) { offset.y = banded(Double(start.y - translation.height), rangeY, viewportSize.height) }
    }

    /// Starts the motion after the finger lifts with `velocity` (the finger's, points per
    /// second): the ordinary deceleration, or, when `behavior` moves its resting offset, a
    /// deceleration onto the behavior's target (`ScrollTargetDeceleration`).
    func release(velocity: CGSize, axes: Axis.Set, time: Double, behavior: AnyScrollTargetBehavior? = nil) {
        let began = dragStart ?? offset
        dragStart = nil
        let vx = Double(-velocity.width), vy = Double(-velocity.height)
        let freeX = ScrollDeceleration(startTime: time, startOffset: Double(offset.x), velocity: vx, range: rangeX)
        let freeY = ScrollDeceleration(startTime: time, startOffset: Double(offset.y), velocity: vy, range: rangeY)
        var restX = freeX.restingOffset, restY = freeY.restingOffset
        if let behavior {
            (restX, restY) = target(of: behavior, natural: (restX, restY), began: began, velocity: CGVector(dx: vx, dy: vy), axes: axes)
        }
        if axes.contains(.horizontal) {
            motionX =
                restX == freeX.restingOffset
                ? freeX
                : ScrollTargetDeceleration(startTime: time, startOffset: Double(offset.x), velocity: vx, target: restX)
            offset.x = CGFloat(restX)
        }
        if axes.contains(.vertical) {
            motionY =
                restY == freeY.restingOffset
                ? freeY
                : ScrollTargetDeceleration(startTime: time, startOffset: Double(offset.y), velocity: vy, target: restY)
            offset.y = CGFloat(restY)
        }
    }

    /// Moves the content offset to `target` along `axes` at scene time `time`, clamped to the
    /// scrollable range (`rangeX`, `rangeY`), and returns the offset the content comes to rest at.
    /// With `transaction`'s animation the offset animates there from where it is drawn at `time`
    /// (a spring still carrying an earlier programmatic scroll merges, keeping its velocity;
    /// a deceleration in progress stops); without one it moves at once. Under the finger the
    /// content moves at once and the drag goes on from there.
    @discardableResult
    func scroll(to target: CGPoint, axes: Axis.Set, transaction: Transaction, time: Double, host: SceneHost?) -> CGPoint {
        func clamped(_ v: CGFloat, _ range: ClosedRange<Double>) -> CGFloat {
            v.isFinite ? CGFloat(min(max(Double(v), range.lowerBound), range.upperBound)) : CGFloat(range.lowerBound)
        }
        let current = offset(at: time)
        var goal = current
        if axes.contains(.horizontal) { goal.x = clamped(target.x, rangeX) }
        if axes.contains(.vertical) { goal.y = clamped(target.y, rangeY) }
        if let start = dragStart {
            dragStart = CGPoint(x: start.x + goal.x - current.x, y: start.y + goal.y - current.y)
            offset = goal
            return goal
        }
        guard let animation = transaction.effectiveAnimation, goal != current else {
            if axes.contains(.horizontal) { motionX = nil }
            if axes.contains(.vertical) { motionY = nil }
            offset = goal
            return goal
        }
        // A programmatic scroll still running merges (its presented value is `current`); else
        // the animation starts from the drawn offset, at rest.
        let running = (motionX as? ProgrammaticScroll)?.slot ?? (motionY as? ProgrammaticScroll)?.slot
        let slot = running ?? AnimatedSlot(current)
        let end = slot.animator.set(goal, animation: animation, at: time)
        if axes.contains(.horizontal) { motionX = ProgrammaticScroll(slot: slot, axis: .horizontal) }
        if axes.contains(.vertical) { motionY = ProgrammaticScroll(slot: slot, axis: .vertical) }
        offset = goal
        host?.animationScheduled(until: end, transaction: transaction, slot: slot)
        return goal
    }

    /// The resting offsets `behavior` chooses for a release whose deceleration rests at
    /// `natural`, clamped to the scrollable range (the natural ones where it gives no finite
    /// target).
    private func target(
        of behavior: AnyScrollTargetBehavior, natural: (x: Double, y: Double), began: CGPoint,
        velocity: CGVector, axes: Axis.Set
    ) -> (x: Double, y: Double) {
        let lead = CGPoint(x: margins.leading, y: margins.top)
        func shown(_ o: CGPoint) -> ScrollTarget {
            ScrollTarget(rect: CGRect(origin: CGPoint(x: o.x - lead.x, y: o.y - lead.y), size: viewportSize))
        }
        let content = CGSize(
            width: max(0, contentSize.width - margins.leading - margins.trailing),
            height: max(0, contentSize.height - margins.top - margins.bottom))
        let context = ScrollTargetBehaviorContext(
            originalTarget: shown(began), velocity: velocity, contentSize: content, containerSize: viewportSize, axes: axes,
            environment: viewportNode?.environment ?? EnvironmentValues(), margins: margins, releaseTarget: shown(offset),
            targetFrames: targetFrames())
        var target = shown(CGPoint(x: natural.x, y: natural.y))
        behavior.updateTarget(&target, context: context)
        func resolved(_ v: CGFloat, _ lead: CGFloat, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
            let o = Double(v + lead)
            return o.isFinite ? min(max(o, range.lowerBound), range.upperBound) : fallback
        }
        return (resolved(target.rect.minX, lead.x, rangeX, natural.x), resolved(target.rect.minY, lead.y, rangeY, natural.y))
    }

    /// The frames of the views of the scroll target layout inside this scroll view, in the
    /// content's coordinates (origin at the content's leading top corner inside the margins):
    /// the layout children of the outermost enabled `scrollTargetLayout()`'s container, found
    /// without entering nested scroll views. Empty without one.
    func targetFrames() -> [CGRect] {
        targetNodes().map(contentFrame(of:))
    }

    /// A node's layout frame in the content's coordinates (see `targetFrames`).
    func contentFrame(of node: Node) -> CGRect {
        let origin = viewportNode?.frame.origin ?? .zero
        return node.frame.offsetBy(dx: -origin.x - margins.leading, dy: -origin.y - margins.top)
    }

    /// The views of the scroll target layout (see `targetFrames`), in layout order; without a
    /// `scrollTargetLayout()`, when `orDirectChildren`, the views the scroll view stacks itself
    /// (its content's own views: the rows of a `ForEach` written directly in it).
    func targetNodes(orDirectChildren: Bool = false) -> [Node] {
        guard let viewport = viewportNode else { return [] }
        func find(_ node: Node) -> Node? {
            if let marker = node.primitiveModifier as? _ScrollTargetLayoutModifier, marker.isEnabled { return node }
            if node !== viewport, node.primitive is ScrollViewportView { return nil }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let marked = find(viewport) else {
            return orDirectChildren ? viewport.children.first?.layoutChildren ?? [] : []
        }
        // Down through modifiers and custom views (structural nodes without a primitive) to the
        // layout container; a grouping view (`ForEach`, `Group`) ends the walk, its views taken.
        var container = marked
        while container.primitive == nil || container.primitiveModifier != nil,
            container.children.count == 1, let next = container.children.first,
            !(next.isStructural && next.primitive != nil && next.primitiveModifier == nil)
        {
            container = next
        }
        return container.layoutChildren
    }
}

/// The two kinds of motion of a scroll view's offset (see `ScrollViewState.activeMotion`).
enum ScrollMotionKind { case deceleration, programmatic }

/// A scroll view's motion along one axis while a programmatic scroll animates it: that axis of
/// the scroll's animator (shared by both axes of a scroll view that scrolls along both).
struct ProgrammaticScroll: ScrollMotion {
    let slot: AnimatedSlot<CGPoint>
    let axis: Axis
    func offset(at t: Double) -> Double {
        let p = slot.value(at: t)
        return Double(axis == .horizontal ? p.x : p.y)
    }
    var restingOffset: Double { Double(axis == .horizontal ? slot.model.x : slot.model.y) }
    func isSettled(at t: Double) -> Bool { !slot.isAnimating(at: t) }
}
