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
    /// The legend centred above the plot, 6 pt from it.
    func testTopCentredLegend() async { assertSnapshot(of: TopLegendChart(), at: 0, size: size) }
}
