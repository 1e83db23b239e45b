import Foundation

struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = SceneFormat.locale
        calendar.timeZone = SceneFormat.timeZone
        return calendar
    }()
}

extension EnvironmentValues {
    /// The calendar of the views (SwiftUI's `calendar`): by default the Gregorian calendar of an
    /// iPhone set to US English, in UTC (the locale and time zone formatted text is written in
    /// here, `SceneFormat`), whatever the machine's settings, so that frames are the same on
    /// every machine. Set it with `.environment(\.calendar, _)`; views that read it get that
    /// one (the framework's own date formatting does not read it).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Whether the user asked to reduce motion (SwiftUI's `accessibilityReduceMotion`): always
    /// false, the iPhone default (no such setting exists here), so views animate as written.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether the user asked to reduce transparency: always false, the iPhone default.
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether the user asked to differentiate without colour: always false, the iPhone default.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether the user inverted colours: always false, the iPhone default.
    public var accessibilityInvertColors: Bool { false }
}
