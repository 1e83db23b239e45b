import Foundation

// SwiftUI's underscored variadic views, which public SwiftUI code uses to put something between
// or around the children of a view builder (a divider between rows, a card per child):
//
//     struct DividedVStack: _VariadicView_UnaryViewRoot {
//         func body(children: _VariadicView.Children) -> some View {
//             let last = children.last?.id
//             VStack { ForEach(children) { child in child; if child.id != last { Divider() } } }
//         }
//     }
//     _VariadicView.Tree(DividedVStack()) { Text("A"); Text("B") }
//
// The tree hands its root the children of its content as SwiftUI counts them: a tuple, `Group`,
// `ForEach`, `if`/`else`, an optional and `AnyView` are opened (nested ones too) and each view
// inside is one child; any other view (a modified view, a custom view, a `Section`) is one child.

/// The namespace of SwiftUI's variadic views.
public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    public typealias Children = _VariadicView_Children

    /// `content`'s children handed to `root` (see the file's comment).
    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }
}

/// What a variadic tree hands its children to.
public protocol _VariadicView_Root {}

/// A root that makes a view of the children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose view is one view (laid out as one child by its parent).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose view's children are its parent's children (as a `Group`'s are).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View, PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {
    public typealias Body = Never

    var isStructural: Bool { Root.self is any _VariadicView_MultiViewRoot.Type }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        var elements: [_VariadicView_Children.Element] = []
        _VariadicView_Children.open(content, path: [], node: node, environment: environment, into: &elements)
        return [ChildView(key: .slot(0), view: root.body(children: _VariadicView_Children(elements: elements)))]
    }
}

/// The children of a variadic tree's content, in order: a collection of views, each with an id
/// unique among them, and itself a view showing them all.
public struct _VariadicView_Children: View, PrimitiveView {
    public typealias Body = Never

    /// One child: a view with an id (the identity its view had in the content).
    public struct Element: View, PrimitiveView {
        public typealias Body = Never
        /// The child's identity in the content: the keys from the content to the view.
        public let id: AnyHashable
        let view: any View

        var isStructural: Bool { true }
        func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
            [ChildView(key: .type(type(of: view)), view: view)]
        }
    }

    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }

    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        elements.map { ChildView(key: .explicit($0.id), view: $0) }
    }

    /// Appends the children of `view` to `out`: a grouping view (tuple, `Group`, `ForEach`,
    /// `if`/`else`, optional, `AnyView`, `EmptyView`) is opened, any other view is one child.
    /// `path` is the keys from the content to `view`.
    static func open(
        _ view: any View, path: [ChildKey], node: Node, environment: EnvironmentValues, into out: inout [Element]
    ) {
        if let grouping = view as? any PrimitiveView, grouping.isStructural, !(view is any SectionMarker),
            !(view is Element), !(view is _VariadicView_Children)
        {
            for child in grouping.children(node: node, environment: environment) {
                open(child.view, path: path + [child.key], node: node, environment: environment, into: &out)
            }
            return
        }
        out.append(Element(id: AnyHashable(path), view: view))
    }
}

// Main-actor conformances, as the views' own: `ForEach(children)` and `children.last?.id` are
// written in view bodies.
extension _VariadicView_Children: @MainActor RandomAccessCollection {}
extension _VariadicView_Children.Element: @MainActor Identifiable {}
