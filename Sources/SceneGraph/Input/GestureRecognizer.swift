import Foundation

/// A recognizer within one pointer sequence, as the dispatcher sees it: it receives the
/// sequence's pointer events and moves from `possible` to `began` and `ended`, or to `failed`.
@MainActor
class AnyGestureRecognizer {
    enum State { case possible, began, failed, ended }
    var state: State = .possible {
        didSet { if state == .failed, oldValue != .failed { becameInactive() } }
    }
    /// Run once when the gesture becomes inactive (resets `@GestureState`, as SwiftUI does when
    /// the gesture ends or is cancelled): when it fails or is cancelled, when it ends (after its
    /// `onEnded` actions: a long press at its duration, while the pointer may still be down),
    /// and at the latest when the pointer sequence is over.
    var resetHandlers: [() -> Void] = []
    /// Whether this recognizer, once begun, excludes the others (drags do).
    var isExclusive: Bool { false }
    func pointerDown(_ event: PointerEvent) {}
    func pointerMoved(_ event: PointerEvent) {}
    func pointerUp(_ event: PointerEvent) {}
    func cancel() { state = .failed }
    /// Called by the dispatcher when the sequence is over.
    func finish() { becameInactive() }
    /// Runs the reset handlers not run yet.
    func becameInactive() {
        guard !resetHandlers.isEmpty else { return }
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
    /// Runs the `onEnded` actions, then resets the gesture's `@GestureState`s.
    func reportEnded(_ value: Value) {
        for h in endedHandlers { h(value) }
        becameInactive()
    }
}

/// State a gesture keeps between pointer sequences on the same view.
@MainActor
final class GestureMemory: NodeAttachment {
    var tapCount = 0
    var lastTapTime = -Double.infinity
    var lastTapLocation = CGPoint.zero
}
