import Foundation

/// A type-erased layout (SwiftUI's `AnyLayout`): switch a container between layouts while its
/// subviews keep their identity and state, e.g.
/// `let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()); layout { … }`.
/// Changing the wrapped layout's type makes a new cache for it.
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorage
    public init<L: Layout>(_ layout: L) { storage = ConcreteLayoutStorage(layout) }

    /// The wrapped layout's cache, with the type it was made for.
    public struct Cache {
        var value: Any
        var layoutType: ObjectIdentifier
    }
    /// The wrapped layout's stack axis, if it is a stack.
    var stackOrientation: Axis? { storage.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache { storage.makeCache(subviews) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { storage.updateCache(&cache, subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { storage.spacing(subviews, &cache) }
}

@MainActor
class AnyLayoutStorage {
    var stackOrientation: Axis? { nil }
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache { fatalError("abstract") }
    func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {}
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing { ViewSpacing() }
}

final class ConcreteLayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L
    init(_ layout: L) { self.layout = layout }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    override func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(value: layout.makeCache(subviews: subviews), layoutType: ObjectIdentifier(L.self))
    }
    /// Runs `body` on the wrapped cache, remaking it when it was made for another layout type.
    private func with<R>(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache.layoutType != ObjectIdentifier(L.self) { cache = makeCache(subviews) }
        // The value was made by this storage's `makeCache` for `L` (the identifier says so).
        var typed = cache.value as! L.Cache
        cache.value = ()
        defer { cache.value = typed }
        return body(&typed)
    }
    override func updateCache(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}
