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
        GesturePad(
            label: pressing ? "pressing" : "idle",
            gesture: LongPressGesture(minimumDuration: 0.5).updating($pressing) { value, state, _ in state = value })
    }
}

struct DragPad: View {
    @GestureState var width: CGFloat = 0
    var body: some View {
        GesturePad(
            label: "dragged \(Int(width))",
            gesture: DragGesture(minimumDistance: 0).updating($width) { value, state, _ in state = value.translation.width })
    }
}

struct TapPad: View {
    @GestureState var seen = false
    @State var taps = 0
    var body: some View {
        GesturePad(
            label: "taps \(taps) \(seen ? "seen" : "unseen")",
            gesture: TapGesture().updating($seen) { _, state, _ in state = true }.onEnded { taps += 1 })
    }
}

struct PressThenDragPad: View {
    @GestureState var phase = "idle"
    var body: some View {
        GesturePad(
            label: phase,
            gesture: LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
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
        GesturePad(
            label: phase,
            gesture: LongPressGesture(minimumDuration: 0.3).simultaneously(with: DragGesture(minimumDistance: 0))
                .updating($phase) { value, state, _ in
                    state = "press \(value.first ?? false) drag \(Int(value.second?.translation.width ?? 0))"
                })
    }
}

struct PressOrDragPad: View {
    @GestureState var phase = "idle"
    var body: some View {
        GesturePad(
            label: phase,
            gesture: LongPressGesture(minimumDuration: 0.3, maximumDistance: 5)
                .exclusively(before: DragGesture(minimumDistance: 20))
                .updating($phase) { value, state, _ in
                    switch value {
                    case .first: state = "press"
                    case .second(let drag): state = "drag \(Int(drag.translation.width))"
                    }
                })
    }
}

/// The survey's hold-to-confirm button: pressing while the 1 s press lasts, confirmed when it
/// ends (while the finger is still down).
struct HoldToConfirmPad: View {
    @GestureState var isPressing = false
    @State var confirmed = 0
    var body: some View {
        GesturePad(
            label: "\(isPressing ? "pressing" : "idle") confirmed \(confirmed)",
            gesture: LongPressGesture(minimumDuration: 1)
                .updating($isPressing) { value, state, _ in state = value }
                .onEnded { _ in confirmed += 1 })
    }
}

/// A state on each part of a composed gesture and one on the whole: `pressing` is the long
/// press's, `dragged` the drag's, `active` the combination's.
struct ComposedStatesPad: View {
    enum Kind { case sequenced, simultaneous }
    let kind: Kind
    @GestureState var pressing = false
    @GestureState var dragged: CGFloat = 0
    @GestureState var active = false
    var body: some View {
        let press = LongPressGesture(minimumDuration: 0.3).updating($pressing) { value, state, _ in state = value }
        let drag = DragGesture(minimumDistance: 0).updating($dragged) { value, state, _ in state = value.translation.width }
        let label = "\(pressing ? "pressing" : "-") \(Int(dragged)) \(active ? "active" : "-")"
        switch kind {
        case .sequenced:
            GesturePad(label: label, gesture: press.sequenced(before: drag).updating($active) { _, state, _ in state = true })
        case .simultaneous:
            GesturePad(label: label, gesture: press.simultaneously(with: drag).updating($active) { _, state, _ in state = true })
        }
    }
}

/// A square that follows a drag and, released, goes back in 1 s (linear): the reset's
/// transaction comes from `GestureState(reset:)`.
struct GlideBackPad: View {
    @GestureState(reset: { _, transaction in transaction.animation = .linear(duration: 1) }) var width: CGFloat = 0
    var body: some View {
        Rectangle().fill(Color.gray).frame(width: 200, height: 200)
            .offset(x: width)
            .gesture(DragGesture(minimumDistance: 0).updating($width) { value, state, _ in state = value.translation.width })
    }
}

/// Counts the changes of a drag mapped to whether it went past 20 pt.
struct PastThresholdPad: View {
    @State var changes: [Bool] = []
    var body: some View {
        GesturePad(
            label: changes.map { $0 ? "past" : "short" }.joined(separator: " "),
            gesture: DragGesture(minimumDistance: 0).map { $0.translation.width > 20 }.onChanged { changes.append($0) })
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
        XCTAssertEqual(
            try label(TapPad(), [PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 0.15)], at: 0.2),
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

    // MARK: when @GestureState resets

    /// A `@GestureState` resets when its gesture ends, not when the finger lifts: the 1 s long
    /// press pressed at 0.1 s ends at 1.1 s, where `onEnded` confirms and the state is reset in
    /// the same update; lifting at 2.5 s changes nothing more.
    func testLongPressStateResetsWhenThePressEndsNotAtTheLift() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 2.5)]
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 0.5), "pressing confirmed 0")
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 1.09), "pressing confirmed 0")
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 1.11), "idle confirmed 1")
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 2.6), "idle confirmed 1")
    }

    /// A gesture that fails resets at once: moving 30 pt at 0.3 s fails the long press (it
    /// allows 10), so the state is back at 0.31 s though the finger stays down until 2 s.
    func testLongPressStateResetsWhenThePressFails() async throws {
        let events = [
            PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.move, at: CGPoint(x: 180, y: 150), time: 0.3),
            PointerEvent(.up, at: CGPoint(x: 180, y: 150), time: 2)
        ]
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 0.29), "pressing confirmed 0")
        XCTAssertEqual(try label(HoldToConfirmPad(), events, at: 0.31), "idle confirmed 0")
    }

    /// Exclusive: held still, the 0.3 s press pressed at 0.1 s wins and ends at 0.4 s, so the
    /// combination's state resets then, before the lift at 0.8 s.
    func testExclusiveStateResetsWhenTheWinningPressEnds() async throws {
        let hold = [PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 0.8)]
        XCTAssertEqual(try label(PressOrDragPad(), hold, at: 0.39), "press")
        XCTAssertEqual(try label(PressOrDragPad(), hold, at: 0.41), "idle")
    }

    /// Long press, then drag, with a state on the press, on the drag and on the sequence: the
    /// press's state resets when the press ends (0.4 s, pressed at 0.1 s for 0.3 s) while the
    /// sequence goes on; the drag's (40 pt at 0.7 s) and the sequence's last until the lift at
    /// 0.8 s, when the drag, and so the sequence, ends.
    func testSequencedPartsResetWhenEachEnds() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.5, to: 0.7) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.8)]
        let pad = ComposedStatesPad(kind: .sequenced)
        XCTAssertEqual(try label(pad, events, at: 0.2), "pressing 0 active")
        XCTAssertEqual(try label(pad, events, at: 0.45), "- 0 active")
        XCTAssertEqual(try label(pad, events, at: 0.75), "- 40 active")
        XCTAssertEqual(try label(pad, events, at: 0.85), "- 0 -")
    }

    /// Long press and drag at the same time: the press's state resets when the press ends at
    /// 0.4 s (pressed at 0.1 s for 0.3 s, the pointer still) while the drag and the combination
    /// go on (the drag, begun at the press with no minimum distance, has moved 28 pt by 0.65 s:
    /// 4 pt every 0.02 s from 0.5 s); both reset at the lift at 0.8 s.
    func testSimultaneousPartsResetWhenEachEnds() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.5, to: 0.7) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.8)]
        let pad = ComposedStatesPad(kind: .simultaneous)
        XCTAssertEqual(try label(pad, events, at: 0.35), "pressing 0 active")
        XCTAssertEqual(try label(pad, events, at: 0.45), "- 0 active")
        XCTAssertEqual(try label(pad, events, at: 0.65), "- 28 active")
        XCTAssertEqual(try label(pad, events, at: 0.85), "- 0 -")
    }

    /// `GestureState(reset:)` gives the reset its transaction: released at 0.4 s after a 40 pt
    /// drag, the square (its left edge at 50 + the offset on the 300 pt canvas) glides back
    /// linearly over 1 s: 90 while held, 70 halfway (0.9 s), 50 once done.
    func testResetClosureAnimatesTheReset() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.1, to: 0.3) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.4)]
        let host = try SceneHost(GlideBackPad(), size: CGSize(width: 300, height: 300))
        host.send(events)
        for (t, x) in [(0.35, 90.0), (0.9, 70), (1.5, 50)] {
            host.advance(to: t)
            XCTAssertEqual(host.displayList().fills.first?.boundingRect.minX ?? -1, x, accuracy: 0.01, "at \(t) s")
        }
    }

    /// `onChanged` runs when the value changes (SwiftUI's takes `Equatable` values): a drag
    /// mapped to "past 20 pt" reports false at the press and for 0…20 pt, then true from 24 pt
    /// on, so the action runs twice, not once per pointer event (12).
    func testOnChangedRunsOnlyWhenTheValueChanges() async throws {
        let events = [PointerEvent(.down, at: centre, time: 0.1)] + drag(by: 40, from: 0.1, to: 0.3) + [PointerEvent(.up, at: CGPoint(x: 190, y: 150), time: 0.4)]
        XCTAssertEqual(try label(PastThresholdPad(), events, at: 0.5), "short past")
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
