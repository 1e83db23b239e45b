import Foundation

// `Image(systemName:)`: SF Symbol names drawn as glyphs of an icon font (see `SymbolCatalog`:
// Material Symbols Outlined; the glyphs differ from SF Symbols on purpose, since SF Symbols
// cannot ship here).
//
// Size, baseline and weight, as SF Symbols take them from the font they sit in. At point size S
// (17 for `.body`) and image scale k:
//
// - Scales: `.small` 0.783, `.medium` 1, `.large` 1.29 of medium. Apple documents `.small` as
//   "approximately 20 % smaller" and `.large` as "approximately 30 % larger" than `.medium`
//   (`NSImage.SymbolScale`); 0.783 and 1.29 are the ratios of the scales' glyphs.
// - Frame: 1.18·S·k points tall, to a third of a point (20.0 at body, 26.0 large at body), and as
//   wide as the ink of a symbol that fills its design box (below: 17.0 at body, 20.33 large).
//   Height measured on a PNG that iOS drew (a public swift-snapshot-testing reference at scale
//   1: a `.large` globe over body text in a `VStack(spacing: 8)`, centred in 400 × 400): the
//   globe's frame is 25.9 points tall, 1.18 × 17 × 1.29. Width measured on another, at 2×:
//   `HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked") }.padding(5)` on a
//   blue fill, whose symbol ink starts 5.0 points (10 pixels) inside the fill's leading edge and
//   spans 17.0 points, with the title's frame 8 points after the ink: the frame hugs the ink
//   sideways (a square 20-point frame put 3 points more between symbol and title, and made the
//   pill 3.4 % wider than iOS's). SF Symbols' frames vary per symbol (wider for `person.2`,
//   narrower for `chevron.right`); here every frame is the design box's width.
// - Ink: a symbol that fills its design box (a circle, the globe) is 1.0·S across at `.medium`
//   (17.0 at body: `checkmark.circle.fill` beside body text in a public swift-snapshot-testing
//   reference at 2×, 34 pixels of ink), 1.196·S at `.large` (20.33 at body: the `.large` globe
//   measured at 3× on an iPhone 13 Pro reference) and 0.783·S at `.small` (medium's ink × the
//   scale's ratio). So ink and frame do not grow alike: a large symbol has more room around its
//   ink (20.3 in 26.0) than a medium one (17.0 in 20.0). Material glyphs fill 20 of their 24
//   units, so the glyph's em is the ink × 24/20. The 1× view drawn here: the globe's ink band
//   is rows 175–196 with its centre at 185.5, iOS's 175–197 at 186.0; the text under it
//   210–224 (iOS 210–223).
// - Vertical place: SF Symbols are centred on the cap height of the text beside them (Apple,
//   "SF Symbols" in the Human Interface Guidelines and WWDC 2019's "Introducing SF Symbols";
//   the symbol template marks cap line and baseline, typeset at 100 points: cap height 70.46).
//   The frame's centre is the cap height's middle and the glyph is centred in it, so in an
//   `HStack` with text, centred or on `.firstTextBaseline`, the symbol sits on the cap height's
//   middle. The symbol's text baselines are at side / 2 + capHeight / 2 from its top, the cap
//   height being SF Pro's (1443 / 2048 em = 0.7046·S), which the system face is drawn with
//   (`SystemFontMetrics.capHeightPerEm`).
// - Weight: the font's weight (`.font(.body.bold())`, `.fontWeight(_:)`) is the glyph's `wght`
//   axis, 100 … 700 (the icon font's range: heavy and black draw at 700). Optical size: the
//   `opsz` axis follows the glyph's em in points (20 … 48).
// - Fill: outlined by default; a name with a `.fill` component or `.symbolVariant(.fill)` draws
//   the glyph with the `FILL` axis at 1.
//
// `resizable()` makes the symbol take the proposed size, the glyph keeping its ratio to the
// square that fits. The symbol is painted with the foreground style like text.
// Every `symbolRenderingMode` draws one layer in the foreground style (the icon font has no
// layers), except the multicolour form of a symbol that is one colour (`SymbolRenderingMode`). An unknown name draws the nearest glyph of its family (`SymbolCatalog`)
// and warns once, naming the symbol.

