import Foundation
import SceneAssets
@testable import SceneGraph
import XCTest

/// Views given a `LocalizedStringKey` show the app's string tables' text, as iOS does: String
/// Catalogs (`Localizable.xcstrings`) and `.strings` files in language folders. The tables are
/// written to temporary folders and found through a bundle at that folder or the image
/// library's folders (every test target shares one process, whose own tables must stay empty).
@MainActor
final class StringTableTests: XCTestCase {
    /// A String Catalog as Xcode writes one: English source, Spanish, a plural, a key with no
    /// English value, and a substitution-free device variation.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Game Over" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Game over" } },
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Fin de juego" } } } },
            "Score: %lld" : { "localizations" : {
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Puntuación: %lld" } } } },
            "You have %lld lives left" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "You have %lld life left" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "You have %lld lives left" } } } } } } },
            "%@ of %@" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ holds %1$@" } } } },
            "Open" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } } } } } } },
            "Again" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Play again" } } } }
          },
          "version" : "1.0"
        }
        """#

    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    func testTextShowsTheCatalogsTextForItsKey() async throws {
        let bundle = try XCTUnwrap(Bundle(path: try folder(["Localizable.xcstrings": Self.catalog]).path))
        XCTAssertEqual(Text("Game Over", bundle: bundle).content, "Game over")
        // A key the catalog has no English value for is its own English text.
        let score = 12
        XCTAssertEqual(Text("Score: \(score)", bundle: bundle).content, "Score: 12")
        XCTAssertEqual(Text("You have \(1) lives left", bundle: bundle).content, "You have 1 life left")
        XCTAssertEqual(Text("You have \(3) lives left", bundle: bundle).content, "You have 3 lives left")
        XCTAssertEqual(Text("\("the box") of \("the key")", bundle: bundle).content, "the key holds the box")
        XCTAssertEqual(Text("Open", bundle: bundle).content, "Tap to open")
        // Not in the table: drawn as written.
        XCTAssertEqual(Text("Start", bundle: bundle).content, "Start")
        // Another table name finds nothing.
        XCTAssertEqual(Text("Game Over", tableName: "Other", bundle: bundle).content, "Game Over")
        // Foundation's String(localized:) and LocalizedStringResource look in the same tables.
        XCTAssertEqual(String(localized: "Game Over", bundle: bundle), "Game over")
        XCTAssertEqual(String(localized: "Again", defaultValue: "Retry", bundle: bundle), "Play again")
        XCTAssertEqual(String(localized: "Missing", defaultValue: "Retry", bundle: bundle), "Retry")
        XCTAssertEqual(Text(LocalizedStringResource("Game Over", bundle: .atURL(bundle.bundleURL))).content, "Game over")
    }

    func testPreferredLanguagesPickTheTranslation() async throws {
        let bundle = try XCTUnwrap(Bundle(path: try folder(["Localizable.xcstrings": Self.catalog]).path))
        LocalizedStrings.preferredLanguages = ["es-MX"]
        defer { LocalizedStrings.preferredLanguages = [] }
        XCTAssertEqual(Text("Game Over", bundle: bundle).content, "Fin de juego")
        XCTAssertEqual(Text("Score: \(7)", bundle: bundle).content, "Puntuación: 7")
        // No Spanish: the development language.
        XCTAssertEqual(Text("You have \(1) lives left", bundle: bundle).content, "You have 1 life left")
    }

    func testStringsFilesInLanguageFolders() async throws {
        let en = #"""
            /* The title */
            "Game Over" = "Game over";
            // A line comment
            "Quote \"me\"" = "Line one\nline two \U00E9";
            Plain = "Unquoted key";
            """#
        let es = #""Game Over" = "Fin";"#
        let bundle = try XCTUnwrap(Bundle(path: try folder(["en.lproj/Localizable.strings": en, "es.lproj/Localizable.strings": es]).path))
        XCTAssertEqual(Text("Game Over", bundle: bundle).content, "Game over")
        XCTAssertEqual(Text("Quote \"me\"", bundle: bundle).content, "Line one\nline two é")
        XCTAssertEqual(Text("Plain", bundle: bundle).content, "Unquoted key")
        LocalizedStrings.preferredLanguages = ["es"]
        defer { LocalizedStrings.preferredLanguages = [] }
        XCTAssertEqual(Text("Game Over", bundle: bundle).content, "Fin")
    }

    func testAStringsFileSyntaxErrorNamesTheLine() async {
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", path: "x.strings")) { error in
            XCTAssertEqual("\(error)", "x.strings:3: expected ; after the value of \"c\"")
        }
        XCTAssertThrowsError(try StringsFile.parse("\"a\" = \"b", path: "y.strings")) { error in
            XCTAssertEqual("\(error)", "y.strings:1: a quoted string is not closed with \"")
        }
    }

    func testADamagedCatalogIsLeftOutAndTheKeyShownAsWritten() async throws {
        let bundle = try XCTUnwrap(Bundle(path: try folder(["Localizable.xcstrings": "{ not json"]).path))
        XCTAssertEqual(Text("Game Over", bundle: bundle).content, "Game Over")
    }

    /// `Text`, `Button` and `Label` given a literal look in the app's tables (the default search,
    /// which reads the image library's folders after the bundles beside the executable).
    func testViewsGivenALiteralLookInTheAppsTables() async throws {
        let root = try folder(["Localizable.xcstrings": Self.catalog])
        let saved = ImageLibrary.standard.directories
        ImageLibrary.standard.directories = [root.path] + saved
        defer { ImageLibrary.standard.directories = saved }
        XCTAssertEqual(Text("Game Over").content, "Game over")
        XCTAssertEqual(Button("Again") {}.label.content, "Play again")
        XCTAssertEqual(Label("Again", systemImage: "arrow.clockwise").title.content, "Play again")
        // A String variable is drawn as it is, as SwiftUI does.
        let verbatim = "Game Over"
        XCTAssertEqual(Text(verbatim).content, "Game Over")
        XCTAssertEqual(Button(verbatim) {}.label.content, "Game Over")
    }

    /// `.environment(\.locale, …)` makes the texts below it read their keys in that language,
    /// as a SwiftUI preview of a translation does; elsewhere the development language stays.
    func testTheEnvironmentsLocalePicksTheLanguage() async throws {
        let root = try folder(["Localizable.xcstrings": Self.catalog])
        let saved = ImageLibrary.standard.directories
        ImageLibrary.standard.directories = [root.path] + saved
        defer { ImageLibrary.standard.directories = saved }
        XCTAssertEqual(EnvironmentValues().locale.identifier, "en_US")
        let score = 3
        let view = VStack {
            Text("Game Over").bold()
            VStack {
                Text("Game Over").bold()
                Text("Score: \(score)")
                Text(verbatim: "Game Over")
            }
            .environment(\.locale, Locale(identifier: "es_MX"))
        }
        let host = try SceneHost(view, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(drawnTexts(host), ["Game over", "Fin de juego", "Puntuación: 3", "Game Over"])

        // A grouped list's section header is uppercased as drawn, in the language it is read in;
        // a key no table has writes its numbers the locale's way.
        let year = 2014
        let list = List {
            Section("Game Over") { Text("Year \(year)") }
        }
        .environment(\.locale, Locale(identifier: "es_MX"))
        XCTAssertEqual(drawnTexts(try SceneHost(list, size: CGSize(width: 300, height: 300))), ["FIN DE JUEGO", "Year 2,014"])
        let german = Text("Year \(year)").environment(\.locale, Locale(identifier: "de_DE"))
        XCTAssertEqual(drawnTexts(try SceneHost(german, size: CGSize(width: 300, height: 100))), ["Year 2.014"])
    }

    private func drawnTexts(_ host: SceneHost) -> [String] {
        host.displayList().items.compactMap { item -> String? in
            if case .text(let t, _) = item { return t.string } else { return nil }
        }
    }

    /// The key of an interpolation is written as Xcode extracts it into a String Catalog.
    func testInterpolatedKeysHoldXcodesSpecifiers() async {
        let count = 3, ratio = 0.5, name = "Ada", small: Int32 = 2, big: UInt = 9, f: Float = 1.5
        XCTAssertEqual(LocalizedStringKey("Score: \(count)").tableKey, "Score: %lld")
        XCTAssertEqual(LocalizedStringKey("\(ratio) done").tableKey, "%lf done")
        XCTAssertEqual(LocalizedStringKey("Hi \(name)").tableKey, "Hi %@")
        XCTAssertEqual(LocalizedStringKey("\(small) \(big) \(f)").tableKey, "%d %llu %f")
        XCTAssertEqual(LocalizedStringKey("\(count)% off").tableKey, "%lld%% off")
        XCTAssertEqual(LocalizedStringKey("\(ratio, specifier: "%.1f") km").tableKey, "%.1f km")
        XCTAssertEqual(LocalizedStringKey("100% sure").tableKey, "100% sure")
        // Without a table the key's format is filled as SwiftUI fills it, in US English here:
        // an integer groups its thousands, a Double is %lf's six decimals.
        XCTAssertEqual(LocalizedStringKey("Score: \(count)").key, "Score: 3")
        XCTAssertEqual(LocalizedStringKey("\(ratio, specifier: "%.1f") km").key, "0.5 km")
        let year = 2014, large = 1234.5
        XCTAssertEqual(LocalizedStringKey("Year \(year)").key, "Year 2,014")
        XCTAssertEqual(LocalizedStringKey("\(ratio)").key, "0.500000")
        XCTAssertEqual(LocalizedStringKey("\(large, specifier: "%.2f")").key, "1,234.50")
        XCTAssertEqual(LocalizedStringKey("\(name) has \(count)").key, "Ada has 3")
        XCTAssertEqual(Text("Year \(year)").content, "Year 2,014")
        XCTAssertEqual(Text(large, specifier: "%.1f").content, "1,234.5")
        // A String of digits is not a number.
        XCTAssertEqual(LocalizedStringKey("Year \(String(year))").key, "Year 2014")
    }

    func testFormatsFillTheirConversions() async {
        let args: [LocalizedStringKey.Argument] = [.integer(42), .double(2.5), .string("x")]
        XCTAssertEqual(LocalizedFormat.format("%lld, %.2f, %@, 100%%", args), "42, 2.50, x, 100%")
        XCTAssertEqual(LocalizedFormat.format("%3$@ %1$lld", args), "x 42")
        XCTAssertEqual(LocalizedFormat.format("%05lld|%-4lld|", [.integer(7), .integer(3)]), "00007|3   |")
        // Missing arguments and unknown conversions are left as written.
        XCTAssertEqual(LocalizedFormat.format("%@ and %@", [.string("a")]), "a and %@")
        XCTAssertEqual(LocalizedFormat.format("50%! %", []), "50%! %")
        // A number for %@, a string for %lld.
        XCTAssertEqual(LocalizedFormat.format("%@ %lld", [.integer(5), .string("five")]), "5 five")
    }

    /// CLDR's cardinal plural rules for the common rule families.
    func testPluralCategories() async {
        func cats(_ language: String, _ counts: [Double]) -> [PluralCategory] { counts.map { PluralCategory.of($0, language: language) } }
        XCTAssertEqual(cats("en", [0, 1, 2, 1.5]), [.other, .one, .other, .other])
        XCTAssertEqual(cats("fr", [0, 1, 1.5, 2]), [.one, .one, .one, .other])
        XCTAssertEqual(cats("ja", [1, 2]), [.other, .other])
        XCTAssertEqual(cats("ru", [1, 2, 5, 11, 21, 22, 25, 112]), [.one, .few, .many, .many, .one, .few, .many, .many])
        XCTAssertEqual(cats("pl", [1, 2, 5, 22, 21]), [.one, .few, .many, .few, .many])
        XCTAssertEqual(cats("cs", [1, 3, 5]), [.one, .few, .other])
        XCTAssertEqual(cats("ar", [0, 1, 2, 3, 11, 100]), [.zero, .one, .two, .few, .many, .other])
        // Apple's rule: a zero form is used for 0 in every language.
        let forms = StringTable.Value.plural([.zero: "none", .one: "one", .other: "many"])
        XCTAssertEqual(forms.text(count: 0, language: "en"), "none")
        XCTAssertEqual(forms.text(count: 1, language: "en"), "one")
        XCTAssertEqual(forms.text(count: 4, language: "en"), "many")
    }
}
