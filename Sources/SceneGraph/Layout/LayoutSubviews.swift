import Foundation

/// The subviews of a layout container, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    let nodes: ArraySlice<Node>
    unowned(unsafe) let context: LayoutContext

    init(_ nodes: [Node], context: LayoutContext) {
        self.nodes = nodes[...]
        self.context = context
    }
    init(slice: ArraySlice<Node>, context: LayoutContext) {
        self.nodes = slice
        self.context = context
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], context: context) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(slice: nodes[bounds], context: context) }
    /// Left to right: scenes have no right-to-left layout.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}
