import XCTest
import Testing
@testable import SceneTesting

/// The assertions as users call them, from XCTest (goldens in Snapshots/SnapshotAssertionTests/).
@MainActor
final class SnapshotAssertionTests: XCTestCase {
    func testDiscStill() async {
        assertSnapshot(of: Disc(), at: 0, size: CGSize(width: 64, height: 48), named: "centre")
    }

    /// One golden, two renders a pixel apart: the default tolerance accepts the shifted one.
    func testDiscShiftedByOnePixelMatchesTheCentredGolden() async {
        assertSnapshot(of: Disc(dx: 0), at: 0, size: CGSize(width: 64, height: 48), named: "edge")
        assertSnapshot(of: Disc(dx: 1), at: 0, size: CGSize(width: 64, height: 48), named: "edge")
    }

    /// swift-snapshot-testing's call shape reads the golden `testDiscStill` wrote: the image
    /// strategy renders exactly what `assertSnapshot(of:at:size:)` renders.
    func testImageStrategyMatchesTheGoldenOfTheStillAssertion() async {
        assertSnapshot(
            of: Disc(), as: .image(at: 0, size: CGSize(width: 64, height: 48)), named: "centre",
            record: .never, testName: "testDiscStill")
    }
}

/// The test people write first: a plain synchronous XCTest method in a class that is not
/// `@MainActor` (Swift 6 mode), as swift-snapshot-testing's users write it. Each assertion runs
/// its view on the main actor, in place: XCTest runs the method on the main thread.
final class PlainSynchronousSnapshotTests: XCTestCase {
    func testStillFromASynchronousMethod() {
        XCTAssertTrue(Thread.isMainThread)
        let verdict = assertSnapshot(
            of: Disc(), at: 0, size: CGSize(width: 64, height: 48), named: "centre", record: .never, testName: "testDiscStill")
        XCTAssertNil(verdict?.failure)
        assertSnapshot(
            of: Disc(), as: .image(at: 0, size: CGSize(width: 64, height: 48)), named: "centre", record: .never,
            testName: "testDiscStill")
    }

    /// `TapToSlide`'s tap and canvas (its own statics are main-actor isolated, as a view's are).
    let size = CGSize(width: 240, height: 100)
    let input = InputScript { Tap(at: CGPoint(x: 120, y: 50), time: 0.1) }

    func testFramesAndMotionFromASynchronousMethod() {
        assertFrames(of: TapToSlide(), size: size, input: input, sampling: .times([0, 0.2, 0.3, 0.6]), columns: 2)
        assertMotion(of: TapToSlide(), size: size, input: input, times: [0, 0.2, 0.3, 0.6], properties: ["offset", "opacity"])
    }
}

/// A Swift Testing `@Test` that is not main-actor isolated runs on the cooperative pool: the
/// assertion hands the view to the main actor and waits for it.
@Suite struct NonisolatedSwiftTestingSnapshotTests {
    @Test func stillFromANonisolatedTest() {
        let verdict = assertSnapshot(
            of: SlantedBar(), at: 0, size: CGSize(width: 64, height: 48), named: "bar", record: .never,
            testName: "slantedBarStill")
        #expect(verdict?.failure == nil)
    }

    /// A mismatch found on the main actor is recorded as an issue of the calling test.
    @Test func mismatchFromANonisolatedTestRecordsAnIssue() {
        var verdict: SnapshotVerdict?
        withKnownIssue {
            verdict = assertSnapshot(
                of: SlantedBar(), at: 0, size: CGSize(width: 48, height: 48), named: "bar", record: .never,
                testName: "slantedBarStill")
        }
        #expect(verdict?.failure?.contains("48") == true)
        verdict?.artifacts?.clear()
    }
}

/// The same assertions from Swift Testing: failures are recorded with `Issue.record`.
@Suite @MainActor struct SwiftTestingSnapshotTests {
    @Test func slantedBarStill() {
        assertSnapshot(of: SlantedBar(), at: 0, size: CGSize(width: 64, height: 48), named: "bar")
    }

    /// A missing golden with SNAPSHOT_RECORD=never records exactly one issue and writes no golden
    /// (the message's last reason depends on CI, so only its first line is checked).
    @Test func missingGoldenRecordsAnIssue() throws {
        var verdict: SnapshotVerdict?
        withKnownIssue {
            verdict = assertSnapshot(of: TestImages.solid(4, 4), named: "neverRecorded", record: .never)
        }
        let v = try #require(verdict)
        #expect(!FileManager.default.fileExists(atPath: v.goldenURL.path))
        #expect(v.failure?.hasPrefix("No golden for snapshot SnapshotAssertionTests/missingGoldenRecordsAnIssue.neverRecorded at ") == true)
        v.artifacts?.clear()
    }
}
