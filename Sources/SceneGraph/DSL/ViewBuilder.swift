import Foundation

/// Builds a view from the statements of a closure (SwiftUI's `ViewBuilder`): blocks of any
/// number of views, `if`, `if`/`else`, `switch`, optionals and availability checks.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views that stand for a list of views rather than one (SwiftUI's multi-view lists): a
/// framework modifier applied to one applies to each of its views (`ModifiedContent`).
@MainActor
protocol ViewList {
    /// False for a value that wraps a single view (a modifier body's `content` of one view).
    var isViewList: Bool { get }
}

extension ViewList {
    var isViewList: Bool { true }
}

extension TupleView: ViewList {}
extension _ConditionalContent: ViewList {}
extension Optional: ViewList where Wrapped: View {}
extension EmptyView: ViewList {}
extension Group: ViewList {}
extension ForEach: ViewList where Content: View {}

/// A fixed list of views from a builder block; each is its own structural slot.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let childViews: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.childViews = children
    }

    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        childViews.enumerated().map { ChildView(key: .slot($0.offset), view: $0.element) }
    }
}

/// The result of `if`/`else` in a builder: each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        switch storage {
        case .trueContent(let v): return [ChildView(key: .slot(0), view: v)]
        case .falseContent(let v): return [ChildView(key: .slot(1), view: v)]
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        switch self {
        case .some(let v): return [ChildView(key: .slot(0), view: v)]
        case .none: return []
        }
    }
}

/// A view with no content.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }
}

/// Groups views without affecting layout; modifiers applied to a group apply to the group.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [ChildView(key: .slot(0), view: content)] }
}

/// A type-erased view. Changing the wrapped type changes identity.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    let typeKey: ChildKey
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self = any
        } else {
            self.view = view
            self.typeKey = .type(V.self)
        }
    }
    public init(erasing view: some View) { self.init(view) }
    var isStructural: Bool { true }
    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        [ChildView(key: typeKey, view: view)]
    }
}

/// Views made from a collection, each identified by an id (SwiftUI's `ForEach`).
///
/// `Content` is unconstrained, as in SwiftUI: `ForEach` is a view when its content is a view,
/// and other modules (Charts) make it their own kind of content for other `Content` types.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: KeyPath<Data.Element, ID>
    /// True when `id` is `\.self` (elements are their own ids), so that no key path is applied
    /// per element.
    private let elementIsID: Bool

    /// The designated initialiser, without a result builder: the view and chart forms wrap it.
    package init(unbuilt data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
        self.elementIsID = ID.self == Data.Element.self && id == \Data.Element.self as AnyKeyPath
    }

    /// The id of `element`.
    package func elementID(_ element: Data.Element) -> ID {
        elementIsID ? unsafeBitCast(element, to: ID.self) : element[keyPath: id]
    }
}

@MainActor
extension ForEach: View, PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: id, content: content)
    }

    var isStructural: Bool { true }

    func childList(node: Node, environment: EnvironmentValues) -> (any ChildList)? { rows() }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        let list = rows()
        return list.keys.indices.map { ChildView(key: list.keys[$0], view: list.rows[$0]) }
    }

    /// Each element's key and view.
    private func rows() -> ForEachRows<Content> {
        var keys: [ChildKey] = []
        keys.reserveCapacity(data.count)
        var rows: [Content] = []
        rows.reserveCapacity(data.count)
        for element in data {
            keys.append(.explicit(elementID(element)))
            rows.append(content(element))
        }
        return ForEachRows(keys: keys, rows: rows)
    }
}

/// A `ForEach`'s rows, unboxed: a row is boxed as `any View` only when its node is new or it
/// changed, and compared with its node's view in place.
struct ForEachRows<Content: View>: ChildList {
    let keys: [ChildKey]
    let rows: [Content]
    func viewType(at index: Int) -> ObjectIdentifier { ObjectIdentifier(Content.self) }
    func describesSameView(at index: Int, as node: Node) -> Bool {
        rows.withUnsafeBufferPointer { node.viewIsEqual(toValueAt: $0.baseAddress! + index) }
    }
    func view(at index: Int) -> any View { rows[index] }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range; each integer is its own id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(unbuilt: data, id: \.self, content: content)
    }
}
