import Foundation

extension String {
    /// The key and default value of a localized string (Foundation's `String.LocalizationValue`,
    /// which Foundation on Linux lacks): a literal, interpolations written into it.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable, CustomStringConvertible {
        let string: String
        /// Whether `string` is the key itself (not an interpolation's text, whose key is not kept).
        let isKey: Bool
        public init(_ value: String) { (string, isKey) = (value, true) }
        public init(stringLiteral value: String) { (string, isKey) = (value, true) }
        public init(stringInterpolation: DefaultStringInterpolation) { (string, isKey) = (String(stringInterpolation: stringInterpolation), false) }

        /// The text of `key` (when it is one) in table `table` of `bundle`, else the value as written.
        func localized(table: String?, bundle: Bundle?) -> String {
            guard isKey else { return string }
            return LocalizedStrings.text(LocalizedStringKey(string), table: table, bundle: bundle) ?? string
        }
        public var description: String { string }
        public static func == (a: Self, b: Self) -> Bool { a.string == b.string }
        public func hash(into hasher: inout Hasher) { hasher.combine(string) }
    }

    /// A localized string (Foundation's `String(localized:table:bundle:locale:comment:)`): a
    /// literal key looked up in the app's string tables (see `LocalizedStrings`), else its text;
    /// an interpolated one is its text (its key is not kept here).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.localized(table: table, bundle: bundle)
    }

    /// A localized string with a default value: `key` looked up in the app's string tables, else
    /// the default value.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = LocalizedStrings.text(LocalizedStringKey(key.description), table: table, bundle: bundle) ?? defaultValue.string
    }

    /// The text of a localized string resource: its key in its table, else its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

/// A reference to a localizable string, resolved when shown (Foundation's
/// `LocalizedStringResource`, which Foundation on Linux lacks). There are no string tables here:
/// it resolves to its default value, the literal's text.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Where the strings of a resource are looked up.
    public enum BundleDescription: Equatable, Hashable, Sendable {
        case main
        case atURL(URL)
    }
    /// The key looked up in the table.
    public let key: String
    /// The text when the table has no entry for the key.
    public let defaultValue: String.LocalizationValue
    /// The table looked in (nil: `Localizable`).
    public let table: String?
    /// The locale it is resolved for.
    public var locale: Locale
    /// The bundle it is looked up in.
    public let bundle: BundleDescription

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: keyAndValue.string, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String.LocalizationValue(String(stringInterpolation: stringInterpolation)))
    }
    public var description: String { defaultValue.string }

    /// The key's text in the table (`Localizable` when nil) of the bundle, else the default value
    /// (see `LocalizedStrings`). An interpolated resource is its default value.
    var resolved: String {
        guard defaultValue.isKey || key != defaultValue.string else { return defaultValue.string }
        let bundle: Bundle?
        switch self.bundle {
        case .main: bundle = nil
        case .atURL(let url): bundle = Bundle(url: url)
        }
        return LocalizedStrings.text(LocalizedStringKey(key), table: table, bundle: bundle) ?? defaultValue.string
    }
}

extension Text {
    /// The text of a localized string resource (its key in its table, else its default value),
    /// drawn as written.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.resolved)
    }
}
