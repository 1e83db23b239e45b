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
        let model = ChartModel(marks: collectMarks(content), configuration: configuration)
        ChartBody(model: model, configuration: configuration)
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
    /// A y tick's label at `fraction` (0 bottom … 1 top), `offset` points right of the plot.
    case yLabel(fraction: Double, offset: CGFloat)
    /// An x tick's label at `fraction` (0 leading … 1 trailing), `offset` points below the
    /// plot; `leading` labels start at the tick (dates), others are centred on it.
    case xLabel(fraction: Double, offset: CGFloat, leading: Bool)
    case legend
}

struct ChartRoleKey: LayoutValueKey {
    static let defaultValue = ChartRole.plot
}

/// The space between the plot and the legend, in points.
let chartLegendSpacing: CGFloat = 10
/// Between a tick (or the plot's edge) and its label, in points.
let chartLabelSpacing: CGFloat = 2

/// Places the plot area, the axes' labels and the legend: the y labels take the widest label's
/// width on the trailing side, the x labels the tallest label's height below, the legend its
/// height below them; the plot gets the rest.
struct ChartLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
    }

    /// The plot area's frame in `bounds`.
    func plotFrame(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var trailing: CGFloat = 0, bottom: CGFloat = 0, top: CGFloat = 0, legend: CGFloat = 0
        for s in subviews {
            switch s[ChartRoleKey.self] {
            case .yLabel(let f, let offset):
                let size = s.sizeThatFits(.unspecified)
                trailing = max(trailing, offset + size.width)
                if f > 0.999 { top = max(top, size.height / 2) }
            case .xLabel(_, let offset, _):
                bottom = max(bottom, offset + s.sizeThatFits(.unspecified).height)
            case .legend:
                legend = s.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height + chartLegendSpacing
            case .plot: break
            }
        }
        return CGRect(
            x: bounds.minX, y: bounds.minY + top, width: max(bounds.width - trailing, 0),
            height: max(bounds.height - top - bottom - legend, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plot = plotFrame(in: bounds, subviews: subviews)
        var labelsBottom = plot.maxY
        for s in subviews {
            if case .xLabel(_, let offset, _) = s[ChartRoleKey.self] {
                labelsBottom = max(labelsBottom, plot.maxY + offset + s.sizeThatFits(.unspecified).height)
            }
        }
        for s in subviews {
            switch s[ChartRoleKey.self] {
            case .plot:
                s.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .yLabel(let f, let offset):
                let y = plot.maxY - CGFloat(f) * plot.height
                s.place(at: CGPoint(x: plot.maxX + offset, y: y), anchor: .leading, proposal: .unspecified)
            case .xLabel(let f, let offset, let leading):
                let x = plot.minX + CGFloat(f) * plot.width
                s.place(at: CGPoint(x: x, y: plot.maxY + offset), anchor: leading ? .topLeading : .top, proposal: .unspecified)
            case .legend:
                s.place(
                    at: CGPoint(x: bounds.minX, y: labelsBottom + chartLegendSpacing), anchor: .topLeading,
                    proposal: ProposedViewSize(width: bounds.width, height: nil))
            }
        }
    }
}

/// The chart's views for a resolved model.
struct ChartBody: View {
    let model: ChartModel
    let configuration: ChartConfiguration

    var body: some View {
        ChartLayout {
            plotArea.layoutValue(key: ChartRoleKey.self, value: .plot)
            ForEach(Array(model.yTicks.enumerated()), id: \.offset) { _, tick in
                tickLabel(tick).layoutValue(
                    key: ChartRoleKey.self, value: .yLabel(fraction: tick.fraction, offset: (tick.tickLength ?? 0) + chartLabelSpacing))
            }
            ForEach(Array(model.xTicks.enumerated()), id: \.offset) { _, tick in
                tickLabel(tick).layoutValue(
                    key: ChartRoleKey.self,
                    value: .xLabel(
                        fraction: tick.fraction, offset: (tick.tickLength ?? 0) + chartLabelSpacing,
                        leading: model.x?.isDate ?? false))
            }
            if !model.legend.isEmpty {
                ChartLegendView(entries: model.legend).layoutValue(key: ChartRoleKey.self, value: .legend)
            }
        }
    }

    @ViewBuilder
    func tickLabel(_ tick: AxisTickSpec) -> some View {
        if let view = tick.labelView {
            view.font(.caption2).foregroundStyle(.secondary)
        } else {
            Text(tick.label ?? "").font(.caption2).foregroundStyle(.secondary)
        }
    }

    var plotArea: some View {
        let plot = GeometryReader { geometry in
            ChartPlotView(model: model, geometry: ChartGeometry(model: model, size: geometry.size), configuration: configuration)
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
/// `.caption` secondary, entries 12 pt apart, leading-aligned.
struct ChartLegendView: View {
    let entries: [LegendEntry]
    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries, id: \.label) { entry in
                HStack(spacing: 4) {
                    entry.symbol.fill(entry.style).frame(width: 8, height: 8)
                    Text(entry.label).font(.caption).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
        }
    }
}
