import Foundation

/// An empty state: a label, a description and actions, centred in the space offered (SwiftUI's
/// `ContentUnavailableView`, iOS 17), shown where a list has no rows or a search finds nothing.
///
/// Layout (points): the view takes all the space it is offered and centres a column of
/// - the label drawn icon above title: the icon at `ContentUnavailableMetrics.iconSize` (48) in
///   the secondary style, `ContentUnavailableMetrics.iconToTitle` (12) above the title in
///   `.title2` bold (a `Label` is drawn that way; any other view is drawn as it is);
/// - the description `ContentUnavailableMetrics.labelToDescription` (8) below, in `.subheadline`,
///   secondary, centred on each line;
/// - the actions `ContentUnavailableMetrics.descriptionToActions` (16) below that.
/// The column is inset `ContentUnavailableMetrics.horizontalInset` (16) from the sides, so long
/// descriptions wrap. Apple does not publish these sizes; they are read off iOS 17 screenshots
/// and are close, not exact.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label, an optional description and optional actions.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label
                .labelStyle(_BuiltInLabelStyle(_kind: .contentUnavailable))
                .multilineTextAlignment(.center)
            if !(Description.self == EmptyView.self) {
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(.top, ContentUnavailableMetrics.labelToDescription)
            }
            if !(Actions.self == EmptyView.self) {
                actions
                    .padding(.top, ContentUnavailableMetrics.descriptionToActions)
            }
        }
        .padding(.horizontal, ContentUnavailableMetrics.horizontalInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The sizes `ContentUnavailableView` draws with, in points (see its doc comment).
enum ContentUnavailableMetrics {
    static let iconSize: CGFloat = 48
    static let iconToTitle: CGFloat = 12
    static let labelToDescription: CGFloat = 8
    static let descriptionToActions: CGFloat = 16
    static let horizontalInset: CGFloat = 16
}

extension ContentUnavailableView where Label == SceneGraph.Label<Text, Image>, Description == EmptyView, Actions == EmptyView {
    /// A title with an SF Symbol above it.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(label: { SceneGraph.Label(titleKey, systemImage: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(label: { SceneGraph.Label(title, systemImage: name) })
    }
    /// A title with a named image above it.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(label: { SceneGraph.Label(titleKey, image: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(label: { SceneGraph.Label(title, image: name) })
    }
}

extension ContentUnavailableView where Label == SceneGraph.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// A title with an SF Symbol above it and a description below.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text?) {
        self.init(label: { SceneGraph.Label(titleKey, systemImage: name) }, description: { description ?? Text("") })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text?) {
        self.init(label: { SceneGraph.Label(title, systemImage: name) }, description: { description ?? Text("") })
    }
    /// A title with a named image above it and a description below.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text?) {
        self.init(label: { SceneGraph.Label(titleKey, image: name) }, description: { description ?? Text("") })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text?) {
        self.init(label: { SceneGraph.Label(title, image: name) }, description: { description ?? Text("") })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The empty state of a search: a magnifying glass over "No Results" and "Check the spelling
    /// or try a new search." (iOS 17's English strings).
    public static var search: Self { search(text: "") }
    /// The empty state of a search for `text`: "No Results for “text”" (iOS 17's English wording);
    /// an empty `text` gives the plain `search` state.
    public static func search(text: String) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search` (SwiftUI's `SearchUnavailableContent`).
public enum SearchUnavailableContent {
    /// The magnifying glass over "No Results" (with the query when there is one).
    public struct Label: View {
        let text: String
        public var body: some View {
            SceneGraph.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
