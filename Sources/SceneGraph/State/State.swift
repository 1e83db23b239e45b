import Foundation

/// A property whose storage the node provides (installed before `body` is evaluated).
@MainActor
protocol DynamicPropertyLink {
    func link(to node: Node, name: String)
}

/// A property of a view that the framework updates before `body` runs (SwiftUI's protocol).
public protocol DynamicProperty {}

@MainActor
final class StateStorage<Value> {
    var value: Value
    /// The value the storage was created with (what `@GestureState` resets to).
    let initialValue: Value
    private let reference: NodeReference
    /// The nodes, other than the owner, whose body read the value (through a `Binding`, or a
    /// closure handed down) since the value last changed. A write invalidates them with the
    /// write's transaction and forgets them; their new evaluation reads, and so lists them, again.
    private var readers: [NodeReference] = []
    /// The node that owns the storage; nil once it is gone.
    var node: Node? { reference.node }
    init(value: Value, node: Node) {
        self.value = value
        self.initialValue = value
        self.reference = node.reference
    }

    /// The value, noting the node whose body is being evaluated (if it is not the owner) as a
    /// reader, so that it is invalidated when the value changes (SwiftUI tracks reads of state
    /// the same way, wherever they happen in a body).
    var trackedValue: Value {
        if let owner = reference.node, let reader = owner.host?.nodeEvaluatingBody, reader !== owner {
            let r = reader.reference
            if !readers.contains(where: { $0 === r }) { readers.append(r) }
        }
        return value
    }

    /// Invalidates the readers with `transaction` and forgets them.
    func invalidateReaders(transaction: Transaction) {
        guard !readers.isEmpty else { return }
        let pending = readers
        readers.removeAll()
        for reader in pending { reader.node?.invalidate(transaction: transaction) }
    }
}

final class StateBox<Value> {
    var initial: Value
    var storage: StateStorage<Value>?
    init(_ initial: Value) { self.initial = initial }

    @MainActor var value: Value {
        storage?.value ?? initial
    }

    /// `value`, recording the reading body as a dependent of the storage (see `StateStorage.trackedValue`).
    @MainActor var trackedValue: Value {
        storage?.trackedValue ?? initial
    }

    /// Connects the box to the node's storage for the property `name`, creating it with the
    /// initial value the first time.
    @MainActor func link(to node: Node, name: String) {
        if let existing = node.stateSlots[name] as? StateStorage<Value> {
            storage = existing
        } else {
            let created = StateStorage(value: initial, node: node)
            node.stateSlots[name] = created
            storage = created
        }
    }

    @MainActor func set(_ newValue: Value, transaction: Transaction) {
        guard let storage else {
            initial = newValue
            return
        }
        // Apply pending writes of another transaction before this value is stored.
        storage.node?.host?.prepareWrite(transaction: transaction)
        storage.value = newValue
        storage.node?.invalidate(transaction: transaction)
        storage.invalidateReaders(transaction: transaction)
    }
}

/// Storage owned by the view's node: the initial value is used once per identity, and a write
/// re-evaluates the view's `body` with the transaction current at the write (SwiftUI's `@State`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The stored value. Not isolated to the main actor, as in SwiftUI, so that `@State` does
    /// not make the type that holds it main-actor isolated (a view whose `View` conformance is
    /// in an extension keeps a nonisolated initialiser); it is read and written where views
    /// are evaluated, on the main actor.
    public var wrappedValue: Value {
        get { onMainActor(box) { $0.trackedValue } }
        nonmutating set { onMainActor((box, newValue)) { $0.0.set($0.1, transaction: Transaction.current) } }
    }

    /// A binding to the stored value. A body that reads it is invalidated when the value
    /// changes, whoever writes it.
    public var projectedValue: Binding<Value> {
        onMainActor(box) { box in
            Binding(get: { box.trackedValue }, set: { value, transaction in box.set(value, transaction: transaction) })
        }
    }
}

/// Calls `body` with `argument` from a nonisolated accessor whose callers are on the main actor:
/// the property wrappers SwiftUI declares without isolation (`State`) reach main-actor storage
/// with it. `body` captures nothing (its input comes as `argument`), so nothing crosses actors
/// but the argument, on the thread it was made on. Debug builds check that the caller is on the
/// main actor.
@inline(__always)
func onMainActor<Argument, Result>(_ argument: Argument, _ body: @escaping @MainActor (Argument) -> Result) -> Result {
    #if DEBUG
    MainActor.preconditionIsolated("a view's state was read or written off the main actor")
    #endif
    return unsafeBitCast(body, to: ((Argument) -> Result).self)(argument)
}

// In an extension, so that the main-actor protocol does not make `State`'s initializers
// main-actor isolated: `@State var x = 0` compiles in a class or struct that is not a view, as
// with SwiftUI.
extension State: DynamicPropertyLink {
    func link(to node: Node, name: String) { box.link(to: node, name: name) }
}

extension Node {
    /// Marks the node for re-evaluation in the next update, with `transaction`.
    func invalidate(transaction: Transaction) {
        host?.markDirty(self, transaction: transaction)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as nil.
    public init() { self.init(wrappedValue: nil) }
}
