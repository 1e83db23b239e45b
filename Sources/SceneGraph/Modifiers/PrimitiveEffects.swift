import Foundation

/// Moves the drawing of the content by an offset in points, without changing layout.
public struct _OffsetEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let offset: CGSize
    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.offset, offset, context: context)
        node.treeState.geometryEffectUpdated()
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let o = node.presented(.offset, at: builder.time, default: offset)
        builder.withTransform(CGAffineTransform(translationX: o.width, y: o.height), content)
    }
    /// Geometry readers inside see the presented offset, as in SwiftUI, where `_OffsetEffect` is
    /// a `GeometryEffect`.
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        let o = node.presented(.offset, at: t, default: offset)
        return GeometryEffectValue(
            transform: ProjectionTransform(CGAffineTransform(translationX: o.width, y: o.height)),
            isAnimating: node.isAnimating(.offset, at: t), readsFrame: false)
    }
}

/// Scales the drawing of the content around an anchor (unit point of the view's frame).
public struct _ScaleEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let scale: CGSize
    let anchor: UnitPoint
    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.scale, scale, context: context)
        node.treeState.geometryEffectUpdated()
    }
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        let s = node.presented(.scale, at: t, default: scale)
        return GeometryEffectValue(
            CGAffineTransform(scaleX: s.width, y: s.height), about: anchor, of: node.layoutFrame(at: t, presented: presented),
            isAnimating: node.isAnimating(.scale, at: t))
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let s = node.presented(.scale, at: builder.time, default: scale)
        let f = node.presentedFrame(at: builder.time)
        let ax = f.minX + anchor.x * f.width, ay = f.minY + anchor.y * f.height
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(scaleX: s.width, y: s.height))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        builder.withTransform(t, content)
    }
}

/// Rotates the drawing of the content around an anchor; positive angles turn clockwise on screen.
public struct _RotationEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let angle: Angle
    let anchor: UnitPoint
    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.rotation, angle.radians, context: context)
        node.treeState.geometryEffectUpdated()
    }
    /// Readers inside see the bounding box of their rotated frame, as in SwiftUI.
    func geometryEffect(node: Node, at t: Double, presented: Bool) -> GeometryEffectValue? {
        let r = node.presented(.rotation, at: t, default: angle.radians)
        return GeometryEffectValue(
            CGAffineTransform(rotationAngle: CGFloat(r)), about: anchor, of: node.layoutFrame(at: t, presented: presented),
            isAnimating: node.isAnimating(.rotation, at: t))
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let r = node.presented(.rotation, at: builder.time, default: angle.radians)
        let f = node.presentedFrame(at: builder.time)
        let ax = f.minX + anchor.x * f.width, ay = f.minY + anchor.y * f.height
        let t = CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(r)))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
        builder.withTransform(t, content)
    }
}

/// Draws the content as one layer with an opacity in [0, 1].
public struct _OpacityEffect: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let opacity: Double
    func update(node: Node, context: UpdateContext) { node.setAnimatable(.opacity, opacity, context: context) }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        let o = min(max(node.presented(.opacity, at: builder.time, default: opacity), 0), 1)
        if o >= 1 { content(&builder); return }
        if o <= 0 {
            // Invisible content still takes part in hit-testing, as in SwiftUI.
            var scratch = builder
            scratch.items.removeAll()
            content(&scratch)
            builder.hitRegions = scratch.hitRegions
            return
        }
        var g = GroupEffects()
        g.opacity = o
        builder.items.append(.beginGroup(g))
        content(&builder)
        builder.items.append(.endGroup)
    }
}

extension View {
    /// Moves the drawing by `offset` points without changing layout.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }
    /// Scales the drawing around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
    /// Rotates the drawing around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
    /// Draws the view with an opacity in [0, 1].
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity.isFinite ? opacity : 1))
    }
}
