import Foundation

/// A fixed-size frame: proposes its size to the content and aligns the content inside.
public struct _FrameLayout: ViewModifier, LayoutModifier, Equatable {
    public typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let child = ZStackLayout(alignment: alignment).sizeThatFits(proposal: childProposal(proposal), subviews: subviews, cache: &cache)
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        ZStackLayout(alignment: alignment, guideMode: .frame).placeSubviews(in: bounds, proposal: childProposal(proposal), subviews: subviews, cache: &cache)
    }
    /// The content's explicit guides where the frame puts it (a frame passes every guide on).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        ZStackLayout(alignment: alignment, guideMode: .frame)
            .subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        ZStackLayout(alignment: alignment, guideMode: .frame)
            .subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
}

/// A flexible frame with minimum, ideal and maximum sizes (SwiftUI's algorithm: the proposal is
/// clamped to [min, max]; the content's size is then clamped the same way).
public struct _FlexFrameLayout: ViewModifier, LayoutModifier, Equatable {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    private func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var childProposal = proposal
        if let w = proposal.width { childProposal.width = clamp(w, minWidth, maxWidth) } else if let iw = idealWidth { childProposal.width = iw }
        if let h = proposal.height { childProposal.height = clamp(h, minHeight, maxHeight) } else if let ih = idealHeight { childProposal.height = ih }
        return childProposal
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let child = ZStackLayout(alignment: alignment).sizeThatFits(proposal: childProposal(proposal), subviews: subviews, cache: &cache)
        // SwiftUI's flexible frame: with a minimum the frame is max(min, min(child, proposal));
        // with a maximum it is min(max, max(child, proposal)); a nil proposal uses the ideal size.
        func dimension(_ proposed: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?, _ c: CGFloat) -> CGFloat {
            let p = proposed ?? ideal ?? c
            var r = c
            if let lo { r = max(lo, min(r, p)) }
            if let hi { r = min(hi, max(r, p)) }
            return r
        }
        // An infinite maximum answers an infinite proposal with infinity, as SwiftUI's frame
        // does: a stack's flexibility probe then sees the frame as infinitely flexible and
        // sizes it after its rigid siblings, which gives it all the space they leave.
        let w = dimension(proposal.width, idealWidth, minWidth, maxWidth, child.width)
        let h = dimension(proposal.height, idealHeight, minHeight, maxHeight, child.height)
        return CGSize(width: w.isNaN ? child.width : w, height: h.isNaN ? child.height : h)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        ZStackLayout(alignment: alignment, guideMode: .frame).placeSubviews(in: bounds, proposal: childProposal(proposal), subviews: subviews, cache: &cache)
    }
    /// The content's explicit guides where the frame puts it (a frame passes every guide on).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        ZStackLayout(alignment: alignment, guideMode: .frame)
            .subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        ZStackLayout(alignment: alignment, guideMode: .frame)
            .subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
}

/// Space around the content.
public struct _PaddingLayout: ViewModifier, LayoutModifier, Equatable {
    public typealias Body = Never
    let insets: EdgeInsets

    /// SwiftUI resets the spacing of a padded edge (`ViewSpacing`).
    var edgesWithoutTextSpacing: Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        return edges
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let h = insets.leading + insets.trailing, v = insets.top + insets.bottom
        return ProposedViewSize(width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) })
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let s = ZStackLayout(guideMode: .ignored).sizeThatFits(proposal: childProposal(proposal), subviews: subviews, cache: &cache)
        return CGSize(width: max(0, s.width + insets.leading + insets.trailing), height: max(0, s.height + insets.top + insets.bottom))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        ZStackLayout(guideMode: .ignored).placeSubviews(in: inner, proposal: childProposal(proposal), subviews: subviews, cache: &cache)
    }
    /// The content's explicit guides, moved by the insets.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        contentAlignment(AlignmentGuide(guide), subviews: subviews, childProposal: childProposal(proposal)) { _ in
            CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        }
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        contentAlignment(AlignmentGuide(guide), subviews: subviews, childProposal: childProposal(proposal)) { _ in
            CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        }
    }
}

/// Places the content's centre at a point of the parent's coordinate space; takes all the space
/// offered and offers all of it to the content.
public struct _PositionLayout: ViewModifier, LayoutModifier, Equatable {
    public typealias Body = Never
    let position: CGPoint
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    /// The content is offered the whole proposal, as SwiftUI offers it, and centred on the point
    /// (relative to the node's own origin: it takes all the space offered).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
        }
    }
    /// The content's explicit guides, its centre being at `position`.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        contentAlignment(AlignmentGuide(guide), subviews: subviews, childProposal: proposal) { size in
            CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
        }
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        contentAlignment(AlignmentGuide(guide), subviews: subviews, childProposal: proposal) { size in
            CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
        }
    }
}

extension View {
    /// A fixed frame; nil dimensions take the content's size. Negative or non-finite sizes are
    /// reported once and treated as nil.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: validLength(width, "frame(width:)"), height: validLength(height, "frame(height:)"), alignment: alignment))
    }

    /// A flexible frame.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(
            _FlexFrameLayout(
                minWidth: validLength(minWidth, "minWidth"), idealWidth: validLength(idealWidth, "idealWidth"),
                maxWidth: validLength(maxWidth, "maxWidth", allowInfinity: true),
                minHeight: validLength(minHeight, "minHeight"), idealHeight: validLength(idealHeight, "idealHeight"),
                maxHeight: validLength(maxHeight, "maxHeight", allowInfinity: true), alignment: alignment))
    }

    /// Padding on the given edges; nil uses the default of 16 points. A negative length is an
    /// outset, as in SwiftUI (the view's frame grows beyond its content); a non-finite length
    /// is reported once and ignored.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        let l: CGFloat
        if let length, !length.isFinite {
            WarningLog.warn("padding must be finite, got \(length); ignoring it")
            l = 0
        } else {
            l = length ?? 16
        }
        return modifier(
            _PaddingLayout(
                insets: EdgeInsets(
                    top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                    bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(
            _PaddingLayout(
                insets: EdgeInsets(
                    top: finite(insets.top), leading: finite(insets.leading),
                    bottom: finite(insets.bottom), trailing: finite(insets.trailing))))
    }

    /// Centres the view at `position` in its parent's coordinates.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}
