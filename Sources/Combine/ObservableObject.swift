import Foundation

/// An object whose changes views follow (Combine's `ObservableObject`): `@Published`
/// properties send `objectWillChange` before each change, and the views that hold the object
/// through `@ObservedObject`, `@StateObject` or `@EnvironmentObject` are re-evaluated in the
/// next update, with the transaction current at the write (so a change inside
/// `withAnimation` animates). A class may declare its own `objectWillChange` (any publisher
/// that never fails, such as a `PassthroughSubject<Void, Never>` it sends itself).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The default `objectWillChange` of an `ObservableObject` (Combine's
/// `ObservableObjectPublisher`): `send()` tells every subscriber the object is about to change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() { subscribers.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { subscribers.add(subscriber) }
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
/// each write sends the enclosing object's `objectWillChange` first, then the new value to the
/// subscribers of `$property` (before the property holds it, as Combine does), then stores it.
@propertyWrapper
public struct Published<Value> {
    private let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    public init(initialValue: Value) { box = PublishedBox(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`): the current value to each new
    /// subscriber, then every value written.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set { if newValue.box !== box { box.write(newValue.box.value) } }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            box.write(newValue)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return Publisher(box: box)
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            if newValue.box !== box { box.write(newValue.box.value) }
        }
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let box: PublishedBox<Value>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subscribers.add(subscriber)
            _ = subscriber.receive(box.value)
        }
    }
}

/// A `@Published` property's value, the subscribers of its publisher, the object that holds
/// it (known from its first access through the object) and the subscriptions `assign(to:)`
/// made into it.
private final class PublishedBox<Value> {
    var value: Value
    let subscribers = SubscriberList<Value, Never>()
    weak var owner: AnyObject?
    var assignments: [AnyCancellable] = []
    init(_ value: Value) { self.value = value }

    /// A write: the owner's `objectWillChange`, then the value to `$property`'s subscribers,
    /// then stored.
    func write(_ newValue: Value) {
        if let observable = owner as? any ObservableObject { sendWillChange(observable) }
        subscribers.send(newValue)
        value = newValue
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property whose publisher is `published`
    /// (`.assign(to: &$property)`); the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignments.append(sink { [weak box] value in box?.write(value) })
    }
}

/// Sends `objectWillChange` of an existential object (the publisher type is its own).
private func sendWillChange<O: ObservableObject>(_ object: O) {
    if let publisher = object.objectWillChange as? ObservableObjectPublisher { publisher.send() }
}
