/// A chart (Swift Charts' `Chart`): marks in a plot area, the y axis on the trailing side with
/// grid lines, the x axis below, and a legend below for `foregroundStyle(by:)`, as iOS 17
/// draws them.
///
/// The chart is built from SceneGraph views: each mark is a shape keyed by the mark's
/// identity (its `ForEach` id), whose geometry is its animatable data, so data changed inside
/// `withAnimation` (or under `.animation(_:value:)`) moves bars, line points and slices with
/// the transaction's spring.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) var configuration

    /// A chart of the content the builder gives.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ChartBody(marks: collectMarks(content), configuration: configuration)
    }
}

extension Chart {
    /// A chart of `data`: the content for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
    /// A chart of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }
}

/// What a view of the chart is to the chart's layout.
enum ChartRole: Equatable {
    case plot
    case yLabel(AxisLabelPlacement)
    case xLabel(AxisLabelPlacement)
    case legend
    /// `chartXAxisLabel` (true) or `chartYAxisLabel`, with its alignment and spacing.
    case axisTitle(isX: Bool, alignment: Alignment, spacing: CGFloat)
}

/// Where an axis label goes: at `fraction` of its axis (0 the leading or bottom end … 1),
/// `offset` points out from the plot's edge. `opposite`: on the leading side (y) or above the
/// plot (x); `aligned`: an x label starts at its tick instead of being centred on it; `inset`:
/// inside the plot beside its grid line (above it, or below it at the plot's top; after an x
/// tick, or before it at the plot's trailing edge); `thins`: it may be left out when labels collide.
struct AxisLabelPlacement: Equatable {
    var fraction: Double
    var offset: CGFloat
    var opposite = false
    var aligned = false
    var inset = false
    var thins = true
    /// The label's point placed at its tick (`AxisValueLabel(anchor:)`), when given.
    var anchor: UnitPoint?
}

struct ChartRoleKey: LayoutValueKey {
    static let defaultValue = ChartRole.plot
}

/// The space between the plot and the legend, in points.
let chartLegendSpacing: CGFloat = 10
/// Between a tick (or the plot's edge) and its label, in points.
let chartLabelSpacing: CGFloat = 2
/// The least space between two labels of an axis, in points; closer labels collide.
let chartLabelMinimumGap: CGFloat = 2

/// Places the plot area, the axes' labels and the legend: the y labels take the widest label's
/// width on their side (trailing, or leading for `AxisMarks(position: .leading)`), the x labels
/// the tallest label's height below (or above), the legend its height below them; the plot
/// gets the rest. Inset labels take no space.
///
/// Labels that would overlap are thinned as Swift Charts' automatic collision resolution
/// does: of an axis's labels in order, every k-th is kept (the first always), for the smallest
/// k at which no two kept labels come closer than `chartLabelMinimumGap`; the others are
/// placed far outside the canvas, so they are not seen.
struct ChartLayout: Layout {
    var xRange = PositionRangeSpec()
    var yRange = PositionRangeSpec()
    var legend = LegendConfiguration()

