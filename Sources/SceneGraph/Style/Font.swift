import Foundation

/// A font description (SwiftUI's `Font`): a system font of a size, weight and design, a named
/// family, or a text style. Text styles use iOS's default (large) sizes.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        /// CSS/OpenType weight value.
        public var value: Int {
            switch self {
            case .ultraLight: return 100
            case .thin: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// The style's size at the default Dynamic Type size, `.large` (`DynamicTypeTable`):
        /// largeTitle 34, title 28, title2 22, title3 20, headline and body 17, callout 16,
        /// subheadline 15, footnote 13, caption 12, caption2 11.
        var size: CGFloat { DynamicTypeTable.size(self, .large) }
        /// Semibold for the headline, regular for the others (the HIG's table).
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// How a font's size follows the environment's Dynamic Type size (`resolve(in:)`).
    enum Scaling: Hashable, Sendable {
        /// Never (`.system(size:)`, `.custom(_:fixedSize:)`).
        case fixed
        /// The text style's size at each size category (`.body`, `.system(.title)`).
        case style(TextStyle)
        /// The font's own size scaled as the style scales (`.custom(_:size:relativeTo:)`).
        case relative(TextStyle)
    }

    /// The resolved font: family, size in points, weight, slant and width.
    public struct Resolved: Hashable, Sendable {
        public var family: String
        public var size: CGFloat
        public var weight: Int
        public var italic: Bool
        /// `Font.Width`'s value: 0 standard, below narrower, above wider (drawn with the
        /// family's condensed or expanded face, see `Font.Width`).
        public var width: CGFloat
        /// OpenType variation axes set on the face, in Pango's syntax (`"wght=400,FILL=1"`); empty
        /// for none. Symbols use it (`SymbolCatalog`); text leaves it empty.
        public var variations: String
        public init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false, width: CGFloat = 0, variations: String = "") {
            self.family = family
            self.size = size
            self.weight = weight
            self.italic = italic
            self.width = width
            self.variations = variations
        }
    }

    /// The font at the default Dynamic Type size (`.large`); `resolve(in:)` gives it at the
    /// environment's size.
    public var resolved: Resolved
    var scaling: Scaling

    private init(_ resolved: Resolved, scaling: Scaling = .fixed) {
        self.resolved = resolved
        self.scaling = scaling
    }

    /// The font at `environment`'s Dynamic Type size: a text style's font at the style's size
    /// for that category (Apple's table, `DynamicTypeTable`); a custom font relative to a style
    /// at its size times the style's growth against `.large`; a fixed size as it is. At `.large`
    /// it is `resolved`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let category = environment.dynamicTypeSize
        guard category != .large else { return resolved }
        var r = resolved
        switch scaling {
        case .fixed: break
        case .style(let style): r.size = DynamicTypeTable.size(style, category)
        case .relative(let style): r.size = Font.validSize(r.size * DynamicTypeTable.scale(style, category))
        }
        return r
    }

    /// The face drawn for each design, the open face closest to Apple's (measured with
    /// pango-view at the sizes iOS draws, against SF's numbers):
    /// - `.default`: Inter (`SystemFontMetrics`).
    /// - `.rounded`: **Quicksand** (SIL OFL 1.1, Debian's `fonts-quicksand`). SF Pro Rounded has
    ///   SF Pro's widths and vertical metrics. Over a 76-character sample, Quicksand untracked
    ///   sets 0.6 % wider than Inter with SF's tracking, against Comfortaa +12.9 %, Dosis −18.3 %
    ///   and Eurofurence −20.0 % (the other rounded faces Debian has; Nunito and Varela Round are
    ///   not packaged); its x-height is 0.526 em with overshoot (Inter 0.545, SF Pro 0.508 plus
    ///   overshoot). iOS tracks SF Pro Rounded by SF Pro's table, and so is Quicksand here
    ///   (`SystemFontMetrics.tracking(_:size:)`), with SF Pro's line height and leading. In PNGs
    ///   iOS drew at @3x (the iOS reference suite's `challenge-*` cases) the lines are, iOS
    ///   against Quicksand untracked and tracked: "No Characters" (17 pt semibold) 333 / 348 /
    ///   332.5 px, "Card Title" 222 / 235 / 223, "There are no characters to display at" (17 pt)
    ///   804 / 868 / 822 (untracked it wrapped a word earlier than iOS in 280 pt). Its weights are
    ///   Regular and Bold under one family (Light and Medium are families of their own), so
    ///   `.heavy` and `.black` draw Bold.
    /// - `.monospaced`: **Noto Sans Mono** (SIL OFL 1.1, `fonts-noto-mono`). In a PNG iOS drew
    ///   (the iOS reference suite's `netbob-info`, 12 pt bold SF Mono at @3x) the key texts end
    ///   22.2 px further right per added character: SF Mono advances 0.617 em (every open
    ///   candidate: 0.600 em). On "Successful requests" and "Total requests" overlapped with
    ///   iOS's ink, Noto Sans Mono covers 0.43 and 0.65 of the union, Fira Code 0.54 and 0.62
    ///   (but it joins `->`, `!=` into ligatures), Liberation Mono 0.47 and 0.54, DejaVu Sans
    ///   Mono (before) 0.40 and 0.46, JetBrains Mono 0.34 and 0.38.
    /// - `.serif`: **TeX Gyre Schola** (GUST Font License, Debian's `fonts-texgyre`; a Century
    ///   Schoolbook). Measured on New York as iOS drew it (the iOS reference suite's
    ///   `challenge-chip-selected`: "Alive" at 15 pt, @3x: ink 101 px wide, 34 px from the
    ///   capital's apex to the baseline, x-height 24 px) against each serif face Debian packages,
    ///   set the same way: Schola 105/34/23, Noto Serif 108/35/25, DejaVu Serif (before)
    ///   111/36/25, Bonum 106/33/24, Pagella 105/34/22, Liberation Serif 100/31/21, Termes
    ///   98/32/22, Linux Libertine 95/33/21, FreeSerif 94/32/22. Schola is the closest in all
    ///   three together (width +4 %, heights within a pixel). It is set with SF Pro's line height
    ///   and leading (`SystemFontMetrics.serifFamily`), no tracking. It has Regular and Bold with
    ///   italics, so semibold and heavier draw Bold.
    static func family(for design: Design) -> String {
        switch design {
        case .default: return SystemFontMetrics.family
        case .rounded: return SystemFontMetrics.roundedFamily
        case .serif: return SystemFontMetrics.serifFamily
        case .monospaced: return SystemFontMetrics.monospacedFamily
        }
    }

    /// A system font of `size` points (a size that is not finite is reported once and becomes
    /// 17, the body size; sizes are limited to 0…4096).
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(Resolved(family: family(for: design), size: validSize(size), weight: weight.value))
    }

    static func validSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite else {
            WarningLog.warn("font size must be finite, got \(size); using 17")
            return 17
        }
        return min(max(size, 0), 4096)
    }
    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(Resolved(family: family(for: design), size: style.size, weight: (weight ?? style.weight).value), scaling: .style(style))
    }
    /// A font family by name, of `size` points at the default Dynamic Type size, growing and
    /// shrinking with it as the body style does (SwiftUI's `custom(_:size:)`).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }
    /// A font family by name, of `size` points at the default Dynamic Type size, scaled at other
    /// sizes as `textStyle` is (its size there over its size at `.large`, as UIFontMetrics scales).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(Resolved(family: name, size: validSize(size)), scaling: .relative(textStyle))
    }
    /// A font family by name, of `size` points whatever the Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(Resolved(family: name, size: validSize(fixedSize)))
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.resolved.weight = weight.value
        return f
    }
    public func bold() -> Font { weight(.bold) }
    /// The font in `width` of its family (iOS 16): `.compressed`, `.condensed`, `.standard` or
    /// `.expanded`, drawn with the family's condensed or expanded face where it has one (see
    /// `Font.Width`). A width that is not finite is reported once and becomes `.standard`.
    public func width(_ width: Width) -> Font {
        var f = self
        if width.value.isFinite {
            f.resolved.width = width.value
        } else {
            WarningLog.warn("font width must be finite, got \(width.value); using .standard")
            f.resolved.width = 0
        }
        return f
    }
    public func italic() -> Font {
        var f = self
        f.resolved.italic = true
        return f
    }
    /// The font with digits of one width. The font is unchanged: `Text.monospacedDigit()` asks
    /// for the face's tabular figures (Inter, the system face, has them); a font made
    /// monospaced-digit and given through `.font(_:)` keeps the face's proportional digits.
    public func monospacedDigit() -> Font { self }
    /// The same size and weight in the monospaced face (Noto Sans Mono, see `family(for:)`).
    public func monospaced() -> Font {
        var f = self
        f.resolved.family = Font.family(for: .monospaced)
        return f
    }
}

