import Foundation

/// Screens switched by a tab bar (SwiftUI's `TabView`), drawn as iOS 17 draws it: a 49 pt bar
/// at the bottom (#F9F9F9 at 94 % over a black 30 % hairline) with one item per tab, the
/// selected one in the accent colour, the others grey (#8E8E93), their labels at 10 pt. A tap
/// on an item selects its tab. Tabs are the views of the content, each labelled by its
/// `.tabItem` and identified by its `.tag` (else its position); every tab keeps its state
/// while hidden. With `.tabViewStyle(.page)` there is no bar: the pages fill the view, with
/// page dots near the bottom (swiping between pages is not implemented).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: SelectionValue?
    @State private var selectedIndex = 0
    @Environment(\.tabViewIsPaged) private var isPaged

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        currentValue = selection?.wrappedValue
    }

    public var body: some View {
        let tabs = expandedViews(content)
        let tags = tabs.enumerated().map { firstModifier((any AnyTag).self, of: $0.element)?.anyTag ?? AnyHashable($0.offset) }
        let current = selection.flatMap { s in tags.firstIndex(of: AnyHashable(s.wrappedValue)) } ?? min(selectedIndex, max(tabs.count - 1, 0))
        let select: (Int) -> Void = { i in
            if let selection, let value = tags[i].base as? SelectionValue { selection.wrappedValue = value } else { selectedIndex = i }
        }
        return VStack(spacing: 0) {
            ZStack {
                ForEach(tabs.indices, id: \.self) { i in
                    AnyView(erasing: tabs[i])
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(i == current ? 1 : 0)
                        .allowsHitTesting(i == current)
                }
                if isPaged {
                    VStack {
                        Spacer()
                        HStack(spacing: 8) {
                            ForEach(tabs.indices, id: \.self) { i in
                                Circle().fill(Color.white.opacity(i == current ? 1 : 0.35)).frame(width: 7, height: 7)
                            }
                        }
                        .padding(.bottom, 12)
                    }
                }
            }
            if !isPaged {
                TabBar(labels: tabs.map { firstModifier((any TabItemCarrier).self, of: $0)?.label }, selected: current, select: select)
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
        currentValue = nil
    }
}

/// The bar of a `TabView`.
struct TabBar: View {
    let labels: [(any View)?]
    let selected: Int
    let select: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(labels.indices, id: \.self) { i in
                VStack(spacing: TabBarItemMetrics.iconToTitle) {
                    if let label = labels[i] {
                        // `Image` and `Text` written side by side in `tabItem`, as a `Label`
                        // in it: the icon above the title.
                        let parts = expandedViews(label)
                        ForEach(parts.indices, id: \.self) { j in
                            AnyView(erasing: parts[j]).font(Self.isIcon(parts[j]) ? TabBarItemMetrics.iconFont : TabBarItemMetrics.titleFont)
                        }
                    }
                }
                .labelStyle(_BuiltInLabelStyle(_kind: .tabItem))
                .symbolVariant(.fill)
                .foregroundColor(i == selected ? .accentColor : ChromeColors.gray)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
                .onTapGesture { select(i) }
            }
        }
        .frame(height: 49)
        .background(ChromeColors.barBackground)
        .overlay(alignment: .top) { ChromeColors.barHairline.frame(height: 0.5) }
    }

    /// Whether a view of a tab item is its icon: an `Image`, seen through its modifiers.
    private static func isIcon(_ view: any View) -> Bool {
        var current: any View = view
        while let chain = current as? any ModifierChain { current = chain.chainContent }
        return current is Image
    }
}

/// A tab bar item as UIKit's tab bar draws it in portrait on iPhone: a filled symbol about 25
/// points across (Apple's Human Interface Guidelines give 25 × 25 points for tab bar glyphs; a
/// 25-point font draws a medium symbol's ink 25 points across in a 29.67-point frame, see
/// `Image(systemName:)`) above a 10-point medium title, 2 points apart. SwiftUI's tab items show
/// symbols in their `.fill` variant on iOS.
enum TabBarItemMetrics {
    static let iconToTitle: CGFloat = 2
    static let iconFont = Font.system(size: 25)
    static let titleFont = Font.system(size: 10, weight: .medium)
}

@MainActor
protocol TabItemCarrier {
    var label: any View { get }
}

/// Labels a tab of a `TabView` (SwiftUI's `tabItem`); the view itself is unchanged.
public struct _TabItemModifier<Label: View>: ViewModifier, PrimitiveModifier, TabItemCarrier {
    public typealias Body = Never
    let item: Label
    var label: any View { item }
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

/// How a `TabView` presents its tabs (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages filling the view, with page dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// Styles of page indicators (SwiftUI's `IndexViewStyle`), accepted for source compatibility.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { .init(backgroundDisplayMode: backgroundDisplayMode) }
}

struct TabViewIsPagedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    var tabViewIsPaged: Bool {
        get { self[TabViewIsPagedKey.self] }
        set { self[TabViewIsPagedKey.self] = newValue }
    }
}

extension View {
    /// The label of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TabItemModifier<V>> {
        modifier(_TabItemModifier(item: label()))
    }
    /// How the `TabView`s in this subtree present their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.tabViewIsPaged, style is PageTabViewStyle)
    }
    /// Accepted for source compatibility.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
    /// Accepted for source compatibility: tab items show no badges.
    public func badge(_ count: Int) -> some View { self }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
