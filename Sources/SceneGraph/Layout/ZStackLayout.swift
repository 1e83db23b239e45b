import Foundation

/// Overlapping subviews, aligned (SwiftUI's `ZStackLayout`: what `ZStack` lays out with, and
/// the layout of any view with several children that is not a stack). Every subview is proposed
/// the container's proposal; the container is as large as its largest subview.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            width = max(width, s.width)
            height = max(height, s.height)
        }
        return CGSize(width: width, height: height)
    }

    /// Places each subview at the size it chooses for `proposal` (the one the container was
    /// measured with, so no subview is measured a second time), aligned in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: s, in: bounds), anchor: .topLeading, proposal: proposal)
        }
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
