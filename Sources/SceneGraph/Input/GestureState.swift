import Foundation

/// Gesture-scoped state (SwiftUI's `@GestureState`): set through `.updating(_:body:)` while a
/// gesture is active, and reset to its initial value when the gesture ends or fails.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyLink {
    let box: StateBox<Value>
    /// The transaction of the reset, from the value being reset.
    let resetTransaction: (Value) -> Transaction

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        self.resetTransaction = { _ in resetTransaction }
    }
    /// `reset` is given the value being reset and may change the reset's transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        resetTransaction = { value in
            var t = Transaction()
            reset(value, &t)
            return t
        }
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue, resetTransaction: resetTransaction) }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: initialValue, reset: reset) }

    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }

    func link(to node: Node, name: String) { box.link(to: node, name: name) }

    func set(_ value: Value, transaction: Transaction) { box.set(value, transaction: transaction) }
    func reset() { box.set(box.storage?.initialValue ?? box.initial, transaction: resetTransaction(box.value)) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state whose initial value is nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

/// A gesture that updates a `@GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let state: GestureState<State>
    let update: (Base.Value, inout State, inout Transaction) -> Void
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let outputs = base._makeRecognizer(inputs)
        let state = self.state, update = self.update
        outputs.recognizer.changedHandlers.insert(
            { value in
                var s = state.wrappedValue
                var t = Transaction.current
                update(value, &s, &t)
                state.set(s, transaction: t)
            }, at: 0)
        outputs.recognizer.resetHandlers.append { state.reset() }
        return outputs
    }
}

extension Gesture {
    /// Updates `state` with each new value of the gesture; it resets when the gesture ends or fails.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}
