import XCTest
@testable import SceneTesting

/// Record modes, the CI rule, limits, messages and artifacts of `SnapshotVerifier`, each run in
/// a fresh temporary package root so that nothing touches the real `Snapshots/`.
@MainActor
final class SnapshotVerifierTests: XCTestCase {
    // Set in setUp, which XCTest runs on the main thread before each test.
    nonisolated(unsafe) var root: URL!
    let id = SnapshotID(suite: "Suite", test: "testThing()", name: "still")

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-verifier-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func env(_ record: SnapshotRecordMode = .missing, ci: Bool = false) -> SnapshotEnvironment {
        SnapshotEnvironment(
            packageRoot: root, record: record, isCI: ci, artifactsDirectory: root.appendingPathComponent("artifacts"),
            ledgerDirectory: root.appendingPathComponent("ledger"))
    }

    var golden: URL { root.appendingPathComponent("Snapshots/Suite/testThing.still.png") }
    var snapshotsFolder: URL { root.appendingPathComponent("Snapshots") }
    let white = TestImages.solid(20, 20)
    var redBlock: RenderedImage { TestImages.painting(white, x: 10, y: 12, w: 3, h: 3, (255, 0, 0, 255)) }

    func record(_ image: RenderedImage) throws {
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: golden)
    }

    // MARK: Record modes and CI

    /// Test idea 12: on CI a missing golden fails and nothing at all appears under Snapshots/.
    func testMissingGoldenUnderCIFailsAndWritesNothing() async throws {
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.missing, ci: true))
        XCTAssertFalse(v.passed)
        XCTAssertTrue(v.failure!.contains("CI=true: a missing golden fails and nothing was written under Snapshots/."), v.failure!)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotsFolder.path))
    }

    func testMissingGoldenUnderCIWithRecordAllStillWritesNothing() async throws {
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.all, ci: true))
        XCTAssertFalse(v.passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotsFolder.path))
    }

    func testMissingGoldenIsRecordedAndFailsByDefault() async throws {
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.missing))
        XCTAssertFalse(v.passed)
        XCTAssertTrue(v.wroteGolden)
        XCTAssertEqual(try RenderedImage(contentsOfPNG: golden), white)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: golden.deletingLastPathComponent().appendingPathComponent("environment.json").path),
            "the environment fingerprint is written beside a new golden")
        XCTAssertTrue(SnapshotVerifier.verify(white, id: id, environment: env(.missing)).passed, "the second run passes")
    }

    func testMissingGoldenWithRecordNeverFailsAndWritesNothing() async {
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.never))
        XCTAssertTrue(v.failure!.contains("SNAPSHOT_RECORD=never: nothing was written."), v.failure!)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotsFolder.path))
    }

    func testRecordAllRewritesAMatchingGoldenAndFails() async throws {
        try record(white)
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.all))
        XCTAssertFalse(v.passed)
        XCTAssertTrue(v.wroteGolden)
    }

    func testRecordFailedOverwritesAMismatchingGoldenAndFails() async throws {
        try record(white)
        let v = SnapshotVerifier.verify(redBlock, id: id, environment: env(.failed))
        XCTAssertFalse(v.passed)
        XCTAssertEqual(try RenderedImage(contentsOfPNG: golden), redBlock)
        XCTAssertTrue(SnapshotVerifier.verify(redBlock, id: id, environment: env(.failed)).passed)
    }

    func testRecordFailedLeavesAMatchingGoldenAlone() async throws {
        try record(white)
        let v = SnapshotVerifier.verify(white, id: id, environment: env(.failed))
        XCTAssertTrue(v.passed)
        XCTAssertFalse(v.wroteGolden)
    }

    func testRecordFailedUnderCIDoesNotOverwrite() async throws {
        try record(white)
        let v = SnapshotVerifier.verify(redBlock, id: id, environment: env(.failed, ci: true))
        XCTAssertFalse(v.passed)
        XCTAssertEqual(try RenderedImage(contentsOfPNG: golden), white)
    }

    func testRecordModeParsesTheFourValuesAndRejectsOthers() async throws {
        XCTAssertEqual(try SnapshotRecordMode.parse(nil), .missing)
        XCTAssertEqual(try SnapshotRecordMode.parse("ALL"), .all)
        XCTAssertEqual(try SnapshotRecordMode.parse("failed"), .failed)
        XCTAssertEqual(try SnapshotRecordMode.parse("never"), .never)
        XCTAssertThrowsError(try SnapshotRecordMode.parse("sometimes")) { error in
            XCTAssertEqual("\(error)", "invalid SNAPSHOT_RECORD: sometimes (valid: missing, all, failed, never)")
        }
    }

    func testEnvironmentVariablesAreRead() async {
        let e = SnapshotEnvironment.fromProcess(packageRoot: root, variables: ["SNAPSHOT_RECORD": "never", "CI": "true", "SNAPSHOT_ARTIFACTS": "out/a"])
        XCTAssertEqual(e.record, .never)
        XCTAssertTrue(e.isCI)
        XCTAssertEqual(e.artifactsDirectory.path, root.appendingPathComponent("out/a").path)
        let d = SnapshotEnvironment.fromProcess(packageRoot: root, variables: [:])
        XCTAssertEqual(d.record, .missing)
        XCTAssertFalse(d.isCI)
        XCTAssertEqual(d.artifactsDirectory.path, root.appendingPathComponent(".build/snapshot-artifacts").path)
    }

    func testInvalidRecordModeFailsTheCheck() async throws {
        try record(white)
        let e = SnapshotEnvironment.fromProcess(packageRoot: root, variables: ["SNAPSHOT_RECORD": "yes"])
        XCTAssertEqual(
            SnapshotVerifier.verify(white, id: id, environment: e).failure,
            "invalid SNAPSHOT_RECORD: yes (valid: missing, all, failed, never)")
    }

    // MARK: Limits and messages

    func testSizeMismatchFailsNamingBothSizes() async throws {
        try record(TestImages.solid(4, 3))
        let v = SnapshotVerifier.verify(TestImages.solid(5, 3), id: id, environment: env(.never))
        XCTAssertTrue(v.failure!.contains("size differs: expected 4x3, actual 5x3"), v.failure!)
    }

    /// The message of a 3×3 change names the golden, the counts (9 of 400 = 2.25%), the limits,
    /// the largest difference and its place, the bounds, the environment, every artifact and the
    /// command that re-records the golden.
    func testFailureMessageNamesLimitsMeasuredValuesAndPaths() async throws {
        try record(white)
        let v = SnapshotVerifier.verify(redBlock, id: id, environment: env(.never))
        let m = try XCTUnwrap(v.failure)
        let a = try XCTUnwrap(v.artifacts)
        for part in [
            "Snapshot Suite/testThing.still does not match its golden \(golden.path).",
            "9 of 400 pixels differ (2.25%) past threshold 0.1",
            "0 anti-aliased pixels ignored",
            "largest difference 0.", "at 10,12",
            "differences within 10,12 3x3",
            "limits:   threshold 0.1, maxDiffPixels none, maxDiffPixelRatio none, anti-aliasing ignored",
            "allowed 0 differing pixel(s) of 400, found 9",
            "environment: ",
            "actual \(a.actualImage.path)", "expected \(a.expectedImage.path)", "diff \(a.diffImage.path)",
            "side by side \(a.sideBySideImage.path)", "review page: \(a.reviewPage.path)",
            // how to accept the change, as README.md's "Record modes" says
            "If the change is intended, record it again: SNAPSHOT_RECORD=failed swift test --filter 'testThing'"
        ] {
            XCTAssertTrue(m.contains(part), "missing “\(part)” in:\n\(m)")
        }
        for file in [a.actualImage, a.expectedImage, a.diffImage, a.sideBySideImage, a.failureText, a.reviewPage] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path)
        }
    }

    func testMaxDiffPixelsAllowsThatManyDifferences() async throws {
        try record(white)
        XCTAssertTrue(SnapshotVerifier.verify(redBlock, id: id, tolerance: SnapshotTolerance(maxDiffPixels: 9), environment: env(.never)).passed)
        XCTAssertFalse(SnapshotVerifier.verify(redBlock, id: id, tolerance: SnapshotTolerance(maxDiffPixels: 8), environment: env(.never)).passed)
    }

    /// 9 differing pixels of 400 is a ratio of 0.0225.
    func testMaxDiffPixelRatioAllowsThatShareOfDifferences() async throws {
        try record(white)
        XCTAssertTrue(SnapshotVerifier.verify(redBlock, id: id, tolerance: SnapshotTolerance(maxDiffPixelRatio: 0.0225), environment: env(.never)).passed)
        XCTAssertFalse(SnapshotVerifier.verify(redBlock, id: id, tolerance: SnapshotTolerance(maxDiffPixelRatio: 0.02), environment: env(.never)).passed)
    }

    /// With both limits the stricter applies (Playwright): min(100, ⌊0.01·400⌋ = 4) = 4 < 9.
    func testBothLimitsApplyTheStricter() async {
        XCTAssertEqual(SnapshotTolerance(maxDiffPixels: 100, maxDiffPixelRatio: 0.01).allowedDifferentPixels(pixelCount: 400), 4)
    }

    func testInvalidToleranceIsReportedByName() async throws {
        try record(white)
        XCTAssertEqual(
            SnapshotVerifier.verify(white, id: id, tolerance: SnapshotTolerance(maxDiffPixelRatio: 2), environment: env()).failure,
            "invalid tolerance.maxDiffPixelRatio: 2.0 (valid: 0...1)")
    }

    func testPassingAgainRemovesTheOldArtifacts() async throws {
        try record(white)
        let failing = SnapshotVerifier.verify(redBlock, id: id, environment: env(.never))
        let folder = try XCTUnwrap(failing.artifacts?.folder)
        XCTAssertTrue(SnapshotVerifier.verify(white, id: id, environment: env(.never)).passed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }

    // MARK: Environment fingerprint

    func testUnchangedEnvironmentIsSaid() async throws {
        try record(white)
        try SnapshotVerifier.writeFingerprint(in: golden.deletingLastPathComponent())
        let m = SnapshotVerifier.verify(redBlock, id: id, environment: env(.never)).failure!
        XCTAssertTrue(m.contains("environment: unchanged since the goldens were recorded"), m)
    }

    func testChangedCairoVersionIsNamed() async throws {
        try record(white)
        var old = EnvironmentFingerprint.current
        old.libraries["cairo"] = "1.0.0"
        try AtomicFile.write(try old.jsonData(), to: golden.deletingLastPathComponent().appendingPathComponent("environment.json"))
        let m = SnapshotVerifier.verify(redBlock, id: id, environment: env(.never)).failure!
        XCTAssertTrue(m.contains("environment: CHANGED since the goldens were recorded: cairo 1.0.0 → \(EnvironmentFingerprint.current.libraries["cairo"]!)"), m)
    }

    // MARK: Ledger and orphans

    func testOrphansAreGoldensNoCheckTouched() async throws {
        try record(white)
        let stale = root.appendingPathComponent("Snapshots/Old/testGone.1.png")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try white.writePNG(to: stale)
        let ledger = SnapshotLedger.directory(packageRoot: root)
        XCTAssertThrowsError(try SnapshotLedger.orphans(packageRoot: root), "an empty ledger cannot tell")
        var e = env(.never)
        e.ledgerDirectory = ledger
        _ = SnapshotVerifier.verify(white, id: id, environment: e)
        XCTAssertEqual(try SnapshotLedger.orphans(packageRoot: root), ["Snapshots/Old/testGone.1.png"])
        XCTAssertEqual(SnapshotLedger.touched(packageRoot: root)["Snapshots/Suite/testThing.still.png"], ["Suite.testThing"])
    }
}
