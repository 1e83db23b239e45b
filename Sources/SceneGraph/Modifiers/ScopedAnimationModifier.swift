import Foundation

/// Animates only the modifiers written in its body (SwiftUI's `animation(_:body:)`, iOS 17):
/// changes to them animate with `animation`, while the content inside keeps the transaction it
/// would have had (its own changes are not animated by this modifier).
public struct _ScopedAnimationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction {
        node[attachment: ScopeEntryTransaction.self] = ScopeEntryTransaction(transaction: transaction)
        var t = transaction
        t.animation = animation
        return t
    }
}

/// Gives the content of an `animation(_:body:)` back the transaction it had outside.
public struct _ScopedAnimationRestore: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func childTransaction(_ transaction: Transaction, node: Node) -> Transaction {
        var ancestor = node.parent
        while let n = ancestor {
            if let entry = n[attachment: ScopeEntryTransaction.self] { return entry.transaction }
            ancestor = n.parent
        }
        return transaction
    }
}

/// The transaction an `animation(_:body:)` scope was entered with.
struct ScopeEntryTransaction: NodeAttachment {
    var transaction: Transaction
}

extension View {
    /// Animates the modifiers applied in `body` with `animation`, not the view's own content.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<ModifiedContent<Self, _ScopedAnimationRestore>>) -> V) -> ModifiedContent<V, _ScopedAnimationModifier> {
        body(PlaceholderContentView(content: modifier(_ScopedAnimationRestore()))).modifier(_ScopedAnimationModifier(animation: animation))
    }
}
