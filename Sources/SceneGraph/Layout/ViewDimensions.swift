import Foundation

/// A view's size and the positions of its alignment guides, in its own coordinates (SwiftUI's
/// `ViewDimensions`): points from its leading edge for horizontal guides, from its top edge for
/// vertical ones. Handed to `AlignmentID.defaultValue(in:)`, to `.alignmentGuide`'s closure and
/// by `LayoutSubview.dimensions(in:)`; valid during the layout call that made it.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view whose explicit guides these are, sized for `proposal` (nil: no explicit guides).
    unowned(unsafe) let node: Node?
    unowned(unsafe) let context: LayoutContext?
    let proposal: ProposedViewSize

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        node = nil
        context = nil
        proposal = .unspecified
    }

    init(size: CGSize, node: Node? = nil, proposal: ProposedViewSize = .unspecified, context: LayoutContext? = nil) {
        width = size.width
        height = size.height
        self.node = node
        self.context = context
        self.proposal = proposal
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The guide's position: the view's explicit value when it sets one, else the guide's
    /// default (`.leading` 0, `.center` half the width, `.trailing` the width, or a custom
    /// guide's `defaultValue(in:)`).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }
    /// The guide's position: the explicit value when set, else the default (`.top` 0, `.center`
    /// half the height, `.bottom` and the text baselines of a view without text the height).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.id.defaultValue(in: self)
    }
    /// The guide's explicit value: set by `.alignmentGuide`, a text's baselines, or passed on
    /// from the view's children; nil when the view has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(AlignmentGuide(guide)) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(AlignmentGuide(guide)) }

    private func explicitValue(_ guide: AlignmentGuide) -> CGFloat? {
        guard let node, let context else { return nil }
        // Only layout makes dimensions with a node, and layout runs on the main actor.
        let source = node, layoutContext = context
        let proposal = proposal, size = size
        return MainActor.assumeIsolated { source.explicitAlignment(guide, proposal: proposal, size: size, context: layoutContext) }
    }

    /// Equal sizes (guides are not compared).
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.width == b.width && a.height == b.height }
}
