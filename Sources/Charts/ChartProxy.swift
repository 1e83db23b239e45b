/// The chart's scales for views in `chartOverlay` / `chartBackground` (Swift Charts'
/// `ChartProxy`). Positions are in the plot area's coordinates (points, origin at its top
/// left), which are the overlay's own: the overlay is laid out over the plot area.
@MainActor
public struct ChartProxy {
    let model: ChartModel
    /// The plot area's size in points.
    public let plotSize: CGSize

    /// The x position of `value` (its band's centre for a category), or nil when it is not on the scale.
    public func position<V: Plottable>(forX value: V) -> CGFloat? {
        model.x?.fraction(of: value._plotValue).map { CGFloat($0) * plotSize.width }
    }
    /// The y position of `value`, or nil.
    public func position<V: Plottable>(forY value: V) -> CGFloat? {
        model.y?.fraction(of: value._plotValue).map { (1 - CGFloat($0)) * plotSize.height }
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
        return Self.value(scale, fraction: Double(x / plotSize.width), as: type)
    }
    /// The value at y position `y` as `V`.
    public func value<V: Plottable>(atY y: CGFloat, as type: V.Type = V.self) -> V? {
        guard let scale = model.y, plotSize.height > 0 else { return nil }
        return Self.value(scale, fraction: 1 - Double(y / plotSize.height), as: type)
    }

    static func value<V: Plottable>(_ scale: ChartScale, fraction f: Double, as type: V.Type) -> V? {
        switch scale.kind {
        case .band(let names):
            guard !names.isEmpty else { return nil }
            let g = scale.reversed ? 1 - f : f
            let i = min(max(Int((g * Double(names.count)).rounded(.down)), 0), names.count - 1)
            return names[i] as? V
        case .continuous(_, let isDate):
            guard let v = scale.value(atFraction: f) else { return nil }
            let pv: PlotValue = isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
            return AxisValue(plotValue: pv, index: 0, count: 1).as(V.self)
        }
    }
}
