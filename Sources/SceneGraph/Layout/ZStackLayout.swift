import Foundation

/// Overlapping subviews, aligned (SwiftUI's `ZStackLayout`: what `ZStack` lays out with, and
/// the layout of any view with several children that is not a stack). Every subview is proposed
/// the container's proposal; the container is as large as its largest subview.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    /// How subviews with explicit guides are placed (the frame modifiers align each subview to
    /// their own bounds; padding ignores guides).
    var guideMode = GuideMode.union
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    init(alignment: Alignment = .center, guideMode: GuideMode) {
        self.alignment = alignment
        self.guideMode = guideMode
    }

    enum GuideMode {
        /// The subviews' guides meet one line per axis; the union of their frames fills the bounds.
        case union
        /// Each subview's guide meets the bounds' own default position of that guide (a frame).
        case frame
        /// Guides are not read: subviews are aligned by their sizes only.
        case ignored
    }

    private func usesGuides(_ subviews: Subviews) -> Bool {
        guideMode != .ignored && (subviews.mayHaveExplicit(alignment.vertical) || subviews.mayHaveExplicit(alignment.horizontal))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if usesGuides(subviews) {
            return alignedExtent(proposal: proposal, subviews: subviews).size
        }
        var width: CGFloat = 0, height: CGFloat = 0
        let context = subviews.context
        for node in subviews.nodes {
            let s = node.sizeThatFits(proposal, context: context)
            width = max(width, s.width)
            height = max(height, s.height)
        }
        return CGSize(width: width, height: height)
    }

    /// Places each subview at the size it chooses for `proposal` (the one the container was
    /// measured with, so no subview is measured a second time), aligned in `bounds`. With
    /// explicit guides, each subview's guide (explicit or default) meets one line per axis,
    /// and the union of the subviews' frames starts at the bounds' top-leading corner (a frame
    /// instead puts the line at its own guide).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        if usesGuides(subviews) {
            let origins = guidedOrigins(in: bounds, proposal: proposal, subviews: subviews)
            for (i, subview) in subviews.enumerated() {
                subview.place(at: origins[i], anchor: .topLeading, proposal: proposal)
            }
            return
        }
        let context = subviews.context
        for node in subviews.nodes {
            let s = node.sizeThatFits(proposal, context: context)
            node.place(in: CGRect(origin: alignment.origin(of: s, in: bounds), size: s), proposal: proposal, context: context)
        }
    }

    /// The container's explicit value of `guide`: its subviews' (at their aligned positions), merged.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: proposal, subviews: subviews, combines: true)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: proposal, subviews: subviews, combines: true)
    }

    /// The subviews' explicit values of `guide` where this layout places them in `bounds`:
    /// merged by the guide's rule, or (`combines` false: a unary wrapper) the first one as it is.
    func subviewsAlignment(
        _ guide: AlignmentGuide, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        combines: Bool
    ) -> CGFloat? {
        guard subviews.mayHaveExplicit(guide) else { return nil }
        let origins: [CGPoint]
        if usesGuides(subviews) {
            origins = guidedOrigins(in: bounds, proposal: proposal, subviews: subviews)
        } else {
            origins = subviews.map { alignment.origin(of: $0.sizeThatFits(proposal), in: bounds) }
        }
        return subviews.mergedExplicit(guide, combines: combines, proposal: { _ in proposal }) { i, _ in
            guide.axis == .horizontal ? origins[i].x : origins[i].y
        }
    }

    /// Where each subview's top-leading corner goes when guides align them.
    private func guidedOrigins(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> [CGPoint] {
        let extent = alignedExtent(proposal: proposal, subviews: subviews)
        let line = guideMode == .frame ? ownGuides(bounds.size) : extent.line
        return extent.guides.map { CGPoint(x: bounds.minX + line.x - $0.x, y: bounds.minY + line.y - $0.y) }
    }

    /// The default positions of the alignment's guides in a box of `size` (where a frame's
    /// own guides are).
    private func ownGuides(_ size: CGSize) -> CGPoint {
        let d = ViewDimensions(width: size.width, height: size.height)
        return CGPoint(
            x: alignment.horizontal.builtin?.offset(size.width, 0) ?? alignment.horizontal.id.defaultValue(in: d),
            y: alignment.vertical.builtin?.offset(size.height, 0) ?? alignment.vertical.id.defaultValue(in: d))
    }

    /// Each subview's alignment guides (x: the horizontal guide, y: the vertical one, explicit
    /// or default), where the guide lines fall from the union's top-leading corner, and the
    /// union's size: along each axis, the largest guide plus the largest distance from a guide
    /// to its subview's far edge.
    private func alignedExtent(proposal: ProposedViewSize, subviews: Subviews) -> (guides: [CGPoint], line: CGPoint, size: CGSize) {
        var guides: [CGPoint] = []
        guides.reserveCapacity(subviews.count)
        var before = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity), after = before
        for subview in subviews {
            let d = subview.dimensions(in: proposal)
            let g = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
            guides.append(g)
            before = CGPoint(x: max(before.x, g.x), y: max(before.y, g.y))
            after = CGPoint(x: max(after.x, d.width - g.x), y: max(after.y, d.height - g.y))
        }
        guard !guides.isEmpty else { return ([], .zero, .zero) }
        return (guides, before, CGSize(width: max(0, before.x + after.x), height: max(0, before.y + after.y)))
    }
}

extension Layout where Cache == Void {
    /// The layout's size for `proposal` with `nodes` as its subviews (for framework views that
    /// lay out some of their children, such as a modifier's content).
    func sizeThatFits(_ proposal: ProposedViewSize, children nodes: [Node], context: LayoutContext) -> CGSize {
        var cache: Void = ()
        return sizeThatFits(proposal: proposal, subviews: LayoutSubviews(nodes, context: context), cache: &cache)
    }

    /// Places `nodes` in `bounds` as the layout's subviews, laid out for `proposal` (by default
    /// the bounds' size).
    func place(_ nodes: [Node], in bounds: CGRect, proposal: ProposedViewSize? = nil, context: LayoutContext) {
        var cache: Void = ()
        placeSubviews(in: bounds, proposal: proposal ?? ProposedViewSize(bounds.size), subviews: LayoutSubviews(nodes, context: context), cache: &cache)
    }
}
