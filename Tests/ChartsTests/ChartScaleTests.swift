import XCTest
@testable import Charts

/// Domains, ticks, bar frames, stacks, palette order and line points, as numbers.
@MainActor
final class ChartScaleTests: XCTestCase {
    func testNiceSteps() async {
        // 87 / 5 = 17.4: base 10, error 1.74 ≥ √2 → step 20.
        XCTAssertEqual(NiceScale.step(span: 87), 20)
        // 1234 / 5 = 246.8: base 100, error 2.47 → 200.
        XCTAssertEqual(NiceScale.step(span: 1234), 200)
        // 30 / 5 = 6: base 1, error 6 ≥ √10 → 5.
        XCTAssertEqual(NiceScale.step(span: 30), 5)
        // 100 / 5 = 20: base 10, error 2 → 20.
        XCTAssertEqual(NiceScale.step(span: 100), 20)
        // 0.87 / 5 = 0.174: base 0.1, error 1.74 → 0.2.
        XCTAssertEqual(NiceScale.step(span: 0.87), 0.2, accuracy: 1e-12)
        // 8 / 5 = 1.6: base 1, error 1.6 → 2; 70 / 5 = 14: base 10, 1.4 < √2 → 10.
        XCTAssertEqual(NiceScale.step(span: 8), 2)
        XCTAssertEqual(NiceScale.step(span: 70), 10)
    }

    func testNiceDomainsAndTicks() async {
        let a = NiceScale.domain(0, 87)
        XCTAssertEqual(a.domain, 0...100)
        XCTAssertEqual(NiceScale.ticks(in: a.domain, step: a.step), [0, 20, 40, 60, 80, 100])
        let b = NiceScale.domain(-3.2, 7.9)
        XCTAssertEqual(b.domain, -4...8)
        XCTAssertEqual(NiceScale.ticks(in: b.domain, step: b.step), [-4, -2, 0, 2, 4, 6, 8])
        let c = NiceScale.domain(0, 0.87)
        XCTAssertEqual(NiceScale.ticks(in: c.domain, step: c.step), [0, 0.2, 0.4, 0.6, 0.8, 1])
        let d = NiceScale.domain(0, 12_100)
        XCTAssertEqual(d.domain, 0...14_000)
        XCTAssertEqual(d.step, 2_000)
        XCTAssertEqual(NiceScale.domain(5, 5).domain, 5...6)
    }

    func testNumberLabels() async {
        XCTAssertEqual(numberLabel(12_000, step: 2_000), "12,000")
        XCTAssertEqual(numberLabel(0.4, step: 0.2), "0.4")
        XCTAssertEqual(numberLabel(-4, step: 2), "-4")
    }

    func model<C: ChartContent>(_ config: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> C) -> ChartModel {
        ChartModel(marks: collectMarks(content()), configuration: config)
    }

