import XCTest
@testable import SceneGraph

/// Records what its drag reports.
final class DragLog: @unchecked Sendable {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

struct Draggable: View {
    let log: DragLog
    @GestureState var live: CGSize = .zero
    @State var taps = 0
    @State var longPresses = 0
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 100, height: 100)
                .offset(live)
                .gesture(
                    DragGesture()
                        .updating($live) { value, state, _ in state = value.translation }
                        .onChanged { log.changed.append($0) }
                        .onEnded { log.ended.append($0) })
            Text("taps \(taps) long \(longPresses)")
                .frame(width: 100, height: 40)
                .onTapGesture(count: 2) { taps += 1 }
            Rectangle().frame(width: 100, height: 40)
                .onLongPressGesture(minimumDuration: 0.4) { longPresses += 1 }
        }
    }
}

@MainActor
final class GestureTests: XCTestCase {
    let size = CGSize(width: 300, height: 300)

    /// A linear drag of 120 pt in 0.3 s reports 400 pt/s on release (least squares over the last
    /// 100 ms of samples), within 1 %.
    func testReleaseVelocityMatchesTheDrag() async throws {
        let log = DragLog()
        let h = try SceneHost(Draggable(log: log), size: size)
        // The square spans y 60…160 (column 180 tall, centred), x 100…200.
        let script = InputScript { Drag(from: CGPoint(x: 150, y: 110), to: CGPoint(x: 270, y: 110), start: 0.1, duration: 0.3) }
        h.send(script.events(fps: 60))
        h.advance(to: 0.5)
        let end = try XCTUnwrap(log.ended.last)
        XCTAssertEqual(end.velocity.width, 400, accuracy: 4)
        XCTAssertEqual(end.velocity.height, 0, accuracy: 1e-6)
        XCTAssertEqual(end.translation.width, 120, accuracy: 1e-9)
        XCTAssertGreaterThan(log.changed.count, 10)
    }

    /// The drag begins only after the 10 pt minimum distance.
    func testDragWaitsForMinimumDistance() async throws {
        let log = DragLog()
        let h = try SceneHost(Draggable(log: log), size: size)
        h.send([
            PointerEvent(.down, at: CGPoint(x: 150, y: 110), time: 0.1),
            PointerEvent(.move, at: CGPoint(x: 155, y: 110), time: 0.2),
            PointerEvent(.up, at: CGPoint(x: 155, y: 110), time: 0.3)
        ])
        h.advance(to: 0.4)
        XCTAssertTrue(log.changed.isEmpty)
        XCTAssertTrue(log.ended.isEmpty)
    }

    /// @GestureState follows the drag and resets when it ends.
    func testGestureStateResetsWhenGestureEnds() async throws {
        let log = DragLog()
        let h = try SceneHost(Draggable(log: log), size: size)
        h.send(InputScript { Drag(from: CGPoint(x: 150, y: 110), to: CGPoint(x: 190, y: 110), start: 0.1, duration: 0.2) }.events(fps: 60))
        h.advance(to: 0.25)
        XCTAssertEqual(h.displayList().fillRects[0].minX, 100 + 30, accuracy: 1e-6)
        h.advance(to: 0.35)
        XCTAssertEqual(h.displayList().fillRects[0].minX, 100, accuracy: 1e-9)
    }

    func testDoubleTapNeedsTwoTaps() async throws {
        let h = try SceneHost(Draggable(log: DragLog()), size: size)
        let label = CGPoint(x: 150, y: 180)
        h.send(InputScript { Tap(at: label, time: 0.1) }.events(fps: 60))
        h.advance(to: 1)
        XCTAssertEqual(h.displayList().texts, ["taps 0 long 0"])
        h.send(InputScript { Tap(at: label, time: 1.1, count: 2) }.events(fps: 60))
        h.advance(to: 2)
        XCTAssertEqual(h.displayList().texts, ["taps 1 long 0"])
    }

    func testLongPressFiresAfterItsDurationWhileHeld() async throws {
        let h = try SceneHost(Draggable(log: DragLog()), size: size)
        let bar = CGPoint(x: 150, y: 220)
        h.send(
            InputScript {
                Press(at: bar, time: 0.1, duration: 0.2); Press(at: bar, time: 1, duration: 0.6)
            }.events(fps: 60))
        h.advance(to: 0.9)
        XCTAssertEqual(h.displayList().texts, ["taps 0 long 0"])
        h.advance(to: 1.39)
        XCTAssertEqual(h.displayList().texts, ["taps 0 long 0"])
        h.advance(to: 1.41)
        XCTAssertEqual(h.displayList().texts, ["taps 0 long 1"])
    }

    /// Input outside every gesture's region goes nowhere; allowsHitTesting(false) lets it through.
    func testHitTestingRespectsTransformsAndAllowsHitTesting() async throws {
        final class Hits: @unchecked Sendable { var names: [String] = [] }
        let hits = Hits()
        struct Stack: View {
            let hits: Hits
            var body: some View {
                ZStack {
                    Rectangle().frame(width: 50, height: 50).onTapGesture { hits.names.append("back") }
                    Rectangle().frame(width: 50, height: 50).offset(x: 100).onTapGesture { hits.names.append("moved") }
                    Rectangle().frame(width: 50, height: 50).allowsHitTesting(false).onTapGesture { hits.names.append("inert") }
                }
            }
        }
        let h = try SceneHost(Stack(hits: hits), size: CGSize(width: 300, height: 100))
        h.send(tap(CGPoint(x: 150, y: 50), at: 0.1)) // centre: the inert square is on top, so "back"
        h.send(tap(CGPoint(x: 250, y: 50), at: 0.5)) // the offset square
        h.send(tap(CGPoint(x: 20, y: 50), at: 0.9)) // nothing
        h.advance(to: 1.5)
        XCTAssertEqual(hits.names, ["back", "moved"])
    }
}