/// Measures text for layout. SceneRender provides the real engine (Pango); tests may use
/// `ApproximateTextMeasurer`.
public protocol TextMeasurer: AnyObject {
    /// The size of `string` laid out with `font`, wrapped at `width` points when given, limited
    /// to `lineLimit` lines when given.
    func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize
    /// The size of styled runs (see `TextItem.styled`) laid out as `measure` does, `font` being
    /// the text's own. Default: the runs' plain text measured with `font`.
    func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize
    /// `measure` for a display of `scale` pixels per point (`EnvironmentValues.displayScale`):
    /// engines that round text to device pixels round to 1/`scale` point. Default: `measure`.
    func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize
    /// The styled `measure` for a display of `scale` pixels per point. Default: `measure`.
    func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize
    /// The baselines of `string`'s first and last lines, laid out as `measure` does, in points
    /// from the top of the text (`.firstTextBaseline` and `.lastTextBaseline` of a `Text`).
    /// Default: four fifths of a line's height down the first and the last line.
    func baselines(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> (first: CGFloat, last: CGFloat)
    /// The ink rectangle of `string` on one line with `font` (the pixels its glyphs cover), in
    /// points from the top-left of its logical box (where a text item's frame puts it), and that
    /// logical box's size; nil when the engine cannot tell or nothing is inked. Default: nil.
    func inkBounds(_ string: String, font: Font.Resolved) -> (ink: CGRect, logical: CGSize)?
}

extension TextMeasurer {
    public func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize {
        measure(string, font: font, width: width, lineLimit: lineLimit)
    }
    public func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, scale: CGFloat) -> CGSize {
        measure(styled, font: font, width: width, lineLimit: lineLimit)
    }
    public func measure(_ styled: StyledText, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
        measure(styled.plainText, font: font, width: width, lineLimit: lineLimit)
    }
    public func inkBounds(_ string: String, font: Font.Resolved) -> (ink: CGRect, logical: CGSize)? { nil }
    public func baselines(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> (first: CGFloat, last: CGFloat) {
        let line = measure("X", font: font, width: nil, lineLimit: 1).height
        let all = measure(string, font: font, width: width, lineLimit: lineLimit).height
        return (line * 0.8, max(line, all) - line * 0.2)
    }
}

/// A deterministic stand-in for tests: every character is 0.6 × the font size wide and a line
/// is 1.2 × the size high, wrapping at spaces.
public final class ApproximateTextMeasurer: TextMeasurer {
    public init() {}
    public func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
        let charWidth = font.size * 0.6
        let lineHeight = (font.size * 1.2).rounded(.up)
        var lines: [Int] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let w = word.count + (current > 0 ? 1 : 0)
                if let width, current > 0, CGFloat(current + w) * charWidth > width {
                    lines.append(current)
                    current = word.count
                } else {
                    current += w
                }
            }
            lines.append(current)
        }
        if let lineLimit, lines.count > lineLimit { lines = Array(lines.prefix(max(lineLimit, 1))) }
        let widest = CGFloat(lines.max() ?? 0) * charWidth
        return CGSize(width: min(widest, width ?? widest).rounded(.up), height: CGFloat(lines.count) * lineHeight)
    }
}
