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

/// Where every mark of a model goes in a plot of a given size.
@MainActor
struct ChartGeometry {
    var rects: [PlotRect] = []
    var lines: [PlotLine] = []
    var areas: [PlotArea] = []
    var symbols: [PlotSymbol] = []
    var rules: [PlotRule] = []
    var sectors: [PlotSector] = []
    var annotations: [PlotAnnotation] = []
    let size: CGSize

    /// Share of a category's band an automatic bar fills (an estimate from iOS 17's drawing;
    /// Apple does not publish it), and of a date unit.
    static let bandFill: CGFloat = 0.6
    static let unitFill: CGFloat = 0.8

    init(model: ChartModel, size: CGSize) {
        self.size = size
        var lineOrder: [String] = [], linePoints: [String: [CGPoint]] = [:], lineMark: [String: ChartMark] = [:]
        var areaOrder: [String] = [], areaTop: [String: [CGPoint]] = [:], areaBottom: [String: [CGPoint]] = [:]
        var areaMark: [String: ChartMark] = [:]
        var firstIndex: [String: Int] = [:]
        let angleTotal = model.marks.filter { $0.kind == .sector }.reduce(0) { $0 + max($1.angle, 0) }
        var angle = -Double.pi / 2
        for (i, m) in model.marks.enumerated() {
            let style = model.style(of: m)
            var anchor: CGRect?
            var vertical = true
            switch m.kind {
            case .bar, .rectangle:
                guard let r0 = rect(of: m, index: i, model: model) else { continue }
                let r = m.edgeOffsets.applied(to: r0).offsetBy(dx: m.offset.width, dy: m.offset.height)
                rects.append(PlotRect(
                    key: m.identity, rect: r, style: style, cornerRadius: m.cornerRadius, opacity: m.opacity, zIndex: m.zIndex, layer: m.layer,
                    clip: m.clipShape))
                rects[rects.count - 1].order = i
                anchor = r
                vertical = m.kind == .rectangle || ChartModel.orientation(of: m) == .vertical
            case .line, .point:
                guard let p0 = point(of: m, model: model) else { continue }
                let p = CGPoint(x: p0.x + m.offset.width, y: p0.y + m.offset.height)
                anchor = CGRect(x: p.x, y: p.y, width: 0, height: 0)
                if let view = m.symbolView {
                    // A view symbol as large as the shape would be (`symbolSize` is an area).
                    let d = 2 * ((m.symbolSize ?? (m.kind == .point ? 30 : 20)) / .pi).squareRoot()
                    let a = ChartAnnotation(position: .overlay, alignment: .center, spacing: 0, content: AnyView(view.frame(width: d, height: d)))
                    annotations.append(PlotAnnotation(key: m.identity, index: -1, anchor: anchor!, annotation: a, vertical: true, layer: m.layer))
                }
                let hasSymbol = !m.symbolIsView && (m.kind == .point || m.symbolBy != nil || m.symbol != nil)
                if hasSymbol {
                    let area = m.symbolSize ?? (m.kind == .point ? 30 : 20)
                    let d = 2 * (area / .pi).squareRoot()
                    symbols.append(PlotSymbol(
                        key: m.identity, center: p, size: d, symbol: model.symbol(of: m), style: style, opacity: m.opacity, zIndex: m.zIndex, layer: m.layer))
                    symbols[symbols.count - 1].order = i
                    anchor = CGRect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d)
                }
                if m.kind == .line {
                    let key = seriesKey(m)
                    if linePoints[key] == nil { lineOrder.append(key); lineMark[key] = m; firstIndex[key] = i }
                    linePoints[key, default: []].append(p)
                }
            case .area:
                guard let x = m.x, let xf = model.x?.fraction(of: x.value) else { continue }
                let px = xPos(xf, model)
                let iv: ClosedRange<Double>?
                if let s = m.yStart?.value.continuous, let e = m.yEnd?.value.continuous { iv = min(s, e)...max(s, e) }
                else { iv = model.valueIntervals[i] ?? m.y?.value.continuous.map { min(0, $0)...max(0, $0) } }
                guard let iv, let top = yPoint(iv.upperBound, model), let bottom = yPoint(iv.lowerBound, model) else { continue }
                let key = seriesKey(m)
                if areaTop[key] == nil { areaOrder.append(key); areaMark[key] = m; firstIndex["area " + key] = i }
                areaTop[key, default: []].append(CGPoint(x: px, y: top))
                areaBottom[key, default: []].append(CGPoint(x: px, y: bottom))
            case .rule:
                guard let rule0 = ruleEnds(m, model: model) else { continue }
                let o = m.offset, e = m.edgeOffsets
                // The edge offsets move the end with the smaller coordinate by the start's.
                func moved(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
                    CGPoint(
                        x: p.x + o.width + (p.x < q.x ? e.xStart : p.x > q.x ? e.xEnd : 0),
                        y: p.y + o.height + (p.y < q.y ? e.yStart : p.y > q.y ? e.yEnd : 0))
                }
                let rule = (moved(rule0.0, rule0.1), moved(rule0.1, rule0.0))
                let stroke = m.lineStyle ?? StrokeStyle(lineWidth: 1)
                rules.append(PlotRule(key: m.identity, from: rule.0, to: rule.1, style: style, stroke: stroke, opacity: m.opacity, zIndex: m.zIndex, layer: m.layer))
                rules[rules.count - 1].order = i
                anchor = CGRect(x: min(rule.0.x, rule.1.x), y: min(rule.0.y, rule.1.y), width: abs(rule.1.x - rule.0.x), height: abs(rule.1.y - rule.0.y))
            case .sector:
                guard angleTotal > 0 else { continue }
                let sweep = 2 * Double.pi * max(m.angle, 0) / angleTotal
                let maxR = min(size.width, size.height) / 2
                let outer = radius(m.outerRadius, of: maxR, automatic: maxR)
                let inner = radius(m.innerRadius, of: outer, automatic: 0)
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                sectors.append(PlotSector(
                    key: m.identity, center: center, startAngle: angle, endAngle: angle + sweep, innerRadius: inner,
                    outerRadius: outer, inset: m.angularInset, cornerRadius: m.cornerRadius, style: style, opacity: m.opacity,
                    zIndex: m.zIndex, layer: m.layer))
                sectors[sectors.count - 1].order = i
                let mid = angle + sweep / 2, r = (inner + outer) / 2
                anchor = CGRect(x: center.x + r * CGFloat(cos(mid)), y: center.y + r * CGFloat(sin(mid)), width: 0, height: 0)
                angle += sweep
            }
            if let anchor {
                for (j, a) in m.annotations.enumerated() {
                    annotations.append(PlotAnnotation(
                        key: m.identity, index: j, anchor: anchor, annotation: a, vertical: vertical, layer: m.layer))
                }
            }
        }
        for key in areaOrder {
            let m = areaMark[key]!
            areas.append(PlotArea(
                key: key, top: areaTop[key]!, bottom: areaBottom[key]!, style: model.style(of: m), interpolation: m.interpolation,
                opacity: m.opacity, zIndex: m.zIndex, layer: m.layer))
            areas[areas.count - 1].order = firstIndex["area " + key] ?? 0
        }
        for key in lineOrder {
            let m = lineMark[key]!
            let stroke = m.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
            lines.append(PlotLine(
                key: key, points: linePoints[key]!, style: model.style(of: m), stroke: stroke, interpolation: m.interpolation,
                opacity: m.opacity, zIndex: m.zIndex, layer: m.layer))
            lines[lines.count - 1].order = firstIndex[key] ?? 0
        }
    }

    /// A line's or area's series: its `series:` value, else its `foregroundStyle(by:)` value.
    /// Lines and areas in a mask's layers are series of their own.
    private func seriesKey(_ m: ChartMark) -> String {
        let series = (m.series ?? m.styleBy).map { label($0.value) } ?? ""
        switch m.layer {
        case .main: return series
        case .masked(let g): return "masked \(g)|" + series
        case .mask(let g): return "mask \(g)|" + series
        }
    }

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

    private func radius(_ d: MarkDimension, of full: CGFloat, automatic: CGFloat) -> CGFloat {
        switch d {
        case .automatic: return automatic
        case .fixed(let v): return v
        case .ratio(let r): return full * r
        case .inset(let i): return max(full - i, 0)
        }
    }

    /// The x of fraction `f` of the x scale (its range's padding applied).
    func xPos(_ f: Double, _ model: ChartModel) -> CGFloat {
        model.x?.position(f, length: size.width) ?? CGFloat(f) * size.width
    }
    /// The y of fraction `f` of the y scale, from the top (fractions run from the bottom).
    func yPos(_ f: Double, _ model: ChartModel) -> CGFloat {
        size.height - (model.y?.position(f, length: size.height) ?? CGFloat(f) * size.height)
    }
    /// A value's x; on a log scale a value ≤ 0 (a bar's base) is the plot's edge.
    func xPoint(_ v: Double, _ model: ChartModel) -> CGFloat? {
        Self.continuousFraction(v, model.x).map { xPos($0, model) }
    }
    func yPoint(_ v: Double, _ model: ChartModel) -> CGFloat? {
        Self.continuousFraction(v, model.y).map { yPos($0, model) }
    }
    private static func continuousFraction(_ v: Double, _ scale: ChartScale?) -> Double? {
        guard let scale else { return nil }
        if let f = scale.fraction(ofContinuous: v) { return f }
        return scale.transform == .log && v <= 0 ? (scale.reversed ? 1 : 0) : nil
    }

    /// A line's or point's place: its x and y values, or one of them and a fixed position.
    private func point(of m: ChartMark, model: ChartModel) -> CGPoint? {
        let px = m.x.flatMap { center($0, model.x) }.map { xPos($0, model) } ?? m.fixedX?.resolved(length: size.width).lowerBound
        let py = m.y.flatMap { center($0, model.y) }.map { yPos($0, model) } ?? m.fixedY?.resolved(length: size.height).lowerBound
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// A value's position 0…1: a binned date at its unit's middle.
    private func center(_ f: PlottedField, _ scale: ChartScale?) -> Double? {
        guard let scale else { return nil }
        if let iv = f.unitInterval { return scale.fraction(ofContinuous: (iv.lowerBound + iv.upperBound) / 2) }
        return scale.fraction(of: f.value)
    }

    /// A span across the position axis: a band (or a slot of it), a date unit, or a fixed width
    /// around a number; in points along an axis of `length`.
    private func span(
        _ f: PlottedField, scale: ChartScale?, length: CGFloat, dimension: MarkDimension, slot: (Int, Int)?, fill: CGFloat
    ) -> ClosedRange<CGFloat>? {
        guard let scale else { return nil }
        var lo: CGFloat, hi: CGFloat
        if let iv = f.unitInterval, let a = scale.fraction(ofContinuous: iv.lowerBound), let b = scale.fraction(ofContinuous: iv.upperBound) {
            lo = scale.position(min(a, b), length: length); hi = scale.position(max(a, b), length: length)
        } else if let c = scale.fraction(of: f.value) {
            let band = scale.isBand ? CGFloat(scale.bandWidth) * scale.usedLength(length) : 20
            lo = scale.position(c, length: length) - band / 2; hi = lo + band
        } else { return nil }
        let full = hi - lo, mid = (lo + hi) / 2
        var w: CGFloat
        switch dimension {
        case .automatic: w = scale.isBand || f.unitInterval != nil ? full * fill : 10
        case .fixed(let v): w = v
        case .ratio(let r): w = full * r
        case .inset(let i): w = max(full - 2 * i, 0)
        }
        guard let (s, n) = slot, n > 0 else { return (mid - w / 2)...(mid + w / 2) }
        let each = w / CGFloat(n), start = mid - w / 2 + CGFloat(s) * each
        return start...(start + each)
    }

    private func valueSpan(_ iv: ClosedRange<Double>, vertical: Bool, model: ChartModel) -> ClosedRange<CGFloat>? {
        if vertical {
            guard let a = yPoint(iv.lowerBound, model), let b = yPoint(iv.upperBound, model) else { return nil }
            return min(a, b)...max(a, b)
        }
        guard let a = xPoint(iv.lowerBound, model), let b = xPoint(iv.upperBound, model) else { return nil }
        return min(a, b)...max(a, b)
    }

    private func interval(_ start: PlottedField?, _ end: PlottedField?) -> ClosedRange<Double>? {
        guard let s = start?.value.continuous, let e = end?.value.continuous else { return nil }
        return min(s, e)...max(s, e)
    }

    /// A bar's or rectangle's frame.
    private func rect(of m: ChartMark, index i: Int, model: ChartModel) -> CGRect? {
        if m.kind == .rectangle {
            let xs = interval(m.xStart, m.xEnd).flatMap { valueSpan($0, vertical: false, model: model) }
                ?? m.x.flatMap { span($0, scale: model.x, length: size.width, dimension: m.width, slot: nil, fill: 1) }
                ?? m.fixedX?.resolved(length: size.width)
            let ys = interval(m.yStart, m.yEnd).flatMap { valueSpan($0, vertical: true, model: model) }
                ?? m.y.flatMap { f in
                    span(f, scale: model.y, length: size.height, dimension: m.height, slot: nil, fill: 1).map {
                        (size.height - $0.upperBound)...(size.height - $0.lowerBound)
                    }
                }
                ?? m.fixedY?.resolved(length: size.height)
            guard let xs, let ys else { return nil }
            return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
        }
        // A bar for a category or date alone fills its band across the fixed span.
        if m.y == nil, m.yStart == nil, m.xStart == nil, let x = m.x, ChartModel.fillsBand(x) {
            guard let xs = span(x, scale: model.x, length: size.width, dimension: m.width, slot: nil,
                                fill: x.unitInterval != nil ? Self.unitFill : Self.bandFill) else { return nil }
            let ys = (m.fixedY ?? .span(nil, nil)).resolved(length: size.height)
            return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
        }
        if m.x == nil, m.xStart == nil, m.yStart == nil, let y = m.y, ChartModel.fillsBand(y) {
            guard let s = span(y, scale: model.y, length: size.height, dimension: m.height, slot: nil,
                               fill: y.unitInterval != nil ? Self.unitFill : Self.bandFill) else { return nil }
            let ys = (size.height - s.upperBound)...(size.height - s.lowerBound)
            let xs = (m.fixedX ?? .span(nil, nil)).resolved(length: size.width)
            return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
        }
        let vertical = ChartModel.orientation(of: m) == .vertical
        let valueField = vertical ? m.y : m.x
        let iv = interval(vertical ? m.yStart : m.xStart, vertical ? m.yEnd : m.xEnd)
            ?? model.valueIntervals[i] ?? valueField?.value.continuous.map { min(0, $0)...max(0, $0) }
        guard let iv, let values = valueSpan(iv, vertical: vertical, model: model) else { return nil }
        let positionField = vertical ? m.x : m.y
        let along: ClosedRange<CGFloat>
        if positionField == nil, let bin = interval(vertical ? m.xStart : m.yStart, vertical ? m.xEnd : m.yEnd),
            let span = valueSpan(bin, vertical: !vertical, model: model)
        {
            // A histogram's bin: across its interval of the other axis.
            along = span
        } else if let positionField {
            let length = vertical ? size.width : size.height
            let fill = positionField.unitInterval != nil ? Self.unitFill : Self.bandFill
            guard let s = span(positionField, scale: vertical ? model.x : model.y, length: length,
                               dimension: vertical ? m.width : m.height,
                               slot: model.slots[i].map { vertical ? $0 : ($0.1 - 1 - $0.0, $0.1) }, fill: fill)
            else { return nil }
            along = vertical ? s : (length - s.upperBound)...(length - s.lowerBound)
        } else {
            along = (vertical ? m.fixedX : m.fixedY)?.resolved(length: vertical ? size.width : size.height)
                ?? 0...(vertical ? size.width : size.height)
        }
        if vertical {
            return CGRect(x: along.lowerBound, y: values.lowerBound, width: along.upperBound - along.lowerBound, height: values.upperBound - values.lowerBound)
        }
        return CGRect(x: values.lowerBound, y: along.lowerBound, width: values.upperBound - values.lowerBound, height: along.upperBound - along.lowerBound)
    }

    /// A rule's ends: at its x (a value, or points from the leading edge) from `yStart` to
    /// `yEnd` (values, or points: the plot's edges by default); or the same across y.
    private func ruleEnds(_ m: ChartMark, model: ChartModel) -> (CGPoint, CGPoint)? {
        let vertical = m.x != nil || m.yStart != nil
        let px: CGFloat?
        if vertical {
            px = m.x.flatMap { center($0, model.x) }.map { xPos($0, model) } ?? m.fixedX?.resolved(length: size.width).lowerBound
                ?? (m.x == nil ? size.width / 2 : nil)
        } else {
            px = m.y.flatMap { center($0, model.y) }.map { yPos($0, model) } ?? m.fixedY?.resolved(length: size.height).lowerBound
                ?? (m.y == nil ? size.height / 2 : nil)
        }
        guard let px else { return nil }
        if vertical {
            if let iv = interval(m.yStart, m.yEnd) {
                guard let a = yPoint(iv.lowerBound, model), let b = yPoint(iv.upperBound, model) else { return nil }
                return (CGPoint(x: px, y: a), CGPoint(x: px, y: b))
            }
            let ys = (m.fixedY ?? .span(nil, nil)).resolved(length: size.height)
            return (CGPoint(x: px, y: ys.lowerBound), CGPoint(x: px, y: ys.upperBound))
        }
        if let iv = interval(m.xStart, m.xEnd) {
            guard let a = xPoint(iv.lowerBound, model), let b = xPoint(iv.upperBound, model) else { return nil }
            return (CGPoint(x: a, y: px), CGPoint(x: b, y: px))
        }
        let xs = (m.fixedX ?? .span(nil, nil)).resolved(length: size.width)
        return (CGPoint(x: xs.lowerBound, y: px), CGPoint(x: xs.upperBound, y: px))
    }
}
