import Foundation
import SceneGraph

/// A channel of a vectorized plot: a label and, for each data element, a value read through a
/// key path or the same constant (Swift Charts' `PlottableProjection`).
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    let read: (DataElement) -> DataValue

    /// The value at `keyPath` of each element.
    public static func value(_ label: String, _ keyPath: KeyPath<DataElement, DataValue>) -> PlottableProjection {
        PlottableProjection(label: label) { $0[keyPath: keyPath] }
    }
    /// The same value for every element.
    public static func value(_ label: String, _ value: DataValue) -> PlottableProjection {
        PlottableProjection(label: label) { _ in value }
    }

    func field(_ element: DataElement) -> PlottedField {
        PlottableValue.value(label, read(element)).plotted
    }
}

/// The marks of a vectorized plot: one per element, each made by the plot's channels (the
/// plots' storage; not used directly).
public struct _VectorizedMarks<DataElement> {
    let elements: [DataElement]
    let kind: MarkKind
    var channels: [(DataElement, inout ChartMark) -> Void]

    init<Data: RandomAccessCollection>(_ data: Data, kind: MarkKind, _ channels: [(DataElement, inout ChartMark) -> Void])
    where Data.Element == DataElement {
        elements = Array(data)
        self.kind = kind
        self.channels = channels
    }

    func collect(into collector: inout MarkCollector) {
        for (offset, element) in elements.enumerated() {
            var mark = ChartMark(kind: kind)
            for channel in channels { channel(element, &mark) }
            collector.path.append(offset)
            collector.add(mark)
            collector.path.removeLast()
        }
    }

    /// `x` and a `yStart`–`yEnd` interval (floating bars, bands).
    static func xRange<X, Y>(
        _ x: PlottableProjection<DataElement, X>, _ yStart: PlottableProjection<DataElement, Y>, _ yEnd: PlottableProjection<DataElement, Y>
    ) -> (DataElement, inout ChartMark) -> Void {
        { element, mark in
            mark.x = x.field(element)
            mark.yStart = yStart.field(element)
            mark.yEnd = yEnd.field(element)
        }
    }

    static func xy<X, Y>(_ x: PlottableProjection<DataElement, X>, _ y: PlottableProjection<DataElement, Y>) -> (DataElement, inout ChartMark) -> Void {
        { element, mark in
            mark.x = x.field(element)
            mark.y = y.field(element)
        }
    }
}

/// A whole collection plotted at once with one kind of mark (Swift Charts' vectorized plots,
/// iOS 18): each element gives one mark, as a `ForEach` of marks would (identified by its
/// offset); the chart modifiers (`foregroundStyle(_:)`, `cornerRadius`, …) apply to every mark,
/// and the `by:` modifiers here read each element.
public protocol VectorizedChartContent<DataElement>: ChartContent where Body == Never {
    associatedtype DataElement
    var _marks: _VectorizedMarks<DataElement> { get set }
}

extension VectorizedChartContent {
    /// A plot's marks, for `PrimitiveChartContent`.
    func collect(into collector: inout MarkCollector) { _marks.collect(into: &collector) }

    private func adding(_ channel: @escaping (DataElement, inout ChartMark) -> Void) -> Self {
        var plot = self
        plot._marks.channels.append(channel)
        return plot
    }
    /// Colours each element's mark by its value of `value` (a legend entry per value).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
        adding { $1.styleBy = value.field($0) }
    }
    /// Each element's mark in the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(by keyPath: KeyPath<DataElement, S>) -> Self {
        adding { $1.style = AnyShapeStyle($0[keyPath: keyPath]) }
    }
    /// Gives each element's point a symbol by its value of `value`.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
        adding { $1.symbolBy = value.field($0) }
    }
    /// Sets each element's bar beside the others at its position, by its value of `value`.
    public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> Self {
        adding { $1.positionBy = value.field($0) }
    }
    /// Each element's opacity at `keyPath`.
    public func opacity(by keyPath: KeyPath<DataElement, Double>) -> Self {
        adding { $1.opacity = $0[keyPath: keyPath] }
    }
}

