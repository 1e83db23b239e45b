import SceneTesting
import XCTest

/// Golden of the alignment scene (AlignmentScenes.swift).
@MainActor
final class AlignmentSnapshotTests: XCTestCase {
    /// "@jsmith" and "Jane Smith" share a centre line across their two columns (the handle's
    /// column starts lower than the name's); "1,284" and "points" share a baseline, and the
    /// level badge's text sits on it too.
    func testAccountCardAlignsAcrossStacks() async {
        assertSnapshot(of: AccountCardView(), at: 0, size: CGSize(width: 340, height: 230), named: "t0")
    }
}
