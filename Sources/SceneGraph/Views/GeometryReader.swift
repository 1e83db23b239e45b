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
/// The content is rebuilt when the size changes during layout, before the frame is drawn.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    var readsAbsolutePosition: Bool { true }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        let frame = node[attachment: GeometryFrame.self]?.frame ?? .zero
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
public struct _FixedSizeLayout: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        ZStackLayout(alignment: .center).sizeThatFits(childProposal(proposal), children: content, context: context)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        for child in content {
            let s = child.sizeThatFits(childProposal(ProposedViewSize(bounds.size)), context: context)
            child.place(in: CGRect(origin: Alignment.center.origin(of: s, in: bounds), size: s), context: context)
        }
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