    /// The side the legend takes: `.top`, `.leading`, `.trailing`, else `.bottom`.
    var legendEdge: Edge {
        switch legend.position {
        case .top, .topLeading, .topTrailing: return .top
        case .leading: return .leading
        case .trailing: return .trailing
        default: return .bottom
        }
    }
    var legendSpacing: CGFloat { legend.spacing ?? chartLegendSpacing }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
    }

    /// The plot area's frame in `bounds`.
    func plotFrame(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var leading: CGFloat = 0, trailing: CGFloat = 0, bottom: CGFloat = 0, top: CGFloat = 0, overflow: CGFloat = 0
        var legend: CGFloat = 0, xTitle: CGFloat = 0, yTitle: CGFloat = 0
        for s in subviews {
            switch s[ChartRoleKey.self] {
            case .yLabel(let p) where !p.inset:
                let size = s.sizeThatFits(.unspecified)
                if p.opposite { leading = max(leading, p.offset + size.width) } else { trailing = max(trailing, p.offset + size.width) }
                if p.fraction > 0.999 { overflow = max(overflow, size.height / 2) }
            case .xLabel(let p) where !p.inset:
                let h = p.offset + s.sizeThatFits(.unspecified).height
                if p.opposite { top = max(top, h) } else { bottom = max(bottom, h) }
            case .axisTitle(true, _, let spacing):
                xTitle = s.sizeThatFits(.unspecified).height + spacing
            case .axisTitle(false, _, let spacing):
                yTitle = s.sizeThatFits(.unspecified).height + spacing
            case .legend:
                switch legendEdge {
                case .top, .bottom: legend = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height + legendSpacing
                case .leading, .trailing: legend = s.sizeThatFits(.unspecified).width + legendSpacing
                }
            default: break
            }
        }
        top = max(top, overflow) + yTitle
        bottom += xTitle
        var frame = CGRect(
            x: bounds.minX + leading, y: bounds.minY + top, width: max(bounds.width - leading - trailing, 0),
            height: max(bounds.height - top - bottom, 0))
        switch legendEdge {
        case .bottom: frame.size.height = max(frame.height - legend, 0)
        case .top:
            frame.origin.y += legend
            frame.size.height = max(frame.height - legend, 0)
        case .leading:
            frame.origin.x += legend
            frame.size.width = max(frame.width - legend, 0)
        case .trailing: frame.size.width = max(frame.width - legend, 0)
        }
        return frame
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plot = plotFrame(in: bounds, subviews: subviews)
        var labelsBottom = plot.maxY
        // Labels collide only with labels on the same side of the plot (below or above, trailing
        // or leading, outside or inset), so each side is thinned by itself.
        var xLabels: [String: [(Int, CGRect, Bool)]] = [:], yLabels: [String: [(Int, CGRect, Bool)]] = [:]
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            switch s[ChartRoleKey.self] {
            case .xLabel(let p):
                if !p.inset && !p.opposite { labelsBottom = max(labelsBottom, plot.maxY + p.offset + size.height) }
                let x = plot.minX + xRange.position(p.fraction, length: plot.width)
                var minX = p.aligned || p.inset ? x : x - size.width / 2
                if let a = p.anchor { minX = labelPlacement(p, isX: true, size: size, plot: plot).point.x - a.x * size.width }
                xLabels["\(p.opposite) \(p.inset)", default: []].append((i, CGRect(x: minX, y: 0, width: size.width, height: size.height), p.thins))
            case .yLabel(let p):
                let y = plot.maxY - yRange.position(p.fraction, length: plot.height)
                var minY = p.inset ? Self.insetLabelTop(lineY: y, height: size.height, plot: plot) : y - size.height / 2
                if let a = p.anchor { minY = labelPlacement(p, isX: false, size: size, plot: plot).point.y - a.y * size.height }
                yLabels["\(p.opposite) \(p.inset)", default: []].append((i, CGRect(x: 0, y: minY, width: size.width, height: size.height), p.thins))
            default: break
            }
        }
        // The x axis's title goes below its labels, the legend below both.
        let labelsOnlyBottom = labelsBottom
        for s in subviews {
            if case .axisTitle(true, _, let spacing) = s[ChartRoleKey.self] {
                labelsBottom += spacing + s.sizeThatFits(.unspecified).height
            }
        }
        var hidden = Set<Int>()
        // A label that starts at its tick (a date's) at the plot's trailing end would lie past
        // the plot: Swift Charts draws the tick's grid line there but no label.
        for (i, s) in subviews.enumerated() {
            if case .xLabel(let p) = s[ChartRoleKey.self], p.aligned, !p.inset, p.anchor == nil,
                xRange.position(p.fraction, length: plot.width) >= plot.width - 0.5
            {
                hidden.insert(i)
            }
        }
        for side in xLabels.values { hidden.formUnion(Self.thinned(side.map { ($0.0, $0.1.minX, $0.1.maxX, $0.2) })) }
        // Along y from the bottom, so the lowest value's label is the one always kept.
        for side in yLabels.values { hidden.formUnion(Self.thinned(side.map { ($0.0, -$0.1.maxY, -$0.1.minY, $0.2) })) }
        for (i, s) in subviews.enumerated() {
            if hidden.contains(i) {
                s.place(at: CGPoint(x: -100_000, y: -100_000), proposal: .unspecified)
                continue
            }
            switch s[ChartRoleKey.self] {
            case .plot:
                s.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .yLabel(let p):
                let at = labelPlacement(p, isX: false, size: s.sizeThatFits(.unspecified), plot: plot)
                s.place(at: at.point, anchor: at.anchor, proposal: .unspecified)
            case .xLabel(let p):
                let at = labelPlacement(p, isX: true, size: s.sizeThatFits(.unspecified), plot: plot)
                s.place(at: at.point, anchor: at.anchor, proposal: .unspecified)
            case .legend:
                placeLegend(s, bounds: bounds, plot: plot, labelsBottom: labelsBottom, subviews: subviews)
            case .axisTitle(let isX, let alignment, let spacing):
                let size = s.sizeThatFits(.unspecified)
                let h = alignment.horizontal
                if isX {
                    // Below the x labels, along the plot (centred by default).
                    let x = h == .leading ? plot.minX : h == .trailing ? plot.maxX - size.width : plot.midX - size.width / 2
                    s.place(at: CGPoint(x: x, y: labelsOnlyBottom + spacing), anchor: .topLeading, proposal: .unspecified)
                } else {
                    // Above the plot, over the y axis's labels (trailing by default).
                    let x = h == .leading ? bounds.minX : h == .center ? plot.midX - size.width / 2 : bounds.maxX - size.width
                    s.place(at: CGPoint(x: x, y: plot.minY - spacing - size.height), anchor: .topLeading, proposal: .unspecified)
                }
            }
        }
    }

    /// Where an axis label goes: the point and the label's anchor placed on it. A y label sits
    /// beside the plot, centred on its grid line (inset: inside the plot, above the line, or
    /// below it at the plot's top); an x label below or above the plot, centred on its tick or
    /// (aligned) starting at it (inset: inside, after the tick, or before it at the trailing
    /// edge). `AxisValueLabel(anchor:)` puts that point of the label on the tick's point
    /// instead (an inset label's point is on its grid line, `chartLabelSpacing` in from the edge).
    func labelPlacement(_ p: AxisLabelPlacement, isX: Bool, size: CGSize, plot: CGRect) -> (point: CGPoint, anchor: UnitPoint) {
        if !isX {
            let y = plot.maxY - yRange.position(p.fraction, length: plot.height)
            if p.inset {
                let x = p.opposite ? plot.minX + chartLabelSpacing : plot.maxX - chartLabelSpacing
                if let a = p.anchor { return (CGPoint(x: x, y: y), a) }
                // Above its grid line, or below it where above would leave the plot.
                return (CGPoint(x: x, y: Self.insetLabelTop(lineY: y, height: size.height, plot: plot)), p.opposite ? .topLeading : .topTrailing)
            }
            if p.opposite { return (CGPoint(x: plot.minX - p.offset, y: y), p.anchor ?? .trailing) }
            return (CGPoint(x: plot.maxX + p.offset, y: y), p.anchor ?? .leading)
        }
        let x = plot.minX + xRange.position(p.fraction, length: plot.width)
        if p.inset {
            if let a = p.anchor { return (CGPoint(x: x, y: plot.maxY - chartLabelSpacing), a) }
            // After its tick, or before it where after would leave the plot.
            let after = x + chartLabelSpacing + size.width <= plot.maxX + 0.5
            return (CGPoint(x: after ? x + chartLabelSpacing : x - chartLabelSpacing, y: plot.maxY - chartLabelSpacing), after ? .bottomLeading : .bottomTrailing)
        }
        if p.opposite { return (CGPoint(x: x, y: plot.minY - p.offset), p.anchor ?? (p.aligned ? .bottomLeading : .bottom)) }
        return (CGPoint(x: x, y: plot.maxY + p.offset), p.anchor ?? (p.aligned ? .topLeading : .top))
    }

    /// The top of an inset y label `height` tall for the grid line at `lineY`: above the line,
    /// or below it where above would leave the plot.
    static func insetLabelTop(lineY: CGFloat, height: CGFloat, plot: CGRect) -> CGFloat {
        let above = lineY - chartLabelSpacing - height
        return above >= plot.minY - 0.5 ? above : lineY + chartLabelSpacing
    }

    /// Places the legend on its side: above the plot and its top labels, below the bottom
    /// labels, or beside the plot and its labels, as a block aligned by `legend.alignment`.
    func placeLegend(_ s: LayoutSubview, bounds: CGRect, plot: CGRect, labelsBottom: CGFloat, subviews: Subviews) {
        let alignment = legend.alignment
        switch legendEdge {
        case .top, .bottom:
            let size = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let h = alignment?.horizontal ?? .leading
            let x = h == .center ? bounds.midX - size.width / 2 : h == .trailing ? bounds.maxX - size.width : bounds.minX
            let y = legendEdge == .bottom ? labelsBottom + legendSpacing : bounds.minY
            s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: size.width, height: nil))
        case .leading, .trailing:
            let size = s.sizeThatFits(.unspecified)
            let v = alignment?.vertical ?? .center
            let y = v == .top ? plot.minY : v == .bottom ? plot.maxY - size.height : plot.midY - size.height / 2
            let x = legendEdge == .leading ? bounds.minX : bounds.maxX - size.width
            s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
        }
    }

    /// The labels to leave out of one axis: `labels` are (subview index, start, end along the
    /// axis, may thin). Of the thinnable labels in order of their start, every k-th is kept for
    /// the smallest k at which none of the kept ones overlap (gap below `chartLabelMinimumGap`).
    static func thinned(_ labels: [(Int, CGFloat, CGFloat, Bool)]) -> Set<Int> {
        let items = labels.filter(\.3).sorted { $0.1 < $1.1 }
        guard items.count > 1 else { return [] }
        for k in 1...items.count {
            let kept = stride(from: 0, to: items.count, by: k).map { items[$0] }
            let fits = zip(kept, kept.dropFirst()).allSatisfy { a, b in b.1 >= a.2 + chartLabelMinimumGap }
            if fits {
                let keptIDs = Set(kept.map(\.0))
                return Set(items.map(\.0).filter { !keptIDs.contains($0) })
            }
        }
        return []
    }
}

