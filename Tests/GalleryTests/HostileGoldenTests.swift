import XCTest
import SceneRender
import SceneTesting
import PropertyTestSupport

/// Corrupt golden images: the snapshot check fails with a message naming the golden file and
/// the problem, and never crashes, in every record mode that reads the golden.
@MainActor
final class HostileGoldenTests: XCTestCase {
    // Set in setUp, which XCTest runs on the main thread before each test.
    nonisolated(unsafe) var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile goldens ✓ \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Goldens that are not PNG images, or are cut or damaged PNGs.
    func corruptGoldens() throws -> [(name: String, bytes: Data)] {
        let valid = try PNGCodec.encode(RenderedImage(width: 8, height: 8, fill: (255, 255, 255, 255)))
        var flipped = [UInt8](valid)
        flipped[40] ^= 0xFF // inside the image data: the CRC no longer matches
        var header = [UInt8](valid)
        header[16...23] = [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF] // 2^31−1 square, CRC now wrong
        return [
            ("empty", Data()),
            ("text", Data("not a png\n".utf8)),
            ("signature-only", valid.prefix(8)),
            ("truncated-header", valid.prefix(20)),
            ("truncated-data", valid.prefix(valid.count - 20)),
            ("bit-flip", Data(flipped)),
            ("huge-header", Data(header)),
            ("header-only-huge", PNGBytes.headerOnly(width: 0x7FFF_FFFF, height: 1))
        ]
    }

    /// In record modes `missing`, `failed` and `never`, on CI and off, each corrupt golden makes
    /// the check fail with "Cannot read the golden" and the golden's path; the file is left as it
    /// was (nothing is overwritten silently).
    func testCorruptGoldenFailsWithAMessageNamingTheFile() async throws {
        let image = RenderedImage(width: 8, height: 8, fill: (255, 255, 255, 255))
        for (name, bytes) in try corruptGoldens() {
            for mode in [SnapshotRecordMode.missing, .failed, .never] {
                for ci in [false, true] {
                    let id = SnapshotID(suite: "HostileGoldenTests", test: "corrupt", name: name)
                    let url = id.goldenURL(root: root, ext: "png")
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try bytes.write(to: url)
                    let env = SnapshotEnvironment(
                        packageRoot: root, record: mode, isCI: ci,
                        artifactsDirectory: root.appendingPathComponent("artifacts"))
                    let verdict = SnapshotVerifier.verify(image, id: id, environment: env)
                    let context = "\(name), record \(mode.rawValue), CI \(ci)"
                    XCTAssertFalse(verdict.passed, context)
                    XCTAssertTrue(verdict.failure?.contains("Cannot read the golden") ?? false, "\(context): \(verdict.failure ?? "")")
                    XCTAssertTrue(verdict.failure?.contains(url.path) ?? false, "\(context): \(verdict.failure ?? "")")
                    XCTAssertEqual(try Data(contentsOf: url), bytes, "\(context): the golden was changed")
                }
            }
        }
    }

    /// A golden path that is a folder is a clear failure, not a crash.
    func testGoldenThatIsAFolderFailsClearly() async throws {
        let id = SnapshotID(suite: "HostileGoldenTests", test: "folder", name: "golden")
        let url = id.goldenURL(root: root, ext: "png")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let verdict = SnapshotVerifier.verify(
            RenderedImage(width: 2, height: 2, fill: (0, 0, 0, 255)), id: id,
            environment: SnapshotEnvironment(packageRoot: root, record: .never))
        XCTAssertFalse(verdict.passed)
        XCTAssertTrue(verdict.failure?.contains(url.path) ?? false, verdict.failure ?? "")
    }
}
