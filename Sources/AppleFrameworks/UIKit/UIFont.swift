import Foundation
import SceneGraph

/// A font as UIKit code names one (UIKit's `UIFont`): the system font at a size and weight, a
/// Dynamic Type text style, or a named face. It is drawn as the SceneGraph `Font` it stands for
/// (`Font(_:)`), so a text style keeps following the environment's Dynamic Type size.
///
/// Metrics: `pointSize` is the size at the default Dynamic Type size (`.large`); `lineHeight` is
/// the system face's line height (ascent plus descent, 1.1934 em, `SystemFontMetrics`), and 1.2 em
/// for other faces.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The face's name (`".SFUI-Regular"`-style names are not reproduced: the system font is
    /// named after the face that draws it).
    public let fontName: String
    /// The family's name.
    public let familyName: String
    /// The SceneGraph font this font draws as.
    public let font: Font

    init(pointSize: CGFloat, name: String, family: String, font: Font) {
        self.pointSize = pointSize
        fontName = name
        familyName = family
        self.font = font
    }

    /// The named face at `size` points (`Font.custom(_:size:)`); nil for a size that is not a
    /// positive, finite number.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize > 0 else { return nil }
        self.init(pointSize: fontSize, name: fontName, family: fontName, font: .custom(fontName, size: fontSize))
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(
            pointSize: fontSize, name: SystemFontMetrics.family, family: SystemFontMetrics.family,
            font: .system(size: fontSize, weight: weight.fontWeight))
    }
    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            pointSize: fontSize, name: SystemFontMetrics.family, family: SystemFontMetrics.family,
            font: .system(size: fontSize).italic())
    }
    /// The monospaced system font at `fontSize` points.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            pointSize: fontSize, name: "monospaced", family: "monospaced",
            font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced))
    }
    /// The system font with digits of one width at `fontSize` points.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let font = systemFont(ofSize: fontSize, weight: weight)
        return UIFont(pointSize: fontSize, name: font.fontName, family: font.familyName, font: font.font.monospacedDigit())
    }

    /// The font of a Dynamic Type text style at the default size (`.large`), with the style's
    /// weight (`.headline` is semibold); `traitCollection` is accepted and ignored. Drawn, it
    /// follows the environment's Dynamic Type size as `Font.body` and the others do.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let textStyle = style.fontTextStyle
        return UIFont(
            pointSize: DynamicTypeTable.size(textStyle, .large), name: SystemFontMetrics.family,
            family: SystemFontMetrics.family, font: .system(textStyle))
    }

    /// The same face at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        guard fontSize.isFinite, fontSize > 0 else { return self }
        let resolved = font.resolve(in: EnvironmentValues())
        var sized = Font.system(size: fontSize, weight: Font.Weight.nearest(resolved.weight))
        if !SystemFontMetrics.isSystem(resolved.family) { sized = .custom(resolved.family, size: fontSize) }
        return UIFont(pointSize: fontSize, name: fontName, family: familyName, font: sized)
    }

    /// The height of a line in points (see the type's comment).
    public var lineHeight: CGFloat {
        SystemFontMetrics.lineHeight(font.resolve(in: EnvironmentValues()).family, size: pointSize) ?? pointSize * 1.2
    }
    /// The system face's ascent, 0.952 em (1950/2048); 0.8 em for other faces.
    public var ascender: CGFloat { lineHeight * (1950.0 / (1950 + 494)) }
    /// The descent below the baseline, negative as UIKit reports it.
    public var descender: CGFloat { -(lineHeight - ascender) }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.fontName == b.fontName && a.font == b.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(fontName) }
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`, named as UIKit names them).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same name (`.body` for a name UIKit does not have).
        var fontTextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }

    /// A font weight on UIKit's scale, −1 (thinnest) to 1 (heaviest), regular at 0.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest on UIKit's scale.
        var fontWeight: Font.Weight {
            let named: [(Weight, Font.Weight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)
            ]
            let value = rawValue.isFinite ? rawValue : 0
            return named.min { abs($0.0.rawValue - value) < abs($1.0.rawValue - value) }!.1
        }
    }
}

extension Font {
    /// The font a UIKit font draws as (SwiftUI's `Font(_:)` taking a `UIFont`).
    public init(_ font: UIFont) { self = font.font }
}

extension Font.Weight {
    /// The named weight nearest `value` on the 100–900 scale.
    static func nearest(_ value: Int) -> Font.Weight {
        let all: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return all.min { abs($0.value - value) < abs($1.value - value) }!
    }
}