extension Image {
    /// An SF Symbol by name, drawn from the icon font.
    public init(systemName: String) { source = .system(systemName) }

    /// The relative size of symbols (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large
        /// Size relative to `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// SF Symbols' metrics per point of font size at `.medium` (see the file comment).
    enum SymbolMetrics {
        /// The side of a symbol's square frame.
        static let frame: CGFloat = 1.18
        /// The ink of a symbol that fills its design box at `scale`, per point of font size.
        static func ink(_ scale: Image.Scale) -> CGFloat {
            switch scale {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.196
            }
        }
        /// Units of a Material glyph's em (24) over those its design box fills (20).
        static let emPerInk: CGFloat = 24.0 / 20.0
    }

    /// Height in points of a symbol's frame for `environment` (see the file comment).
    nonisolated static func symbolSide(in environment: EnvironmentValues) -> CGFloat {
        let size = (environment.font ?? .body).resolve(in: environment).size
        return (SymbolMetrics.frame * size * environment.imageScale.factor).rounded(toMultipleOf: 1.0 / 3)
    }

    /// Size in points of a symbol's frame for `environment`: `symbolSide` tall and as wide as
    /// the ink of a symbol that fills its design box, to a third of a point (17 × 20 at body;
    /// see the file comment).
    nonisolated static func symbolFrameSize(in environment: EnvironmentValues) -> CGSize {
        let size = (environment.font ?? .body).resolve(in: environment).size
        let width = (SymbolMetrics.ink(environment.imageScale) * size).rounded(toMultipleOf: 1.0 / 3)
        return CGSize(width: width, height: symbolSide(in: environment))
    }

    /// The symbol's text baselines, in points from the top of its frame of height `side` when
    /// not resizable: below the frame's centre by half the cap height of the font it sits in.
    static func symbolBaseline(side: CGFloat, in environment: EnvironmentValues) -> CGFloat {
        let size = (environment.font ?? .body).resolve(in: environment).size
        return side / 2 + SystemFontMetrics.capHeightPerEm * size / 2
    }

    /// The name looked up, with `.symbolVariant(.fill)` as a `.fill` component.
    func symbolName(in environment: EnvironmentValues) -> String {
        guard case .system(let name) = source else { return "" }
        let hasFill = name.split(separator: ".").contains("fill")
        return environment.symbolVariants.contains(.fill) && !hasFill ? name + ".fill" : name
    }

    func updateSymbol(_ name: String, node: Node) {
        let resolved = symbolName(in: node.environment)
        switch SymbolCatalog.glyph(for: resolved).match {
        case .exact: break
        case .family(let family):
            node.host?.warnOnce("no system symbol named '\(resolved)' in the icon font's catalogue; drawing '\(family)' of its family")
        case .unknown:
            node.host?.warnOnce(
                "no system symbol named '\(resolved)' in the icon font's catalogue, nor of its family; drawing '\(SymbolCatalog.unknownFamilyName)'")
        }
    }

