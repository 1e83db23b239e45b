import Foundation
import SceneAssets
import XCTest

/// The names Xcode gives generated asset symbols (`AssetSymbolName`), each rule with the names
/// Xcode's own generated files show it on, and the source the plug-in writes.
final class AssetSymbolNameTests: XCTestCase {
    func testSeparatorsJoinWordsInLowerCamelCase() {
        XCTAssertEqual(AssetSymbolName.member("upper-body"), "upperBody")
        XCTAssertEqual(AssetSymbolName.member("Grilled fish"), "grilledFish")
        XCTAssertEqual(AssetSymbolName.member("naapfa_logo"), "naapfaLogo")
        XCTAssertEqual(AssetSymbolName.member("U-Crunches"), "uCrunches")
        XCTAssertEqual(AssetSymbolName.member("icHomeTollRates"), "icHomeTollRates")
    }

    func testColorAndImageSuffixesAreDropped() {
        XCTAssertEqual(AssetSymbolName.member("AccentColor"), "accent")
        XCTAssertEqual(AssetSymbolName.member("BrandPrimaryColor"), "brandPrimary")
        XCTAssertEqual(AssetSymbolName.member("bg_color"), "bg")
        XCTAssertEqual(AssetSymbolName.member("stationImage"), "station")
        XCTAssertEqual(AssetSymbolName.member("Hero image"), "hero")
        XCTAssertEqual(AssetSymbolName.member("final-image"), "final")
        // Only at the end, and never the whole name.
        XCTAssertEqual(AssetSymbolName.member("Top Shelf Image Wide"), "topShelfImageWide")
        XCTAssertEqual(AssetSymbolName.member("Image"), "image")
        XCTAssertEqual(AssetSymbolName.member("color"), "color")
        XCTAssertEqual(AssetSymbolName.member("Watercolor"), "watercolor")
    }

    func testLeadingCapitalsDigitsAndKeywords() {
        XCTAssertEqual(AssetSymbolName.member("WSDOTbackground"), "wsdoTbackground")
        XCTAssertEqual(AssetSymbolName.member("WSDOT-logo-black"), "wsdotLogoBlack")
        XCTAssertEqual(AssetSymbolName.member("URLIcon"), "urlIcon")
        XCTAssertEqual(AssetSymbolName.member("AppIcon-iOS-ClearDark-1024x1024"), "appIconIOSClearDark1024X1024")
        XCTAssertEqual(AssetSymbolName.member("Group28"), "group28")
        XCTAssertEqual(AssetSymbolName.member("121212"), "_121212")
        XCTAssertEqual(AssetSymbolName.member("default"), "`default`")
        // No lower-case letter: the case is kept and words are joined with underscores.
        XCTAssertEqual(AssetSymbolName.member("BMW"), "BMW")
        XCTAssertEqual(AssetSymbolName.member("A-1-1-0"), "A_1_1_0")
        XCTAssertEqual(AssetSymbolName.typeName("iconPreviews"), "IconPreviews")
        XCTAssertEqual(AssetSymbolName.typeName("Game UI"), "GameUI")
    }

    /// The test target's own catalog, as the plug-in writes it: namespaces are nested enums,
    /// names keep their catalog spelling.
    func testGeneratedSourceOfTheTestCatalog() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
        let text = AssetSymbolSource(catalogs: [AssetCatalog(folder: url)]).text
        XCTAssertTrue(text.contains("static let brandPrimary = SceneGraph.ColorResource(name: \"BrandPrimaryColor\", bundle: resourceBundle)"), text)
        XCTAssertTrue(text.contains("static let byteTint = SceneGraph.ColorResource(name: \"byte tint\", bundle: resourceBundle)"), text)
        XCTAssertTrue(text.contains("static let upperBody = SceneGraph.ImageResource(name: \"upper-body\", bundle: resourceBundle)"), text)
        XCTAssertTrue(text.contains("    enum Icons {\n\n        /// The \"Icons/star-image\" asset catalog image resource.\n        static let star = "), text)
        XCTAssertFalse(text.contains("settings"), "data sets have no symbols")
    }

    /// Two sets whose names give one symbol: the first is kept, the other reported.
    func testRepeatedSymbolsAreReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("repeat-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["sun-set", "sun_set"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("\(name).imageset"), withIntermediateDirectories: true)
        }
        let source = AssetSymbolSource(catalogs: [AssetCatalog(folder: dir)])
        XCTAssertEqual(source.skipped, ["image set 'sun_set' would repeat the symbol .sunSet of 'sun-set'; left out"])
    }
}
