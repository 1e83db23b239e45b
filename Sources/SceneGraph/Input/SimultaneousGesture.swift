import Foundation

/// Two gestures recognized at the same time (SwiftUI's `SimultaneousGesture`): both receive every
/// pointer event; the combination changes when either does and ends when neither is still in
/// play and at least one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// The latest value of each gesture; nil for one that has not reported yet.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(
            recognizer: SimultaneousRecognizer<First.Value, Second.Value, Value>(
                first._makeRecognizer(inputs).recognizer, second._makeRecognizer(inputs).recognizer,
                combine: { Value(first: $0, second: $1) }))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SimultaneousRecognizer<A, B, Value>: ForwardingRecognizer<Value> {
    private var a: A?, b: B?
    private let combine: (A?, B?) -> Value
    private let first: GestureRecognizer<A>, second: GestureRecognizer<B>

    init(_ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.combine = combine
        super.init([first, second])
        first.changedHandlers.append { [unowned self] in
            a = $0; changed()
        }
        second.changedHandlers.append { [unowned self] in
            b = $0; changed()
        }
        first.endedHandlers.append { [unowned self] in
            a = $0; childrenChanged()
        }
        second.endedHandlers.append { [unowned self] in
            b = $0; childrenChanged()
        }
    }

    private func changed() {
        state = .began
        reportChanged(combine(a, b))
    }

    override func childrenChanged() {
        guard state == .possible || state == .began else { return }
        let inPlay = parts.contains { $0.state == .possible || $0.state == .began }
        if inPlay {
            if parts.contains(where: { $0.state != .possible }) && parts.contains(where: { $0.state == .began || $0.state == .ended }) {
                state = .began
            }
        } else if parts.contains(where: { $0.state == .ended }) {
            state = .ended
            reportEnded(combine(first.state == .ended ? a : nil, second.state == .ended ? b : nil))
        } else {
            state = .failed
        }
    }
}

extension Gesture {
    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
