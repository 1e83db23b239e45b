import Foundation

/// A box that groups views, with an optional label (SwiftUI's `GroupBox`), drawn by the
/// environment's `GroupBoxStyle` (default `.automatic`).
///
/// The automatic style draws as iOS 17 does: a rounded rectangle (8 pt continuous corners) of
/// `secondarySystemBackground` (#F2F2F7, dark #1C1C1E) as wide as the width offered (its ideal
/// width is the content's), 16 pt of padding inside it on every side; the label at the top
/// leading corner in `.headline`, 8 pt above the content; the content's views in a column
/// centred in the box, as a `VStack` centres them. A group box inside another group box is
/// `tertiarySystemBackground` (white, dark #2C2C2E), and one inside that the secondary colour
/// again, so that nested boxes stand apart. Apple does not publish these sizes.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyles) private var styles

    /// A group box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box with `label` as a value (deprecated in SwiftUI, common in code).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let isEmpty = (label as? GroupBoxStyleConfiguration.Label)?.isEmpty ?? (label is EmptyView)
        let configuration = GroupBoxStyleConfiguration(label: .init(content: label, isEmpty: isEmpty), content: .init(content: content))
        // The innermost style draws; inside its body the styles around it are in effect, so
        // that `GroupBox(configuration)` there is drawn by the next one out.
        var outer = styles
        let style = outer.popLast() ?? AnyGroupBoxStyle(DefaultGroupBoxStyle())
        return _ButtonBody(view: style.makeBody(configuration)).environment(\.groupBoxStyles, outer)
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localised string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group box titled with a string, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is given, drawn by the style of the environment around the style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
    }
}

/// A style that draws a group box from its label and content (SwiftUI's `GroupBoxStyle`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` draws from.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        /// True when the group box was made without a label.
        var isEmpty = false
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The group box's content, as a view.
    public struct Content: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The title of the group box.
    public let label: Label
    /// The views grouped in the box.
    public let content: Content
    /// False for a group box made without a label (no space is kept for one).
    var hasLabel: Bool { !label.isEmpty }
}

/// iOS's group box (see `GroupBox`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultGroupBox(configuration: configuration)
    }
}

struct _DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    /// The padding inside the box, points.
    static let padding: CGFloat = 16
    /// Between the label and the content, points.
    static let labelSpacing: CGFloat = 8
    /// The corner radius of the box, points (continuous corners).
    static let cornerRadius: CGFloat = 8

    var body: some View {
        let background = depth % 2 == 0 ? Color.secondarySystemBackgroundColor : Color.tertiarySystemBackgroundColor
        VStack(alignment: .leading, spacing: Self.labelSpacing) {
            if configuration.hasLabel {
                configuration.label
                    .font(.headline)
            }
            VStack { configuration.content }
                .frame(maxWidth: .infinity)
        }
        .padding(Self.padding)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(background))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box style (see `GroupBox`).
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

/// A group box style held in the environment, with its kind erased.
struct AnyGroupBoxStyle {
    let makeBody: @MainActor (GroupBoxStyleConfiguration) -> any View
    @MainActor
    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

struct GroupBoxStylesKey: EnvironmentKey { static var defaultValue: [AnyGroupBoxStyle] { [] } }
struct GroupBoxDepthKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
    /// The group box styles set around a view, outermost first (the last one draws).
    var groupBoxStyles: [AnyGroupBoxStyle] {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
    /// How many automatic group boxes a view is inside.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Draws the group boxes of this subtree with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyGroupBoxStyle(style)
        return modifier(_EnvironmentModifier { $0.groupBoxStyles.append(erased) })
    }
}
