import Foundation

/// Where a text made from a key looks it up again (see `Text.localized(_:)`).
struct TextLocalization: Equatable {
    let key: LocalizedStringKey
    let table: String?
    let bundlePath: String?
}

/// One run of a text made of several (`Text + Text`, Markdown): its string and its own font,
/// colour and styling.
struct TextRun: Hashable, Sendable {
    var string: String
    var font: Font?
    var color: Color?
    var styling = TextStyling()
    /// Markdown inline code: drawn in the monospaced design.
    var isCode = false
    /// A colour filled behind the characters (an `AttributedString`'s `backgroundColor`).
    var background: Color?
    /// A Markdown link's destination, as written (drawn in the accent colour).
    var link: String?
}

extension Text {
    /// Concatenates two texts, each keeping its own font, colour and styling (SwiftUI's `+`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        // Each side is within `TextBounds` already; the runs keep their strings as they are.
        var t = Text(verbatim: "")
        t.content = lhs.content + rhs.content
        t.runs = lhs.runList + rhs.runList
        return t
    }

    /// The runs of this text (one for a plain text).
    var runList: [TextRun] {
        if let runs {
            return runs.map { run in
                var r = run
                r.font = r.font ?? font
                r.color = r.color ?? color
                return r
            }
        }
        return [TextRun(string: content, font: font, color: color, styling: styling)]
    }

    /// The string as drawn (letter case applied).
    func displayString(_ environment: EnvironmentValues) -> String {
        Self.cased(localized(environment).content, environment.textCase)
    }

    static func cased(_ s: String, _ c: Case?) -> String {
        switch c {
        case .uppercase: return s.uppercased()
        case .lowercase: return s.lowercased()
        case nil: return s
        }
    }

    /// This text's styled runs, or nil when the plain string with the resolved font draws it
    /// (no runs, decorations or line spacing): then nothing changes for plain text. A run's
    /// font fields are set only where they differ from the text's resolved font.
    func styledText(_ environment: EnvironmentValues) -> StyledText? {
        let envStyling = environment.textStyling
        let text = localized(environment)
        guard text.runs != nil || styling.needsRuns || envStyling.needsRuns || environment.lineSpacing > 0 else { return nil }
        let base = resolvedFont(environment)
        var out: [StyledText.Run] = []
        for run in text.runList {
            let styling = envStyling.overriding(with: run.styling)
            var font =
                run.font.map { styling.apply(to: $0.resolve(in: environment), environment: EnvironmentValues()) }
                ?? run.styling.apply(to: (environment.font ?? .body).resolve(in: environment), environment: environment)
            if run.isCode { font.family = Font.family(for: .monospaced) }
            var r = StyledText.Run(Self.cased(run.string, environment.textCase))
            styling.applyDecorations(to: &r)
            if font.family != base.family { r.family = font.family }
            if font.size != base.size { r.size = font.size }
            if font.weight != base.weight { r.weight = font.weight }
            if font.italic != base.italic { r.italic = font.italic }
            if font.width != base.width, styling.width == nil { r.width = font.width }
            r.color = run.color?.resolved
            r.backgroundColor = run.background?.resolved
            out.append(r)
        }
        // lineSpacing adds to the font's line (SF Pro's for the system face, `SystemFontMetrics`).
        let lineHeight = environment.lineSpacing > 0 ? base.lineHeight + environment.lineSpacing : nil
        return StyledText(runs: out, lineHeight: lineHeight)
    }
}

