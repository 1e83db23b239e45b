/// "Nice" tick steps and domains of continuous scales.
///
/// The step is 1, 2 or 5 × 10ⁿ, whichever puts the number of intervals closest to the desired
/// count (5, as Swift Charts' `AxisMarkValues.automatic` aims for): with
/// s₀ = 10^⌊log₁₀(span / count)⌋ and e = span / count / s₀, the step is 10 s₀ when
/// e ≥ √50, 5 s₀ when e ≥ √10, 2 s₀ when e ≥ √2, else s₀ (the rule of D3's `tickIncrement`;
/// Apple does not publish Swift Charts' own). An automatic domain is widened to whole steps, so
/// data up to 87 gets the domain 0…100 and ticks 0, 20, 40, 60, 80, 100.
public enum NiceScale {
    /// The tick step for a span (> 0) and a desired number of intervals.
    public static func step(span: Double, desiredCount: Int = 5) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(desiredCount, 1))
        let base = pow(10, (log10(raw)).rounded(.down))
        let error = raw / base
        if error >= 50.0.squareRoot() { return base * 10 }
        if error >= 10.0.squareRoot() { return base * 5 }
        if error >= 2.0.squareRoot() { return base * 2 }
        return base
    }

    /// `lower…upper` widened to whole multiples of the step, with that step. An empty span
    /// (one value) becomes the value…value + 1 (or value − 1…value for a negative value, 0…1 for 0).
    public static func domain(_ lower: Double, _ upper: Double, desiredCount: Int = 5) -> (domain: ClosedRange<Double>, step: Double) {
        var lo = min(lower, upper), hi = max(lower, upper)
        if hi - lo <= 0 {
            if lo < 0 { lo -= 1 } else { hi += 1 }
        }
        var step = self.step(span: hi - lo, desiredCount: desiredCount)
        var nlo = (lo / step).rounded(.down) * step, nhi = (hi / step).rounded(.up) * step
        // Widening can change the span enough for another step (D3 repeats `nice` for this).
        let again = self.step(span: nhi - nlo, desiredCount: desiredCount)
        if again != step {
            step = again
            nlo = (lo / step).rounded(.down) * step
            nhi = (hi / step).rounded(.up) * step
        }
        return (nlo...nhi, step)
    }

    /// The multiples of `step` inside `domain`, ascending.
    public static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0, step.isFinite else { return [] }
        let first = (domain.lowerBound / step - 1e-9).rounded(.up), last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard last >= first, last - first < 1000 else { return [] }
        return stride(from: first, through: last, by: 1).map { cleaned($0 * step) }
    }

    /// `v` without the binary noise of `k × step` (0.30000000000000004 → 0.3).
    static func cleaned(_ v: Double) -> Double {
        if v == 0 { return 0 }
        let digits = 12 - Int(log10(Swift.max(abs(v), 1e-300)).rounded(.down))
        guard digits > 0, digits < 300 else { return v }
        let m = pow(10, Double(min(digits, 15)))
        let r = (v * m).rounded() / m
        return r == 0 ? 0 : r
    }
}

/// One axis's scale: continuous (numbers, dates) or bands (categories, in order).
struct ChartScale: Equatable {
    enum Kind: Equatable {
        /// A continuous domain; `isDate` when its values are dates (seconds since 1970).
        case continuous(ClosedRange<Double>, isDate: Bool)
        /// One band per category, in order, each 1/n of the axis.
        case band([String])
    }
    var kind: Kind
    /// Ticks of a continuous scale (values in the domain), in order.
    var ticks: [Double] = []
    /// The step between ticks (seconds for dates binned by calendar unit: the unit's length).
    var step: Double = 1
    var dateUnit: Calendar.Component?
    var reversed = false
    /// How values map to positions (linear unless `chartXScale(type:)` says otherwise).
    var transform: ScaleTransform = .linear
    /// Where along the axis the domain goes (`chartXScale(range:)`).
    var range = PositionRangeSpec()
    /// The part of the domain in view when the axis scrolls (`chartXVisibleDomain`): values
    /// for a continuous scale, band indices (start of the first, end of the last) for bands.
    var window: ClosedRange<Double>?

    /// The position of `value` along the axis, 0…1 (from the leading or bottom edge), or nil
    /// when the value does not belong to this scale. A category's position is its band's centre.
    func fraction(of value: PlotValue) -> Double? {
        switch kind {
        case .continuous(let d, _):
            guard let v = value.continuous else { return nil }
            return fraction(ofContinuous: v, in: d)
        case .band(let names):
            guard case .category(let c) = value, let i = names.firstIndex(of: c) else { return nil }
            return bandFraction(Double(i) + 0.5, count: names.count)
        }
    }

    /// The fraction of a position `b` in band units (0 the first band's start, n the last's end).
    func bandFraction(_ b: Double, count: Int) -> Double {
        let w = window ?? 0...Double(max(count, 1))
        let span = w.upperBound - w.lowerBound
        let f = span > 0 ? (b - w.lowerBound) / span : 0.5
        return reversed ? 1 - f : f
    }

