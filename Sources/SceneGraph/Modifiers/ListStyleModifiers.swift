import Foundation

/// A list's appearance (SwiftUI's `ListStyle`). `.insetGrouped` (the default, as in an iOS 17
/// app), `.grouped`, `.inset`, `.sidebar` and `.automatic` draw inset grouped cards; `.plain`
/// draws full-width rows on white.
public protocol ListStyle {}

public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

/// A form's appearance (SwiftUI's `FormStyle`); every style draws inset grouped here.
public protocol FormStyle {}
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
public struct AutomaticFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }

extension View {
    /// Sets the style of the lists in this subtree.
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.listAppearance, style is PlainListStyle ? .plain : .insetGrouped)
    }
    /// Accepted for source compatibility: forms draw inset grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    /// Hides the grouped background of lists and forms in this subtree (`.hidden`), so a
    /// `.background` behind them shows.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.listBackgroundHidden, visibility == .hidden)
    }
    /// Accepted for source compatibility: rows keep the white card background.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// Accepted for source compatibility: rows keep their default insets.
    /// The spacing between list rows (SwiftUI, iOS 17), in points; accepted and, like
    /// `listRowInsets`, not applied to this framework's list layout.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// Accepted for source compatibility: separators are drawn between rows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Accepted for source compatibility (iOS 17): sections keep iOS's default spacing.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Accepted for source compatibility: there is no pull to refresh.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// Top or bottom (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension ForEach where Content: View {
    /// Accepted for source compatibility: there is no swipe to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    /// Accepted for source compatibility: there is no drag to reorder.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}
