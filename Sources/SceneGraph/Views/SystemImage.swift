import Foundation

// `Image(systemName:)`: SF Symbol names drawn as glyphs of an icon font (see `SymbolCatalog`:
// the glyphs differ from SF Symbols on purpose, since SF Symbols cannot ship here).
//
// Size, as SF Symbols size themselves: a symbol follows the environment's font. At point size
// S (17 for `.body`) and image scale k (`.small` 0.78, `.medium` 1, `.large` 1.29, the ratios of
// SF Symbols' scales), its frame is a square of 1.2·S·k points (20.4 × 20.4 at body, medium),
// and the glyph's ink fills that square (Material glyphs are drawn on a 24-unit grid with
// 2 units of margin, so the glyph is set at 24/20 of the square). SF Symbols' frames vary per
// symbol (wider for `person.2`, shorter for `minus`); here every frame is square. Font weight
// does not thicken the glyphs (the icon font has one weight). `resizable()` makes the symbol
// take the proposed size, the glyph fitting the smaller side.
//
// The symbol is painted with the foreground style like text. `symbolRenderingMode` is accepted;
// every mode draws one layer in the foreground style (the icon font has no layers).
//
// An unknown name draws a placeholder (a rounded square outline in the foreground style) and
// warns once, naming the symbol.

extension Image {
    /// An SF Symbol by name, drawn from the icon font.
    public init(systemName: String) { source = .system(systemName) }

    /// The relative size of symbols (SwiftUI's `Image.Scale`).
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large
        /// Size relative to `.medium`.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// Side in points of a symbol's square frame for `environment` (see the file comment).
    static func symbolSide(in environment: EnvironmentValues) -> CGFloat {
        let size = (environment.font ?? .body).resolved.size
        return (1.2 * size * environment.imageScale.factor).rounded(toMultipleOf: 1.0 / 3)
    }

    func symbolName(in environment: EnvironmentValues) -> String {
        guard case .system(let name) = source else { return "" }
        if environment.symbolVariants.contains(.fill), let filled = SymbolCatalog.filledName(for: name) { return filled }
        return name
    }

    func updateSymbol(_ name: String, node: Node) {
        let resolved = symbolName(in: node.environment)
        if SymbolCatalog.codePoint(for: resolved) == nil {
            node.host?.warnOnce("no system symbol named '\(resolved)' in the icon font's catalogue; drawing a placeholder")
        }
    }

    func symbolSize(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        let side = Image.symbolSide(in: node.environment)
        guard isResizable else { return CGSize(width: side, height: side) }
        func length(_ p: CGFloat?) -> CGFloat {
            guard let p, p.isFinite else { return side }
            return max(p, 0)
        }
        return CGSize(width: length(proposal.width), height: length(proposal.height))
    }

    func drawSymbol(_ name: String, node: Node, in frame: CGRect, into builder: inout DisplayListBuilder) {
        let env = node.environment
        let paint = env.foregroundStyle?._paint(in: env) ?? .color(Color.primary.resolved)
        builder.items.append(contentsOf: symbolItems(in: frame, environment: env, paint: paint, transform: builder.transform))
    }

    /// The display items of the symbol drawn in `frame` with `paint`: its glyph centred in the
    /// largest square that fits, or a placeholder outline for an unknown name.
    func symbolItems(in frame: CGRect, environment env: EnvironmentValues, paint: Paint, transform: CGAffineTransform) -> [DisplayItem] {
        let side = min(frame.width, frame.height)
        guard side > 0 else { return [] }
        let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        guard let codePoint = SymbolCatalog.codePoint(for: symbolName(in: env)), let scalar = Unicode.Scalar(codePoint) else {
            let inset = square.insetBy(dx: side * 0.1, dy: side * 0.1)
            let outline = RoundedRectangle(cornerRadius: side * 0.2, style: .continuous).path(in: inset)
            return [.stroke(outline, StrokeStyle(lineWidth: max(side / 12, 1)), paint, transform: transform)]
        }
        let em = side * 24 / 20
        let font = Font.Resolved(family: SymbolCatalog.fontFamily, size: em)
        // The icon font's line box is one em high with the glyph centred in it; the box is wider
        // than the glyph so that the layout never wraps it.
        let box = CGRect(x: square.midX - em, y: square.midY - em / 2, width: em * 2, height: em)
        return [
            .text(
                TextItem(
                    string: String(Character(scalar)), font: font, paint: paint, alignment: .center,
                    lineLimit: 1, frame: box), transform: transform)
        ]
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

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`). Accepted for source
/// compatibility: the icon font has one layer, drawn in the foreground style in every mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int
    public static let monochrome = SymbolRenderingMode(kind: 0)
    public static let hierarchical = SymbolRenderingMode(kind: 1)
    public static let palette = SymbolRenderingMode(kind: 2)
    public static let multicolor = SymbolRenderingMode(kind: 3)
}

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
    /// Accepted for source compatibility; see `SymbolRenderingMode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
}

extension Image {
    /// Accepted for source compatibility; see `SymbolRenderingMode`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// Image rendering as a template or as drawn (accepted; symbols always take the foreground style).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
}
