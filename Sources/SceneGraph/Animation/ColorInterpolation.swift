import Foundation

/// The space in which colours animate.
public enum ColorInterpolation: Hashable, Sendable {
    /// Per component in linear sRGB with straight alpha (SwiftUI's behaviour; the default).
    case linearSRGB
    /// Per component in OKLab (Björn Ottosson, 2020), perceptually even: a red-to-blue fade
    /// passes through purple of steady lightness instead of a dark middle.
    case oklab
}

/// A colour in OKLab with straight alpha: the animatable form used by `.colorInterpolation(.oklab)`.
public struct OKLabColor: Hashable, Sendable, VectorArithmetic {
    public var lightness: Double
    public var a: Double
    public var b: Double
    public var opacity: Double

    public init(lightness: Double, a: Double, b: Double, opacity: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
        self.opacity = opacity
    }

    /// From linear sRGB, with Ottosson's published matrices.
    public init(_ c: Color.Resolved) {
        let r = Double(c.linearRed), g = Double(c.linearGreen), bl = Double(c.linearBlue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        opacity = Double(c.opacity)
    }

    /// Back to linear sRGB.
    public var resolved: Color.Resolved {
        let l = pow3(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = pow3(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = pow3(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return Color.Resolved(
            linearRed: Float(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            linearGreen: Float(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            linearBlue: Float(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
            opacity: Float(opacity))
    }

    public static var zero: OKLabColor { OKLabColor(lightness: 0, a: 0, b: 0, opacity: 0) }
    public static func + (x: OKLabColor, y: OKLabColor) -> OKLabColor {
        OKLabColor(lightness: x.lightness + y.lightness, a: x.a + y.a, b: x.b + y.b, opacity: x.opacity + y.opacity)
    }
    public static func - (x: OKLabColor, y: OKLabColor) -> OKLabColor {
        OKLabColor(lightness: x.lightness - y.lightness, a: x.a - y.a, b: x.b - y.b, opacity: x.opacity - y.opacity)
    }
    public mutating func scale(by rhs: Double) {
        lightness *= rhs; a *= rhs; b *= rhs; opacity *= rhs
    }
    public var magnitudeSquared: Double { lightness * lightness + a * a + b * b + opacity * opacity }
}

private func pow3(_ x: Double) -> Double { x * x * x }

struct ColorInterpolationKey: EnvironmentKey { static var defaultValue: ColorInterpolation { .linearSRGB } }

extension EnvironmentValues {
    /// The space in which fill, stroke and text colours animate in this subtree.
    public var colorInterpolation: ColorInterpolation {
        get { self[ColorInterpolationKey.self] }
        set { self[ColorInterpolationKey.self] = newValue }
    }
}

extension View {
    /// Chooses the space in which this subtree's colours animate (linear sRGB by default).
    public func colorInterpolation(_ space: ColorInterpolation) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.colorInterpolation, space)
    }
}

extension Node {
    /// Records the foreground colour (`AnimatableKey.foregroundColor`) in the environment's
    /// interpolation space. A change of space starts the colour's animator afresh.
    func setForegroundColor(_ color: Color.Resolved, context: UpdateContext) {
        if environment.colorInterpolation == .oklab {
            animatedSlots[AnimatableProperty.foregroundColor] = nil
            setAnimatable(.foregroundColorOKLab, OKLabColor(color), context: context)
        } else {
            animatedSlots[AnimatableProperty.foregroundColorOKLab] = nil
            setAnimatable(.foregroundColor, color, context: context)
        }
    }

    /// Whether the foreground colour has an animator, in either space.
    var hasForegroundColorAnimator: Bool {
        animatedSlots[AnimatableProperty.foregroundColor] != nil || animatedSlots[AnimatableProperty.foregroundColorOKLab] != nil
    }

    /// The presented foreground colour at `t`, whichever space it animates in: the animator's
    /// value while it runs, else `fallback` (the colour resolved now, in the scheme being drawn,
    /// which an adaptive colour's animator, resolved at its last update, may not be in).
    func presentedForegroundColor(at t: Double, default fallback: Color.Resolved) -> Color.Resolved {
        if let slot = animatedSlots.slot(AnimatableKey<OKLabColor>.foregroundColorOKLab, node: self) {
            return slot.isAnimating(at: t) ? slot.value(at: t).resolved : fallback
        }
        if let slot = animatedSlots.slot(AnimatableKey<Color.Resolved>.foregroundColor, node: self), slot.isAnimating(at: t) {
            return slot.value(at: t)
        }
        return fallback
    }
}
