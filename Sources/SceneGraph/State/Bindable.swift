import Foundation

/// Makes bindings to the mutable properties of an `@Observable` object (SwiftUI's `@Bindable`):
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`.
///
/// A body that reads a property through such a binding is invalidated when the property
/// changes, as for any read of an observable property in a body; a write through the binding
/// carries the transaction of the binding (or the current one).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] },
            set: { value, transaction in
                withTransaction(transaction) { object[keyPath: keyPath] = value }
            })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
