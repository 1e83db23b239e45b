import Foundation

/// A tap: the pointer goes down and up within 10 points, `count` times (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = max(1, count) }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Void> {
        _GestureOutputs(recognizer: TapRecognizer(count: count, memory: inputs.memory))
    }
}

/// Taps count when each comes within 0.3 s of the previous and within 10 points of the first.
final class TapRecognizer: GestureRecognizer<Void> {
    let count: Int
    /// Taps counted so far, kept on the view across pointer sequences.
    let memory: GestureMemory
    var start: CGPoint = .zero
    init(count: Int, memory: GestureMemory) {
        self.count = count
        self.memory = memory
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
        reportEnded(())
    }
}
