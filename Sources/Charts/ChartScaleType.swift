import Foundation

/// How a continuous scale maps values to positions (Swift Charts' `ScaleType`): linearly, by
/// their logarithm, square root, symmetric logarithm or a power; `.category` and `.date` name
/// the scale kinds the data gives anyway, and `.automatic` leaves the choice to the data.
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, linear, log, squareRoot, symmetricLog, power(Double), category, date
    }
    let kind: Kind
    public static let automatic = ScaleType(kind: .automatic)
    public static let linear = ScaleType(kind: .linear)
    /// Base-10 logarithm: only values above zero have a position.
    public static let log = ScaleType(kind: .log)
    /// Signed square root: √v for v ≥ 0, −√−v below.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// sign(v) · log₁₀(1 + |v|): logarithmic far from zero, linear near it, defined everywhere.
    public static let symmetricLog = ScaleType(kind: .symmetricLog)
    public static let category = ScaleType(kind: .category)
    public static let date = ScaleType(kind: .date)
    /// Signed power `exponent` (0.5 when nil, the square root).
    public static func power(exponent: Double? = nil) -> ScaleType { ScaleType(kind: .power(exponent ?? 0.5)) }

    /// The transform of a continuous scale.
    var transform: ScaleTransform {
        switch kind {
        case .log: return .log
        case .squareRoot: return .power(0.5)
        case .power(let e): return e == 1 || !(e > 0) || !e.isFinite ? .linear : .power(e)
        case .symmetricLog: return .symmetricLog
        default: return .linear
        }
    }
}

/// A continuous scale's transform: positions are linear in `apply(v)`.
enum ScaleTransform: Hashable, Sendable {
    case linear, log, power(Double), symmetricLog

    /// The transformed value, or nil where the transform is undefined (log of v ≤ 0).
    func apply(_ v: Double) -> Double? {
        switch self {
        case .linear: return v
        case .log: return v > 0 ? Foundation.log10(v) : nil
        case .power(let e): return v < 0 ? -Foundation.pow(-v, e) : Foundation.pow(v, e)
        case .symmetricLog: return v < 0 ? -Foundation.log10(1 - v) : Foundation.log10(1 + v)
        }
    }

    /// The inverse of `apply`.
    func invert(_ t: Double) -> Double {
        switch self {
        case .linear: return t
        case .log: return Foundation.pow(10, t)
        case .power(let e): return t < 0 ? -Foundation.pow(-t, 1 / e) : Foundation.pow(t, 1 / e)
        case .symmetricLog: return t < 0 ? 1 - Foundation.pow(10, -t) : Foundation.pow(10, t) - 1
        }
    }
}

/// Ticks and domains of logarithmic scales.
public enum LogScale {
    /// The automatic domain of a log scale: the data's extent widened to whole powers of ten
    /// (3…870 → 1…1,000); values ≤ 0 are left out (they have no position). Nil when no value is
    /// above zero. The rule of D3's `scaleLog().nice()`; Apple does not publish Swift Charts' own.
    public static func domain(_ values: [Double]) -> ClosedRange<Double>? {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let lo = positive.min(), let hi = positive.max() else { return nil }
        var a = Foundation.pow(10, Foundation.log10(lo).rounded(.down))
        var b = Foundation.pow(10, Foundation.log10(hi).rounded(.up))
        if b <= a { b = a * 10 }
        a = NiceScale.cleaned(a); b = NiceScale.cleaned(b)
        return a...b
    }

    /// The ticks of a log domain: each power of ten; when the domain spans fewer than three
    /// decades, also 2× and 5× each power (1, 2, 5, 10, 20, 50, 100).
    public static func ticks(in domain: ClosedRange<Double>) -> [Double] {
        guard domain.lowerBound > 0, domain.upperBound.isFinite else { return [] }
        let e0 = Int(Foundation.log10(domain.lowerBound).rounded(.down))
        let e1 = Int(Foundation.log10(domain.upperBound).rounded(.up))
        guard e1 - e0 < 300 else { return [] }
        let multiples: [Double] = e1 - e0 < 3 ? [1, 2, 5] : [1]
        var out: [Double] = []
        for e in e0...e1 {
            for m in multiples {
                let v = NiceScale.cleaned(m * Foundation.pow(10, Double(e)))
                if v >= domain.lowerBound * (1 - 1e-9), v <= domain.upperBound * (1 + 1e-9) { out.append(v) }
            }
        }
        return out
    }
}

/// Where a position scale's values go along its axis (Swift Charts' `PositionScaleRange`):
/// the plot's whole length, or that length less padding at each end.
public protocol PositionScaleRange {
    var _range: PositionRangeSpec { get }
}

/// A position range, type-erased: padding at each end, or absolute points along the axis.
public struct PositionRangeSpec: Hashable, Sendable {
    var start: CGFloat = 0
    var end: CGFloat = 0
    var absolute = false

    /// The position of fraction `f` (0…1) along an axis of `length` points.
    func position(_ f: Double, length: CGFloat) -> CGFloat {
        if absolute { return start + CGFloat(f) * (end - start) }
        return start + CGFloat(f) * (length - start - end)
    }
    /// The fraction at position `p` (the inverse of `position`); 0.5 for an empty range.
    func fraction(at p: CGFloat, length: CGFloat) -> Double {
        let span = absolute ? end - start : length - start - end
        return span != 0 ? Double((p - start) / span) : 0.5
    }
}

/// `.plotDimension(startPadding:endPadding:)` and `.plotDimension(padding:)`: the plot's
/// length less `start` points at the leading (bottom) end and `end` at the trailing (top) end.
public struct PlotDimensionScaleRange: PositionScaleRange {
    let start: CGFloat
    let end: CGFloat
    public var _range: PositionRangeSpec { PositionRangeSpec(start: start, end: end) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: max(startPadding, 0), end: max(endPadding, 0))
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        .plotDimension(startPadding: padding, endPadding: padding)
    }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange.plotDimension(startPadding: startPadding, endPadding: endPadding)
    }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange.plotDimension(padding: padding)
    }
}

/// A range of points along the axis (`chartXScale(range: 20...280)`): the values go from
/// `lowerBound` to `upperBound` points from the leading (bottom) edge.
extension ClosedRange: PositionScaleRange where Bound == CGFloat {
    public var _range: PositionRangeSpec { PositionRangeSpec(start: lowerBound, end: upperBound, absolute: true) }
}

extension LogScale {
    /// The ticks of a symmetric-log domain: zero and ±1, ±10, ±100, … inside it (the powers
    /// of ten where a symmetric log spaces them evenly); a domain holding fewer than three of
    /// them is ticked linearly (`NiceScale`).
    public static func symmetricTicks(in domain: ClosedRange<Double>) -> [Double] {
        var out: [Double] = []
        if domain.contains(0) { out.append(0) }
        var p = 1.0
        while p <= max(abs(domain.lowerBound), abs(domain.upperBound)) * (1 + 1e-9), out.count < 200 {
            if domain.contains(p) { out.append(p) }
            if domain.contains(-p) { out.append(-p) }
            p *= 10
        }
        if out.count < 3 {
            return NiceScale.ticks(in: domain, step: NiceScale.step(span: domain.upperBound - domain.lowerBound))
        }
        return out.sorted()
    }
}
