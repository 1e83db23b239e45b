import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// "3:07 PM".
        public static let time = DateStyle(kind: 0)
        /// "December 1, 2026".
        public static let date = DateStyle(kind: 1)
        /// "2 hours, 5 minutes" from now.
        public static let relative = DateStyle(kind: 2)
        /// "+2 hours" from now.
        public static let offset = DateStyle(kind: 3)
        /// "2:05:00" from now.
        public static let timer = DateStyle(kind: 4)
    }

    /// A date written in `style`, in English and UTC so that frames are the same on every machine.
    /// "Now" for the relative styles is scene time 0 (`SceneHost.epoch`); unlike iOS, the text is
    /// not updated as scene time passes.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: SceneHost.epoch))
    }

    /// The dates `Text(_:style:)` writes, in seconds from `SceneHost.epoch` either way: about
    /// 31,700 years. A date beyond them, or not finite, is written as the nearest bound (NaN as
    /// the epoch), with a warning: converting its seconds to an integer trapped.
    static let maximumDateOffset: Double = 1e12

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        var date = date
        let offset = date.timeIntervalSince(SceneHost.epoch)
        if !(abs(offset) <= maximumDateOffset) {
            let used = offset.isNaN ? 0 : (offset < 0 ? -maximumDateOffset : maximumDateOffset)
            WarningLog.warn(
                "Text(_:style:): the date \(offset) s from the scene's epoch is outside -1e12...1e12 s (finite); "
                    + "using \(used) s")
            date = SceneHost.epoch.addingTimeInterval(used)
        }
        let interval = date.timeIntervalSince(now)
        let seconds = Int(interval.isFinite ? min(max(interval, -4 * maximumDateOffset), 4 * maximumDateOffset).rounded() : 0)
        let magnitude = abs(seconds)
        let (h, m, s) = (magnitude / 3600, magnitude % 3600 / 60, magnitude % 60)
        func unit(_ n: Int, _ name: String) -> String { "\(n) \(name)\(n == 1 ? "" : "s")" }
        switch style.kind {
        case 0:
            formatter.dateFormat = "h:mm a"
            return formatter.string(from: date)
        case 1:
            formatter.dateFormat = "MMMM d, yyyy"
            return formatter.string(from: date)
        case 2, 3:
            var parts: [String] = []
            if h > 0 { parts.append(unit(h, "hour")) }
            if m > 0 { parts.append(unit(m, "minute")) }
            if parts.isEmpty { parts.append(unit(s, "second")) }
            let text = parts.prefix(2).joined(separator: ", ")
            return style.kind == 2 ? text : (seconds < 0 ? "-" : "+") + text
        default:
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }
}

/// The locale and time zone that Foundation's format styles write values in here
/// (`Text(_:format:)`, `format:` interpolations, `LabeledContent(_:value:format:)`,
/// `TextField(_:value:format:)`): an iPhone set to US English, in UTC, whatever the machine's
/// locale and time zone, so that frames are the same on every machine (`.currency(code: "USD")`
/// writes "$1,234.50", not "US$1,234.50" as the `en_001` locale of a machine with `LANG=C`
/// would; `.percent` of 0.5 "50%"; `.dateTime.hour()` of 9:41 UTC "9 AM", with iOS 17's narrow
/// no-break space). A style left at the
/// current locale (the default) takes US English; one given its own (`.locale(_:)`) keeps it.
/// A `Date.FormatStyle` left at the current time zone and calendar takes UTC and the Gregorian
/// calendar; one given its own keeps them.
package enum SceneFormat {
    package static let locale = Locale(identifier: "en_US")
    package static let timeZone = TimeZone(identifier: "UTC") ?? .gmt

    package static func adapted<F: FormatStyle>(_ format: F) -> F {
        // A style's locale is not readable in general; setting the current one changes nothing
        // exactly when the style has it already.
        let localized = format == format.locale(.autoupdatingCurrent) ? format.locale(locale) : format
        guard var date = localized as? Date.FormatStyle else { return localized }
        if date.timeZone == .autoupdatingCurrent { date.timeZone = timeZone }
        if date.calendar == .autoupdatingCurrent {
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = date.timeZone
            date.calendar = gregorian
        }
        return date as? F ?? localized
    }
}

extension Text {
    /// A range of dates, as iOS writes one in US English (here in UTC, so that frames are the same
    /// on every machine): the times alone when both ends fall on the same day ("9:30 – 11:00 AM",
    /// "9:30 AM – 3:30 PM"), else dates and times ("1/1/01, 9:30 AM – 1/2/01, 3:30 PM"). It does
    /// not update as time passes.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: Text.formatInterval(from: dates.lowerBound, to: dates.upperBound))
    }

    /// A date interval, written as `Text(start...end)` writes it.
    public init(_ interval: DateInterval) {
        self.init(verbatim: Text.formatInterval(from: interval.start, to: interval.end))
    }

    static func formatInterval(from start: Date, to end: Date) -> String {
        func bounded(_ date: Date) -> Date {
            let offset = date.timeIntervalSince(SceneHost.epoch)
            guard !(abs(offset) <= maximumDateOffset) else { return date }
            let used = offset.isNaN ? 0 : (offset < 0 ? -maximumDateOffset : maximumDateOffset)
            WarningLog.warn(
                "Text(_: ClosedRange<Date>): the date \(offset) s from the scene's epoch is outside -1e12...1e12 s (finite); "
                    + "using \(used) s")
            return SceneHost.epoch.addingTimeInterval(used)
        }
        let (start, end) = (bounded(start), bounded(end))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = SceneFormat.timeZone
        let formatter = DateIntervalFormatter()
        formatter.locale = SceneFormat.locale
        formatter.calendar = calendar
        formatter.timeZone = SceneFormat.timeZone
        formatter.dateStyle = calendar.isDate(start, inSameDayAs: end) ? .none : .short
        formatter.timeStyle = .short
        return formatter.string(from: start, to: max(start, end))
    }
}
