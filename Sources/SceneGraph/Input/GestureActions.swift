import Foundation

/// A gesture with an action for each change.
public struct _ChangedGesture<Base: Gesture>: Gesture, GestureRecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        let r = (base as? GestureRecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
        let action = self.action
        r.changedHandlers.append { if let v = $0 as? Base.Value { action(v) } }
        return r
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture, GestureRecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        let r = (base as? GestureRecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
        let action = self.action
        r.endedHandlers.append { if let v = $0 as? Base.Value { action(v) } }
        return r
    }
}

extension Gesture {
    /// Calls `action` with each new value while the gesture is active.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
    /// Calls `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}
