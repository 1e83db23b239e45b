import Foundation

/// Sets a preference to a value made from an anchor of the modified view (SwiftUI's
/// `_AnchorWritingModifier`): `transform` gets the anchor of `anchor` for the view and its
/// result replaces any value of `Key` the content produces, as `.preference` does.
///
/// The anchor is made when the preference is collected, after layout, from the view's layout
/// frame and the geometry effects and scroll views above it (see `Anchor`); while one of those
/// moves with time (an animating `.offset` above, a scroll view), readers collect it again at
/// each step of time.
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceProducingModifier {
    public typealias Body = Never
    public let anchor: Anchor<AnchorValue>.Source
    public let transform: (Anchor<AnchorValue>) -> Key.Value

    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type, node: Node) -> K.Value? {
        guard K.self == Key.self, let host = node.host else { return nil }
        return transform(node.anchor(anchor, at: host.time)) as? K.Value
    }
}

/// Changes a preference its content produces with an anchor of the modified view (SwiftUI's
/// `_AnchorTransformModifier`): the content's combined value, or `defaultValue` when it produces
/// none, passed through `transform` with the anchor of `anchor`. The view then always produces a
/// value. Anchors are made as for `_AnchorWritingModifier`.
public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceProducingModifier {
    public typealias Body = Never
    public let anchor: Anchor<AnchorValue>.Source
    public let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void) {
        self.anchor = anchor
        self.transform = transform
    }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type, node: Node) -> K.Value? {
        guard K.self == Key.self, let host = node.host else { return nil }
        var value = PreferenceCollection.value(Key.self, ofChildren: node.children) ?? Key.defaultValue
        transform(&value, node.anchor(anchor, at: host.time))
        return value as? K.Value
    }
}

extension View {
    /// Sets `key` to a value made by `transform` from the anchor of `value` for this view
    /// (SwiftUI's `anchorPreference(key:value:transform:)`): a rectangle or point in this view's
    /// coordinates that a reader resolves in its own with `GeometryProxy`'s subscript, through
    /// the geometry effects above both views. The value replaces any value of `key` from the
    /// view's content.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
        modifier(_AnchorWritingModifier(anchor: value, transform: transform))
    }

    /// Changes the value of `key` produced by this view's content (`defaultValue` when it
    /// produces none) with `transform` and the anchor of `value` for this view (SwiftUI's
    /// `transformAnchorPreference(key:value:transform:)`).
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ModifiedContent<Self, _AnchorTransformModifier<A, K>> {
        modifier(_AnchorTransformModifier(anchor: value, transform: transform))
    }
}
