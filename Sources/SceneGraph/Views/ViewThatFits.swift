import Foundation

/// Shows the first of its children whose ideal size fits the space offered along `axes`, or
/// the last when none does (SwiftUI's `ViewThatFits`). Only the chosen child is placed and
/// drawn; the others keep their nodes and state.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var axes: Axis.Set
    public var content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }

    /// The index of the child shown for `proposal`.
    private func choice(_ p: ProposedViewSize, children: [Node], context: LayoutContext) -> Int {
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
        for (i, child) in children.enumerated() {
            let s = child.sizeThatFits(ideal, context: context)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { s.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { s.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return max(0, children.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let children = node.layoutChildren
        guard !children.isEmpty else { return .zero }
        return children[choice(proposal, children: children, context: context)].sizeThatFits(proposal, context: context)
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let children = node.layoutChildren
        guard !children.isEmpty else { return }
        let chosen = choice(node.placementProposal, children: children, context: context)
        node[attachment: ViewThatFitsChoice.self] = ViewThatFitsChoice(index: chosen)
        ZStackLayout(alignment: .center).place([children[chosen]], in: bounds, proposal: node.placementProposal, context: context)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let children = node.layoutChildren
        let chosen = node[attachment: ViewThatFitsChoice.self]?.index ?? 0
        guard chosen < children.count else { return }
        children[chosen].draw(into: &builder)
    }
}

/// The child a `ViewThatFits` showed at its last placement.
struct ViewThatFitsChoice: NodeAttachment {
    var index: Int
}
