@_exported import SceneGraph

/// A value a chart can place on an axis (Swift Charts' `Plottable`): numbers, strings
/// (categories) and dates, and types of your own that convert to and from one of them
/// (`primitivePlottable`, `init?(primitivePlottable:)`).
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    /// The value as one of the primitive plottable types.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value from its primitive form, or nil when there is none.
    init?(primitivePlottable: PrimitivePlottable)
    /// The value as the chart's scales see it.
    var _plotValue: PlotValue { get }
}

extension Plottable {
    public var _plotValue: PlotValue { primitivePlottable._plotValue }
}

/// An enumeration with a plottable raw value is plotted as its raw value.
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// The primitive plottable types are their own primitive form.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// A plotted value as a scale reads it: a number (a continuous scale), a category (a band
/// scale, in order of first appearance) or a date (a continuous scale in seconds since 1970,
/// with calendar ticks).
public enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The value on a continuous scale: the number, or the date's seconds since 1970; nil for a
    /// category.
    var continuous: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSince1970
        case .category: return nil
        }
    }
}

extension Int: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Double: _PrimitivePlottable { public var _plotValue: PlotValue { .number(self) } }
extension Float: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
// Swift Charts' primitive plottables are the standard integer and floating-point types, Decimal,
// String and Date; CGFloat is not one (so a function overloaded on `Date` and `CGFloat`
// results, as public chart code writes, picks the `Date` one inside `.value`).
extension Int8: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Int16: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Int32: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Int64: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension UInt: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension UInt8: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension UInt16: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension UInt32: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension UInt64: _PrimitivePlottable { public var _plotValue: PlotValue { .number(Double(self)) } }
extension Decimal: _PrimitivePlottable { public var _plotValue: PlotValue { .number(NSDecimalNumber(decimal: self).doubleValue) } }
extension String: _PrimitivePlottable { public var _plotValue: PlotValue { .category(self) } }
extension Substring: _PrimitivePlottable { public var _plotValue: PlotValue { .category(String(self)) } }
extension Date: _PrimitivePlottable { public var _plotValue: PlotValue { .date(self) } }

/// A labelled value of a mark's channel (`.value("Month", item.month)`), Swift Charts'
/// `PlottableValue`.
public struct PlottableValue<Value: Plottable> {
    /// The channel's label: the axis title and the legend's title (`foregroundStyle(by:)`).
    public var label: String
    public var value: Value
    /// The calendar unit of a date value: a bar spans one unit from the date.
    var unit: Calendar.Component?
    /// A bin's interval (`.value(_:_:)` of a `ChartBinRange`), on the value's scale.
    var range: ClosedRange<Double>?

    /// A value with its label.
    public static func value(_ label: String, _ value: Value) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: nil)
    }

    var plotted: PlottedField { PlottedField(label: label, value: value._plotValue, unit: unit, range: range) }
}

extension PlottableValue where Value: Comparable & Hashable {
    /// A bin of `NumberBins` or `DateBins` (`.value("Time", bin)`): a bar covers the bin from
    /// its lower to its upper bound, as a date binned by a unit covers the unit; a point sits
    /// at its middle.
    public static func value(_ label: String, _ range: ChartBinRange<Value>) -> PlottableValue {
        let lo = range.lowerBound._plotValue.continuous, hi = range.upperBound._plotValue.continuous
        return PlottableValue(
            label: label, value: range.lowerBound, unit: nil,
            range: lo.flatMap { lo in hi.map { hi in Swift.min(lo, hi)...Swift.max(lo, hi) } })
    }
}

extension PlottableValue where Value == Date {
    /// A date binned to `unit` (`.value("Day", date, unit: .day)`): a bar covers the unit that
    /// starts at the date, a point sits at its middle.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue {
        PlottableValue(label: label, value: value, unit: unit)
    }
}

/// A channel's value with its label, type-erased.
struct PlottedField: Hashable {
    var label: String
    var value: PlotValue
    var unit: Calendar.Component?
    /// A bin's interval (see `PlottableValue.value(_:_:)` of a `ChartBinRange`).
    var range: ClosedRange<Double>? = nil

    /// The interval the value covers: a bin's, or a date's unit `[start, start + unit)` in
    /// seconds since 1970; nil for a plain value.
    var unitInterval: ClosedRange<Double>? {
        if let range { return range }
        guard case .date(let d) = value, let unit else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let interval = calendar.dateInterval(of: unit, for: d) else { return nil }
        return interval.start.timeIntervalSince1970...interval.end.timeIntervalSince1970
    }
}

/// The size of a mark along an axis (Swift Charts' `MarkDimension`): automatic (a band's share,
/// or Swift Charts' default), a fixed number of points, or a fraction of the band or unit.
public enum MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case fixed(CGFloat)
    case ratio(CGFloat)
    case inset(CGFloat)

    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

/// How bars (and areas) with the same position add up (Swift Charts' `MarkStackingMethod`).
public enum MarkStackingMethod: Hashable, Sendable {
    /// Each value sits on the one before it at the same position (the default).
    case standard
    /// Stacked to fractions of the position's total, domain 0…1.
    case normalized
    /// Stacked around the middle (a streamgraph's centre line).
    case center
    /// Not stacked: every mark starts at zero.
    case unstacked
}

extension Plottable {
    /// The value of this type that `value` plots as: from a number (as `Int`, `Double` or
    /// `Float`, or another integer type when exact), a category string or a date; nil when it is
    /// none of this type's.
    static func from(_ value: PlotValue) -> Self? {
        switch value {
        case .category(let s):
            return (s as? PrimitivePlottable).flatMap { Self(primitivePlottable: $0) }
        case .date(let d):
            return (d as? PrimitivePlottable).flatMap { Self(primitivePlottable: $0) }
        case .number(let v):
            let candidates: [Any] = [
                v, Int(exactly: v) as Any, Float(v), Int64(exactly: v) as Any, Int32(exactly: v) as Any, Int16(exactly: v) as Any,
                Int8(exactly: v) as Any, UInt(exactly: v) as Any, UInt64(exactly: v) as Any, UInt32(exactly: v) as Any,
                UInt16(exactly: v) as Any, UInt8(exactly: v) as Any,
            ]
            for c in candidates { if let p = c as? PrimitivePlottable, let s = Self(primitivePlottable: p) { return s } }
            return nil
        }
    }
}
