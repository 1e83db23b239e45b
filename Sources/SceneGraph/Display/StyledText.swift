import Foundation

/// A text drawn in runs of their own style (a concatenated `Text + Text`, Markdown, decorations,
/// letter spacing, line spacing): plain values that the renderer alone turns into its text
/// engine's attributes. A run's font fields that are nil are the text item's own font (so a
/// text scaled by `minimumScaleFactor` scales them; a run that sets its own size keeps it).
public struct StyledText: Hashable, Sendable {
    public var runs: [Run]
    /// The height of every line in points (`lineSpacing` added to the font's own line); nil: the
    /// font's own line height.
    public var lineHeight: CGFloat?

    public init(runs: [Run], lineHeight: CGFloat? = nil) {
        self.runs = runs
        self.lineHeight = lineHeight
    }

    /// The characters of all runs, in order.
    public var plainText: String { runs.map(\.string).joined() }

    /// An underline or strikethrough line.
    public struct Decoration: Hashable, Sendable {
        /// The line's colour; nil: the text's.
        public var color: Color.Resolved?
        public init(color: Color.Resolved? = nil) { self.color = color }
    }

    /// One run of characters and how they differ from the text item's font and paint.
    public struct Run: Hashable, Sendable {
        /// The characters as drawn (letter case applied).
        public var string: String
        public var family: String?
        /// Points.
        public var size: CGFloat?
        /// CSS/OpenType weight (100…900).
        public var weight: Int?
        public var italic: Bool?
        /// `Font.Width`'s value (see `Font.Width.stretchLevel`).
        public var width: CGFloat?
        /// The run's colour; nil: the item's paint.
        public var color: Color.Resolved?
        /// A colour filled behind the run's characters over the height of its line (an
        /// `AttributedString`'s `backgroundColor`); nil: none.
        public var backgroundColor: Color.Resolved?
        public var underline: Decoration?
        public var strikethrough: Decoration?
        /// Extra space after each character (`tracking` plus `kerning`), points.
        public var spacing: CGFloat
        /// How far the run is raised from the baseline (negative: lowered), points.
        public var baselineOffset: CGFloat
        /// Digits of one width (OpenType `tnum`).
        public var monospacedDigits: Bool

        public init(
            _ string: String, family: String? = nil, size: CGFloat? = nil, weight: Int? = nil, italic: Bool? = nil,
            width: CGFloat? = nil, color: Color.Resolved? = nil, backgroundColor: Color.Resolved? = nil,
            underline: Decoration? = nil,
            strikethrough: Decoration? = nil, spacing: CGFloat = 0, baselineOffset: CGFloat = 0,
            monospacedDigits: Bool = false
        ) {
            self.string = string
            self.family = family
            self.size = size
            self.weight = weight
            self.italic = italic
            self.width = width
            self.color = color
            self.backgroundColor = backgroundColor
            self.underline = underline
            self.strikethrough = strikethrough
            self.spacing = spacing
            self.baselineOffset = baselineOffset
            self.monospacedDigits = monospacedDigits
        }
    }
}

extension StyledText.Decoration: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.optional("color", color) }
}

extension StyledText.Run: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.string("string", string)
        if let family { v.integer("family", 1); v.string("family", family) } else { v.integer("family", 0) }
        if let size { v.integer("size", 1); v.number("size", size) } else { v.integer("size", 0) }
        v.integer("weight", weight ?? -1)
        v.integer("italic", italic.map { $0 ? 1 : 0 } ?? -1)
        if let width { v.integer("width", 1); v.number("width", width) } else { v.integer("width", 0) }
        v.optional("color", color)
        v.optional("backgroundColor", backgroundColor)
        v.optional("underline", underline)
        v.optional("strikethrough", strikethrough)
        v.number("spacing", spacing)
        v.number("baselineOffset", baselineOffset)
        v.flag("monospacedDigits", monospacedDigits)
    }
}

extension StyledText: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.list("runs", runs)
        if let lineHeight { v.integer("lineHeight", 1); v.number("lineHeight", lineHeight) } else { v.integer("lineHeight", 0) }
    }
}
