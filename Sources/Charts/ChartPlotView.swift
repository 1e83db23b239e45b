/// The plot area's contents: grid lines and ticks, then the marks in the order written (after
/// `zIndex`) and their annotations, each mark a shape keyed by its kind and identity.
struct ChartPlotView: View {
    let model: ChartModel
    let geometry: ChartGeometry
    let configuration: ChartConfiguration
    var plotAnchor: Anchor<CGRect>?
    /// The scroll position a drag leaves, and where the current drag started (ChartBody's state).
    var xScroll: Binding<Double?> = .constant(nil)
    var yScroll: Binding<Double?> = .constant(nil)
    var dragBase: Binding<Double?> = .constant(nil)

    /// Grid lines and ticks: 0.5 pt in the secondary label colour (Apple does not publish the
    /// style; at 1× this draws about 30 % grey, as iOS 17's grid looks).
    static let gridStroke = StrokeStyle(lineWidth: 0.5)

    var body: some View {
        let size = geometry.size
        let proxy = ChartProxy(model: model, plotSize: size, plotAnchor: plotAnchor, interaction: configuration.interaction)
        ZStack(alignment: .topLeading) {
            if let background = configuration.background { background(proxy) }
            ForEach(Array(gridSegments(size).enumerated()), id: \.offset) { _, segment in
                ChartSegmentShape(from: segment.0, to: segment.1).stroke(segment.3, style: segment.2)
            }
            interactive(marks.frame(width: size.width, height: size.height, alignment: .topLeading), proxy: proxy)
            if let overlay = configuration.overlay { overlay(proxy) }
            if let gesture = configuration.gesture { gesture(proxy) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// The marks, clipped to the plot when it scrolls, taking the drag when one is wanted.
    @ViewBuilder
    func interactive<V: View>(_ v: V, proxy: ChartProxy) -> some View {
        if isScrolling {
            v.clipped().contentShape(Rectangle()).gesture(dragGesture(proxy))
        } else if hasDrag {
            v.contentShape(Rectangle()).gesture(dragGesture(proxy))
        } else {
            v
        }
    }

    var isScrolling: Bool { scrollingAxis != nil }
    /// The axis a drag scrolls: x when it has a window, else y when it has one.
    var scrollingAxis: Axis? {
        let axes = configuration.interaction.scrollableAxes
        if axes.contains(.horizontal), model.x?.window != nil { return .horizontal }
        if axes.contains(.vertical), model.y?.window != nil { return .vertical }
        return nil
    }
    var hasDrag: Bool {
        isScrolling || configuration.interaction.xSelection != nil || configuration.interaction.ySelection != nil
            || configuration.interaction.angleSelection != nil
    }

    /// A scrolling plot's drag moves the visible x domain with the finger; otherwise the drag
    /// selects (`chartXSelection`, `chartYSelection`).
    func dragGesture(_ proxy: ChartProxy) -> some Gesture {
        let size = geometry.size
        let interaction = configuration.interaction
        let scrolling = isScrolling
        let vertical = scrollingAxis == .vertical
        let scale = vertical ? model.y : model.x
        let xScroll = xScroll, yScroll = yScroll, dragBase = dragBase
        let angleTotal = model.marks.filter { $0.kind == .sector }.reduce(0) { $0 + max($1.angle, 0) }
        return DragGesture(minimumDistance: scrolling ? 10 : 0)
            .onChanged { v in
                if scrolling, let scale, let w = scale.window {
                    let base = dragBase.wrappedValue ?? w.lowerBound
                    if dragBase.wrappedValue == nil { dragBase.wrappedValue = base }
                    let perPoint = (w.upperBound - w.lowerBound) / Double(max(scale.usedLength(vertical ? size.height : size.width), 1))
                    let full: ClosedRange<Double>
                    switch scale.kind {
                    case .band(let names): full = 0...Double(names.count)
                    case .continuous(let d, _): full = d
                    }
                    let l = w.upperBound - w.lowerBound
                    // Content follows the finger: along x, a drag to the left shows later
                    // values; along y, a drag down shows higher values (categories run down
                    // from the top, so a drag up shows later ones).
                    let moved = vertical
                        ? Double(v.translation.height) * (scale.reversed ? -1 : 1) : -Double(v.translation.width)
                    let p = min(max(base + moved * perPoint, full.lowerBound), full.upperBound - l)
                    if vertical {
                        yScroll.wrappedValue = p
                        interaction.yScroll?.set(scale, p)
                    } else {
                        xScroll.wrappedValue = p
                        interaction.xScroll?.set(scale, p)
                    }
                    return
                }
                let x = min(max(v.location.x, 0), size.width), y = min(max(v.location.y, 0), size.height)
                let sx = min(max(v.startLocation.x, 0), size.width), sy = min(max(v.startLocation.y, 0), size.height)
                interaction.xSelection?.update(proxy, sx, x)
                interaction.ySelection?.update(proxy, sy, y)
                if let angle = interaction.angleSelection, angleTotal > 0 {
                    // Clockwise from 12 o'clock in the plot's y-down space, in [0, 2π).
                    var a = atan2(Double(v.location.x - size.width / 2), Double(size.height / 2 - v.location.y))
                    if a < 0 { a += 2 * .pi }
                    angle.update(a / (2 * .pi) * angleTotal)
                }
            }
            .onEnded { _ in
                if scrolling { dragBase.wrappedValue = nil; return }
                interaction.xSelection?.clear()
                interaction.ySelection?.clear()
                interaction.angleSelection?.clear()
            }
    }

    /// The marks in the order they are written (a series at its first mark; `zIndex` first),
    /// then annotations; then each `mask(content:)` pair: its content masked by its mask's marks.
    var marks: some View {
        let size = geometry.size
        return marks(in: .main) {
            ForEach(geometry.maskGroups, id: \.self) { g in
                marks(in: .masked(g)) { EmptyView() }
                    .frame(width: size.width, height: size.height, alignment: .topLeading)
                    .mask {
                        marks(in: .mask(g)) { EmptyView() }.frame(width: size.width, height: size.height, alignment: .topLeading)
                    }
            }
        }
    }

    /// The marks of one layer, then `rest`.
    func marks<Rest: View>(in layer: MarkLayer, @ViewBuilder rest: () -> Rest) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(geometry.items(in: layer), id: \.id) { item in
                switch item {
                case .area(let area):
                    ChartCurveShape(
                        top: AnimatableVector(points: area.top), bottom: AnimatableVector(points: area.bottom),
                        interpolation: area.interpolation, isArea: true
                    )
                    .fill(area.style).opacity(area.opacity)
                case .rect(let bar):
                    ChartRectShape(rect: bar.rect, cornerRadius: bar.cornerRadius, clip: bar.clip).fill(bar.style).opacity(bar.opacity)
                case .line(let line):
                    ChartCurveShape(
                        top: AnimatableVector(points: line.points), bottom: .zero, interpolation: line.interpolation, isArea: false
                    )
                    .stroke(line.style, style: line.stroke).opacity(line.opacity)
                case .rule(let rule):
                    ChartSegmentShape(from: rule.from, to: rule.to).stroke(rule.style, style: rule.stroke).opacity(rule.opacity)
                case .symbol(let s):
                    ChartSymbolMarkShape(center: s.center, size: s.size, symbol: s.symbol).fill(s.style).opacity(s.opacity)
                case .sector(let s):
                    ChartSectorShape(
                        center: s.center, angles: AnimatablePair(s.startAngle, s.endAngle),
                        radii: AnimatablePair(s.innerRadius, s.outerRadius), inset: s.inset, cornerRadius: s.cornerRadius
                    )
                    .fill(s.style).opacity(s.opacity)
                }
            }
            ForEach(geometry.annotations.filter { $0.layer == layer }, id: \.self.id) { a in
                annotationView(a)
            }
            rest()
        }
    }

    /// Grid lines across the plot and ticks outside it, from the axes' tick specs, each with
    /// its style (the secondary colour unless the axis mark sets one).
    func gridSegments(_ size: CGSize) -> [(CGPoint, CGPoint, StrokeStyle, AnyShapeStyle)] {
        var out: [(CGPoint, CGPoint, StrokeStyle, AnyShapeStyle)] = []
        let secondary = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        // Ticks point away from the plot on their axis's side (the trailing or leading edge,
        // the bottom or the top); an inset axis has none outside the plot.
        for t in model.yTicks {
            let y = size.height - (model.y?.position(t.fraction, length: size.height) ?? CGFloat(t.fraction) * size.height)
            let l = t.preset == .inset ? 0 : t.tickLength ?? 0
            let edge = t.opposite ? 0 : size.width, out1 = t.opposite ? -l : size.width + l
            if t.gridLine {
                out.append((
                    CGPoint(x: t.opposite ? out1 : 0, y: y), CGPoint(x: t.opposite ? size.width : out1, y: y),
                    t.gridStroke ?? Self.gridStroke, t.gridStyle ?? secondary))
            } else if l > 0 { out.append((CGPoint(x: edge, y: y), CGPoint(x: out1, y: y), Self.gridStroke, t.tickStyle ?? secondary)) }
        }
        for t in model.xTicks {
            let x = model.x?.position(t.fraction, length: size.width) ?? CGFloat(t.fraction) * size.width
            let l = t.preset == .inset ? 0 : t.tickLength ?? 0
            let edge = t.opposite ? 0 : size.height, out1 = t.opposite ? -l : size.height + l
            if t.gridLine {
                out.append((
                    CGPoint(x: x, y: t.opposite ? out1 : 0), CGPoint(x: x, y: t.opposite ? size.height : out1),
                    t.gridStroke ?? Self.gridStroke, t.gridStyle ?? secondary))
            } else if l > 0 { out.append((CGPoint(x: x, y: edge), CGPoint(x: x, y: out1), Self.gridStroke, t.tickStyle ?? secondary)) }
        }
        return out
    }

    /// An annotation beside its mark: above a vertical bar's top, to the right of a horizontal
    /// bar's end (`.automatic`), or where `position` says, `spacing` (default 4) points away.
    func annotationView(_ a: PlotAnnotation) -> some View {
        let (point, alignment) = Self.annotationPlacement(a)
        return a.annotation.content.fixedSize()
            .frame(width: 0, height: 0, alignment: alignment)
            .offset(x: point.x, y: point.y)
    }

    /// The point an annotation is pinned to (plot coordinates) and which of its edges or
    /// corners is pinned there (see `annotationView`).
    static func annotationPlacement(_ a: PlotAnnotation) -> (CGPoint, Alignment) {
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
        return (point, alignment)
    }
}

extension PlotAnnotation {
    var id: ChartAnnotationID { ChartAnnotationID(mark: key, index: index) }
}

struct ChartAnnotationID: Hashable {
    var mark: ChartMarkID
    var index: Int
}
