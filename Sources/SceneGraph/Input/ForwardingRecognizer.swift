import Foundation

/// A recognizer made of others (`map`, and the simultaneous, sequenced and exclusive
/// combinations): it hands each pointer event to its active parts, then works out its own state
/// from theirs (`childrenChanged`), which it also does when a part ends on its own (a long press
/// reaching its duration).
@MainActor
class ForwardingRecognizer<Value>: GestureRecognizer<Value> {
    let parts: [AnyGestureRecognizer]
    init(_ parts: [AnyGestureRecognizer]) { self.parts = parts }

    override var isExclusive: Bool { parts.contains { $0.isExclusive && $0.state == .began } }

    /// The parts that receive pointer events now (default: every part still in play).
    var receivingParts: [AnyGestureRecognizer] { parts.filter { $0.state == .possible || $0.state == .began } }

    override func pointerDown(_ event: PointerEvent) { forward(event) { $0.pointerDown(event) } }
    override func pointerMoved(_ event: PointerEvent) { forward(event) { $0.pointerMoved(event) } }
    override func pointerUp(_ event: PointerEvent) { forward(event) { $0.pointerUp(event) } }

    /// The latest event handed on (a part that starts late, in a sequence, starts from it).
    var lastEvent: PointerEvent?

    private func forward(_ event: PointerEvent, _ deliver: (AnyGestureRecognizer) -> Void) {
        lastEvent = event
        guard state == .possible || state == .began else { return }
        for part in receivingParts { deliver(part) }
        childrenChanged()
    }

    /// Sets `state` from the parts' states. Subclasses decide.
    func childrenChanged() {}

    override func cancel() {
        for part in parts { part.cancel() }
        state = .failed
    }

    override func finish() {
        for part in parts { part.finish() }
        super.finish()
    }
}
