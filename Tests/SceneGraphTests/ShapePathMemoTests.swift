import XCTest
@testable import SceneGraph

/// A shape view remembers its outline while neither its shape nor its frame changes
/// (`ShapePathMemo`): frames drawn from the memo are the frames drawn from `path(in:)`.
@MainActor
final class ShapePathMemoTests: XCTestCase {
    /// Counts the calls of `path(in:)`.
    final class CallLog: @unchecked Sendable { var calls = 0 }
    struct CountingSquare: Shape {
        let log: CallLog
        func path(in rect: CGRect) -> Path {
            log.calls += 1
            return Path(rect)
        }
    }

    /// A circle inset by `inset` (its animatable data) in a square of side `side`.
    struct InsetCircle: View {
        @State var inset: CGFloat = 0
        @State var side: CGFloat = 100
        var body: some View {
            Circle().inset(by: inset).fill(.red).frame(width: side, height: side)
        }
    }

    func host(_ view: some View) throws -> SceneHost { try SceneHost(view, size: CGSize(width: 200, height: 200)) }

    /// Three frames of a scene where nothing changes ask `path(in:)` once, and draw the same
    /// square, (50, 50, 100, 100) in a 200 × 200 canvas, each time.
    func testSettledShapeIsAskedForItsPathOnce() async throws {
        let log = CallLog()
        let h = try host(CountingSquare(log: log).frame(width: 100, height: 100))
        var rects: [[CGRect]] = []
        for t in [0.0, 0.5, 1.0] {
            h.advance(to: t)
            rects.append(h.displayList().fillRects)
        }
        XCTAssertEqual(log.calls, 1)
        XCTAssertEqual(rects, Array(repeating: [CGRect(x: 50, y: 50, width: 100, height: 100)], count: 3))
    }

    /// An inset animated linearly from 0 to 20 over 1 s is 10 at t = 0.5 and 20 from t = 1 on:
    /// the circle's bounds in the 100-point square at (50, 50) are (60, 60, 80, 80), then
    /// (70, 70, 60, 60) at t = 1 and still at t = 2, after the animation has ended.
    func testAnimatedShapeIsDrawnAnewEachFrame() async throws {
        let view = InsetCircle(), h = try host(view)
        _ = h.displayList()
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { view.inset = 20 } }
        var rects: [CGRect] = []
        for t in [0.5, 1.0, 2.0] {
            h.advance(to: t)
            rects.append(h.displayList().fillRects[0])
        }
        XCTAssertEqual(rects[0].minX, 60, accuracy: 1e-9)
        XCTAssertEqual(rects[0].width, 80, accuracy: 1e-9)
        XCTAssertEqual(rects[1], CGRect(x: 70, y: 70, width: 60, height: 60))
        XCTAssertEqual(rects[2], CGRect(x: 70, y: 70, width: 60, height: 60))
    }

    /// A settled circle whose frame then grows from 100 to 160 points without animation is
    /// drawn at its new frame, (20, 20, 160, 160), not from the outline remembered at 100.
    func testNewFrameDrawsTheNewOutline() async throws {
        let view = InsetCircle(), h = try host(view)
        XCTAssertEqual(h.displayList().fillRects, [CGRect(x: 50, y: 50, width: 100, height: 100)])
        h.schedule(at: 0.5) { view.side = 160 }
        h.advance(to: 0.5)
        XCTAssertEqual(h.displayList().fillRects, [CGRect(x: 20, y: 20, width: 160, height: 160)])
    }
}
