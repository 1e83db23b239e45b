import Foundation

// What Apple's Foundation has and the toolchain's Foundation on Linux lacks, for model files of
// SwiftUI apps that import Foundation alone: `ListFormatter`. Such a file cannot see another
// module unless it imports it, so a target whose files use these names adds the product
// `AppleFoundation` and imports it into every file with
// `.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])`
// (README, "In your own package"). Nothing is re-exported.

/// Joins items into a list as a language writes one (Foundation's `ListFormatter`): "A",
/// "A and B", "A, B, and C". The patterns are CLDR's list patterns (the "standard" style) for
/// English (the serial comma, except in British-style regions: GB, AU, NZ, IE, IN, ZA), German,
/// French, Spanish, Italian, Portuguese, Dutch, Japanese and Chinese; other languages take
/// English's.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale whose list pattern is used; nil takes `Locale.current`.
    open var locale: Locale!
    /// Formats each item before joining; nil uses the item's description.
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined in the current locale's pattern.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().join(strings)
    }

    /// `items` joined, each as `itemFormatter` writes it (else its description); nil when the
    /// item formatter cannot write one of them.
    open func string(from items: [Any]) -> String? {
        var parts: [String] = []
        for item in items {
            if let itemFormatter {
                guard let part = itemFormatter.string(for: item) else { return nil }
                parts.append(part)
            } else {
                parts.append(item as? String ?? String(describing: item))
            }
        }
        return join(parts)
    }

    /// `obj` as a list when it is an array; nil otherwise.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    func join(_ items: [String]) -> String {
        let pattern = ListPattern(locale: locale ?? .current)
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + pattern.pair + items[1]
        default:
            return items.dropLast().joined(separator: pattern.middle) + pattern.end + items[items.count - 1]
        }
    }
}

/// The separators of a list: between two items, between middle items, before the last of three
/// or more (CLDR's `listPattern` "standard": `{0} and {1}`, `{0}, {1}`, `{0}, and {1}`).
struct ListPattern {
    let pair: String, middle: String, end: String

    init(locale: Locale) {
        let identifier = locale.identifier.replacingOccurrences(of: "-", with: "_")
        let parts = identifier.split(separator: "_")
        let language = parts.first.map(String.init)?.lowercased() ?? "en"
        let region = parts.dropFirst().first { $0.count == 2 && $0.uppercased() == $0 }.map(String.init)
        switch language {
        case "de": (pair, middle, end) = (" und ", ", ", " und ")
        case "fr": (pair, middle, end) = (" et ", ", ", " et ")
        case "es": (pair, middle, end) = (" y ", ", ", " y ")
        case "it", "pt": (pair, middle, end) = (" e ", ", ", " e ")
        case "nl": (pair, middle, end) = (" en ", ", ", " en ")
        case "ja": (pair, middle, end) = ("、", "、", "、")
        case "zh": (pair, middle, end) = ("和", "、", "和")
        default:
            let british = ["GB", "AU", "NZ", "IE", "IN", "ZA"].contains(region ?? "")
            (pair, middle, end) = (" and ", ", ", british ? " and " : ", and ")
        }
    }
}
