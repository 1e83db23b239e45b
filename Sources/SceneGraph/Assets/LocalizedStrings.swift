import Foundation
import SceneAssets

/// The string tables that `Text("Game Over")`, `Button("Again") {}` and other views given a
/// `LocalizedStringKey` look their key up in, as iOS looks in the app bundle's `Localizable`
/// table (`Text(_:tableName:bundle:)` names another table or bundle).
///
/// Tables are String Catalogs (`Localizable.xcstrings`) and `.strings` files in language folders
/// (`en.lproj/Localizable.strings`); see `StringTable` for what is read. SwiftPM on Linux builds
/// neither: a resource rule (`.copy("Localizable.xcstrings")`, `.process("en.lproj")`) puts the
/// files in the target's resource bundle, where they are found. With no bundle, or `Bundle.main`,
/// the tables searched are those of every resource bundle beside the main executable
/// (`*.resources`, `*.bundle`, to a depth of 3) and of its own folder, then those in the image
/// library's folders (`ImageLibrary.directories`: `SCENE_RESOURCES`, `./Resources`), in that
/// order; the first table of the name holding the key wins. A key no table holds is shown as
/// written, its interpolated values written in.
///
/// Which language: under `.environment(\.locale, …)` other than the default `en_US`, a `Text`
/// made from a key reads it in that locale's language first; then the first of
/// `preferredLanguages` that a table has (a region falls back to its language: `es-MX` finds
/// `es`), else the table's development language. The default is no preferred language, so
/// recordings do not depend on the language of the machine that makes them. Titles kept as plain
/// strings (`.navigationTitle`, a field's placeholder) are looked up when the view is made.
public enum LocalizedStrings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var languages: [String] = []

    /// The languages looked for first, in order (`["es"]` draws Spanish where the tables have
    /// it). Default: none, the tables' development language.
    public static var preferredLanguages: [String] {
        get { lock.lock(); defer { lock.unlock() }; return languages }
        set { lock.lock(); languages = newValue; lock.unlock() }
    }

    /// The text of `key` in table `table` (nil: `Localizable`) of `bundle`, its arguments written
    /// into the localized format; nil when no table has the key.
    static func text(_ key: LocalizedStringKey, table: String?, bundle: Bundle?) -> String? {
        text(key, table: table, bundlePath: bundlePath(bundle), locale: nil)
    }

    /// The resource folder searched for `bundle` (nil: the default search).
    static func bundlePath(_ bundle: Bundle?) -> String? { AssetStore.bundlePath(bundle) }

    /// As `text(_:table:bundle:)`, for the bundle whose resource folder is `bundlePath`, looking
    /// first in `locale`'s language when one is given (`es_MX` finds `es-MX`, then `es`).
    static func text(_ key: LocalizedStringKey, table: String?, bundlePath: String?, locale: Locale?) -> String? {
        let languages = locale.map { [$0.identifier.replacingOccurrences(of: "_", with: "-")] + preferredLanguages } ?? preferredLanguages
        guard let found = StringTableStore.shared.value(key.tableKey, table: table ?? "Localizable", bundlePath: bundlePath, languages: languages)
        else { return nil }
        let count = key.arguments.lazy.compactMap(\.number).first
        guard let format = found.value.text(count: count, language: found.language) else { return nil }
        if key.arguments.isEmpty && !key.isInterpolated { return format }
        return LocalizedFormat.format(format, key.arguments, locale: locale ?? SceneFormat.locale)
    }
}

extension LocalizedStringKey {
    /// The key's text from the app's `Localizable` table, or as written (for views that keep a
    /// plain string: a navigation title, a field's placeholder).
    var resolvedText: String { LocalizedStrings.text(self, table: nil, bundle: nil) ?? key }
}

/// The tables found per search path, read once per process (safe from any thread).
final class StringTableStore: @unchecked Sendable {
    static let shared = StringTableStore()

    private let lock = NSLock()
    private var tablesByFolder: [String: [StringTable]] = [:]
    /// The last default search: the library folders it was made with and its tables by name.
    private var mainSearch: (directories: [String], byName: [String: [StringTable]])?
    private var bundleSearches: [String: [String: [StringTable]]] = [:]

    /// The folders beside the main executable whose tables the default search reads, with the
    /// depth each is read to.
    private lazy var mainFolders: [(URL, Int)] = {
        let folders = AssetStore.mainResourceFolders
        return [(folders.root, 0)] + folders.bundles.map { ($0, 3) }
    }()

    /// The tables in `folder` to `depth`, read once; problems warned once.
    private func tables(inFolder folder: URL, depth: Int) -> [StringTable] {
        lock.lock()
        if let known = tablesByFolder[folder.path] { lock.unlock(); return known }
        lock.unlock()
        let found = StringTable.tables(in: folder, depth: depth)
        for table in found { for problem in table.problems { WarningLog.warn("string table \(table.name): \(problem); its keys are shown as written") } }
        lock.lock(); tablesByFolder[folder.path] = found; lock.unlock()
        return found
    }

