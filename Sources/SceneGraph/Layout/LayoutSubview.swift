import Foundation

/// One subview of a layout container, as the container's `Layout` sees it (SwiftUI's
/// `LayoutSubview`): ask it for its size, read its priority, spacing and layout values, and
/// place it. A proxy for the live view; valid during the layout call that handed it over.
public struct LayoutSubview: Equatable {
    // Not retained: a proxy lives for one layout call, while its container holds the node and
    // the host the context (copying proxies in a long stack's loops then costs no reference
    // counting).
    unowned(unsafe) let node: Node
    unowned(unsafe) let context: LayoutContext

    /// The size the subview chooses for `proposal`, in points (answers are cached per proposal).
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal, context: context)
    }

    /// The subview's size for `proposal` with its alignment guides (explicit ones set by
    /// `.alignmentGuide`, text baselines, or passed on from its own subviews).
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), node: node, proposal: proposal, context: context)
    }

    /// Places the subview: the point `anchor` of its frame (a unit point of its size: `.center`
    /// is its middle) goes to `position`, in the container's coordinate space, and the subview
    /// gets the size it chooses for `proposal`, laid out with that proposal. Non-finite
    /// positions are placed at zero (layout never stores NaN).
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal, context: context)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`, 0 by default; a `Spacer` is sized
    /// after every other subview of its stack, as in SwiftUI, where its priority is −∞).
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers around it (a `Spacer` wants none).
    @MainActor
    public var spacing: ViewSpacing { node.layoutSpacing(context: context) }

    /// The value for `key` set on the subview with `.layoutValue(key:value:)`, or the key's
    /// default value.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(for: key) ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}
