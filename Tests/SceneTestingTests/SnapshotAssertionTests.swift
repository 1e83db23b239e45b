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
