import Foundation

/// One gesture, then another (SwiftUI's `SequenceGesture`): the second starts, at the pointer's
/// place, once the first ended; the sequence fails when either fails. A long press before a drag
/// is the usual one.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    /// While the first gesture runs, its value; after it ended, its final value and the
    /// second's (nil until the second reports).
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(
            recognizer: SequenceRecognizer<First.Value, Second.Value, Value>(
                first._makeRecognizer(inputs).recognizer, second._makeRecognizer(inputs).recognizer,
                during: { .first($0) }, after: { .second($0, $1) }))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

final class SequenceRecognizer<A, B, Value>: ForwardingRecognizer<Value> {
    private let first: GestureRecognizer<A>, second: GestureRecognizer<B>
    private var firstValue: A?
    private var secondStarted = false

    init(
        _ first: GestureRecognizer<A>, _ second: GestureRecognizer<B>,
        during: @escaping (A) -> Value, after: @escaping (A, B?) -> Value
    ) {
        self.first = first
        self.second = second
        super.init([first, second])
        first.changedHandlers.append { [unowned self] in
            state = .began
            reportChanged(during($0))
        }
        first.endedHandlers.append { [unowned self] v in
            firstValue = v
            state = .began
            reportChanged(after(v, nil))
            startSecond()
        }
        second.changedHandlers.append { [unowned self] in
            guard let v = firstValue else { return }
            reportChanged(after(v, $0))
        }
        second.endedHandlers.append { [unowned self] in
            guard let v = firstValue else { return }
            state = .ended
            reportEnded(after(v, $0))
        }
    }

    /// The second gesture starts where the pointer is when the first ends (its own down).
    private func startSecond() {
        guard !secondStarted else { return }
        secondStarted = true
        if let last = lastEvent, last.phase != .up {
            second.pointerDown(PointerEvent(.down, at: last.location, time: last.time))
        }
        childrenChanged()
    }

    override var receivingParts: [AnyGestureRecognizer] {
        if !secondStarted { return first.state == .possible || first.state == .began ? [first] : [] }
        return second.state == .possible || second.state == .began ? [second] : []
    }

    override func childrenChanged() {
        guard state == .possible || state == .began else { return }
        if first.state == .failed || (secondStarted && second.state == .failed) { state = .failed }
    }
}

extension Gesture {
    /// This gesture, then `other` once this one ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
