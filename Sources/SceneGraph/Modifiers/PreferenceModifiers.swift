import Foundation

/// Sets the value of a preference for the view (SwiftUI's `_PreferenceWritingModifier`): it
/// replaces any value of the same key its content produces.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceProducingModifier {
    public typealias Body = Never
    public let value: Key.Value
    public init(key: Key.Type = Key.self, value: Key.Value) { self.value = value }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type, node: Node) -> K.Value? {
        guard K.self == Key.self else { return nil }
        return value as? K.Value
    }
}

/// Changes the value of a preference its content produces (SwiftUI's
/// `_PreferenceTransformModifier`): the content's combined value, or `defaultValue` when the
/// content produces none, passed through `transform`. The view then always produces a value.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceProducingModifier {
    public typealias Body = Never
    public let transform: (inout Key.Value) -> Void
    public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }

    func preferenceValue<K: PreferenceKey>(_ key: K.Type, node: Node) -> K.Value? {
        guard K.self == Key.self else { return nil }
        var value = PreferenceCollection.value(Key.self, ofChildren: node.children) ?? Key.defaultValue
        transform(&value)
        return value as? K.Value
    }
}

/// What a preference reader saw at its last reading, and how often it changed in the current
/// flush (`SceneHost.flushSequence`), which bounds a handler that changes the value every time.
struct PreferenceReading<Key: PreferenceKey>: NodeAttachment {
    var value: Key.Value
    var flush: Int
    var changes: Int
}

/// Runs an action when the value of a preference produced by the content changes (SwiftUI's
/// `_PreferenceActionModifier`).
///
/// The action runs once the content first produces a value, with that value, and then after each
/// layout in which the combined value (`defaultValue` once the content stops producing one)
/// differs from the last one it was called with. It runs after the update, as `onChange` does:
/// a state write it makes is applied in the next update, before the frame is drawn. A value that
/// keeps changing is followed at most `SceneHost.maximumPreferenceChanges` times per frame, with
/// one warning.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    public typealias Body = Never
    public let action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }

    func update(node: Node, context: UpdateContext) {
        node.host?.registerPreferenceReader(node) { host, node in
            let produced = PreferenceCollection.value(Key.self, ofChildren: node.children)
            let last = node[attachment: PreferenceReading<Key>.self]
            guard let value = produced ?? (last == nil ? nil : Key.defaultValue) else { return }
            if let last, last.value == value { return }
            var reading = PreferenceReading<Key>(value: value, flush: host.flushSequence, changes: 1)
            if let last, last.flush == host.flushSequence { reading.changes = last.changes + 1 }
            node[attachment: PreferenceReading<Key>.self] = reading
            guard reading.changes <= SceneHost.maximumPreferenceChanges else {
                host.warnOnce("onPreferenceChange(\(Key.self)) at \(node.motionPath): the value changed more than \(SceneHost.maximumPreferenceChanges) times in one frame; further changes in this frame are not reported")
                return
            }
            guard let action = (node.primitiveModifier as? _PreferenceActionModifier<Key>)?.action else { return }
            host.enqueueAction { action(value) }
        }
    }
}

/// Draws a view made from the value of a preference its content produces, in front of or
/// behind the content (SwiftUI's `overlayPreferenceValue` and `backgroundPreferenceValue`).
///
/// The view is built with `defaultValue` until the content's value is known and rebuilt after
/// each layout in which the value changed (for a value that is not `Equatable`, at most once per
/// frame), with the transaction of that layout: a value changed inside `withAnimation` (a tab
/// underline drawn from the selected tab's anchor) animates the view's properties with it, as in
/// SwiftUI. Preferences the view itself produces flow on to ancestors with the content's.
public struct _PreferenceValueModifier<Key: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (Key.Value) -> Decoration
    let alignment: Alignment
    let inFront: Bool

    func extraChildren(node: Node) -> [ChildView] {
        let value = node[attachment: PreferenceReading<Key>.self]?.value ?? Key.defaultValue
        let decoration = node.host?.evaluate(node: node) { transform(value) } ?? transform(value)
        return [ChildView(key: .slot(1), view: decoration)]
    }

    func update(node: Node, context: UpdateContext) {
        node.host?.registerPreferenceReader(node) { host, node in
            guard let content = node.children.first else { return }
            let value = PreferenceCollection.value(Key.self, of: content) ?? Key.defaultValue
            let last = node[attachment: PreferenceReading<Key>.self]
            if let last {
                if valuesEqual(last.value, value) { return }
                // A value that cannot be compared is taken as changed once per flush.
                if last.flush == host.flushSequence && !(value is any Equatable) { return }
            } else if valuesEqual(Key.defaultValue, value) {
                // Built with the default already.
                node[attachment: PreferenceReading<Key>.self] = PreferenceReading(value: value, flush: host.flushSequence, changes: 0)
                return
            }
            var reading = PreferenceReading<Key>(value: value, flush: host.flushSequence, changes: 1)
            if let last, last.flush == host.flushSequence { reading.changes = last.changes + 1 }
            node[attachment: PreferenceReading<Key>.self] = reading
            guard reading.changes <= SceneHost.maximumPreferenceChanges else {
                host.warnOnce("\(inFront ? "overlay" : "background")PreferenceValue(\(Key.self)) at \(node.motionPath): the value changed more than \(SceneHost.maximumPreferenceChanges) times in one frame; it is shown as it was")
                return
            }
            node.invalidate(transaction: host.layoutTransaction)
        }
    }

    private var layout: _BackgroundModifier<EmptyView> {
        _BackgroundModifier(background: EmptyView(), alignment: alignment, inFront: inFront)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        layout.place(node: node, in: bounds, content: content, context: context)
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        layout.draw(node: node, into: &builder, content: content)
    }
}

extension View {
    /// Sets `value` for the preference `key` (SwiftUI's `preference(key:value:)`). The value
    /// replaces any value of `key` the view's content produces; ancestors combine it with its
    /// siblings' values with `key.reduce`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(key: key, value: value))
    }

    /// Changes the value of `key` the content produces (`defaultValue` when it produces none) with
    /// `callback` (SwiftUI's `transformPreference(_:_:)`).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self,
        _ callback: @escaping (inout K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        modifier(_PreferenceTransformModifier(key: key, transform: callback))
    }

    /// Runs `action` with the value of `key` produced by this view's content: once when the
    /// content first produces a value, and whenever the combined value changes (SwiftUI's
    /// `onPreferenceChange(_:perform:)`). Values are collected after layout; the action runs
    /// after the update, and the state it writes is applied in the next update of the same frame.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self,
        perform action: @escaping (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }

    /// Draws the view `transform` makes from the value of `key` produced by this view's content,
    /// in front of it, aligned by `alignment` (SwiftUI's `overlayPreferenceValue(_:alignment:_:)`).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueModifier<K, V>> {
        modifier(_PreferenceValueModifier(transform: transform, alignment: alignment, inFront: true))
    }

    /// Draws the view `transform` makes from the value of `key` produced by this view's content,
    /// behind it, aligned by `alignment` (SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueModifier<K, V>> {
        modifier(_PreferenceValueModifier(transform: transform, alignment: alignment, inFront: false))
    }
}
