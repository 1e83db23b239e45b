import SceneTesting
import XCTest
@testable import Charts

/// Goldens of the chart scenes (ChartScenes.swift), looked at against iOS 17's Swift Charts.
@MainActor
final class ChartSnapshotTests: XCTestCase {
    let size = CGSize(width: 360, height: 240)

    func testStepsBarChart() async { assertSnapshot(of: StepsBarChart(), at: 0, size: size) }
    func testStackedFruitChart() async { assertSnapshot(of: StackedFruitChart(), at: 0, size: size) }
    func testGroupedFruitChart() async { assertSnapshot(of: GroupedFruitChart(), at: 0, size: size) }
    func testTemperatureLineChart() async { assertSnapshot(of: TemperatureLineChart(), at: 0, size: size) }
    func testRainfallAreaChart() async { assertSnapshot(of: RainfallAreaChart(), at: 0, size: size) }
    func testExpenseDonutChart() async { assertSnapshot(of: ExpenseDonutChart(), at: 0, size: CGSize(width: 300, height: 300)) }
    func testScatterAxisChart() async { assertSnapshot(of: ScatterAxisChart(), at: 0, size: size) }

    /// Bars growing with a spring (duration 0.8, bounce 0.3): a filmstrip and the bars' shape
    /// rectangles over time.
    func testGrowingBarsMotion() async {
        assertFrames(of: GrowingBarsChart(), size: size, sampling: .times([0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1.2]), columns: 4)
        assertMotion(
            of: GrowingBarsChart(), size: size, times: stride(from: 0.0, through: 1.2, by: 0.1).map { ($0 * 1000).rounded() / 1000 },
            tolerance: 1e-3)
    }
}
