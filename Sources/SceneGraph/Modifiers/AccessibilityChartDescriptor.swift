import Foundation

// Audio-graph descriptors (the Accessibility framework's `AXChartDescriptor` family, which
// SwiftUI's `accessibilityChartDescriptor(_:)` takes). A scene has no accessibility tree: the
// types hold what they are given so chart code that describes itself compiles and runs.

/// A value that describes a chart to assistive technologies.
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// An axis of a chart's description.
public protocol AXDataAxisDescriptor {
    var title: String { get set }
}

/// A numeric axis: its range, grid lines and how a value is read out.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var valueDescriptionProvider: (Double) -> String
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis: its categories in order.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]
    public init(title: String, categoryOrder: [String]) {
        self.title = title; self.categoryOrder = categoryOrder
    }
}

/// One value of a data point.
public struct AXDataPointValue {
    public var numberValue: Double?
    public var categoryValue: String?
    public init(_ number: Double) { numberValue = number }
    public init(_ category: String) { categoryValue = category }
    public static func number(_ value: Double) -> AXDataPointValue { AXDataPointValue(value) }
    public static func category(_ value: String) -> AXDataPointValue { AXDataPointValue(value) }
}

/// A data point of a series.
public struct AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    public var additionalValues: [AXDataPointValue]
    public var label: String?
    public init(x: Double, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = AXDataPointValue(x); yValue = y.map { AXDataPointValue($0) }; self.additionalValues = additionalValues; self.label = label
    }
    public init(x: String, y: Double? = nil, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = AXDataPointValue(x); yValue = y.map { AXDataPointValue($0) }; self.additionalValues = additionalValues; self.label = label
    }
}

/// A series of a chart's description.
public struct AXDataSeriesDescriptor {
    public var name: String?
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]
    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
}

/// A chart's description: title, summary, axes and series.
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
    public init(
        title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
        additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
    ) {
        self.title = title; self.summary = summary; self.xAxis = xAxis; self.yAxis = yAxis
        self.additionalAxes = additionalAxes; self.series = series
    }
}

extension View {
    /// Accepted for source compatibility: a scene has no accessibility tree, so the descriptor
    /// is not made.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> Self { self }
}
