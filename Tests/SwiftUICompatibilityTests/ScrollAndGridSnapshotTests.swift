import SceneTesting
import XCTest

/// Goldens of the scroll and grid scenes (ScrollAndGridScenes.swift), looked at against iOS 17.
@MainActor
final class ScrollAndGridSnapshotTests: XCTestCase {
    /// The adaptive photo grid at rest: three 104 pt columns on a 360 pt wide screen.
    func testPhotoGrid() async {
        assertSnapshot(of: PhotoGridView(), at: 0, size: CGSize(width: 360, height: 480))
    }

    /// A flick up the photo grid: the content follows the finger, glides on, slows down.
    func testPhotoGridFling() async {
        let input = InputScript { Drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 250), start: 0.1, duration: 0.15) }
        assertFrames(
            of: PhotoGridView(), size: CGSize(width: 360, height: 480), input: input,
            sampling: .times([0, 0.2, 0.35, 0.6, 1.0, 2.0]), columns: 3)
    }

    /// Story row, price table, tag shelf, scoreboard and both forms of the adaptive headline.
    func testGridsAndRows() async {
        let page = VStack(alignment: .leading, spacing: 12) {
            StoriesRow()
            PriceTable()
            TagShelf()
            ScoreboardView()
            AdaptiveHeadline()
            AdaptiveHeadline().frame(width: 150)
        }
        assertSnapshot(of: page, at: 0, size: CGSize(width: 390, height: 700))
    }
}
