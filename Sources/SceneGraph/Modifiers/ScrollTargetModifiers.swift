import Foundation

/// How a scroll view settles after a drag (SwiftUI's `ScrollTargetBehavior`, iOS 17). Accepted
/// for source compatibility: scroll views here settle where UIKit's deceleration takes them,
/// without snapping to views or pages.
public protocol ScrollTargetBehavior {}

/// Settles on a view of a `scrollTargetLayout()` (SwiftUI's `.viewAligned`); not applied here.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one drag may scroll (SwiftUI's `LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        let kind: Int
        public static let automatic = LimitBehavior(kind: 0)
        public static let always = LimitBehavior(kind: 1)
        public static let never = LimitBehavior(kind: 2)
    }
    public let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

/// Settles on whole pages of the scroll view's size (SwiftUI's `.paging`); not applied here.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
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
    /// Marks the views whose edges a `.viewAligned` scroll view settles on (iOS 17). Accepted for
    /// source compatibility: scroll views do not snap here (`ScrollTargetBehavior`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// How a scroll view settles after a drag (iOS 17). Accepted for source compatibility: scroll
    /// views settle where the deceleration takes them, without snapping.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// A search field for `text` (SwiftUI's `searchable`). Accepted for source compatibility: the
    /// field is not drawn, and `text` keeps the value the scene gives it, so a filtered list
    /// shows what it shows for that text.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String) -> some View { self }
}
