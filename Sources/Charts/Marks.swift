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
    /// Moves the mark's edges (`.offset(x:yStart:yEnd:)`, `.offset(xStart:xEnd:y:)`): points
    /// added to its leading, trailing, top and bottom edge.
    var edgeOffsets = EdgeOffsets()
    /// Drawing order among the chart's marks (`.zIndex(_:)`).
    var zIndex: Double = 0
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var annotations: [ChartAnnotation] = []
    /// Where the mark lies across an axis it plots no value on, in points of the plot area
    /// from its top-left corner (Swift Charts' `CGFloat` parameters: `BarMark(x:yStart:yEnd:)`,
    /// `RuleMark(xStart:xEnd:y:)`, `PointMark(x:y:)` with a `CGFloat` y, …).
    var fixedX: FixedPosition?
    var fixedY: FixedPosition?
    /// The shape the mark is clipped to, filling the mark's frame (`clipShape(_:style:)`).
    var clipShape: (@Sendable (CGRect) -> Path)?
    /// Which drawing layer the mark is in: the chart's, or a `mask(content:)` pair's.
    var layer = MarkLayer.main
    /// A function's graph whose samples wait for the chart's x domain
    /// (`LinePlot(x:y:domain:function:)` with a nil domain).
    var function: ChartFunction?

    init(kind: MarkKind) { self.kind = kind }
}

/// Points added to a mark's edges: `xStart` to its leading (smaller x) edge, `xEnd` to its
/// trailing one, `yStart` to its top (smaller y), `yEnd` to its bottom.
struct EdgeOffsets: Equatable {
    var xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0

    /// `r` with its edges moved.
    func applied(to r: CGRect) -> CGRect {
        guard self != EdgeOffsets() else { return r }
        let minX = r.minX + xStart, maxX = r.maxX + xEnd, minY = r.minY + yStart, maxY = r.maxY + yEnd
        return CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
    }
}

/// A position in points across the plot area, from its top-left corner: a span whose nil ends
/// are the plot's edges, or a point whose nil is the plot's middle.
enum FixedPosition {
    case span(CGFloat?, CGFloat?)
    case point(CGFloat?)

    /// The span along an axis `length` points long (a point is an empty span).
    func resolved(length: CGFloat) -> ClosedRange<CGFloat> {
        switch self {
        case .span(let s, let e):
            let a = s ?? 0, b = e ?? length
            return min(a, b)...max(a, b)
        case .point(let p):
            let v = p ?? length / 2
            return v...v
        }
    }
}

/// The layer a mark is drawn in: the chart's own, or the content or the mask of the
/// `mask(content:)` numbered by the chart in order of appearance.
enum MarkLayer: Hashable {
    case main
    case masked(Int)
    case mask(Int)
}

/// A function graphed by a plot, sampled once the x domain is known: each x gives a point
/// (`y`) or an interval (`yStart`, `yEnd`); a parametric function maps its own `t` domain.
struct ChartFunction {
    var xLabel: String
    var yLabel: String
    var yEndLabel: String?
    /// The x (or, for a parametric function, t) values' domain; nil: the chart's x scale's.
    var domain: ClosedRange<Double>?
    /// The point at a sample: x and the y values (one, or start and end).
    var sample: (Double) -> (x: Double, y: Double, yEnd: Double?)
    /// Samples over the domain (Swift Charts does not document its count).
    static let sampleCount = 201

