import Foundation

/// A colour, as in SwiftUI: components are given in the sRGB colour space (gamma encoded) and
/// resolved to linear sRGB with straight alpha, the space in which colours interpolate.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// A colour resolved to linear sRGB with straight alpha: the animatable form of a colour.
    public struct Resolved: Hashable, Sendable, VectorArithmetic, CustomStringConvertible {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        public init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float = 1) {
            self.linearRed = linearRed
            self.linearGreen = linearGreen
            self.linearBlue = linearBlue
            self.opacity = opacity
        }

        /// From gamma-encoded sRGB components in [0, 1].
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.init(
                linearRed: Self.linear(red), linearGreen: Self.linear(green),
                linearBlue: Self.linear(blue), opacity: opacity)
        }

        /// sRGB transfer function, IEC 61966-2-1: encoded → linear. The curve passes through
        /// (1, 1): 1 maps to exactly 1 (in Float arithmetic the formula gives 1 − 2⁻²⁴), so a
        /// component of 1 resolves to 1, as SwiftUI's resolved colours do.
        public static func linear(_ c: Float) -> Float {
            let s = abs(c)
            let l = s == 1 ? 1 : s <= 0.04045 ? s / 12.92 : powf((s + 0.055) / 1.055, 2.4)
            return c < 0 ? -l : l
        }
        /// sRGB transfer function, IEC 61966-2-1: linear → encoded; 1 maps to exactly 1 (see
        /// `linear`).
        public static func encoded(_ c: Float) -> Float {
            let s = abs(c)
            let e = s == 1 ? 1 : s <= 0.0031308 ? s * 12.92 : 1.055 * powf(s, 1 / 2.4) - 0.055
            return c < 0 ? -e : e
        }

        /// Gamma-encoded sRGB components, each clamped to [0, 1].
        public var red: Float { min(max(Self.encoded(linearRed), 0), 1) }
        public var green: Float { min(max(Self.encoded(linearGreen), 0), 1) }
        public var blue: Float { min(max(Self.encoded(linearBlue), 0), 1) }

        public static var zero: Resolved { Resolved(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0) }
        public static func + (l: Resolved, r: Resolved) -> Resolved {
            Resolved(
                linearRed: l.linearRed + r.linearRed, linearGreen: l.linearGreen + r.linearGreen,
                linearBlue: l.linearBlue + r.linearBlue, opacity: l.opacity + r.opacity)
        }
        public static func - (l: Resolved, r: Resolved) -> Resolved {
            Resolved(
                linearRed: l.linearRed - r.linearRed, linearGreen: l.linearGreen - r.linearGreen,
                linearBlue: l.linearBlue - r.linearBlue, opacity: l.opacity - r.opacity)
        }
        public mutating func scale(by rhs: Double) {
            let f = Float(rhs)
            linearRed *= f; linearGreen *= f; linearBlue *= f; opacity *= f
        }
        public var magnitudeSquared: Double {
            Double(linearRed * linearRed + linearGreen * linearGreen + linearBlue * linearBlue + opacity * opacity)
        }
        public var description: String {
            func byte(_ v: Float) -> Int { v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0 }
            return String(format: "#%02X%02X%02X%02X", byte(red), byte(green), byte(blue), byte(opacity))
        }
    }

    /// The value in the light appearance (the only value of a fixed colour).
    private var light: Resolved
    /// The value in the dark appearance, for iOS's adaptive colours; nil for a fixed colour.
    private var dark: Resolved?
    private var name: String?

    /// The resolved value in the appearance being drawn or updated (`ColorSchemeResolution`:
    /// the scheme of the view using the colour). Setting it makes the colour fixed.
    public var resolved: Resolved {
        get {
            if let dark, ColorSchemeResolution.current == .dark { return dark }
            return light
        }
        set { light = newValue; dark = nil }
    }

    /// The colour's value in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Resolved { scheme == .dark ? dark ?? light : light }

    /// The colour fixed at its value in `scheme`.
    func fixed(_ scheme: ColorScheme) -> Color { Color(resolved(in: scheme)) }

    /// True when the colour has another value in the dark appearance.
    public var isAdaptive: Bool { dark != nil }

    public init(_ resolved: Resolved) { light = resolved }

    /// An adaptive colour: `light` in the light appearance, `dark` in the dark one.
    init(light: Color, dark: Color) {
        self.light = light.light
        self.dark = dark.light
    }

    /// sRGB components in [0, 1] (values outside are kept, as extended sRGB). A component that is
    /// not finite is reported once and taken as 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func finite(_ v: Double, _ name: String) -> Float {
            if v.isFinite { return Float(v) }
            WarningLog.warn("Color(\(name): \(v)): components must be finite; using 0")
            return 0
        }
        light = Resolved(
            red: finite(red, "red"), green: finite(green, "green"), blue: finite(blue, "blue"),
            opacity: finite(opacity, "opacity"))
    }

    /// A colour set of an asset catalog (SwiftUI's `Color(_:bundle:)`), searched in the catalogs
    /// of `bundle` (nil or `Bundle.main`: the app's catalogs, as `Image(_:bundle:)` searches them,
    /// `AssetStore`). A set with a dark appearance gives an adaptive colour, which follows the
    /// colour scheme it is drawn in. A name no catalog holds, or a set that cannot be read, draws
    /// as clear (transparent black, as SwiftUI draws an unknown name) after one warning naming the
    /// catalogs searched or what is wrong with the set.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(assetNamed: name, bundlePath: bundle.flatMap { $0 == Bundle.main ? nil : $0.resourcePath ?? $0.bundlePath })
    }

    /// The colour set `name` for the bundle whose resource folder is `bundlePath` (nil: the
    /// default search), as `init(_:bundle:)`.
    init(assetNamed name: String, bundlePath: String?) {
        if let found = AssetStore.shared.color(name, bundlePath: bundlePath) {
            self = found
        } else {
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
        }
        self.name = name
    }

    /// A grey of `white` in [0, 1].
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// From hue, saturation and brightness, each in [0, 1] (hue wraps).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else {
            WarningLog.warn("Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness)): components must be finite; using black")
            self.init(red: 0, green: 0, blue: 0, opacity: opacity)
            return
        }
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A named colour from 0…255 sRGB components (the name is its `description`).
    init(_ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
        self.name = name
    }

    /// A named adaptive colour from 0…255 sRGB components for the light and the dark appearance
    /// (UIKit's published values for its dynamic system colours).
    init(
        _ name: String, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
        dark: (Double, Double, Double, Double)
    ) {
        light = Resolved(red: Float(r / 255), green: Float(g / 255), blue: Float(b / 255), opacity: Float(a))
        self.dark = Resolved(red: Float(dark.0 / 255), green: Float(dark.1 / 255), blue: Float(dark.2 / 255), opacity: Float(dark.3))
        self.name = name
    }

    /// This colour with its opacity multiplied by `opacity` (in both appearances).
    public func opacity(_ opacity: Double) -> Color {
        let f: Float = opacity.isFinite ? Float(opacity) : 1
        return withOpacity { $0 * f }
    }

    /// This colour with `change` applied to its opacity in each appearance.
    func withOpacity(_ change: (Float) -> Float) -> Color {
        var c = self
        c.light.opacity = change(light.opacity)
        if dark != nil { c.dark!.opacity = change(dark!.opacity) }
        c.name = nil
        return c
    }

    public var description: String { name ?? resolved.description }

    // SwiftUI's named colours: iOS's system colours, light and dark values (black, white, clear
    // and gray are the same in both).
    public static let clear = Color("clear", 0, 0, 0, 0)
    public static let black = Color("black", 0, 0, 0)
    public static let white = Color("white", 255, 255, 255)
    public static let gray = Color("gray", 142, 142, 147)
    public static let red = Color("red", 255, 59, 48, dark: (255, 69, 58, 1))
    public static let orange = Color("orange", 255, 149, 0, dark: (255, 159, 10, 1))
    public static let yellow = Color("yellow", 255, 204, 0, dark: (255, 214, 10, 1))
    public static let green = Color("green", 52, 199, 89, dark: (48, 209, 88, 1))
    public static let mint = Color("mint", 0, 199, 190, dark: (99, 230, 226, 1))
    public static let teal = Color("teal", 48, 176, 199, dark: (64, 200, 224, 1))
    public static let cyan = Color("cyan", 50, 173, 230, dark: (100, 210, 255, 1))
    public static let blue = Color("blue", 0, 122, 255, dark: (10, 132, 255, 1))
    public static let indigo = Color("indigo", 88, 86, 214, dark: (94, 92, 230, 1))
    public static let purple = Color("purple", 175, 82, 222, dark: (191, 90, 242, 1))
    public static let pink = Color("pink", 255, 45, 85, dark: (255, 55, 95, 1))
    public static let brown = Color("brown", 162, 132, 94, dark: (172, 142, 104, 1))
    /// The primary label colour (black in the light appearance, white in the dark).
    public static let primary = Color("primary", 0, 0, 0, dark: (255, 255, 255, 1))
    /// The secondary label colour: (60, 60, 67) at 60 % opacity; (235, 235, 245) at 60 % in the dark.
    public static let secondary = Color("secondary", 60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    /// The accent colour: the app's `AccentColor` colour set when a catalog searched for
    /// `Bundle.main` has one (Xcode's default accent colour name), as iOS takes the app's accent
    /// from it; else system blue.
    public static var accentColor: Color { AssetStore.shared.accentColor() ?? systemAccentColor }
    /// iOS's accent colour when the app sets none: system blue.
    static let systemAccentColor = Color("accentColor", 0, 122, 255, dark: (10, 132, 255, 1))

    public static func == (l: Color, r: Color) -> Bool { l.light == r.light && l.dark == r.dark }
    public func hash(into hasher: inout Hasher) { hasher.combine(light); hasher.combine(dark) }
}
