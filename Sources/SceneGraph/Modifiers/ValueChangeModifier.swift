import Foundation

/// The value an `onChange(of:)` saw at the node's last update.
struct LastChangeValue<V: Equatable>: NodeAttachment {
    let value: V
}

/// Runs an action when a value changes between updates (SwiftUI's `onChange(of:)`), and once
/// when the view appears if `initial` is true.
public struct _ValueChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    func update(node: Node, context: UpdateContext) {
        let action = self.action, new = value
        if let old = node[attachment: LastChangeValue<V>.self]?.value {
            if old != value { node.host?.enqueueAction { action(old, new) } }
        } else if initial {
            // First update of this identity: SwiftUI runs the action at appear with the value
            // as both the old and the new one.
            node.host?.enqueueAction { action(new, new) }
        }
        node[attachment: LastChangeValue<V>.self] = LastChangeValue(value: value)
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes; with `initial` true,
    /// also once when the view appears, with `value` as both (SwiftUI's
    /// `onChange(of:initial:_:)`). Actions run after the update that saw the change.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and at appear when `initial` is true).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes: SwiftUI's first `onChange`,
    /// deprecated there since iOS 17 in favour of `onChange(of:initial:_:)` but common in
    /// existing code (not marked deprecated here, so that such code builds without warnings).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
