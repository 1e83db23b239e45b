import Foundation

/// A reference to a value owned elsewhere (SwiftUI's `Binding`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction used for writes through this binding when none is current.
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            var t = Transaction.current
            if t.animation == nil, transaction.animation != nil { t = transaction }
            setter(newValue, t)
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { value, t in
                var whole = getter()
                whole[keyPath: keyPath] = value
                setter(whole, t)
            })
    }

    /// A binding whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}
