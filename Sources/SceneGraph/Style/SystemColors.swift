import Foundation

// iOS's semantic and system colours, with the values UIKit documents for them in the light
// and the dark appearance (sRGB, 0…255, opacity 0…1; resolved when drawn, see `ColorScheme`). SwiftUI code reaches most of them through `UIColor`
// (`Color(.systemGray5)`, `Color(uiColor: .secondaryLabel)`); `Color` itself names only the
// adaptive tints (`Color.red` is iOS's system red, 255 59 48, not UIKit's pure `UIColor.red`).

extension Color {
    static let systemGrayColor = Color("systemGray", 142, 142, 147, dark: (142, 142, 147, 1))
    static let systemGray2Color = Color("systemGray2", 174, 174, 178, dark: (99, 99, 102, 1))
    static let systemGray3Color = Color("systemGray3", 199, 199, 204, dark: (72, 72, 74, 1))
    static let systemGray4Color = Color("systemGray4", 209, 209, 214, dark: (58, 58, 60, 1))
    static let systemGray5Color = Color("systemGray5", 229, 229, 234, dark: (44, 44, 46, 1))
    static let systemGray6Color = Color("systemGray6", 242, 242, 247, dark: (28, 28, 30, 1))

    static let labelColor = Color("label", 0, 0, 0, dark: (255, 255, 255, 1))
    static let secondaryLabelColor = Color("secondaryLabel", 60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    static let tertiaryLabelColor = Color("tertiaryLabel", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))
    static let quaternaryLabelColor = Color("quaternaryLabel", 60, 60, 67, 0.18, dark: (235, 235, 245, 0.16))
    /// The fifth level of the foreground style (`.quinary`): UIKit names no such colour; iOS 17
    /// draws black at 5 % (white at 5 % in the dark).
    static let quinaryLabelColor = Color("quinaryLabel", 0, 0, 0, 0.05, dark: (255, 255, 255, 0.05))
    static let placeholderTextColor = Color("placeholderText", 60, 60, 67, 0.3, dark: (235, 235, 245, 0.3))

    static let systemFillColor = Color("systemFill", 120, 120, 128, 0.2, dark: (120, 120, 128, 0.36))
    static let secondarySystemFillColor = Color("secondarySystemFill", 120, 120, 128, 0.16, dark: (120, 120, 128, 0.32))
    static let tertiarySystemFillColor = Color("tertiarySystemFill", 118, 118, 128, 0.12, dark: (118, 118, 128, 0.24))
    static let quaternarySystemFillColor = Color("quaternarySystemFill", 116, 116, 128, 0.08, dark: (118, 118, 128, 0.18))

    static let systemBackgroundColor = Color("systemBackground", 255, 255, 255, dark: (0, 0, 0, 1))
    static let secondarySystemBackgroundColor = Color("secondarySystemBackground", 242, 242, 247, dark: (28, 28, 30, 1))
    static let tertiarySystemBackgroundColor = Color("tertiarySystemBackground", 255, 255, 255, dark: (44, 44, 46, 1))
    static let systemGroupedBackgroundColor = Color("systemGroupedBackground", 242, 242, 247, dark: (0, 0, 0, 1))
    static let secondarySystemGroupedBackgroundColor = Color("secondarySystemGroupedBackground", 255, 255, 255, dark: (28, 28, 30, 1))
    static let tertiarySystemGroupedBackgroundColor = Color("tertiarySystemGroupedBackground", 242, 242, 247, dark: (44, 44, 46, 1))

    static let separatorColor = Color("separator", 60, 60, 67, 0.29, dark: (84, 84, 88, 0.6))
    static let opaqueSeparatorColor = Color("opaqueSeparator", 198, 198, 200, dark: (56, 56, 58, 1))
    static let linkColor = Color("link", 0, 122, 255, dark: (9, 132, 255, 1))
}

