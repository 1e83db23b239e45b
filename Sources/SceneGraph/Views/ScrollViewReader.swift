import Foundation

/// A view whose content can scroll the scroll views around and inside it to a view of a
/// given identity (SwiftUI's `ScrollViewReader`): the content builder receives a
/// `ScrollViewProxy`, and actions made in it (button and gesture handlers, `onAppear`,
/// `onChange`, `task`, timers) call `proxy.scrollTo(_:anchor:)`.
///
/// The reader does not lay anything out itself: its content takes part in the layout of the
/// reader's parent, as a `Group`'s does (in `ScrollView { ScrollViewReader { proxy in ... } }`
/// the rows stack in the scroll view). The content is built when the view containing the reader
/// is re-evaluated (its closure cannot be compared).
public struct ScrollViewReader<Content: View>: View, PrimitiveView, ReevaluatedWithItsParent {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    var isStructural: Bool { true }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        let proxy = ScrollViewProxy(reader: node.reference)
        let view = node.host?.evaluate(node: node) { content(proxy) } ?? content(proxy)
        return [ChildView(key: .slot(0), view: view)]
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` (SwiftUI's `ScrollViewProxy`). You get
/// one from the reader's content builder; it stays valid for as long as the reader is in the
/// scene (afterwards `scrollTo` does nothing).
public struct ScrollViewProxy: Sendable {
    let reader: NodeReference

    /// Finds the first view (in view order) inside the reader with the identity `id` (given by
    /// `.id(_:)` or by a `ForEach` element's id, of the same type as `id`) that lies in a scroll
    /// view, and scrolls every scroll view around it, innermost first, so that it shows:
    ///
    /// - `anchor` nil: by the least distance that shows the whole view inside the visible
    ///   region (no scroll when it already shows; a view longer than the region is aligned by
    ///   its leading or top edge);
    /// - otherwise so that the point `anchor` of the view (unit coordinates of its frame) lies on
    ///   the same unit point of the visible region: `.top` puts the view's top edge at the top,
    ///   `.bottom` its bottom edge at the bottom, `.center` its centre in the middle. Along each
    ///   axis, content offset = (view start − content start) + anchor·(view length − visible
    ///   length).
    ///
    /// The visible region is the scroll view's frame less its `.scrollContent` content margins.
    /// Each offset is clamped to the scroll view's range (0 ... content length − visible
    /// length), and only the axes a scroll view scrolls along move. Inside `withAnimation` (any
    /// animated transaction) the offset animates with the transaction's animation from where the
    /// content is drawn; otherwise it moves at once. The views are found in the layout of the
    /// last update: a view added by a state write in the same action is found after that update
    /// (call `scrollTo` from `onChange` of what you changed, as in SwiftUI).
    ///
    /// An `id` that no view inside a scroll view has scrolls nothing, with one warning in the
    /// host's `warnings`. Call it from the main actor (scene code runs there); a call from another
    /// thread is carried out on the main actor later.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // The key holds the id as an `AnyHashable`, which is not `Sendable`; it is handed to the
        // main actor once and not used here afterwards.
        nonisolated(unsafe) let key = ChildKey.explicit(id)
        let description = String(describing: id)
        let transaction = Transaction.current
        if Thread.isMainThread {
            MainActor.assumeIsolated { perform(key: key, description: description, anchor: anchor, transaction: transaction) }
        } else {
            Task { @MainActor in perform(key: key, description: description, anchor: anchor, transaction: transaction) }
        }
    }

    @MainActor
    private func perform(key: ChildKey, description: String, anchor: UnitPoint?, transaction: Transaction) {
        guard let reader = reader.node, let host = reader.host else { return }
        guard let target = Self.firstScrolledNode(with: key, in: reader), let rect = Self.layoutRect(of: target) else {
            host.warnOnce("ScrollViewProxy.scrollTo(\(description)): no view with that id inside a scroll view of the ScrollViewReader at \(reader.motionPath); nothing scrolled")
            return
        }
        let anchor = anchor.map { UnitPoint(x: $0.x.isFinite ? $0.x : 0.5, y: $0.y.isFinite ? $0.y : 0.5) }
        // The view's rectangle as drawn once the scroll views inside the current one have
        // moved: layout coordinates less their new offsets.
        var shown = rect
        var scrolled = false
        var ancestor = target.parent
        while let node = ancestor {
            if let viewport = node.primitive as? ScrollViewportView {
                let position = viewport.scrollState
                let frame = node.frame
                let m = position.margins
                let visible = CGRect(
                    x: frame.minX + m.leading, y: frame.minY + m.top,
                    width: max(0, frame.width - m.leading - m.trailing),
                    height: max(0, frame.height - m.top - m.bottom))
                let current = position.offset(at: host.time)
                // Positions along each axis relative to the visible region's start at offset 0.
                let goal = CGPoint(
                    x: Self.offset(
                        start: shown.minX - visible.minX, length: shown.width, visibleStart: current.x,
                        visibleLength: visible.width, anchor: anchor?.x),
                    y: Self.offset(
                        start: shown.minY - visible.minY, length: shown.height, visibleStart: current.y,
                        visibleLength: visible.height, anchor: anchor?.y))
                let rest = position.scroll(to: goal, axes: viewport.scrollAxes, transaction: transaction, time: host.time, host: host)
                shown = shown.offsetBy(dx: -rest.x, dy: -rest.y)
                scrolled = true
            }
            ancestor = node.parent
        }
        guard scrolled else { return }
        if let completion = transaction.completion {
            // A `withAnimation(completion:)` waits for the scroll: its animation end was
            // registered above; the update after this action (or this call, when the action
            // writes no state) schedules the completion.
            completion.didWrite()
            host.enqueueAction { completion.batchFinished(host: host) }
        }
    }

    /// The content offset along one axis that shows a view starting at `start` (points from the
    /// start of the visible region when the offset is 0) of `length`, in a visible region of
    /// `visibleLength` now at offset `visibleStart`, aligned by `anchor` (nil: the least move).
    static func offset(start: CGFloat, length: CGFloat, visibleStart: CGFloat, visibleLength: CGFloat, anchor: CGFloat?) -> CGFloat {
        if let anchor { return start + anchor * (length - visibleLength) }
        let end = start + length
        if start >= visibleStart, end <= visibleStart + visibleLength { return visibleStart }
        if start < visibleStart || length > visibleLength { return start }
        return end - visibleLength
    }

    /// The first node under `root` (depth first, in view order) keyed `key` that has a scroll
    /// view above it.
    @MainActor
    static func firstScrolledNode(with key: ChildKey, in root: Node) -> Node? {
        func isScrolled(_ node: Node) -> Bool {
            var a = node.parent
            while let n = a {
                if n.primitive is ScrollViewportView { return true }
                a = n.parent
            }
            return false
        }
        func find(_ node: Node) -> Node? {
            if node !== root, node.key == key, isScrolled(node) { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        return find(root)
    }

    /// A node's layout rectangle (absolute layout coordinates, scroll offsets not applied): its
    /// frame (a list row's whole cell), or for a grouping node the union of those of the views
    /// it lays out. Nil when it has none yet.
    @MainActor
    static func layoutRect(of node: Node) -> CGRect? {
        func cell(_ n: Node) -> CGRect { n[attachment: ListRowExtent.self]?.cell(around: n.frame) ?? n.frame }
        let placed = (node.isStructural ? node.layoutChildren : [node]).filter(\.hasBeenPlaced)
        guard let first = placed.first else { return nil }
        return placed.dropFirst().reduce(cell(first)) { $0.union(cell($1)) }
    }
}
