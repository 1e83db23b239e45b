import XCTest
@testable import Charts

/// Scale types, ranges, windows, stacking methods, mark dimensions, symbols, style scales,
/// date strides and annotations, as numbers.
@MainActor
final class ChartScaleTypeTests: XCTestCase {
    func model<C: ChartContent>(_ config: ChartConfiguration = ChartConfiguration(), xScroll: Double? = nil, @ChartContentBuilder _ content: () -> C) -> ChartModel {
        ChartModel(marks: collectMarks(content()), configuration: config, xScroll: xScroll)
    }

    func testLogDomainIsWidenedToPowersOfTen() async {
        XCTAssertEqual(LogScale.domain([3, 870]), 1...1_000)
        XCTAssertEqual(LogScale.domain([0.02, 0.5, 0, -4]), 0.01...1)
        XCTAssertEqual(LogScale.domain([100, 100]), 100...1_000)
        XCTAssertNil(LogScale.domain([0, -1]))
        // Three decades or more: powers of ten only; fewer: 1, 2, 5 of each.
        XCTAssertEqual(LogScale.ticks(in: 1...1_000), [1, 10, 100, 1_000])
        XCTAssertEqual(LogScale.ticks(in: 1...100), [1, 2, 5, 10, 20, 50, 100])
        XCTAssertEqual(LogScale.ticks(in: 0.01...1), [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1])
    }

    func testLogScalePlacesValuesByTheirLogarithm() async {
        var config = ChartConfiguration()
        config.yType = .log
        let m = model(config) {
            PointMark(x: .value("X", 1), y: .value("Y", 3))
            PointMark(x: .value("X", 2), y: .value("Y", 870))
            PointMark(x: .value("X", 3), y: .value("Y", 10))
        }
        XCTAssertEqual(m.y?.kind, .continuous(1...1_000, isDate: false))
        XCTAssertEqual(m.yTicks.map(\.label), ["1", "10", "100", "1,000"])
        let g = ChartGeometry(model: m, size: CGSize(width: 300, height: 300))
        // log10(10) is a third of log10(1,000): 100 pt above the bottom of 300.
        XCTAssertEqual(g.symbols[2].center.y, 200, accuracy: 1e-9)
        XCTAssertEqual(g.symbols[0].center.y, 300 - 100 * log10(3), accuracy: 1e-9)
    }

