import Foundation

/// Two gestures of which only one succeeds (SwiftUI's `ExclusiveGesture`): the first has
/// precedence; the second's changes and end count only once the first failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// The value of the gesture that is being recognized.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(
            recognizer: ExclusiveRecognizer<First.Value, Second.Value, Value>(
                first._makeRecognizer(inputs).recognizer, second._makeRecognizer(inputs).recognizer,
                first: { .first($0) }, second: { .second($0) }))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class ExclusiveRecognizer<A, B, Value>: ForwardingRecognizer<Value> {
    private let first: GestureRecognizer<A>, second: GestureRecognizer<B>
    /// The second's latest change and end, held while the first may still succeed.
    private var heldChange: B?, heldEnd: B?

    init(
        _ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
        first wrapFirst: @escaping (A) -> Value, second wrapSecond: @escaping (B) -> Value
    ) {
        self.first = first
        self.second = second
        super.init([first, second])
        first.changedHandlers.append { [unowned self] in
            state = .began
            reportChanged(wrapFirst($0))
        }
        first.endedHandlers.append { [unowned self] in
            second.cancel()
            state = .ended
            reportEnded(wrapFirst($0))
        }
        second.changedHandlers.append { [unowned self] in
            heldChange = $0
            release(wrapSecond)
        }
        second.endedHandlers.append { [unowned self] in
            heldEnd = $0
            release(wrapSecond)
        }
        self.wrapSecond = wrapSecond
    }
    private var wrapSecond: ((B) -> Value)?

    /// Hands on the second's held values once the first failed.
    private func release(_ wrap: (B) -> Value) {
        guard first.state == .failed, state == .possible || state == .began else { return }
        if let v = heldChange {
            heldChange = nil
            state = .began
            reportChanged(wrap(v))
        }
        if let v = heldEnd {
            heldEnd = nil
            state = .ended
            reportEnded(wrap(v))
        }
    }

    override func childrenChanged() {
        guard state == .possible || state == .began else { return }
        if first.state == .failed, let wrap = wrapSecond { release(wrap) }
        guard state == .possible || state == .began else { return }
        if first.state == .failed && second.state == .failed { state = .failed }
    }
}

extension Gesture {
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
