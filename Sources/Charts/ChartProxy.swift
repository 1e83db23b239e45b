/// The chart's scales for views in `chartOverlay` / `chartBackground` (Swift Charts'
/// `ChartProxy`). Positions are in the plot area's coordinates (points, origin at its top
/// left). The overlay is laid out over the plot area, so those are also the overlay's own
/// coordinates, and `geometry[proxy.plotFrame!]` in a `GeometryReader` of the overlay is the
/// plot's rectangle at (0, 0).
@MainActor
public struct ChartProxy {
    let model: ChartModel
    /// The plot area's size in points.
    public let plotSize: CGSize
    /// The plot area as an anchor (nil only for a proxy made without one, in tests).
    let plotAnchor: Anchor<CGRect>?

    /// The chart's selection bindings, for `selectXValue(at:)` and the like.
    let interaction: ChartInteraction?

    init(model: ChartModel, plotSize: CGSize, plotAnchor: Anchor<CGRect>? = nil, interaction: ChartInteraction? = nil) {
        self.model = model
        self.plotSize = plotSize
        self.plotAnchor = plotAnchor
        self.interaction = interaction
    }

    /// Sets the `chartXSelection(value:)` binding to the value at `x` (plot coordinates), as a
    /// drag over the plot does (iOS 17); nothing without such a binding.
    public func selectXValue(at x: CGFloat) { interaction?.xSelection?.update(self, x, x) }
    /// Sets the `chartYSelection(value:)` binding to the value at `y`.
    public func selectYValue(at y: CGFloat) { interaction?.ySelection?.update(self, y, y) }
    /// Sets the `chartXSelection(range:)` binding to the values from `start` to `end`.
    public func selectXRange(from start: CGFloat, to end: CGFloat) { interaction?.xSelection?.update(self, start, end) }
    /// Sets the `chartYSelection(range:)` binding to the values from `start` to `end`.
    public func selectYRange(from start: CGFloat, to end: CGFloat) { interaction?.ySelection?.update(self, start, end) }

    /// The plot area's size in points (the iOS 16 name of `plotSize`).
    public var plotAreaSize: CGSize { plotSize }
    /// The plot area's frame, to resolve with a `GeometryProxy` (iOS 17).
    public var plotFrame: Anchor<CGRect>? { plotAnchor }
    /// The plot area's frame (the iOS 16 name of `plotFrame`).
    public var plotAreaFrame: Anchor<CGRect> {
        plotAnchor ?? .canvas(CGRect(origin: .zero, size: plotSize))
    }
    /// The frame of the plot and its axes: the plot's here (the overlay covers the plot).
    public var plotContainerFrame: Anchor<CGRect>? { plotAnchor }

    /// The x position of `value` (its band's centre for a category), or nil when it is not on the scale.
    public func position<V: Plottable>(forX value: V) -> CGFloat? {
        guard let scale = model.x, let f = scale.fraction(of: value._plotValue) else { return nil }
        return scale.position(f, length: plotSize.width)
    }
    /// The y position of `value`, or nil.
    public func position<V: Plottable>(forY value: V) -> CGFloat? {
        guard let scale = model.y, let f = scale.fraction(of: value._plotValue) else { return nil }
        return plotSize.height - scale.position(f, length: plotSize.height)
    }
    /// The x and y positions of a pair of values.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    /// The value at x position `x` as `V`: a number or date of a continuous scale, or the
    /// category whose band holds `x`.
    public func value<V: Plottable>(atX x: CGFloat, as type: V.Type = V.self) -> V? {
        guard let scale = model.x, plotSize.width > 0 else { return nil }
        return Self.value(scale, fraction: scale.range.fraction(at: x, length: plotSize.width), as: type)
    }
    /// The value at y position `y` as `V`.
    public func value<V: Plottable>(atY y: CGFloat, as type: V.Type = V.self) -> V? {
        guard let scale = model.y, plotSize.height > 0 else { return nil }
        return Self.value(scale, fraction: scale.range.fraction(at: plotSize.height - y, length: plotSize.height), as: type)
    }
    /// The x and y values at `location`, or nil when either has none.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    static func value<V: Plottable>(_ scale: ChartScale, fraction f: Double, as type: V.Type) -> V? {
        switch scale.kind {
        case .band(let names):
            guard !names.isEmpty else { return nil }
            let g = scale.reversed ? 1 - f : f
            let w = scale.window ?? 0...Double(names.count)
            let b = w.lowerBound + g * (w.upperBound - w.lowerBound)
            let i = min(max(Int(b.rounded(.down)), 0), names.count - 1)
            return names[i] as? V
        case .continuous(_, let isDate):
            guard let v = scale.value(atFraction: f), v.isFinite else { return nil }
            let pv: PlotValue = isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
            return convert(pv, as: V.self)
        }
    }

    /// A plotted value as `V` (see `AxisValue.as(_:)`).
    static func convert<V: Plottable>(_ v: PlotValue, as type: V.Type) -> V? {
        AxisValue(plotValue: v, index: 0, count: 1).as(V.self)
    }
}
