import Foundation

/// Makes a recognizer for one pointer sequence.
@MainActor
protocol GestureRecognizerMaking {
    func makeRecognizer() -> GestureRecognizer
}

/// State of a recognizer within one pointer sequence.
@MainActor
class GestureRecognizer {
    enum State { case possible, began, failed, ended }
    var state: State = .possible
    var changedHandlers: [(Any) -> Void] = []
    var endedHandlers: [(Any) -> Void] = []
    /// Run once when the pointer sequence is over, whether the gesture ended or failed
    /// (resets `@GestureState`).
    var resetHandlers: [() -> Void] = []
    /// Runs an action at a later scene time (long presses).
    var schedule: (Double, @escaping () -> Void) -> Void = { _, _ in }
    /// Per-node memory across pointer sequences (multi-tap counting).
    var memory: GestureMemory = GestureMemory()
    /// Converts canvas points to the gesture's coordinate space.
    var toLocal: (CGPoint) -> CGPoint = { $0 }
    /// Whether this recognizer, once begun, excludes the others (drags do).
    var isExclusive: Bool { false }
    func pointerDown(_ event: PointerEvent) {}
    func pointerMoved(_ event: PointerEvent) {}
    func pointerUp(_ event: PointerEvent) {}
    func cancel() { state = .failed }
    /// Called by the host when the sequence is over.
    func finish() {
        for r in resetHandlers { r() }
        resetHandlers.removeAll()
    }
}

/// State a gesture keeps between pointer sequences on the same view.
@MainActor
final class GestureMemory {
    var tapCount = 0
    var lastTapTime = -Double.infinity
    var lastTapLocation = CGPoint.zero
}
