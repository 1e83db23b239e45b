import Foundation

/// The views a builder block lists, without making nodes for them: what containers that
/// treat each listed view as an item (`TabView`'s tabs, `Picker`'s options) read from their
/// content. Groups, `ForEach`, conditionals and optionals are expanded in order.
@MainActor
protocol StaticViewList {
    var staticViews: [any View] { get }
}

extension TupleView: StaticViewList {
    var staticViews: [any View] { childViews.flatMap(expandedViews) }
}

extension Group: StaticViewList {
    var staticViews: [any View] { expandedViews(content) }
}

extension EmptyView: StaticViewList {
    var staticViews: [any View] { [] }
}

extension Optional: StaticViewList where Wrapped: View {
    var staticViews: [any View] { self.map(expandedViews) ?? [] }
}

extension _ConditionalContent: StaticViewList {
    var staticViews: [any View] {
        switch storage {
        case .trueContent(let v): return expandedViews(v)
        case .falseContent(let v): return expandedViews(v)
        }
    }
}

extension ForEach: StaticViewList where Content: View {
    /// Each element's views, tagged with the element's id unless they carry a `.tag` of their
    /// own: "`ForEach` automatically applies the appropriate tag to each enumerated view using
    /// the id parameter" (SwiftUI's `tag(_:)` documentation), so a `Picker` over
    /// `ForEach(values, id: \.self)` selects by value without `.tag`s.
    var staticViews: [any View] {
        data.flatMap { element -> [any View] in
            let tag = _TagModifier(value: element[keyPath: id])
            return expandedViews(content(element)).map { view in
                firstModifier((any AnyTag).self, of: view) == nil ? tagged(view, with: tag) : view
            }
        }
    }

    private func tagged(_ view: any View, with tag: _TagModifier<ID>) -> any View {
        func wrap<V: View>(_ view: V) -> any View { ModifiedContent(content: view, modifier: tag) }
        return wrap(view)
    }
}

/// `view` as the list of items it stands for: its listed views when it is a block, group,
/// `ForEach` or conditional, else itself.
@MainActor
func expandedViews(_ view: any View) -> [any View] {
    (view as? any StaticViewList)?.staticViews ?? [view]
}

/// Modified content seen through its modifiers, for reading the values items carry (a tag, a
/// tab item).
@MainActor
protocol ModifierChain {
    var chainContent: any View { get }
    var chainModifier: Any { get }
}

extension ModifiedContent: ModifierChain where Content: View, Modifier: ViewModifier {
    var chainContent: any View { content }
    var chainModifier: Any { modifier }
}

/// The first modifier of type `M` on `view`, looking through its chain of modifiers.
@MainActor
func firstModifier<M>(_ type: M.Type, of view: any View) -> M? {
    var current: any View = view
    while let chain = current as? any ModifierChain {
        if let m = chain.chainModifier as? M { return m }
        current = chain.chainContent
    }
    return nil
}

/// Marks a view with a value that identifies it among the items of a `Picker` or a `TabView`
/// (SwiftUI's `tag(_:)`); it changes nothing else.
public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier, AnyTag {
    public typealias Body = Never
    let value: V
    var anyTag: AnyHashable { AnyHashable(value) }
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
}

@MainActor
protocol AnyTag {
    var anyTag: AnyHashable { get }
}

extension View {
    /// Identifies the view among the items of a `Picker` or a `TabView` by `tag`.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(value: tag))
    }
}
