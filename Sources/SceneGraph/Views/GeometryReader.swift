/// The size and frame of a `GeometryReader`'s space.
public struct GeometryProxy {
    /// The size offered to the reader, in points.
    public let size: CGSize
    /// The reader's frame on the canvas, as drawn: its layout frame moved by the content offsets
    /// of the scroll views around it.
    let globalFrame: CGRect
    /// The origins of the named coordinate spaces around the reader, in the reader's canvas
    /// coordinates' terms: `frame(in: .named(n))` is `globalFrame` moved by minus the origin.
    let namedOrigins: [AnyHashable: CGPoint]
    /// The reader's frame in a coordinate space, in points: `.local` starts at zero, `.global`
    /// is the canvas, `.named(n)` starts at the top-left corner of the nearest ancestor marked
    /// `.coordinateSpace(name: n)` (the canvas when there is none, as in SwiftUI). Scrolling
    /// moves the frame in the spaces outside the scroll view.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = namedOrigins[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
    /// Safe-area insets (always zero: scenes have no safe area).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The proxy of a reader at layout frame `frame` on `node`, at scene time `time`, and the
    /// sum of the scroll offsets above it (nil when no scroll view is above it).
    @MainActor
    static func make(frame: CGRect, node: Node, time: Double) -> (proxy: GeometryProxy, scroll: CGPoint?) {
        var shift = CGPoint.zero, scrolls = false
        var named: [AnyHashable: CGPoint] = [:]
        // Named spaces: their layout origin and the scroll between them and the reader.
        var spaces: [(name: AnyHashable, origin: CGPoint, inner: CGPoint)] = []
        var ancestor = node.parent
        while let a = ancestor {
            if let viewport = a.primitive as? ScrollViewportView {
                let o = viewport.contentOffset(at: time)
                shift.x += o.x
                shift.y += o.y
                scrolls = true
            }
            if let space = a.primitiveModifier as? _CoordinateSpaceModifier, !spaces.contains(where: { $0.name == space.name }) {
                spaces.append((space.name, a.frame.origin, shift))
            }
            ancestor = a.parent
        }
        let global = frame.offsetBy(dx: -shift.x, dy: -shift.y)
        for space in spaces {
            // The space's canvas origin is its layout origin moved by the scroll above it (the
            // total less the scroll between it and the reader).
            named[space.name] = CGPoint(x: space.origin.x - (shift.x - space.inner.x), y: space.origin.y - (shift.y - space.inner.y))
        }
        return (GeometryProxy(size: frame.size, globalFrame: global, namedOrigins: named), scrolls ? shift : nil)
    }
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
        guard let frame = node[attachment: GeometryFrame.self]?.frame, let host = node.host else { return [] }
        let (proxy, scroll) = GeometryProxy.make(frame: frame, node: node, time: host.time)
        if let scroll {
            // Inside a scroll view the proxy's frames move as it scrolls: rebuild when they do.
            host.registerScrollObserver(node) { node in
                guard let frame = node[attachment: GeometryFrame.self]?.frame, let host = node.host else { return false }
                return GeometryProxy.make(frame: frame, node: node, time: host.time).scroll != scroll
            }
        }
        let view = host.evaluate(node: node) { content(proxy) }
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
