import Foundation

/// A setting of the navigation bar made by a view inside a navigation stack: its title, how the
/// title shows, whether the bar shows.
public struct _NavigationBarModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    enum Setting {
        case title(String)
        case displayMode(NavigationBarItem.TitleDisplayMode)
        case hidden(Bool)
        case search(SearchFieldConfiguration)
    }
    let setting: Setting
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

/// What a screen's bar shows, read from the bar settings of the views on the screen (the
/// outermost setting of each kind wins; nested navigation stacks are not searched).
@MainActor
struct NavigationBarConfiguration {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var hidden = false
    /// The search field `searchable` asks for on the screen, if any.
    var search: SearchFieldConfiguration?

    static func of(screen: Node) -> NavigationBarConfiguration {
        var c = NavigationBarConfiguration()
        var titleSet = false, modeSet = false, hiddenSet = false
        func walk(_ node: Node) {
            if let modifier = node.primitiveModifier as? _NavigationBarModifier {
                switch modifier.setting {
                case .title(let t) where !titleSet: c.title = t; titleSet = true
                case .displayMode(let m) where !modeSet: c.displayMode = m; modeSet = true
                case .hidden(let h) where !hiddenSet: c.hidden = h; hiddenSet = true
                case .search(let f) where c.search == nil: c.search = f
                default: break
                }
            }
            for child in node.children where !(child.primitive is any NavigationContainerMarker) { walk(child) }
        }
        walk(screen)
        return c
    }
}

@MainActor
protocol NavigationContainerMarker {}
extension _NavigationContainer: NavigationContainerMarker {}

extension View {
    /// The title of the screen's navigation bar: `titleKey` looked up in the app's string tables
    /// (see `LocalizedStrings`).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .title(titleKey.resolvedText)))
    }
    /// The title of the screen's navigation bar, as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .title(String(title))))
    }
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .title(title.content)))
    }
    /// The older form of `navigationTitle`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(titleKey)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title)
    }
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title)
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Large (under the bar) or inline (in it) title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .displayMode(mode)))
    }
    /// Hides the screen's navigation bar; the content then starts at the top.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .hidden(hidden)))
    }
    /// Accepted for source compatibility: the back button is always shown on pushed screens.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// Accepted for source compatibility: every navigation view draws as a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` arranges its screens (SwiftUI's `NavigationViewStyle`); always a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

/// What a `searchable` modifier asks a navigation bar to show: the prompt, and the text the
/// binding holds when the view's body ran.
struct SearchFieldConfiguration: Equatable {
    var prompt: String
    var text: String
}

struct SearchFieldConfigurationKey: EnvironmentKey { static var defaultValue: SearchFieldConfiguration? { nil } }

extension EnvironmentValues {
    /// A `searchable` applied around a navigation stack: its root screen shows the field.
    var searchFieldConfiguration: SearchFieldConfiguration? {
        get { self[SearchFieldConfigurationKey.self] }
        set { self[SearchFieldConfigurationKey.self] = newValue }
    }
}

extension View {
    /// A search field for `text` in the navigation bar of the screen the view is on (SwiftUI's
    /// `searchable`), or of a navigation stack's root screen when applied around the stack: drawn
    /// under the bar's title as iOS 17 draws it (see `_NavigationContainer`), showing `prompt`
    /// ("Search" by default) while `text` is empty and `text` otherwise. Every placement draws
    /// in the navigation bar. Nothing types into the field here: `text` keeps the value the
    /// scene gives it, so a filtered list shows what it shows for that text. Outside a
    /// navigation stack nothing is drawn.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(text: text.wrappedValue, prompt: prompt?.content)
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(text: text.wrappedValue, prompt: Text(prompt).content)
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text: text.wrappedValue, prompt: String(prompt))
    }
    /// `searchable` with a binding to whether search is active (iOS 17); the field is drawn
    /// inactive whatever `isPresented` holds.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(text: text.wrappedValue, prompt: prompt?.content)
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text: text.wrappedValue, prompt: String(prompt))
    }

    private func searchField(text: String, prompt: String?) -> some View {
        let field = SearchFieldConfiguration(prompt: prompt ?? "Search", text: text)
        return modifier(_NavigationBarModifier(setting: .search(field))).environment(\.searchFieldConfiguration, field)
    }
}
