import SceneTesting
import XCTest
@testable import Charts

/// Goldens of the feature scenes (ChartFeatureScenes.swift), looked at.
@MainActor
final class ChartFeatureSnapshotTests: XCTestCase {
    let size = CGSize(width: 360, height: 240)

    func testLogGrowthChart() async { assertSnapshot(of: LogGrowthChart(), at: 0, size: size) }
    func testCrowdedLabelsChart() async { assertSnapshot(of: CrowdedLabelsChart(), at: 0, size: size) }
    func testInsetAxesChart() async { assertSnapshot(of: InsetAxesChart(), at: 0, size: size) }
    func testScrolledMonthsChart() async { assertSnapshot(of: ScrolledMonthsChart(), at: 0, size: size) }
    /// The legend as a column beside the plot (top-aligned), colours from a mapping, cardinal lines.
    func testTrailingLegendAndMappedStyles() async { assertSnapshot(of: WalkersLegendChart(), at: 0, size: size) }
    /// Vectorized plots: one bar per element coloured by its party; a function's graph with points.
    func testVectorizedPlots() async throws {
        assertSnapshot(of: VotesBarPlot(), at: 0, size: size, named: "bars")
        assertSnapshot(of: SineLinePlot(), at: 0, size: size, named: "function")
        var collector = MarkCollector()
        collector.collect(BarPlot(VotesBarPlot().votes, x: .value("Party", \.party), y: .value("Votes", \.votes)).foregroundStyle(by: .value("P", \.party)))
        XCTAssertEqual(collector.marks.map(\.kind), [.bar, .bar, .bar])
        XCTAssertEqual(collector.marks.map { $0.x?.value }, [.category("Green"), .category("Blue"), .category("Red")])
        XCTAssertEqual(collector.marks.map { $0.y?.value }, [.number(12), .number(30), .number(21)])
        XCTAssertEqual(collector.marks.map { $0.styleBy?.value }, [.category("Green"), .category("Blue"), .category("Red")])
        XCTAssertEqual(Set(collector.marks.map(\.identity)).count, 3, "one identity per element")
        var more = MarkCollector()
        let votes = VotesBarPlot().votes
        more.collect(RulePlot(votes, y: .value("Votes", \.votes)))
        more.collect(RectanglePlot(votes, x: .value("Party", \.party), y: .value("Votes", \.votes), width: .fixed(10)))
        more.collect(SectorPlot(votes, angle: .value("Votes", \.votes), innerRadius: .ratio(0.5)))
        XCTAssertEqual(more.marks.map(\.kind), [.rule, .rule, .rule, .rectangle, .rectangle, .rectangle, .sector, .sector, .sector])
        XCTAssertEqual(more.marks.filter { $0.kind == .sector }.map(\.angle), [12, 30, 21])
        XCTAssertEqual(more.marks.first { $0.kind == .rectangle }?.width, .fixed(10))
        let line = ChartModel(marks: collectMarks(LinePlot(x: "x", y: "y", domain: 0...2) { $0 * $0 }), configuration: ChartConfiguration())
        XCTAssertEqual(line.marks.count, 201)
        XCTAssertEqual(line.marks.last?.y?.value, .number(4))
    }
    /// A vertical scroll: five of twelve months in view from March, the bars outside clipped.
    func testVerticallyScrolledMonths() async { assertSnapshot(of: VerticallyScrolledMonths(), at: 0, size: size) }
    /// The legend centred above the plot, 6 pt from it.
    func testTopCentredLegend() async { assertSnapshot(of: TopLegendChart(), at: 0, size: size) }
}

/// Goldens of `mask(content:)`, `clipShape`, the `CGFloat` positions and a function drawn over
/// the x scale's domain.
@MainActor
final class ChartMaskAndPositionSnapshotTests: XCTestCase {
    let size = CGSize(width: 360, height: 240)
    func testUVIndexMaskedChart() async { assertSnapshot(of: UVIndexMaskedChart(), at: 0, size: size) }
    func testCapsuleRangesChart() async { assertSnapshot(of: CapsuleRangesChart(), at: 0, size: size) }
    func testParabolaOverScaleDomain() async { assertSnapshot(of: ParabolaOverScaleDomain(), at: 0, size: size) }
    /// Trailing and inset leading y labels, bottom and top x labels: each side thinned by itself;
    /// the inset labels hang below their lines (`anchor: .topLeading`).
    func testTwoSidedAxesChart() async { assertSnapshot(of: TwoSidedAxesChart(), at: 0, size: size) }
    /// Day initials starting at each day's tick; none at the end of the week, past the plot.
    func testWeekBarsChart() async { assertSnapshot(of: WeekBarsChart(), at: 0, size: size) }
    /// Month initials centred under their months; none for the closing tick.
    func testCenteredMonthsChart() async { assertSnapshot(of: CenteredMonthsChart(), at: 0, size: size) }
    /// Bars over `NumberBins` bins, with axis titles below the x labels and above the y labels.
    func testReactionTimeHistogram() async { assertSnapshot(of: ReactionTimeHistogram(), at: 0, size: size) }
    /// Sectors with rounded corners (`.cornerRadius`), a donut and a pie.
    func testRoundedDonutChart() async { assertSnapshot(of: RoundedDonutChart(), at: 0, size: size) }
    /// A rule with `zIndex(-1)` under the bars (drawn once), lengthened above the plot.
    func testRuleBehindBarsChart() async { assertSnapshot(of: RuleBehindBarsChart(), at: 0, size: size) }
}
