import XCTest
import SceneGraph
@testable import Charts

/// Swift Charts' `CGFloat` position parameters (points in the plot area from its top-left
/// corner, nil: the edges or the middle), functions sampled over the chart's x domain,
/// `clipShape` and `mask(content:)`, as numbers.
@MainActor
final class ChartFixedPositionTests: XCTestCase {
    func model<C: ChartContent>(_ config: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> C) -> ChartModel {
        ChartModel(marks: collectMarks(content()), configuration: config)
    }
    let size = CGSize(width: 200, height: 100)

    func testRulesAtAValueSpanFixedPoints() async {
        let m = model {
            PointMark(x: .value("X", 0), y: .value("Y", 0))
            PointMark(x: .value("X", 10), y: .value("Y", 10))
            RuleMark(x: .value("X", 5), yStart: 20, yEnd: 60)
            RuleMark(xStart: nil, xEnd: 50, y: .value("Y", 5))
            RuleMark(x: 30, yStart: .value("Y", 0), yEnd: .value("Y", 10))
            RuleMark(xStart: .value("X", 0), xEnd: .value("X", 10))
            RuleMark(x: .value("X", 5))
        }
        let g = ChartGeometry(model: m, size: size)
        // x 5 of 0…10 is 100 pt; y 5 of 0…10 is 50 pt from the top.
        XCTAssertEqual(g.rules[0].from, CGPoint(x: 100, y: 20))
        XCTAssertEqual(g.rules[0].to, CGPoint(x: 100, y: 60))
        XCTAssertEqual(g.rules[1].from, CGPoint(x: 0, y: 50), "a nil start is the plot's leading edge")
        XCTAssertEqual(g.rules[1].to, CGPoint(x: 50, y: 50))
        XCTAssertEqual(g.rules[2].from, CGPoint(x: 30, y: 100))
        XCTAssertEqual(g.rules[2].to, CGPoint(x: 30, y: 0))
        XCTAssertEqual(g.rules[3].from, CGPoint(x: 0, y: 50), "a nil y is the plot's middle")
        XCTAssertEqual(g.rules[3].to, CGPoint(x: 200, y: 50))
        XCTAssertEqual(g.rules[4].from, CGPoint(x: 100, y: 0), "across the plot by default")
        XCTAssertEqual(g.rules[4].to, CGPoint(x: 100, y: 100))
    }

