import XCTest
@testable import Springs

/// docs/ARCHITECTURE.md, "Springs": rubberband (Wave, c = 0.55) and project (r = 0.998).
final class RubberbandTests: XCTestCase {
    func testInsideTheRangeTheValueIsUnchanged() {
        XCTAssertEqual(rubberband(value: 42, range: 0...100, interval: 100), 42)
        XCTAssertEqual(rubberband(value: 100, range: 0...100, interval: 100), 100)
    }

    /// 50 past the upper edge, d = 100: 100 + (1 − 1/(50·0.55/100 + 1))·100 = 121.56862745098039.
    func testPastTheUpperEdgeItStretchesLessAndLess() {
        XCTAssertEqual(rubberband(value: 150, range: 0...100, interval: 100), 121.56862745098039, accuracy: 1e-12)
        XCTAssertLessThan(rubberband(value: 1e9, range: 0...100, interval: 100), 200)
    }

    func testPastTheLowerEdgeItIsSymmetric() {
        XCTAssertEqual(rubberband(value: -50, range: 0...100, interval: 100), -21.56862745098039, accuracy: 1e-12)
    }

    func testStiffnessConstantChangesTheStretch() {
        // c = 1: 100 + (1 − 1/(50/100 + 1))·100 = 133.333…
        XCTAssertEqual(rubberband(value: 150, range: 0...100, interval: 100, c: 1), 133.33333333333334, accuracy: 1e-12)
    }

    /// 1000 units/s: 0 + (1000/1000)·0.998/0.002 = 499.
    func testProjectGivesTheRestingPoint() {
        XCTAssertEqual(project(value: 0, velocity: 1000), 499, accuracy: 1e-9)
        XCTAssertEqual(project(value: 10, velocity: -500, decelerationRate: 0.99), 10 - 0.5 * 99, accuracy: 1e-9)
    }
}
