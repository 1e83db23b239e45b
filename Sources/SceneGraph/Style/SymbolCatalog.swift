import Foundation

/// SF Symbol names mapped to glyphs of Google's **Material Symbols Outlined** (Apache License
/// 2.0), the variable icon font with a weight axis (`wght` 100–700), a fill axis (`FILL` 0–1) and
/// an optical-size axis (`opsz` 20–48). SF Symbols cannot ship outside Apple's platforms, so the
/// glyphs differ from iOS's on purpose: the same meaning, size and stroke, another drawing.
///
/// **Why this set.** Candidates that Debian or PyPI package, measured with fontTools on each
/// font's outline circle against the stroke SF Symbols take from the text beside them (an SF
/// symbol's regular stroke is SF Pro's regular stem; Inter, its stand-in here, has a stem of
/// 0.084 em, so a medium symbol whose ink is 1 em wide strokes at 0.084 of its ink):
/// Material Symbols at weight 400 strokes at 0.100 of its ink and at 700 at 0.145 (Inter Bold:
/// 0.163), outlined by default and filled by its `FILL` axis, 3,599 named icons; Material Icons
/// (Debian's `fonts-material-design-icons-iconfont`, used before) and the Material Design Icons
/// community set (`fonts-materialdesignicons-webfont`) stroke at 0.099 but have one weight and
/// draw many icons filled with no outline form; Font Awesome 4 (`fonts-font-awesome`) strokes at
/// 0.146 whatever the weight, 704 icons. Only Material Symbols follows SF's three rules: outline
/// by default, `.fill` as a variant, weight from the font. It comes from PyPI's
/// `qtmaterialsymbols` 1.0.1 (MIT; the font inside is Google's, version 2.758), which `make`
/// fetches with pip and installs for fontconfig (see the Makefile).
///
/// **Names covered.** The gallery of names in use, not Apple's catalogue: every
/// `Image(systemName: "…")` and `systemImage: "…"` literal in the Swift sources of 25 public
/// SwiftUI repositories (apps and samples, among them Ice Cubes, CodeEdit, Pulse, isowords,
/// NetNewsWire, Mastodon's, Aidoku, Whisky, Apple's Food Truck) and of the iOS reference views:
/// 1,423 uses of 346 distinct names, the top ones `trash` and `checkmark` (64 each),
/// `square.and.arrow.up` (41), `plus` (36), `xmark` (35), `star.fill` (35). With the 251 names of
/// the earlier catalogue, that is 457 names, 361 once `.fill` is taken off; `table` maps each of
/// those 361 to a glyph (`SymbolCatalogTests` lists the gallery and checks it).
///
/// **Resolving a name.** A `.fill` component anywhere in the name asks for the filled form
/// (`FILL` 1) and is left out of the look-up (`person.fill.badge.plus` looks up
/// `person.badge.plus`). A name with `forward` or `backward` components is the same symbol as
/// its `right` or `left` form in a left-to-right layout, and the reverse (`arrow.up.forward`
/// draws `arrow.up.right`; `directionalSynonyms`). A name the table lacks draws the nearest glyph of its family: its
/// components are dropped from the end until a known name remains (`person.crop.circle.badge.plus`
/// → `person.crop.circle`), else the family's shortest known name (the first component's:
/// `antenna.radiowaves.up` → `antenna.radiowaves.left.and.right`); a family the table does not
/// know at all draws `questionmark.circle`. Never a box; the view warns once, naming the symbol.
enum SymbolCatalog {
    /// The font family the glyphs come from.
    static let fontFamily = SystemFontMetrics.symbolFamily

    /// The glyph drawn for a name when neither it nor its family is known.
    static let unknownFamilyName = "questionmark.circle"

    /// How a name was found.
    enum Match: Hashable, Sendable {
        /// The name itself (after taking off `.fill`).
        case exact
        /// Another name of its family, the one given.
        case family(String)
        /// Neither the name nor its family: `unknownFamilyName`.
        case unknown
    }

    /// A resolved symbol: its glyph, whether it is drawn filled, and how it was found.
    struct Glyph: Hashable, Sendable {
        let codePoint: UInt32
        let filled: Bool
        let match: Match
    }

    /// The glyph for an SF Symbol name; `fill` asks for the filled form as `.symbolVariant(.fill)`
    /// does (a name with a `.fill` component is filled anyway).
    static func glyph(for name: String, fill: Bool = false) -> Glyph {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = fill || components.contains("fill")
        var base = components.filter { $0 != "fill" }
        let lookup = base.joined(separator: ".")
        if let exact = table[lookup] { return Glyph(codePoint: exact, filled: filled, match: .exact) }
        // `forward` and `backward` are `right` and `left` read left to right (and the reverse).
        let directional = base.map { directionalSynonyms[$0] ?? $0 }.joined(separator: ".")
        if directional != lookup, let same = table[directional] {
            return Glyph(codePoint: same, filled: filled, match: .exact)
        }
        while base.count > 1 {
            base.removeLast()
            let shorter = base.joined(separator: ".")
            if let found = table[shorter] { return Glyph(codePoint: found, filled: filled, match: .family(shorter)) }
        }
        if let family = components.first, let representative = familyRepresentatives[family], let found = table[representative] {
            return Glyph(codePoint: found, filled: filled, match: .family(representative))
        }
        return Glyph(codePoint: table[unknownFamilyName]!, filled: filled, match: .unknown)
    }

    /// SF Symbols' reading-direction names and their left-to-right equivalents: a
    /// `.forward` symbol is its `.right` form in a left-to-right layout (the only direction drawn
    /// here), `.backward` its `.left` form, and the reverse (`arrow.up.forward` is
    /// `arrow.up.right`, `chevron.right` is `chevron.forward`).
    static let directionalSynonyms = ["forward": "right", "backward": "left", "right": "forward", "left": "backward"]

    /// Number of SF Symbol names (outline forms) the catalogue maps.
    static var count: Int { table.count }

    /// For each family (first component), its shortest known name (alphabetically first among
    /// equals): what an unknown name of the family draws when no prefix of it is known.
    static let familyRepresentatives: [String: String] = {
        var result: [String: String] = [:]
        for name in table.keys {
            let family = String(name.prefix { $0 != "." })
            if let current = result[family], (current.count, current) <= (name.count, name) { continue }
            result[family] = name
        }
        return result
    }()
}