/// Bars for every element of a collection (Swift Charts' `BarPlot`).
public struct BarPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    /// A bar per element from zero to its `y` (or `x`, for a horizontal bar).
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .bar, [
            _VectorizedMarks.xy(x, y),
            { _, mark in (mark.width, mark.height, mark.stacking) = (width, height, stacking) }
        ])
    }
    /// A floating bar per element from its `yStart` to its `yEnd`.
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>, width: MarkDimension = .automatic
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .bar, [_VectorizedMarks.xRange(x, yStart, yEnd), { _, mark in mark.width = width }])
    }
    /// A bar per element for its `x` alone, from `yStart` to `yEnd` (points from the plot's
    /// top; nil: its edges), as `BarMark(x:yStart:yEnd:)`.
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        self.init(data, x: x, across: { _ in .span(yStart, yEnd) }, width: width, stacking: stacking)
    }
    /// A bar per element for its `x` alone, from its `yStart` to its `yEnd` (points from the
    /// plot's top).
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: KeyPath<DataElement, CGFloat>,
        yEnd: KeyPath<DataElement, CGFloat>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        self.init(data, x: x, across: { .span($0[keyPath: yStart], $0[keyPath: yEnd]) }, width: width, stacking: stacking)
    }
    /// A bar per element for its `y` alone, from `xStart` to `xEnd` (points from the plot's
    /// leading edge; nil: its edges), as `BarMark(xStart:xEnd:y:)`.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, Y>,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        self.init(data, across: { _ in .span(xStart, xEnd) }, y: y, height: height, stacking: stacking)
    }
    /// A bar per element for its `y` alone, from its `xStart` to its `xEnd` (points from the
    /// plot's leading edge).
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, xStart: KeyPath<DataElement, CGFloat>, xEnd: KeyPath<DataElement, CGFloat>,
        y: PlottableProjection<DataElement, Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        self.init(data, across: { .span($0[keyPath: xStart], $0[keyPath: xEnd]) }, y: y, height: height, stacking: stacking)
    }
    /// A bar per element for its `x` alone, across the span (points) `across` gives it.
    private init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, across: @escaping (DataElement) -> FixedPosition,
        width: MarkDimension, stacking: MarkStackingMethod
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .bar, [{ element, mark in
            mark.x = x.field(element); mark.fixedY = across(element); mark.width = width; mark.stacking = stacking
        }])
    }
    /// A bar per element for its `y` alone, across the span (points) `across` gives it.
    private init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, across: @escaping (DataElement) -> FixedPosition, y: PlottableProjection<DataElement, Y>,
        height: MarkDimension, stacking: MarkStackingMethod
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .bar, [{ element, mark in
            mark.y = y.field(element); mark.fixedX = across(element); mark.height = height; mark.stacking = stacking
        }])
    }
}

/// A line through the elements of a collection (Swift Charts' `LinePlot`), one line per
/// `series` value when given; or a function's graph over a domain.
public struct LinePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .line, [_VectorizedMarks.xy(x, y)])
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        series: PlottableProjection<DataElement, S>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .line, [
            _VectorizedMarks.xy(x, y),
            { element, mark in mark.series = series.field(element) }
        ])
    }
}

extension LinePlot where DataElement == Double {
    /// The graph of y = `function`(x) over `domain`, or over the chart's x scale's domain when
    /// `domain` is nil (the written `chartXScale(domain:)`, else the other marks' automatic
    /// domain, else 0…1), sampled at 201 evenly spaced x values; samples whose y is NaN or
    /// infinite are left out.
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        self.init(function: ChartFunction(
            xLabel: String(x), yLabel: String(y), domain: domain, sample: { (x: $0, y: function($0), yEnd: nil) }))
    }
    /// The graph of the parametric function (x, y) = `function`(t) for t over `domain`, sampled
    /// at 201 evenly spaced t values; samples that are NaN or infinite are left out.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        self.init(function: ChartFunction(
            xLabel: String(x), yLabel: String(y), domain: domain, sample: { let p = function($0); return (x: p.x, y: p.y, yEnd: nil) }))
    }
    init(function: ChartFunction) {
        _marks = _VectorizedMarks([0.0], kind: .line, [{ _, mark in mark.function = function }])
    }
}

extension AreaPlot where DataElement == Double {
    /// The area between zero and y = `function`(x) over `domain` (nil: the chart's x scale's
    /// domain, as `LinePlot(x:y:domain:function:)`).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double
    ) {
        let f = ChartFunction(xLabel: String(x), yLabel: String(y), domain: domain, sample: { (x: $0, y: function($0), yEnd: nil) })
        _marks = _VectorizedMarks([0.0], kind: .area, [{ _, mark in mark.function = f }])
    }
    /// The area between two functions, (yStart, yEnd) = `function`(x), over `domain` (nil: the
    /// chart's x scale's domain).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        let f = ChartFunction(
            xLabel: String(x), yLabel: String(yStart), yEndLabel: String(yEnd), domain: domain,
            sample: { let p = function($0); return (x: $0, y: p.yStart, yEnd: p.yEnd) })
        _marks = _VectorizedMarks([0.0], kind: .area, [{ _, mark in mark.function = f }])
    }
}

