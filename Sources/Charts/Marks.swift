/// The kinds of mark (Swift Charts' mark types).
enum MarkKind: Hashable {
    case bar, line, point, area, rule, rectangle, sector
}

/// A mark's identity in its chart: its content's slots and `ForEach` ids, as a view's.
struct ChartMarkID: Hashable {
    var path: [AnyHashable] = []
}

/// A mark as the chart reads it: its channels and the attributes its modifiers set.
struct ChartMark {
    var kind: MarkKind
    var identity = ChartMarkID()
    var x: PlottedField?
    var y: PlottedField?
    var xStart: PlottedField?
    var xEnd: PlottedField?
    var yStart: PlottedField?
    var yEnd: PlottedField?
    /// A line's series (`LineMark(x:y:series:)`).
    var series: PlottedField?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A sector's share of the full turn, in the angle channel's units.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    /// Points left empty on each side of a sector.
    var angularInset: CGFloat = 0
    var style: AnyShapeStyle?
    var styleBy: PlottedField?
    var symbolBy: PlottedField?
    var positionBy: PlottedField?
    var symbol: BasicChartSymbolShape?
    /// The symbol's area in square points (Swift Charts' `symbolSize(_:)` is an area).
    var symbolSize: CGFloat?
    /// The symbol is a view (`.symbol { }`), drawn as an overlay annotation instead of a shape.
    var symbolIsView = false
    /// A view drawn as the symbol, as large as the symbol's shape would be.
    var symbolView: AnyView?
    /// Moves the mark by this many points (`.offset(x:y:)`), after it is placed.
    var offset = CGSize.zero
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var annotations: [ChartAnnotation] = []

    init(kind: MarkKind) { self.kind = kind }
}

/// A vertical bar for a category (or date unit) on x and a number on y; a horizontal bar for a
/// number on x and a category on y (Swift Charts' `BarMark`). Bars at the same position stack
/// (`stacking:`), unless `.position(by:)` sets them side by side.
public struct BarMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .bar)

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        mark.x = x.plotted; mark.y = y.plotted
        mark.width = width; mark.height = height; mark.stacking = stacking
    }
    /// A vertical bar from `yStart` to `yEnd` (a floating bar).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark.x = x.plotted; mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted; mark.width = width
    }
    /// A horizontal bar from `xStart` to `xEnd` (a Gantt bar).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.y = y.plotted; mark.height = height
    }
    /// A one-dimensional horizontal bar from zero to `x`, as tall as the plot.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.plotted; mark.height = height; mark.stacking = stacking
    }
    /// A one-dimensional vertical bar from zero to `y`, as wide as the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.y = y.plotted; mark.width = width; mark.stacking = stacking
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A point of a line through the marks of one series, in the order written (Swift Charts'
/// `LineMark`): 2 pt wide, round joins and caps, by default.
public struct LineMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .line)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.plotted; mark.y = y.plotted
    }
    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.plotted; mark.y = y.plotted; mark.series = series.plotted
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A symbol at a point (Swift Charts' `PointMark`): a filled circle by default.
public struct PointMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .point)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.plotted; mark.y = y.plotted
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A point of a filled area down to zero (or stacked on the series before it), or between
/// `yStart` and `yEnd` (Swift Charts' `AreaMark`).
public struct AreaMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .area)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = x.plotted; mark.y = y.plotted; mark.stacking = stacking
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark.x = x.plotted; mark.y = y.plotted; mark.series = series.plotted; mark.stacking = stacking
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.plotted; mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A straight line across the plot at `x` or `y`, or a segment (Swift Charts' `RuleMark`):
/// 1 pt wide by default.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .rule)
    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.plotted }
    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.plotted }
    /// A vertical segment at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.plotted; mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted
    }
    /// A horizontal segment at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.y = y.plotted
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A rectangle centred at a point, or spanning two intervals (Swift Charts' `RectangleMark`):
/// heat-map cells. Automatic sizes fill a category's band, else 20 pt.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .rectangle)
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        mark.x = x.plotted; mark.y = y.plotted; mark.width = width; mark.height = height
    }
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}

/// A slice of a pie or donut (Swift Charts' `SectorMark`, iOS 17): its angle is its value's
/// share of all sectors' values, clockwise from 12 o'clock in the order written.
/// `innerRadius` makes a donut (`.ratio(0.618)` is the golden-ratio donut of Apple's samples);
/// `angularInset` leaves that many points empty on each side of the slice.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    var mark = ChartMark(kind: .sector)
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        mark.x = angle.plotted
        mark.angle = angle.plotted.value.continuous ?? 0
        mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset ?? 0
    }
    func collect(into collector: inout MarkCollector) { collector.add(mark) }
}
