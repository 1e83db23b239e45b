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
enum SceneFormat {
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC") ?? .gmt

    static func adapted<F: FormatStyle>(_ format: F) -> F {
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
