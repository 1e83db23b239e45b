import Foundation

/// A style that draws a toggle from its label and its binding (SwiftUI's `ToggleStyle`). A
/// custom style flips the value itself, for instance `configuration.isOn.toggle()` in a tap.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from: the toggle's label and its value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The toggle's label.
    public let label: Label
    /// The toggle's value; `configuration.$isOn` is its binding.
    @Binding public var isOn: Bool
    /// True when the toggle stands for several values that differ (never here: the
    /// collection-of-bindings initialisers are not provided).
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style held in the environment, with its kind erased.
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> any View
    /// The style in effect outside this one: what a toggle made inside this style's body is
    /// drawn with (`Toggle(configuration)`, or any `Toggle`), as in SwiftUI, where a style that
    /// wraps a toggle modifies the current style instead of drawing itself again.
    var outer: OuterStyle<AnyToggleStyle>?
    @MainActor
    init<S: ToggleStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

extension AnyToggleStyle: NestingStyle {}

struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles of this subtree with `style` (`.switch`, `.button`, `.automatic` or
    /// a custom `ToggleStyle`).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(AnyToggleStyle(style).installed(at: \.toggleStyle))
    }
}

/// iOS 17's switch: the label at the leading edge, the 51 × 31 pt switch (`SwitchTrack`, 49 pt wide in layout) at the
/// trailing edge of the width offered. The track is the tint when on — this style's `tint`,
/// else the environment's `.tint(_:)`, else system green — and a tap anywhere on the row flips
/// the binding with a 0.25 s smooth spring, so the knob slides and the colour fades as on iOS.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A switch whose track is `tint` when on (deprecated in SwiftUI in favour of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggle(configuration: configuration, tint: tint)
    }
}

struct _SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.$isOn
        let onColor = tint.map { AnyShapeStyle($0) } ?? environmentTint ?? AnyShapeStyle(SwitchTrack.defaultOnColor)
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
            SwitchTrack(isOn: isOn.wrappedValue, onColor: onColor)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.smooth(duration: 0.25)) { isOn.wrappedValue.toggle() }
        }
    }
}

/// The platform's default toggle: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as a button (iOS 17): off, the label in the tint colour with no background
/// (as `.borderless`); on, the label on a rounded fill of the tint at 15 % (as `.bordered` with
/// a tint). A tap flips the binding; the press highlights as a button does.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _ButtonToggle(configuration: configuration)
    }
}

struct _ButtonToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.tint) private var environmentTint

    var body: some View {
        let isOn = configuration.$isOn
        // At its ideal width, as a button in a row of toggles is on iOS (its label on one line).
        let button = Button {
            isOn.wrappedValue.toggle()
        } label: {
            configuration.label
        }.fixedSize(horizontal: true, vertical: false)
        if isOn.wrappedValue {
            button.buttonStyle(.bordered).tint(environmentTint ?? AnyShapeStyle(Color.accentColor))
        } else {
            button.buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