/// UIKit's colour type, as far as SwiftUI code uses it: the system colours as static members
/// (adaptive, light and dark), component initialisers, and conversion to `Color` with `Color(_:)` or
/// `Color(uiColor:)`. It is a value here, not a class; nothing of UIKit beyond colours exists.
public struct UIColor: Hashable, Sendable, _ExpressibleByColorLiteral {
    /// The colour.
    public let color: Color

    public init(_ color: Color) { self.color = color }
    /// sRGB components in [0, 1].
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    /// A colour that `provider` gives for each interface style (UIKit's dynamic colour). The
    /// provider is asked once for `.light` and once for `.dark`, and the colour resolves to one
    /// of the two answers wherever it is drawn.
    public init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        color = Color(
            light: provider(UITraitCollection(userInterfaceStyle: .light)).color.fixed(.light),
            dark: provider(UITraitCollection(userInterfaceStyle: .dark)).color.fixed(.dark))
    }
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
    /// The same colour with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.withOpacity { _ in Float(alpha.isFinite ? alpha : 1) })
    }

    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.systemGrayColor)
    public static let systemGray2 = UIColor(Color.systemGray2Color)
    public static let systemGray3 = UIColor(Color.systemGray3Color)
    public static let systemGray4 = UIColor(Color.systemGray4Color)
    public static let systemGray5 = UIColor(Color.systemGray5Color)
    public static let systemGray6 = UIColor(Color.systemGray6Color)

    public static let label = UIColor(Color.labelColor)
    public static let secondaryLabel = UIColor(Color.secondaryLabelColor)
    public static let tertiaryLabel = UIColor(Color.tertiaryLabelColor)
    public static let quaternaryLabel = UIColor(Color.quaternaryLabelColor)
    public static let placeholderText = UIColor(Color.placeholderTextColor)
    public static let systemFill = UIColor(Color.systemFillColor)
    public static let secondarySystemFill = UIColor(Color.secondarySystemFillColor)
    public static let tertiarySystemFill = UIColor(Color.tertiarySystemFillColor)
    public static let quaternarySystemFill = UIColor(Color.quaternarySystemFillColor)
    public static let systemBackground = UIColor(Color.systemBackgroundColor)
    public static let secondarySystemBackground = UIColor(Color.secondarySystemBackgroundColor)
    public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackgroundColor)
    public static let systemGroupedBackground = UIColor(Color.systemGroupedBackgroundColor)
    public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackgroundColor)
    public static let tertiarySystemGroupedBackground = UIColor(Color.tertiarySystemGroupedBackgroundColor)
    public static let separator = UIColor(Color.separatorColor)
    public static let opaqueSeparator = UIColor(Color.opaqueSeparatorColor)
    public static let link = UIColor(Color.linkColor)
    public static let tintColor = UIColor(Color.accentColor)

    // UIKit's fixed colours: pure components, unlike the system colours above.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}

extension Color: _ExpressibleByColorLiteral {
    /// A UIKit colour as a SwiftUI colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components in [0, 1].
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The colour's components in `environment`'s appearance (`colorScheme`).
    public func resolve(in environment: EnvironmentValues) -> Resolved { resolved(in: environment.colorScheme) }
}

extension Color.Resolved {
    /// A colour from gamma-encoded sRGB components in [0, 1] (SwiftUI's
    /// `Color.Resolved(colorSpace:red:green:blue:opacity:)` with the sRGB space).
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
        switch colorSpace {
        case .sRGB, .displayP3: self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear: self.init(linearRed: red, linearGreen: green, linearBlue: blue, opacity: opacity)
        }
    }
}

extension Color {
    /// The colour space of components given to `Color` (SwiftUI's `Color.RGBColorSpace`).
    /// Display P3 components are taken as sRGB (no wide-gamut output).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Components in `colorSpace` (each in [0, 1]).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB, .displayP3: self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(Resolved(linearRed: Float(red), linearGreen: Float(green), linearBlue: Float(blue), opacity: Float(opacity)))
        }
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}
