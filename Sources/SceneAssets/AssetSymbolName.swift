/// The Swift names Xcode gives an asset catalog's sets in its generated symbols
/// (`ImageResource.upperBody` for the image set `upper-body`), as read from the files Xcode
/// generates (`GeneratedAssetSymbols.swift`):
///
/// - Words are split at every character that is not a letter or a digit (`upper-body`,
///   `Hero image`, `bg_color`).
/// - A trailing `Color` or `Image` (a whole word, or a capitalised end: `AccentColor`,
///   `stationImage`, `bg_color`, `final-image`) is dropped, from colour and image names alike,
///   unless nothing would be left (`Image` stays `image`).
/// - A name with no lower-case letter keeps its case and joins its words with `_` (`BMW`,
///   `A-1-1-0` → `A_1_1_0`).
/// - Otherwise the first word's leading capitals become lower case (all of them when the word
///   is only capitals or they end it, all but the last when a lower-case letter follows:
///   `WSDOTbackground` → `wsdoTbackground`, `URLIcon` → `urlIcon`); each later word has its first
///   letter upper-cased and keeps the rest (`iOS` → `IOS`); a letter after a digit is upper-cased
///   (`1024x1024` → `1024X1024`).
/// - A name that starts with a digit gets a leading `_`; a Swift keyword is written in back-ticks.
///
/// Namespaces (folders that provide one) become types named by `typeName(_:)`: each word's first
/// letter upper-cased (`iconPreviews` → `IconPreviews`).
public enum AssetSymbolName {
    /// The member name of the set named `name` (its own name, without namespaces).
    public static func member(_ name: String) -> String {
        var words = split(name)
        guard !words.isEmpty else { return "_" }
        if let last = words.last, let stripped = strippedSuffix(last) {
            if stripped.isEmpty {
                if words.count > 1 { words.removeLast() }
            } else {
                words[words.count - 1] = stripped
            }
        }
        let joined: String
        if !words.joined().contains(where: { $0.isLowercase }) {
            joined = words.joined(separator: "_")
        } else {
            var parts = [lowerLeadingCapitals(words[0])]
            parts += words.dropFirst().map(capitalisedFirst)
            joined = upperAfterDigits(parts.joined())
        }
        return escaped(joined)
    }

    /// The type name of a namespace folder named `name`.
    public static func typeName(_ name: String) -> String {
        let words = split(name)
        guard !words.isEmpty else { return "_" }
        return escaped(upperAfterDigits(words.map(capitalisedFirst).joined()))
    }

    /// `name` split at characters that are neither letters nor digits.
    static func split(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The word without a trailing `Color`/`Image` (capitalised, or the whole word in any case),
    /// or nil when it has none.
    static func strippedSuffix(_ word: String) -> String? {
        for suffix in ["Color", "Image"] {
            if word.lowercased() == suffix.lowercased() { return "" }
            if word.hasSuffix(suffix) { return String(word.dropLast(suffix.count)) }
        }
        return nil
    }

    static func lowerLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        guard run > 0 else { return word }
        let lowered = run > 1 && run < chars.count && chars[run].isLowercase ? run - 1 : run
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }

    static func capitalisedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func upperAfterDigits(_ s: String) -> String {
        var out = ""
        var previousIsDigit = false
        for c in s {
            out += previousIsDigit && c.isLowercase ? c.uppercased() : String(c)
            previousIsDigit = c.isNumber
        }
        return out
    }

    static func escaped(_ s: String) -> String {
        if let first = s.first, first.isNumber { return "_" + s }
        return keywords.contains(s) ? "`\(s)`" : s
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol"
    ]
}
