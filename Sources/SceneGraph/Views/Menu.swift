import Foundation

/// A control that presents a menu of actions (SwiftUI's `Menu`), drawn as iOS 17 draws its
/// closed state: the label as a button of the environment's button style (borderless by
/// default: the label in the tint colour). A scene draws no pop-up menus, so a tap does not
/// open it and its content is not drawn; a tap runs `primaryAction` when there is one, as a
/// tap on such a menu does on iOS.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` (a long press opens the menu on iOS).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        Button(action: primaryAction ?? {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localised string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A menu titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu titled with a localised string key whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SceneGraph.Label<Text, Image> {
    /// A menu titled with a localised string key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SceneGraph.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    /// A menu titled with a string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
    }
}

/// How menus draw (SwiftUI's `MenuStyle`): accepted; every style draws the closed menu's label
/// as `Menu` describes.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

extension View {
    /// Accepted: menus draw their closed label whatever the style (see `Menu`).
    public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }
}
