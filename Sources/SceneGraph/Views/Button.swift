import Foundation

/// A control that runs an action when tapped (SwiftUI's `Button`).
///
/// Drawn by the environment's button style (`.buttonStyle(_:)`; default `.automatic`, which on
/// iOS is `.borderless`: the label in the tint colour, dimmed while pressed). A scripted `Tap`
/// on the label runs the action when the pointer lifts; while the pointer is down the style
/// shows its pressed look. Under `.disabled(true)` the action does not run and the label is
/// drawn in iOS's disabled grey.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.presentationActionDismiss) private var dismissPresentation

    /// A button with a label made by `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }
    /// A button with a role (`.destructive` draws red).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let enabled = isEnabled
        let action = self.action, dismiss = dismissPresentation
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(content: label),
            action: { if enabled { action(); dismiss?() } })
        let style = self.style ?? AnyButtonStyle(primitive: DefaultButtonStyle())
        // Buttons inside the style's body are drawn with the style outside it.
        _ButtonBody(view: style.makeBody(configuration)).environment(\.buttonStyle, style.outer?.style)
            .modifier(_ListRowActivationModifier())
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, for a style that modifies the
    /// current style: inside `makeBody(configuration:)` it is drawn with the style in effect
    /// outside the one being made, and triggers the configuration's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action, label: { configuration.label })
    }
}

struct PresentationActionDismissKey: EnvironmentKey { static var defaultValue: DismissAction? { nil } }

extension EnvironmentValues {
    /// Dismisses the alert or confirmation dialog whose actions this subtree is: a button there
    /// runs its action and then this, as SwiftUI dismisses an alert after any of its buttons.
    var presentationActionDismiss: DismissAction? {
        get { self[PresentationActionDismissKey.self] }
        set { self[PresentationActionDismissKey.self] = newValue }
    }
}

/// Holds the style's body (an existential) as a view.
struct _ButtonBody: View, PrimitiveView {
    typealias Body = Never
    let view: any View
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        [ChildView(key: .type(type(of: view)), view: view)]
    }
}

extension Button where Label == Text {
    /// A button whose label is `titleKey` looked up in the app's string tables (a literal;
    /// see `LocalizedStrings`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }
    /// A button whose label is `title`, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SceneGraph.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol name (drawn from the icon font, see
    /// `Image(systemName:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { SceneGraph.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { SceneGraph.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SceneGraph.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SceneGraph.Label(title, systemImage: systemImage) }
    }
}
