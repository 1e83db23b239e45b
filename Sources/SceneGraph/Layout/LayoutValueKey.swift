import Foundation

/// A key for a value a view hands to the `Layout` of its container (SwiftUI's
/// `LayoutValueKey`): set it with `.layoutValue(key:value:)`, read it as `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview that did not set one has.
    static var defaultValue: Value { get }
}

/// Hands `value` for `K` to the container's layout; invisible to everything else.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: K.Value
}

extension View {
    /// Gives the container's `Layout` the value `value` for `key` on this subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self, _LayoutValueModifier<K>> {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
