import SceneTesting
import XCTest

/// `DatePicker`, timer texts and progress views, and `Font.width`
/// (DatePickerAndTimerScenes.swift). Sizes in points; the default text measurer makes a
/// character 0.6 × the font size wide and a line ⌈1.2 × the size⌉ high (17 pt body text:
/// 10.2 pt per character, 21 pt lines).
@MainActor
final class DatePickerAndTimerTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] { h.displayList().textFrames.map(\.string) }

    private func frame(of string: String, in h: SceneHost) throws -> CGRect {
        try XCTUnwrap(h.displayList().textFrames.first { $0.string == string }?.frame, "no text \(string) in \(texts(h))")
    }

    private func paint(of string: String, in h: SceneHost) -> Paint? {
        h.displayList().items.compactMap { item -> Paint? in
            if case .text(let t, _) = item, t.string == string { return t.paint }
            return nil
        }.first
    }

    /// Fills of one colour, in canvas coordinates.
    private func boxes(_ color: Color, in h: SceneHost) -> [CGRect] {
        h.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, _, .color(let c), let m) = item, c == color.resolved { return path.applying(m).boundingRect }
            return nil
        }
    }

    // MARK: DatePicker

    /// The compact picker writes the date as "Jan 5, 2026" and the time as "9:41 AM" (UTC), each
    /// on its own plate 11 pt wider on each side and 6 pt taller above and below, the two plates
    /// 6 pt apart; the date-only and time-only pickers show one plate; a selection before the
    /// range shows the range's start.
    func testDatePickerShowsTheChosenComponents() async throws {
        let h = try SceneHost(DatePickerForm(), size: CGSize(width: 390, height: 500))
        let drawn = texts(h)
        XCTAssertEqual(drawn.filter { $0 == "Jan 5, 2026" }.count, 2, "Starts and Birthday")
        XCTAssertEqual(drawn.filter { $0 == "9:41 AM" }.count, 2, "Starts and Alarm")
        XCTAssertTrue(drawn.contains("Feb 1, 2026"))
        XCTAssertTrue(drawn.contains("8:00 AM"))
        let plates = boxes(Color(UIColor.tertiarySystemFill), in: h)
        XCTAssertEqual(plates.count, 2 + 1 + 1 + 2)
        let date = try frame(of: "Feb 1, 2026", in: h), time = try frame(of: "8:00 AM", in: h)
        let datePlate = try XCTUnwrap(plates.first { $0.contains(CGPoint(x: date.midX, y: date.midY)) })
        let timePlate = try XCTUnwrap(plates.first { $0.contains(CGPoint(x: time.midX, y: time.midY)) })
        XCTAssertEqual(datePlate.width, date.width + 22, accuracy: 0.01)
        XCTAssertEqual(datePlate.height, date.height + 12, accuracy: 0.01)
        XCTAssertEqual(timePlate.minX - datePlate.maxX, 6, accuracy: 0.01)
        XCTAssertEqual(paint(of: "8:00 AM", in: h), .color(Color.primary.resolved))
        // The plates end at the row's trailing inset, where the label starts at its leading one.
        let label = try frame(of: "Booking", in: h)
        XCTAssertEqual(label.minX - 0, 390 - timePlate.maxX, accuracy: 0.01)
    }

    /// Under `.labelsHidden()` only the two plates are drawn.
    func testDatePickerWithoutItsLabel() async throws {
        let h = try SceneHost(
            DatePicker("Hidden", selection: .constant(januaryFifth)).labelsHidden(),
            size: CGSize(width: 390, height: 60))
        XCTAssertEqual(texts(h), ["Jan 5, 2026", "9:41 AM"])
    }

    // MARK: timers

    /// `Text(timerInterval:)` counts on scene time: a five-minute countdown shows 5:00 until a
    /// second has passed, 4:59 at 1 s, 3:59 at 61.5 s and 0:00 from 300 s on; an hour counted up
    /// shows 1:01 at 61.5 s; a two-hour countdown paused at 2 s shows 1:59:58 from then on.
    func testTimerTextsCountOnSceneTime() async throws {
        let h = try SceneHost(WorkoutTimer(), size: CGSize(width: 390, height: 300))
        func timers() -> [String] { texts(h).filter { $0.contains(":") } }
        XCTAssertEqual(timers(), ["5:00", "0:00", "0:00", "2:00:00"])
        h.advance(to: 0.5)
        XCTAssertEqual(timers(), ["5:00", "0:00", "0:00", "2:00:00"])
        h.advance(to: 1)
        XCTAssertEqual(timers(), ["4:59", "0:01", "0:01", "1:59:59"])
        h.advance(to: 61.5)
        XCTAssertEqual(timers(), ["3:59", "1:01", "1:01", "1:59:58"])
        h.advance(to: 400)
        XCTAssertEqual(timers(), ["0:00", "5:00", "6:40", "1:59:58"])
    }

    /// The countdown bar is full at 0 s, half at 150 s and empty from 300 s on (358 pt wide);
    /// the count-up bar the other way round.
    func testTimerProgressBarsRunThroughTheInterval() async throws {
        let h = try SceneHost(WorkoutTimer(), size: CGSize(width: 390, height: 300))
        func tintWidths() -> [CGFloat] {
            boxes(Color.accentColor, in: h).filter { $0.height == 4 && $0.width > 0 }.map { ($0.width * 100).rounded() / 100 }
        }
        XCTAssertEqual(tintWidths(), [358])
        h.advance(to: 150)
        XCTAssertEqual(tintWidths(), [179, 179])
        h.advance(to: 300)
        XCTAssertEqual(tintWidths(), [358])
    }

    /// A progress style of one's own is given the timer's fraction at each frame: 100 % at 0 s,
    /// 50 % at 150 s, 0 % from 300 s on.
    func testTimerProgressGivesItsStyleTheFraction() async throws {
        let h = try SceneHost(StyledWorkout(), size: CGSize(width: 200, height: 60))
        XCTAssertEqual(texts(h), ["100%"])
        h.advance(to: 150)
        XCTAssertEqual(texts(h), ["50%"])
        h.advance(to: 400)
        XCTAssertEqual(texts(h), ["0%"])
    }

    /// Once every count has stopped, advancing time rebuilds nothing.
    func testFinishedTimersStopRebuilding() async throws {
        let h = try SceneHost(WallClockWorkout(), size: CGSize(width: 200, height: 60))
        h.advance(to: 100)
        let updates = h.updateCount
        h.advance(to: 200)
        XCTAssertEqual(h.updateCount, updates)
    }

    /// A range made from `Date()` (the wall clock) starts at scene time 0: 1:30 at 0 s, 1:00 at
    /// 30 s, whenever the test runs.
    func testWallClockRangeStartsWithTheScene() async throws {
        let h = try SceneHost(WallClockWorkout(), size: CGSize(width: 200, height: 60))
        XCTAssertEqual(texts(h), ["1:30"])
        h.advance(to: 30)
        XCTAssertEqual(texts(h), ["1:00"])
    }

    // MARK: Font.width

    /// `.width(.condensed)` and `.compressed` draw DejaVu Sans Condensed, narrower than the
    /// standard face; `.expanded` draws the standard face (DejaVu has no expanded one). The
    /// resolved fonts carry SwiftUI's width values.
    func testFontWidthSelectsTheCondensedFace() async throws {
        let h = try SceneHost(FontWidthsPanel(), size: CGSize(width: 390, height: 240), textMeasurer: PangoTextEngine())
        let items = h.displayList().items.compactMap { item -> (Font.Resolved, CGFloat)? in
            if case .text(let t, _) = item { return (t.font, t.frame.width) }
            return nil
        }
        XCTAssertEqual(items.map(\.0.width), [-0.3, -0.2, 0, 0.2])
        // Inter, the system face, has one width (see `Font.Width`): every width draws standard.
        let widths = items.map(\.1)
        XCTAssertEqual(Set(widths).count, 1, "\(widths)")
        // A family with a condensed face draws it.
        let dejaVu = Font.custom("DejaVu Sans", size: 28).weight(.bold)
        let engine = PangoTextEngine()
        let condensed = engine.measure("Employee Profile", font: dejaVu.width(.condensed).resolved, width: nil, lineLimit: nil)
        let standard = engine.measure("Employee Profile", font: dejaVu.resolved, width: nil, lineLimit: nil)
        XCTAssertLessThan(condensed.width, standard.width * 0.95)
    }

    // MARK: bad input

    /// Bad input is clamped, never trapped on: a font width of NaN is the standard width; a
    /// timer over an infinite range counts the empty range (0:00), and one over the whole of
    /// `Date`'s span starts at scene time 0 and shows its hours.
    func testBadInputIsClampedNotTrapped() async throws {
        let nanWidth = Font.body.width(Font.Width(.nan))
        XCTAssertEqual(nanWidth.resolved.width, 0)
        let infinite = SceneHost.epoch...Date(timeIntervalSinceReferenceDate: .infinity)
        XCTAssertEqual(texts(try SceneHost(Text(timerInterval: infinite), size: CGSize(width: 200, height: 40))), ["0:00"])
        let whole = try SceneHost(Text(timerInterval: Date.distantPast...Date.distantFuture), size: CGSize(width: 400, height: 40))
        XCTAssertTrue(texts(whole).first?.hasSuffix(":00:00") == true, "\(texts(whole))")
    }

    // MARK: goldens

    /// Looked at against iOS 17: the date and time plates at the trailing edge of their rows,
    /// beside a switch; the labels-hidden picker's plates alone at the leading edge.
    func testEventFormGolden() async {
        assertSnapshot(of: EventForm(), at: 0, size: CGSize(width: 390, height: 460))
    }

    /// 100 s into the five-minute workout: the bar two thirds full, 3:20 under it.
    func testWorkoutTimerGolden() async {
        assertSnapshot(of: WorkoutTimer(), at: 100, size: CGSize(width: 390, height: 220))
    }

    /// The four widths of a bold title: compressed and condensed narrower, expanded standard.
    func testFontWidthsGolden() async {
        assertSnapshot(of: FontWidthsPanel(), at: 0, size: CGSize(width: 390, height: 200))
    }
}
