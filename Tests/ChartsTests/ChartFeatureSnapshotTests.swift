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
}
