import Foundation

/// A gesture with an action for each change. For a gesture whose values are `Equatable` (the
/// only ones SwiftUI's `onChanged` accepts), a value equal to the one reported before it in the
/// same gesture is not a change and does not run the action.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let action: (Base.Value) -> Void
    /// Whether two values are equal, for `Equatable` values; nil runs the action for every report.
    var isSame: ((Base.Value, Base.Value) -> Bool)?
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let outputs = base._makeRecognizer(inputs)
        let action = self.action
        if let isSame {
            var last: Base.Value? // per recognizer: one pointer sequence
            outputs.recognizer.changedHandlers.append { value in
                if let last, isSame(last, value) { return }
                last = value
                action(value)
            }
        } else {
            outputs.recognizer.changedHandlers.append(action)
        }
        return outputs
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let base: Base
    let action: (Base.Value) -> Void
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let outputs = base._makeRecognizer(inputs)
        outputs.recognizer.endedHandlers.append(action)
        return outputs
    }
}

/// A gesture whose values are `transform` of its base gesture's (SwiftUI's `map`).
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    public typealias Body = Never
    let base: Base
    let transform: (Base.Value) -> Value
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(recognizer: MappedRecognizer(base._makeRecognizer(inputs).recognizer, transform))
    }
}

/// Reports its base recognizer's values through `transform`.
final class MappedRecognizer<Base, Value>: ForwardingRecognizer<Value> {
    init(_ base: GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
        super.init([base])
        base.changedHandlers.append { [unowned self] in
            state = .began
            reportChanged(transform($0))
        }
        base.endedHandlers.append { [unowned self] in
            state = .ended
            reportEnded(transform($0))
        }
    }
    override func childrenChanged() { if state != .ended { state = parts[0].state } }
}

extension Gesture where Value: Equatable {
    /// Calls `action` with the gesture's value each time it changes while the gesture is active
    /// (a value equal to the previous one is not a change).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action, isSame: { $0 == $1 })
    }
}

extension Gesture {
    /// Calls `action` with each new value while the gesture is active (values that are not
    /// `Equatable`, which SwiftUI's `onChanged` does not take, are all reported).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
    /// Calls `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
    /// The gesture with its values changed by `transform`.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: transform)
    }
}
