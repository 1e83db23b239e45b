import Foundation

/// The items of a context menu (SwiftUI's `ContextMenu`, the form `contextMenu(_:)` takes).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// Accepted so that code using it compiles: the view draws and behaves as it would without a
    /// menu. iOS shows the items (and lifts the view, or `preview`) after a long press; no menu
    /// is drawn here, a scripted long press included, and the items' actions never run
    /// (docs/SwiftUI-support.md). As in SwiftUI, the item builder is not called until the menu
    /// would open, so it is never called here.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// The form with a custom preview (iOS 16): accepted like `contextMenu(menuItems:)`; neither
    /// the items nor the preview are drawn.
    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View { self }

    /// The older form taking a `ContextMenu` (nil removes the menu): accepted, nothing drawn.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    /// The form for a selection of list or table rows (iOS 16): accepted, nothing drawn, the
    /// primary action never runs.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View { self }
}