    func testBarsForOneValueAcrossAFixedSpan() async {
        let m = model {
            BarMark(x: .value("K", "A"), yStart: 10, yEnd: 90)
            BarMark(x: .value("K", "B"))
        }
        XCTAssertNil(m.y, "bars for a category alone give the y axis no domain")
        let g = ChartGeometry(model: m, size: size)
        // Two 100 pt bands, each bar 60 % of its band.
        XCTAssertEqual(g.rects[0].rect, CGRect(x: 20, y: 10, width: 60, height: 80))
        XCTAssertEqual(g.rects[1].rect, CGRect(x: 120, y: 0, width: 60, height: 100))

        let h = model {
            BarMark(x: .value("V", 50), yStart: 40, yEnd: 60)
            BarMark(xStart: 0, xEnd: 100, yStart: .value("V", 25), yEnd: .value("V", 100))
        }
        XCTAssertEqual(h.x?.kind, .continuous(0...50, isDate: false))
        let gh = ChartGeometry(model: h, size: size)
        XCTAssertEqual(gh.rects[0].rect, CGRect(x: 0, y: 40, width: 200, height: 20), "a number runs from zero")
        XCTAssertEqual(h.y?.kind, .continuous(0...100, isDate: false))
        XCTAssertEqual(gh.rects[1].rect, CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    func testRectanglesAndPointsWithFixedPositions() async {
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400)
        let m = model {
            RectangleMark(xStart: .value("T", start), xEnd: .value("T", end))
            RectangleMark(xStart: .value("T", start), xEnd: .value("T", end), yStart: 25, yEnd: 75)
            PointMark(x: .value("T", end), y: 10)
            PointMark(x: .value("T", start))
        }
        let g = ChartGeometry(model: m, size: size)
        XCTAssertEqual(g.rects[0].rect, CGRect(x: 0, y: 0, width: 200, height: 100), "a band across the whole plot")
        XCTAssertEqual(g.rects[1].rect, CGRect(x: 0, y: 25, width: 200, height: 50))
        XCTAssertEqual(g.symbols[0].center, CGPoint(x: 200, y: 10))
        XCTAssertEqual(g.symbols[1].center, CGPoint(x: 0, y: 50), "a nil y is the middle")
    }

    func testVectorizedPlotsWithPointPositions() async {
        struct Span { var name: String; var top: CGFloat; var bottom: CGFloat }
        let spans = [Span(name: "A", top: 0, bottom: 50), Span(name: "B", top: 30, bottom: 100)]
        let m = model {
            BarPlot(spans, x: .value("Name", \.name), yStart: \.top, yEnd: \.bottom)
            RulePlot(spans, xStart: 10, xEnd: 20, y: .value("Name", \.name))
        }
        let g = ChartGeometry(model: m, size: size)
        XCTAssertEqual(g.rects.map(\.rect), [CGRect(x: 20, y: 0, width: 60, height: 50), CGRect(x: 120, y: 30, width: 60, height: 70)])
        XCTAssertEqual(g.rules.map(\.from.x), [10, 10])
        XCTAssertEqual(g.rules.map(\.to.x), [20, 20])
    }

    func testFunctionWithoutDomainSamplesTheXScaleDomain() async {
        var config = ChartConfiguration()
        config.xDomain = (-2...2)._spec
        let written = model(config) { LinePlot(x: "x", y: "y") { $0 * $0 } }
        XCTAssertEqual(written.marks.count, 201)
        XCTAssertEqual(written.marks.first?.x?.value, .number(-2))
        XCTAssertEqual(written.marks.last?.x?.value, .number(2))
        XCTAssertEqual(written.marks[100].y?.value, .number(0))
        XCTAssertEqual(written.y?.kind, .continuous(0...4, isDate: false))
        XCTAssertEqual(Set(written.marks.map(\.identity)).count, 201, "each sample is its own point")

        // No written domain: the other marks' automatic (nice, zero-including) domain, 0…10.
        let fromMarks = model {
            PointMark(x: .value("x", 3), y: .value("y", 1))
            PointMark(x: .value("x", 9.5), y: .value("y", 1))
            LinePlot(x: "x", y: "y") { $0 / 2 }
        }
        let line = fromMarks.marks.filter { $0.kind == .line }
        XCTAssertEqual(line.first?.x?.value, .number(0))
        XCTAssertEqual(line.last?.x?.value, .number(10))

        // Not finite samples are left out; a parametric graph maps its t domain.
        XCTAssertEqual(model { LinePlot(x: "x", y: "y", domain: -1...1) { 1 / $0 } }.marks.count, 200)
        let circle = model { LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { (x: cos($0), y: sin($0)) } }
        XCTAssertEqual(circle.marks.count, 201)
        XCTAssertEqual(circle.marks[50].x?.value.continuous ?? 9, 0, accuracy: 1e-12)
        XCTAssertEqual(circle.marks[50].y?.value.continuous ?? 9, 1, accuracy: 1e-12)

        let band = model { AreaPlot(x: "x", yStart: "lo", yEnd: "hi", domain: 0...1) { (yStart: -$0, yEnd: $0) } }
        XCTAssertEqual(band.marks.last?.yStart?.value, .number(-1))
        XCTAssertEqual(band.marks.last?.yEnd?.value, .number(1))
        XCTAssertEqual(band.y?.kind, .continuous(-1...1, isDate: false))
    }

    func testClipShapeFillsTheMarksFrame() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 10)).clipShape(Capsule())
        }
        let g = ChartGeometry(model: m, size: size)
        let shape = ChartRectShape(rect: g.rects[0].rect, cornerRadius: 0, clip: g.rects[0].clip)
        let bounds = CGRect(origin: .zero, size: size)
        XCTAssertEqual(shape.path(in: bounds).boundingRect, g.rects[0].rect)
        XCTAssertEqual(shape.path(in: bounds), Capsule().path(in: g.rects[0].rect))
        XCTAssertNotEqual(shape.path(in: bounds), Path(g.rects[0].rect))
    }

    func testMaskContentIsALayerOfItsOwnAndCountsInTheScales() async {
        let m = model {
            RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 4))
                .foregroundStyle(.red)
                .mask {
                    AreaMark(x: .value("X", 0), y: .value("Y", 2))
                    AreaMark(x: .value("X", 4), y: .value("Y", 8))
                }
            LineMark(x: .value("X", 0), y: .value("Y", 1))
            LineMark(x: .value("X", 4), y: .value("Y", 1))
        }
        XCTAssertEqual(m.marks.map(\.layer), [.masked(0), .mask(0), .mask(0), .main, .main])
        XCTAssertEqual(m.y?.kind, .continuous(0...8, isDate: false), "the mask's marks count in the y domain")
        let g = ChartGeometry(model: m, size: size)
        XCTAssertEqual(g.maskGroups, [0])
        XCTAssertEqual(g.rects.map(\.stacking.layer), [.masked(0)])
        XCTAssertEqual(g.areas.map(\.stacking.layer), [.mask(0)])
        XCTAssertEqual(g.lines.map(\.stacking.layer), [.main])
    }
}

