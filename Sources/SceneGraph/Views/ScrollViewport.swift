import Foundation

/// Lays the content out unbounded along the scroll axes, inset by the content margins, clips it
/// to its frame (unless `scrollClipDisabled()`) and draws it moved by the content offset.
struct _ScrollViewport<Content: View>: View, PrimitiveView, ScrollViewportView {
    typealias Body = Never
    let axes: Axis.Set
    let content: Content
    let state: ScrollViewState
    /// The `.scrollContent` content margins (points): the content is laid out inside them, and
    /// its scrollable extent is its size plus them.
    let margins: EdgeInsets

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        if axes == .horizontal {
            return [ChildView(key: .slot(0), view: HStack { content })]
        }
        return [ChildView(key: .slot(1), view: VStack { content })]
    }

    func contentOffset(at t: Double) -> CGPoint { state.offset(at: t) }
    var scrollState: ScrollViewState { state }
    var scrollAxes: Axis.Set { axes }

    /// Takes what the scroll view's modifiers ask of it from the environment; a changed
    /// `scrollPosition` binding value is scrolled to when the viewport is next placed (after
    /// this update's layout, with this update's transaction). Observes the scroll view at every
    /// step of time while a modifier asks for it.
    func update(node: Node, context: UpdateContext) {
        state.configure(from: node.environment, transaction: context.transaction)
        if state.configuration.needsObservation, let host = node.host {
            let state = self.state
            host.registerScrollObserver(node) { node in
                state.observe(node: node)
                return false
            }
        }
    }

    /// The content does not see the modifiers that address this scroll view (a scroll view
    /// nested in the content has its own), and lies in scroll content (`isInScrollContent`).
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = ScrollConfiguration.clearing(environment)
        if !e.isInScrollContent { e.isInScrollContent = true }
        return e
    }

    /// The margins the content is placed inside: the `.scrollContent` margins and the safe
    /// area the scroll view reaches into (nothing when it is measured: it is measured in the
    /// space it is offered, and reaches out only where it is placed).
    private var placedMargins: EdgeInsets {
        let safe = state.safeAreaInsets
        return EdgeInsets(
            top: margins.top + safe.top, leading: margins.leading + safe.leading,
            bottom: margins.bottom + safe.bottom, trailing: margins.trailing + safe.trailing)
    }

    /// The proposal the content gets: nil along the scroll axes, the proposal less the margins
    /// `m` across them.
    private func contentProposal(_ p: ProposedViewSize, _ m: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width.map { max(0, $0 - m.leading - m.trailing) },
            height: axes.contains(.vertical) ? nil : p.height.map { max(0, $0 - m.top - m.bottom) })
    }

    /// Runs `body` with this scroll view as the content's container (`containerRelativeFrame`):
    /// its visible size less the content margins `m`, where the proposal gives one, else the
    /// enclosing container's. When that size changes, the content's cached sizes and placements
    /// (which may depend on it) are dropped first, when the tree has a `containerRelativeFrame`.
    private func asContainer<R>(_ size: CGSize, _ m: EdgeInsets, node: Node, context: LayoutContext, _ body: () -> R) -> R {
        let saved = context.containerSize
        let container = CGSize(
            width: size.width.isFinite ? max(0, size.width - m.leading - m.trailing) : saved.width,
            height: size.height.isFinite ? max(0, size.height - m.top - m.bottom) : saved.height)
        if state.containerSize != container {
            state.containerSize = container
            if node.treeState.usesContainerRelativeFrame {
                for child in node.children {
                    child.forEachNode { n in
                        n.clearSizeCache()
                        n.invalidateLayoutCache()
                        n.needsPlacement = true
                    }
                }
            }
        }
        context.containerSize = container
        defer { context.containerSize = saved }
        return body()
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let visible = CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
        let c = asContainer(visible, margins, node: node, context: context) {
            ZStackLayout(alignment: .center).sizeThatFits(contentProposal(proposal, margins), children: node.layoutChildren, context: context)
        }
        // Along a scroll axis the proposal (the content's length when there is none); across the
        // axes the content's size, as SwiftUI's scroll view hugs its content there.
        func side(_ scrolls: Bool, _ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard scrolls, let proposed, proposed.isFinite else { return content }
            return proposed
        }
        return CGSize(
            width: side(axes.contains(.horizontal), proposal.width, c.width + margins.leading + margins.trailing),
            height: side(axes.contains(.vertical), proposal.height, c.height + margins.top + margins.bottom))
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let m = placedMargins
        asContainer(bounds.size, m, node: node, context: context) { placeContent(node: node, in: bounds, margins: m, context: context) }
    }

    private func placeContent(node: Node, in bounds: CGRect, margins: EdgeInsets, context: LayoutContext) {
        let horizontalMargins = margins.leading + margins.trailing, verticalMargins = margins.top + margins.bottom
        let p = contentProposal(node.placementProposal, margins)
        let previousRange = (x: state.rangeX, y: state.rangeY)
        state.viewportSize = bounds.size
        state.viewportNode = node
        state.margins = margins
        state.axes = axes
        // The rectangle inside the margins: the content starts at its leading and top edges.
        let inner = CGRect(
            x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
            width: max(0, bounds.width - horizontalMargins), height: max(0, bounds.height - verticalMargins))
        let alignment = state.configuration.anchors.alignment
        for child in node.layoutChildren {
            let s = child.sizeThatFits(p, context: context)
            // The scrollable extent: the content and its margins.
            state.contentSize = CGSize(width: s.width + horizontalMargins, height: s.height + verticalMargins)
            // Centred across the axis when narrower; along it at the start, or where the
            // `.alignment` scroll anchor puts content shorter than the visible length.
            func along(_ start: CGFloat, _ room: CGFloat, _ length: CGFloat, _ unit: CGFloat?) -> CGFloat {
                guard let unit, unit.isFinite, length < room else { return start }
                return start + min(max(unit, 0), 1) * (room - length)
            }
            let x =
                axes.contains(.horizontal)
                ? along(inner.minX, inner.width, s.width, alignment?.x)
                : inner.minX + (inner.width - s.width) / 2
            let y =
                axes.contains(.vertical)
                ? along(inner.minY, inner.height, s.height, alignment?.y)
                : inner.minY + (inner.height - s.height) / 2
            child.place(in: CGRect(origin: CGPoint(x: x, y: y), size: s), proposal: p, context: context)
        }
        state.didPlaceContent(previousRange: previousRange, host: node.host)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let o = state.offset(at: builder.time)
        if node.environment.isScrollClipDisabled {
            builder.withTransform(CGAffineTransform(translationX: -o.x, y: -o.y)) { node.drawChildrenInOrder(into: &$0) }
            return
        }
        let frame = node.presentedFrame(at: builder.time)
        var g = GroupEffects()
        g.clip = Path(frame)
        g.clipTransform = builder.transform
        builder.items.append(.beginGroup(g))
        builder.withTransform(CGAffineTransform(translationX: -o.x, y: -o.y)) { node.drawChildrenInOrder(into: &$0) }
        builder.items.append(.endGroup)
    }
}