/// A string literal given to `Text` (SwiftUI's `LocalizedStringKey`), looked up in the app's
/// string tables (see `LocalizedStrings`); a key no table holds is the text. As in SwiftUI, a
/// literal (also with interpolations) is parsed as Markdown — `**bold**`, `*italic*` or
/// `_italic_`, `***both***`, `~~strikethrough~~`, code between backticks and `[label](url)`
/// (drawn in the accent colour) — while a `String` variable is drawn verbatim.
///
/// An interpolation's key is written as Xcode extracts it into a String Catalog: each value
/// becomes a printf-style specifier (`Int` `%lld`, `Int32` `%d`, `UInt` `%llu`, `Double` and
/// `CGFloat` `%lf`, `Float` `%f`, `"\(x, specifier: "%.1f")"` its specifier, anything else `%@`)
/// and a literal percent sign `%%`: `Text("Score: \(score)")` looks up `Score: %lld` and writes
/// `score` into the localized format.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown when no table has the key: the literal with its values written in.
    public let key: String
    /// The key looked up in string tables (`Score: %lld`).
    let tableKey: String
    /// The interpolated values, in order.
    let arguments: [Argument]
    /// Whether the key came from an interpolation (its `%` signs are then `%%` in `tableKey`).
    let isInterpolated: Bool

    public init(_ value: String) { (key, tableKey, arguments, isInterpolated) = (value, value, [], false) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        let i = stringInterpolation
        // As SwiftUI writes it: the key's format filled in the locale's way (US English here),
        // so an Int groups its thousands ("2,014") and a Double has %lf's six decimals.
        let shown = i.arguments.isEmpty ? i.output : LocalizedFormat.format(i.format, i.arguments, locale: SceneFormat.locale)
        (key, tableKey, arguments, isInterpolated) = (shown, i.format, i.arguments, true)
    }

    /// One interpolated value, as a localized format's conversion reads it.
    enum Argument: Hashable, Sendable {
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)
        case string(String)

        /// The value's text for `%@`.
        var text: String {
            switch self {
            case .integer(let v): return String(v)
            case .unsigned(let v): return String(v)
            case .double(let v): return String(format: "%lf", v)
            case .string(let s): return s
            }
        }
        /// The value as a number (nil for a string), which also picks a plural form.
        var number: Double? {
            switch self {
            case .integer(let v): return Double(v)
            case .unsigned(let v): return Double(v)
            case .double(let v): return v
            case .string: return nil
            }
        }
        /// The value as a 64-bit integer for `%lld` (a double truncated toward zero, clamped).
        var integer: Int64 {
            switch self {
            case .integer(let v): return v
            case .unsigned(let v): return Int64(bitPattern: v)
            case .double(let v): return v.isFinite ? Int64(max(min(v, 9.2e18), -9.2e18)) : 0
            case .string(let s): return Int64(s) ?? 0
            }
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var format = ""
        var arguments: [Argument] = []
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }
        mutating func append(_ text: String, specifier: String, _ argument: Argument) {
            output += text
            format += specifier
            arguments.append(argument)
        }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)", specifier: "%@", .string("\(value)")) }
        public mutating func appendInterpolation(_ value: String) { append(value, specifier: "%@", .string(value)) }
        /// An integer or floating-point value: its specifier as Xcode extracts it (`%lld`, `%lf`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let (specifier, argument) = Self.specified(value)
            append("\(value)", specifier: specifier, argument)
        }
        public mutating func appendInterpolation(_ text: Text) { append(text.content, specifier: "%@", .string(text.content)) }
        /// An attributed string's characters (its attributes are not kept).
        public mutating func appendInterpolation(_ attributed: AttributedString) {
            let s = String(attributed.characters)
            append(s, specifier: "%@", .string(s))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            let s = SceneFormat.adapted(format).format(value)
            append(s, specifier: "%@", .string(s))
        }

        /// The default specifier of a number's type and the number as an argument.
        static func specified<T: _FormatSpecifiable>(_ value: T) -> (String, Argument) {
            switch value._arg as Any {
            case let x as Double: return (T.self == Float.self ? "%f" : "%lf", .double(x))
            case let x as Int: return ("%lld", .integer(Int64(x)))
            case let x as Int64: return ("%lld", .integer(x))
            case let x as Int32: return ("%d", .integer(Int64(x)))
            case let x as UInt: return ("%llu", .unsigned(UInt64(x)))
            case let x as UInt64: return ("%llu", .unsigned(x))
            case let x as UInt32: return ("%u", .unsigned(UInt64(x)))
            default: return ("%@", .string("\(value)"))
            }
        }
    }
}

extension Text {
    /// A text from a literal, with its Markdown parsed (see `LocalizedStringKey`).
    public init(_ key: LocalizedStringKey) {
        self.init(key, table: nil, bundlePath: nil)
    }
    /// A text from a literal looked up in table `tableName` (nil: `Localizable`) of `bundle`
    /// (nil: the app's; see `LocalizedStrings`); a key the table lacks is drawn as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key, table: tableName, bundlePath: LocalizedStrings.bundlePath(bundle))
    }
    private init(_ key: LocalizedStringKey, table: String?, bundlePath: String?) {
        self.init(key, resolved: LocalizedStrings.text(key, table: table, bundlePath: bundlePath, locale: nil) ?? key.key)
        // Kept to be looked up again, or its numbers written again, where the environment's
        // locale is another (only once some table exists, or when it has numbers).
        if key.arguments.contains(where: { $0.number != nil }) || StringTableStore.shared.hasTables {
            localization = TextLocalization(key: key, table: table, bundlePath: bundlePath)
        }
    }

    /// This text as the environment's locale reads it (`EnvironmentValues.locale`): for a text
    /// made from a key, under a locale other than the default, the key's text in that language,
    /// or its numbers written that locale's way when no table has it ("2.024" in German); else
    /// the text itself.
    func localized(_ environment: EnvironmentValues) -> Text {
        guard let localization, environment.locale != SceneFormat.locale else { return self }
        let key = localization.key
        guard
            let resolved = LocalizedStrings.text(key, table: localization.table, bundlePath: localization.bundlePath, locale: environment.locale)
                ?? (key.arguments.contains { $0.number != nil } ? LocalizedFormat.format(key.tableKey, key.arguments, locale: environment.locale) : nil)
        else { return self }
        var t = Text(localization.key, resolved: resolved)
        (t.styling, t.font, t.color, t.timer) = (styling, font, color, timer)
        return t
    }
    private init(_ key: LocalizedStringKey, resolved: String) {
        let runs = MarkdownInline.parse(TextBounds.bounded(resolved, view: "Text"))
        self.init(verbatim: runs.map(\.string).joined())
        if runs.count != 1 || runs.first?.styling != TextStyling() || runs.first?.isCode == true || runs.first?.color != nil {
            self.runs = runs
        }
    }
    /// A value formatted by a format style (`Text(price, format: .currency(code: "EUR"))`,
    /// `Text(0.5, format: .percent)`, `Text(date, format: .dateTime.hour())`), in US English and
    /// UTC unless the style names its own locale or time zone (see `SceneFormat`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: SceneFormat.adapted(format).format(input))
    }
}

