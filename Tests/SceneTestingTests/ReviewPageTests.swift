import XCTest
@testable import SceneTesting

/// The review page opened in headless Chromium (Debian's `chromium`, installed by `make test`).
///
/// The failing snapshot compares a 60×40 blue golden with a 60×40 green actual image. The page
/// shows expected, actual and diff (all red), then the slider view: expected underneath, actual
/// on top, clipped to the slider's share of the width. So at `#reveal=0` the screenshot holds
/// 2 × 2400 blue pixels and 2400 green ones, at `#reveal=100` 2400 blue and 2 × 2400 green.
@MainActor
final class ReviewPageTests: XCTestCase {
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    static let green: (UInt8, UInt8, UInt8, UInt8) = (0, 200, 0, 255)

    func chromium() throws -> String {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for dir in dirs {
            for name in ["chromium", "chromium-browser"] {
                let path = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        throw XCTSkip("Chromium is not installed, so the review page cannot be opened; `make test` installs Debian's chromium")
    }

    /// Takes a screenshot of `url` in headless Chromium (window 1280×1600, device scale 1).
    func screenshot(_ url: String, browser: String, in dir: URL) throws -> RenderedImage {
        let shot = dir.appendingPathComponent("shot-\(UUID().uuidString).png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(dir.appendingPathComponent("profile-\(UUID().uuidString)").path)",
            "--window-size=1280,1600", "--screenshot=\(shot.path)", url
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            XCTFail("chromium did not finish within 120 s")
        }
        return try RenderedImage(contentsOfPNG: shot)
    }

    func count(_ c: (UInt8, UInt8, UInt8, UInt8), in image: RenderedImage) -> Int {
        var n = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4)
        where abs(Int(image.pixels[i]) - Int(c.0)) <= 3 && abs(Int(image.pixels[i + 1]) - Int(c.1)) <= 3 && abs(Int(image.pixels[i + 2]) - Int(c.2)) <= 3 {
            n += 1
        }
        return n
    }

    func makeFailingPage(in root: URL) throws -> URL {
        let env = SnapshotEnvironment(packageRoot: root, record: .never, artifactsDirectory: root.appendingPathComponent("artifacts"))
        let id = SnapshotID(suite: "ReviewSuite", test: "testColour", name: "swatch")
        let golden = id.goldenURL(root: root, ext: "png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try RenderedImage(width: 60, height: 40, fill: Self.blue).writePNG(to: golden)
        let v = SnapshotVerifier.verify(RenderedImage(width: 60, height: 40, fill: Self.green), id: id, environment: env)
        XCTAssertFalse(v.passed)
        return try XCTUnwrap(v.artifacts?.reviewPage)
    }

    func testReviewPageListsTheFailureWithItsImagesAndSlider() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try makeFailingPage(in: root)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>ReviewSuite/testColour.swatch</h2>"))
        XCTAssertTrue(html.contains("src=\"ReviewSuite/testColour.swatch/expected.png\""))
        XCTAssertTrue(html.contains("src=\"ReviewSuite/testColour.swatch/diff.png\""))
        XCTAssertTrue(html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("2400 of 2400 pixels differ"))
    }

    /// A motion failure has no images: its section shows the message only.
    func testMotionFailureIsListedWithoutImages() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = SnapshotEnvironment(packageRoot: root, record: .never, artifactsDirectory: root.appendingPathComponent("artifacts"))
        let v = SnapshotVerifier.verifyMotion(MotionTrace(rows: []), id: SnapshotID(suite: "M", test: "testCurve", name: "x"), environment: env)
        let html = try String(contentsOf: try XCTUnwrap(v.artifacts?.reviewPage), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>M/testCurve.x</h2>"))
        XCTAssertTrue(html.contains("No golden for motion M/testCurve.x"))
        XCTAssertFalse(html.contains("<img"))
    }

    /// A motion failure shows the golden's and the actual curves of each series that differs,
    /// largest difference first; series that match are not plotted.
    func testMotionFailureShowsTheCurvesThatDiffer() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = SnapshotEnvironment(packageRoot: root, record: .missing, artifactsDirectory: root.appendingPathComponent("artifacts"))
        let id = SnapshotID(suite: "M", test: "testCurve", name: "x")
        func trace(offset: (Double) -> Double) -> MotionTrace {
            MotionTrace(rows: stride(from: 0.0, through: 1.0, by: 0.1).flatMap { t in
                [MotionTrace.Row(time: t, path: "Card/ZStack.offset", property: "offset[0]", value: offset(t)),
                 MotionTrace.Row(time: t, path: "Card/ZStack.opacity", property: "opacity", value: 1)]
            })
        }
        XCTAssertFalse(SnapshotVerifier.verifyMotion(trace { 100 * $0 }, id: id, environment: env).passed, "records the golden")
        let v = SnapshotVerifier.verifyMotion(trace { 100 * $0 * $0 }, id: id, environment: env)
        XCTAssertFalse(v.passed)
        let html = try String(contentsOf: try XCTUnwrap(v.artifacts?.reviewPage), encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<svg class=\"motion\"").count - 1, 1, "only the offset differs")
        // 100 t − 100 t² is largest at t = 0.5: 25 pt.
        XCTAssertTrue(html.contains("Card/ZStack.offset offset[0] — largest difference 25.000000 at t=0.500000"), html)
        XCTAssertTrue(html.contains("<polyline class=\"expected\""))
        XCTAssertTrue(html.contains("<polyline class=\"actual\""))
        XCTAssertFalse(html.contains("Card/ZStack.opacity"))
    }

    /// Series only one trace has come first, then the rest by their largest difference.
    func testCurveComparisonsOrderAndMeasure() async throws {
        func rows(_ path: String, _ values: [Double]) -> [MotionTrace.Row] {
            values.enumerated().map { MotionTrace.Row(time: Double($0.offset) * 0.5, path: path, property: "v", value: $0.element) }
        }
        let expected = MotionTrace(rows: rows("A", [0, 1, 2]) + rows("B", [0, 0, 0]) + rows("Gone", [1, 1, 1]))
        let actual = MotionTrace(rows: rows("A", [0, 1.5, 2]) + rows("B", [0, 0, 3]) + rows("New", [2, 2, 2]))
        let c = ReviewMotionPlot.comparisons(expected: expected, actual: actual)
        XCTAssertEqual(c.map(\.name), ["New v", "Gone v", "B v", "A v"])
        XCTAssertEqual(c[2].largestDifference, 3)
        XCTAssertEqual(c[2].timeOfLargestDifference, 1)
        XCTAssertEqual(c[3].largestDifference, 0.5)
        XCTAssertEqual(c[3].timeOfLargestDifference, 0.5)
        XCTAssertTrue(ReviewMotionPlot.comparisons(expected: expected, actual: expected).isEmpty)
    }

    /// A filmstrip wider than the page is scaled to the page's width (1,248 px inside the
    /// 16 px margins of a 1,280 px window), not shown at its 3,000 px and cut off.
    func testWideImagesAreScaledToThePageInChromium() async throws {
        let browser = try chromium()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let env = SnapshotEnvironment(packageRoot: root, record: .never, artifactsDirectory: root.appendingPathComponent("artifacts"))
        let id = SnapshotID(suite: "ReviewSuite", test: "testStrip", name: "wide")
        let golden = id.goldenURL(root: root, ext: "png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try RenderedImage(width: 3000, height: 100, fill: Self.blue).writePNG(to: golden)
        let v = SnapshotVerifier.verify(RenderedImage(width: 3000, height: 100, fill: Self.green), id: id, environment: env)
        let page = try XCTUnwrap(v.artifacts?.reviewPage)
        let shot = try screenshot(page.absoluteString + "#reveal=0", browser: browser, in: root)
        // Expected twice (its figure and the slider's, all expected at 0), each 1,248 × 41.6 px.
        let blue = count(Self.blue, in: shot)
        XCTAssertGreaterThan(blue, 2 * 1248 * 38, "scaled expected images are missing")
        XCTAssertLessThan(blue, 2 * 1248 * 43, "the expected images are not scaled to the page")
    }

    func testSliderAtZeroShowsExpectedAndAtHundredShowsActualInChromium() async throws {
        let browser = try chromium()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try makeFailingPage(in: root)
        let atZero = try screenshot(page.absoluteString + "#reveal=0", browser: browser, in: root)
        let atHundred = try screenshot(page.absoluteString + "#reveal=100", browser: browser, in: root)
        XCTAssertEqual(atZero.width, 1280)
        XCTAssertEqual(count(Self.blue, in: atZero), 2 * 2400)
        XCTAssertEqual(count(Self.green, in: atZero), 2400)
        XCTAssertEqual(count(Self.blue, in: atHundred), 2400)
        XCTAssertEqual(count(Self.green, in: atHundred), 2 * 2400)
        XCTAssertEqual(count((255, 0, 0, 255), in: atZero), 2400, "the diff image: every pixel differs, drawn red")
    }
}
