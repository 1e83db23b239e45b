import Foundation

/// Draws the content rotated in three dimensions about an axis through an anchor, projected
/// back onto the view's plane with a perspective (SwiftUI's `rotation3DEffect`). Layout is
/// unchanged; the angle, axis, anchor, anchor depth and perspective all animate.
///
/// The projection, in the view's coordinates (points, origin at its top-left corner, y down,
/// z towards the viewer), with row vectors as Core Animation composes them: move the anchor
/// (anchor.x·width, anchor.y·height, anchorZ) to the origin, rotate by `angle` about `axis`
/// (right-handed, `CATransform3DMakeRotation`), apply a perspective with m34 = −1/d where
/// d = max(width, height) / perspective is the eye's distance in points, and move the anchor
/// back. So a point at x from the anchor on a card turned by θ about y lands at
/// anchor.x + x·cos θ / (1 + x·sin θ / d): its right half recedes and shrinks for θ > 0. The
/// plane's z is then dropped (`ProjectionTransform(_: CATransform3D)`). A perspective of 0 is a
/// parallel projection. Content that would pass behind the eye is not drawn (see
/// `DisplayListBuilder.withProjection`). Hit-testing keeps the laid-out frame.
/// Differs from iOS on purpose: right-to-left layout does not mirror the rotation.
public struct _Rotation3DEffect: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    nonisolated public init(
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) {
        func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        self.angle = angle.radians.isFinite ? angle : .zero
        self.axis = (finite(axis.x, 0), finite(axis.y, 0), finite(axis.z, 0))
        self.anchor = UnitPoint(x: finite(anchor.x, 0.5), y: finite(anchor.y, 0.5))
        self.anchorZ = finite(anchorZ, 0)
        self.perspective = finite(perspective, 1)
    }

    typealias Data = AnimatablePair<
        Double,
        AnimatablePair<
            AnimatablePair<CGFloat, CGFloat>,
            AnimatablePair<CGFloat, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>
        >
    >

    var data: Data {
        Data(
            angle.radians,
            AnimatablePair(
                AnimatablePair(axis.x, axis.y),
                AnimatablePair(
                    axis.z,
                    AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective)))))
    }

    init(data d: Data) {
        let rest = d.second.second.second
        self.init(
            angle: .radians(d.first), axis: (d.second.first.first, d.second.first.second, d.second.second.first),
            anchor: UnitPoint(x: rest.first.first, y: rest.first.second),
            anchorZ: rest.second.first, perspective: rest.second.second)
    }

    /// The projection for a view of `size` points, in the view's coordinates (see the type's
    /// comment for the formula).
    nonisolated public func effectValue(size: CGSize) -> ProjectionTransform {
        let a = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
        let distance = max(size.width, size.height) / perspective
        var eye = CATransform3DIdentity
        eye.m34 = distance != 0 && distance.isFinite ? -1 / distance : 0
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z))
        m = CATransform3DConcat(m, eye)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(a.x, a.y, a.z))
        return ProjectionTransform(m)
    }

    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.animatableData, data, context: context)
        node.treeState.geometryEffectUpdated()
    }

    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        let effect = _Rotation3DEffect(data: node.presented(.animatableData, at: t, default: data))
        let frame = node.layoutFrame(at: t, presented: presented)
        return GeometryEffectValue(
            local: effect.effectValue(size: frame.size), frame: frame,
            isAnimating: node.isAnimating(.animatableData, at: t))
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let presented = _Rotation3DEffect(data: node.presented(.animatableData, at: builder.time, default: data))
        let frame = node.presentedFrame(at: builder.time)
        builder.withProjection(presented.effectValue(size: frame.size), frame: frame, content)
    }
}

extension View {
    /// Draws the view rotated by `angle` about `axis` through `anchor` (a unit point of its
    /// frame) at depth `anchorZ` points, seen with `perspective` (1: the eye at the view's larger
    /// side away; 0: no perspective). See `_Rotation3DEffect` for the projection.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
