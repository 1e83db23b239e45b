/// A scale's domain as written in `chartXScale(domain:)` (Swift Charts' `ScaleDomain`): a
/// closed range of numbers or dates, an array of categories (their order), or `.automatic`.
public protocol ScaleDomain {
    var _spec: DomainSpec { get }
}

/// A written domain, type-erased.
public struct DomainSpec {
    enum Kind { case range(Double, Double, isDate: Bool), categories([String]), automatic(includesZero: Bool?) }
    let kind: Kind
    var reversed = false
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _spec: DomainSpec {
        let lo = lowerBound._plotValue, hi = upperBound._plotValue
        if case .date = lo { return DomainSpec(kind: .range(lo.continuous ?? 0, hi.continuous ?? 1, isDate: true)) }
        return DomainSpec(kind: .range(lo.continuous ?? 0, hi.continuous ?? 1, isDate: false))
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _spec: DomainSpec { (lowerBound...upperBound)._spec }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _spec: DomainSpec {
        DomainSpec(kind: .categories(map { value in
            if case .category(let c) = value._plotValue { return c }
            return "\(value)"
        }))
    }
}

/// `.automatic(includesZero:reversed:)` (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
    public var _spec: DomainSpec { DomainSpec(kind: .automatic(includesZero: includesZero), reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}

/// An axis's configuration: shown or not, and its marks.
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var marks: [AxisMarks]?
}

/// An axis's title: its view, alignment along the axis and space from the axis's labels.
struct AxisTitle {
    var content: AnyView
    var alignment: Alignment
    var spacing: CGFloat
}

/// Where the legend goes (Swift Charts' `ChartLegend` position argument uses `AnnotationPosition`).
struct LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    /// Where the legend sits along its side; nil: leading (above or below the plot) or centred
    /// (beside it).
    var alignment: Alignment?
    /// Between the legend and the plot's labels; nil: `chartLegendSpacing`.
    var spacing: CGFloat?
}

