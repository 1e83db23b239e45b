import Foundation

// Graphics effects drawn by the renderer on a layer (a display-list group): shadow, blur,
// brightness, saturation and clipping. Each parameter animates through the node's animators,
// like `.opacity` and `.offset`.
//
// Radii follow SwiftUI: a blur or shadow radius r (points) is the standard deviation σ of the
// Gaussian; the renderer approximates it with three box blurs (SVG Filter Effects 1.1, §15.17).
// Radii and offsets are in the view's local points, so they scale with `.scaleEffect`.

/// Draws a blurred, offset, coloured copy of the content's silhouette behind it.
public struct _ShadowEffect: ViewModifier, LayerEffectModifier {
    public typealias Body = Never
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    func update(node: Node, context: UpdateContext) {
        // In the node's scheme (a dark subtree of a light scene), which drawing reads back.
        node.setAnimatable(.shadowColor, node.environment.resolvingColors { color.resolved }, context: context)
        node.setAnimatable(.shadowRadius, Double(max(radius, 0)), context: context)
        node.setAnimatable(.shadowOffset, offset, context: context)
    }
    func effects(node: Node, at t: Double) -> GroupEffects? {
        let c = node.presented(.shadowColor, at: t, default: color.resolved)
        let r = max(node.presented(.shadowRadius, at: t, default: Double(radius)), 0)
        let o = node.presented(.shadowOffset, at: t, default: offset)
        var g = GroupEffects()
        g.shadow = GroupEffects.Shadow(color: c, radius: r, x: Double(o.width), y: Double(o.height))
        return g
    }
}

/// Blurs the content with a Gaussian of standard deviation `radius` points.
public struct _BlurEffect: ViewModifier, ParametricLayerEffect {
    public typealias Body = Never
    let radius: CGFloat
    let opaque: Bool
    var parameters: Double { Double(max(radius, 0)) }
    static var parameterName: String { "blurRadius" }
    func effects(_ radius: Double, node: Node, at t: Double) -> GroupEffects? {
        var g = GroupEffects()
        g.blurRadius = max(radius, 0)
        if opaque {
            // An opaque blur keeps to the view's frame: the renderer extends the edge pixels
            // outwards instead of fading to transparent when a blur group carries a clip.
            g.clip = Path(node.presentedFrame(at: t))
        }
        return g
    }
}

/// Brightens (positive) or darkens (negative) the content: `amount` is added to every colour
/// component (gamma-encoded sRGB, 0…1), as Core Image's colour controls do.
public struct _BrightnessEffect: ViewModifier, ParametricLayerEffect {
    public typealias Body = Never
    let amount: Double
    var parameters: Double { min(max(amount, -1), 1) }
    static var parameterName: String { "brightness" }
    func effects(_ amount: Double, node: Node, at t: Double) -> GroupEffects? {
        var g = GroupEffects()
        g.brightness = min(max(amount, -1), 1)
        return g
    }
}

/// Scales the content's colour away from (> 1) or towards (< 1) its grey of the same luma.
public struct _SaturationEffect: ViewModifier, ParametricLayerEffect {
    public typealias Body = Never
    let amount: Double
    var parameters: Double { max(amount, 0) }
    static var parameterName: String { "saturation" }
    func effects(_ amount: Double, node: Node, at t: Double) -> GroupEffects? {
        var g = GroupEffects()
        g.saturation = max(amount, 0)
        return g
    }
}

/// Clips the content to a shape placed in the view's frame.
public struct _ClipEffect<S: Shape>: ViewModifier, LayerEffectModifier {
    public typealias Body = Never
    let shape: S
    let style: FillStyle
    func update(node: Node, context: UpdateContext) {
        node.setAnimatable(.clipShape, shape.animatableData, context: context)
    }
    func effects(node: Node, at t: Double) -> GroupEffects? {
        var presented = shape
        presented.animatableData = node.presented(.clipShape, at: t, default: shape.animatableData)
        var g = GroupEffects()
        g.clip = presented.path(placedIn: node.presentedFrame(at: t))
        return g
    }
}

extension View {
    /// Draws a shadow of the view: its silhouette in `color`, blurred by `radius` points
    /// (the Gaussian's standard deviation) and moved by (`x`, `y`) points, behind the view.
    /// Negative radii count as 0.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(
            _ShadowEffect(
                color: color, radius: radius.isFinite ? radius : 0,
                offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)))
    }

    /// Blurs the view with a Gaussian of standard deviation `radius` points. With `opaque`, the
    /// result keeps to the view's frame and its edges do not fade (edge pixels are extended).
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius.isFinite ? radius : 0, opaque: opaque))
    }

    /// Adds `amount` (−1…1, clamped) to each colour component: 1 makes white, −1 black.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _BrightnessEffect> {
        modifier(_BrightnessEffect(amount: amount.isFinite ? amount : 0))
    }

    /// Multiplies saturation by `amount` (≥ 0): 0 is grey (Rec. 709 luma), 1 unchanged, more
    /// than 1 stronger colour.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _SaturationEffect> {
        modifier(_SaturationEffect(amount: amount.isFinite ? amount : 1))
    }

    /// Clips the view to `shape` fitted to the view's frame. The display list clips with the
    /// non-zero winding rule; `style` is accepted for source compatibility.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rectangle with circular corners of `radius` points (SwiftUI's
    /// `cornerRadius(_:antialiased:)`, which uses circular, not continuous, corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        let r = radius.isFinite ? max(radius, 0) : 0
        return clipShape(RoundedRectangle(cornerRadius: r, style: .circular), style: FillStyle(antialiased: antialiased))
    }
}
