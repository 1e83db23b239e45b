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
/// Geometry readers and anchors inside the content see the effect (its presented value, frame
/// by frame while it animates), as in SwiftUI, where the effect changes "the coordinate
/// transform to and from" the view's descendants; an effect marked `ignoredByLayout()` is only
/// drawn (see ViewTransform.swift).
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
    /// The same effect, applied only where the view is drawn (SwiftUI's `ignoredByLayout()`):
    /// geometry readers and anchors inside the view do not see it ("only applies the transform
    /// while rendering its view", Apple's documentation). It draws as the effect itself.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// The framework modifier that records and draws this effect on its node.
    var runner: PrimitiveModifier { GeometryEffectRunner(effect: self) }
}

/// `base`, ignored by layout (`GeometryEffect.ignoredByLayout()`): drawn, not seen by
/// geometry readers and anchors inside.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, IgnoredByLayout {
    public var base: Base
    public init(base: Base) { self.base = base }
    /// SwiftUI's spelling.
    public init(_ base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// Marks `_IgnoredByLayoutEffect`: its transform is drawn, and left out of `ViewTransform`.
protocol IgnoredByLayout {}

/// Runs a user's `GeometryEffect` as a framework modifier: records its `animatableData` as the
/// node's animated property, and draws the content through the effect's transform for the
/// presented data and the presented frame's size.
struct GeometryEffectRunner<Effect: GeometryEffect>: PrimitiveModifier {
    let effect: Effect

    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.animatableData, effect.animatableData, context: context)
        if !(effect is IgnoredByLayout) { node.treeState.geometryEffectUpdated() }
    }

    /// The effect's transform for its presented data, as drawn; nil for an effect marked
    /// `ignoredByLayout()`. A transform that is not finite counts as none (it is drawn without
    /// it too).
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        if effect is IgnoredByLayout { return nil }
        var current = effect
        current.animatableData = node.presented(.animatableData, at: t, default: effect.animatableData)
        let frame = node.layoutFrame(at: t, presented: presented)
        let m = current.effectValue(size: frame.size)
        let animating = node.isAnimating(.animatableData, at: t)
        guard [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite) else {
            return GeometryEffectValue(transform: ProjectionTransform(), isAnimating: animating, readsFrame: true)
        }
        return GeometryEffectValue(local: m, frame: frame, isAnimating: animating)
    }

    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        var presented = effect
        presented.animatableData = node.presented(.animatableData, at: builder.time, default: effect.animatableData)
        let frame = node.presentedFrame(at: builder.time)
        let m = presented.effectValue(size: frame.size)
        guard [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].allSatisfy(\.isFinite) else {
            node.host?.warnOnce("\(Effect.self) at \(node.motionPath): effectValue(size:) is not finite (\(m)); drawn without the effect")
            content(&builder)
            return
        }
        if m.isIdentity { return content(&builder) }
        builder.withProjection(m, frame: frame, content)
    }
}
