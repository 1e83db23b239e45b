import Foundation

/// Weight, slant, design, width and decorations set on a `Text` or, through the environment, on
/// a subtree. Applied over the font when the text resolves it (so `.bold()` keeps the
/// environment's size); a text's own settings win over the environment's.
struct TextStyling: Hashable, Sendable {
    var weight: Font.Weight?
    var italic = false
    var design: Font.Design?
    var width: Font.Width?
    /// Underline and strikethrough: nil none; else the colour (nil: the text's).
    var underline: Color??
    var strikethrough: Color??
    /// Extra space after each character (SwiftUI's `kerning` and `tracking`), points.
    var kerning: CGFloat?
    var tracking: CGFloat?
    /// Raise (positive) or lower the text from its baseline, points.
    var baselineOffset: CGFloat?
    var monospacedDigit = false

    /// The largest letter spacing (`kerning`, `tracking`) and baseline offset a text takes, in
    /// points either way: 10,000, far beyond any canvas (at most 8,192 pixels a side). A larger
    /// value traps no more, but is clamped, as Pango lays out a line of at most about 2 × 10⁶
    /// points and drew nothing at all past it.
    static let maximumOffset: CGFloat = 10_000

    /// `value` for `modifier` of `view`: itself within ±`maximumOffset`; beyond, the nearest
    /// limit, and 0 for NaN, each with a warning naming the view, the value and the range.
    /// (The view is named only when there is a warning.)
    static func clamped(_ value: CGFloat, _ modifier: String, of view: @autoclosure () -> String) -> CGFloat {
        guard !(abs(value) <= maximumOffset) else { return value }
        let used: CGFloat = value.isNaN ? 0 : (value < 0 ? -maximumOffset : maximumOffset)
        WarningLog.warn("\(view()).\(modifier): \(value) points is outside -10000...10000 (finite); using \(used)")
        return used
    }

    /// `self` with `other`'s settings where `other` has them.
    func overriding(with other: TextStyling) -> TextStyling {
        var s = self
        s.weight = other.weight ?? weight
        s.italic = italic || other.italic
        s.design = other.design ?? design
        s.width = other.width ?? width
        s.underline = other.underline ?? underline
        s.strikethrough = other.strikethrough ?? strikethrough
        s.kerning = other.kerning ?? kerning
        s.tracking = other.tracking ?? tracking
        s.baselineOffset = other.baselineOffset ?? baselineOffset
        s.monospacedDigit = monospacedDigit || other.monospacedDigit
        return s
    }

    /// `font` with the environment's settings, then these, applied.
    func apply(to font: Font.Resolved, environment: EnvironmentValues) -> Font.Resolved {
        let s = environment.textStyling.overriding(with: self)
        var f = font
        if let w = s.weight { f.weight = w.value }
        if s.italic { f.italic = true }
        if let d = s.design { f.family = Font.family(for: d) }
        return f
    }

    /// Whether drawing needs styled runs (anything beyond the font).
    var needsRuns: Bool {
        width != nil || underline != nil || strikethrough != nil || kerning != nil || tracking != nil
            || baselineOffset != nil || monospacedDigit
    }

    /// Sets `run`'s decorations, spacing, baseline offset, digit widths and width from these
    /// settings (a zero spacing or offset is none; one that is not finite is ignored).
    func applyDecorations(to run: inout StyledText.Run) {
        if let u = underline { run.underline = StyledText.Decoration(color: u?.resolved) }
        if let s = strikethrough { run.strikethrough = StyledText.Decoration(color: s?.resolved) }
        let spacing = (tracking ?? 0) + (kerning ?? 0)
        run.spacing = spacing.isFinite ? spacing : 0
        run.baselineOffset = baselineOffset.map { $0.isFinite ? $0 : 0 } ?? 0
        run.monospacedDigits = monospacedDigit
        if let w = width { run.width = w.value }
    }
}

extension Font {
    /// The width of a font (SwiftUI's `Font.Width`), drawn with the family's condensed or
    /// expanded face when it has one (Pango's stretch): values below −0.25 (`.compressed`) ask
    /// for extra-condensed, below −0.1 (`.condensed`) condensed, below 0.1 (`.standard`)
    /// normal, the rest (`.expanded`) expanded. Inter, the system face here, has one width, so
    /// the system font draws every width standard (SF Pro's condensed and expanded cuts have no
    /// open stand-in yet); DejaVu Sans, a fallback face, has a condensed face.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
        /// The CSS `font-stretch` level (1 ultra-condensed … 5 normal … 9 ultra-expanded) a
        /// width `value` is drawn with: 2, 3, 5 or 7 by the thresholds above.
        package static func stretchLevel(_ value: CGFloat) -> Int {
            switch value {
            case ..<(-0.25): return 2
            case ..<(-0.1): return 3
            case ..<0.1: return 5
            default: return 7
            }
        }
    }
}

