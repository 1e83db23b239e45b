import Foundation
import SceneGraph

/// One bin: the values from `lowerBound` up to `upperBound` (Swift Charts' `ChartBinRange`).
public struct ChartBinRange<Bound: Comparable>: Hashable where Bound: Hashable {
    public let lowerBound: Bound
    public let upperBound: Bound
    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

/// Consecutive bins of numbers between thresholds (Swift Charts' `NumberBins`): N thresholds
/// make N − 1 bins; a value belongs to the bin whose lower threshold it reaches, the last bin
/// including its upper threshold.
public struct NumberBins<Value: Comparable & Numeric & Hashable>: RandomAccessCollection {
    public let thresholds: [Value]

    /// Bins between `thresholds` (sorted; fewer than two make no bins).
    public init(thresholds: [Value]) { self.thresholds = thresholds.sorted() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }
    /// The index of the bin `value` falls in; values below the first threshold give 0, values
    /// above the last give the last bin (Apple does not say; these are clamped).
    public func index(for value: Value) -> Int {
        guard endIndex > 0 else { return 0 }
        var lo = 0, hi = endIndex - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if thresholds[mid] <= value { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// `count` (≥ 1) bins of equal size from `range`'s lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1), step = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { i in i == n ? range.upperBound : range.lowerBound + step * Value(i) })
    }
    /// Bins `size` wide from `range`'s lower bound, as many as cover its upper bound (a size
    /// that is not positive and finite makes one bin).
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        let n = Swift.max(Int(((range.upperBound - range.lowerBound) / size).rounded(.up)), 1)
        self.init(thresholds: (0...n).map { range.lowerBound + size * Value($0) })
    }
    /// About `desiredCount` bins of a nice size (1, 2 or 5 × 10ⁿ, at least `minimumStride`) on
    /// nice thresholds covering `range`.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        var step = NiceScale.step(span: hi - lo, desiredCount: Swift.max(desiredCount, 1))
        step = Swift.max(step, Double(minimumStride))
        guard step > 0, step.isFinite, hi > lo else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        let first = (lo / step).rounded(.down) * step, last = (hi / step).rounded(.up) * step
        let n = Swift.max(Int(((last - first) / step).rounded()), 1)
        self.init(thresholds: (0...n).map { Value(first + step * Double($0)) })
    }
    /// Bins for `data`: `desiredCount` of them, or (nil) as many as Scott's normal reference
    /// rule gives (width 3.49 σ n^(−1/3)), capped at 200; then nice as `init(range:desiredCount:)`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        guard let lo = data.min(), let hi = data.max() else { self.init(thresholds: []); return }
        var count = desiredCount ?? 10
        if desiredCount == nil, data.count > 1, hi > lo {
            let xs = data.map { Double($0) }, mean = xs.reduce(0, +) / Double(xs.count)
            let sigma = (xs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(xs.count - 1)).squareRoot()
            let width = 3.49 * sigma * pow(Double(xs.count), -1.0 / 3)
            if width > 0 { count = Swift.min(Swift.max(Int((Double(hi - lo) / width).rounded(.up)), 1), 200) }
        }
        self.init(range: lo...hi, desiredCount: count, minimumStride: minimumStride)
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins of equal whole size over `range` (its length should be a multiple of
    /// `count`; the last bin takes any remainder).
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(count, 1), step = Swift.max((range.upperBound - range.lowerBound) / Value(n), 1)
        self.init(thresholds: (0...n).map { i in i == n ? range.upperBound : range.lowerBound + step * Value(i) })
    }
}

/// Consecutive bins of dates between thresholds (Swift Charts' `DateBins`).
public struct DateBins: RandomAccessCollection {
    public let thresholds: [Date]
    /// Bins between `thresholds` (sorted).
    public init(thresholds: [Date]) { self.thresholds = thresholds.sorted() }
    /// Bins `timeInterval` seconds long from `range`'s start, as many as cover its end.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        guard timeInterval > 0, timeInterval.isFinite else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        let n = Swift.max(Int((range.upperBound.timeIntervalSince(range.lowerBound) / timeInterval).rounded(.up)), 1)
        self.init(thresholds: (0...n).map { range.lowerBound.addingTimeInterval(timeInterval * Double($0)) })
    }
    /// One bin per calendar `unit` (day, month, …) from the unit holding `range`'s start to the
    /// one holding its end.
    public init(unit: Calendar.Component, range: ClosedRange<Date>, calendar: Calendar = .current) {
        var out: [Date] = []
        var d = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        out.append(d)
        while d <= range.upperBound, out.count < 100_000, let next = calendar.date(byAdding: unit, value: 1, to: d), next > d {
            out.append(next)
            d = next
        }
        self.init(thresholds: out)
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }
    /// The index of the bin `date` falls in, clamped to the bins.
    public func index(for date: Date) -> Int {
        guard endIndex > 0 else { return 0 }
        return Swift.min(Swift.max((thresholds.lastIndex { $0 <= date } ?? 0), 0), endIndex - 1)
    }
}
