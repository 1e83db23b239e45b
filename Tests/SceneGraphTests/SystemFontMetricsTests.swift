import XCTest

@testable import SceneGraph

/// SF Pro's published metrics as `SystemFontMetrics` gives them (Human Interface Guidelines,
/// "Typography": the tracking table for iOS; UIFont's line height).
final class SystemFontMetricsTests: XCTestCase {
    func testTrackingFollowsTheTable() {
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 17), -0.43, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 12), 0, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 28), 0.38, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 34), 0.40, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 11), 0.06, accuracy: 1e-9)
        // Between rows: linear (16.5 pt between −0.31 and −0.43).
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 16.5), -0.37, accuracy: 1e-9)
        // Below the table, the 6 pt row's +41/1000 em; from 96 pt, none.
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 3), 0.12, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking(forSize: 200), 0)
        for bad in [CGFloat.nan, .infinity, -5, 0] { XCTAssertEqual(SystemFontMetrics.tracking(forSize: bad), 0) }
    }

    func testOnlyTheSystemFaceIsTrackedAndSwitchesToDisplayAt20Points() {
        XCTAssertEqual(Font.body.resolved.family, SystemFontMetrics.family)
        XCTAssertEqual(Font.system(size: 20, design: .rounded).resolved.family, SystemFontMetrics.roundedFamily)
        XCTAssertEqual(SystemFontMetrics.face(SystemFontMetrics.roundedFamily, size: 40), "Quicksand")
        XCTAssertEqual(SystemFontMetrics.face(SystemFontMetrics.family, size: 19.9), "Inter")
        XCTAssertEqual(SystemFontMetrics.face(SystemFontMetrics.family, size: 20), "Inter Display")
        XCTAssertEqual(SystemFontMetrics.face("DejaVu Serif", size: 40), "DejaVu Serif")
        XCTAssertEqual(SystemFontMetrics.tracking("DejaVu Serif", size: 17), 0)
        XCTAssertNil(SystemFontMetrics.lineHeight(Font.body.monospaced().resolved.family, size: 17))
    }

    /// The serif design draws Schola untracked in SF Pro's line boxes: New York's capsule in the
    /// iOS reference suite (15 pt, 8 pt paddings) is 101 px tall at @3x, an 18 pt line.
    func testSerifIsSetInTheSystemLineHeight() {
        let serif = Font.system(.subheadline, design: .serif).resolved
        XCTAssertEqual(serif.family, SystemFontMetrics.serifFamily)
        XCTAssertEqual(SystemFontMetrics.face(serif.family, size: 40), "TeX Gyre Schola")
        XCTAssertEqual(SystemFontMetrics.tracking(serif.family, size: 15), 0)
        XCTAssertEqual(try XCTUnwrap(SystemFontMetrics.lineHeight(serif.family, size: 15)), 15 * 2444 / 2048, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.roundedUp(15 * 2444 / 2048) + 16, 101.0 / 3, accuracy: 0.34)
        XCTAssertEqual(SystemFontMetrics.lineGap(serif.family, size: 17), SystemFontMetrics.lineGap(SystemFontMetrics.family, size: 17))
    }

    func testLineHeightIsSFProsAndRoundsUpToThirdsOfAPoint() {
        XCTAssertEqual(Font.body.resolved.lineHeight, 17 * 2444 / 2048, accuracy: 1e-9) // 20.29, UIFont's
        XCTAssertEqual(SystemFontMetrics.roundedUp(17 * 2444 / 2048), 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.roundedUp(20), 20, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.roundedUp(20.000_000_01), 20, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.roundedUp(20.01), 61.0 / 3, accuracy: 1e-9)
    }
}
