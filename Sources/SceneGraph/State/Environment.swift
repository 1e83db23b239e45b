import Foundation
import Observation

final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// Reads a value from the view's environment (SwiftUI's `@Environment`), by key path or, for an
/// observable object put there with `.environment(_:)`, by type.
///
/// Not main-actor isolated, as in SwiftUI: the framework's link to the node is a conformance
/// declared in an extension (declared on the type, the main-actor protocol would make the whole
/// wrapper main-actor isolated, and with it, in Swift 5 mode, every property it wraps: a
/// `Shape`'s `@Environment` property could then not be read in its nonisolated `path(in:)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
        /// An object that may be missing: nil then (`@Environment(Model.self) var m: Model?`).
        case optionalObject(ObjectIdentifier, (AnyObject?) -> Value)
    }
    private let source: Source
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// An object stored with `.environment(_ object:)`; reading it when none was stored is a
    /// fatal error naming the type and the fix, as in SwiftUI (the message is kept in release builds).
    public init(_ type: Value.Type) where Value: AnyObject & Observable { source = .object(ObjectIdentifier(type)) }

    /// An object stored with `.environment(_ object:)`, or nil when none was (SwiftUI's
    /// `init(_:)` where `Value == T?`).
    public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
        source = .optionalObject(ObjectIdentifier(type), { $0 as? T })
    }

    public var wrappedValue: Value {
        let values = box.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let kp):
            return values[keyPath: kp]
        case .object(let id):
            guard let object = values.objects[id] as? Value else {
                fatalError("No \(Value.self) in the environment: add .environment(\(Value.self)(...)) to an ancestor")
            }
            return object
        case .optionalObject(let id, let cast):
            return cast(values.objects[id])
        }
    }

}

extension Environment: DynamicPropertyLink {
    func link(to node: Node, name: String) { box.values = node.environment }
}

/// Sendable, so that a `Shape` (which is `Sendable`) can hold an `@Environment` property, as in
/// SwiftUI, whatever the value's type (main-actor isolation made it so before; code that
/// compiled then still compiles). Unchecked: the box is written only by the framework, on the
/// main actor, before the view's body or path is asked for.
extension Environment: @unchecked Sendable {}

extension EnvironmentValues {
    /// Observable objects stored by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] }
        set { self[ObjectsKey.self] = newValue }
    }
}

struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension View {
    /// Puts an observable object in the environment of this view, found by its type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier { values in
                if let object { values.objects[ObjectIdentifier(T.self)] = object } else { values.objects[ObjectIdentifier(T.self)] = nil }
            })
    }
}

/// A reference to a node that does not keep it alive and reads nil once the node is gone, like
/// a weak reference, but without one: a weak reference moves the node's reference count to a
/// side table for good, which makes every later retain and release of the node slower. Each
/// node has one (`Node.reference`) and clears it when it is freed. It can cross into
/// Observation's `@Sendable` change handler, which runs synchronously on the writing thread
/// (the host's).
final class NodeReference: @unchecked Sendable {
    unowned(unsafe) private(set) var node: Node?
    init(_ node: Node) { self.node = node }
    /// Called by the node's `deinit`.
    func clear() { node = nil }

    /// Invalidates the node (if it is still alive) from a change notification, which
    /// Observation and `objectWillChange` deliver synchronously on the writing thread: at once
    /// when that is the main thread (the host's, for writes made by the scene's own code),
    /// else on the main actor later.
    nonisolated func invalidateFromChangeNotification() {
        let transaction = Transaction.current
        if Thread.isMainThread {
            MainActor.assumeIsolated { node?.invalidate(transaction: transaction) }
        } else {
            Task { @MainActor in self.node?.invalidate(transaction: transaction) }
        }
    }
}

extension Node {
    /// Evaluates `body` while recording which `@Observable` properties it reads; a later change
    /// of any of them invalidates exactly this node, with the transaction of the change.
    func trackingObservation<R>(_ body: () -> R) -> R {
        let reference = self.reference
        return withObservationTracking(
            body,
            onChange: {
                reference.invalidateFromChangeNotification()
            })
    }
}
