import Foundation

/// Animates the changes in its subtree with `animation` when `value` changes (SwiftUI's
/// `.animation(_:value:)`); with no value, always (the deprecated `.animation(_:)`, whose `nil`
/// form disables animation for the subtree).
public struct _AnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: V?
    let always: Bool

    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction {
        var t = transaction
        if always {
            t.animation = animation
        } else {
            let old = node[attachment: LastAnimationValue<V>.self]?.value
            if let old, old != value, !transaction.disablesAnimations {
                t.animation = animation
            }
        }
        node[attachment: LastAnimationValue<V>.self] = LastAnimationValue(value: value)
        return t
    }
}

/// The value an `.animation(_:value:)` saw at the node's last update.
struct LastAnimationValue<V: Equatable>: NodeAttachment {
    let value: V?
}

/// Rewrites the transaction of its subtree (SwiftUI's `.transaction(_:)`).
public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (inout Transaction) -> Void
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction {
        var t = transaction
        transform(&t)
        return t
    }
}

extension View {
    /// Animates this view's changes with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationModifier<V>> {
        modifier(_AnimationModifier(animation: animation, value: value, always: false))
    }
    /// Applies `animation` to every change of this view (`nil` disables animation).
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier<Int>> {
        modifier(_AnimationModifier(animation: animation, value: nil, always: true))
    }
    /// Rewrites the transaction for changes in this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }
}
