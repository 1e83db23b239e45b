import Foundation

/// A string table as Xcode builds one for an app: the localized texts of one table name
/// (`Localizable` unless code names another) in every language it has, read from a String
/// Catalog (`Localizable.xcstrings`, JSON) or from `.strings` files in language folders
/// (`en.lproj/Localizable.strings`, `es.lproj/Localizable.strings`).
///
/// A String Catalog's entry has, per language, either a `stringUnit` (`value`) or `variations`:
/// `plural` (CLDR categories `zero`, `one`, `two`, `few`, `many`, `other`, chosen by
/// `PluralCategory.of(_:language:)`) or `device` (`iphone` is used, then `other`). A key without
/// a value in the catalog's source language stands for itself there, as Xcode treats it.
/// Substitutions (`%#@name@`) are not expanded: such an entry's plain value is used.
///
/// Reading never throws: a file that is not a table is left out with the reason in
/// `problems`, so one damaged file does not hide the rest.
public struct StringTable: Sendable {
    /// One localized value: a text, or texts by plural category.
    public enum Value: Sendable, Equatable {
        case text(String)
        case plural([PluralCategory: String])

        /// The text for a count (`PluralCategory.of`): a plural value's category, then `other`.
        /// Apple's rule: a `zero` form, when given, is used for 0 in every language.
        public func text(count: Double?, language: String) -> String? {
            switch self {
            case .text(let s): return s
            case .plural(let forms):
                guard let count else { return forms[.other] }
                if count == 0, let zero = forms[.zero] { return zero }
                return forms[PluralCategory.of(count, language: language)] ?? forms[.other]
            }
        }
    }

    /// The table's name (the file's base name: `Localizable`).
    public let name: String
    /// The development language (a catalog's `sourceLanguage`; for `.lproj` files `en` when there
    /// is an `en.lproj`, else `Base`, else the first language by name).
    public let sourceLanguage: String
    /// Values by key, then by language code (`en`, `es`, `pt-BR`, `Base`).
    public private(set) var values: [String: [String: Value]] = [:]
    /// Files that could not be read, with why.
    public private(set) var problems: [String] = []

    /// An empty table named `name`.
    public init(name: String, sourceLanguage: String) {
        self.name = name
        self.sourceLanguage = sourceLanguage
    }

