import Foundation

/// A named value produced by a view, which flows from children up to their ancestors
/// (SwiftUI's `PreferenceKey`).
///
/// A view sets a value with `.preference(key:value:)` or changes the value of its content with
/// `.transformPreference(_:_:)`; an ancestor reads the value of its content with
/// `.onPreferenceChange(_:perform:)`, `.overlayPreferenceValue(_:_:)` or
/// `.backgroundPreferenceValue(_:_:)`. Where several children produce a value, they are combined
/// with `reduce(value:nextValue:)` in view order: the first child's value, then each next
/// sibling's. A view that sets no value contributes nothing (it is skipped, not reduced as
/// `defaultValue`); a reader whose content produces no value sees `defaultValue`.
///
/// Values are collected after layout, so a `GeometryReader`'s content can publish frames; see
/// `SceneHost` for when readers run.
///
/// The protocol is isolated to the main actor, where every view is updated, so that the common
/// spelling `static var defaultValue: CGFloat = 0` is main-actor state and compiles in Swift 6
/// mode without `nonisolated(unsafe)`. (SwiftUI declares the same requirements without an
/// isolation; code that compiles there compiles here.)
@MainActor
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value a reader sees when no view in its content sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next sibling's value (called in view order,
    /// once for each further sibling that produces a value).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil` for an optional value, as in SwiftUI.
    public static var defaultValue: Value { nil }
}

/// A framework modifier that produces a preference value for the view it modifies
/// (`.preference`, `.transformPreference`, `.anchorPreference`, `.transformAnchorPreference`).
@MainActor
protocol PreferenceProducingModifier {
    /// The value of `key` the modified view produces (its content's values may go into it), or
    /// nil when the modifier does not concern `key` (the view's value is then its content's).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, node: Node) -> K.Value?
}

/// How a node's preference value of a key `K` is found: the value its subtree produces, or nil
/// when it produces none.
enum PreferenceCollection {
    /// The value `node` and its subtree produce for `K`: what a modifier of the node that
    /// produces `K` makes of it (a `.preference` writer's value replaces its content's values of
    /// `K`; a `.transformPreference` passes them, combined, through its closure), else its live
    /// children's values combined in order. Children kept for their removal transition do not
    /// count.
    @MainActor
    static func value<K: PreferenceKey>(_ key: K.Type, of node: Node) -> K.Value? {
        if let producer = node.primitiveModifier as? PreferenceProducingModifier, let value = producer.preferenceValue(key, node: node) {
            return value
        }
        return value(key, ofChildren: node.children)
    }

    /// The values of `children` for `K`, combined with `K.reduce` in order; nil when none
    /// produces one.
    @MainActor
    static func value<K: PreferenceKey>(_ key: K.Type, ofChildren children: [Node]) -> K.Value? {
        var result: K.Value?
        for child in children {
            guard let next = value(key, of: child) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}
