import Foundation

struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = SceneFormat.locale
        calendar.timeZone = SceneFormat.timeZone
        return calendar
    }()
}

struct LocaleKey: EnvironmentKey {
    static let defaultValue: Locale = SceneFormat.locale
}

struct TimeZoneKey: EnvironmentKey {
    static let defaultValue: TimeZone = SceneFormat.timeZone
}

extension EnvironmentValues {
    /// The locale of the views (SwiftUI's `locale`): by default US English (`en_US`, the locale
    /// formatted text is written in here, `SceneFormat`), whatever the machine's settings.
    /// `.environment(\.locale, Locale(identifier: "es"))` makes the texts below it look their keys
    /// up in that language of the app's string tables (see `LocalizedStrings`), as a SwiftUI
    /// preview of a translation does; format styles keep their own locale.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone of the views (SwiftUI's `timeZone`): by default UTC (`SceneFormat`),
    /// whatever the machine's settings. Views that read it get it; the framework's own date
    /// formatting does not read it.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

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
