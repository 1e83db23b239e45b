import Foundation

/// Marks the layout whose views a `.viewAligned` scroll view settles on (`scrollTargetLayout()`).
public struct _ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let isEnabled: Bool
}

struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: AnyScrollTargetBehavior? { nil } }

extension EnvironmentValues {
    /// The behavior scroll views in this subtree settle with (`scrollTargetBehavior(_:)`); nil
    /// for the plain deceleration.
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

/// Where a search field is drawn (SwiftUI's `SearchFieldPlacement`).
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When a navigation-bar search field shows (SwiftUI's `NavigationBarDrawerDisplayMode`).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let kind: Int
        public static let automatic = NavigationBarDrawerDisplayMode(kind: 0)
        public static let always = NavigationBarDrawerDisplayMode(kind: 1)
    }
    let kind: Int
    public static let automatic = SearchFieldPlacement(kind: 0)
    public static let toolbar = SearchFieldPlacement(kind: 1)
    public static let sidebar = SearchFieldPlacement(kind: 2)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: displayMode == .always ? 4 : 3)
    }
}

extension View {
    /// Makes the outermost layout container of this view (the stack under any modifiers and
    /// custom views) the scroll target layout of the enclosing scroll view (iOS 17): each of
    /// its views is a place a `.viewAligned` scroll view settles on. The first enabled one
    /// found from the scroll view down counts; scroll views nested inside have their own.
    /// Layout and drawing are unchanged.
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _ScrollTargetLayoutModifier> {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Sets how scroll views in this subtree choose where a drag comes to rest (iOS 17):
    /// `.viewAligned`, `.paging` or a `ScrollTargetBehavior` of your own (see there). A nearer
    /// modifier overrides one further up.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyScrollTargetBehavior(behavior)
        return modifier(_EnvironmentModifier { $0.scrollTargetBehavior = erased })
    }
}
