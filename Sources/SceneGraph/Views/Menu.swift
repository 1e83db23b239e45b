import Foundation

/// A control that presents a menu of actions (SwiftUI's `Menu`, iOS 14).
///
/// Drawn as iOS draws a menu's closed state: its label, as a button of the environment's button
/// style (`.automatic` is borderless on iOS: the label in the tint colour, dimmed to 25 % while
/// pressed; `.buttonStyle(.bordered)` and the rest apply as they do to a `Button`). The menu's
/// items (`content`) are type-checked and kept but never drawn: a recording has no pop-up layer
/// for the open menu, so a scripted tap on a menu without a primary action shows the press and
/// changes nothing else. A tap on a menu with a `primaryAction` runs that action when the pointer
/// lifts, as a tap does on iOS (where a long press opens the menu instead). Under
/// `.disabled(true)` the label is drawn in the disabled grey and taps do nothing.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu of `content` with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu of `content` with a custom label, whose tap runs `primaryAction` (iOS 15).
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
    /// A menu of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A menu titled `title` whose tap runs `primaryAction` (iOS 15).
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SceneGraph.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbol (iOS 15; see `Image(systemName:)`). In a
    /// toolbar only the symbol is drawn, as iOS draws labels in bars.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
    }
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { SceneGraph.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { SceneGraph.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

/// How menus draw (SwiftUI's `MenuStyle`). `.automatic`, `.button` and `.borderlessButton` are
/// accepted and all draw the label as a button of the environment's button style, which is what
/// iOS 17 draws for each of them.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

/// The order of a menu's items when it opens (SwiftUI's `MenuOrder`, iOS 16).
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}

extension View {
    /// Accepted for source compatibility: every menu style draws the label as a button (see
    /// `Menu`).
    public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
    /// Accepted for source compatibility: menus do not open here, so their order is never seen.
    public func menuOrder(_ order: MenuOrder) -> Self { self }
    /// Accepted for source compatibility: iOS draws no indicator beside a menu's label outside
    /// pickers either.
    public func menuIndicator(_ visibility: Visibility) -> Self { self }
}
