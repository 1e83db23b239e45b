import Foundation

/// The `onAppear` and `onDisappear` actions of a node (`_AppearanceModifier`), run by the
/// reconciler when the node is created and removed.
struct LifecycleActions: NodeAttachment {
    var onAppear: [() -> Void]?
    var onDisappear: [() -> Void]?
}

/// Actions run when the view's node is created or removed.
public struct _AppearanceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    func update(node: Node, context: UpdateContext) {
        if let onAppear { node[attachment: LifecycleActions.self, default: LifecycleActions()].onAppear = [onAppear] }
        if let onDisappear { node[attachment: LifecycleActions.self, default: LifecycleActions()].onDisappear = [onDisappear] }
    }
}

extension View {
    /// Runs `action` when the view's node is created.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
    }
    /// Runs `action` when the view's node is removed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}
