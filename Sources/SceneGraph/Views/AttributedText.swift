import Foundation

// SwiftUI's attribute scope for `AttributedString`, so `attributed.foregroundColor = .red` and
// `attributed[range].backgroundColor = .yellow` compile and `Text(attributed)` draws them.

extension AttributeScopes {
    /// The attributes `Text` draws from an `AttributedString` (SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`), with Foundation's (`link`) and the inline Markdown
    /// intents of `AttributedString(markdown:)`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The characters' colour; it wins over the text's `foregroundColor(_:)`.
        public let foregroundColor: ForegroundColorAttribute
        /// A colour filled behind the characters, over the height of their line.
        public let backgroundColor: BackgroundColorAttribute
        /// The characters' font; it wins over the text's `font(_:)`.
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, points.
        public let kern: KerningAttribute
        /// Extra space after each character, points.
        public let tracking: TrackingAttribute
        /// Raise (positive) or lower the characters from the baseline, points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Bold, italic, code and strikethrough from Markdown.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    /// SwiftUI's scope (`AttributeContainer(...)`, `attributed.runs[\.swiftUI.foregroundColor]`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// How a run of Markdown is set inline (Foundation's `InlinePresentationIntent`, which this
/// platform's Foundation lacks): the values `AttributedString(markdown:)` gives and `Text` draws.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Italic (`*text*`).
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold (`**text**`).
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Monospaced (`` `text` ``).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributedString {
    /// Options of `init(markdown:options:baseURL:)` (Foundation's, which this platform's
    /// Foundation lacks). Only inline Markdown is parsed, as `Text` parses a literal.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// An attributed string from inline Markdown: `**bold**`, `*italic*`, `~~struck~~` and code
    /// between backticks become `inlinePresentationIntent`, `[label](url)` a `link` (the parser
    /// `Text` uses for a literal, see `LocalizedStringKey`). It does not throw: text that is not
    /// Markdown is kept as it is.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in MarkdownInline.parse(markdown) {
            var part = AttributedString(run.string)
            var intent = InlinePresentationIntent()
            if run.styling.weight == .bold { intent.insert(.stronglyEmphasized) }
            if run.styling.italic { intent.insert(.emphasized) }
            if run.styling.strikethrough != nil { intent.insert(.strikethrough) }
            if run.isCode { intent.insert(.code) }
            if !intent.isEmpty { part.inlinePresentationIntent = intent }
            if let link = run.link { part.link = URL(string: link, relativeTo: baseURL) }
            append(part)
        }
    }
}

extension Text {
    /// A text drawn from an attributed string's runs (SwiftUI's `Text(_: AttributedString)`):
    /// each run's `foregroundColor`, `backgroundColor`, `font`, underline and strikethrough,
    /// `kern`, `tracking`, `baselineOffset`, Markdown intents and links (in the accent colour, as
    /// SwiftUI draws them). A run's attributes win over the text's modifiers.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var r = TextRun(string: TextBounds.bounded(String(attributedContent[run.range].characters), view: "Text"))
            r.font = run.font
            r.color = run.foregroundColor ?? (run.link != nil ? .accentColor : nil)
            r.background = run.backgroundColor
            if let style = run.underlineStyle { r.styling.underline = .some(style.color) }
            if let style = run.strikethroughStyle { r.styling.strikethrough = .some(style.color) }
            if let kern = run.kern { r.styling.kerning = TextStyling.clamped(kern, "kern", of: "Text(AttributedString)") }
            if let tracking = run.tracking { r.styling.tracking = TextStyling.clamped(tracking, "tracking", of: "Text(AttributedString)") }
            if let offset = run.baselineOffset {
                r.styling.baselineOffset = TextStyling.clamped(offset, "baselineOffset", of: "Text(AttributedString)")
            }
            if let intent = run.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { r.styling.weight = .bold }
                if intent.contains(.emphasized) { r.styling.italic = true }
                if intent.contains(.strikethrough), r.styling.strikethrough == nil { r.styling.strikethrough = .some(nil) }
                if intent.contains(.code) { r.isCode = true }
            }
            runs.append(r)
        }
        self.init(verbatim: runs.map(\.string).joined())
        self.runs = runs
    }
}