/// SwiftUI's inline Markdown, as `Text` parses a literal.
///
/// Linear in the text: where a marker closes and where the next backtick, `]` and `)` are, are
/// looked up in tables made in one pass each (searching the rest of the text at every marker
/// made a 40,000-line list of "* item" lines take minutes).
enum MarkdownInline {
    static func parse(_ source: String) -> [TextRun] {
        var runs: [TextRun] = []
        var bold = false, italic = false, strike = false
        var current = ""
        func flush(code: Bool = false, link: String? = nil) {
            guard !current.isEmpty else { return }
            var r = TextRun(string: current)
            if bold { r.styling.weight = .bold }
            if italic { r.styling.italic = true }
            if strike { r.styling.strikethrough = .some(nil) }
            r.isCode = code
            if let link {
                r.color = .accentColor
                r.link = link
            }
            runs.append(r)
            current = ""
        }
        let chars = Array(source)
        var i = 0
        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
        let tables = Lookup(chars)
        func closes(_ marker: String, from k: Int) -> Bool {
            (tables.lastStart[marker] ?? -1) >= k
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", let next = at(i + 1), "*_~`[]\\".contains(next) {
                current.append(next); i += 2; continue
            }
            if c == "`", let end = tables.next(.backtick, from: i + 1) {
                flush()
                current = String(chars[(i + 1)..<end])
                flush(code: true)
                i = end + 1; continue
            }
            if c == "[", let close = tables.next(.closingBracket, from: i + 1), at(close + 1) == "(",
                let paren = tables.next(.closingParenthesis, from: close + 2)
            {
                flush()
                current = String(chars[(i + 1)..<close])
                flush(link: String(chars[(close + 2)..<paren]))
                i = paren + 1; continue
            }
            if c == "~", at(i + 1) == "~", strike || closes("~~", from: i + 2) {
                flush(); strike.toggle(); i += 2; continue
            }
            if c == "*" || c == "_" {
                var n = 1
                while at(i + n) == c, n < 3 { n += 1 }
                let marker = String(repeating: c, count: n)
                let opening = !(n >= 2 ? bold : italic)
                // A marker opens only when it closes later and is followed by a non-space; an
                // underscore inside a word (snake_case) is no marker, as in CommonMark.
                let intraword =
                    c == "_" && (i > 0 && (chars[i - 1].isLetter || chars[i - 1].isNumber))
                    && (at(i + n).map { $0.isLetter || $0.isNumber } ?? false)
                if !intraword, !opening || (closes(marker, from: i + n) && at(i + n).map { !$0.isWhitespace } == true) {
                    flush()
                    if n == 3 { bold.toggle(); italic.toggle() } else if n == 2 { bold.toggle() } else { italic.toggle() }
                    i += n; continue
                }
            }
            current.append(c)
            i += 1
        }
        flush()
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }
}

extension MarkdownInline {
    /// The tables `parse` looks things up in, each made in one pass over the characters.
    struct Lookup {
        enum Mark: Int, CaseIterable { case backtick, closingBracket, closingParenthesis }
        static let markCharacters: [Character] = ["`", "]", ")"]
        /// For each mark, the index of its next occurrence at or after each position (count: none).
        private var nextIndex: [[Int]]
        /// For each emphasis marker ("*", "**", "***", "_", "__", "___", "~~"), where its last
        /// occurrence starts (runs of the same character hold every shorter marker too).
        var lastStart: [String: Int] = [:]

        init(_ chars: [Character]) {
            nextIndex = Self.markCharacters.map { mark in
                var table = [Int](repeating: chars.count, count: chars.count + 1)
                var k = chars.count - 1
                while k >= 0 {
                    table[k] = chars[k] == mark ? k : table[k + 1]
                    k -= 1
                }
                return table
            }
            for (c, lengths) in [(Character("*"), 1...3), (Character("_"), 1...3), (Character("~"), 2...2)] {
                // Walking backwards, `run` is the length of the run of c starting at k.
                var run = 0, k = chars.count - 1
                while k >= 0 {
                    run = chars[k] == c ? run + 1 : 0
                    for n in lengths where run >= n && lastStart[String(repeating: c, count: n)] == nil {
                        // The last start of n c's in a run of length ≥ n is its end minus n.
                        lastStart[String(repeating: c, count: n)] = k + run - n
                    }
                    k -= 1
                }
            }
        }

        /// The index of the next `mark` at or after `k`, nil when there is none.
        func next(_ mark: Mark, from k: Int) -> Int? {
            let table = nextIndex[mark.rawValue]
            guard k < table.count - 1 else { return nil }
            let found = table[max(k, 0)]
            return found < table.count - 1 ? found : nil
        }
    }
}
