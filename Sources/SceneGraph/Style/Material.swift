import Foundation

/// A translucent material (SwiftUI's `Material`): a blur of what lies below, lightened by a white
/// tint, drawn by `.background(_:)` and `.background(_:in:)`.
///
/// iOS's materials also add vibrancy and saturation to the backdrop; those values are not
/// public. Here each material is a Gaussian blur of the backdrop (standard deviation `blurRadius`
/// points) under white at `tintOpacity`, from ultra thin (radius 8, 30 %) to ultra thick
/// (radius 24, 88 %): a documented approximation. Used as a plain shape style elsewhere
/// (`.fill(.thinMaterial)`), a material draws its tint only.
public struct Material: ShapeStyle, Hashable {
    /// Blur radius of the backdrop, points.
    public let blurRadius: Double
    /// Opacity of the white drawn over the blurred backdrop.
    public let tintOpacity: Double

    public static let ultraThin = Material(blurRadius: 8, tintOpacity: 0.3)
    public static let thin = Material(blurRadius: 12, tintOpacity: 0.5)
    public static let regular = Material(blurRadius: 16, tintOpacity: 0.65)
    public static let thick = Material(blurRadius: 20, tintOpacity: 0.78)
    public static let ultraThick = Material(blurRadius: 24, tintOpacity: 0.88)
    /// The material of bars (the regular material here).
    public static let bar = Material.regular

    var tint: Color { Color(white: 1, opacity: tintOpacity) }
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(tint.resolved) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// A shape filled with a material: the backdrop under the shape, blurred, then the tint.
public struct _MaterialShapeView<S: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: S
    let material: Material
    var fillStyle = FillStyle()

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        let path = shape.path(in: frame)
        builder.addHitRegion(frame)
        var g = GroupEffects()
        g.backdropBlurRadius = material.blurRadius
        g.clipTransform = builder.transform
        builder.items.append(.beginGroup(g))
        builder.items.append(.fill(path, fillStyle, .color(Color.white.resolved), transform: builder.transform))
        builder.items.append(.endGroup)
        builder.items.append(.fill(path, fillStyle, .color(material.tint.resolved), transform: builder.transform))
    }
}

extension View {
    /// Draws `material` behind the view, filling its frame and reaching into the safe area on
    /// `edges` as `background(_:ignoresSafeAreaEdges:)` does for any shape style.
    public func background(_ material: Material, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundModifier<ModifiedContent<_MaterialShapeView<Rectangle>, _IgnoresSafeAreaModifier>>>
    {
        background(_MaterialShapeView(shape: Rectangle(), material: material).ignoresSafeArea(edges: edges))
    }
    /// Draws `material` behind the view in `shape` (filled by `fillStyle`), fitted to the view's
    /// frame. Chosen over the generic `background(_:in:fillStyle:)` for a material.
    public func background<S: Shape>(_ material: Material, in shape: S, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _BackgroundModifier<_MaterialShapeView<S>>>
    {
        background(_MaterialShapeView(shape: shape, material: material, fillStyle: fillStyle))
    }
}
