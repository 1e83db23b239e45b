import Foundation

extension Gradient {
    /// A space in which colours are interpolated (SwiftUI's `Gradient.ColorSpace`, iOS 16).
    /// Used by `Color.mix(with:by:in:)`; gradients themselves are drawn by Cairo in gamma-encoded
    /// sRGB.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind
        /// The output colour space: gamma-encoded sRGB components (the canvas is sRGB).
        public static let device = ColorSpace(kind: .device)
        /// A perceptually uniform space: Oklab (Björn Ottosson, 2020; `OKLabColor`). Apple does
        /// not name the space it uses.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`, 0.5 equal parts
    /// (SwiftUI's `mix(with:by:in:)`, iOS 18; perceptual by default, as in SwiftUI).
    ///
    /// With opacities a₀, a₁ and components c₀, c₁ in `colorSpace` (gamma-encoded sRGB for
    /// `.device`; Oklab L, a, b from linear sRGB for `.perceptual`), the mix has opacity
    /// a = a₀ + (a₁ − a₀)·f and components c = (a₀c₀ + (a₁c₁ − a₀c₀)·f) / a — interpolated with
    /// premultiplied alpha, as CSS Color 4's `color-mix()` does, so that mixing with `.clear`
    /// fades the colour instead of darkening it (Apple does not document its handling of alpha);
    /// when a = 0 the components are the straight mix. An adaptive colour is mixed in each
    /// appearance, and the mix is adaptive.
    ///
    /// `fraction` is clamped to 0…1; a value outside (or not finite: then 0) is reported once.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        var f = fraction
        if !f.isFinite || f < 0 || f > 1 {
            let used: Double = f.isFinite ? min(max(f, 0), 1) : 0
            WarningLog.warn("Color.mix(with:by:in:): fraction \(fraction) is outside 0...1; using \(used)")
            f = used
        }
        let light = Self.mix(resolved(in: .light), rhs.resolved(in: .light), f, colorSpace)
        guard isAdaptive || rhs.isAdaptive else { return Color(light) }
        let dark = Self.mix(resolved(in: .dark), rhs.resolved(in: .dark), f, colorSpace)
        return Color(light: Color(light), dark: Color(dark))
    }

    /// The mix of two resolved colours (see `mix(with:by:in:)` for the formula).
    static func mix(_ x: Resolved, _ y: Resolved, _ f: Double, _ space: Gradient.ColorSpace) -> Resolved {
        let a0 = Double(x.opacity), a1 = Double(y.opacity)
        let a = a0 + (a1 - a0) * f
        func blend(_ c0: Double, _ c1: Double) -> Double {
            a > 0 ? (a0 * c0 + (a1 * c1 - a0 * c0) * f) / a : c0 + (c1 - c0) * f
        }
        switch space.kind {
        case .device:
            return Resolved(
                red: Float(blend(Double(Resolved.encoded(x.linearRed)), Double(Resolved.encoded(y.linearRed)))),
                green: Float(blend(Double(Resolved.encoded(x.linearGreen)), Double(Resolved.encoded(y.linearGreen)))),
                blue: Float(blend(Double(Resolved.encoded(x.linearBlue)), Double(Resolved.encoded(y.linearBlue)))),
                opacity: Float(a))
        case .perceptual:
            let p = OKLabColor(x), q = OKLabColor(y)
            return OKLabColor(lightness: blend(p.lightness, q.lightness), a: blend(p.a, q.a), b: blend(p.b, q.b), opacity: a).resolved
        }
    }
}
