import XCTest
@testable import SceneTesting

final class RecordModeTests: XCTestCase {
    func testMissingGoldenWithNeverFailsAndWritesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let url = dir.appendingPathComponent("x.png")
        let verdict = verifySnapshot(RenderedImage(width: 2, height: 2, fill: (0, 0, 0, 255)), goldenURL: url, record: .never)
        XCTAssertNotNil(verdict.failure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testSizeMismatchNamesBothSizes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("g.png")
        try RenderedImage(width: 4, height: 3, fill: (0, 0, 0, 255)).writePNG(to: url)
        let verdict = verifySnapshot(RenderedImage(width: 5, height: 3, fill: (0, 0, 0, 255)), goldenURL: url, record: .never)
        XCTAssertTrue(verdict.failure?.contains("4x3") == true && verdict.failure?.contains("5x3") == true, verdict.failure ?? "passed")
    }
}
