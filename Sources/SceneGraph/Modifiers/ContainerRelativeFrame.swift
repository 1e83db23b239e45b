import Foundation

/// Sizes its content relative to the nearest container (SwiftUI's `.containerRelativeFrame`):
/// along each axis of `axes` the frame is `length(container length, axis)`; along the others it
/// takes the proposal, as `.frame(width:height:alignment:)` does for a side it leaves open. The
/// containers here are the scene (without the insets `canvasSafeArea(_:)` gives it) and the
/// nearest `ScrollView` (its visible size less its content margins, as SwiftUI subtracts the
/// insets of a container); SwiftUI also counts a `NavigationStack`, a
/// `TabView` tab and a `List`, whose sizes here are the scene's less their bars, which this
/// modifier does not subtract yet.
public struct _ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func update(node: Node, context: UpdateContext) {
        node.treeState.usesContainerRelativeFrame = true
    }

    /// The fixed frame this modifier is in the container of `context`.
    func frame(in context: LayoutContext) -> _FrameLayout {
        func side(_ axis: Axis, _ container: CGFloat) -> CGFloat? {
            let v = length(container, axis)
            guard v.isFinite, v >= 0 else {
                WarningLog.warn("containerRelativeFrame's length must be ≥ 0 and finite, got \(v); ignoring it")
                return nil
            }
            return v
        }
        let c = context.containerSize
        return _FrameLayout(
            width: axes.contains(.horizontal) ? side(.horizontal, c.width) : nil,
            height: axes.contains(.vertical) ? side(.vertical, c.height) : nil, alignment: alignment)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        node.sizeThatFits(proposal, layout: frame(in: context), subviews: content, context: context)
    }

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        node.placeSubviews(layout: frame(in: context), in: bounds, proposal: node.placementProposal, subviews: content, context: context)
    }
}

extension View {
    /// Sizes this view to the nearest container along `axes` (the scene, or the visible size of
    /// the nearest `ScrollView` less its content margins), placing it at `alignment` within that
    /// frame; along the other axes it takes the proposal.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrame> {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes this view to `span` of `count` equal parts of the nearest container along `axes`,
    /// with `spacing` points between parts (SwiftUI's formula: a part is
    /// (length − spacing × (count − 1)) / count; the view is part × span + spacing × (span − 1)).
    /// `count` and `span` must be ≥ 1 (a smaller one is taken as 1, with a warning); a span
    /// larger than the count is a view wider than the container, as the formula gives.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _ContainerRelativeFrame> {
        var count = count, span = span
        if count < 1 {
            WarningLog.warn("containerRelativeFrame(count:) must be ≥ 1, got \(count); using 1")
            count = 1
        }
        if span < 1 {
            WarningLog.warn("containerRelativeFrame(span:) must be ≥ 1, got \(span); using 1")
            span = 1
        }
        let gap = validLength(spacing, "containerRelativeFrame(spacing:)") ?? 0
        let (n, s) = (CGFloat(count), CGFloat(span))
        return modifier(
            _ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
                max(0, (length - gap * (n - 1)) / n * s + gap * (s - 1))
            })
    }

    /// Sizes this view along `axes` to what `length` returns for the nearest container's length
    /// on that axis (points) and the axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _ContainerRelativeFrame> {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}
