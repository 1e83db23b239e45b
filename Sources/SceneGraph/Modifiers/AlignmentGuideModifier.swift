import Foundation

/// Sets the explicit value of one alignment guide of its content (SwiftUI's
/// `.alignmentGuide(_:computeValue:)`); the content's size and placement are unchanged.
public struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let guide: AlignmentGuide
    let computeValue: (ViewDimensions) -> CGFloat

    func update(node: Node, context: UpdateContext) {
        node.treeState.usesAlignmentGuides = true
    }

    /// `computeValue` of the content's dimensions for its own guide; the content's for others.
    func explicitAlignment(
        _ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat? {
        guard guide == self.guide else {
            return node.passThroughAlignment(guide, proposal: proposal, size: size, content: content, context: context)
        }
        let source = content.count == 1 ? content[0] : node
        let value = computeValue(ViewDimensions(size: size, node: source === node ? nil : source, proposal: proposal, context: context))
        guard value.isFinite else {
            WarningLog.warn("alignmentGuide's computeValue must return a finite value, got \(value); using the guide's default")
            return nil
        }
        return value
    }
}

extension View {
    /// Sets this view's position of the horizontal guide `g` to `computeValue(d)`, in points
    /// from its leading edge, where `d` is the view's dimensions (its size and its other guides).
    /// A stack or frame aligned on `g` then lines this value up with its other children's
    /// (SwiftUI's `alignmentGuide`). A non-finite result is reported once and the guide's
    /// default is used.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentGuideModifier>
    {
        modifier(_AlignmentGuideModifier(guide: AlignmentGuide(g), computeValue: computeValue))
    }

    /// Sets this view's position of the vertical guide `g` to `computeValue(d)`, in points
    /// from its top edge; see the horizontal form.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedContent<Self, _AlignmentGuideModifier>
    {
        modifier(_AlignmentGuideModifier(guide: AlignmentGuide(g), computeValue: computeValue))
    }
}
