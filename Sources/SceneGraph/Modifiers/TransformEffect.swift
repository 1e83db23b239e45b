import Foundation

/// Draws the content through an affine transform given in the view's own coordinates (origin
/// at the view's top-left corner, points), as SwiftUI's `transformEffect` does; layout is
/// unchanged. Not animatable, as in SwiftUI: a new transform is drawn at once.
public struct _TransformEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    public var transform: CGAffineTransform
    public init(transform: CGAffineTransform) { self.transform = transform }
    func update(node: Node, context: UpdateContext) { node.treeState.geometryEffectUpdated() }
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        GeometryEffectValue(local: ProjectionTransform(transform), frame: node.layoutFrame(at: t, presented: presented), isAnimating: false)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let f = node.presentedFrame(at: builder.time)
        let t = CGAffineTransform(translationX: -f.minX, y: -f.minY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: f.minX, y: f.minY))
        builder.withTransform(t, content)
    }
}

extension View {
    /// Draws the view through the affine `transform` in its own coordinates (points, origin at
    /// the view's top-left corner): `CGAffineTransform(rotationAngle:)` turns it about that
    /// corner. Layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _TransformEffect> {
        modifier(_TransformEffect(transform: transform))
    }
}