/// `NumberBins` and `DateBins`: thresholds, bins and the bin of a value, as numbers.
@MainActor
final class ChartBinsTests: XCTestCase {
    func testNumberBins() async {
        let bins = NumberBins(range: 0.0...10.0, count: 4)
        XCTAssertEqual(bins.thresholds, [0, 2.5, 5, 7.5, 10])
        XCTAssertEqual(bins.count, 4)
        XCTAssertEqual(bins[1], ChartBinRange(lowerBound: 2.5, upperBound: 5))
        XCTAssertEqual(bins.index(for: 2.5), 1)
        XCTAssertEqual(bins.index(for: 10), 3, "the last bin includes its upper threshold")
        XCTAssertEqual(bins.index(for: -1), 0)
        XCTAssertEqual(NumberBins(size: 3.0, range: 0...10).thresholds, [0, 3, 6, 9, 12])
        // About ten nice bins over 0.3…9.6: steps of 1 from 0 to 10.
        XCTAssertEqual(NumberBins(range: 0.3...9.6, desiredCount: 10).thresholds, (0...10).map(Double.init))
        XCTAssertEqual(NumberBins(range: 0...12, count: 3).thresholds, [0, 4, 8, 12])
        // Scott's rule for 0…99: σ = 29.01, width 3.49 σ 100^(−1/3) = 21.8, so 5 bins → nice steps of 20.
        let data = NumberBins(data: (0..<100).map(Double.init))
        XCTAssertEqual(data.thresholds, [0, 20, 40, 60, 80, 100])
    }

    func testDateBins() async {
        let start = Date(timeIntervalSince1970: 0)
        let bins = DateBins(timeInterval: 3600, range: start...start.addingTimeInterval(3 * 3600 - 1))
        XCTAssertEqual(bins.count, 3)
        XCTAssertEqual(bins.index(for: start.addingTimeInterval(3700)), 1)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = DateBins(unit: .day, range: start.addingTimeInterval(3600)...start.addingTimeInterval(2 * 86_400 + 60), calendar: utc)
        XCTAssertEqual(days.thresholds.first, start)
        XCTAssertEqual(days.count, 3)
    }

    func testSymbolSizeOfAFrameIsTheCircleThatFitsIt() async {
        let m = ChartModel(marks: collectMarks(PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(CGSize(width: 10, height: 6))), configuration: ChartConfiguration())
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.symbols[0].size, 10, accuracy: 1e-9)
    }
}

/// What a new user's charts needed: histogram bins, edge offsets, `zIndex`, the written order
/// of a style scale, as numbers.
@MainActor
final class ChartNewUserTests: XCTestCase {
    func model<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> ChartModel {
        ChartModel(marks: collectMarks(content()), configuration: ChartConfiguration())
    }
    let size = CGSize(width: 200, height: 100)

