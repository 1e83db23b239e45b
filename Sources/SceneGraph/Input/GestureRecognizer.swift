import Foundation

/// A recognizer within one pointer sequence, as the dispatcher sees it: it receives the
/// sequence's pointer events and moves from `possible` to `began` and `ended`, or to `failed`.
@MainActor
class AnyGestureRecognizer {
    enum State { case possible, began, failed, ended }
    var state: State = .possible
    /// Run once when the pointer sequence is over, whether the gesture ended or failed
    /// (resets `@GestureState`).
    var resetHandlers: [() -> Void] = []
    /// Whether this recognizer, once begun, excludes the others (drags do).
    var isExclusive: Bool { false }
    func pointerDown(_ event: PointerEvent) {}
    func pointerMoved(_ event: PointerEvent) {}
    func pointerUp(_ event: PointerEvent) {}
    func cancel() { state = .failed }
    /// Called by the dispatcher when the sequence is over.
    func finish() {
        let handlers = resetHandlers
        resetHandlers.removeAll()
        for r in handlers { r() }
    }
}

/// A recognizer that reports values of type `Value` (its gesture's): to the gesture's
/// `onChanged`/`updating` actions while it changes, to `onEnded` when it ends.
@MainActor
class GestureRecognizer<Value>: AnyGestureRecognizer {
    var changedHandlers: [(Value) -> Void] = []
    var endedHandlers: [(Value) -> Void] = []
    func reportChanged(_ value: Value) { for h in changedHandlers { h(value) } }
    func reportEnded(_ value: Value) { for h in endedHandlers { h(value) } }
}

/// State a gesture keeps between pointer sequences on the same view.
@MainActor
final class GestureMemory: NodeAttachment {
    var tapCount = 0
    var lastTapTime = -Double.infinity
    var lastTapLocation = CGPoint.zero
}
