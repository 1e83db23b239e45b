import Foundation

extension String {
    /// The key and default value of a localized string (Foundation's `String.LocalizationValue`,
    /// which Foundation on Linux lacks): a literal, interpolations written into it.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable, CustomStringConvertible {
        let string: String
        public init(_ value: String) { string = value }
        public init(stringLiteral value: String) { string = value }
        public init(stringInterpolation: DefaultStringInterpolation) { string = String(stringInterpolation: stringInterpolation) }
        public var description: String { string }
    }

    /// A localized string (Foundation's `String(localized:table:bundle:locale:comment:)`): there
    /// are no string tables here, so it is the key's text.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.string
    }

    /// A localized string with a default value (no tables here: the default value).
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.string
    }

    /// The text of a localized string resource (no tables here: its default value).
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.string
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
}

extension Text {
    /// The text of a localized string resource: its default value, drawn as written (no tables here).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.defaultValue.string)
    }
}