    func testHistogramBinsRiseFromZeroAcrossTheirInterval() async {
        let m = model {
            BarMark(xStart: .value("ms", 0), xEnd: .value("ms", 50), y: .value("Count", 4))
            BarMark(xStart: .value("ms", 50), xEnd: .value("ms", 100), y: .value("Count", 10))
        }
        XCTAssertEqual(m.x?.kind, .continuous(0...100, isDate: false))
        XCTAssertEqual(m.y?.kind, .continuous(0...10, isDate: false))
        let g = ChartGeometry(model: m, size: size)
        XCTAssertEqual(g.rects.map(\.rect), [CGRect(x: 0, y: 60, width: 100, height: 40), CGRect(x: 100, y: 0, width: 100, height: 100)])
        // A category on y keeps the Gantt bar across it.
        let gantt = ChartGeometry(model: model { BarMark(xStart: .value("t", 20), xEnd: .value("t", 60), y: .value("Job", "A")) }, size: size)
        XCTAssertEqual(gantt.rects[0].rect.minX, 200 * 20 / 60, accuracy: 1e-9)
        XCTAssertEqual(gantt.rects[0].rect.maxX, 200, accuracy: 1e-9)
    }

    func testEdgeOffsetsLengthenARule() async {
        let m = model {
            PointMark(x: .value("x", 0), y: .value("y", 0))
            PointMark(x: .value("x", 10), y: .value("y", 10))
            RuleMark(x: .value("x", 5)).offset(yStart: -10)
            RuleMark(y: .value("y", 5)).offset(xStart: 5, xEnd: -5, y: 2)
        }
        let g = ChartGeometry(model: m, size: size)
        XCTAssertEqual(g.rules[0].from, CGPoint(x: 100, y: -10))
        XCTAssertEqual(g.rules[0].to, CGPoint(x: 100, y: 100))
        XCTAssertEqual(g.rules[1].from, CGPoint(x: 5, y: 52))
        XCTAssertEqual(g.rules[1].to, CGPoint(x: 195, y: 52))
    }

    func testMarksAreDrawnInTheOrderWrittenThenByZIndex() async {
        func order<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [String] {
            ChartGeometry(model: model(content), size: size).items(in: .main).map {
                switch $0 {
                case .area: "area"
                case .rect(let r): "bar \(r.key.path.last.map { "\($0)" } ?? "")"
                case .line: "line"
                case .rule: "rule"
                case .symbol: "point"
                case .sector: "sector"
                }
            }
        }
        // A rule written before the bars is drawn under them; one written after, over them.
        XCTAssertEqual(order {
            RuleMark(y: .value("V", 1))
            BarMark(x: .value("K", "A"), y: .value("V", 2))
        }, ["rule", "bar 1"])
        XCTAssertEqual(order {
            BarMark(x: .value("K", "A"), y: .value("V", 2))
            RuleMark(y: .value("V", 1))
        }, ["bar 0", "rule"])
        // `zIndex` comes first: a rule lowered under the bar written before it, a bar raised.
        XCTAssertEqual(order {
            BarMark(x: .value("K", "A"), y: .value("V", 1)).zIndex(1)
            BarMark(x: .value("K", "B"), y: .value("V", 2))
            RuleMark(y: .value("V", 1)).zIndex(-1)
        }, ["rule", "bar 1", "bar 0"])
        // A line's points are drawn over it; an area series where its first mark is written.
        XCTAssertEqual(order {
            AreaMark(x: .value("X", 0), y: .value("Y", 1))
            LineMark(x: .value("X", 0), y: .value("Y", 1)).symbol(.circle)
            AreaMark(x: .value("X", 1), y: .value("Y", 2))
            LineMark(x: .value("X", 1), y: .value("Y", 2)).symbol(.circle)
        }, ["area", "line", "point", "point"])
    }
}

