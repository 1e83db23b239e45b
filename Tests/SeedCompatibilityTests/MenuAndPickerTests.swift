import SceneTesting
import XCTest

/// `Menu`, `ControlGroup`, `EditButton`, `DatePicker`, timer texts and progress views, gauge
/// label forms, `gridCellColumns` and `Font.width` (MenuAndPickerScenes.swift). Sizes in points;
/// the default text measurer makes a character 0.6 × the font size wide and a line
/// ⌈1.2 × the size⌉ high (17 pt body text: 10.2 pt per character, 21 pt lines).
@MainActor
final class MenuAndPickerTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] { h.displayList().textFrames.map(\.string) }

    private func frame(of string: String, in h: SceneHost) throws -> CGRect {
        try XCTUnwrap(h.displayList().textFrames.first { $0.string == string }?.frame, "no text \(string) in \(texts(h))")
    }

    private func tap(_ string: String, in h: SceneHost, at time: Double) throws {
        let f = try frame(of: string, in: h)
        let p = CGPoint(x: f.midX, y: f.midY)
        h.send([PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)])
        // Past the default animation's crossfade of a changed text.
        h.advance(to: time + 2)
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

    // MARK: Menu

    /// A closed menu is its label in the accent colour (a borderless button); its items are not
    /// drawn, nested menus included.
    func testMenuDrawsOnlyItsLabelInTheAccentColour() async throws {
        let h = try SceneHost(MenuShowcase(), size: CGSize(width: 390, height: 400))
        let drawn = texts(h)
        XCTAssertTrue(drawn.contains("Actions"))
        XCTAssertTrue(drawn.contains("PDF"))
        XCTAssertTrue(drawn.contains("Add Bookmark"))
        for item in ["Duplicate", "Rename", "Delete…", "Copy", "Open in Preview", "Add to Reading List", "Name"] {
            XCTAssertFalse(drawn.contains(item), "\(item) is a menu item")
        }
        XCTAssertEqual(paint(of: "Actions", in: h), .color(Color.accentColor.resolved))
        XCTAssertEqual(paint(of: "PDF", in: h), .color(Color.accentColor.resolved))
    }

    /// A tap on a menu with a primary action runs it (once per tap); a tap on a menu without
    /// one changes nothing.
    func testMenuPrimaryActionRunsOnTap() async throws {
        let h = try SceneHost(MenuShowcase(), size: CGSize(width: 390, height: 400))
        try tap("Add Bookmark", in: h, at: 0.1)
        try tap("Add Bookmark", in: h, at: 3)
        XCTAssertTrue(texts(h).contains("Bookmarks: 2"), "\(texts(h))")
        try tap("Actions", in: h, at: 6)
        XCTAssertTrue(texts(h).contains("Bookmarks: 2"))
        XCTAssertFalse(texts(h).contains("Duplicate"), "the menu does not open")
    }

    /// `.buttonStyle(.bordered)` draws a menu's label as a bordered button: the tertiary fill
    /// behind "Sort", 12 pt wider on each side and 7 pt taller above and below.
    func testBorderedMenuHasTheButtonsFill() async throws {
        let h = try SceneHost(MenuShowcase(), size: CGSize(width: 390, height: 400))
        let sort = try frame(of: "Sort", in: h)
        let plate = try XCTUnwrap(boxes(Color(UIColor.tertiarySystemFill), in: h).first)
        XCTAssertEqual(plate.width, sort.width + 24, accuracy: 0.01)
        XCTAssertEqual(plate.height, sort.height + 14, accuracy: 0.01)
        XCTAssertEqual(plate.midX, sort.midX, accuracy: 0.01)
    }

    // MARK: ControlGroup

    /// The automatic group is one plate across the 358 pt offered (390 − 2 · 16 padding), split
    /// into three segments of (358 − 2 separators) / 3 pt, each label centred in its segment.
    func testControlGroupSplitsThePlateIntoEqualSegments() async throws {
        let h = try SceneHost(ControlGroupShowcase(), size: CGSize(width: 390, height: 400))
        let segment = (358.0 - 2) / 3
        let centres = try ["Cut", "Copy", "Paste"].map { try frame(of: $0, in: h).midX }
        XCTAssertEqual(centres[0], 16 + segment / 2, accuracy: 0.01)
        XCTAssertEqual(centres[1], 16 + segment + 1 + segment / 2, accuracy: 0.01)
        XCTAssertEqual(centres[2], 16 + 2 * segment + 2 + segment / 2, accuracy: 0.01)
        let plate = try XCTUnwrap(boxes(Color(UIColor.tertiarySystemFill), in: h).first)
        XCTAssertEqual(plate.width, 358, accuracy: 0.01)
        XCTAssertEqual(plate.height, 21 + 14, accuracy: 0.01, "a 21 pt line, 7 pt above and below")
        XCTAssertEqual(paint(of: "Copy", in: h), .color(Color.accentColor.resolved))
        let separators = boxes(Color(UIColor.separator), in: h).filter { $0.width == 1 && $0.height == 18 }
        XCTAssertEqual(separators.count, 1 + 2, "one between the two symbols, two between the three texts")
    }

    /// A tap in a segment runs that control's action.
    func testControlGroupSegmentRunsItsButton() async throws {
        let h = try SceneHost(ControlGroupShowcase(), size: CGSize(width: 390, height: 400))
        try tap("Copy", in: h, at: 0.1)
        try tap("Paste", in: h, at: 3)
        XCTAssertTrue(texts(h).contains("Copy, Paste"), "\(texts(h))")
    }

    // MARK: EditButton

    /// Bound to the view's mode through the environment, the button flips it: "Edit" and
    /// "Viewing", then "Done" (semibold) and "Editing", then back.
    func testEditButtonTogglesTheEnvironmentsMode() async throws {
        let h = try SceneHost(EditModeProbe(), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(texts(h), ["Edit", "Viewing"])
        try tap("Edit", in: h, at: 0.1)
        XCTAssertEqual(texts(h), ["Done", "Editing"])
        let done = h.displayList().items.compactMap { item -> Font.Resolved? in
            if case .text(let t, _) = item, t.string == "Done" { return t.font }
            return nil
        }.first
        XCTAssertEqual(done?.weight, Font.Weight.semibold.value)
        try tap("Done", in: h, at: 3)
        XCTAssertEqual(texts(h), ["Edit", "Viewing"])
    }

    /// Without a mode in the environment (here, in a navigation bar) the button keeps its own:
    /// each tap changes its title.
    func testEditButtonWithoutABindingKeepsItsOwnMode() async throws {
        let h = try SceneHost(ControlGroupShowcase(), size: CGSize(width: 390, height: 400))
        try tap("Edit", in: h, at: 0.1)
        XCTAssertTrue(texts(h).contains("Done"))
        try tap("Done", in: h, at: 3)
        XCTAssertTrue(texts(h).contains("Edit"))
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

    // MARK: Gauge

    /// The bounds labels sit 8 pt beside the bar's ends; the label above and the current value
    /// label under the bar are centred in the gauge (the 358 pt between the paddings, centre
    /// 195); marked value labels are not drawn.
    func testGaugeBoundsLabelsSitBesideTheBar() async throws {
        let h = try SceneHost(GaugeLabelsPanel(), size: CGSize(width: 390, height: 400))
        let track = try XCTUnwrap(boxes(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2), in: h).first)
        let minimum = try frame(of: "0", in: h), maximum = try frame(of: "170", in: h), current = try frame(of: "67", in: h)
        XCTAssertEqual(track.minX - minimum.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(maximum.minX - track.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(current.midX, 195, accuracy: 0.01)
        XCTAssertGreaterThan(current.minY, track.maxY)
        XCTAssertEqual(try frame(of: "BPM", in: h).midX, 195, accuracy: 0.01)
        XCTAssertFalse(texts(h).contains("Not drawn"))
        XCTAssertTrue(texts(h).contains("0.75"))
    }

    // MARK: Grid

    /// In 320 pt with 10 pt spacing, three flexible columns of (320 − 20) / 3 = 100 pt: the
    /// teal cell across the last two is 100 + 10 + 100 = 210 pt wide from x = 110; in the
    /// bottom-aligned 60 pt row the 20 pt cell sits 40 pt down and the anchored one at its
    /// cell's top leading corner; `.gridColumnAlignment(.trailing)` on one cell of the first
    /// column puts every cell of that column at its right edge (x = 100); the unsized rule
    /// across all three columns is the grid's width.
    func testGridCellsSpanColumnsAndAlign() async throws {
        let h = try SceneHost(SpanningGrid(), size: CGSize(width: 390, height: 400))
        let origin = try XCTUnwrap(boxes(.mint, in: h).first).origin
        func box(_ c: Color) throws -> CGRect { try XCTUnwrap(boxes(c, in: h).first).offsetBy(dx: -origin.x, dy: -origin.y) }
        XCTAssertEqual(origin.x, 35, accuracy: 0.01, "the 320 pt grid centred in 390 pt")
        XCTAssertEqual(try box(.orange), CGRect(x: 110, y: 0, width: 100, height: 40))
        XCTAssertEqual(try box(.teal), CGRect(x: 110, y: 50, width: 210, height: 40))
        XCTAssertEqual(try box(.blue), CGRect(x: 0, y: 50, width: 100, height: 40))
        XCTAssertEqual(try box(.red), CGRect(x: 80, y: 100, width: 20, height: 60))
        XCTAssertEqual(try box(.green), CGRect(x: 150, y: 140, width: 20, height: 20))
        XCTAssertEqual(try box(.purple), CGRect(x: 220, y: 100, width: 20, height: 20))
        let grays = boxes(.gray, in: h).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        XCTAssertEqual(grays.map(\.maxX), [100, 175, 285], "trailing in the first column, centred in the others")
        XCTAssertEqual(try box(.blue).width, 100, "a flexible cell fills its column whatever the alignment")
        XCTAssertEqual(try box(.black), CGRect(x: 0, y: 190, width: 320, height: 2))
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
        let widths = items.map(\.1)
        XCTAssertEqual(widths[0], widths[1], "no extra-condensed face: both condensed")
        XCTAssertLessThan(widths[1], widths[2] * 0.95)
        XCTAssertEqual(widths[3], widths[2])
    }

    // MARK: bad input

    /// Out-of-range input is clamped, never trapped on: a column count of −3 takes one column and
    /// one of `Int.max` 1000 (the grid lays out 1001 columns without overflowing); a font width of NaN is the standard width; a timer over an
    /// infinite range counts the empty range (0:00), and one over the whole of `Date`'s span
    /// starts at scene time 0 and shows its hours.
    func testBadInputIsClampedNotTrapped() async throws {
        let narrow = try SceneHost(Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellColumns(-3)
                Color.blue.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 100, height: 20))
        let red = try XCTUnwrap(boxes(.red, in: narrow).first), blue = try XCTUnwrap(boxes(.blue, in: narrow).first)
        XCTAssertEqual(blue.minX, red.maxX, "−3 columns count as 1")
        _ = try SceneHost(Grid {
            GridRow { Color.red.gridCellColumns(.max); Color.blue }
        }, size: CGSize(width: 100, height: 20)).displayList()
        let nanWidth = Font.body.width(Font.Width(.nan))
        XCTAssertEqual(nanWidth.resolved.width, 0)
        let infinite = SceneHost.epoch...Date(timeIntervalSinceReferenceDate: .infinity)
        XCTAssertEqual(texts(try SceneHost(Text(timerInterval: infinite), size: CGSize(width: 200, height: 40))), ["0:00"])
        let whole = try SceneHost(Text(timerInterval: Date.distantPast...Date.distantFuture), size: CGSize(width: 400, height: 40))
        XCTAssertTrue(texts(whole).first?.hasSuffix(":00:00") == true, "\(texts(whole))")
    }

    // MARK: goldens

    /// Looked at against iOS 17: date and time plates trailing in their rows, the menu row in
    /// the accent colour, the control group's plate in its own section, "Edit" in the bar.
    func testControlsFormGolden() async {
        assertSnapshot(of: ControlsForm(), at: 0, size: CGSize(width: 390, height: 480))
    }

    /// The segmented group of texts, the labelled group of symbols, chevrons in the bar.
    func testControlGroupGolden() async {
        assertSnapshot(of: ControlGroupShowcase(), at: 0, size: CGSize(width: 390, height: 260))
    }

    /// 100 s into the five-minute workout: the bar two thirds full, 3:20 under it.
    func testWorkoutTimerGolden() async {
        assertSnapshot(of: WorkoutTimer(), at: 100, size: CGSize(width: 390, height: 220))
    }

    /// Gauges with bounds beside the bar and the current value under it; the four font widths.
    func testGaugeLabelsAndFontWidthsGolden() async {
        assertSnapshot(of: VStack(spacing: 0) { GaugeLabelsPanel(); FontWidthsPanel() }, at: 0, size: CGSize(width: 390, height: 440))
    }
}