    /// Reads a String Catalog (`*.xcstrings`). Throws `StringTableError` when the file cannot be
    /// read or is not a catalog.
    public init(catalog url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw StringTableError.unreadable(url.path, "\(error.localizedDescription)") }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { throw StringTableError.notATable(url.path, "a String Catalog is a JSON object with a \"strings\" object") }
        let source = root["sourceLanguage"] as? String ?? "en"
        self.init(name: url.deletingPathExtension().lastPathComponent, sourceLanguage: source)
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var byLanguage: [String: Value] = [:]
            for (language, body) in localizations {
                if let value = Self.value(body as? [String: Any] ?? [:]) { byLanguage[language] = value }
            }
            // Xcode: a key with no source-language value is its own source text.
            if byLanguage[source] == nil { byLanguage[source] = .text(key) }
            values[key] = byLanguage
        }
    }

    /// A catalog localization's value: a string unit, plural forms, or a device variation.
    private static func value(_ body: [String: Any]) -> Value? {
        if let unit = body["stringUnit"] as? [String: Any], let s = unit["value"] as? String { return .text(s) }
        guard let variations = body["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [PluralCategory: String] = [:]
            for (name, form) in plural {
                guard let category = PluralCategory(rawValue: name),
                    let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let s = unit["value"] as? String
                else { continue }
                forms[category] = s
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        if let device = variations["device"] as? [String: Any] {
            for name in ["iphone", "other"] {
                if let form = device[name] as? [String: Any], let v = value(form) { return v }
            }
        }
        return nil
    }

    /// Reads the `.strings` files named `name.strings` in the `*.lproj` folders of `folder`.
    /// Returns nil when there is none.
    public init?(name: String, lprojParent folder: URL) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var files: [(language: String, url: URL)] = []
        for child in children where child.pathExtension == "lproj" {
            let file = child.appendingPathComponent(name + ".strings")
            if FileManager.default.fileExists(atPath: file.path) { files.append((child.deletingPathExtension().lastPathComponent, file)) }
        }
        guard !files.isEmpty else { return nil }
        files.sort { $0.language < $1.language }
        let languages = files.map(\.language)
        let source = languages.contains("en") ? "en" : languages.contains("Base") ? "Base" : languages[0]
        self.init(name: name, sourceLanguage: source)
        for (language, url) in files {
            do {
                for (key, text) in try StringsFile.parse(contentsOf: url) { values[key, default: [:]][language] = .text(text) }
            } catch {
                problems.append("\(url.path): \(error)")
            }
        }
    }

    /// The value of `key` in the first of `languages` that has one (a language code also
    /// matches its base: `es-MX` finds `es`), then in the source language, then `Base`.
    public func value(_ key: String, languages: [String]) -> (value: Value, language: String)? {
        guard let byLanguage = values[key] else { return nil }
        for language in languages + [sourceLanguage, "Base"] {
            if let v = byLanguage[language] { return (v, language) }
            if let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init), let v = byLanguage[base] {
                return (v, base)
            }
        }
        return nil
    }

    /// The tables in `folder`, to a depth of `depth` folders: each `*.xcstrings` file, and each
    /// table name of `.strings` files in the `*.lproj` folders of a folder. Sorted by path; a
    /// catalog that cannot be read is returned as an empty table with its problem.
    public static func tables(in folder: URL, depth: Int) -> [StringTable] {
        var found: [StringTable] = []
        scan(folder, depth: depth, into: &found)
        return found
    }

    private static func scan(_ folder: URL, depth: Int, into found: inout [StringTable]) {
        guard depth >= 0,
            let children = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return }
        let sorted = children.sorted { $0.path < $1.path }
        var lprojNames = Set<String>()
        for child in sorted {
            switch child.pathExtension {
            case "xcstrings":
                do { found.append(try StringTable(catalog: child)) } catch {
                    var empty = StringTable(name: child.deletingPathExtension().lastPathComponent, sourceLanguage: "en")
                    empty.problems.append("\(error)")
                    found.append(empty)
                }
            case "lproj":
                let files = (try? FileManager.default.contentsOfDirectory(atPath: child.path)) ?? []
                for f in files where f.hasSuffix(".strings") { lprojNames.insert(String(f.dropLast(".strings".count))) }
            case "xcassets":
                continue
            default:
                if (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { scan(child, depth: depth - 1, into: &found) }
            }
        }
        for name in lprojNames.sorted() {
            if let table = StringTable(name: name, lprojParent: folder) { found.append(table) }
        }
    }
}

/// Why a string table file could not be read.
public enum StringTableError: Error, CustomStringConvertible, Equatable {
    case unreadable(String, String)
    case notATable(String, String)
    /// A `.strings` file's syntax error: the file, the line (from 1) and what was expected.
    case syntax(String, line: Int, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let why): return "\(path) cannot be read: \(why)"
        case .notATable(let path, let why): return "\(path) is not a string table: \(why)"
        case .syntax(let path, let line, let what): return "\(path):\(line): \(what)"
        }
    }
}

