import Foundation

/// Effects applied to a group of items, composited as one layer.
public struct GroupEffects: Hashable, Sendable {
    /// Layer opacity in [0, 1].
    public var opacity: Double = 1
    /// Items outside this path (in the group's transform) are not drawn.
    public var clip: Path?
    public var clipTransform: CGAffineTransform = .identity
    /// Gaussian-like blur radius in points.
    public var blurRadius: Double = 0
    /// A drop shadow of the layer's content.
    public var shadow: Shadow?
    /// Added to each colour component, in [−1, 1].
    public var brightness: Double = 0
    /// Saturation factor: 0 grey, 1 unchanged.
    public var saturation: Double = 1
    /// A colour matrix applied to the layer after brightness and saturation (`hueRotation`,
    /// `contrast`, `grayscale`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`).
    public var colorMatrix: ColorMatrix?
    /// How the layer is combined with what lies below it.
    public var blendMode: BlendMode = .normal
    /// Items whose alpha masks the layer (`.mask`), each with its own transform.
    public var mask: [DisplayItem]?
    /// When > 0, the layer is not drawn itself: what lies below it is drawn blurred (standard
    /// deviation in points) where the layer is opaque (a material's backdrop).
    public var backdropBlurRadius: Double = 0
    /// When set, the layer is drawn through this projective transform of canvas points (its
    /// content is drawn as if untransformed, then warped: `rotation3DEffect`, `projectionEffect`).
    public var projection: ProjectionTransform?

    public init() {}

    public struct Shadow: Hashable, Sendable {
        public var color: Color.Resolved
        public var radius: Double
        public var x: Double
        public var y: Double
    }
}

extension GroupEffects.Shadow: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.nested("color", color); v.number("radius", radius); v.number("x", x); v.number("y", y)
    }
}

extension GroupEffects: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("opacity", opacity)
        if let clip { v.integer("clip", 1); v.path("clip", clip) } else { v.integer("clip", 0) }
        v.nested("clipTransform", clipTransform)
        v.number("blurRadius", blurRadius)
        v.optional("shadow", shadow)
        v.number("brightness", brightness)
        v.number("saturation", saturation)
        v.optional("colorMatrix", colorMatrix)
        v.nested("blendMode", blendMode)
        if let mask { v.integer("mask", 1); v.list("mask", mask) } else { v.integer("mask", 0) }
        v.number("backdropBlurRadius", backdropBlurRadius)
        v.optional("projection", projection)
    }
}

extension GroupEffects {
    /// These effects with each value that is not finite replaced by its neutral value (the
    /// sanitiser's repair, `DisplayListSanitizer`): opacity 1, blur, brightness and backdrop blur
    /// 0, saturation 1; a shadow, colour matrix or projection that is not finite is left out
    /// (a projection then clips everything away, having no picture); a clip or clip transform
    /// that is not finite clips everything away. The mask's items go through `sanitizeMask`.
    /// A new field with a neutral value is repaired here, beside its declaration.
    func repaired(sanitizeMask: ([DisplayItem]) -> [DisplayItem]) -> GroupEffects {
        var g = self
        if !g.opacity.isFinite { g.opacity = 1 }
        if !g.blurRadius.isFinite { g.blurRadius = 0 }
        if !g.brightness.isFinite { g.brightness = 0 }
        if !g.saturation.isFinite { g.saturation = 1 }
        if !g.backdropBlurRadius.isFinite { g.backdropBlurRadius = 0 }
        if let shadow = g.shadow, !DisplayFiniteness.check(shadow) { g.shadow = nil }
        if let m = g.colorMatrix, !DisplayFiniteness.check(m) { g.colorMatrix = nil }
        if let mask = g.mask { g.mask = sanitizeMask(mask) }
        if let m = g.projection, !DisplayFiniteness.check(m) {
            g.clip = Path()
            g.projection = nil
        }
        if !DisplayFiniteness.check(g.clipTransform) || !(g.clip.map(DisplayFiniteness.check) ?? true) {
            g.clip = Path()
            g.clipTransform = .identity
        }
        return g
    }
}
