import Foundation

/// A tap: the pointer goes down and up within 10 points, `count` times (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = max(1, count) }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Void> {
        _GestureOutputs(recognizer: TapRecognizer(count: count, memory: inputs.memory) { _ in () })
    }
}

/// A tap that reports where it happened (SwiftUI's `SpatialTapGesture`, iOS 16): the location
/// where the last tap's pointer went down, in `coordinateSpace`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public typealias Body = Never
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        let toLocal = inputs.spaces.converter(for: coordinateSpace)
        return _GestureOutputs(recognizer: TapRecognizer(count: count, memory: inputs.memory) { Value(location: toLocal($0)) })
    }
}

/// Taps count when each comes within 0.3 s of the previous and within 10 points of the first;
/// the value is made from where the last tap went down (canvas points).
final class TapRecognizer<V>: GestureRecognizer<V> {
    let count: Int
    /// Taps counted so far, kept on the view across pointer sequences.
    let memory: GestureMemory
    let makeValue: (CGPoint) -> V
    var start: CGPoint = .zero
    init(count: Int, memory: GestureMemory, makeValue: @escaping (CGPoint) -> V) {
        self.count = count
        self.memory = memory
        self.makeValue = makeValue
    }
    override func pointerDown(_ event: PointerEvent) {
        start = event.location
        let dx = start.x - memory.lastTapLocation.x, dy = start.y - memory.lastTapLocation.y
        if event.time - memory.lastTapTime > 0.3 || (dx * dx + dy * dy).squareRoot() > 10 { memory.tapCount = 0 }
    }
    override func pointerMoved(_ event: PointerEvent) {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if (dx * dx + dy * dy).squareRoot() > 10 { state = .failed }
    }
    override func pointerUp(_ event: PointerEvent) {
        pointerMoved(event)
        guard state == .possible else { memory.tapCount = 0; return }
        memory.tapCount += 1
        memory.lastTapTime = event.time
        memory.lastTapLocation = start
        guard memory.tapCount >= count else { state = .failed; return }
        memory.tapCount = 0
        state = .ended
        reportEnded(makeValue(start))
    }
}
