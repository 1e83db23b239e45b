import Foundation

/// A setting of the navigation bar made by a view inside a navigation stack: its title, how the
/// title shows, whether the bar shows.
public struct _NavigationBarModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    enum Setting {
        case title(String)
        case displayMode(NavigationBarItem.TitleDisplayMode)
        case hidden(Bool)
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

    static func of(screen: Node) -> NavigationBarConfiguration {
        var c = NavigationBarConfiguration()
        var titleSet = false, modeSet = false, hiddenSet = false
        func walk(_ node: Node) {
            if let modifier = node.primitiveModifier as? _NavigationBarModifier {
                switch modifier.setting {
                case .title(let t) where !titleSet: c.title = t; titleSet = true
                case .displayMode(let m) where !modeSet: c.displayMode = m; modeSet = true
                case .hidden(let h) where !hiddenSet: c.hidden = h; hiddenSet = true
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
    /// The title of the screen's navigation bar.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .title(String(title))))
    }
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier(setting: .title(title.content)))
    }
    /// The older form of `navigationTitle`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title)
    }
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title)
    }
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
