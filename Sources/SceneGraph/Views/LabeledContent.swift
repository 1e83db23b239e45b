import Foundation

/// A label attached to a value (SwiftUI's `LabeledContent`), drawn by the environment's
/// `LabeledContentStyle` (default `.automatic`). The automatic style is iOS 17's: one row with
/// the label at the leading edge and the content at the trailing edge of the width offered,
/// the content in the secondary foreground style and its lines aligned to the trailing edge
/// (`HStack` with a `Spacer` between them, 8 pt at least), as in a `Form` or `List` row and
/// anywhere else. With `.labelsHidden()` only the content is drawn.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyles) private var styles

    /// Labeled content from two views (the value first, as in SwiftUI).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: content))
        // The innermost style draws; inside its body the styles around it are in effect, so
        // that `LabeledContent(configuration)` there is drawn by the next one out.
        var outer = styles
        let style = outer.popLast() ?? AnyLabeledContentStyle(AutomaticLabeledContentStyle())
        return _ButtonBody(view: style.makeBody(configuration)).environment(\.labeledContentStyles, outer)
    }
}

extension LabeledContent where Label == Text {
    /// Labeled content titled with a localised string key (Markdown in the literal is parsed).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Labeled content titled with a string, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// Labeled content titled with a localized string resource (its key in its table, else its
    /// default value).
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a string value (`LabeledContent("Name", value: name)`).
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A string title and a string value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A title and a value written with `format` (`LabeledContent("Total", value: 12.5,
    /// format: .currency(code: "EUR"))`), as `Text(_:format:)` writes it.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    /// A string title and a formatted value.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is given, drawn by the style of the environment around the
    /// style (so that a style can decorate the automatic look: `LabeledContent(configuration)
    /// .foregroundColor(.accentColor)`).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}

/// A style that draws labeled content from its label and content (SwiftUI's
/// `LabeledContentStyle`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` draws from.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The content (the value), as a view.
    public struct Content: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The label of the labeled content.
    public let label: Label
    /// The value of the labeled content.
    public let content: Content
}

/// iOS's labeled content: the label leading, the content trailing and secondary (see
/// `LabeledContent`).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticLabeledContent(configuration: configuration)
    }
}

struct _AutomaticLabeledContent: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let value = configuration.content
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.trailing)
        if labelsHidden {
            value
        } else {
            HStack(alignment: .firstTextBaseline) {
                configuration.label
                Spacer(minLength: 8)
                value
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's labeled content style: iOS's trailing, secondary value.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

/// A labeled content style held in the environment, with its kind erased.
struct AnyLabeledContentStyle {
    let makeBody: @MainActor (LabeledContentStyleConfiguration) -> any View
    @MainActor
    init<S: LabeledContentStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

struct LabeledContentStylesKey: EnvironmentKey { static var defaultValue: [AnyLabeledContentStyle] { [] } }

extension EnvironmentValues {
    /// The labeled content styles set around a view, outermost first (the last one draws).
    var labeledContentStyles: [AnyLabeledContentStyle] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    /// Draws the labeled content of this subtree with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyLabeledContentStyle(style)
        return modifier(_EnvironmentModifier { $0.labeledContentStyles.append(erased) })
    }
}
