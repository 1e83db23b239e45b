/// What the plot draws, mark by mark: each kind's frame in plot coordinates with its style, and
/// the drawing order (`ChartGeometry.items(in:)`).

/// Where a drawn mark goes among the others: its layer, its `zIndex`, and where the mark (a
/// series: its first mark) is written in the chart, the drawing order among marks of one
/// `zIndex`.
struct PlotStacking {
    var order: Int
    var zIndex: Double
    var layer: MarkLayer
}

/// A bar or rectangle in plot coordinates (points, origin top left of the plot area).
struct PlotRect {
    var key: ChartMarkID
    var rect: CGRect
    var style: AnyShapeStyle
    var cornerRadius: CGFloat
    var opacity: Double
    var stacking: PlotStacking
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
    var stacking: PlotStacking
}

/// An area between a top and a bottom line of one series.
struct PlotArea {
    var key: String
    var top: [CGPoint]
    var bottom: [CGPoint]
    var style: AnyShapeStyle
    var interpolation: InterpolationMethod
    var opacity: Double
    var stacking: PlotStacking
}

/// A symbol centred at a point; `size` is its diameter in points.
struct PlotSymbol {
    var key: ChartMarkID
    var center: CGPoint
    var size: CGFloat
    var symbol: BasicChartSymbolShape
    var style: AnyShapeStyle
    var opacity: Double
    var stacking: PlotStacking
}

/// A rule from one point to another.
struct PlotRule {
    var key: ChartMarkID
    var from: CGPoint
    var to: CGPoint
    var style: AnyShapeStyle
    var stroke: StrokeStyle
    var opacity: Double
    var stacking: PlotStacking
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
    var stacking: PlotStacking
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

    var stacking: PlotStacking {
        switch self {
        case .area(let a): return a.stacking
        case .rect(let r): return r.stacking
        case .line(let l): return l.stacking
        case .rule(let r): return r.stacking
        case .symbol(let s): return s.stacking
        case .sector(let s): return s.stacking
        }
    }
}

struct PlotItemID: Hashable {
    var kind: Int
    var key: AnyHashable
}

extension ChartGeometry {
    /// Every drawn mark, kind by kind (areas, rects, lines, rules, symbols, sectors).
    var allItems: [PlotItem] {
        areas.map(PlotItem.area) + rects.map(PlotItem.rect) + lines.map(PlotItem.line) + rules.map(PlotItem.rule)
            + symbols.map(PlotItem.symbol) + sectors.map(PlotItem.sector)
    }

    /// The marks of `layer` in drawing order: by `zIndex`, then where they are written (a line
    /// or area series where its first mark is), a line before the symbols of its own points.
    func items(in layer: MarkLayer) -> [PlotItem] {
        allItems.filter { $0.stacking.layer == layer }.sorted {
            ($0.stacking.zIndex, $0.stacking.order, $0.id.kind) < ($1.stacking.zIndex, $1.stacking.order, $1.id.kind)
        }
    }

    /// The numbers of the chart's `mask(content:)` pairs, in order.
    var maskGroups: [Int] {
        var groups: [Int] = []
        for layer in allItems.map(\.stacking.layer) + annotations.map(\.layer) {
            if case .masked(let g) = layer, !groups.contains(g) { groups.append(g) }
            if case .mask(let g) = layer, !groups.contains(g) { groups.append(g) }
        }
        return groups.sorted()
    }
}
