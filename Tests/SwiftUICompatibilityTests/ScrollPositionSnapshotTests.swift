import SceneGraph
import SceneTesting
import XCTest

/// Goldens of scroll positions and unclipped scroll views (scenes in ScrollPositionScenes.swift).
@MainActor
final class ScrollPositionSnapshotTests: XCTestCase {
    /// A gentle flick (100 points at 500 pt/s) at 0.1 s rests the album carousel on its second
    /// card by 4 s: "Album 2" at the leading margin, the third card's edge beyond it, and the
    /// page indicator bound with `scrollPosition(id:)` reading "Page 2 of 5", its second dot
    /// drawn as selected.
    func testPagedCarouselAfterAFlickSnapshot() async throws {
        let size = CGSize(width: 390, height: 400)
        let probe = try SceneHost(PagedAlbumCarousel(), size: size)
        let y = try XCTUnwrap(probe.displayList().fillBoxes.first { abs($0.height - 180) < 1e-9 }).midY
        let input = InputScript { Drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), start: 0.1, duration: 0.2) }
        assertSnapshot(of: PagedAlbumCarousel(), at: 4, size: size, input: input)
    }

    /// `scrollClipDisabled()`: the 300-point scroll view (x 45 ... 345) draws its second card
    /// and the cards' shadows beyond its frame.
    func testUnclippedCarouselSnapshot() async throws {
        assertSnapshot(of: UnclippedCarousel(), at: 0, size: CGSize(width: 390, height: 300))
    }
}
