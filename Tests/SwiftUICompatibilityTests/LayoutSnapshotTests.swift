import SceneTesting
import XCTest

/// Goldens of the layout scenes (LayoutScenes.swift), looked at against iOS 17's layout.
@MainActor
final class LayoutSnapshotTests: XCTestCase {
    /// The clock's hands start at the dial's centre and its ticks sit on the rim (shapes draw in
    /// their own coordinates), under the city's name.
    func testWorldClock() async {
        assertSnapshot(of: WorldClockView(), at: 0, size: CGSize(width: 220, height: 220), named: "t0")
    }

    /// "Jane Smith" and "4.2k followers" each on one line, the button at the trailing edge.
    func testProfileHeader() async {
        assertSnapshot(of: ProfileHeaderView(), at: 0, size: CGSize(width: 320, height: 90), named: "t0")
    }

    /// The card growing from 80 to 150 points tall over its spring, centred as it grows; the new
    /// driver line fades in at its final place while the lines above it move up with the card
    /// (at 0.1 s they still overlap), as on iOS.
    func testExpandingCardAnimatesItsHeight() async {
        assertFrames(
            of: ExpandingCardView(), size: CGSize(width: 300, height: 200),
            sampling: .times([0, 0.1, 0.2, 0.3, 0.5, 0.8]), columns: 3)
    }
}
