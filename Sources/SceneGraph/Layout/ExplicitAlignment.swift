import Foundation

// Explicit alignment guides: where a view says one of its guides is, as opposed to the guide's
// default (`AlignmentID.defaultValue(in:)`). Values come from `.alignmentGuide`, from a text's
// baselines, and from containers, which pass on their children's (moved to the container's
// coordinates and merged by the guide's `_combineExplicit`). Unary wrappers (framework
// modifiers, padding, frames, custom views with one body view) pass on every guide of their
// content; containers of several subviews pass on custom guides and text baselines only, so an
// `.alignmentGuide(.leading)` acts in the nearest stack and not beyond, as in SwiftUI.

extension Node {
    /// This node's explicit value of `guide` when it has size `size` for `proposal`, in points
    /// from its own leading or top edge; nil when it sets none. Without any `.alignmentGuide` in
    /// the tree only text baselines can be explicit, so other guides answer nil at once (the
    /// stacks' fast path).
    func explicitAlignment(_ guide: AlignmentGuide, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        guard treeState.usesAlignmentGuides || guide.isTextBaseline else { return nil }
        if let modifier = primitiveModifier {
            return modifier.explicitAlignment(
                guide, node: self, proposal: proposal, size: size, content: contentLayoutChildren,
                context: context)
        }
        if let primitive, !isStructural {
            return primitive.explicitAlignment(guide, node: self, proposal: proposal, size: size, context: context)
        }
        return passThroughAlignment(guide, proposal: proposal, size: size, content: layoutChildren, context: context)
    }

    /// The explicit value of a view laid out as its content centred at the same proposal (a
    /// framework modifier, a custom view): one content view passes every guide on; several
    /// merge as a `ZStack`'s children do.
    func passThroughAlignment(
        _ guide: AlignmentGuide, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat? {
        if content.count == 1 {
            let child = content[0]
            let childSize = child.sizeThatFits(proposal, context: context)
            guard let value = child.explicitAlignment(guide, proposal: proposal, size: childSize, context: context) else { return nil }
            let offset = guide.axis == .horizontal ? (size.width - childSize.width) / 2 : (size.height - childSize.height) / 2
            return value + offset
        }
        guard !content.isEmpty else { return nil }
        return explicitAlignment(layout: ZStackLayout(), guide, proposal: proposal, size: size, subviews: content, context: context)
    }

    /// `layout`'s explicit value of `guide` for this container at `size` (bounds at the origin).
    func explicitAlignment<L: Layout>(
        layout: L, _ guide: AlignmentGuide, proposal: ProposedViewSize, size: CGSize,
        subviews nodes: [Node], context: LayoutContext
    ) -> CGFloat? {
        let subviews = LayoutSubviews(nodes, context: context)
        let bounds = CGRect(origin: .zero, size: size)
        return withLayoutCache(layout, subviews) { cache in
            switch guide.axis {
            case .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(of: VerticalAlignment(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

extension HorizontalAlignment {
    init(_ guide: AlignmentGuide) {
        id = guide.id
        builtin = guide.builtin
    }
}

extension VerticalAlignment {
    init(_ guide: AlignmentGuide) {
        id = guide.id
        builtin = guide.builtin
    }
}

extension LayoutSubviews {
    /// Whether any subview may have an explicit value of `guide` (false lets a layout align by
    /// the guides' defaults, the arithmetic of a tree without `.alignmentGuide`).
    @MainActor
    func mayHaveExplicit(_ guide: AlignmentGuide) -> Bool {
        guard let first = nodes.first else { return false }
        return first.treeState.usesAlignmentGuides || (guide.builtin == nil && guide.isTextBaseline)
    }

    /// `mayHaveExplicit` for a stack's or a `ZStack`'s own alignment, without making guides:
    /// false at once for the built-in edges and centres in a tree without `.alignmentGuide`.
    @MainActor
    func mayHaveExplicit(_ alignment: VerticalAlignment) -> Bool {
        guard let first = nodes.first else { return false }
        return first.treeState.usesAlignmentGuides || (alignment.builtin == nil && AlignmentGuide(alignment).isTextBaseline)
    }
    @MainActor
    func mayHaveExplicit(_ alignment: HorizontalAlignment) -> Bool {
        guard let first = nodes.first else { return false }
        return first.treeState.usesAlignmentGuides
    }

    /// The subviews' explicit values of `guide`, each at the offset along the guide's axis
    /// `origin(i)` gives the subview `i` (from 0), merged by the guide's rule; with `combines`
    /// false (a unary wrapper passing its content's guides on) the first value as it is.
    @MainActor
    func mergedExplicit(
        _ guide: AlignmentGuide, combines: Bool = true, proposal: (Int) -> ProposedViewSize,
        origin: (Int, CGSize) -> CGFloat
    ) -> CGFloat? {
        guard mayHaveExplicit(guide) else { return nil }
        var result: CGFloat?
        var n = 0
        for (i, index) in indices.enumerated() {
            let node = nodes[index]
            let p = proposal(i)
            let size = node.sizeThatFits(p, context: context)
            guard let value = node.explicitAlignment(guide, proposal: p, size: size, context: context) else { continue }
            if !combines { return origin(i, size) + value }
            guide.id._combineExplicit(childValue: origin(i, size) + value, n, into: &result)
            n += 1
        }
        return result
    }
}
