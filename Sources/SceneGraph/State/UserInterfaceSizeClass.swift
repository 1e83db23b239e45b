import Foundation

/// The width or height class of the space a view has (SwiftUI's `UserInterfaceSizeClass`):
/// `.compact` on an iPhone's width in either orientation and on its height in landscape,
/// `.regular` otherwise.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

extension EnvironmentValues {
    /// The horizontal size class (SwiftUI's `horizontalSizeClass`). Scenes are iPhones in
    /// portrait unless told otherwise, so it is `.compact` by default; set it with
    /// `.environment(\.horizontalSizeClass, .regular)` for an iPad layout.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class (SwiftUI's `verticalSizeClass`): `.regular` by default (an iPhone
    /// in portrait); `.compact` for an iPhone in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