    func symbolSize(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        guard isResizable else { return Image.symbolFrameSize(in: node.environment) }
        let side = Image.symbolSide(in: node.environment)
        func length(_ p: CGFloat?) -> CGFloat {
            guard let p, p.isFinite else { return side }
            return max(p, 0)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    /// The symbol's paint: the foreground style, or the one colour of its multicolour form when
    /// that form is asked for (`.renderingMode(.original)`, `SymbolRenderingMode.multicolor`).
    func symbolPaint(in env: EnvironmentValues) -> Paint {
        let multicolor = renderingMode == .original || (symbolRenderingMode ?? env.symbolRenderingMode) == .multicolor
        if multicolor, let color = SymbolRenderingMode.multicolor(symbolName(in: env)) { return color._paint(in: env) }
        return env.foregroundStyle?._paint(in: env) ?? .color(Color.primary.resolved)
    }

    func drawSymbol(_ name: String, node: Node, in frame: CGRect, into builder: inout DisplayListBuilder) {
        let env = node.environment
        let paint = symbolPaint(in: env)
        builder.items.append(
            contentsOf: symbolItems(
                in: frame, environment: env, paint: paint, transform: builder.transform, measurer: node.host?.resources.textMeasurer))
    }

    /// The display items of the symbol drawn in `frame` with `paint`, at the weight and fill the
    /// environment asks for. A fixed symbol's glyph as its frame (as wide as the ink,
    /// `symbolFrameSize`) gives it, its ink filling the width. A resizable symbol's glyph is
    /// scaled as iOS scales a resizable symbol image, whose bounds hug the glyph: its ink fills
    /// `resizableInkFill` of the frame's width or height, whichever it meets first, centred (the
    /// ink measured with `measurer`; without one, centred in the largest square that fits).
    func symbolItems(
        in frame: CGRect, environment env: EnvironmentValues, paint: Paint, transform: CGAffineTransform,
        measurer: (any TextMeasurer)? = nil
    ) -> [DisplayItem] {
        let scale = env.imageScale
        // The frame height whose design box is `frame.width` wide (SymbolMetrics: the ink is
        // ink(scale) / (frame · factor) of the height). A fixed symbol's own frame gives its
        // height; the point of slack covers the width's and height's rounding to thirds.
        let widthAsSide = frame.width * SymbolMetrics.frame * scale.factor / SymbolMetrics.ink(scale)
        let side = isResizable ? min(frame.width, frame.height) : min(widthAsSide + 1, frame.height)
        guard side > 0, side.isFinite else { return [] }
        let glyph = SymbolCatalog.glyph(for: symbolName(in: env))
        guard let scalar = Unicode.Scalar(glyph.codePoint) else { return [] }
        let string = String(Character(scalar))
        let base = (env.font ?? .body).resolve(in: env)
        let weight = max(100, min(700, env.fontWeight?.value ?? base.weight))
        func font(em: CGFloat) -> Font.Resolved {
            let opticalSize = max(20, min(48, em))
            let variations = "FILL=\(glyph.filled ? 1 : 0),wght=\(weight),opsz=\(Self.axisValue(opticalSize)),GRAD=0"
            return Font.Resolved(family: SymbolCatalog.fontFamily, size: em, weight: weight, variations: variations)
        }
        var em = side * SymbolMetrics.ink(scale) / (SymbolMetrics.frame * scale.factor) * SymbolMetrics.emPerInk
        // The icon font's line is 1.2 em high (ascent 1056, descent 96 of 960 units) with the
        // glyph's box centred in it; the box is wider than the glyph so that it never wraps.
        var box = CGRect(x: frame.midX - em, y: frame.midY - em * 0.6, width: em * 2, height: em * 1.2)
        if isResizable, let measurer, let first = measurer.inkBounds(string, font: font(em: em)) {
            let fit = min(frame.width * Self.resizableInkFill / first.ink.width, frame.height * Self.resizableInkFill / first.ink.height)
            if fit.isFinite, fit > 0 {
                em *= fit
                // Measured again at the new size (the optical size axis follows the em).
                if let bounds = measurer.inkBounds(string, font: font(em: em)) {
                    // The text item centres the glyph's logical box in `box` sideways and puts its
                    // top at the box's top: move the box so that the ink's centre is the frame's.
                    let inkMidX = frame.midX - bounds.logical.width / 2 + bounds.ink.midX
                    box = CGRect(
                        x: frame.midX - em + (frame.midX - inkMidX), y: frame.midY - bounds.ink.midY,
                        width: em * 2, height: max(em * 1.2, bounds.logical.height))
                }
            }
        }
        return [
            .text(
                TextItem(string: string, font: font(em: em), paint: paint, alignment: .center, lineLimit: 1, frame: box),
                transform: transform)
        ]
    }

    /// How much of a resizable symbol's frame its ink fills, along the side it meets first: iOS
    /// scales a symbol image whose bounds hug the glyph with a thin margin. Measured on an iOS 18
    /// reference at 3× (a public swift-snapshot-testing image of a button style): `person` in a
    /// 20 × 20 frame `.resizable().scaledToFit()` inks 19.0 points tall, `arrow.right` 19.7 wide;
    /// 0.965 is their mean.
    static let resizableInkFill: CGFloat = 0.965

    /// An axis value as the variations string writes it: to a hundredth.
    static func axisValue(_ value: CGFloat) -> String {
        let hundredths = Int((value * 100).rounded())
        return hundredths % 100 == 0 ? "\(hundredths / 100)" : String(format: "%.2f", Double(hundredths) / 100)
    }
}

extension CGFloat {
    func rounded(toMultipleOf step: CGFloat) -> CGFloat { (self / step).rounded() * step }
}

struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

/// Variants of symbols (SwiftUI's `SymbolVariants`): `.fill` picks a symbol's filled form.
public struct SymbolVariants: Hashable, Sendable {
    let flags: Int
    public static let none = SymbolVariants(flags: 0)
    public static let fill = SymbolVariants(flags: 1)
    public static let circle = SymbolVariants(flags: 2)
    public static let square = SymbolVariants(flags: 4)
    public static let slash = SymbolVariants(flags: 8)
    public var fill: SymbolVariants { SymbolVariants(flags: flags | 1) }
    public func contains(_ other: SymbolVariants) -> Bool { flags & other.flags == other.flags && other.flags != 0 }
}

struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`). The icon font has one
/// layer, drawn in the foreground style in every mode, except `.multicolor` (which
/// `.renderingMode(.original)` on a symbol also asks for) on a symbol whose SF Symbols
/// multicolour form is one colour: see `multicolor(_:)`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    public static let monochrome = SymbolRenderingMode(kind: 0)
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    public static let palette = SymbolRenderingMode(kind: 2)
    public static let multicolor = SymbolRenderingMode(kind: 3)

    /// The colour SF Symbols' multicolour form gives the whole of the symbol `name`, for the
    /// symbols drawn in one colour: a cloud is white (iOS 17 draws `cloud.fill` with
    /// `.renderingMode(.original)` white, unseen on white: `Tools/ios-reference`
    /// weatherapp-onedayshort), the sun yellow. Nil for the others, which keep the foreground
    /// style: their multicolour forms colour parts apart (`cloud.sun.fill`'s white cloud and
    /// yellow sun), which one layer cannot.
    static func multicolor(_ name: String) -> Color? {
        switch name {
        case "cloud", "cloud.fill": return .white
        case "sun.max", "sun.max.fill": return .yellow
        default: return nil
        }
    }
}

struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
    /// The scale of symbols in this subtree (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The symbol variants in this subtree.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The symbol rendering mode of this subtree (nil: the symbols' own, monochrome here).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbols of this subtree (`.small`, `.medium`, `.large`).
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.imageScale, scale)
    }
    /// Picks the variant (`.fill`) of symbols in this subtree where the catalogue has one.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.symbolVariants, variant)
    }
    /// Sets how the symbols of this subtree are coloured; see `SymbolRenderingMode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets how this symbol is coloured; see `SymbolRenderingMode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
    /// Image rendering as a template or as drawn (accepted; symbols always take the foreground style).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Draws the image as a template (its alpha filled with the foreground style, as a symbol
    /// is) or in its own colours; nil takes the image set's `template-rendering-intent`.
    /// On a symbol, `.original` asks for its multicolour form (`SymbolRenderingMode.multicolor`).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }
}