/// The chart's views for its marks: the model is made here, with the scroll position a drag
/// leaves (state of this view, so it lasts across updates).
struct ChartBody: View {
    let marks: [ChartMark]
    let configuration: ChartConfiguration
    @State private var xScroll: Double?
    @State private var yScroll: Double?
    @State private var dragBase: Double?

    var body: some View {
        let model = ChartModel(marks: marks, configuration: configuration, xScroll: xScroll, yScroll: yScroll)
        ChartLayout(
            xRange: model.x?.range ?? PositionRangeSpec(), yRange: model.y?.range ?? PositionRangeSpec(),
            legend: configuration.legend
        ) {
            plotArea(model).layoutValue(key: ChartRoleKey.self, value: .plot)
            ForEach(Array(model.yTicks.enumerated()), id: \.offset) { _, tick in
                tickLabel(tick).layoutValue(key: ChartRoleKey.self, value: .yLabel(placement(tick, model: model, isX: false)))
            }
            ForEach(Array(model.xTicks.enumerated()), id: \.offset) { _, tick in
                tickLabel(tick).layoutValue(key: ChartRoleKey.self, value: .xLabel(placement(tick, model: model, isX: true)))
            }
            if let title = configuration.xAxisTitle {
                title.content.font(.caption).foregroundStyle(.secondary)
                    .layoutValue(key: ChartRoleKey.self, value: .axisTitle(isX: true, alignment: title.alignment, spacing: title.spacing))
            }
            if let title = configuration.yAxisTitle {
                title.content.font(.caption).foregroundStyle(.secondary)
                    .layoutValue(key: ChartRoleKey.self, value: .axisTitle(isX: false, alignment: title.alignment, spacing: title.spacing))
            }
            if !model.legend.isEmpty {
                ChartLegendView(entries: model.legend, vertical: [.leading, .trailing].contains(configuration.legend.position))
                    .layoutValue(key: ChartRoleKey.self, value: .legend)
            }
        }
    }

