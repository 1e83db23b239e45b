import Foundation

/// An object whose changes views follow (SwiftUI's `ObservableObject`, which Combine defines).
///
/// This module has no Combine, so the publisher is `ObservableObjectPublisher`, a small
/// synchronous publisher: `@Published` properties send through it before each change, and the
/// views that hold the object through `@ObservedObject`, `@StateObject` or
/// `@EnvironmentObject` are re-evaluated in the next update, with the transaction current at
/// the write (so a change inside `withAnimation` animates).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObjectWillChangeSubscribable = ObservableObjectPublisher
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A publisher views can subscribe to (what `@ObservedObject` needs of `objectWillChange`).
public protocol ObjectWillChangeSubscribable: AnyObject {
    /// Calls `action` before each change until the returned token is released.
    func subscribeWillChange(_ action: @escaping () -> Void) -> AnyObject
}

/// The default `objectWillChange` of an `ObservableObject` (Combine's
/// `ObservableObjectPublisher`): `send()` tells every subscriber the object is about to change.
public final class ObservableObjectPublisher: ObjectWillChangeSubscribable, @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [UInt64: () -> Void] = [:]
    private var nextID: UInt64 = 0

    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() {
        lock.lock()
        let actions = subscribers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        for action in actions { action() }
    }

    public func subscribeWillChange(_ action: @escaping () -> Void) -> AnyObject {
        lock.lock()
        nextID += 1
        let id = nextID
        subscribers[id] = action
        lock.unlock()
        return Subscription { [weak self] in self?.unsubscribe(id) }
    }

    private func unsubscribe(_ id: UInt64) {
        lock.lock()
        subscribers[id] = nil
        lock.unlock()
    }

    /// Ends a subscription when released.
    final class Subscription {
        let cancel: () -> Void
        init(cancel: @escaping () -> Void) { self.cancel = cancel }
        deinit { cancel() }
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, made on first use (the one `@Published` sends through).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectRegistry.publisher(for: self) }
}

/// The default publishers of `ObservableObject`s, by object. An entry holds its object weakly
/// and is dropped once the object is gone (checked as entries are added), so a reused object
/// address never inherits an old publisher.
enum ObservableObjectRegistry {
    private final class Entry {
        weak var object: AnyObject?
        let publisher = ObservableObjectPublisher()
        init(_ object: AnyObject) { self.object = object }
    }
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
        var additionsSincePrune = 0
    }
    private static let table = Table()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let t = table
        t.lock.lock()
        defer { t.lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = t.entries[id], entry.object === object { return entry.publisher }
        let entry = Entry(object)
        t.entries[id] = entry
        t.additionsSincePrune += 1
        if t.additionsSincePrune >= 256 {
            t.entries = t.entries.filter { $0.value.object != nil }
            t.additionsSincePrune = 0
        }
        return entry.publisher
    }
}

/// A property of an `ObservableObject` that announces its changes (Combine's `Published`):
/// each write sends the enclosing object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject { sendWillChange(observable) }
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Sends `objectWillChange` of an existential object (the publisher type is its own).
private func sendWillChange<O: ObservableObject>(_ object: O) {
    if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
}
