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
        switch style {
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
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a text title and a named image.
    public init(_ title: String, image name: String) {
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

/// A label style (SwiftUI's `LabelStyle`); the built-in kinds are the static members.
public protocol LabelStyle {
    var _kind: LabelStyleKind { get }
}

public struct _BuiltInLabelStyle: LabelStyle {
    public let _kind: LabelStyleKind
}

extension LabelStyle where Self == _BuiltInLabelStyle {
    public static var automatic: _BuiltInLabelStyle { _BuiltInLabelStyle(_kind: .automatic) }
    public static var titleAndIcon: _BuiltInLabelStyle { _BuiltInLabelStyle(_kind: .titleAndIcon) }
    public static var titleOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(_kind: .titleOnly) }
    public static var iconOnly: _BuiltInLabelStyle { _BuiltInLabelStyle(_kind: .iconOnly) }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: LabelStyleKind { .automatic } }

extension EnvironmentValues {
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Chooses which parts of the labels in this subtree are drawn.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelStyle, style._kind)
    }
}
