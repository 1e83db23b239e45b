import Foundation

/// A `Layout`'s cache kept on its container node between passes. `isStale` is set when the
/// container or a descendant changed: the next use runs `updateCache` first.
class LayoutCacheStorage {
    var isStale = false
}

final class LayoutCacheBox<Cache>: LayoutCacheStorage {
    /// Nil while a layout call has it out (see `withLayoutCache`).
    var cache: Cache?
    init(_ cache: Cache) { self.cache = cache }
}

extension Node {
    /// Runs `body` with `layout`'s cache for this container: made on first use, updated when
    /// stale, remade when the layout's cache type changed. A `Void` cache is never stored.
    @inline(__always)
    func withLayoutCache<L: Layout, R>(_ layout: L, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if L.Cache.self == Void.self {
            var cache = layout.makeCache(subviews: subviews)
            return body(&cache)
        }
        if let storage = layoutCache, ObjectIdentifier(type(of: storage)) == ObjectIdentifier(LayoutCacheBox<L.Cache>.self) {
            // Checked above: the storage is a box of this cache type.
            let box = unsafeDowncast(storage, to: LayoutCacheBox<L.Cache>.self)
            // The cache is taken out of the box for the call and put back after: an `inout`
            // access to the box's property would stay open through the whole subtree's layout,
            // and every property access below would check against it.
            guard var cache = box.cache.take() else {
                // Already out (a re-entrant call for this container): work on a fresh one.
                var fresh = layout.makeCache(subviews: subviews)
                return body(&fresh)
            }
            defer { box.cache = cache }
            if box.isStale {
                layout.updateCache(&cache, subviews: subviews)
                box.isStale = false
            }
            return body(&cache)
        }
        let box = LayoutCacheBox(layout.makeCache(subviews: subviews))
        layoutCache = box
        var cache = box.cache.take()!
        defer { box.cache = cache }
        return body(&cache)
    }

    /// The size `layout` chooses for this container and `proposal`, its subviews being `nodes`.
    func sizeThatFits<L: Layout>(_ proposal: ProposedViewSize, layout: L, subviews nodes: [Node], context: LayoutContext) -> CGSize {
        let subviews = LayoutSubviews(nodes, context: context)
        return withLayoutCache(layout, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// Has `layout` place the subviews `nodes` in `bounds` (canvas layout coordinates).
    func placeSubviews<L: Layout>(layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews nodes: [Node], context: LayoutContext) {
        let subviews = LayoutSubviews(nodes, context: context)
        withLayoutCache(layout, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// `layout`'s preferred spacing around this container.
    func spacing<L: Layout>(layout: L, subviews nodes: [Node], context: LayoutContext) -> ViewSpacing {
        let subviews = LayoutSubviews(nodes, context: context)
        return withLayoutCache(layout, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    /// Marks this node's layout cache for `updateCache` (the node or a descendant changed).
    func invalidateLayoutCache() { layoutCache?.isStale = true }
    var layoutCacheIsStale: Bool { layoutCache?.isStale ?? true }

    /// The first answer of `trait` on the chain of nodes whose layout is this node's: the node,
    /// then through framework modifiers to their content and through custom views to their
    /// body (SwiftUI's layout traits pass through `.padding`, `.frame` and the like).
    func layoutTrait<T>(_ trait: (Node) -> T?) -> T? {
        var node = self
        while true {
            if let found = trait(node) { return found }
            guard node.primitive == nil || node.primitiveModifier != nil, let next = node.children.first else { return nil }
            node = next
        }
    }

    /// `.layoutPriority`'s value; −∞ for a `Spacer` (SwiftUI sizes spacers last); else 0.
    var layoutPriority: Double {
        layoutTrait { node in
            if node.primitive is Spacer { return -.infinity }
            return (node.primitiveModifier as? _LayoutPriorityModifier)?.value
        } ?? 0
    }

    /// The spacing this node prefers around it in a stack.
    /// A modifier on the way may drop the text category on some edges
    /// (`PrimitiveModifier.edgesWithoutTextSpacing`: a padding on the edges it pads).
    func layoutSpacing(context: LayoutContext) -> ViewSpacing {
        var padded: Edge.Set = []
        let spacing =
            layoutTrait { node in
                if let modifier = node.primitiveModifier { padded.formUnion(modifier.edgesWithoutTextSpacing) }
                guard let primitive = node.primitive, node.primitiveModifier == nil, !node.isStructural else { return nil }
                return primitive.spacing(node: node, context: context)
            } ?? ViewSpacing()
        return padded.isEmpty ? spacing : spacing.droppingTextCategory(on: padded)
    }

    /// The value set for `K` with `.layoutValue(key:value:)` on this node's chain, if any.
    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        layoutTrait { ($0.primitiveModifier as? _LayoutValueModifier<K>)?.value }
    }
}
