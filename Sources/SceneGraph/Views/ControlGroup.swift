import Foundation

/// Semantically related controls shown together (SwiftUI's `ControlGroup`, iOS 15), drawn by
/// the environment's control group style (`.controlGroupStyle(_:)`).
///
/// The default style, `.automatic`, draws as iOS 17 draws a group outside bars and menus: one
/// rounded (8 pt) plate of the tertiary system fill (#767680 at 12 %) across the width offered,
/// split into equal segments, one per control, with a 1 × 18 pt separator between neighbours;
/// each control's label is centred in its segment, in the tint colour, at 7 pt above and below
/// (the bordered button's regular metrics; Apple does not publish the group's). In a toolbar
/// item it draws as `.navigation` does: the controls as borderless buttons side by side, 20 pt
/// apart. Inside a `Menu`'s content it is not drawn (menus do not open here). The label
/// (`init(content:label:)`, iOS 16) is shown only by the menu styles.
public struct ControlGroup<Content: View>: View {
    let content: Content
    @Environment(\.controlGroupStyle) private var style

    /// A group of `content`'s controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let parts = (content as? any LabeledControlGroupParts).map { ($0.groupContent, $0.groupLabel) } ?? (content, EmptyView())
        let configuration = ControlGroupStyleConfiguration(content: .init(view: parts.0), label: .init(view: parts.1))
        return _ButtonBody(view: (style ?? AnyControlGroupStyle(AutomaticControlGroupStyle())).makeBody(configuration))
    }
}

/// A control group's content and label together (SwiftUI's `LabeledControlGroupContent`);
/// `ControlGroup(content:label:)` makes it, and drawn by itself it is the content.
public struct LabeledControlGroupContent<Content: View, Label: View>: View, LabeledControlGroupParts {
    let content: Content
    let label: Label
    var groupContent: any View { content }
    var groupLabel: any View { label }
    public var body: some View { content }
}

@MainActor
protocol LabeledControlGroupParts {
    var groupContent: any View { get }
    var groupLabel: any View { get }
}

extension ControlGroup {
    /// A group of `content`'s controls described by `label` (iOS 16).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }
    /// A group labelled `title` (iOS 16).
    public init<C: View>(_ title: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    /// A group labelled with a title and an SF Symbol (iOS 16).
    public init<C: View>(_ title: String, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SceneGraph.Label<Text, Image>> {
        self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
    }
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, SceneGraph.Label<Text, Image>> {
        self.init(content: content) { SceneGraph.Label(title, systemImage: systemImage) }
    }
}

/// What a `ControlGroupStyle` draws from.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as one view.
    public struct Content: View, PrimitiveView {
        public typealias Body = Never
        let view: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: view)] }
    }
    /// The group's label (an empty view when it has none).
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let view: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: view)] }
    }
    public let content: Content
    public let label: Label
}

/// A style that draws a control group from its configuration (SwiftUI's `ControlGroupStyle`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The platform's style: the segmented plate, or `.navigation`'s look in a toolbar (see
/// `ControlGroup`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticControlGroup(configuration: configuration)
    }
}

/// Controls for moving between places (back and forward): on iOS, borderless buttons side by
/// side, 20 pt apart.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 20) { configuration.content }
    }
}

/// The group as a menu: its label drawn as a menu's (see `Menu`), the controls not drawn
/// since menus do not open here (iOS 16.4).
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The group as a compact menu: drawn as `.menu` is (iOS 16.4).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A row of the group's controls at the top of a menu (iOS 17); outside a menu it draws as
/// `.automatic`.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticControlGroup(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { .init() }
}

/// A control group style held in the environment, with its kind erased.
struct AnyControlGroupStyle {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> any View
    @MainActor
    init<S: ControlGroupStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: AnyControlGroupStyle? { nil } }

extension EnvironmentValues {
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// How the control groups in this subtree draw: `.automatic`, `.navigation`, `.menu`,
    /// `.compactMenu`, `.palette`, or a `ControlGroupStyle` of your own.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyControlGroupStyle(style)
        return modifier(_EnvironmentModifier { $0.controlGroupStyle = erased })
    }
}

/// The automatic style's drawing.
struct _AutomaticControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.isInToolbar) private var isInToolbar

    var body: some View {
        if isInToolbar {
            AnyView(HStack(spacing: 20) { configuration.content })
        } else {
            let items = expandedViews(configuration.content.view)
            AnyView(HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { i in
                    if i > 0 {
                        Rectangle().fill(ChromeColors.separator).frame(width: 1, height: 18)
                    }
                    AnyView(erasing: items[i]).buttonStyle(_ControlGroupSegmentStyle())
                }
            }
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ChromeColors.tertiaryFill)))
        }
    }
}

/// A control of the automatic group: its label centred in a segment that takes its share of
/// the width, in the tint colour, dimmed to 25 % while pressed (as a borderless button).
struct _ControlGroupSegmentStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _PressableButton(configuration: configuration) { isPressed in
            _BorderlessButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed)
                .lineLimit(1)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
        }
    }
}

struct IsInToolbarKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether this subtree is a toolbar item's content (see `ToolbarItems.barEnvironment`).
    var isInToolbar: Bool {
        get { self[IsInToolbarKey.self] }
        set { self[IsInToolbarKey.self] = newValue }
    }
}