    func fraction(ofContinuous v: Double) -> Double? {
        guard case .continuous(let d, _) = kind else { return nil }
        return fraction(ofContinuous: v, in: d)
    }

    /// nil where the transform is undefined (a log scale's values ≤ 0).
    private func fraction(ofContinuous v: Double, in d: ClosedRange<Double>) -> Double? {
        let d = window ?? d
        guard let t = transform.apply(v), let t0 = transform.apply(d.lowerBound), let t1 = transform.apply(d.upperBound),
            t.isFinite
        else { return nil }
        let span = t1 - t0
        let f = span > 0 ? (t - t0) / span : 0.5
        return reversed ? 1 - f : f
    }

    /// The value at position `f` (0…1) of a continuous scale.
    func value(atFraction f: Double) -> Double? {
        guard case .continuous(let d0, _) = kind else { return nil }
        let d = window ?? d0
        guard let t0 = transform.apply(d.lowerBound), let t1 = transform.apply(d.upperBound) else { return nil }
        let g = reversed ? 1 - f : f
        return transform.invert(t0 + g * (t1 - t0))
    }

    /// The point of fraction `f` along an axis of `length` points, from its leading (bottom) end.
    func position(_ f: Double, length: CGFloat) -> CGFloat { range.position(f, length: length) }

    /// The length of the axis the domain covers: `length` less the range's padding.
    func usedLength(_ length: CGFloat) -> CGFloat { range.position(1, length: length) - range.position(0, length: length) }

    /// A band's width as a fraction of the axis (1 for a continuous scale).
    var bandWidth: Double {
        if case .band(let names) = kind {
            let w = window ?? 0...Double(max(names.count, 1))
            return 1 / max(w.upperBound - w.lowerBound, 1e-9)
        }
        return 1
    }

    var isBand: Bool { if case .band = kind { return true } else { return false } }
    var isContinuous: Bool { !isBand }
    var isDate: Bool { if case .continuous(_, true) = kind { return true } else { return false } }
}

/// Calendar ticks of a date scale: the largest of day, week, month, year steps that gives at
/// most 7 ticks (then multiples of it), on unit boundaries in UTC.
enum DateTicks {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()

    /// Candidate steps: (unit, count), shortest first.
    static let steps: [(Calendar.Component, Int)] = [
        (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2), (.weekOfYear, 1), (.weekOfYear, 2),
        (.month, 1), (.month, 3), (.month, 6), (.year, 1), (.year, 2), (.year, 5), (.year, 10)
    ]

    /// The tick dates in `domain` (seconds since 1970) and the unit of their labels.
    static func ticks(in domain: ClosedRange<Double>, desiredCount: Int = 5) -> (values: [Double], unit: Calendar.Component) {
        let start = Date(timeIntervalSince1970: domain.lowerBound), end = Date(timeIntervalSince1970: domain.upperBound)
        for (unit, n) in steps {
            guard var t = calendar.dateInterval(of: unit == .weekOfYear ? .weekOfYear : unit, for: start)?.start else { continue }
            if t < start, let next = calendar.date(byAdding: unit, value: 1, to: t) { t = next }
            var values: [Double] = []
            var i = 0
            while t <= end, values.count <= desiredCount + 2 {
                values.append(t.timeIntervalSince1970)
                i += n
                guard let next = calendar.date(byAdding: unit, value: n, to: t) else { break }
                t = next
            }
            if values.count <= desiredCount + 2 { return (values, unit) }
        }
        return ([], .year)
    }

    /// The label of a tick: "Mar 5" for days and weeks, "Mar" for months ("2024" in January),
    /// "2024" for years, "14:00" for hours (Swift Charts' abbreviated forms, in English).
    static func label(_ seconds: Double, unit: Calendar.Component) -> String {
        let d = Date(timeIntervalSince1970: seconds)
        let c = calendar.dateComponents([.year, .month, .day, .hour], from: d)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (c.month ?? 1) - 1))]
        switch unit {
        case .hour: return String(format: "%02d:00", c.hour ?? 0)
        case .day, .weekOfYear: return "\(month) \(c.day ?? 1)"
        case .month: return c.month == 1 ? "\(c.year ?? 1970)" : month
        default: return "\(c.year ?? 1970)"
        }
    }
}

/// The label of a numeric tick: whole numbers without decimals and with thousands separators
/// ("1,000"), others with the decimals the step needs (en-US, as Swift Charts' default
/// `AxisValueLabel` formats with the current locale).
func numberLabel(_ v: Double, step: Double) -> String {
    let decimals = step >= 1 || step <= 0 ? 0 : min(6, Int((-log10(step)).rounded(.up)))
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US")
    f.numberStyle = .decimal
    f.minimumFractionDigits = decimals
    f.maximumFractionDigits = max(decimals, v == v.rounded() ? 0 : 6)
    return f.string(from: NSNumber(value: v)) ?? "\(v)"
}