    func testLogScaleBarsStartAtTheBottom() async {
        var config = ChartConfiguration()
        config.yType = .log
        let m = model(config) { BarMark(x: .value("K", "A"), y: .value("V", 100)) }
        XCTAssertEqual(m.y?.kind, .continuous(100...1_000, isDate: false))
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.rects.count, 1)
        XCTAssertEqual(g.rects[0].rect.maxY, 100, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.height, 0, accuracy: 1e-9)
    }

    func testSquareRootPowerAndSymmetricLogTransforms() async {
        var s = ChartScale(kind: .continuous(0...100, isDate: false))
        s.transform = ScaleType.squareRoot.transform
        XCTAssertEqual(s.fraction(ofContinuous: 25) ?? -1, 0.5, accuracy: 1e-12)
        XCTAssertEqual(s.value(atFraction: 0.5) ?? -1, 25, accuracy: 1e-9)
        s.transform = ScaleType.power(exponent: 2).transform
        XCTAssertEqual(s.fraction(ofContinuous: 50) ?? -1, 0.25, accuracy: 1e-12)
        var sym = ChartScale(kind: .continuous(-99...99, isDate: false))
        sym.transform = ScaleType.symmetricLog.transform
        // log10(1 + 9) = 1 of the span −2…2.
        XCTAssertEqual(sym.fraction(ofContinuous: 9) ?? -1, 0.75, accuracy: 1e-12)
        XCTAssertEqual(sym.fraction(ofContinuous: 0) ?? -1, 0.5, accuracy: 1e-12)
        XCTAssertEqual(sym.value(atFraction: 0.25) ?? 0, -9, accuracy: 1e-9)
        XCTAssertEqual(LogScale.symmetricTicks(in: -100...100), [-100, -10, -1, 0, 1, 10, 100])
        // Too few powers of ten: ticked linearly.
        XCTAssertEqual(LogScale.symmetricTicks(in: 0...0.8), [0, 0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(ScaleType.linear.transform, .linear)
        XCTAssertEqual(ScaleType.power(exponent: -1).transform, .linear)
    }

    func testRangePaddingAndPoints() async {
        var config = ChartConfiguration()
        config.xRange = PlotDimensionScaleRange.plotDimension(padding: 20)._range
        config.yRange = (CGFloat(10)...CGFloat(110))._range
        let m = model(config) {
            PointMark(x: .value("X", 0), y: .value("Y", 0))
            PointMark(x: .value("X", 10), y: .value("Y", 10))
        }
        let g = ChartGeometry(model: m, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(g.symbols[0].center, CGPoint(x: 20, y: 190))
        XCTAssertEqual(g.symbols[1].center, CGPoint(x: 180, y: 90))
        let proxy = ChartProxy(model: m, plotSize: CGSize(width: 200, height: 200))
        XCTAssertEqual(proxy.position(forX: 5), 100)
        XCTAssertEqual(proxy.value(atX: 180, as: Double.self) ?? -1, 10, accuracy: 1e-9)
        XCTAssertEqual(proxy.position(forY: 5), 140)
        XCTAssertEqual(proxy.value(atY: 90, as: Double.self) ?? -1, 10, accuracy: 1e-9)
        XCTAssertEqual(PlotDimensionScaleRange.plotDimension(startPadding: -5, endPadding: 8)._range, PositionRangeSpec(start: 0, end: 8))
    }

    func testStackingMethods() async {
        func bars(_ method: MarkStackingMethod) -> ChartModel {
            model {
                BarMark(x: .value("K", "A"), y: .value("V", 10), stacking: method)
                BarMark(x: .value("K", "A"), y: .value("V", 30), stacking: method)
                BarMark(x: .value("K", "B"), y: .value("V", 20), stacking: method)
                BarMark(x: .value("K", "B"), y: .value("V", 20), stacking: method)
            }
        }
        let standard = bars(.standard)
        XCTAssertEqual(standard.valueIntervals[1], 10...40)
        XCTAssertEqual(standard.y?.kind, .continuous(0...40, isDate: false))
        let normalized = bars(.normalized)
        XCTAssertEqual(normalized.valueIntervals[0], 0...0.25)
        XCTAssertEqual(normalized.valueIntervals[1], 0.25...1)
        XCTAssertEqual(normalized.valueIntervals[3], 0.5...1)
        XCTAssertEqual(normalized.y?.kind, .continuous(0...1, isDate: false))
        let center = bars(.center)
        // A's total 40 is centred on zero: −20…−10 and −10…20.
        XCTAssertEqual(center.valueIntervals[0], -20...(-10))
        XCTAssertEqual(center.valueIntervals[1], -10...20)
        XCTAssertEqual(center.y?.kind, .continuous(-20...20, isDate: false))
        let unstacked = bars(.unstacked)
        XCTAssertNil(unstacked.valueIntervals[1])
        XCTAssertEqual(unstacked.y?.kind, .continuous(0...30, isDate: false))
        let g = ChartGeometry(model: unstacked, size: CGSize(width: 200, height: 300))
        XCTAssertEqual(g.rects[1].rect.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.minY, 200, accuracy: 1e-9)
    }

    func testMarkDimensions() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 1), width: .fixed(10))
            BarMark(x: .value("K", "B"), y: .value("V", 1), width: .ratio(0.5))
            BarMark(x: .value("K", "C"), y: .value("V", 1), width: .inset(5))
            BarMark(x: .value("K", "D"), y: .value("V", 1), width: 12)
            RectangleMark(x: .value("K", "A"), y: .value("W", 1), width: .ratio(1), height: .fixed(8))
        }
        let g = ChartGeometry(model: m, size: CGSize(width: 400, height: 100))
        // Bands of 100 pt.
        XCTAssertEqual(g.rects[0].rect.width, 10, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(g.rects[1].rect.width, 50, accuracy: 1e-9)
        XCTAssertEqual(g.rects[2].rect.width, 90, accuracy: 1e-9)
        XCTAssertEqual(g.rects[3].rect.width, 12, accuracy: 1e-9)
        XCTAssertEqual(g.rects[4].rect.width, 100, accuracy: 1e-9)
        XCTAssertEqual(g.rects[4].rect.height, 8, accuracy: 1e-9)
        let pie = model { SectorMark(angle: .value("V", 1), innerRadius: .inset(10), outerRadius: .fixed(40)) }
        let sg = ChartGeometry(model: pie, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(sg.sectors[0].outerRadius, 40)
        XCTAssertEqual(sg.sectors[0].innerRadius, 30)
    }

    func testSymbolsBySeries() async {
        let m = model {
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(by: .value("S", "p"))
            PointMark(x: .value("X", 2), y: .value("Y", 2)).symbol(by: .value("S", "q"))
            PointMark(x: .value("X", 3), y: .value("Y", 3)).symbol(by: .value("S", "r"))
            PointMark(x: .value("X", 4), y: .value("Y", 4)).symbol(by: .value("S", "p"))
            LineMark(x: .value("X", 4), y: .value("Y", 4)).symbol(.asterisk)
        }
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.symbols.map(\.symbol), [.circle, .square, .triangle, .circle, .asterisk])
    }

    func testForegroundStyleScales() async {
        var config = ChartConfiguration()
        // KeyValuePairs order is the legend's; a key without marks is listed too.
        config.styleScale = [("Pears", AnyShapeStyle(Color.green)), ("Apples", AnyShapeStyle(Color.red)), ("Figs", AnyShapeStyle(Color.purple))]
        let m = model(config) {
            BarMark(x: .value("K", "A"), y: .value("V", 1)).foregroundStyle(by: .value("F", "Apples"))
            BarMark(x: .value("K", "A"), y: .value("V", 2)).foregroundStyle(by: .value("F", "Pears"))
            BarMark(x: .value("K", "B"), y: .value("V", 2)).foregroundStyle(by: .value("F", "Plums"))
        }
        XCTAssertEqual(m.legend.map(\.label), ["Pears", "Apples", "Figs", "Plums"])
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.rects.map(\.style), [AnyShapeStyle(Color.red), AnyShapeStyle(Color.green), AnyShapeStyle(Color.purple)])
        XCTAssertEqual(ChartConfiguration.pairs(domain: ["a", "b", "c"], range: [Color.red, .blue]).map(\.0), ["a", "b", "c"])
        XCTAssertEqual(ChartConfiguration.pairs(domain: ["a", "b", "c"], range: [Color.red, .blue]).map(\.1)[2], AnyShapeStyle(Color.red))
    }

    /// `chartForegroundStyleScale(mapping:)` styles each value by the closure (given the value
    /// as its own type); values of another type keep the palette.
    func testForegroundStyleMapping() async {
        var config = ChartConfiguration()
        config.styleMapping = { value in String.from(value).map { AnyShapeStyle($0 == "hot" ? Color.red : Color.blue) } }
        let m = model(config) {
            BarMark(x: .value("K", "A"), y: .value("V", 1)).foregroundStyle(by: .value("T", "cold"))
            BarMark(x: .value("K", "B"), y: .value("V", 2)).foregroundStyle(by: .value("T", "hot"))
        }
        XCTAssertEqual(m.legend.map(\.label), ["cold", "hot"])
        XCTAssertEqual(m.legend.map(\.style), [AnyShapeStyle(Color.blue), AnyShapeStyle(Color.red)])
        XCTAssertEqual(Int.from(.number(3)), 3)
        XCTAssertEqual(Double.from(.number(2.5)), 2.5)
        XCTAssertNil(Int.from(.number(2.5)), "not an Int")
        XCTAssertNil(String.from(.number(1)))
    }

    /// Cardinal splines as d3 computes them: tension t scales the Catmull–Rom tangents by 1 − t
    /// (0: Catmull–Rom, 1: straight); Catmull–Rom with alpha 0.5 is centripetal.
    func testCardinalTensionAndCatmullRomAlpha() async {
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 60), CGPoint(x: 120, y: 0)]
        func controls(_ method: InterpolationMethod, through pts: [CGPoint] = pts) -> [CGPoint] {
            var p = Path()
            p.move(to: pts[0])
            ChartCurveShape.add(pts, method, to: &p)
            var out: [CGPoint] = []
            p.forEach { if case .curve(_, let c1, let c2) = $0 { out += [c1, c2] } }
            return out
        }
        // First segment, tension 0: c1 = p0 + (p1 − p0)/6 = (10, 10), c2 = p1 − (p2 − p0)/6 = (40, 60).
        XCTAssertEqual(controls(.cardinal).prefix(2), [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 60)])
        XCTAssertEqual(controls(.catmullRom), controls(.cardinal))
        // Tension 0.5 halves the tangents: (5, 5) and (50, 60).
        XCTAssertEqual(controls(.cardinal(tension: 0.5)).prefix(2), [CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 60)])
        // Tension 1: control points on the end points (straight lines).
        XCTAssertEqual(controls(.cardinal(tension: 1)).prefix(2), [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 60)])
        XCTAssertEqual(InterpolationMethod.cardinal(tension: 7), .cardinal(tension: 1), "clamped")
        // Between equal chords every alpha gives the uniform curve's control points; at an end
        // (a repeated point, a chord of length 0) d3 puts the control point on the end point.
        let zigzag = [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 60), CGPoint(x: 120, y: 0), CGPoint(x: 180, y: 60)]
        let centripetal = controls(.catmullRom(alpha: 0.5), through: zigzag), uniform = controls(.catmullRom, through: zigzag)
        for i in 2...3 {
            XCTAssertEqual(centripetal[i].x, uniform[i].x, accuracy: 1e-9)
            XCTAssertEqual(centripetal[i].y, uniform[i].y, accuracy: 1e-9)
        }
        XCTAssertEqual(centripetal[0], zigzag[0])
        XCTAssertEqual(centripetal[5], zigzag[3])
        XCTAssertEqual(InterpolationMethod.cardinal(tension: 0.5).description, "cardinal(tension: 0.5)")
    }

    func testGradientStyleScaleMixesByValue() async {
        var config = ChartConfiguration()
        config.styleGradient = Gradient(colors: [.white, .green])
        let m = model(config) {
            ForEach([0, 2, 4], id: \.self) { v in
                RectangleMark(x: .value("X", "c\(v)"), y: .value("Y", "r")).foregroundStyle(by: .value("Level", v))
            }
        }
        let g = ChartGeometry(model: m, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(g.rects.map(\.style), [
            AnyShapeStyle(Color.white), AnyShapeStyle(Color.white.mix(with: .green, by: 0.5, in: .device)), AnyShapeStyle(Color.green)
        ])
        XCTAssertEqual(ChartModel.color(in: Gradient(colors: [.red, .blue, .green]), at: 0.75), Color.blue.mix(with: .green, by: 0.5, in: .device))
    }

    func testAxisMarkStyles() async {
        var config = ChartConfiguration()
        config.yAxis.marks = [AxisMarks { _ in
            AxisGridLine().foregroundStyle(Color.red)
            AxisTick().foregroundStyle(Color.green)
            AxisValueLabel().foregroundStyle(Color.blue)
        }]
        let m = model(config) { PointMark(x: .value("X", 0), y: .value("Y", 10)) }
        XCTAssertEqual(m.yTicks.first?.gridStyle, AnyShapeStyle(Color.red))
        XCTAssertEqual(m.yTicks.first?.tickStyle, AnyShapeStyle(Color.green))
        XCTAssertEqual(m.yTicks.first?.labelStyle, AnyShapeStyle(Color.blue))
        XCTAssertNil(m.xTicks.first?.gridStyle)
        let plot = ChartPlotView(model: m, geometry: ChartGeometry(model: m, size: CGSize(width: 100, height: 100)), configuration: config)
        let segments = plot.gridSegments(CGSize(width: 100, height: 100))
        XCTAssertEqual(segments.first?.3, AnyShapeStyle(Color.red))
        XCTAssertEqual(segments.last?.3, AnyShapeStyle(HierarchicalShapeStyle.secondary))
    }

    func testDateStrideByMonthAndMonthUnits() async {
        let cal = DateTicks.calendar
        func day(_ m: Int, _ d: Int) -> Date { cal.date(from: DateComponents(year: 2024, month: m, day: d))! }
        var config = ChartConfiguration()
        config.xAxis.marks = [AxisMarks(values: .stride(by: .month))]
        let m = model(config) {
            LineMark(x: .value("D", day(1, 15)), y: .value("V", 1))
            LineMark(x: .value("D", day(5, 20)), y: .value("V", 2))
        }
        XCTAssertEqual(m.xTicks.map { $0.value }, [day(2, 1), day(3, 1), day(4, 1), day(5, 1)].map { PlotValue.date($0) })
        XCTAssertEqual(m.xTicks.map(\.label), ["Feb", "Mar", "Apr", "May"])
        let bars = model {
            BarMark(x: .value("M", day(2, 10), unit: .month), y: .value("V", 1))
            BarMark(x: .value("M", day(3, 10), unit: .month), y: .value("V", 1))
        }
        // February 2024 has 29 days, March 31: the domain is their 60 days.
        XCTAssertEqual(bars.x?.kind, .continuous(day(2, 1).timeIntervalSince1970...day(4, 1).timeIntervalSince1970, isDate: true))
        let g = ChartGeometry(model: bars, size: CGSize(width: 600, height: 100))
        XCTAssertEqual(g.rects[0].rect.width, 0.8 * 290, accuracy: 1e-6)
        XCTAssertEqual(g.rects[1].rect.midX, 290 + 155, accuracy: 1e-6)
    }

    func testAnnotationPlacement() async {
        func place(_ position: AnnotationPosition, _ alignment: Alignment = .center, spacing: CGFloat? = nil, vertical: Bool = true) -> (CGPoint, Alignment) {
            let a = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(EmptyView()))
            return ChartPlotView.annotationPlacement(
                PlotAnnotation(key: ChartMarkID(), index: 0, anchor: CGRect(x: 10, y: 20, width: 30, height: 40), annotation: a, vertical: vertical))
        }
        XCTAssertEqual(place(.automatic).0, CGPoint(x: 25, y: 16))
        XCTAssertEqual(place(.automatic).1, Alignment(horizontal: .center, vertical: .bottom))
        XCTAssertEqual(place(.automatic, vertical: false).0, CGPoint(x: 44, y: 40))
        XCTAssertEqual(place(.top, .leading, spacing: 6).0, CGPoint(x: 10, y: 14))
        XCTAssertEqual(place(.top, .leading, spacing: 6).1, .bottomLeading)
        XCTAssertEqual(place(.bottom, .trailing).0, CGPoint(x: 40, y: 64))
        XCTAssertEqual(place(.leading).0, CGPoint(x: 6, y: 40))
        XCTAssertEqual(place(.overlay, .top).0, CGPoint(x: 25, y: 40))
        XCTAssertEqual(place(.overlay, .top).1, .top)
        XCTAssertEqual(place(.topTrailing, spacing: 0).0, CGPoint(x: 40, y: 20))
    }
}
