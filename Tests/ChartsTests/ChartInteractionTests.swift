import XCTest
@testable import Charts

/// Values a binding received, in order.
final class ValueLog<T> {
    var values: [T] = []
    var current: T
    init(_ initial: T) { current = initial }
    @MainActor var binding: Binding<T> {
        Binding(get: { self.current }, set: { self.current = $0; self.values.append($0) })
    }
}

let sixLetters = ["A", "B", "C", "D", "E", "F"]

/// Selection, scrolling, the plot frame and axis-label thinning, driven by scripted drags in a
/// host (axes hidden, so the plot is the whole 300 × 200 canvas unless said otherwise).
@MainActor
final class ChartInteractionTests: XCTestCase {
    let size = CGSize(width: 300, height: 200)

    struct ValueSelection: View {
        let log: ValueLog<String?>
        var body: some View {
            Chart(sixLetters, id: \.self) { k in BarMark(x: .value("K", k), y: .value("V", 1)) }
                .chartXSelection(value: log.binding)
                .chartXAxis(.hidden).chartYAxis(.hidden)
        }
    }

    func testXSelectionFollowsTheDragAndClearsAtItsEnd() async throws {
        let log = ValueLog<String?>(nil)
        let h = try SceneHost(ValueSelection(log: log), size: size)
        // Bands of 50 pt: the drag starts in B and ends in F.
        h.send(InputScript { Drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 260, y: 100), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.25)
        XCTAssertEqual(log.values.first, "B")
        XCTAssertNotNil(log.current)
        h.advance(to: 0.6)
        XCTAssertEqual(log.values.dropLast().last, "F")
        XCTAssertEqual(log.values.last, .some(nil))
        XCTAssertTrue(Set(log.values.compactMap { $0 }).isSubset(of: ["B", "C", "D", "E", "F"]))
    }

    /// `chartGesture`: the drag's locations are in the plot's coordinates, read through the proxy.
    struct GestureReadout: View {
        let log: ValueLog<Double?>
        var body: some View {
            Chart { LineMark(x: .value("X", 0), y: .value("Y", 1)); LineMark(x: .value("X", 100), y: .value("Y", 2)) }
                .chartXScale(domain: 0...100)
                .chartXAxis(.hidden).chartYAxis(.hidden)
                .chartGesture { proxy in
                    DragGesture(minimumDistance: 0)
                        .onChanged { log.binding.wrappedValue = proxy.value(atX: $0.location.x, as: Double.self) }
                        .onEnded { _ in log.binding.wrappedValue = nil }
                }
        }
    }

