import Foundation

/// A modifier that draws its content through a transform that depends on the content's size
/// (SwiftUI's `GeometryEffect`): `effectValue(size:)` gets the view's laid-out size (points) and
/// returns a `ProjectionTransform` in the view's own coordinates (origin at its top-left corner,
/// y down). Apply it with `.modifier(_:)`; layout and hit-testing are unchanged.
///
/// The effect's `animatableData` animates: when it changes under an animation, every frame
/// draws `effectValue(size:)` of a copy of the effect whose `animatableData` is the animator's
/// value at that time (so a shake written as `sin(animatableData · π · n)` oscillates as its
/// data runs from one integer to the next). The transform is drawn in full: an affine one as part
/// of the drawing's transform, one with perspective (m13, m23 ≠ 0 or m33 ≠ 1) by warping the
/// view's layer (see `projectionEffect`), except that nothing is drawn while a corner of the view
/// would pass behind the eye (w ≤ 0). A transform with a component that is not finite draws the
/// content without it, with a warning.
///
/// Differs from iOS: geometry readers inside the content do not see the effect (their frames
/// are the laid-out ones), as with the other draw-time effects here.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size` points, in the view's coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A `ViewModifier` whose `animatableData` animates (SwiftUI's `AnimatableModifier`, kept for
/// older code: any `ViewModifier` that conforms to `Animatable` does the same). While the data
/// animates, the modifier's body is built again every frame with the data's value at that time.
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension GeometryEffect {
    /// The effect, marked as not affecting layout (SwiftUI's `ignoredByLayout()`). Geometry
    /// effects never affect layout here, so it draws as the effect itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// The framework modifier that records and draws this effect on its node.
    var runner: PrimitiveModifier { GeometryEffectRunner(effect: self) }
}

/// `base`, ignored by layout (`GeometryEffect.ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base
    public init(base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// Runs a user's `GeometryEffect` as a framework modifier: records its `animatableData` as the
/// node's animated property, and draws the content through the effect's transform for the
/// presented data and the presented frame's size.
struct GeometryEffectRunner<Effect: GeometryEffect>: PrimitiveModifier {
    let effect: Effect

    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.animatableData, effect.animatableData, context: context)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        var presented = effect
        presented.animatableData = node.presented(.animatableData, at: builder.time, default: effect.animatableData)
        let frame = node.presentedFrame(at: builder.time)
        let m = presented.effectValue(size: frame.size)
        guard [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite) else {
            node.host?.warnOnce("\(Effect.self) at \(node.path): effectValue(size:) is not finite (\(m)); drawn without the effect")
            content(&builder)
            return
        }
        if m.isIdentity { return content(&builder) }
        builder.withProjection(m, frame: frame, content)
    }
}
