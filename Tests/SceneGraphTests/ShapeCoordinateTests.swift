import XCTest
@testable import SceneGraph

/// A shape draws in its own coordinates, as in SwiftUI: `path(in:)` gets a rect at origin zero
/// the size of the view, and the path is drawn where layout put the view.
@MainActor
final class ShapeCoordinateTests: XCTestCase {
    /// The left half of whatever rect it is given, written as SwiftUI code does, from zero.
    struct LeftHalf: Shape {
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)) }
    }

    /// Records the rect `path(in:)` receives.
    final class RectLog: @unchecked Sendable { var rects: [CGRect] = [] }
    struct Probe: Shape {
        let log: RectLog
        func path(in rect: CGRect) -> Path {
            log.rects.append(rect)
            return Path(rect)
        }
    }

    /// A 100 × 100 shape centred in a 200 × 100 canvas is asked for its path in
    /// (0, 0, 100, 100), not in its canvas frame (50, 0, 100, 100).
    func testPathInReceivesARectAtOriginZero() async throws {
        let log = RectLog()
        _ = try SceneHost(Probe(log: log).frame(width: 100, height: 100), size: CGSize(width: 200, height: 100)).displayList()
        XCTAssertEqual(log.rects.last, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// The left half of that shape, drawn from x = 0 in its own coordinates, lands at its frame's
    /// left edge on the canvas: (50, 0, 50, 100).
    func testCustomShapeIsDrawnAtItsLayoutFrame() async throws {
        let host = try SceneHost(LeftHalf().fill(.red).frame(width: 100, height: 100), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().fillRects, [CGRect(x: 50, y: 0, width: 50, height: 100)])
    }

    /// A `Path { }` used as a view draws in its stack slot: a 50-point colour then a 100 × 100
    /// path make a 150-point row centred in 200 points (from x = 25), so the path's slot starts
    /// at x = 75 and its 10-point square is drawn at (75, 0), not at the canvas's corner.
    func testPathViewDrawsInItsLayoutSlot() async throws {
        let host = try SceneHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Path { p in p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.frame(width: 100, height: 100)
            }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().fillRects.last, CGRect(x: 75, y: 0, width: 10, height: 10))
    }
}
