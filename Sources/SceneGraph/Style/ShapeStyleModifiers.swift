import Foundation

/// A style drawn at a fraction of its opacity (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public func _paint(in environment: EnvironmentValues) -> Paint {
        base._paint(in: environment).multiplyingOpacity(by: opacity)
    }
}

/// A shadow a shape style casts (SwiftUI's `ShadowStyle`, iOS 16): a drop shadow outside the
/// shape or an inner one; `radius` is the blur in points, `x`/`y` the offset.
public struct ShadowStyle: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case drop, inner }
    public let kind: Kind
    public let color: Color
    public let radius: CGFloat
    public let x: CGFloat
    public let y: CGFloat

    /// A shadow outside the shape; the default colour is black at 33 % opacity, as SwiftUI's.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }
    /// A shadow inside the shape's edge.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with a shadow (`ShapeStyle.shadow(_:)`): it paints as its base style; the shadow
/// is not drawn by a shape's fill yet (use the `.shadow(color:radius:x:y:)` view modifier for
/// a drawn one).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    public let shadowStyle: ShadowStyle
    public func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }
    /// This style with `style`'s shadow (see `_ShadowShapeStyle`: the fill is drawn, the
    /// shadow is not).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadowStyle: style)
    }
}
