import Foundation

/// A button's purpose (SwiftUI's `ButtonRole`). A destructive button draws in red.
public struct ButtonRole: Hashable, Sendable {
    let kind: Int
    /// Deletes user data or does something that cannot be undone: drawn red.
    public static let destructive = ButtonRole(kind: 1)
    /// Cancels an operation (drawn like any button outside alerts and menus).
    public static let cancel = ButtonRole(kind: 2)
}

/// A style that draws a button from its label and pressed state (SwiftUI's `ButtonStyle`).
/// The framework tracks the press and runs the action when a press ends on the button.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    public let role: ButtonRole?
    public let label: Label
    /// True while a pointer is down on the button.
    public let isPressed: Bool
}

/// A style that makes the whole button, including how it is triggered (SwiftUI's
/// `PrimitiveButtonStyle`): call `configuration.trigger()` to run the action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() { action() }
}

/// A button style held in the environment, with its kind erased.
struct AnyButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> any View
    /// The style in effect outside this one: what a button made inside this style's body is
    /// drawn with (`Button(configuration)`, or any `Button`), as in SwiftUI.
    var outer: OuterStyle<AnyButtonStyle>?
    @MainActor
    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
    @MainActor
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { configuration in
            _PressableButton(configuration: configuration) { isPressed in
                style.makeBody(
                    configuration: ButtonStyleConfiguration(
                        role: configuration.role, label: configuration.label,
                        isPressed: isPressed))
            }
        }
    }
}

/// The style in effect outside a button or toggle style (a class, so that the style's struct
/// can hold one of its own kind).
final class OuterStyle<Style> {
    let style: Style
    init(_ style: Style) { self.style = style }
}

/// A type-erased style whose body sees the style in effect outside it (`OuterStyle`).
protocol NestingStyle: SendableMetatype {
    var outer: OuterStyle<Self>? { get set }
}

extension NestingStyle {
    /// Sets this style at `key` in the environment, keeping the one there before as its outer style.
    @MainActor func installed(at key: WritableKeyPath<EnvironmentValues, Self?> & Sendable) -> _EnvironmentModifier {
        let erased = self
        return _EnvironmentModifier {
            var style = erased
            style.outer = $0[keyPath: key].map(OuterStyle.init)
            $0[keyPath: key] = style
        }
    }
}

extension AnyButtonStyle: NestingStyle {}

struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons of this subtree with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(AnyButtonStyle(style).installed(at: \.buttonStyle))
    }
    /// Draws (and triggers) the buttons of this subtree with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(AnyButtonStyle(primitive: style).installed(at: \.buttonStyle))
    }
}

/// Tracks presses on its content: `content(isPressed)` is drawn, `isPressed` is true while a
/// pointer that went down on it is still down and has not moved more than
/// `_ButtonPressGesture.cancelDistance` points; lifting it there runs the configuration's
/// trigger. A disabled button (`.disabled(true)`) ignores presses.
///
/// The highlight appears at once and fades out over 0.2 s on release (iOS's look; the exact
/// curve of UIKit's highlight fade is not public: an ease-out is used).
public struct _PressableButton<Content: View>: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let content: (Bool) -> Content
    @State private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled

    init(configuration: PrimitiveButtonStyleConfiguration, @ViewBuilder content: @escaping (Bool) -> Content) {
        self.configuration = configuration
        self.content = content
    }

    public var body: some View {
        let trigger = configuration.action
        let pressed = $isPressed
        content(isPressed && isEnabled)
            .gesture(
                _ButtonPressGesture(
                    isEnabled: isEnabled,
                    onPress: { pressed.wrappedValue = true },
                    onRelease: { withAnimation(.easeOut(duration: 0.2)) { pressed.wrappedValue = false } },
                    onTrigger: trigger))
    }
}
