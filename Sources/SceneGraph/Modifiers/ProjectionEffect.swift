import Foundation

/// Draws the content through a projective transform given in the view's own coordinates
/// (origin at the view's top-left corner, points), as SwiftUI's `projectionEffect` does; layout
/// is unchanged. Not animatable: SwiftUI's projection effect has no animatable data, so a new
/// transform is drawn at once.
public struct _ProjectionEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    func update(node: Node, context: UpdateContext) { node.treeState.geometryEffectUpdated() }
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        GeometryEffectValue(local: transform, frame: node.layoutFrame(at: t, presented: presented), isAnimating: false)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        builder.withProjection(transform, frame: node.presentedFrame(at: builder.time), content)
    }
}

extension DisplayListBuilder {
    /// Draws `content` into a layer that the renderer warps through `local`, a projective
    /// transform in the coordinates of a view whose frame is `frame` (origin at its top-left):
    /// the group's projection is `local` carried to canvas coordinates (the inverse of the
    /// current transform, the frame's offset, `local`, then back). An affine `local` needs no
    /// layer and becomes part of the transform. When a corner of the frame would land behind the
    /// eye (w ≤ 0, see `ProjectionTransform.w(at:)`) nothing is drawn: the picture has no place
    /// on the canvas.
    mutating func withProjection(
        _ local: ProjectionTransform, frame: CGRect,
        _ content: (inout DisplayListBuilder) -> Void
    ) {
        let toFrame = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        let fromFrame = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        let inFrame = toFrame.concatenating(local).concatenating(fromFrame)
        if local.isAffine {
            let m = inFrame
            withTransform(CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m31, ty: m.m32), content)
            return
        }
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: frame.width, y: 0),
            CGPoint(x: 0, y: frame.height), CGPoint(x: frame.width, y: frame.height)
        ]
        guard corners.allSatisfy({ local.w(at: $0) > 0 }) else {
            // Still hit-testable where it was laid out, as an invisible view is.
            var scratch = self
            scratch.items.removeAll()
            content(&scratch)
            hitRegions = scratch.hitRegions
            return
        }
        let canvas = ProjectionTransform(transform.inverted()).concatenating(inFrame)
            .concatenating(ProjectionTransform(transform))
        var g = GroupEffects()
        g.projection = canvas
        items.append(.beginGroup(g))
        content(&self)
        items.append(.endGroup)
    }
}

extension View {
    /// Draws the view through `transform`, a projective transform in the view's coordinates
    /// (points, origin at its top-left corner). Layout and hit-testing are unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _ProjectionEffect> {
        modifier(_ProjectionEffect(transform: transform))
    }
}