    /// The marks of the graph over `domain`, each a copy of `template` with its sample's
    /// values and the sample's index appended to its identity; samples that are not finite
    /// are left out.
    func marks(from template: ChartMark, over domain: ClosedRange<Double>) -> [ChartMark] {
        let n = Self.sampleCount - 1
        var out: [ChartMark] = []
        out.reserveCapacity(n + 1)
        for i in 0...n {
            let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(n)
            let p = sample(t)
            guard p.x.isFinite, p.y.isFinite, p.yEnd?.isFinite ?? true else { continue }
            var m = template
            m.function = nil
            m.identity.path.append(i)
            m.x = PlottedField(label: xLabel, value: .number(p.x), unit: nil)
            if let e = p.yEnd {
                m.yStart = PlottedField(label: yLabel, value: .number(p.y), unit: nil)
                m.yEnd = PlottedField(label: yEndLabel ?? yLabel, value: .number(e), unit: nil)
            } else {
                m.y = PlottedField(label: yLabel, value: .number(p.y), unit: nil)
            }
            out.append(m)
        }
        return out
    }
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
    /// A bar for `x` alone, across the plot from `yStart` to `yEnd` (points from the plot's top;
    /// nil: its edges): a number runs from zero to `x` (a one-dimensional bar), a category or
    /// date fills its band.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark.x = x.plotted; mark.fixedY = .span(yStart, yEnd); mark.width = width; mark.stacking = stacking
    }
    /// A bar for `y` alone, across the plot from `xStart` to `xEnd` (points from the plot's
    /// leading edge; nil: its edges): a number runs from zero to `y`, a category fills its band.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark.y = y.plotted; mark.fixedX = .span(xStart, xEnd); mark.height = height; mark.stacking = stacking
    }
    /// A bar from `yStart` to `yEnd` (values) across `xStart`…`xEnd` (points; nil: the edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted; mark.fixedX = .span(xStart, xEnd)
    }
    /// A bar from `xStart` to `xEnd` (values) across `yStart`…`yEnd` (points; nil: the edges).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.fixedY = .span(yStart, yEnd)
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
    /// A point at `x`, `y` points from the plot's top (nil: its middle): a strip plot.
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark.x = x.plotted; mark.fixedY = .point(y)
    }
    /// A point at `y`, `x` points from the plot's leading edge (nil: its middle).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.plotted; mark.fixedX = .point(x)
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
    /// A vertical line at `x` from `yStart` to `yEnd` (points from the plot's top; nil: its
    /// edges, so across the plot by default).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = x.plotted; mark.fixedY = .span(yStart, yEnd)
    }
    /// A horizontal line at `y` from `xStart` to `xEnd` (points from the plot's leading edge;
    /// nil: its edges, so across the plot by default).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.plotted; mark.fixedX = .span(xStart, xEnd)
    }
    /// A vertical segment from `yStart` to `yEnd` (values), `x` points from the plot's leading
    /// edge (nil: its middle).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted; mark.fixedX = .point(x)
    }
    /// A horizontal segment from `xStart` to `xEnd` (values), `y` points from the plot's top
    /// (nil: its middle).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.fixedY = .point(y)
    }
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
    /// A rectangle over `x`'s band (or `width` around it) from `yStart` to `yEnd` (values).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark.x = x.plotted; mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted; mark.width = width
    }
    /// A rectangle over `y`'s band (or `height` around it) from `xStart` to `xEnd` (values).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.y = y.plotted; mark.height = height
    }
    /// A rectangle over `x`'s band from `yStart` to `yEnd` (points from the plot's top; nil:
    /// its edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark.x = x.plotted; mark.fixedY = .span(yStart, yEnd); mark.width = width
    }
    /// A rectangle over `y`'s band from `xStart` to `xEnd` (points from the plot's leading edge;
    /// nil: its edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.y = y.plotted; mark.fixedX = .span(xStart, xEnd); mark.height = height
    }
    /// A rectangle from `xStart` to `xEnd` (values) and `yStart` to `yEnd` (points; nil: the
    /// plot's edges), as a band across the plot.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = xStart.plotted; mark.xEnd = xEnd.plotted; mark.fixedY = .span(yStart, yEnd)
    }
    /// A rectangle from `yStart` to `yEnd` (values) and `xStart` to `xEnd` (points; nil: the
    /// plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.plotted; mark.yEnd = yEnd.plotted; mark.fixedX = .span(xStart, xEnd)
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
