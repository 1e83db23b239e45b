/// A container that takes all the space offered and builds its content from that size
/// (SwiftUI's `GeometryReader`). Content is aligned top-leading.
///
/// The content is built after the reader is first placed and rebuilt when its size changes
/// during layout, before the frame is drawn; and, since its closure cannot be compared, whenever
/// the view containing the reader is re-evaluated. It is also rebuilt when the proxy's frames
/// move without layout: a scroll view above scrolls, or a geometry effect above changes
/// (`.offset`, `.scaleEffect`, ...; see ViewTransform.swift). While such an effect animates, or
/// while a scroll view is above, the reader is a scroll observer of the host: at each step of
/// time its frames are measured again and the content rebuilt when they moved, so it sees an
/// animated offset move frame by frame. Readers with no animating effect or scroll view above
/// are not measured at each step; a change of an effect's value reaches them through layout,
/// which places them again after every update.
public struct GeometryReader<Content: View>: View, PrimitiveView, ReevaluatedWithItsParent {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    var readsAbsolutePosition: Bool { true }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        // As in SwiftUI, the content is built once the reader has its size: layout comes before
        // the content's `onAppear`, which sees the laid-out size.
        guard let frame = node[attachment: GeometryFrame.self]?.frame, let host = node.host else { return [] }
        let measured = node.viewTransform(at: host.time)
        let proxy = GeometryProxy(size: frame.size, layoutFrame: frame, transform: measured.transform)
        node[attachment: GeometryFrame.self]?.built = measured.transform
        node[attachment: GeometryFrame.self]?.builtReadsFrames = measured.readsFrames
        node[attachment: GeometryFrame.self]?.builtGeneration = node.treeState.geometryEffectGeneration
        GeometryFrame.observe(node, host: host, followsTime: measured.followsTime)
        let view = host.evaluate(node: node) { content(proxy) }
        return [ChildView(key: .slot(0), view: view)]
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {
        let stored = node[attachment: GeometryFrame.self]
        if stored?.frame != bounds {
            node[attachment: GeometryFrame.self] = GeometryFrame(frame: bounds, built: stored?.built)
            node.invalidate(transaction: node.updateTransaction)
        } else if let stored, let host = node.host,
            stored.builtGeneration != node.treeState.geometryEffectGeneration || stored.builtReadsFrames
        {
            // Placed where it was: an effect above may still have changed (a new value, or the
            // first frame of an animation, which the reader follows from now on), if an effect
            // was updated since the reader was built, or an effect above reads the frames this
            // layout may have moved. The content is rebuilt with the transaction of the change,
            // this layout's.
            let measured = node.viewTransform(at: context.time)
            if measured.transform != stored.built {
                node.invalidate(transaction: context.transaction)
            } else {
                GeometryFrame.observe(node, host: host, followsTime: measured.followsTime)
            }
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
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
        ZStackLayout().subviewsAlignment(AlignmentGuide(guide), in: bounds, proposal: childProposal(proposal), subviews: subviews, combines: false)
    }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Void
    ) -> CGFloat? {
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
/// content is built with, and the view transform it was last built with.
struct GeometryFrame: NodeAttachment {
    let frame: CGRect
    var built: ViewTransform?
    /// Whether an effect in `built` depends on its node's frame (`GeometryEffectValue.readsFrame`).
    var builtReadsFrames = false
    /// `TreeState.geometryEffectGeneration` when the content was built.
    var builtGeneration = 0

    /// Makes `node` (a reader) a scroll observer of `host` while its frames can change with time
    /// alone, and stops observing once they cannot: at each step of time the observer measures
    /// the reader again and rebuilds it when its transform moved.
    @MainActor
    static func observe(_ node: Node, host: SceneHost, followsTime: Bool) {
        guard followsTime else {
            host.unregisterScrollObserver(node)
            return
        }
        host.registerScrollObserver(node) { node in
            guard let stored = node[attachment: GeometryFrame.self], let host = node.host else { return false }
            let measured = node.viewTransform(at: host.time)
            if measured.transform != stored.built { return true }
            if !measured.followsTime { host.unregisterScrollObserver(node) }
            return false
        }
    }
}
