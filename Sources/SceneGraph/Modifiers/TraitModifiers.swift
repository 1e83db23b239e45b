import Foundation

/// Records per-node values used by the parent (zIndex) or by hit-testing.
public struct _TraitModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    enum Trait: Equatable { case zIndex(Double), allowsHitTesting(Bool), hidden }
    let trait: Trait
    func update(node: Node, context: UpdateContext) {
        if case .zIndex(let z) = trait {
            node.explicitZIndex = z.isFinite ? z : 0
            node.treeState.usesZIndex = true
        }
    }
    func draw(node: Node, into builder: inout DisplayListBuilder, content: (inout DisplayListBuilder) -> Void) {
        switch trait {
        case .zIndex: content(&builder)
        case .allowsHitTesting(let enabled):
            let saved = builder.hitTestingEnabled
            builder.hitTestingEnabled = saved && enabled
            content(&builder)
            builder.hitTestingEnabled = saved
        case .hidden: break
        }
    }
}

/// Gives the content an explicit identity: a new id makes a new node and resets its state.
public struct _IdentityModifier: ViewModifier, PrimitiveModifier, @MainActor Equatable {
    public typealias Body = Never
    let key: ChildKey
    @usableFromInline
    init(key: ChildKey) { self.key = key }
    var contentKey: ChildKey { key }
}

extension View {
    /// Orders the view among its `ZStack` siblings (higher is in front).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .zIndex(value)))
    }
    /// Whether the view and its content receive pointer input.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .allowsHitTesting(enabled)))
    }
    /// Keeps the view's space in layout but draws nothing.
    public func hidden() -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .hidden))
    }
    /// Gives the view an explicit identity.
    @inlinable
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier> {
        modifier(_IdentityModifier(key: .explicit(id)))
    }
}
