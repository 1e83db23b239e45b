import XCTest
@testable import SceneTesting

/// `Snapshotting` strategies, `pullback`, the one verify path and `withSnapshotTesting`, each
/// run in a fresh temporary package root so that nothing touches the real `Snapshots/`.
@MainActor
final class SnapshottingStrategyTests: XCTestCase {
    // Set in setUp, which XCTest runs on the main thread before each test.
    nonisolated(unsafe) var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("strategy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func env(_ record: SnapshotRecordMode = .missing) -> SnapshotEnvironment {
        SnapshotEnvironment(packageRoot: root, record: record, artifactsDirectory: root.appendingPathComponent("artifacts"))
    }

    let id = SnapshotID(suite: "Strategies", test: "testThing()", name: "1")

    /// A pulled-back strategy snapshots the transformed value: a 3×2 image described by its
    /// fill grey is stored as that image's PNG, and a different grey fails against it.
    func testPullbackSnapshotsTheTransformedValue() async throws {
        let grey = SimplySnapshotting<RenderedImage>.image().pullback { (level: UInt8) in
            RenderedImage(width: 3, height: 2, fill: (level, level, level, 255))
        }
        XCTAssertEqual(grey.pathExtension, "png")
        XCTAssertFalse(SnapshotVerifier.verify(200, as: grey, id: id, environment: env()).passed, "first run records")
        let stored = try RenderedImage(contentsOfPNG: id.goldenURL(root: root, ext: "png"))
        XCTAssertEqual(stored.pixel(x: 2, y: 1).r, 200)
        XCTAssertTrue(SnapshotVerifier.verify(200, as: grey, id: id, environment: env()).passed)
        let other = SnapshotVerifier.verify(20, as: grey, id: id, environment: env())
        XCTAssertTrue(other.failure?.contains("6 of 6 pixels differ") == true, other.failure ?? "passed")
    }

    /// The view strategy `.image(at:size:)` renders the view at that time: recorded once, the
    /// same view passes and a view one colour off fails.
    func testViewImageStrategyRendersTheView() async throws {
        let size = CGSize(width: 64, height: 48)
        XCTAssertFalse(SnapshotVerifier.verify(Disc(), as: .image(at: 0, size: size), id: id, environment: env()).passed)
        XCTAssertTrue(SnapshotVerifier.verify(Disc(), as: .image(at: 0, size: size), id: id, environment: env()).passed)
        XCTAssertFalse(SnapshotVerifier.verify(SlantedBar(), as: .image(at: 0, size: size), id: id, environment: env()).passed)
    }

    /// The motion strategy stores CSV and reports with the motion kind.
    func testMotionStrategyStoresCSV() async throws {
        let motion = Snapshotting<TapToSlide, MotionTrace>.motion(
            times: [0, 0.3], size: TapToSlide.size, input: TapToSlide.input,
            fps: 30, properties: ["offset"])
        let v = SnapshotVerifier.verify(TapToSlide(), as: motion, id: id, environment: env())
        XCTAssertTrue(v.failure?.hasPrefix("No golden for motion Strategies/testThing.1 at ") == true, v.failure ?? "passed")
        let text = try String(contentsOf: id.goldenURL(root: root, ext: "csv"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix(MotionTrace.header + "\n"), text)
        XCTAssertTrue(SnapshotVerifier.verify(TapToSlide(), as: motion, id: id, environment: env()).passed)
    }

    /// A strategy that cannot snapshot its value fails the check with the error, kind and id.
    func testSnapshotErrorFailsWithKindAndID() async {
        let bad = SimplySnapshotting<MotionTrace>.motion().pullback { (t: Double) -> MotionTrace in
            throw SnapshotError.invalidParameter(name: "t", value: "\(t)", valid: "never")
        }
        let v = SnapshotVerifier.verify(1.5, as: bad, id: id, environment: env())
        XCTAssertEqual(v.failure, "motion Strategies/testThing.1: invalid t: 1.5 (valid: never)")
    }

    /// `record: .failed` through the one verify path overwrites a mismatching golden of any
    /// format (here a motion trace), and the next run passes.
    func testRecordFailedOverwritesAMismatchingGolden() async throws {
        func trace(_ v: Double) -> MotionTrace { MotionTrace(rows: [.init(time: 0, path: "0", property: "opacity", value: v)]) }
        _ = SnapshotVerifier.verify(trace(0.5), as: .motion(), id: id, environment: env())
        let v = SnapshotVerifier.verify(trace(0.25), as: .motion(), id: id, environment: env(.failed))
        XCTAssertTrue(v.wroteGolden)
        XCTAssertTrue(v.failure?.contains("SNAPSHOT_RECORD=failed: overwrote the golden") == true, v.failure ?? "passed")
        XCTAssertTrue(SnapshotVerifier.verify(trace(0.25), as: .motion(), id: id, environment: env()).passed)
    }

    // MARK: withSnapshotTesting

    /// Inside `withSnapshotTesting(record:)` the assertions use its mode; the innermost scope
    /// wins, an assertion's own `record:` wins over both, and outside it the variable's mode
    /// applies again.
    func testWithSnapshotTestingSetsTheRecordMode() async {
        func mode(_ record: SnapshotRecordMode? = nil) -> SnapshotRecordMode {
            snapshotCallSite(file: #filePath, testName: #function, name: "x", record: record).environment.record
        }
        let outside = mode()
        withSnapshotTesting(record: .failed) {
            XCTAssertEqual(mode(), .failed)
            withSnapshotTesting(record: .never) { XCTAssertEqual(mode(), .never) }
            withSnapshotTesting { XCTAssertEqual(mode(), .failed, "a scope without a mode keeps the enclosing one") }
            XCTAssertEqual(mode(.all), .all)
        }
        XCTAssertEqual(mode(), outside)
    }
}
