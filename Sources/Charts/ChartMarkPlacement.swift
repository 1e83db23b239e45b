import SceneGraph

/// Where a mark goes: positions of values on the scales, bands and spans, bars' and
/// rectangles' frames, rules' ends (plot coordinates, points, origin at the top left).
extension ChartGeometry {
    func radius(_ d: MarkDimension, of full: CGFloat, automatic: CGFloat) -> CGFloat {
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
    func point(of m: ChartMark, model: ChartModel) -> CGPoint? {
        let px = m.x.flatMap { center($0, model.x) }.map { xPos($0, model) } ?? m.fixedX?.resolved(length: size.width).lowerBound
        let py = m.y.flatMap { center($0, model.y) }.map { yPos($0, model) } ?? m.fixedY?.resolved(length: size.height).lowerBound
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// A value's position 0…1: a binned date at its unit's middle.
    func center(_ f: PlottedField, _ scale: ChartScale?) -> Double? {
        guard let scale else { return nil }
        if let iv = f.unitInterval { return scale.fraction(ofContinuous: (iv.lowerBound + iv.upperBound) / 2) }
        return scale.fraction(of: f.value)
    }

    /// A span across the position axis: a band (or a slot of it), a date unit, or a fixed width
    /// around a number; in points along an axis of `length`.
    func span(
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

    func valueSpan(_ iv: ClosedRange<Double>, vertical: Bool, model: ChartModel) -> ClosedRange<CGFloat>? {
        if vertical {
            guard let a = yPoint(iv.lowerBound, model), let b = yPoint(iv.upperBound, model) else { return nil }
            return min(a, b)...max(a, b)
        }
        guard let a = xPoint(iv.lowerBound, model), let b = xPoint(iv.upperBound, model) else { return nil }
        return min(a, b)...max(a, b)
    }

    func interval(_ start: PlottedField?, _ end: PlottedField?) -> ClosedRange<Double>? {
        guard let s = start?.value.continuous, let e = end?.value.continuous else { return nil }
        return min(s, e)...max(s, e)
    }

    /// A bar's or rectangle's frame.
    func rect(of m: ChartMark, index i: Int, model: ChartModel) -> CGRect? {
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
        let vertical = ChartModel.orientation(of: m) == .vertical
        let valueField = vertical ? m.y : m.x
        let iv = interval(vertical ? m.yStart : m.xStart, vertical ? m.yEnd : m.xEnd)
            ?? model.valueIntervals[i] ?? valueField?.value.continuous.map { min(0, $0)...max(0, $0) }
        // A bar for a category or date alone has no values: it spans its fixed extent (the
        // plot's height or width by default) across its band.
        let fixed = (vertical ? m.fixedY : m.fixedX)?.resolved(length: vertical ? size.height : size.width)
        guard let values = iv.map({ valueSpan($0, vertical: vertical, model: model) }) ?? fixed else { return nil }
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
    func ruleEnds(_ m: ChartMark, model: ChartModel) -> (CGPoint, CGPoint)? {
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