/// How lines of text are cut when they do not fit (SwiftUI's `Text.TruncationMode`).
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    /// Letter case applied to text (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// The style of an underline or strikethrough line (SwiftUI's `Text.LineStyle`); drawn single.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let kind: Int
            public static let solid = Pattern(kind: 0)
            public static let dot = Pattern(kind: 1)
            public static let dash = Pattern(kind: 2)
            public static let dashDot = Pattern(kind: 3)
            public static let dashDotDot = Pattern(kind: 4)
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }
}

struct TextStylingKey: EnvironmentKey { static var defaultValue: TextStyling { TextStyling() } }
struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }

extension EnvironmentValues {
    /// Text settings of this subtree (weight, design, decorations).
    var textStyling: TextStyling {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }
    /// A weight that text in this subtree is drawn with (`.fontWeight(_:)`, `.bold()` on a view).
    var fontWeight: Font.Weight? {
        get { textStyling.weight }
        set { textStyling.weight = newValue }
    }
    /// Letter case of text in this subtree.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// Extra space between lines of text, points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Where text cut by a line limit shows its ellipsis.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How far text may shrink to fit its proposed width and line limit (0.01…1; 1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension Text {
    func styled(_ change: (inout TextStyling) -> Void) -> Text {
        var t = self
        change(&t.styling)
        if var runs = t.runs {
            for i in runs.indices { change(&runs[i].styling) }
            t.runs = runs
        }
        return t
    }
    /// This text in `weight` (nil: the font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text in italic.
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text in a design of the system font (`.serif`, `.monospaced`; `.rounded` uses the
    /// default face, since no rounded face is installed).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// This text in a width of its family.
    public func fontWidth(_ width: Font.Width?) -> Text { styled { $0.width = width } }
    /// This text underlined (in `color`, else its own colour).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = isActive ? .some(color) : nil }
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    /// This text struck through (in `color`, else its own colour).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive ? .some(color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
    /// Extra space after each character, points (within ±`TextStyling.maximumOffset`, see
    /// `TextStyling.clamped`).
    public func kerning(_ kerning: CGFloat) -> Text {
        let kerning = TextStyling.clamped(kerning, "kerning(_:)", of: textDescription)
        return styled { $0.kerning = kerning }
    }
    public func tracking(_ tracking: CGFloat) -> Text {
        let tracking = TextStyling.clamped(tracking, "tracking(_:)", of: textDescription)
        return styled { $0.tracking = tracking }
    }
    /// Moves the text up (positive) or down from its baseline, points (within
    /// ±`TextStyling.maximumOffset`).
    public func baselineOffset(_ offset: CGFloat) -> Text {
        let offset = TextStyling.clamped(offset, "baselineOffset(_:)", of: textDescription)
        return styled { $0.baselineOffset = offset }
    }
    /// This text as a warning names it: `Text("…")` with at most its first 20 characters.
    var textDescription: String {
        "Text(\"\(content.count > 20 ? content.prefix(20) + "…" : Substring(content))\")"
    }
    /// Draws digits with equal widths (OpenType `tnum`).
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    /// This text in a monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
}

extension View {
    /// The view's type as a warning names it, without generic arguments (`VStack`).
    fileprivate static var warningName: String {
        let full = String(describing: Self.self)
        return full.split(separator: "<").first.map(String.init) ?? full
    }
    private func textStyling(_ change: @escaping (inout TextStyling) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { change(&$0.textStyling) })
    }
    /// Draws the text of this subtree in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.weight = weight }
    }
    /// Draws the text of this subtree in bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { if isActive { $0.weight = .bold } }
    }
    /// Draws the text of this subtree in italic (when `isActive`).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { if isActive { $0.italic = true } }
    }
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.design = design }
    }
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.width = width }
    }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.underline = isActive ? .some(color) : nil }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.strikethrough = isActive ? .some(color) : nil }
    }
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kerning = TextStyling.clamped(kerning, "kerning(_:)", of: Self.warningName)
        return textStyling { $0.kerning = kerning }
    }
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        let tracking = TextStyling.clamped(tracking, "tracking(_:)", of: Self.warningName)
        return textStyling { $0.tracking = tracking }
    }
    public func baselineOffset(_ offset: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        let offset = TextStyling.clamped(offset, "baselineOffset(_:)", of: Self.warningName)
        return textStyling { $0.baselineOffset = offset }
    }
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.monospacedDigit = true }
    }
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { if isActive { $0.design = .monospaced } }
    }
    /// Draws the text of this subtree in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.textCase, textCase)
    }
    /// Adds `lineSpacing` points between the lines of text in this subtree.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.lineSpacing, lineSpacing.isFinite ? max(lineSpacing, 0) : 0)
    }
    /// Where text cut by its line limit shows the ellipsis: at the end (`.tail`, the default),
    /// the start (`.head`) or the middle (`.middle`), as Pango's ellipsizing places it.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.truncationMode, mode)
    }
    /// Lets text shrink its font down to `factor` (0.01…1, clamped) of its size to fit the proposed
    /// width within its line limit or proposed height before it is truncated (see
    /// `Text.fittingScale`).
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.minimumScaleFactor, factor)
    }
}