    func testChartGestureReadsValuesThroughTheProxy() async throws {
        let log = ValueLog<Double?>(nil)
        let h = try SceneHost(GestureReadout(log: log), size: size)
        h.send(InputScript { Drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.12)
        // The plot is the whole 300 pt wide view: 50 pt is 16.67 of 0…100, 250 pt 83.33.
        XCTAssertEqual(log.values.compactMap { $0 }.first ?? -1, 100.0 / 6, accuracy: 1e-9)
        h.advance(to: 0.6)
        XCTAssertEqual(log.values.compactMap { $0 }.last ?? -1, 250.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(log.values.last, .some(nil), "cleared when the drag ends")
    }

    /// `chartGesture` with `proxy.selectXValue(at:)` (Apple's iOS 17 pattern) sets the selection.
    struct GestureSelection: View {
        let log: ValueLog<String?>
        var body: some View {
            Chart(sixLetters, id: \.self) { k in BarMark(x: .value("K", k), y: .value("V", 1)) }
                .chartXSelection(value: log.binding)
                .chartXAxis(.hidden).chartYAxis(.hidden)
                .chartGesture { proxy in
                    SpatialTapGesture().onEnded { proxy.selectXValue(at: $0.location.x) }
                }
        }
    }

    func testSelectXValueFromAChartGesture() async throws {
        let log = ValueLog<String?>(nil)
        let h = try SceneHost(GestureSelection(log: log), size: size)
        // Bands of 50 pt: a tap at x 130 is in C.
        h.send(InputScript { Tap(at: CGPoint(x: 130, y: 100), time: 0.1) }.events(fps: 60))
        h.advance(to: 0.5)
        XCTAssertEqual(log.values, ["C"])
    }

    struct RangeSelection: View {
        let log: ValueLog<ClosedRange<Double>?>
        var body: some View {
            Chart { LineMark(x: .value("X", 0), y: .value("Y", 1)); LineMark(x: .value("X", 100), y: .value("Y", 2)) }
                .chartXScale(domain: 0...100)
                .chartXSelection(range: log.binding)
                .chartXAxis(.hidden).chartYAxis(.hidden)
        }
    }

    struct PieSelection: View {
        let log: ValueLog<Int?>
        var body: some View {
            Chart {
                SectorMark(angle: .value("Sales", 100)).foregroundStyle(by: .value("Kind", "Cake"))
                SectorMark(angle: .value("Sales", 300)).foregroundStyle(by: .value("Kind", "Pie"))
            }
            .chartAngleSelection(value: log.binding)
            .chartLegend(.hidden)
        }
    }

    /// `chartAngleSelection`: the value along the angle scale at the finger, clockwise from
    /// 12 o'clock (a quarter turn of a 400 total is 100: at 3 o'clock), nil at the drag's end.
    func testAngleSelectionGivesTheValueAtTheFingersAngle() async throws {
        let log = ValueLog<Int?>(nil)
        let h = try SceneHost(PieSelection(log: log), size: size)
        // The centre is (150, 100): from just right of 12 o'clock round to 6 o'clock.
        h.send(InputScript { Drag(from: CGPoint(x: 151, y: 20), to: CGPoint(x: 230, y: 100), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.12)
        XCTAssertEqual(log.values.first ?? -1, 0, "near 12 o'clock: the start of the first slice")
        h.advance(to: 0.6)
        XCTAssertEqual(log.values.dropLast().last, 100, "the drag ends at 3 o'clock: a quarter of 400")
        XCTAssertEqual(log.values.last, .some(nil))
        let inner = log.values.compactMap { $0 }
        XCTAssertEqual(inner, inner.sorted(), "clockwise: growing values")
    }

    func testXRangeSelectionSpansFromTheDragsStart() async throws {
        let log = ValueLog<ClosedRange<Double>?>(nil)
        let h = try SceneHost(RangeSelection(log: log), size: size)
        // 3 pt a unit: 210 → 70, 60 → 20 (dragged leftwards, the range is still ordered).
        h.send(InputScript { Drag(from: CGPoint(x: 210, y: 100), to: CGPoint(x: 60, y: 100), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.2)
        let first = try XCTUnwrap(log.current)
        XCTAssertEqual(first.upperBound, 70, accuracy: 1e-6)
        XCTAssertGreaterThan(first.lowerBound, 20)
        h.advance(to: 0.6)
        // The last range before the drag ended, then nil.
        let last = try XCTUnwrap(log.values.dropLast().last ?? nil)
        XCTAssertEqual(last.lowerBound, 20, accuracy: 1e-6)
        XCTAssertEqual(last.upperBound, 70, accuracy: 1e-6)
        XCTAssertNil(log.current)
    }

    struct Scrolling: View {
        let log: ValueLog<String>
        var body: some View {
            Chart((0..<10).map { "k\($0)" }, id: \.self) { k in BarMark(x: .value("K", k), y: .value("V", 1)) }
                .chartScrollableAxes(.horizontal)
                .chartXVisibleDomain(length: 4)
                .chartScrollPosition(x: log.binding)
                .chartXAxis(.hidden).chartYAxis(.hidden)
        }
    }

    func testScrollingMovesTheVisibleDomainWithTheDrag() async throws {
        let log = ValueLog("k1")
        let h = try SceneHost(Scrolling(log: log), size: size)
        // Four bands in 300 pt: 75 pt each; 150 pt to the left is two bands on from k1.
        h.advance(to: 0.05)
        XCTAssertTrue(log.values.isEmpty)
        h.send(InputScript { Drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 100, y: 100), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.6)
        XCTAssertEqual(log.current, "k3")
        let m = ChartModel(marks: [], configuration: ChartConfiguration())
        XCTAssertNil(m.x)
    }

    struct VerticalScrolling: View {
        let log: ValueLog<String>
        var body: some View {
            Chart((0..<10).map { "k\($0)" }, id: \.self) { k in BarMark(x: .value("V", 1), y: .value("K", k)) }
                .chartScrollableAxes(.vertical)
                .chartYVisibleDomain(length: 4)
                .chartScrollPosition(y: log.binding)
                .chartXAxis(.hidden).chartYAxis(.hidden)
        }
    }

    /// A vertical scroll: four categories of 50 pt in 200 pt, the first at the top; a drag 100 pt
    /// up moves the top category two on, and the marks outside the window are not in view.
    func testVerticalScrollingMovesTheVisibleCategories() async throws {
        let log = ValueLog("k1")
        let h = try SceneHost(VerticalScrolling(log: log), size: size)
        h.advance(to: 0.05)
        XCTAssertTrue(log.values.isEmpty)
        h.send(InputScript { Drag(from: CGPoint(x: 150, y: 170), to: CGPoint(x: 150, y: 70), start: 0.1, duration: 0.3) }.events(fps: 60))
        h.advance(to: 0.6)
        XCTAssertEqual(log.current, "k3")
        var config = ChartConfiguration()
        config.interaction.scrollableAxes = .vertical
        config.interaction.yVisibleLength = 4
        var collector = MarkCollector()
        collector.collect(ForEach((0..<10).map { "k\($0)" }, id: \.self) { k in BarMark(x: .value("V", 1), y: .value("K", k)) })
        let m = ChartModel(marks: collector.marks, configuration: config, yScroll: 5)
        XCTAssertEqual(m.y?.window, 5...9)
        XCTAssertNil(m.x?.window)
    }

    func testScrollWindowsAreClampedToTheDomain() async {
        let bands = ChartScale(kind: .band((0..<10).map { "k\($0)" }))
        XCTAssertEqual(ChartModel.window(of: bands, length: 4, start: 3), 3...7)
        XCTAssertEqual(ChartModel.window(of: bands, length: 4, start: 9), 6...10)
        XCTAssertEqual(ChartModel.window(of: bands, length: 40, start: 2), 0...10)
        var scrolled = bands
        scrolled.window = 3...7
        // k3's centre is an eighth of the way along; k9 is off the plot.
        XCTAssertEqual(scrolled.fraction(of: .category("k3")) ?? -1, 0.125, accuracy: 1e-12)
        XCTAssertEqual(scrolled.bandWidth, 0.25, accuracy: 1e-12)
        XCTAssertGreaterThan(scrolled.fraction(of: .category("k9")) ?? 0, 1)
        let numbers = ChartScale(kind: .continuous(0...100, isDate: false))
        XCTAssertEqual(ChartModel.window(of: numbers, length: 25, start: 80), 75...100)
        XCTAssertEqual(ChartModel.window(of: numbers, length: 25, start: nil), 0...25)
        var config = ChartConfiguration()
        config.interaction.scrollableAxes = .horizontal
        config.interaction.xVisibleLength = 4
        let m = ChartModel(marks: collectMarks(ForEach((0..<10).map { "k\($0)" }, id: \.self) { k in
            BarMark(x: .value("K", k), y: .value("V", 1))
        }), configuration: config, xScroll: 3)
        XCTAssertEqual(m.xTicks.map(\.label), ["k3", "k4", "k5", "k6"])
    }

    struct PlotFrameReader: View {
        let log: ValueLog<CGRect>
        var body: some View {
            Chart { BarMark(x: .value("K", "A"), y: .value("V", 10)) }
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        let frame = geometry[proxy.plotAreaFrame]
                        let _ = log.binding.wrappedValue = frame
                        Color.clear
                    }
                }
        }
    }

    func testPlotFrameIsThePlotAreaInTheOverlaysCoordinates() async throws {
        let log = ValueLog(CGRect.null)
        let h = try SceneHost(PlotFrameReader(log: log), size: size)
        _ = h.displayList()
        let frame = log.current
        XCTAssertEqual(frame.origin, .zero)
        // The y labels take the trailing side and the x labels the bottom: the plot is smaller
        // than the canvas on both axes.
        XCTAssertLessThan(frame.width, 290)
        XCTAssertGreaterThan(frame.width, 250)
        XCTAssertLessThan(frame.height, 190)
    }

    func testCollidingLabelsAreThinnedEveryKth() async {
        // 30 pt labels every 20 pt: every second one is kept (0, 40, 80).
        let labels: [(Int, CGFloat, CGFloat, Bool)] = (0..<5).map { ($0, CGFloat($0) * 20, CGFloat($0) * 20 + 30, true) }
        XCTAssertEqual(ChartLayout.thinned(labels), [1, 3])
        // 2 pt apart at least: 31 pt apart with 30 pt labels is a collision at k = 1, not at 2.
        let tight: [(Int, CGFloat, CGFloat, Bool)] = (0..<4).map { ($0, CGFloat($0) * 31, CGFloat($0) * 31 + 30, true) }
        XCTAssertEqual(ChartLayout.thinned(tight), [1, 3])
        let roomy: [(Int, CGFloat, CGFloat, Bool)] = (0..<4).map { ($0, CGFloat($0) * 32, CGFloat($0) * 32 + 30, true) }
        XCTAssertEqual(ChartLayout.thinned(roomy), [])
        // 60 pt labels every 20 pt: every third.
        let wide: [(Int, CGFloat, CGFloat, Bool)] = (0..<7).map { ($0, CGFloat($0) * 20, CGFloat($0) * 20 + 39, true) }
        XCTAssertEqual(ChartLayout.thinned(wide), [1, 2, 4, 5])
        // `collisionResolution: .disabled` labels are never hidden.
        XCTAssertEqual(ChartLayout.thinned(labels.map { ($0.0, $0.1, $0.2, false) }), [])
    }

    func testAxisMarksPositionAndPresetReachTheTicks() async {
        var config = ChartConfiguration()
        config.yAxis.marks = [AxisMarks(position: .leading)]
        config.xAxis.marks = [AxisMarks(preset: .inset, position: .top)]
        let m = ChartModel(marks: collectMarks(PointMark(x: .value("X", 0), y: .value("Y", 10))), configuration: config)
        XCTAssertTrue(m.yTicks.allSatisfy(\.opposite))
        XCTAssertTrue(m.xTicks.allSatisfy { $0.opposite && $0.preset == .inset })
        let plot = ChartPlotView(model: m, geometry: ChartGeometry(model: m, size: CGSize(width: 100, height: 100)), configuration: config)
        let segments = plot.gridSegments(CGSize(width: 100, height: 100))
        // A leading y tick: its grid line starts 4 pt left of the plot; an inset x axis has no ticks outside.
        XCTAssertEqual(segments.first?.0, CGPoint(x: -4, y: 100))
        XCTAssertEqual(segments.first?.1, CGPoint(x: 100, y: 100))
        XCTAssertEqual(segments.last?.0.y, 0)
        XCTAssertEqual(segments.last?.1.y, 100)
    }
}