/// What the chart modifiers set: the chart reads it from the environment.
struct ChartConfiguration {
    var xDomain: DomainSpec?
    var yDomain: DomainSpec?
    var xType: ScaleType?
    var yType: ScaleType?
    var xRange: PositionRangeSpec?
    var yRange: PositionRangeSpec?
    var interaction = ChartInteraction()
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var legend = LegendConfiguration()
    var styleScale: [(String, AnyShapeStyle)]?
    /// The style of a `foregroundStyle(by:)` value (`chartForegroundStyleScale(mapping:)`).
    var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
    /// The palette `foregroundStyle(by:)` values take in order (`chartForegroundStyleScale(range:)`).
    var styleRange: [AnyShapeStyle]?
    /// The gradient of a continuous style scale (`chartForegroundStyleScale(range: Gradient)`).
    var styleGradient: Gradient?
    var plotStyle: ((AnyView) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
    /// The axes' titles (`chartXAxisLabel`, `chartYAxisLabel`).
    var xAxisTitle: AxisTitle?
    var yAxisTitle: AxisTitle?
    /// A clear layer over the plot taking the gesture of `chartGesture(_:)`.
    var gesture: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
}

extension ChartConfiguration {
    /// The style scale of `chartForegroundStyleScale(domain:range:)`.
    static func pairs<S: ShapeStyle>(domain: [String], range: [S]) -> [(String, AnyShapeStyle)] {
        guard !range.isEmpty else { return [] }
        return domain.enumerated().map { ($0.element, AnyShapeStyle(range[$0.offset % range.count])) }
    }
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// The x scale's domain (a range of numbers or dates, categories in order, or
    /// `.automatic`), its range along the axis (`.plotDimension(padding:)`, or points) and its
    /// type (`.linear`, `.log`, `.squareRoot`, `.symmetricLog`, `.power(exponent:)`).
    public func chartXScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        setScale(x: true, domain: domain._spec, range: range._range, type: type)
    }
    /// The x scale's domain and type.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        setScale(x: true, domain: domain._spec, range: nil, type: type)
    }
    /// The x scale's range and type; the domain stays automatic.
    public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        setScale(x: true, domain: nil, range: range._range, type: type)
    }
    /// The x scale's type; the domain stays automatic.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        setScale(x: true, domain: nil, range: nil, type: type)
    }
    /// The y scale's domain, range and type (see `chartXScale(domain:range:type:)`).
    public func chartYScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        setScale(x: false, domain: domain._spec, range: range._range, type: type)
    }
    /// The y scale's domain and type.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        setScale(x: false, domain: domain._spec, range: nil, type: type)
    }
    /// The y scale's range and type.
    public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        setScale(x: false, domain: nil, range: range._range, type: type)
    }
    /// The y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        setScale(x: false, domain: nil, range: nil, type: type)
    }

    private func setScale(x: Bool, domain: DomainSpec?, range: PositionRangeSpec?, type: ScaleType?) -> some View {
        transformEnvironment(\.chartConfiguration) { config in
            if x {
                if let domain { config.xDomain = domain }
                if let range { config.xRange = range }
                if let type { config.xType = type }
            } else {
                if let domain { config.yDomain = domain }
                if let range { config.yRange = range }
                if let type { config.yType = type }
            }
        }
    }
    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.xAxis.visibility = visibility }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.yAxis.visibility = visibility }
    }
    /// The x axis's marks.
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartConfiguration) { $0.xAxis.marks = marks }
    }
    /// The y axis's marks.
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartConfiguration) { $0.yAxis.marks = marks }
    }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.legend.visibility = visibility }
    }
    /// The legend's position: below the plot and its labels (`.bottom`, `.automatic`), above
    /// (`.top`), or beside the plot as a column (`.leading`, `.trailing`); `alignment` places
    /// it along that side (default: leading above and below, centred beside); `spacing` is the
    /// gap to the plot's labels (default 10 pt).
    public func chartLegend(position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        transformEnvironment(\.chartConfiguration) {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }
    /// The styles of `foregroundStyle(by:)` values: each key's style, in this order in the legend.
    public func chartForegroundStyleScale<K: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<K, S>) -> some View {
        let pairs = mapping.map { (label($0.key._plotValue), AnyShapeStyle($0.value)) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = pairs }
    }
    /// The styles of `foregroundStyle(by:)` values in order of first appearance: the i-th
    /// value takes `range[i]`, the range starting again when it is shorter.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return transformEnvironment(\.chartConfiguration) { $0.styleRange = styles.isEmpty ? nil : styles }
    }
    /// A continuous style scale: numeric `foregroundStyle(by:)` values take the gradient's
    /// colour at their place between the smallest (first stop) and the largest (last stop),
    /// mixed between stops (`Color.mix`); category values take the stops' colours in turn.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        let stops = range.stops.map { AnyShapeStyle($0.color) }
        return transformEnvironment(\.chartConfiguration) { config in
            config.styleRange = stops.isEmpty ? nil : stops
            config.styleGradient = range.stops.isEmpty ? nil : range
        }
    }
    /// The styles of `foregroundStyle(by:)` values given as a `Dictionary` value (legend order:
    /// sorted keys, a dictionary having none). Not Swift Charts API; a dictionary literal is the
    /// `KeyValuePairs` form above, which keeps the written order, as on iOS.
    @_disfavoredOverload
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
        let pairs = mapping.sorted { $0.key < $1.key }.map { ($0.key, AnyShapeStyle($0.value)) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = pairs }
    }
    /// Styles computed from the `foregroundStyle(by:)` values: each value (as `DataValue`) takes
    /// `mapping`'s style; legend order is first appearance. A value that is not a `DataValue`
    /// takes the default palette.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (PlotValue) -> AnyShapeStyle? = { value in DataValue.from(value).map { AnyShapeStyle(mapping($0)) } }
        return transformEnvironment(\.chartConfiguration) { $0.styleMapping = map }
    }
    /// Styles computed from the values of `domain` (the legend lists them, in this order) by
    /// `mapping`.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (label($0._plotValue), AnyShapeStyle(mapping($0))) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = pairs.isEmpty ? nil : pairs }
    }
    /// Styles for the values of `domain`, in order: the i-th value takes `range[i]`, the range
    /// starting again when it is shorter (an empty range leaves the default palette).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let pairs = ChartConfiguration.pairs(domain: domain.map { label($0._plotValue) }, range: range)
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = pairs.isEmpty ? nil : pairs }
    }
    /// Changes the plot area (the rectangle inside the axes): `{ $0.background(.gray.opacity(0.1)) }`.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (_ChartPlotContent) -> C) -> some View {
        transformEnvironment(\.chartConfiguration) { config in
            config.plotStyle = { plot in AnyView(content(_ChartPlotContent(plot: plot))) }
        }
    }
    /// Views over the chart that know its scales (`proxy.position(forX:)`, `proxy.value(atX:)`),
    /// laid out in the chart's whole frame.
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        transformEnvironment(\.chartConfiguration) { config in
            config.overlay = { proxy in AnyView(content(proxy)) }
        }
    }
    /// A title for the x axis (Swift Charts' `chartXAxisLabel`): `.caption` in the secondary
    /// colour below the x labels, centred along the plot unless `alignment` says otherwise,
    /// `spacing` (default 4) points from them. Apple does not publish the metrics; `position`
    /// other than below is not honoured.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil
    ) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(\.xAxisTitle, alignment: alignment, spacing: spacing, content: content())
    }
    /// A title for the y axis (Swift Charts' `chartYAxisLabel`): `.caption` in the secondary
    /// colour above the plot, over the y labels (trailing unless `alignment` says otherwise),
    /// `spacing` (default 4) points from the plot; not rotated. An estimate of iOS's placement.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment = .trailing, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment = .trailing, spacing: CGFloat? = nil
    ) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .trailing, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some View {
        axisTitle(\.yAxisTitle, alignment: alignment, spacing: spacing, content: content())
    }
    /// Sets an axis's title; a spacing that is not finite and ≥ 0 is the default 4 points.
    private func axisTitle<C: View>(
        _ field: WritableKeyPath<ChartConfiguration, AxisTitle?>, alignment: Alignment, spacing: CGFloat?, content: C
    ) -> some View {
        let spacing = spacing.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 4
        let title = AxisTitle(content: AnyView(content), alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartConfiguration) { $0[keyPath: field] = title }
    }
    /// Adds the gesture `gesture` makes from the chart's proxy to the whole plot area (Swift
    /// Charts' `chartGesture(_:)`, iOS 17): a drag's locations are in the plot's coordinates, so
    /// `proxy.value(atX:)` reads the value under the finger.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        transformEnvironment(\.chartConfiguration) { config in
            config.gesture = { proxy in AnyView(Color.clear.contentShape(Rectangle()).gesture(gesture(proxy))) }
        }
    }
    /// Views behind the chart that know its scales.
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        transformEnvironment(\.chartConfiguration) { config in
            config.background = { proxy in AnyView(content(proxy)) }
        }
    }
}

/// The plot area handed to `chartPlotStyle`'s closure: a view.
public struct _ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}