    func placement(_ tick: AxisTickSpec, model: ChartModel, isX: Bool) -> AxisLabelPlacement {
        AxisLabelPlacement(
            fraction: tick.labelFraction ?? tick.fraction, offset: (tick.tickLength ?? 0) + chartLabelSpacing, opposite: tick.opposite,
            aligned: isX && !tick.labelCentered && (model.x?.isDate == true || tick.preset == .aligned), inset: tick.preset == .inset,
            thins: tick.thins, anchor: tick.labelAnchor)
    }

    @ViewBuilder
    func tickLabel(_ tick: AxisTickSpec) -> some View {
        let style = tick.labelStyle ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        if let view = tick.labelView {
            view.font(.caption2).foregroundStyle(style)
        } else {
            Text(tick.label ?? "").font(.caption2).foregroundStyle(style)
        }
    }

    func plotArea(_ model: ChartModel) -> some View {
        let plot = GeometryReader { reader in
            ChartPlotView(
                model: model, geometry: ChartGeometry(model: model, size: reader.size), configuration: configuration,
                plotAnchor: reader.anchor(of: CGRect(origin: .zero, size: reader.size)), xScroll: $xScroll, yScroll: $yScroll, dragBase: $dragBase)
        }
        return Group {
            if let style = configuration.plotStyle {
                style(AnyView(plot))
            } else {
                plot
            }
        }
    }
}

