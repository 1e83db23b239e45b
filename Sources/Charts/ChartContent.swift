/// What a `Chart` holds: marks, and groups of marks (Swift Charts' `ChartContent`).
///
/// Write a `body` of other chart content, as a view's body is made of views. The marks
/// (`BarMark`, `LineMark`, …) and the builder's groups are primitive: their `Body` is `Never`.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension ChartContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive chart content and has no body") }
}

extension Never: ChartContent {}

/// Chart content the chart reads directly: it adds its marks to the collector.
@MainActor
protocol PrimitiveChartContent {
    func collect(into collector: inout MarkCollector)
}

/// The marks of a chart's content in order, each with an identity path built as views' are:
/// the position in each builder block, the element id of each `ForEach`.
struct MarkCollector {
    var marks: [ChartMark] = []
    var path: [AnyHashable] = []
    /// The number the next `mask(content:)` pair gets.
    var nextMaskGroup = 0

    /// Collects `content` with `component` appended to the identity path.
    @MainActor
    mutating func collect<C: ChartContent>(_ content: C, at component: AnyHashable) {
        path.append(component)
        collect(content)
        path.removeLast()
    }

    @MainActor
    mutating func collect<C: ChartContent>(_ content: C) {
        if let primitive = content as? any PrimitiveChartContent {
            primitive.collect(into: &self)
        } else {
            collect(content.body, at: "body")
        }
    }

    /// Adds a mark with the current identity path.
    mutating func add(_ mark: ChartMark) {
        var mark = mark
        mark.identity = ChartMarkID(path: path)
        marks.append(mark)
    }
}

/// Collects the marks of `content`.
@MainActor
func collectMarks<C: ChartContent>(_ content: C) -> [ChartMark] {
    var collector = MarkCollector()
    collector.collect(content)
    return collector.marks
}

/// The builder of chart content (Swift Charts' `ChartContentBuilder`).
@resultBuilder @MainActor
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> _OptionalChartContent<C> {
        _OptionalChartContent(content: content)
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .first(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .second(second))
    }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> _ArrayChartContent<C> {
        _ArrayChartContent(contents: contents)
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No marks.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    public init() {}
    func collect(into collector: inout MarkCollector) {}
}

/// The contents of a builder block, each its own slot of identity.
public struct TupleChartContent<each C: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    func collect(into collector: inout MarkCollector) {
        var index = 0
        for item in repeat each content {
            collector.collect(item, at: index)
            index += 1
        }
    }
}

/// The content of an `if` without `else`.
public struct _OptionalChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: C?
    func collect(into collector: inout MarkCollector) {
        if let content { collector.collect(content, at: "some") }
    }
}

/// The content of an `if`/`else`: each branch its own slot.
public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    enum Storage { case first(T), second(F) }
    let storage: Storage
    func collect(into collector: inout MarkCollector) {
        switch storage {
        case .first(let t): collector.collect(t, at: "first")
        case .second(let f): collector.collect(f, at: "second")
        }
    }
}

/// The contents of a `for` loop, identified by their index.
public struct _ArrayChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let contents: [C]
    func collect(into collector: inout MarkCollector) {
        for (i, c) in contents.enumerated() { collector.collect(c, at: i) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Chart content for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: id, content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
    /// Chart content for each element, identified by its `id`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(unbuilt: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Chart content for each integer of a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(unbuilt: data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into collector: inout MarkCollector) {
        for element in data {
            collector.collect(content(element), at: AnyHashable(elementID(element)))
        }
    }
}

/// Chart content with its marks' attributes changed (the result of a mark modifier).
public struct _ModifiedChartContent<C: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: C
    let edit: (inout ChartMark) -> Void
    func collect(into collector: inout MarkCollector) {
        let start = collector.marks.count
        collector.collect(content)
        for i in start..<collector.marks.count { edit(&collector.marks[i]) }
    }
}

extension ChartContent {
    /// This content with `edit` applied to each of its marks.
    func editingMarks(_ edit: @escaping (inout ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, edit: edit)
    }
}

/// Chart content masked by other content's marks (`mask(content:)`): both are collected,
/// in layers of their own.
public struct _MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: Content
    let mask: Mask
    func collect(into collector: inout MarkCollector) {
        let group = collector.nextMaskGroup
        collector.nextMaskGroup += 1
        let start = collector.marks.count
        collector.collect(content, at: "content")
        for i in start..<collector.marks.count where collector.marks[i].layer == .main { collector.marks[i].layer = .masked(group) }
        let maskStart = collector.marks.count
        collector.collect(mask, at: "mask")
        for i in maskStart..<collector.marks.count where collector.marks[i].layer == .main { collector.marks[i].layer = .mask(group) }
    }
}

/// A group of chart content (Swift Charts' `Plot`): its marks as if written in its place, so
/// modifiers on the group apply to each of them.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    func collect(into collector: inout MarkCollector) { collector.collect(content, at: "plot") }
}
