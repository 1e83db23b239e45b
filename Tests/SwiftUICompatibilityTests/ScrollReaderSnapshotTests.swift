import SceneGraph
import SceneTesting
import XCTest

/// Goldens of programmatic scrolling and scroll transitions.
@MainActor
final class ScrollReaderSnapshotTests: XCTestCase {
    /// The card strip scrolled on appear to offset 360 + 0.3·(160 − 390) = 291 (the third card
    /// 69 pt in): "Card 3" (d = −46) and "Card 4" (d = 126, within the trailing edge's
    /// `.visible(0.9)` distance (390 − 0.8·160)/2 = 131) drawn as they are; "Card 2" (d = −218,
    /// u = (275 − 218)/(275 − 115) ≈ 0.36 of the way in) shrunk, faded and turned
    /// anticlockwise most of the way to its `.topLeading` effect.
    func testShrinkingCardStripSnapshot() async throws {
        assertSnapshot(of: ShrinkingCardStrip(), at: 0.1, size: CGSize(width: 390, height: 260))
    }

    /// The "Bottom" button tapped at 0.1 s: by 2 s the list rests with "Row 99" at the bottom.
    func testBottomButtonListSnapshot() async throws {
        let input = InputScript { Tap(at: CGPoint(x: 195, y: 22), time: 0.1) }
        assertSnapshot(of: BottomButtonList(), at: 2, size: CGSize(width: 390, height: 400), input: input)
    }
}
