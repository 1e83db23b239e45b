/// The plot area's contents: grid lines and ticks, then areas, bars, lines, rules, symbols,
/// sectors and annotations, each mark a shape keyed by its identity.
struct ChartPlotView: View {
    let model: ChartModel
    let geometry: ChartGeometry
    let configuration: ChartConfiguration

    /// Grid lines and ticks: 0.5 pt in the secondary label colour (Apple does not publish the
    /// style; at 1× this draws about 30 % grey, as iOS 17's grid looks).
    static let gridStroke = StrokeStyle(lineWidth: 0.5)

    var body: some View {
        let size = geometry.size
        let proxy = ChartProxy(model: model, plotSize: size)
        ZStack(alignment: .topLeading) {
            if let background = configuration.background { background(proxy) }
            ForEach(Array(gridSegments(size).enumerated()), id: \.offset) { _, segment in
                ChartSegmentShape(from: segment.0, to: segment.1).stroke(.secondary, style: segment.2)
            }
            ForEach(geometry.areas, id: \.key) { area in
                ChartCurveShape(
                    top: AnimatableVector(points: area.top), bottom: AnimatableVector(points: area.bottom),
                    interpolation: area.interpolation, isArea: true
                )
                .fill(area.style).opacity(area.opacity)
            }
            ForEach(geometry.rects, id: \.key) { bar in
                ChartRectShape(rect: bar.rect, cornerRadius: bar.cornerRadius).fill(bar.style).opacity(bar.opacity)
            }
            ForEach(geometry.lines, id: \.key) { line in
                ChartCurveShape(
                    top: AnimatableVector(points: line.points), bottom: .zero, interpolation: line.interpolation, isArea: false
                )
                .stroke(line.style, style: line.stroke).opacity(line.opacity)
            }
            ForEach(geometry.rules, id: \.key) { rule in
                ChartSegmentShape(from: rule.from, to: rule.to).stroke(rule.style, style: rule.stroke).opacity(rule.opacity)
            }
            ForEach(geometry.symbols, id: \.key) { s in
                ChartSymbolShape(center: s.center, size: s.size, symbol: s.symbol).fill(s.style).opacity(s.opacity)
            }
            ForEach(geometry.sectors, id: \.key) { s in
                ChartSectorShape(
                    center: s.center, angles: AnimatablePair(s.startAngle, s.endAngle),
                    radii: AnimatablePair(s.innerRadius, s.outerRadius), inset: s.inset
                )
                .fill(s.style).opacity(s.opacity)
            }
            ForEach(geometry.annotations, id: \.self.id) { a in
                annotationView(a)
            }
            if let overlay = configuration.overlay { overlay(proxy) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// Grid lines across the plot and ticks outside it, from the axes' tick specs.
    func gridSegments(_ size: CGSize) -> [(CGPoint, CGPoint, StrokeStyle)] {
        var out: [(CGPoint, CGPoint, StrokeStyle)] = []
        for t in model.yTicks {
            let y = (1 - CGFloat(t.fraction)) * size.height
            let end = size.width + (t.tickLength ?? 0)
            if t.gridLine { out.append((CGPoint(x: 0, y: y), CGPoint(x: end, y: y), t.gridStroke ?? Self.gridStroke)) }
            else if let l = t.tickLength { out.append((CGPoint(x: size.width, y: y), CGPoint(x: size.width + l, y: y), Self.gridStroke)) }
        }
        for t in model.xTicks {
            let x = CGFloat(t.fraction) * size.width
            let end = size.height + (t.tickLength ?? 0)
            if t.gridLine { out.append((CGPoint(x: x, y: 0), CGPoint(x: x, y: end), t.gridStroke ?? Self.gridStroke)) }
            else if let l = t.tickLength { out.append((CGPoint(x: x, y: size.height), CGPoint(x: x, y: size.height + l), Self.gridStroke)) }
        }
        return out
    }

    /// An annotation beside its mark: above a vertical bar's top, to the right of a horizontal
    /// bar's end (`.automatic`), or where `position` says, `spacing` (default 4) points away.
    func annotationView(_ a: PlotAnnotation) -> some View {
        let r = a.anchor, gap = a.annotation.spacing ?? 4
        var position = a.annotation.position
        if position == .automatic { position = a.vertical ? .top : .trailing }
        let point: CGPoint
        let alignment: Alignment
        switch position {
        case .top, .bottom:
            // The alignment's horizontal part picks the mark's edge (a rule's label at its start).
            let h = a.annotation.alignment.horizontal
            let x = h == .leading ? r.minX : h == .trailing ? r.maxX : r.midX
            let top = position == .top
            point = CGPoint(x: x, y: top ? r.minY - gap : r.maxY + gap)
            alignment = Alignment(horizontal: h, vertical: top ? .bottom : .top)
        case .leading: point = CGPoint(x: r.minX - gap, y: r.midY); alignment = .trailing
        case .trailing: point = CGPoint(x: r.maxX + gap, y: r.midY); alignment = .leading
        case .topLeading: point = CGPoint(x: r.minX, y: r.minY - gap); alignment = .bottomLeading
        case .topTrailing: point = CGPoint(x: r.maxX, y: r.minY - gap); alignment = .bottomTrailing
        case .bottomLeading: point = CGPoint(x: r.minX, y: r.maxY + gap); alignment = .topLeading
        case .bottomTrailing: point = CGPoint(x: r.maxX, y: r.maxY + gap); alignment = .topTrailing
        case .overlay, .automatic: point = CGPoint(x: r.midX, y: r.midY); alignment = a.annotation.alignment
        }
        return a.annotation.content.fixedSize()
            .frame(width: 0, height: 0, alignment: alignment)
            .offset(x: point.x, y: point.y)
    }
}

extension PlotAnnotation {
    var id: ChartAnnotationID { ChartAnnotationID(mark: key, index: index) }
}

struct ChartAnnotationID: Hashable {
    var mark: ChartMarkID
    var index: Int
}
