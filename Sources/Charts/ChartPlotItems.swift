/// What the plot draws, mark by mark: each kind's frame in plot coordinates with its style, and
/// the drawing order (`ChartGeometry.items(in:)`).

/// A bar or rectangle in plot coordinates (points, origin top left of the plot area).
struct PlotRect {
    var key: ChartMarkID
    var rect: CGRect
    var style: AnyShapeStyle
    var cornerRadius: CGFloat
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
    /// The shape the rectangle is clipped to, filling it (`clipShape(_:style:)`).
    var clip: (@Sendable (CGRect) -> Path)?
}

/// A line through one series' points, in the order written.
struct PlotLine {
    var key: String
    var points: [CGPoint]
    var style: AnyShapeStyle
    var stroke: StrokeStyle
    var interpolation: InterpolationMethod
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
}

/// An area between a top and a bottom line of one series.
struct PlotArea {
    var key: String
    var top: [CGPoint]
    var bottom: [CGPoint]
    var style: AnyShapeStyle
    var interpolation: InterpolationMethod
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
}

/// A symbol centred at a point; `size` is its diameter in points.
struct PlotSymbol {
    var key: ChartMarkID
    var center: CGPoint
    var size: CGFloat
    var symbol: BasicChartSymbolShape
    var style: AnyShapeStyle
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
}

/// A rule from one point to another.
struct PlotRule {
    var key: ChartMarkID
    var from: CGPoint
    var to: CGPoint
    var style: AnyShapeStyle
    var stroke: StrokeStyle
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
}

/// A pie or donut slice: angles in radians, clockwise from 12 o'clock (−π/2 in the plot's
/// y-down coordinates), radii in points.
struct PlotSector {
    var key: ChartMarkID
    var center: CGPoint
    var startAngle: Double
    var endAngle: Double
    var innerRadius: CGFloat
    var outerRadius: CGFloat
    var inset: CGFloat
    var cornerRadius: CGFloat
    var style: AnyShapeStyle
    var opacity: Double
    /// Where the mark (a series: its first mark) is written in the chart: the drawing order
    /// among marks of one `zIndex`.
    var order = 0
    var zIndex: Double = 0
    var layer = MarkLayer.main
}

/// An annotation with the frame of the mark it belongs to.
struct PlotAnnotation {
    var key: ChartMarkID
    var index: Int
    var anchor: CGRect
    var annotation: ChartAnnotation
    var vertical: Bool
    var layer = MarkLayer.main
}

/// One drawn mark of any kind, in the plot's drawing order.
enum PlotItem {
    case area(PlotArea), rect(PlotRect), line(PlotLine), rule(PlotRule), symbol(PlotSymbol), sector(PlotSector)

    /// Its identity: its kind and its key (a series name for lines and areas, else the mark's).
    var id: PlotItemID {
        switch self {
        case .area(let a): return PlotItemID(kind: 0, key: a.key)
        case .rect(let r): return PlotItemID(kind: 1, key: r.key)
        case .line(let l): return PlotItemID(kind: 2, key: l.key)
        case .rule(let r): return PlotItemID(kind: 3, key: r.key)
        case .symbol(let s): return PlotItemID(kind: 4, key: s.key)
        case .sector(let s): return PlotItemID(kind: 5, key: s.key)
        }
    }
}

struct PlotItemID: Hashable {
    var kind: Int
    var key: AnyHashable
}

extension ChartGeometry {
    /// The marks of `layer` in drawing order: by `zIndex`, then where they are written (a line
    /// or area series where its first mark is), a line before the symbols of its own points.
    func items(in layer: MarkLayer) -> [PlotItem] {
        var out: [(item: PlotItem, z: Double, order: Int, kind: Int)] = []
        for a in areas where a.layer == layer { out.append((.area(a), a.zIndex, a.order, 0)) }
        for r in rects where r.layer == layer { out.append((.rect(r), r.zIndex, r.order, 1)) }
        for l in lines where l.layer == layer { out.append((.line(l), l.zIndex, l.order, 2)) }
        for r in rules where r.layer == layer { out.append((.rule(r), r.zIndex, r.order, 3)) }
        for s in symbols where s.layer == layer { out.append((.symbol(s), s.zIndex, s.order, 4)) }
        for s in sectors where s.layer == layer { out.append((.sector(s), s.zIndex, s.order, 5)) }
        return out.sorted { ($0.z, $0.order, $0.kind) < ($1.z, $1.order, $1.kind) }.map(\.item)
    }

    /// The numbers of the chart's `mask(content:)` pairs, in order.
    var maskGroups: [Int] {
        var groups: [Int] = []
        func add(_ layer: MarkLayer) {
            if case .masked(let g) = layer, !groups.contains(g) { groups.append(g) }
            if case .mask(let g) = layer, !groups.contains(g) { groups.append(g) }
        }
        rects.forEach { add($0.layer) }; lines.forEach { add($0.layer) }; areas.forEach { add($0.layer) }
        symbols.forEach { add($0.layer) }; rules.forEach { add($0.layer) }; sectors.forEach { add($0.layer) }
        annotations.forEach { add($0.layer) }
        return groups.sorted()
    }
}
