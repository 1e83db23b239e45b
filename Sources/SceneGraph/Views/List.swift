import Foundation

/// Rows of data in sections, scrolling (SwiftUI's `List`), drawn as iOS 17 draws its default
/// style in an app: inset grouped. Sections are white cards with 10 pt continuous corners on the
/// grouped background (#F2F2F7), inset 20 pt from the sides on screens 390 pt wide or more
/// (16 pt on narrower ones, as UIKit's margins); rows are at least 44 pt tall with 16 pt of
/// padding at the sides, content leading-aligned and vertically centred, separated by hairlines
/// (0.5 pt, #3C3C43 at 29 %) that start under the row's text; 35 pt above each card.
/// Section headers are footnote-sized secondary-label text, uppercased when they are plain
/// text; footers are footnote text under the card. Rows outside any `Section` form sections of
/// their own. `.listStyle(.plain)` draws full-width rows on white instead, their content at the
/// layout margin and padded 11 pt (`ListAppearance`). With a selection binding, a tap on a
/// row made from the list's data (or on a `NavigationLink(value:)` row) selects it; in the
/// sidebar or content column of a `NavigationSplitView` that shows the next column
/// (`ListSelection`). Selected rows are not highlighted.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection? = nil

    public var body: some View {
        _ListContainer(content: content).environment(\.listSelection, selection)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection { self.selection = ListSelection(selection) }
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection { self.selection = ListSelection(selection) }
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: rowContent)
    }

    /// A row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, id: \.self, content: rowContent)
    }
}

/// A container for grouped controls, drawn as an inset grouped list (SwiftUI's `Form` on iOS).
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        _ListContainer(content: content).listStyle(.insetGrouped)
    }
}

/// The scrolling, backgrounded container both `List` and `Form` are.
struct _ListContainer<Content: View>: View {
    let content: Content
    @Environment(\.listAppearance) private var appearance
    @Environment(\.listBackgroundHidden) private var backgroundHidden

    var body: some View {
        ScrollView {
            _GroupedListLayout(content: content, appearance: appearance)
        }
        .background((backgroundHidden ? Color.clear : appearance.background).ignoresSafeArea())
    }
}

struct IsInListKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// True in the rows of a `List` or `Form` (a `NavigationLink` then draws a chevron).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

@MainActor
protocol SectionMarker {
    static var headerKey: ChildKey { get }
}

/// A group of rows with an optional header and footer (SwiftUI's `Section`). In a `List` or
/// `Form` it is one card; elsewhere its header, rows and footer simply follow one another.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, SectionMarker {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    var isStructural: Bool { true }
    static var headerKey: ChildKey { .slot(0) }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        [
            ChildView(key: .slot(0), view: Self.styledHeader(header)),
            ChildView(key: .slot(1), view: content),
            ChildView(key: .slot(2), view: footer.font(.footnote).foregroundColor(ChromeColors.secondaryLabel))
        ]
    }

    /// A header as grouped lists draw it: footnote, secondary label, plain text uppercased.
    static func styledHeader(_ header: Parent) -> any View {
        if let text = header as? Text {
            // Uppercased as it is drawn (the environment's text case), so a header looked up in
            // the environment's language is uppercased too.
            return text.font(.footnote).foregroundColor(ChromeColors.secondaryLabel).textCase(.uppercase)
        }
        return header.font(.footnote).foregroundColor(ChromeColors.secondaryLabel)
    }
}

extension Section {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    /// The deprecated form, still common: header and footer as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is `title`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}