    private static func byName(_ tables: [StringTable]) -> [String: [StringTable]] {
        var out: [String: [StringTable]] = [:]
        for t in tables { out[t.name, default: []].append(t) }
        return out
    }

    /// Whether a search has found any table (until then a text has nothing to look up again
    /// in another language). Searches are made once per bundle and per list of library folders.
    var hasTables: Bool {
        lock.lock(); defer { lock.unlock() }
        return foundTables
    }
    private var foundTables = false

    /// The value of `key` in the first table named `table` that has it, with its language.
    func value(_ key: String, table: String, bundlePath: String?, languages: [String]) -> (value: StringTable.Value, language: String)? {
        let byName: [String: [StringTable]]
        if let bundlePath {
            lock.lock()
            let known = bundleSearches[bundlePath]
            lock.unlock()
            if let known { byName = known } else {
                byName = Self.byName(tables(inFolder: URL(fileURLWithPath: bundlePath), depth: 3))
                lock.lock(); bundleSearches[bundlePath] = byName; foundTables = foundTables || !byName.isEmpty; lock.unlock()
            }
        } else {
            let directories = ImageLibrary.standard.directories
            lock.lock()
            let known = mainSearch
            lock.unlock()
            if let known, known.directories == directories { byName = known.byName } else {
                lock.lock()
                let folders = mainFolders
                lock.unlock()
                var all = folders.flatMap { tables(inFolder: $0.0, depth: $0.1) }
                all += directories.flatMap { tables(inFolder: URL(fileURLWithPath: $0), depth: 3) }
                byName = Self.byName(all)
                lock.lock(); mainSearch = (directories, byName); foundTables = foundTables || !byName.isEmpty; lock.unlock()
            }
        }
        guard let candidates = byName[table] else { return nil }
        for t in candidates { if let found = t.value(key, languages: languages) { return found } }
        return nil
    }
}

/// printf-style formats of localized strings (`%@`, `%lld`, `%.1f`, positional `%2$@`, `%%`)
/// filled with a key's interpolated values.
enum LocalizedFormat {
    /// `format` with each conversion replaced by its argument: `@` and `s` by the argument's
    /// text, integer conversions (`d i o u x X c`) by the argument as a 64-bit integer, and
    /// floating-point ones (`e f g a`, upper case too) by the argument as a `Double`, with the
    /// conversion's flags, width and precision. A conversion whose argument is missing is left
    /// as written; a string argument of a numeric conversion is written as it is. With a
    /// `locale`, numbers are written its way, as Foundation's `String(format:locale:)` does
    /// (en_US: "2,014", "1,234.50"); without one, C's.
    static func format(_ format: String, _ arguments: [LocalizedStringKey.Argument], locale: Locale? = nil) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while let percent = format[i...].firstIndex(of: "%") {
            out += format[i..<percent]
            var j = format.index(after: percent)
            guard j < format.endIndex else { out += "%"; i = j; break }
            if format[j] == "%" { out += "%"; i = format.index(after: j); continue }
            // Optional position `n$`.
            var position: Int?
            let digitsEnd = format[j...].firstIndex { !$0.isASCII || !$0.isNumber } ?? format.endIndex
            if digitsEnd < format.endIndex, digitsEnd > j, format[digitsEnd] == "$", let n = Int(format[j..<digitsEnd]) {
                position = n - 1
                j = format.index(after: digitsEnd)
            }
            let specStart = j
            j = format[j...].firstIndex { !"-+ #0123456789.'".contains($0) } ?? format.endIndex
            let flagsAndWidth = format[specStart..<j]
            j = format[j...].firstIndex { !"hlqLzjt".contains($0) } ?? format.endIndex
            guard j < format.endIndex, "@sdiouxXceEfFgGaA".contains(format[j]) else {
                out += format[percent..<j]
                i = j
                continue
            }
            let conversion = format[j]
            i = format.index(after: j)
            let index = position ?? next
            if position == nil { next += 1 }
            guard index >= 0, index < arguments.count else { out += format[percent..<i]; continue }
            let argument = arguments[index]
            switch (conversion, argument) {
            case ("@", _), ("s", _), (_, .string):
                out += argument.text
            case ("c", _):
                out += Unicode.Scalar(UInt32(truncatingIfNeeded: argument.integer)).map { String(Character($0)) } ?? ""
            case (let c, _) where "eEfFgGaA".contains(c):
                out += String(format: "%" + flagsAndWidth + String(c), locale: locale, argument.number ?? 0)
            default:
                out += String(format: "%" + flagsAndWidth + "ll" + String(conversion), locale: locale, argument.integer)
            }
        }
        out += format[i...]
        return out
    }
}
