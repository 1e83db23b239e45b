import XCTest
import SceneRender
@testable import Gallery
@testable import SceneCommand

/// The scene catalogue and the helpers scenes rely on.
@MainActor
final class GalleryCatalogTests: XCTestCase {
    func testSceneNamesAreUniqueLowercaseWithDashes() async {
        let names = GalleryCatalog.scenes.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for name in names {
            XCTAssertTrue(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, name)
        }
    }

    /// The catalogue holds the sixteen scenes of issue 8's first part.
    func testCatalogueListsEveryScene() async {
        XCTAssertEqual(
            GalleryCatalog.scenes.map(\.name),
            [
                "drag-box", "tap-rotate", "tap-scale", "tap-hue", "snap-to-grid", "rubber-band",
                "spring-block", "pip-throw", "delayed-fade", "non-animated",
                "swipe-task", "spring-presets", "bounce-sweep", "launch", "spring-chart", "keyed-list", "chart-explainer"
            ])
    }

    /// SplitMix64 with seed 7 gives 0.390, 0.017, 0.901 as doubles in [0, 1) (computed
    /// independently with the published algorithm in Python).
    func testSeededRandomIsSplitMix64() async {
        var g = SeededRandomNumberGenerator(seed: 7)
        XCTAssertEqual(g.unit(), 0.390, accuracy: 0.0005)
        XCTAssertEqual(g.unit(), 0.017, accuracy: 0.0005)
        XCTAssertEqual(g.unit(), 0.901, accuracy: 0.0005)
    }

    /// Grid spacing 60: (95, −50) snaps to (120, −60) and (−88, 80) to (−60, 60).
    func testSnapToGridRoundsToTheNearestGridPoint() async {
        XCTAssertEqual(SnapToGrid.snapped(CGPoint(x: 95, y: -50)), CGPoint(x: 120, y: -60))
        XCTAssertEqual(SnapToGrid.snapped(CGPoint(x: -88, y: 80)), CGPoint(x: -60, y: 60))
    }

    /// A pull of 366 pt shows 262.68 pt: 200 + (1 − 1/(166 × 0.55/200 + 1)) × 200.
    func testRubberBandLimitsThePullBeyond200Points() async {
        let p = RubberBand.banded(CGSize(width: 366, height: 0))
        XCTAssertEqual(Double(p.x), 262.68, accuracy: 0.01)
        XCTAssertEqual(RubberBand.banded(CGSize(width: 0, height: -150)), CGPoint(x: 0, y: -150))
    }

    /// The window (at the bottom right) thrown up and left at (−1000, −400) pt/s projects
    /// 499 pt × (−1, −0.4) further: top left. Released with no velocity near the centre right,
    /// it stays on the right.
    func testPictureInPictureChoosesTheCornerItsVelocityPointsAt() async {
        let bottomRight = PictureInPicture.cornerOffset(3)
        XCTAssertEqual(PictureInPicture.nearestCorner(offset: bottomRight, velocity: CGSize(width: -1000, height: -400)), 0)
        XCTAssertEqual(PictureInPicture.nearestCorner(offset: CGSize(width: 50, height: 40), velocity: .zero), 3)
        XCTAssertEqual(PictureInPicture.nearestCorner(offset: CGSize(width: 50, height: -40), velocity: .zero), 1)
    }
}
