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

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let seconds = Int(date.timeIntervalSince(now).rounded())
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
