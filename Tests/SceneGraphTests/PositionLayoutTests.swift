import XCTest
@testable import SceneGraph

/// `.position` as SwiftUI lays it out: it takes the whole proposal and proposes all of it to its
/// content, whose centre it puts at the point.
@MainActor
final class PositionLayoutTests: XCTestCase {
    /// A `Circle()` inside `.position` is offered the whole 200 × 100 canvas: a circle as tall as
    /// the canvas (diameter 100) centred on (100, 50), filling (50, 0, 100, 100), not a 10-point
    /// dot (the size of an unspecified proposal).
    func testPositionProposesItsWholeProposalToItsContent() async throws {
        let host = try SceneHost(Circle().fill(.red).position(x: 100, y: 50), size: CGSize(width: 200, height: 100))
        let r = try XCTUnwrap(host.displayList().fillRects.first)
        XCTAssertEqual(r.width, 100, accuracy: 1e-9)
        XCTAssertEqual(r.midX, 100, accuracy: 1e-9)
        XCTAssertEqual(r.midY, 50, accuracy: 1e-9)
    }

    /// `.frame(width: 50, height: 50).position(x: 40, y: 30)` is a 50-point circle centred on
    /// (40, 30): (15, 5, 50, 50).
    func testFramedContentKeepsItsSizeAtThePoint() async throws {
        let host = try SceneHost(Circle().fill(.red).frame(width: 50, height: 50).position(x: 40, y: 30), size: CGSize(width: 200, height: 100))
        let r = try XCTUnwrap(host.displayList().fillRects.first)
        XCTAssertEqual(r.minX, 15, accuracy: 1e-9)
        XCTAssertEqual(r.minY, 5, accuracy: 1e-9)
        XCTAssertEqual(r.width, 50, accuracy: 1e-9)
    }
}
