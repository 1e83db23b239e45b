import Foundation

/// Shows a view at one edge of the modified view and makes room for it (SwiftUI's
/// `safeAreaInset(edge:alignment:spacing:content:)`, both the vertical-edge and the
/// horizontal-edge forms).
///
/// Layout, as SwiftUI's (`L` is the length along the edge's axis, height for `.top` and
/// `.bottom`, width for `.leading` and `.trailing`; `s` the spacing):
/// - the inset content is proposed the offered size across the axis and, along it, the offer
///   less `s` less the modified view's minimum length there (its length when offered 0);
/// - the modified view is proposed the offer less the inset content's length and `s` along the
///   axis, and the same across it;
/// - the result is as long as both and `s` together along the axis, as thick as the thicker
///   across it;
/// - the modified view lies against the opposite edge of the frame (a `.bottom` inset: at the
///   top), centred across the axis; the inset content lies against `edge`, with its `alignment`
///   guide on the modified view's same guide (centred on it by default, not on the frame);
/// - the modified view's safe area ends `L + s` from `edge`: a view in it that touches that
///   edge reaches under the inset content with `ignoresSafeArea()`, and a `ScrollView` there
///   extends its frame under the inset content and insets its content by as much, so that the
///   content scrolls under it and, scrolled to the end, stops above it
///   (`ScrollView`'s safe-area extension, ScrollViewSafeArea.swift).
///
/// `spacing` nil is the distance a stack puts between the two views (`ViewSpacing`, 8 points
/// unless a view prefers another). A spacing that is negative, infinite or NaN is ignored with a
/// warning naming it, and the default used. Several insets on one view stack up: each inner
/// one sits inside the room the outer ones leave, and a scroll view extends under all of them.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let inset: Inset
    let edge: Edge
    /// The alignment across the axis: a horizontal guide for `.top` and `.bottom`, a vertical
    /// one for `.leading` and `.trailing`.
    let alignment: AlignmentGuide
    let spacing: CGFloat?

    /// The region the modified view sees (its safe area), kept on the modifier's node so that
    /// its environment does not change at every update.
    struct Region: NodeAttachment { let region: SafeAreaRegion }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The modified view, given this modifier's safe area in its environment (the inset
    /// content keeps the one around the modifier).
    func content(_ content: any View, node: Node) -> any View {
        let region: SafeAreaRegion
        if let kept = node[attachment: Region.self] {
            region = kept.region
        } else {
            region = SafeAreaRegion()
            node[attachment: Region.self] = Region(region: region)
        }
        func inRegion<V: View>(_ view: V) -> any View { view.modifier(_SafeAreaRegionModifier(region: region)) }
        return inRegion(content)
    }

    var extraChildren: [ChildView] { [ChildView(key: .slot(1), view: inset)] }

    /// The inset content's layout nodes (none for an empty one).
    private func insetNodes(_ node: Node) -> [Node] {
        guard node.children.count > 1 else { return [] }
        let child = node.children[1]
        return child.isStructural ? child.layoutChildren : [child]
    }

    private func insetSize(_ nodes: [Node], _ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        nodes.isEmpty ? .zero : ZStackLayout().sizeThatFits(proposal, children: nodes, context: context)
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func along(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.height : p.width }
    private func with(_ p: ProposedViewSize, along value: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: p.width, height: value) : ProposedViewSize(width: value, height: p.height)
    }

    /// The spacing between the modified view and the inset content: the one given, else the
    /// distance a stack would put between them in the order they appear along the axis.
    private func resolvedSpacing(content: [Node], inset: [Node], context: LayoutContext) -> CGFloat {
        if let spacing { return spacing }
        guard let primary = content.first, let secondary = inset.first else { return ViewSpacing.defaultDistance }
        let a = primary.layoutSpacing(context: context), b = secondary.layoutSpacing(context: context)
        return edge == .top || edge == .leading ? b.distance(to: a, along: axis) : a.distance(to: b, along: axis)
    }

    /// The proposals and sizes of the inset content and of the modified view for `proposal`.
    private func measure(_ proposal: ProposedViewSize, content: [Node], inset: [Node], context: LayoutContext)
        -> (spacing: CGFloat, insetProposal: ProposedViewSize, insetSize: CGSize, contentProposal: ProposedViewSize, contentSize: CGSize)
    {
        let s = resolvedSpacing(content: content, inset: inset, context: context)
        // `offered` less `amount`, never below 0; an infinite offer (a flexibility probe) stays
        // infinite, where the subtraction of an infinite length would give NaN.
        func less(_ offered: CGFloat, _ amount: CGFloat) -> CGFloat {
            offered.isInfinite ? offered : max(offered - amount, 0)
        }
        var insetProposal = proposal
        if let offered = along(proposal) {
            let minimum = length(ZStackLayout().sizeThatFits(with(proposal, along: 0), children: content, context: context))
            insetProposal = with(proposal, along: less(less(offered, s), minimum))
        }
        let insetSize = insetSize(inset, insetProposal, context: context)
        let contentProposal = along(proposal).map { with(proposal, along: less($0, length(insetSize) + s)) } ?? proposal
        let contentSize = ZStackLayout().sizeThatFits(contentProposal, children: content, context: context)
        return (s, insetProposal, insetSize, contentProposal, contentSize)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        let m = measure(proposal, content: content, inset: insetNodes(node), context: context)
        switch axis {
        case .vertical:
            return CGSize(width: max(m.insetSize.width, m.contentSize.width), height: m.insetSize.height + m.spacing + m.contentSize.height)
        case .horizontal:
            return CGSize(width: m.insetSize.width + m.spacing + m.contentSize.width, height: max(m.insetSize.height, m.contentSize.height))
        }
    }

    /// Where the modified view and the inset content go in `bounds`, laid out for `proposal`
    /// (the offer along the axis; across it, the bounds' thickness where the offer has none).
    private func arrangement(in bounds: CGRect, proposal: ProposedViewSize, content: [Node], inset: [Node], context: LayoutContext)
        -> (content: CGRect, contentProposal: ProposedViewSize, inset: CGRect, insetProposal: ProposedViewSize, room: CGFloat)
    {
        let offer =
            axis == .vertical
            ? ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height)
            : ProposedViewSize(width: proposal.width, height: proposal.height ?? bounds.height)
        let m = measure(offer, content: content, inset: inset, context: context)
        let c = m.contentSize, i = m.insetSize
        var contentRect: CGRect, insetRect: CGRect
        switch edge {
        case .bottom:
            contentRect = CGRect(x: bounds.midX - c.width / 2, y: bounds.minY, width: c.width, height: c.height)
            insetRect = CGRect(x: 0, y: bounds.maxY - i.height, width: i.width, height: i.height)
        case .top:
            contentRect = CGRect(x: bounds.midX - c.width / 2, y: bounds.maxY - c.height, width: c.width, height: c.height)
            insetRect = CGRect(x: 0, y: bounds.minY, width: i.width, height: i.height)
        case .leading:
            contentRect = CGRect(x: bounds.maxX - c.width, y: bounds.midY - c.height / 2, width: c.width, height: c.height)
            insetRect = CGRect(x: bounds.minX, y: 0, width: i.width, height: i.height)
        case .trailing:
            contentRect = CGRect(x: bounds.minX, y: bounds.midY - c.height / 2, width: c.width, height: c.height)
            insetRect = CGRect(x: bounds.maxX - i.width, y: 0, width: i.width, height: i.height)
        }
        // Across the axis the inset content's guide meets the modified view's.
        let contentGuide = guideValue(of: content, proposal: m.contentProposal, size: c, context: context)
        let insetGuide = guideValue(of: inset, proposal: m.insetProposal, size: i, context: context)
        if axis == .vertical {
            insetRect.origin.x = contentRect.minX + contentGuide - insetGuide
        } else {
            insetRect.origin.y = contentRect.minY + contentGuide - insetGuide
        }
        return (contentRect, m.contentProposal, insetRect, m.insetProposal, length(i) + m.spacing)
    }

    /// The value of the alignment guide across the axis in `nodes` laid out at `size`: their
    /// explicit value (merged as a `ZStack` merges several), else the guide's default.
    private func guideValue(of nodes: [Node], proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat {
        var explicit: CGFloat?
        if nodes.count == 1 {
            explicit = nodes[0].explicitAlignment(alignment, proposal: proposal, size: size, context: context)
        } else if let first = nodes.first {
            explicit = first.explicitAlignment(layout: ZStackLayout(), alignment, proposal: proposal, size: size, subviews: nodes, context: context)
        }
        return explicit ?? alignment.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
    }

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        let inset = insetNodes(node)
        let a = arrangement(in: bounds, proposal: node.placementProposal, content: content, inset: inset, context: context)
        // The modified view's safe area: the frame less the room on `edge`; a view there reaches
        // under the inset content (and as far as the safe area around this modifier lets a view
        // on that edge reach, when the frame lies on that edge).
        var safe = bounds
        switch edge {
        case .top: safe = CGRect(x: bounds.minX, y: bounds.minY + a.room, width: bounds.width, height: max(0, bounds.height - a.room))
        case .bottom: safe.size.height = max(0, bounds.height - a.room)
        case .leading: safe = CGRect(x: bounds.minX + a.room, y: bounds.minY, width: max(0, bounds.width - a.room), height: bounds.height)
        case .trailing: safe.size.width = max(0, bounds.width - a.room)
        }
        let outer = node.environment.safeAreaRegion
        let full = outer.map { $0.extend(bounds, to: $0.full) } ?? bounds
        let scrollable = outer.map { $0.extend(bounds, to: $0.scrollable) } ?? bounds
        if let region = node[attachment: Region.self]?.region {
            region.set(full: full, safe: safe, scrollable: scrollable)
        }
        ZStackLayout().place(content, in: a.content, proposal: a.contentProposal, context: context)
        if !inset.isEmpty {
            let insetAlignment =
                axis == .vertical
                ? Alignment(horizontal: HorizontalAlignment(alignment), vertical: .center)
                : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment))
            ZStackLayout(alignment: insetAlignment).place(inset, in: a.inset, proposal: a.insetProposal, context: context)
        }
    }

    /// The modified view's explicit guides, moved to where it lies in the frame (the inset
    /// content's are not passed on).
    func explicitAlignment(
        _ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat? {
        let a = arrangement(in: CGRect(origin: .zero, size: size), proposal: proposal, content: content, inset: insetNodes(node), context: context)
        guard let value = node.passThroughAlignment(guide, proposal: a.contentProposal, size: a.content.size, content: content, context: context) else {
            return nil
        }
        return value + (guide.axis == .horizontal ? a.content.minX : a.content.minY)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        content(&builder)
        if node.children.count > 1 { node.children[1].draw(into: &builder) }
    }
}

/// Gives the modified view of a `safeAreaInset` its safe area (see `_SafeAreaInsetModifier`).
struct _SafeAreaRegionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let region: SafeAreaRegion
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        e.safeAreaRegion = region
        return e
    }
}

extension View {
    /// Shows `content` above or below this view, which is inset by its height and `spacing` and
    /// sees its safe area end there (see `_SafeAreaInsetModifier`). `alignment` places `content`
    /// across: against this view's leading edge, centre or trailing edge.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom, alignment: AlignmentGuide(alignment),
                spacing: validLength(spacing, "safeAreaInset(edge:alignment:spacing:content:)'s spacing")))
    }

    /// Shows `content` beside this view, which is inset by its width and `spacing` and sees its
    /// safe area end there (see `_SafeAreaInsetModifier`). `alignment` places `content` down
    /// this view: against its top, centre, bottom or a text baseline.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing, alignment: AlignmentGuide(alignment),
                spacing: validLength(spacing, "safeAreaInset(edge:alignment:spacing:content:)'s spacing")))
    }
}
