import Foundation

/// Controls that belong together (SwiftUI's `ControlGroup`). Drawn as the controls side by
/// side, 16 pt apart, each at its own size — the look of `.controlGroupStyle(.navigation)` in
/// a toolbar, and here of `.automatic` too, outside toolbars where iOS 17 groups them on a
/// platter. `.menu` and `.compactMenu` draw the group's label as a closed `Menu`. Inside a
/// `Menu` nothing of it is drawn, as a menu's content is not (see `Menu`).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView?
    @Environment(\.controlGroupStyle) private var style

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }

    public var body: some View {
        if style == .menu, let label {
            Menu(content: { content }, label: { label })
        } else {
            HStack(spacing: 16) { content }
        }
    }
}

/// The content of a `ControlGroup` made with a label (SwiftUI's `LabeledControlGroupContent`).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group of `content` described by `label` (shown when the group is drawn as a menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        let c = content(), l = label()
        self.content = LabeledControlGroupContent(content: c, label: l)
        self.label = AnyView(l)
    }
    /// A group titled with a localised string key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled with a localised string key and an SF Symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SceneGraph.Label<Text, Image>> {
        self.init(content: content) { SceneGraph.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
}

/// How control groups draw (SwiftUI's `ControlGroupStyle`): `.automatic`, `.navigation`,
/// `.palette` draw the controls side by side; `.menu` and `.compactMenu` the label as a menu.
public protocol ControlGroupStyle {
    var _kind: ControlGroupStyleKind { get }
}

/// Which built-in control group style a `ControlGroupStyle` is.
public struct ControlGroupStyleKind: Hashable, Sendable {
    let kind: Int
    static let row = ControlGroupStyleKind(kind: 0)
    static let menu = ControlGroupStyleKind(kind: 1)
}

public struct _BuiltInControlGroupStyle: ControlGroupStyle {
    public let _kind: ControlGroupStyleKind
}

extension ControlGroupStyle where Self == _BuiltInControlGroupStyle {
    public static var automatic: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle(_kind: .row) }
    public static var navigation: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle(_kind: .row) }
    public static var palette: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle(_kind: .row) }
    public static var menu: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle(_kind: .menu) }
    public static var compactMenu: _BuiltInControlGroupStyle { _BuiltInControlGroupStyle(_kind: .menu) }
}

struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: ControlGroupStyleKind { .row } }

extension EnvironmentValues {
    var controlGroupStyle: ControlGroupStyleKind {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the control groups of this subtree with `style` (see `ControlGroup`).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.controlGroupStyle, style._kind)
    }
}
