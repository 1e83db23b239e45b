import Foundation

/// Keeps a node subscribed to one object's `objectWillChange`: each send invalidates the node
/// with the transaction current at the write. Re-subscribes when the property holds another
/// object after an update.
@MainActor
final class ObjectSubscription {
    private(set) weak var object: AnyObject?
    private var token: AnyObject?

    /// Subscribes `node` to `object` unless it is already subscribed to it.
    func follow<O: ObservableObject>(_ object: O, node: Node) {
        guard self.object !== object || token == nil else { return }
        self.object = object
        let reference = node.reference
        token = object.objectWillChange.sink { _ in reference.invalidateFromChangeNotification() }
    }

    /// The subscription kept for the property `name` of `node` (made on first use).
    static func of(_ node: Node, name: String) -> ObjectSubscription {
        let key = "$object." + name
        if let existing = node.stateSlots[key] as? ObjectSubscription { return existing }
        let made = ObjectSubscription()
        node.stateSlots[key] = made
        return made
    }
}

/// An observable object the view does not own (SwiftUI's `@ObservedObject`): the view is
/// re-evaluated whenever the object sends `objectWillChange`. `$object.property` is a binding.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func link(to node: Node, name: String) {
        ObjectSubscription.of(node, name: name).follow(wrappedValue, node: node)
    }
}

/// Storage of a `@StateObject`: the object, made once per view identity.
final class StateObjectStorage<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

final class StateObjectBox<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let storage { return storage.object }
        let made = StateObjectStorage(make())
        storage = made
        return made.object
    }
}

/// An observable object the view owns (SwiftUI's `@StateObject`): made from its initial value
/// once per view identity (the autoclosure runs once, when the node first links it), kept
/// across updates, and followed like `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: box.object) }

    func link(to node: Node, name: String) {
        if let existing = node.stateSlots[name] as? StateObjectStorage<ObjectType> {
            box.storage = existing
        } else {
            let made = box.storage ?? StateObjectStorage(box.make())
            node.stateSlots[name] = made
            box.storage = made
        }
        ObjectSubscription.of(node, name: name).follow(box.object, node: node)
    }
}

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`
/// (SwiftUI's `@EnvironmentObject`), found by its type and followed like `@ObservedObject`.
/// Reading it when no ancestor provided one stops with a message naming the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyLink {
    private let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(...)) to an ancestor of this view")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    func link(to node: Node, name: String) {
        box.values = node.environment
        if let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType {
            ObjectSubscription.of(node, name: name).follow(object, node: node)
        }
    }
}

extension View {
    /// Puts `object` in the environment of this view for `@EnvironmentObject` properties of
    /// descendants, found by its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { values in values.objects[ObjectIdentifier(T.self)] = object })
    }
}
