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
        node.sizeThatFits(proposal, layout: ZStackLayout(alignment: alignment), subviews: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        node.placeSubviews(
            layout: ZStackLayout(alignment: alignment), in: bounds, proposal: node.placementProposal,
            subviews: node.layoutChildren, context: context)
    }
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        node.explicitAlignment(
            layout: ZStackLayout(alignment: alignment), guide, proposal: proposal, size: size,
            subviews: node.layoutChildren, context: context)
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

/// What `HStack` and `VStack` share: a view of one content, laid out by its stack layout.
protocol StackView: PrimitiveView {
    associatedtype Content: View
    associatedtype StackLayout: AxisStackLayout
    var content: Content { get }
    var layout: StackLayout { get }
}

extension StackView {
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: layout, subviews: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        node.placeSubviews(layout: layout, in: bounds, proposal: node.placementProposal, subviews: node.layoutChildren, context: context)
    }
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        node.explicitAlignment(layout: layout, guide, proposal: proposal, size: size, subviews: node.layoutChildren, context: context)
    }
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing {
        node.spacing(layout: layout, subviews: node.layoutChildren, context: context)
    }
}

/// Arranges its children in a row (SwiftUI's `HStack`), laid out by `HStackLayout`; spacing nil
/// puts 8 points between neighbours and none next to a `Spacer`.
public struct HStack<Content: View>: View, StackView {
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    var layout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
    var stackOrientation: Axis? { .horizontal }
}

/// Arranges its children in a column (SwiftUI's `VStack`), laid out by `VStackLayout`; spacing
/// nil puts 8 points between neighbours and none next to a `Spacer`.
public struct VStack<Content: View>: View, StackView {
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    var layout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
    var stackOrientation: Axis? { .vertical }
}

/// Flexible empty space along the axis of its stack (SwiftUI's `Spacer`).
///
/// In a stack it is as long as it is offered along the stack's axis, never less than
/// `minLength` (nil: 8 points), and has no thickness; outside a stack it takes the offer in both
/// dimensions. A stack sizes its spacers after every other child (their layout priority is −∞,
/// as in SwiftUI) and puts no spacing next to them.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        let m = max(0, minLength.map { $0.isFinite ? $0 : 0 } ?? ViewSpacing.defaultDistance)
        let w = max(proposal.width ?? m, m)
        let h = max(proposal.height ?? m, m)
        switch Spacer.stackAxis(of: node) {
        case .horizontal?: return CGSize(width: w, height: 0)
        case .vertical?: return CGSize(width: 0, height: h)
        case nil: return CGSize(width: w, height: h)
        }
    }
    /// Zero on the edges along its stack's axis (no spacing next to a spacer), no preference
    /// across it, so that a row holding a spacer keeps the default distance to the views above
    /// and below it; zero on every edge outside a stack.
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing {
        switch Spacer.stackAxis(of: node) {
        case .horizontal?: return ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical?: return ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: return .zero
        }
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}
    func draw(node: Node, into builder: inout DisplayListBuilder) {}

    /// The axis of the stack that lays `node` out (its nearest non-structural ancestor), if it is one.
    static func stackAxis(of node: Node) -> Axis? {
        var current = node.parent
        while let n = current {
            if let p = n.primitive, !n.isStructural { return p.stackOrientation }
            current = n.parent
        }
        return nil
    }
}

/// A thin line across its stack's axis (SwiftUI's `Divider`): 1 point, separator grey.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        if Spacer.stackAxis(of: node) == .horizontal { return CGSize(width: 1, height: proposal.height.map { $0.isFinite ? $0 : 0 } ?? 0) }
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0, height: 1)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}
    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        builder.items.append(
            .fill(
                Path(frame), FillStyle(), .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29).resolved),
                transform: builder.transform))
    }
}
