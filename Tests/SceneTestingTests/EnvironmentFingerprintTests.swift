import XCTest
@testable import SceneTesting
@testable import SceneGraph

@MainActor
final class EnvironmentFingerprintTests: XCTestCase {
    /// Test vectors of FNV-1a 64 (Fowler, Noll, Vo): "" → cbf29ce484222325, "a" → af63dc4c8601ec8c,
    /// "foobar" → 85944171f73967e8.
    func testFNV1a64MatchesTheReferenceVectors() async {
        XCTAssertEqual(EnvironmentFingerprint.fnv1a64(Data()), "cbf29ce484222325")
        XCTAssertEqual(EnvironmentFingerprint.fnv1a64(Data("a".utf8)), "af63dc4c8601ec8c")
        XCTAssertEqual(EnvironmentFingerprint.fnv1a64(Data("foobar".utf8)), "85944171f73967e8")
    }

    /// Each of the five libraries has a dotted version read from the loaded library.
    func testEveryLibraryVersionIsRead() async {
        let libs = EnvironmentFingerprint.current.libraries
        XCTAssertEqual(libs.keys.sorted(), ["cairo", "fontconfig", "freetype", "pango", "pixman"])
        for (name, version) in libs {
            XCTAssertNotNil(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), "\(name): \(version)")
        }
    }

    /// `make test` installs fonts-dejavu-core, so DejaVu Sans resolves to a file whose hash is
    /// that of its bytes.
    func testDejaVuSansResolvesToAHashedFile() async throws {
        let font = try XCTUnwrap(EnvironmentFingerprint.current.fonts["DejaVu Sans"])
        let data = try Data(contentsOf: URL(fileURLWithPath: font.path))
        XCTAssertEqual(font.bytes, data.count)
        XCTAssertEqual(font.fnv1a64, EnvironmentFingerprint.fnv1a64(data))
    }

    /// The fingerprint covers every face text can be drawn in: each design's family, the
    /// system face's display cut, the symbols' face and the fallback.
    func testEveryDesignsFaceIsHashed() async {
        let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
        for design in designs {
            XCTAssertTrue(EnvironmentFingerprint.fontFamilies.contains(Font.family(for: design)), "\(design)")
            XCTAssertNotEqual(EnvironmentFingerprint.current.fonts[Font.family(for: design)]?.path, "missing", "\(design)")
        }
        for family in [SystemFontMetrics.displayFamily, SystemFontMetrics.symbolFamily, PangoTextEngine.fallbackFamily] {
            XCTAssertTrue(EnvironmentFingerprint.fontFamilies.contains(family), family)
        }
    }

    func testChangesNameLibraryAndFontDifferences() async {
        var old = EnvironmentFingerprint.current
        old.libraries["pixman"] = "0.1.0"
        old.fonts["TeX Gyre Schola"]?.fnv1a64 = "0000000000000001"
        let changes = EnvironmentFingerprint.current.changes(since: old)
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(changes.first, "pixman 0.1.0 → \(EnvironmentFingerprint.current.libraries["pixman"]!)")
        XCTAssertTrue(changes.last?.hasPrefix("font TeX Gyre Schola texgyreschola-regular.otf [0000000000000001] → texgyreschola-regular.otf [") == true, changes.last ?? "")
        XCTAssertEqual(EnvironmentFingerprint.current.changes(since: .current), [])
    }

    func testFingerprintRoundTripsThroughJSON() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fp-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try AtomicFile.write(try EnvironmentFingerprint.current.jsonData(), to: url)
        XCTAssertEqual(try EnvironmentFingerprint(contentsOf: url), .current)
    }
}
