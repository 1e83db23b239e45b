import Foundation

/// Two or three columns of navigation (SwiftUI's `NavigationSplitView`), drawn as iOS 17 draws
/// it on iPhone: collapsed into a navigation stack whose root screen is the sidebar. Selecting
/// a row of a `List(selection:)` in the sidebar (a row made from the list's data, or a
/// `NavigationLink(value:)`) pushes the next column — the content column of a three-column
/// view, else the detail — with the push motion of `NavigationStack`; selecting in the content
/// column pushes the detail. Popping a column clears the selection that showed it, as iOS
/// does. `NavigationLink(destination:)` and `navigationDestination` in a column push as in a
/// stack. Column visibility, the preferred compact column, column widths and split view
/// styles are accepted for source compatibility (on iPhone there is one column at a time).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Sidebar, content and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    /// Sidebar, content and detail columns; `columnVisibility` is accepted.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        let columns = SplitViewColumns(content: content.map { AnyView($0) }, detail: AnyView(detail))
        NavigationStack {
            sidebar.environment(\.splitViewNextColumn, content == nil ? 2 : 1)
        }
        .environment(\.splitViewColumns, columns)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Sidebar and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }
    /// Sidebar and detail columns; `columnVisibility` is accepted.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
    /// Sidebar and detail columns; `columnVisibility` and `preferredCompactColumn` are accepted.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// The content and detail columns of a split view, made by its latest body (so a pushed column
/// shows what the current selection makes).
struct SplitViewColumns {
    var content: AnyView?
    var detail: AnyView
}

/// A column of a split view pushed onto its stack: 1 the content column, 2 the detail.
struct _SplitViewColumn: View {
    let index: Int
    @Environment(\.splitViewColumns) private var columns

    var body: some View {
        if let columns {
            if index == 1, let content = columns.content {
                content.environment(\.splitViewNextColumn, 2)
            } else {
                columns.detail.environment(\.splitViewNextColumn, nil)
            }
        }
    }
}

struct SplitViewColumnsKey: EnvironmentKey { static var defaultValue: SplitViewColumns? { nil } }
struct SplitViewNextColumnKey: EnvironmentKey { static var defaultValue: Int? { nil } }

extension EnvironmentValues {
    var splitViewColumns: SplitViewColumns? {
        get { self[SplitViewColumnsKey.self] }
        set { self[SplitViewColumnsKey.self] = newValue }
    }
    /// In a split view's sidebar or content column, the column a selection there shows.
    var splitViewNextColumn: Int? {
        get { self[SplitViewNextColumnKey.self] }
        set { self[SplitViewNextColumnKey.self] = newValue }
    }
}

/// Which columns of a split view show (SwiftUI's `NavigationSplitViewVisibility`); accepted.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let kind: Int
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    public static let all = NavigationSplitViewVisibility(kind: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
    public static let detailOnly = NavigationSplitViewVisibility(kind: 3)
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`); accepted.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let kind: Int
    public static let sidebar = NavigationSplitViewColumn(kind: 0)
    public static let content = NavigationSplitViewColumn(kind: 1)
    public static let detail = NavigationSplitViewColumn(kind: 2)
}

/// How a split view arranges its columns (SwiftUI's `NavigationSplitViewStyle`); on iPhone
/// every style collapses to a stack.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// Accepted: on iPhone a split view is a stack.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// Accepted: on iPhone a column fills the screen.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Accepted: on iPhone a column fills the screen.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