/// The legend: a 8 pt circle (or the series' symbol) in the series' style and its label in
/// `.caption` secondary, entries 12 pt apart in a row (above or below the plot), or 6 pt apart
/// in a leading-aligned column (beside it).
/// A legend row: entries at their ideal widths, `spacing` apart, centred on their row; an
/// entry that does not fit in what is left of the row starts the next row, `lineSpacing` below
/// (so a long legend wraps between entries, not inside a name, as Swift Charts' does). An entry
/// wider than the whole row gets the row's width.
struct LegendFlowLayout: Layout {
    var spacing: CGFloat
    var lineSpacing: CGFloat

    private func rows(_ subviews: Subviews, width: CGFloat?) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            var size = s.sizeThatFits(.unspecified)
            if let width, size.width > width { size = s.sizeThatFits(ProposedViewSize(width: width, height: nil)) }
            if let width, !rows[rows.count - 1].isEmpty, x + spacing + size.width > width + 0.001 {
                rows.append([])
                x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append((i, size))
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(subviews, width: proposal.width)
        var w: CGFloat = 0, h: CGFloat = 0
        for (n, row) in rows.enumerated() {
            w = max(w, row.reduce(0) { $0 + $1.size.width } + spacing * CGFloat(max(row.count - 1, 0)))
            h += (row.map(\.size.height).max() ?? 0) + (n > 0 ? lineSpacing : 0)
        }
        return CGSize(width: w, height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(subviews, width: bounds.width) {
            let height = row.map(\.size.height).max() ?? 0
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(
                    at: CGPoint(x: x, y: y + height / 2), anchor: .leading, proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += height + lineSpacing
        }
    }
}

struct ChartLegendView: View {
    let entries: [LegendEntry]
    var vertical = false
    var body: some View {
        if vertical {
            VStack(alignment: .leading, spacing: 6) { items }
        } else {
            LegendFlowLayout(spacing: 12, lineSpacing: 4) { items }
        }
    }

    var items: some View {
        ForEach(entries, id: \.label) { entry in
            HStack(spacing: 4) {
                entry.symbol.fill(entry.style).frame(width: 8, height: 8)
                Text(entry.label).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