    func testBarDomainIncludesZeroAndBarFrames() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 10))
            BarMark(x: .value("K", "B"), y: .value("V", 20))
            BarMark(x: .value("K", "C"), y: .value("V", 30))
        }
        XCTAssertEqual(m.x?.kind, .band(["A", "B", "C"]))
        XCTAssertEqual(m.y?.kind, .continuous(0...30, isDate: false))
        XCTAssertEqual(m.yTicks.map(\.label), ["0", "5", "10", "15", "20", "25", "30"])
        XCTAssertEqual(m.xTicks.map(\.label), ["A", "B", "C"])
        let g = ChartGeometry(model: m, size: CGSize(width: 300, height: 200))
        // Band 100 pt, bar 60 % of it; 10 of 30 is a third of 200 pt.
        XCTAssertEqual(g.rects[0].rect.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.width, 60, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.height, 200.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.maxY, 200, accuracy: 1e-9)
        XCTAssertEqual(g.rects[2].rect.minY, 0, accuracy: 1e-9)
    }

    func testStackingAndPalette() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 10)).foregroundStyle(by: .value("S", "p"))
            BarMark(x: .value("K", "A"), y: .value("V", 20)).foregroundStyle(by: .value("S", "q"))
            BarMark(x: .value("K", "B"), y: .value("V", 5)).foregroundStyle(by: .value("S", "r"))
        }
        XCTAssertEqual(m.valueIntervals[0], 0...10)
        XCTAssertEqual(m.valueIntervals[1], 10...30)
        XCTAssertEqual(m.valueIntervals[2], 0...5)
        XCTAssertEqual(m.y?.kind, .continuous(0...30, isDate: false))
        XCTAssertEqual(m.legend.map(\.label), ["p", "q", "r"])
        XCTAssertEqual(m.legend.map(\.style), [AnyShapeStyle(Color.blue), AnyShapeStyle(Color.green), AnyShapeStyle(Color.orange)])
        XCTAssertEqual(chartDefaultPalette, [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
        let g = ChartGeometry(model: m, size: CGSize(width: 200, height: 300))
        // The second bar sits on the first: 10…30 of 0…30 in 300 pt is y 0…200.
        XCTAssertEqual(g.rects[1].rect.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(g.rects[1].rect.maxY, 200, accuracy: 1e-9)
    }

    func testGroupedBarsSplitTheBand() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 10)).position(by: .value("S", "p"))
            BarMark(x: .value("K", "A"), y: .value("V", 20)).position(by: .value("S", "q"))
        }
        XCTAssertEqual(m.valueIntervals[1], 0...20)
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.rects[0].rect.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(g.rects[0].rect.width, 30, accuracy: 1e-9)
        XCTAssertEqual(g.rects[1].rect.minX, 50, accuracy: 1e-9)
    }

    func testHorizontalBars() async {
        let m = model {
            BarMark(x: .value("V", 40), y: .value("K", "A"))
            BarMark(x: .value("V", 80), y: .value("K", "B"))
        }
        XCTAssertEqual(m.x?.kind, .continuous(0...80, isDate: false))
        XCTAssertEqual(m.y?.kind, .band(["A", "B"]))
        let g = ChartGeometry(model: m, size: CGSize(width: 160, height: 100))
        // "A" is the first band: at the top.
        XCTAssertEqual(g.rects[0].rect, CGRect(x: 0, y: 10, width: 80, height: 30))
        XCTAssertEqual(g.rects[1].rect.width, 160, accuracy: 1e-9)
    }

    func testLinePointsAndSeries() async {
        let m = model {
            LineMark(x: .value("X", 0), y: .value("Y", 0))
            LineMark(x: .value("X", 1), y: .value("Y", 5))
            LineMark(x: .value("X", 2), y: .value("Y", 10))
        }
        XCTAssertEqual(m.x?.kind, .continuous(0...2, isDate: false))
        XCTAssertEqual(m.y?.kind, .continuous(0...10, isDate: false))
        let g = ChartGeometry(model: m, size: CGSize(width: 300, height: 200))
        XCTAssertEqual(g.lines.count, 1)
        XCTAssertEqual(g.lines[0].points, [CGPoint(x: 0, y: 200), CGPoint(x: 150, y: 100), CGPoint(x: 300, y: 0)])
        XCTAssertEqual(g.lines[0].stroke.lineWidth, 2)
    }

    func testDomainOverridesAndRules() async {
        var config = ChartConfiguration()
        config.yDomain = (0...50)._spec
        let m = model(config) {
            PointMark(x: .value("X", 3), y: .value("Y", 10))
            RuleMark(y: .value("Y", 25))
        }
        XCTAssertEqual(m.y?.kind, .continuous(0...50, isDate: false))
        let g = ChartGeometry(model: m, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(g.rules[0].from, CGPoint(x: 0, y: 50))
        XCTAssertEqual(g.rules[0].to, CGPoint(x: 100, y: 50))
        // Swift Charts' default point is 30 pt² in area: a circle 6.18 pt across.
        XCTAssertEqual(g.symbols[0].size, 2 * (30 / CGFloat.pi).squareRoot(), accuracy: 1e-9)
    }

    func testSectorsShareTheTurn() async {
        let m = model {
            SectorMark(angle: .value("V", 1))
            SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.5))
        }
        XCTAssertTrue(m.isPie)
        let g = ChartGeometry(model: m, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(g.sectors[0].startAngle, -Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(g.sectors[0].endAngle, 0, accuracy: 1e-12)
        XCTAssertEqual(g.sectors[1].endAngle, 1.5 * Double.pi, accuracy: 1e-12)
        XCTAssertEqual(g.sectors[1].outerRadius, 50)
        XCTAssertEqual(g.sectors[1].innerRadius, 25)
    }

    func testDateScaleTicksByDay() async {
        let day = 86_400.0
        let start = Date(timeIntervalSince1970: 19_800 * day)  // 2024-03-18, UTC
        let m = model {
            ForEach(0..<5) { i in
                BarMark(x: .value("Day", start.addingTimeInterval(Double(i) * day), unit: .day), y: .value("N", i + 1))
            }
        }
        XCTAssertEqual(m.x?.kind, .continuous(start.timeIntervalSince1970...(start.timeIntervalSince1970 + 5 * day), isDate: true))
        XCTAssertEqual(m.xTicks.map(\.label), ["Mar 18", "Mar 19", "Mar 20", "Mar 21", "Mar 22", "Mar 23"])
        let g = ChartGeometry(model: m, size: CGSize(width: 500, height: 100))
        // A day is 100 pt; the bar fills 80 % of it.
        XCTAssertEqual(g.rects[0].rect.minX, 10, accuracy: 1e-6)
        XCTAssertEqual(g.rects[0].rect.width, 80, accuracy: 1e-6)
    }

    func testIdentityFollowsForEachIDs() async {
        let marks = collectMarks(ForEach(weekSteps) { d in BarMark(x: .value("D", d.day), y: .value("S", d.steps)) })
        XCTAssertEqual(marks.count, 7)
        XCTAssertEqual(marks[0].identity.path, [AnyHashable("Mon")])
        XCTAssertNotEqual(marks[0].identity, marks[1].identity)
    }

    func testProxyPositionsAndValues() async {
        let m = model {
            BarMark(x: .value("K", "A"), y: .value("V", 10))
            BarMark(x: .value("K", "B"), y: .value("V", 20))
        }
        let proxy = ChartProxy(model: m, plotSize: CGSize(width: 200, height: 100))
        XCTAssertEqual(proxy.position(forX: "B"), 150)
        XCTAssertEqual(proxy.position(forY: 10), 50)
        XCTAssertEqual(proxy.value(atX: 40, as: String.self), "A")
        XCTAssertEqual(proxy.value(atY: 25, as: Double.self), 15)
    }
}
