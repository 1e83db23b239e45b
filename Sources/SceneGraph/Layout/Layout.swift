import Foundation

/// A container's layout, as user code writes one (SwiftUI's `Layout`): it sizes itself for a
/// proposal from its subviews' answers, then places each subview. The framework's own stacks,
/// `ZStack`, frames and padding are layouts of this protocol, laid out by the same machinery.
///
/// `sizeThatFits` may be called several times per pass with different proposals (a parent
/// probing flexibility); `placeSubviews` is called once with the bounds the parent gave and the
/// proposal that produced them. `bounds` are in the parent's coordinate space (points, origin
/// top left) and need not start at zero. Put work shared between the two in the cache: it lives
/// on the container between passes, is made by `makeCache` and refreshed by `updateCache`
/// whenever the container or one of its subviews changed.
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout's kind (a stack gives its axis, which a `Spacer` in it expands along).
    static var layoutProperties: LayoutProperties { get }
    /// The size of the container for `proposal`, in points.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview (`LayoutSubview.place(at:anchor:proposal:)`) inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container prefers around itself in a parent stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's own position of a horizontal alignment guide, or nil for the default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    /// The container's own position of a vertical alignment guide, or nil for the default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// The subviews' explicit values of `guide` (each subview sized for `proposal`), offset by
    /// `bounds.minX` and merged by the guide's rule (SwiftUI's default: the mean for custom
    /// guides; built-in edges and centre are not passed on).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicit(AlignmentGuide(guide), proposal: { _ in proposal }, origin: { _, _ in bounds.minX })
    }
    /// The vertical form of the horizontal default: children's values offset by `bounds.minY`, merged.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicit(AlignmentGuide(guide), proposal: { _ in proposal }, origin: { _, _ in bounds.minY })
    }

    /// Lays `content` out with this layout: `MyLayout { A(); B() }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutRoot<Self, V> {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// Properties of a kind of layout (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges its subviews along (nil for other layouts).
    public var stackOrientation: Axis?
    public init() {}
}

/// A view laid out by a `Layout` value (what `MyLayout { … }` makes).
public struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var layout: L
    public var content: Content
    init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    var stackOrientation: Axis? { (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: layout, subviews: node.layoutChildren, context: context)
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        node.placeSubviews(layout: layout, in: bounds, proposal: node.placementProposal, subviews: node.layoutChildren, context: context)
    }
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing {
        node.spacing(layout: layout, subviews: node.layoutChildren, context: context)
    }
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        node.explicitAlignment(layout: layout, guide, proposal: proposal, size: size, subviews: node.layoutChildren, context: context)
    }
}

/// A framework modifier that lays its content out as a `Layout` (frames, padding, position,
/// fixed size): its content nodes are the layout's subviews, through the same machinery as a
/// user's layout.
protocol LayoutModifier: PrimitiveModifier, Layout where Cache == Void {}

extension LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: self, subviews: content, context: context)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        node.placeSubviews(layout: self, in: bounds, proposal: node.placementProposal, subviews: content, context: context)
    }
}

extension LayoutModifier {
    func explicitAlignment(
        _ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, content: [Node],
        context: LayoutContext
    ) -> CGFloat? {
        guard !content.isEmpty else { return nil }
        return node.explicitAlignment(layout: self, guide, proposal: proposal, size: size, subviews: content, context: context)
    }

    /// The content's explicit value of `guide`, the content being proposed `childProposal` and
    /// placed with its top-leading corner at `origin(size)` (what a unary layout passes on).
    func contentAlignment(
        _ guide: AlignmentGuide, subviews: Subviews, childProposal: ProposedViewSize,
        origin: (CGSize) -> CGPoint
    ) -> CGFloat? {
        subviews.mergedExplicit(guide, combines: false, proposal: { _ in childProposal }) { _, size in
            guide.axis == .horizontal ? origin(size).x : origin(size).y
        }
    }
}
