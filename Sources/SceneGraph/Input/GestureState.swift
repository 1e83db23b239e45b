import Foundation

/// Gesture-scoped state (SwiftUI's `@GestureState`): set through `.updating(_:body:)` while a
/// gesture is active, and reset to its initial value when the gesture ends or fails.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyLink {
    let box: StateBox<Value>
    let resetTransaction: Transaction

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        resetTransaction = Transaction()
    }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        self.resetTransaction = resetTransaction
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value { box.value }
    public var projectedValue: GestureState<Value> { self }

    func link(to node: Node, name: String) { box.link(to: node, name: name) }

    func set(_ value: Value, transaction: Transaction) { box.set(value, transaction: transaction) }
    func reset() { box.set(box.storage?.initialValue ?? box.initial, transaction: resetTransaction) }
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
        outputs.recognizer.changedHandlers.insert({ value in
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
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}
