import Foundation

/// Overlays its children, aligned (SwiftUI's `ZStack`). Later children are drawn on top.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var alignment: Alignment
    public var content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        ZStackLayout(alignment: alignment).sizeThatFits(proposal, children: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        ZStackLayout(alignment: alignment).place(node.layoutChildren, in: bounds, proposal: node.placementProposal, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder) {
        // zIndex orders siblings; equal indices keep source order.
        let children = node.layoutChildren
        if !node.treeState.usesZIndex || children.allSatisfy({ $0.zIndex == 0 }) {
            node.drawChildrenInOrder(into: &builder)
            return
        }
        let ordered = children.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }
        for (_, child) in ordered { child.draw(into: &builder) }
    }
}

/// Arranges its children in a row (SwiftUI's `HStack`); default spacing 8 points.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    var layout: StackLayout {
        StackLayout(axis: .horizontal, spacing: max(0, spacing ?? 8), alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal, node: node, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        layout.place(node: node, in: bounds, context: context)
    }
}

/// Arranges its children in a column (SwiftUI's `VStack`); default spacing 8 points.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    var layout: StackLayout {
        StackLayout(axis: .vertical, spacing: max(0, spacing ?? 8), alignment: Alignment(horizontal: alignment, vertical: .center))
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        layout.sizeThatFits(proposal, node: node, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        layout.place(node: node, in: bounds, context: context)
    }
}

/// Flexible empty space along the axis of its stack (SwiftUI's `Spacer`).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        // Expands along both proposed dimensions down to its minimum length; in a stack the
        // stack's share decides. Ideal size is the minimum length.
        let m = max(0, minLength ?? 8)
        let w = proposal.width.map { max($0, m) } ?? m
        let h = proposal.height.map { max($0, m) } ?? m
        let axis = node.parent.flatMap { Spacer.stackAxis(of: $0) }
        switch axis {
        case .horizontal?: return CGSize(width: w, height: 0)
        case .vertical?: return CGSize(width: 0, height: h)
        case nil: return CGSize(width: w == m ? 0 : w, height: h == m ? 0 : h)
        }
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}
    func draw(node: Node, into builder: inout DisplayListBuilder) {}

    static func stackAxis(of node: Node) -> StackLayout.Axis? {
        var current: Node? = node
        while let n = current {
            if let p = n.primitive, !n.isStructural {
                if p is any HStackMarker { return .horizontal }
                if p is any VStackMarker { return .vertical }
                return nil
            }
            current = n.parent
        }
        return nil
    }
}

protocol HStackMarker {}
protocol VStackMarker {}
extension HStack: HStackMarker {}
extension VStack: VStackMarker {}

/// A thin line across its stack's axis (SwiftUI's `Divider`): 1 point, separator grey.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let axis = node.parent.flatMap { Spacer.stackAxis(of: $0) }
        if axis == .horizontal { return CGSize(width: 1, height: proposal.height.map { $0.isFinite ? $0 : 0 } ?? 0) }
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0, height: 1)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}
    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        builder.items.append(.fill(Path(frame), FillStyle(), .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29).resolved),
                                   transform: builder.transform))
    }
}
