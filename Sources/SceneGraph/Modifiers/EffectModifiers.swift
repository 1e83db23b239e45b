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
        return GeometryEffectValue(transform: ProjectionTransform(CGAffineTransform(translationX: o.width, y: o.height)),
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
        return GeometryEffectValue(CGAffineTransform(scaleX: s.width, y: s.height), about: anchor, of: node.layoutFrame(at: t, presented: presented),
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
        return GeometryEffectValue(CGAffineTransform(rotationAngle: CGFloat(r)), about: anchor, of: node.layoutFrame(at: t, presented: presented),
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

/// Changes the environment of the content.
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: (inout EnvironmentValues) -> Void
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        apply(&e)
        return e
    }
    /// Draws the content with its colour scheme when it sets one (`.environment(\.colorScheme, _)`).
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        guard let scheme = node.children.first?.environment.explicitColorScheme else { return content(&builder) }
        ColorSchemeResolution.with(scheme) { content(&builder) }
    }
}

/// Records per-node values used by the parent (zIndex) or by hit-testing.
public struct _TraitModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    enum Trait: Equatable { case zIndex(Double), allowsHitTesting(Bool), hidden }
    let trait: Trait
    func update(node: Node, context: UpdateContext) {
        if case .zIndex(let z) = trait {
            node.explicitZIndex = z.isFinite ? z : 0
            node.treeState.usesZIndex = true
        }
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        switch trait {
        case .zIndex: content(&builder)
        case .allowsHitTesting(let enabled):
            let saved = builder.hitTestingEnabled
            builder.hitTestingEnabled = saved && enabled
            content(&builder)
            builder.hitTestingEnabled = saved
        case .hidden: break
        }
    }
}

/// Gives the content an explicit identity: a new id makes a new node and resets its state.
public struct _IdentityModifier: ViewModifier, PrimitiveModifier, @MainActor Equatable {
    public typealias Body = Never
    let key: ChildKey
    @usableFromInline
    init(key: ChildKey) { self.key = key }
    var contentKey: ChildKey { key }
}

/// The `onAppear` and `onDisappear` actions of a node (`_AppearanceModifier`), run by the
/// reconciler when the node is created and removed.
struct LifecycleActions: NodeAttachment {
    var onAppear: [() -> Void]?
    var onDisappear: [() -> Void]?
}

/// Actions run when the view's node is created or removed.
public struct _AppearanceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    func update(node: Node, context: UpdateContext) {
        if let onAppear { node[attachment: LifecycleActions.self, default: LifecycleActions()].onAppear = [onAppear] }
        if let onDisappear { node[attachment: LifecycleActions.self, default: LifecycleActions()].onDisappear = [onDisappear] }
    }
}

/// Draws another view behind or in front of the content, sized like the content.
public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let background: Background
    let alignment: Alignment
    let inFront: Bool
    var extraChildren: [ChildView] { [ChildView(key: .slot(1), view: background)] }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        ZStackLayout(alignment: .center).place(content, in: bounds, context: context)
        guard node.children.count > 1 else { return }
        let extra = node.children[1].isStructural ? node.children[1].layoutChildren : [node.children[1]]
        ZStackLayout(alignment: alignment).place(extra, in: bounds, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        if inFront {
            content(&builder)
            if node.children.count > 1 { node.children[1].draw(into: &builder) }
        } else {
            if node.children.count > 1 { node.children[1].draw(into: &builder) }
            content(&builder)
        }
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
    /// Sets an environment value for the subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.font, font)
    }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }
    /// Sets primary and secondary foreground styles (SwiftUI, iOS 15). SwiftUI uses the extra
    /// levels for the layers of hierarchical and palette symbols; symbols here are drawn in one
    /// layer, so this framework paints all content, symbols included, with `primary`, which is
    /// what SwiftUI draws for content that is not a multi-layer symbol.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }
    /// Sets primary, secondary and tertiary foreground styles; drawn with `primary`, as the
    /// two-style form.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyle(primary)
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.multilineTextAlignment, alignment)
    }
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.lineLimit, limit.map { max(1, $0) })
    }
    /// Orders the view among its `ZStack` siblings (higher is in front).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .zIndex(value)))
    }
    /// Whether the view and its content receive pointer input.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .allowsHitTesting(enabled)))
    }
    /// Keeps the view's space in layout but draws nothing.
    public func hidden() -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .hidden))
    }
    /// Gives the view an explicit identity.
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(key: .explicit(id)))
    }
    /// Runs `action` when the view's node is created.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
    }
    /// Runs `action` when the view's node is removed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
    }
    /// Draws `background` behind the view, sized like it.
    public func background<B: View>(_ background: B, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<B>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment, inFront: false))
    }
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder content: () -> B) -> ModifiedContent<Self, _BackgroundModifier<B>> {
        background(content(), alignment: alignment)
    }
    /// Fills the view's frame behind it with a style.
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _BackgroundModifier<_ShapeView<Rectangle>>> {
        background(Rectangle().fill(style))
    }
    /// Draws `overlay` in front of the view, sized like it.
    public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<O>> {
        modifier(_BackgroundModifier(background: overlay, alignment: alignment, inFront: true))
    }
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O) -> ModifiedContent<Self, _BackgroundModifier<O>> {
        overlay(content(), alignment: alignment)
    }
}