/// The plural categories of Unicode CLDR (`zero`, `one`, `two`, `few`, `many`, `other`).
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category of `count` in `language` (its base code decides), after CLDR's cardinal
    /// plural rules (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html) for
    /// the rule families of the common languages: Chinese, Japanese, Korean, Thai, Vietnamese,
    /// Indonesian and Malay have only `other`; French and Brazilian Portuguese put 0 and 1 in
    /// `one`; Russian, Ukrainian and Belarusian, Polish, Czech and Slovak, and Arabic have their own
    /// rules; every other language is English's (`one` for exactly 1, `other` otherwise). A
    /// fractional count is `other` (or `many` where the rule says so for Czech and Slovak).
    public static func of(_ count: Double, language: String) -> PluralCategory {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let isInteger = count.rounded() == count && count.magnitude < 1e15
        let n = isInteger ? Int64(count.magnitude) : -1
        switch base {
        case "zh", "ja", "ko", "th", "vi", "id", "ms", "lo", "my":
            return .other
        case "fr":
            return count.magnitude < 2 ? .one : .other
        case "pt" where language.lowercased() != "pt-pt":
            return isInteger && n <= 1 ? .one : .other
        case "ru", "uk", "be":
            guard isInteger else { return .other }
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case "pl":
            guard isInteger else { return .other }
            if n == 1 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case "cs", "sk":
            guard isInteger else { return .many }
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        case "ar":
            guard isInteger else { return .other }
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(n % 100) { return .few }
                if (11...99).contains(n % 100) { return .many }
                return .other
            }
        default:
            return isInteger && n == 1 ? .one : .other
        }
    }
}

/// The `.strings` file format (Apple's "old-style" property list of strings): `"key" = "value";`
/// pairs, `/* */` and `//` comments, backslash escapes (`\n \t \r \" \\ \UXXXX`), a key without
/// a value standing for itself (`"key";`), keys and values also unquoted when they are plain
/// words. UTF-8 or UTF-16 with a byte order mark.
public enum StringsFile {
    /// The pairs of the file at `url`, in file order. Throws `StringTableError`.
    public static func parse(contentsOf url: URL) throws -> [(String, String)] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw StringTableError.unreadable(url.path, "\(error.localizedDescription)") }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let s = String(data: data, encoding: .utf16) else { throw StringTableError.notATable(url.path, "not valid UTF-16") }
            text = s
        } else {
            guard let s = String(data: data, encoding: .utf8) else { throw StringTableError.notATable(url.path, "not valid UTF-8 (or UTF-16 with a byte order mark)") }
            text = s
        }
        return try parse(text, path: url.path)
    }

    /// The pairs of `text`; `path` names the file in errors.
    public static func parse(_ text: String, path: String = "<strings>") throws -> [(String, String)] {
        let s = Array(text.unicodeScalars)
        var i = 0, line = 1
        var pairs: [(String, String)] = []
        func fail(_ what: String) -> StringTableError { .syntax(path, line: line, what) }
        func skipSpace() throws {
            while i < s.count {
                let c = s[i]
                if c == "\n" { line += 1; i += 1 } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { i += 1 }
                else if c == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    guard i + 1 < s.count else { throw fail("a comment is not closed with */") }
                    i += 2
                } else if c == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func word() throws -> String {
            var out = String.UnicodeScalarView()
            if i < s.count, s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"" {
                    var c = s[i]
                    if c == "\n" { line += 1 }
                    if c == "\\", i + 1 < s.count {
                        i += 1
                        switch s[i] {
                        case "n": c = "\n"
                        case "t": c = "\t"
                        case "r": c = "\r"
                        case "U", "u":
                            let hex = String(String.UnicodeScalarView(s[(i + 1)..<min(i + 5, s.count)]))
                            guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                                throw fail("\\U must be followed by four hexadecimal digits")
                            }
                            c = scalar
                            i += 4
                        default: c = s[i]
                        }
                    }
                    out.append(c)
                    i += 1
                }
                guard i < s.count else { throw fail("a quoted string is not closed with \"") }
                i += 1
                return String(out)
            }
            while i < s.count, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "_$+/:.-".unicodeScalars.contains(s[i]) {
                out.append(s[i]); i += 1
            }
            guard !out.isEmpty else { throw fail("expected a quoted string") }
            return String(out)
        }
        try skipSpace()
        while i < s.count {
            let key = try word()
            try skipSpace()
            var value = key
            if i < s.count, s[i] == "=" {
                i += 1
                try skipSpace()
                value = try word()
                try skipSpace()
            }
            guard i < s.count, s[i] == ";" else { throw fail("expected ; after the value of \"\(key)\"") }
            i += 1
            pairs.append((key, value))
            try skipSpace()
        }
        return pairs
    }
}
