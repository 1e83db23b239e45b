// Gestures as SwiftUI code writes them, with only the import changed: `@GestureState` through
// `updating` on every gesture type and combination, named coordinate spaces, and gesture priority.
import SceneGraph
import XCTest

/// A 200-pt square pad that shows `label`, with `gesture` attached.
struct GesturePad<G: Gesture>: View {
    let label: String
    let gesture: G
    var body: some View {
        ZStack {
            Rectangle().fill(Color.gray).frame(width: 200, height: 200)
            Text(label)
        }
        .gesture(gesture)
    }
}

struct LongPressPad: View {
    @GestureState var pressing = false
    var body: some View {
        GesturePad(label: pressing ? "pressing" : "idle",
                   gesture: LongPressGesture(minimumDuration: 0.5).updating($pressing) { value, state, _ in state = value })
    }
}

struct DragPad: View {
    @GestureState var width: CGFloat = 0
    var body: some View {
        GesturePad(label: "dragged \(Int(width))",
                   gesture: DragGesture(minimumDistance: 0).updating($width) { value, state, _ in state = value.translation.width })
    }
}

struct TapPad: View {
    @GestureState var seen = false
    @State var taps = 0
    var body: some View {
        GesturePad(label: "taps \(taps) \(seen ? "seen" : "unseen")",
                   gesture: TapGesture().updating($seen) { _, state, _ in state = true }.onEnded { taps += 1 })
    }
}

struct PressThenDragPad: View {
    @GestureState var phase = "idle"
    var body: some View {
        GesturePad(label: phase, gesture: LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
            .updating($phase) { value, state, _ in
                switch value {
                case .first(true): state = "pressing"
                case .second(true, let drag): state = "dragging \(Int(drag?.translation.width ?? 0))"
                default: break
                }
            })
    }
}

struct PressAndDragPad: View {
    @GestureState var phase = "idle"
    var body: some View {
        GesturePad(label: phase, gesture: LongPressGesture(minimumDuration: 0.3).simultaneously(with: DragGesture(minimumDistance: 0))
            .updating($phase) { value, state, _ in
                state = "press \(value.first ?? false) drag \(Int(value.second?.translation.width ?? 0))"
            })
    }
}

struct PressOrDragPad: View {
    @GestureState var phase = "idle"
    var body: some View {
        GesturePad(label: phase, gesture: LongPressGesture(minimumDuration: 0.3, maximumDistance: 5)
            .exclusively(before: DragGesture(minimumDistance: 20))
            .updating($phase) { value, state, _ in
                switch value {
                case .first: state = "press"
                case .second(let drag): state = "drag \(Int(drag.translation.width))"
                }
            })
    }
}

/// A 200 × 200 board centred on a 300 × 300 canvas (its top-left corner at 50, 50) whose lower
/// half reports where a drag is, in the space `space`.
struct Board: View {
    let space: CoordinateSpace
    @State var location = CGPoint.zero
    var body: some View {
        VStack(spacing: 0) {
            Text("\(Int(location.x)),\(Int(location.y))").frame(width: 200, height: 100)
            Rectangle().fill(Color.blue).frame(width: 200, height: 100)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { location = $0.location })
        }
        .coordinateSpace(name: "board")
    }
}

struct PriorityPad: View {
    let outer: String
    @State var log: [String] = []
    var body: some View {
        let inner = Rectangle().fill(Color.red).frame(width: 100, height: 100).onTapGesture { log.append("inner") }
        let tap = TapGesture().onEnded { log.append("outer") }
        VStack {
            Text(log.isEmpty ? "none" : log.joined(separator: "+"))
            switch outer {
            case "high": inner.highPriorityGesture(tap)
            case "simultaneous": inner.simultaneousGesture(tap)
            default: inner.gesture(tap)
            }
        }
    }
}

@MainActor
final class GestureCompatibilityTests: XCTestCase {
    private func texts(_ host: SceneHost) -> [String] {
        host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }
    private func label<V: View>(_ view: V, _ events: [PointerEvent], at t: Double, size: CGSize = CGSize(width: 300, height: 300)) throws -> String {
        let host = try SceneHost(view, size: size)
        host.send(events)
        host.advance(to: t)
        return texts(host).joined(separator: " | ")
    }
    let centre = CGPoint(x: 150, y: 150)
    private func drag(by dx: CGFloat, from t0: Double, to t1: Double) -> [PointerEvent] {
        (0...10).map { k in PointerEvent(.move, at: CGPoint(x: 150 + dx * CGFloat(k) / 10, y: 150), time: t0 + (t1 - t0) * Double(k) / 10) }
    }

