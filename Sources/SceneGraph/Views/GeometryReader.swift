import Foundation

/// The size and frame of a `GeometryReader`'s space.
public struct GeometryProxy {
    /// The size offered to the reader, in points.
    public let size: CGSize
    let globalFrame: CGRect
    /// The reader's frame in a coordinate space (`.local` starts at zero, `.global` is the canvas).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : globalFrame
    }
    /// Safe-area insets (always zero: scenes have no safe area).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A container that takes all the space offered and builds its content from that size
/// (SwiftUI's `GeometryReader`). Content is aligned top-leading.
///
/// The content is built after the reader is first placed and rebuilt when its size changes
/// during layout, before the frame is drawn; and, since its closure cannot be compared, whenever
/// the view containing the reader is re-evaluated.
public struct GeometryReader<Content: View>: View, PrimitiveView, ReevaluatedWithItsParent {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    var readsAbsolutePosition: Bool { true }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        // As in SwiftUI, the content is built once the reader has its size: layout comes before
        // the content's `onAppear`, which sees the laid-out size.
        guard let frame = node[attachment: GeometryFrame.self]?.frame else { return [] }
        let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
        let view = node.host?.evaluate(node: node) { content(proxy) } ?? content(proxy)
        return [ChildView(key: .slot(0), view: view)]
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        if node[attachment: GeometryFrame.self]?.frame != bounds {
            node[attachment: GeometryFrame.self] = GeometryFrame(frame: bounds)
            node.invalidate(transaction: node.updateTransaction)
        }
        ZStackLayout(alignment: .topLeading).place(node.layoutChildren, in: bounds, context: context)
    }
}

/// Fixes the view at its ideal size along the chosen axes.
public struct _FixedSizeLayout: ViewModifier, LayoutModifier, Equatable {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        ZStackLayout().sizeThatFits(proposal: childProposal(proposal), subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        ZStackLayout().placeSubviews(in: bounds, proposal: childProposal(proposal), subviews: subviews, cache: &cache)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        ZStackLayout().subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        ZStackLayout().subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
}

extension View {
    /// Fixes the view at its ideal size in both dimensions.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> { fixedSize(horizontal: true, vertical: true) }
    /// Fixes the view at its ideal size along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

/// The bounds a `GeometryReader` was last placed in (absolute layout coordinates), which its
/// content is built with.
struct GeometryFrame: NodeAttachment {
    let frame: CGRect
}
