import Foundation

/// Writes a duration in words or clock form (Foundation's `DateComponentsFormatter`, which the
/// toolchain's Foundation on Linux declares unavailable): English only (Apple's localized unit
/// names are not public data). `allowedUnits` picks the units, largest first; the remainder
/// below the smallest allowed unit is rounded down, as Foundation does by default.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written (Foundation's `DateComponentsFormatter.UnitsStyle`).
    public enum UnitsStyle: Int, Sendable {
        /// 1:05:00
        case positional
        /// 1h 5m
        case abbreviated
        /// 1 hr, 5 min
        case short
        /// 1 hour, 5 minutes
        case full
        /// one hour, five minutes
        case spellOut
        /// 1hr 5min
        case brief
    }
    /// Which zero units are written (Foundation's `ZeroFormattingBehavior`).
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units written; empty: days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Appends "remaining" (`includesTimeRemainingPhrase`) or "About" (`includesApproximationPhrase`).
    open var includesTimeRemainingPhrase = false
    open var includesApproximationPhrase = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static let units: [(NSCalendar.Unit, Double, String, String, String)] = [
        (.year, 31_536_000, "y", "yr", "year"), (.month, 2_628_000, "mo", "mth", "month"),
        (.weekOfMonth, 604_800, "w", "wk", "week"), (.day, 86_400, "d", "day", "day"),
        (.hour, 3_600, "h", "hr", "hour"), (.minute, 60, "m", "min", "minute"), (.second, 1, "s", "sec", "second"),
    ]

    /// `ti` seconds written in the units and style; nil when `ti` is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = allowedUnits.isEmpty ? NSCalendar.Unit([.day, .hour, .minute, .second]) : allowedUnits
        let chosen = Self.units.filter { allowed.contains($0.0) }
        guard !chosen.isEmpty else { return nil }
        var rest = abs(ti)
        var parts: [(Int, (NSCalendar.Unit, Double, String, String, String))] = []
        for u in chosen {
            let n = (rest / u.1).rounded(.down)
            rest -= n * u.1
            parts.append((Int(n), u))
        }
        if unitsStyle == .positional { return positional(parts, negative: ti < 0) }
        var shown = parts
        if zeroFormattingBehavior != .pad {
            shown = parts.filter { $0.0 != 0 }
            if shown.isEmpty, let last = parts.last { shown = [last] }
        }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { n, u -> String in
            switch unitsStyle {
            case .abbreviated: return "\(n)\(u.2)"
            case .brief: return "\(n)\(u.3)"
            case .short: return "\(n) \(u.3)"
            case .spellOut: return "\(Self.spelled(n)) \(u.4)\(n == 1 ? "" : "s")"
            default: return "\(n) \(u.4)\(n == 1 ? "" : "s")"
            }
        }
        var out = words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        if ti < 0 { out = "-" + out }
        if includesApproximationPhrase { out = "About " + out }
        if includesTimeRemainingPhrase { out += " remaining" }
        return out
    }

    /// The components' total written as `string(from:)` writes a duration (months as 30.4
    /// days, years as 365).
    open func string(from components: DateComponents) -> String? {
        var t = 0.0
        t += Double(components.year ?? 0) * 31_536_000 + Double(components.month ?? 0) * 2_628_000
        t += Double(components.weekOfMonth ?? 0) * 604_800 + Double(components.day ?? 0) * 86_400
        t += Double(components.hour ?? 0) * 3_600 + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0)
        return string(from: t)
    }

    /// The time from `start` to `end`.
    open func string(from start: Date, to end: Date) -> String? { string(from: end.timeIntervalSince(start)) }

    open override func string(for obj: Any?) -> String? {
        if let t = obj as? TimeInterval { return string(from: t) }
        if let c = obj as? DateComponents { return string(from: c) }
        return nil
    }

    private func positional(_ parts: [(Int, (NSCalendar.Unit, Double, String, String, String))], negative: Bool) -> String {
        var values = parts.map(\.0)
        // Leading zero units are dropped, as Foundation's default does (at least one remains,
        // and minutes:seconds keep both).
        if zeroFormattingBehavior != .pad {
            while values.count > 2, values.first == 0 { values.removeFirst() }
        }
        let text = values.enumerated().map { i, v in i == 0 ? "\(v)" : (v < 10 ? "0\(v)" : "\(v)") }.joined(separator: ":")
        return negative ? "-" + text : text
    }

    private static func spelled(_ n: Int) -> String {
        let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        return n >= 0 && n < words.count ? words[n] : "\(n)"
    }
}