    /// The issue's case: `LongPressGesture(minimumDuration:).updating` builds (it overflowed the
    /// stack), is true while pressed and false again after the release.
    func testLongPressUpdatingHoldsWhilePressed() async throws {
        let down = PointerEvent(.down, at: centre, time: 0.1), up = PointerEvent(.up, at: centre, time: 0.4)
        XCTAssertEqual(try label(LongPressPad(), [down, up], at: 0), "idle")
        XCTAssertEqual(try label(LongPressPad(), [down, up], at: 0.2), "pressing")
        XCTAssertEqual(try label(LongPressPad(), [down, up], at: 0.5), "idle")
    }

    /// A drag's translation reaches the state while it lasts (40 pt after moving 40 pt) and resets.
    func testDragUpdatingFollowsTranslation() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.1, to: 0.3) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.4)]
        XCTAssertEqual(try label(DragPad(), events, at: 0.35), "dragged 40")
        XCTAssertEqual(try label(DragPad(), events, at: 0.5), "dragged 0")
    }

    /// A tap has no changing value (`Void`, reported at its end only): `updating` compiles, the
    /// state stays at its initial value, and `onEnded` runs once.
    func testTapUpdatingCompilesAndTapEnds() async throws {
        XCTAssertEqual(try label(TapPad(), [PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 0.15)], at: 0.2),
                       "taps 1 unseen")
    }

    /// Long press, then drag: pressing at once, then (after 0.3 s) the drag starts where the
    /// pointer is and reports its translation (40 pt), and everything resets at the release.
    func testSequencedUpdatingGoesFromPressToDrag() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.5, to: 0.7) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.8)]
        XCTAssertEqual(try label(PressThenDragPad(), events, at: 0.2), "pressing")
        XCTAssertEqual(try label(PressThenDragPad(), events, at: 0.45), "dragging 0")
        XCTAssertEqual(try label(PressThenDragPad(), events, at: 0.75), "dragging 40")
        XCTAssertEqual(try label(PressThenDragPad(), events, at: 0.9), "idle")
    }

    /// Simultaneous: both values arrive, the press's and the drag's.
    func testSimultaneousUpdatingSeesBothValues() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 3, from: 0.15, to: 0.25) + [PointerEvent(.up, at: centre, time: 0.8)]
        XCTAssertEqual(try label(PressAndDragPad(), events, at: 0.26), "press true drag 3")
    }

    /// Exclusive: holding still is the press; moving 40 pt fails the press (it allows 5) and
    /// hands over to the drag.
    func testExclusiveUpdatingTakesTheGestureThatWins() async throws {
        let hold = [PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 0.8)]
        XCTAssertEqual(try label(PressOrDragPad(), hold, at: 0.2), "press")
        let move = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.15, to: 0.25) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.8)]
        XCTAssertEqual(try label(PressOrDragPad(), move, at: 0.26), "drag 40")
    }

    /// The pointer at canvas (100, 200) is (50, 150) on the board (its corner at 50, 50), (50, 50)
    /// on the dragged rectangle (its corner at 50, 150) and (100, 200) globally.
    func testDragLocationInNamedLocalAndGlobalSpaces() async throws {
        let press = [PointerEvent(.down, at: CGPoint(x: 100, y: 200), time: 0.1)]
        XCTAssertEqual(try label(Board(space: .named("board")), press, at: 0.2), "50,150")
        XCTAssertEqual(try label(Board(space: .local), press, at: 0.2), "50,50")
        XCTAssertEqual(try label(Board(space: .global), press, at: 0.2), "100,200")
    }

    /// A tap on the inner view: its own gesture wins over an outer `.gesture`; an outer
    /// `.highPriorityGesture` wins over it; an outer `.simultaneousGesture` runs as well.
    func testGesturePriorityDecidesWhoTakesTheTap() async throws {
        func tapped(_ outer: String) throws -> String {
            let host = try SceneHost(PriorityPad(outer: outer), size: CGSize(width: 300, height: 300))
            let rect = host.displayList().fillRects.last!
            let p = CGPoint(x: rect.midX, y: rect.midY)
            host.send([PointerEvent(.down, at: p, time: 0.1), PointerEvent(.up, at: p, time: 0.15)])
            host.advance(to: 0.2)
            return texts(host).first ?? ""
        }
        XCTAssertEqual(try tapped("normal"), "inner")
        XCTAssertEqual(try tapped("high"), "outer")
        XCTAssertEqual(Set(try tapped("simultaneous").split(separator: "+")), ["inner", "outer"])
    }
}
