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
                    key: m.identity, rect: r, style: style, cornerRadius: m.cornerRadius, opacity: m.opacity,
                    stacking: PlotStacking(order: i, zIndex: m.zIndex, layer: m.layer), clip: m.clipShape))
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
                        key: m.identity, center: p, size: d, symbol: model.symbol(of: m), style: style, opacity: m.opacity,
                        stacking: PlotStacking(order: i, zIndex: m.zIndex, layer: m.layer)))
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
                rules.append(PlotRule(key: m.identity, from: rule.0, to: rule.1, style: style, stroke: stroke, opacity: m.opacity,
                    stacking: PlotStacking(order: i, zIndex: m.zIndex, layer: m.layer)))
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
                    stacking: PlotStacking(order: i, zIndex: m.zIndex, layer: m.layer)))
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
                opacity: m.opacity, stacking: PlotStacking(order: firstIndex["area " + key] ?? 0, zIndex: m.zIndex, layer: m.layer)))
        }
        for key in lineOrder {
            let m = lineMark[key]!
            let stroke = m.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
            lines.append(PlotLine(
                key: key, points: linePoints[key]!, style: model.style(of: m), stroke: stroke, interpolation: m.interpolation,
                opacity: m.opacity, stacking: PlotStacking(order: firstIndex[key] ?? 0, zIndex: m.zIndex, layer: m.layer)))
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
}