/// A point for every element of a collection (Swift Charts' `PointPlot`).
public struct PointPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .point, [_VectorizedMarks.xy(x, y)])
    }
    /// A point per element at its `x`, `y` points from the plot's top (nil: its middle).
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: CGFloat? = nil
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .point, [{ element, mark in mark.x = x.field(element); mark.fixedY = .point(y) }])
    }
    /// A point per element at its `y`, `x` points from the plot's leading edge (nil: its middle).
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, x: CGFloat? = nil, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .point, [{ element, mark in mark.y = y.field(element); mark.fixedX = .point(x) }])
    }
}

/// An area under the elements of a collection, or between two values (Swift Charts'
/// `AreaPlot`).
public struct AreaPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        stacking: MarkStackingMethod = .standard
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .area, [
            _VectorizedMarks.xy(x, y),
            { _, mark in mark.stacking = stacking }
        ])
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .area, [_VectorizedMarks.xRange(x, yStart, yEnd)])
    }
}

/// A rule for every element of a collection (Swift Charts' `RulePlot`): across the plot at its
/// `x` or `y`, or a segment.
public struct RulePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    /// A vertical rule per element at its `x`, from `yStart` to `yEnd` (points from the plot's
    /// top; nil: its edges).
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rule, [{ element, mark in mark.x = x.field(element); mark.fixedY = .span(yStart, yEnd) }])
    }
    /// A horizontal rule per element at its `y`, from `xStart` to `xEnd` (points from the plot's
    /// leading edge; nil: its edges).
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rule, [{ element, mark in mark.y = y.field(element); mark.fixedX = .span(xStart, xEnd) }])
    }
    /// A vertical segment per element from its `yStart` to its `yEnd`, at the `x` (points from
    /// the plot's leading edge) its key path gives.
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, x: KeyPath<DataElement, CGFloat>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rule, [{ element, mark in
            mark.yStart = yStart.field(element); mark.yEnd = yEnd.field(element); mark.fixedX = .point(element[keyPath: x])
        }])
    }
    /// A horizontal segment per element from its `xStart` to its `xEnd`, at the `y` (points
    /// from the plot's top) its key path gives.
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
        y: KeyPath<DataElement, CGFloat>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rule, [{ element, mark in
            mark.xStart = xStart.field(element); mark.xEnd = xEnd.field(element); mark.fixedY = .point(element[keyPath: y])
        }])
    }
    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>,
        yEnd: PlottableProjection<DataElement, Y>
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rule, [_VectorizedMarks.xRange(x, yStart, yEnd)])
    }
}

/// A rectangle for every element of a collection (Swift Charts' `RectanglePlot`): centred at
/// its `x` and `y` (heat-map cells).
public struct RectanglePlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    public init<Data: RandomAccessCollection, X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rectangle, [
            _VectorizedMarks.xy(x, y),
            { _, mark in (mark.width, mark.height) = (width, height) }
        ])
    }
    /// A rectangle per element over its `x`'s band, from `yStart` to `yEnd` (points from the
    /// plot's top; nil: its edges).
    public init<Data: RandomAccessCollection, X: Plottable>(
        _ data: Data, x: PlottableProjection<DataElement, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimension = .automatic
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rectangle, [{ element, mark in
            mark.x = x.field(element); mark.fixedY = .span(yStart, yEnd); mark.width = width
        }])
    }
    /// A rectangle per element over its `y`'s band, from `xStart` to `xEnd` (points from the
    /// plot's leading edge; nil: its edges).
    public init<Data: RandomAccessCollection, Y: Plottable>(
        _ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, Y>,
        height: MarkDimension = .automatic
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .rectangle, [{ element, mark in
            mark.y = y.field(element); mark.fixedX = .span(xStart, xEnd); mark.height = height
        }])
    }
}

/// A slice for every element of a collection (Swift Charts' `SectorPlot`): its share of the
/// elements' `angle` values, clockwise from 12 o'clock.
public struct SectorPlot<DataElement>: VectorizedChartContent, PrimitiveChartContent {
    public var _marks: _VectorizedMarks<DataElement>

    public init<Data: RandomAccessCollection, V: Plottable>(
        _ data: Data, angle: PlottableProjection<DataElement, V>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) where Data.Element == DataElement {
        _marks = _VectorizedMarks(data, kind: .sector, [
            { element, mark in
                let field = angle.field(element)
                mark.x = field
                mark.angle = field.value.continuous ?? 0
                (mark.innerRadius, mark.outerRadius, mark.angularInset) = (innerRadius, outerRadius, angularInset ?? 0)
            }
        ])
    }
}
