import Foundation

/// Rows of a tree (SwiftUI's `OutlineGroup`): each element is a row made by `content`; an
/// element whose `children` is not nil is a `DisclosureGroup` whose label is its row and whose
/// content is its children's rows, collapsed at first. In a `List` (and in
/// `List(_:children:rowContent:)`, which is a list of one outline group) every row is a row
/// of the list, as iOS 17 draws an outline: the chevron of a parent row at the trailing edge,
/// and the rows of each level indented 10 pt more than their parent's (UIKit's default
/// indentation width, `UITableViewCell.indentationWidth`; Apple does not publish the width
/// SwiftUI's outline rows use).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    /// How deep these rows are (0 for the top level).
    let depth: Int

    /// The indentation of each level, points.
    static var indentation: CGFloat { 10 }

    public var body: some View {
        let children = self.children, content = self.content, id = self.id, depth = self.depth
        ForEach(data, id: id) { element in
            let row = content(element).padding(.leading, Self.indentation * CGFloat(depth))
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        view: AnyView(
                            OutlineGroup(data: kids, id: id, children: children, content: content, depth: depth + 1)))
                } label: {
                    row
                }
            } else {
                row
            }
        }
    }

    init(data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf, depth: Int) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
        self.depth = depth
    }
}

/// The rows under a parent row of an outline group (SwiftUI's `OutlineSubgroupChildren`).
public struct OutlineSubgroupChildren: View {
    let view: AnyView
    public var body: some View { view }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// The trees rooted at the elements of `data`, identified by their `id`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: \.id, children: children, content: content, depth: 0)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The trees rooted at the elements of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, id: id, children: children, content: content, depth: 0)
    }
}

extension List where SelectionValue == Never {
    /// Rows for the trees rooted at the elements of `data` (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }

    /// Rows for the trees rooted at the elements of `data`, identified by `id` (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