/// Axis labels formatted as `Text(_:format:)` formats: US English in UTC, whatever the machine's
/// locale (a machine with `LANG=C` has `en_001`, which writes "1 M").
@MainActor
final class AxisLabelFormatTests: XCTestCase {
    func testDateFormatsFollowUSEnglish() async {
        let march1 = Date(timeIntervalSince1970: 1_677_628_800)  // 1 March 2023, 00:00 UTC
        func text(_ label: AxisValueLabel) -> String? {
            guard case .label(let text?, _, _, _, _)? = label._elements.items.first else { return nil }
            return text(.date(march1))
        }
        XCTAssertEqual(text(AxisValueLabel(format: .dateTime.day().month(.narrow))), "M 1")
        XCTAssertEqual(text(AxisValueLabel(format: .dateTime.month(.abbreviated).day())), "Mar 1")
        XCTAssertEqual(
            text(AxisValueLabel(format: Date.FormatStyle(locale: Locale(identifier: "de_DE")).day().month(.abbreviated))), "1. März",
            "a style's own locale is kept")
    }
}

/// A histogram as Apple's `NumberBins` documentation writes it: `BarMark(x: .value(_, bin),
/// y:)` covers each bin.
@MainActor
final class ChartBinRangeTests: XCTestCase {
    func testBarsCoverTheirBins() async {
        let bins = NumberBins(range: 0.0...100.0, count: 4)
        let counts = [3, 8, 5, 1]
        let m = ChartModel(marks: collectMarks(
            ForEach(Array(bins.enumerated()), id: \.offset) { i, bin in
                BarMark(x: .value("Time", bin), y: .value("Count", counts[i]))
            }), configuration: ChartConfiguration())
        XCTAssertEqual(m.x?.kind, .continuous(0...100, isDate: false))
        let g = ChartGeometry(model: m, size: CGSize(width: 200, height: 100))
        // Each 25-unit bin is 50 pt wide; the bar fills `unitFill` of it, centred.
        let fill = ChartGeometry.unitFill
        XCTAssertEqual(g.rects[0].rect.midX, 25, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.width, 50 * fill, accuracy: 1e-9)
        XCTAssertEqual(g.rects[1].rect.minY, 0, accuracy: 1e-9, "8 is the top of 0…8")
        XCTAssertEqual(g.rects[3].rect.midX, 175, accuracy: 1e-9)
    }
}

/// From the second new user's check: number styles of every kind on axis labels, `AxisMarks`
/// content that does not read the value, `AxisMarks(format:)`, and a lowered mark drawn once.
@MainActor
final class ChartSecondCheckTests: XCTestCase {
    func testAxisLabelsTakeAnyNumberStyle() async {
        func text(_ label: AxisValueLabel, _ v: Double) -> String? {
            guard case .label(let text?, _, _, _, _)? = label._elements.items.first else { return nil }
            return text(.number(v))
        }
        XCTAssertEqual(text(AxisValueLabel(format: .currency(code: "USD").precision(.fractionLength(0))), 2500), "$2,500")
        XCTAssertEqual(text(AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent.percent), 0.25), "25%")
        XCTAssertEqual(text(AxisValueLabel(format: IntegerFormatStyle<Int>.number), 1234), "1,234")
        XCTAssertEqual(text(AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))), 2), "2.0")
    }

    func testAxisMarksFormsWithoutTheValue() async {
        var config = ChartConfiguration()
        config.yAxis.marks = [AxisMarks(values: [0, 50, 100]) { AxisGridLine() }]
        config.xAxis.marks = [AxisMarks(format: .currency(code: "USD").precision(.fractionLength(0)), values: .automatic)]
        let m = ChartModel(marks: collectMarks(BarMark(x: .value("Sales", 300), y: .value("Units", 100))), configuration: config)
        XCTAssertEqual(m.yTicks.map(\.gridLine), [true, true, true])
        XCTAssertEqual(m.yTicks.compactMap(\.label), [])
        XCTAssertEqual(m.xTicks.first?.label, "$0")
        XCTAssertEqual(m.xTicks.last?.label, "$300")
    }
}
