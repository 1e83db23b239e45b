import Foundation

/// A view that shows or hides its content behind a disclosure control (SwiftUI's
/// `DisclosureGroup`), drawn by the environment's `DisclosureGroupStyle` (default
/// `.automatic`). The group is expanded when its binding is true; the forms without a binding
/// keep the state themselves, starting collapsed. The content closure is called only while the
/// group is expanded.
///
/// The automatic style draws as iOS 17 does. The label fills a row with, at its trailing edge,
/// a chevron in the tint colour (7 × 12 pt, stroked 2 pt, the list disclosure indicator's
/// shape) that points right when collapsed and turns 90° to point down when expanded; a tap
/// anywhere on the row toggles the group inside `withAnimation` (the default animation), so
/// the chevron turns and the content fades in or out while the views below it move. Outside a
/// list the content follows the label in a leading-aligned column (the stack's default
/// spacing, 8 pt). In a `List` or `Form` the label is a row of its own and each view of the
/// content is a further row of the same card, under it; nested groups are rows too. Apple
/// does not publish the chevron's size or the spacing; these are the list disclosure
/// indicator's and the default stack spacing.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentExpanded: Bool?
    @State private var internalExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    /// A group that keeps its own expanded state, starting collapsed.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
        currentExpanded = nil
    }

    /// A group expanded while `isExpanded` is true; a tap on its label writes the binding.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
        currentExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: label),
            content: .init(make: content),
            isExpanded: isExpandedBinding ?? $internalExpanded)
        _ButtonBody(view: (style ?? AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())).makeBody(configuration))
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled with a localised string key, keeping its own expanded state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled with a localised string key, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A group titled with a string, keeping its own expanded state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }
    /// A group titled with a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// A style that draws a disclosure group from its label, content and expanded state (SwiftUI's
/// `DisclosureGroupStyle`). A custom style shows `configuration.content` when
/// `configuration.isExpanded` is true and toggles it itself, for instance
/// `withAnimation { configuration.isExpanded.toggle() }` in a button.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` draws from.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let content: any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
    }
    /// The group's content, as a view; the group's content closure is called when this view
    /// is built, so a style that leaves it out while collapsed never builds it.
    public struct Content: View, PrimitiveView {
        public typealias Body = Never
        let make: () -> any View
        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: make())] }
    }
    /// The label of the group.
    public let label: Label
    /// The content shown while the group is expanded.
    public let content: Content
    /// Whether the group is expanded; `configuration.$isExpanded` is its binding.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// iOS's disclosure group: a tappable label row with a turning chevron, the content under it
/// (see `DisclosureGroup`).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _AutomaticDisclosureGroup(configuration: configuration, expanded: configuration.isExpanded)
    }
}

struct _AutomaticDisclosureGroup: View {
    let configuration: DisclosureGroupStyleConfiguration
    /// The expanded state when the view was made (the binding is not compared).
    let expanded: Bool
    @Environment(\.isInList) private var isInList

    var body: some View {
        let isExpanded = configuration.$isExpanded
        let header = HStack {
            configuration.label
                .frame(maxWidth: .infinity, alignment: .leading)
            DisclosureChevron()
                .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: DisclosureChevron.size.width, height: DisclosureChevron.size.height)
                .rotationEffect(.degrees(expanded ? 90 : 0))
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation { isExpanded.wrappedValue.toggle() } }
        if isInList {
            // The label and each view of the content are rows of the enclosing list.
            header.modifier(_ListRowActivationModifier())
            if expanded { configuration.content }
        } else {
            // A control: the views around it keep the default distance, not the text-to-text
            // one its label or last content line would pass on (`ViewSpacing`).
            VStack(alignment: .leading) {
                header
                if expanded { configuration.content }
            }
            .controlSpacing()
        }
    }
}

/// The disclosure chevron: a right-pointing chevron fitted to its 7 × 12 pt frame, the shape of
/// the list disclosure indicator (see `NavigationLink`).
struct DisclosureChevron: Shape {
    /// The chevron's frame, points.
    static let size = CGSize(width: 7, height: 12)
    func path(in rect: CGRect) -> Path { Chevron().path(in: rect) }
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group style (see `DisclosureGroup`).
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

/// A disclosure group style held in the environment, with its kind erased.
struct AnyDisclosureGroupStyle {
    let makeBody: @MainActor (DisclosureGroupStyleConfiguration) -> any View
    @MainActor
    init<S: DisclosureGroupStyle>(_ style: S) {
        makeBody = { style.makeBody(configuration: $0) }
    }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: AnyDisclosureGroupStyle? { nil } }

extension EnvironmentValues {
    var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the disclosure groups of this subtree with `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let erased = AnyDisclosureGroupStyle(style)
        return modifier(_EnvironmentModifier { $0.disclosureGroupStyle = erased })
    }
}
