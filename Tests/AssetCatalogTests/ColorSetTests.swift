import Foundation
import SceneAssets
import SceneGraph
import XCTest

/// Colour sets read in each of Xcode's notations and colour spaces, with their light and dark
/// appearances, directly and through `Color(.name)` / `Color(_:bundle:)`.
final class ColorSetTests: XCTestCase {
    private func read(_ components: [String: Any], space: String = "srgb") throws -> ColorSet.Components {
        try ColorSet(json: ["colors": [["idiom": "universal", "color": ["color-space": space, "components": components]]]], origin: "test").light
    }

    private func assertComponents(_ c: ColorSet.Components, _ r: Double, _ g: Double, _ b: Double, _ a: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(c.red, r, accuracy: 1e-9, "red", file: file, line: line)
        XCTAssertEqual(c.green, g, accuracy: 1e-9, "green", file: file, line: line)
        XCTAssertEqual(c.blue, b, accuracy: 1e-9, "blue", file: file, line: line)
        XCTAssertEqual(c.alpha, a, accuracy: 1e-9, "alpha", file: file, line: line)
    }

    func testFloatHexAndByteNotations() throws {
        assertComponents(try read(["red": "0.200", "green": "0.400", "blue": "0.800", "alpha": "1.000"]), 0.2, 0.4, 0.8, 1)
        assertComponents(try read(["red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "0.500"]), 1, 128.0 / 255, 0, 0.5)
        assertComponents(try read(["red": "255", "green": "128", "blue": "0", "alpha": "1.000"]), 1, 128.0 / 255, 0, 1)
        // With no byte above 1 in the colour, "1" and "0" are the fractions hand-written files mean.
        assertComponents(try read(["red": "1", "green": "0", "blue": "0", "alpha": "1"]), 1, 0, 0, 1)
        // JSON numbers are taken as written.
        assertComponents(try read(["red": 0.5, "green": 0.25, "blue": 1, "alpha": 0.75]), 0.5, 0.25, 1, 0.75)
    }

    func testColourSpaces() throws {
        // Display P3 (1, 0.7, 0.3): through linear light into sRGB, red past 1 (extended range).
        assertComponents(
            try read(["red": "1.000", "green": "0.700", "blue": "0.300", "alpha": "1.000"], space: "display-p3"),
            1.052726101181078, 0.6834440869721142, 0.17398800435671163, 1)
        // A grey of 0.5 in gamma 2.2 is 0.2176 in linear light, 0.5039 sRGB-encoded.
        let grey = try read(["white": "0.500", "alpha": "1.000"], space: "gray-gamma-22")
        assertComponents(grey, 0.5038667822745281, 0.5038667822745281, 0.5038667822745281, 1)
        // Linear sRGB 0.5 encodes to 0.7354.
        XCTAssertEqual(try read(["red": "0.5", "green": "0", "blue": "0"], space: "extended-linear-srgb").red, 0.735356983052, accuracy: 1e-9)
    }

    func testBadComponentsAndSpacesNameTheProblem() {
        XCTAssertThrowsError(try read(["red": "abc", "green": "0", "blue": "0"])) { error in
            XCTAssertEqual("\(error)", "test: component red 'abc' is not a finite number")
        }
        XCTAssertThrowsError(try read(["red": "0xZZ", "green": "0", "blue": "0"])) { error in
            XCTAssertEqual("\(error)", "test: component red '0xZZ' is not a hex byte 0x00…0xFF")
        }
        XCTAssertThrowsError(try read(["red": "0", "green": "0", "blue": "0"], space: "cmyk")) { error in
            XCTAssertTrue("\(error)".hasPrefix("test: colour space 'cmyk' is not one of srgb"), "\(error)")
        }
        XCTAssertThrowsError(try ColorSet(json: ["colors": [["idiom": "ipad", "color": ["components": ["red": "1"]]]]], origin: "pad")) { error in
            XCTAssertEqual("\(error)", "pad: no colour for the universal or iPhone idiom")
        }
    }

    /// Light and dark appearances: an explicit light entry wins over the any entry in the light
    /// appearance; the dark entry is used in the dark one.
    func testAppearancesOfTheTestCatalog() throws {
        let folder = try XCTUnwrap(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
        let ink = try ColorSet(folder: folder.appendingPathComponent("ink.colorset"))
        assertComponents(ink.light, 0, 0, 0, 1)
        assertComponents(try XCTUnwrap(ink.dark), 1, 1, 1, 1)
        XCTAssertNil(try ColorSet(folder: folder.appendingPathComponent("hex-tint.colorset")).dark)
    }

    /// Through the generated symbols and by name: an adaptive colour that follows the scheme,
    /// and a system colour reference that is iOS's system blue.
    func testColorsFromTheCatalogFollowTheScheme() throws {
        let brand = Color(.brandPrimary)
        XCTAssertTrue(brand.isAdaptive)
        XCTAssertEqual(brand.resolved(in: .light).red, 0.2, accuracy: 1e-6)
        XCTAssertEqual(brand.resolved(in: .light).blue, 0.8, accuracy: 1e-6)
        XCTAssertEqual(brand.resolved(in: .dark).green, 0.68344, accuracy: 1e-4)
        XCTAssertEqual(Color("byte tint", bundle: .module).resolved(in: .light).green, 128.0 / 255, accuracy: 1e-6)
        XCTAssertEqual(Color(.hexTint).resolved(in: .dark).opacity, 0.5)
        XCTAssertEqual(Color(.systemLink).resolved(in: .light), Color.blue.resolved(in: .light))
        XCTAssertEqual(Color(.systemLink).resolved(in: .dark), Color.blue.resolved(in: .dark))
        XCTAssertEqual(UIColor(named: "ink", in: .module)?.color.resolved(in: .dark).red, 1)
    }

    /// A missing colour warns once, naming the catalog searched, and is clear.
    func testMissingColourWarnsOnceNamingTheCatalog() throws {
        let catalog = try XCTUnwrap(Bundle.module.url(forResource: "Assets", withExtension: "xcassets")).path
        let (colors, warnings) = WarningLog.capturing {
            [Color("no-such-colour", bundle: .module), Color("no-such-colour", bundle: .module)]
        }
        XCTAssertEqual(colors.map { $0.resolved(in: .light).opacity }, [0, 0])
        XCTAssertEqual(warnings, ["Color(\"no-such-colour\"): no colour set named 'no-such-colour' in \(catalog); drawing clear"])
    }
}
