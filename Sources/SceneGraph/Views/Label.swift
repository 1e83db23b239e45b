import Foundation

/// A title with an icon (SwiftUI's `Label`), drawn as iOS draws its default label style: the
/// icon, then the title, in a row centred vertically with 8 points between them (the icon's
/// column is as wide as the symbol's frame, see `Image(systemName:)`). In a `List` or `Form`
/// row without a foreground style of its own, the icon is drawn in the tint (accent) colour,
/// as iOS draws it.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isInList) private var isInList
    @Environment(\.foregroundStyle) private var foregroundStyle

    /// A label from two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        if let kind = style.kind {
            BuiltInLabelBody(kind: kind, configuration: configuration)
        } else {
            // A style's own `Label(configuration)` draws with the default style.
            style.makeBody(configuration).environment(\.labelStyle, AnyLabelStyle(kind: .automatic))
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, for a style that wraps the default label
    /// (drawn with the default style).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A built-in style's label, as iOS draws each (see `Label`).
struct BuiltInLabelBody: View {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration
    @Environment(\.isInList) private var isInList
    @Environment(\.foregroundStyle) private var foregroundStyle

    var body: some View {
        let title = configuration.title, icon = configuration.icon
        switch kind {
        case .titleOnly: AnyView(title)
        case .iconOnly: AnyView(icon)
        case .contentUnavailable:
            AnyView(
                VStack(spacing: ContentUnavailableMetrics.iconToTitle) {
                    icon
                        .font(.system(size: ContentUnavailableMetrics.iconSize))
                        .foregroundStyle(.secondary)
                    title
                        .font(.title2.bold())
                })
        case .tabItem:
            AnyView(
                VStack(spacing: TabBarItemMetrics.iconToTitle) {
                    icon.font(TabBarItemMetrics.iconFont)
                    title.font(TabBarItemMetrics.titleFont)
                })
        default:
            if isInList && foregroundStyle == nil {
                // In a list row iOS tints the icon with the accent colour (unless a foreground
                // style is set on the row); the title keeps the label colour.
                AnyView(
                    HStack(alignment: .center, spacing: 8) {
                        icon.foregroundStyle(.tint)
                        title
                    })
            } else {
                AnyView(
                    HStack(alignment: .center, spacing: 8) {
                        icon
                        title
                    })
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol (drawn from the icon font).
    /// `titleKey` is looked up in the app's string tables (see `LocalizedStrings`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a text title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// Which parts of a label are drawn (SwiftUI's label styles `.automatic`, `.titleAndIcon`,
/// `.titleOnly`, `.iconOnly`).
public struct LabelStyleKind: Hashable, Sendable {
    let kind: Int
    public static let automatic = LabelStyleKind(kind: 0)
    public static let titleAndIcon = LabelStyleKind(kind: 1)
    public static let titleOnly = LabelStyleKind(kind: 2)
    public static let iconOnly = LabelStyleKind(kind: 3)
    /// The icon above the title, as `ContentUnavailableView` draws its label.
    static let contentUnavailable = LabelStyleKind(kind: 4)
    /// A tab bar item: the icon above the title (see `TabBarItemMetrics`).
    static let tabItem = LabelStyleKind(kind: 5)
}

/// How labels are drawn (SwiftUI's `LabelStyle`): `makeBody` builds a label from its title and
/// icon. Set with `.labelStyle(_:)`; the built-in styles are the static members.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn from `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts, as a style gets them (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
}

/// The built-in styles' shared shape: a kind that `BuiltInLabelBody` draws.
protocol BuiltInLabelStyle: LabelStyle {
    var kind: LabelStyleKind { get }
}

extension BuiltInLabelStyle {
    public func makeBody(configuration: Configuration) -> some View { BuiltInLabelBody(kind: kind, configuration: configuration) }
}

/// The default label style (`.automatic`): icon then title, as iOS draws it in context.
public struct DefaultLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .automatic }
}
/// Icon then title (`.titleAndIcon`).
public struct TitleAndIconLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
}
/// The title only (`.titleOnly`).
public struct TitleOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
}
/// The icon only (`.iconOnly`).
public struct IconOnlyLabelStyle: BuiltInLabelStyle {
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
}
/// The framework's own arrangements (content-unavailable and tab-bar labels).
public struct _BuiltInLabelStyle: BuiltInLabelStyle {
    let _kind: LabelStyleKind
    init(_kind: LabelStyleKind) { self._kind = _kind }
    var kind: LabelStyleKind { _kind }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style in the environment: a built-in kind, or a style's `makeBody` erased.
struct AnyLabelStyle {
    /// The built-in kind; nil for a style of the app's own.
    let kind: LabelStyleKind?
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    @MainActor init<S: LabelStyle>(_ style: S) {
        if let builtIn = style as? any BuiltInLabelStyle {
            self.init(kind: builtIn.kind)
        } else {
            self.init(kind: nil) { AnyView(style.makeBody(configuration: $0)) }
        }
    }

    /// A built-in style.
    init(kind: LabelStyleKind) {
        self.init(kind: kind) { AnyView(BuiltInLabelBody(kind: kind, configuration: $0)) }
    }

    private init(kind: LabelStyleKind?, makeBody: @escaping @MainActor (LabelStyleConfiguration) -> AnyView) {
        self.kind = kind
        self.makeBody = makeBody
    }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { AnyLabelStyle(kind: .automatic) } }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels in this subtree are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
