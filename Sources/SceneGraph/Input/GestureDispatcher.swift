import Foundation

/// Hands one pointer sequence at a time to the gestures under the pointer (SceneHost owns one).
///
/// At a pointer down, the gestures of the front-most hit region's owners are made, in this
/// order: high-priority gestures from the outermost view in, then the others from the innermost
/// view out. Each event goes to every recognizer still in play, in that order. A recognizer
/// that begins an exclusive gesture (a drag) or ends one (a tap) cancels the others, except
/// simultaneous ones, which neither cancel nor are cancelled.
@MainActor
final class GestureDispatcher {
    private struct Active {
        let recognizer: AnyGestureRecognizer
        let priority: GesturePriority
    }
    private var active: [Active] = []

    /// Delivers `event`. `hitRegions` gives the regions at the event's time (called at a down
    /// only); `schedule` runs an action at a later scene time; `warn` reports a problem once.
    func deliver(
        _ event: PointerEvent, hitRegions: () -> [HitRegion],
        schedule: @escaping (Double, @escaping () -> Void) -> Void, warn: @escaping (String) -> Void
    ) {
        switch event.phase {
        case .down:
            endSequence(cancelling: true)
            if let region = hitRegions().last(where: { $0.contains(event.location) }) {
                active = Self.recognizers(for: region.owners, schedule: schedule, warn: warn)
            }
            for a in active { a.recognizer.pointerDown(event) }
        case .move:
            for a in active where a.recognizer.state != .failed {
                a.recognizer.pointerMoved(event)
                resolve(winner: a, afterUp: false)
            }
        case .up:
            for a in active where a.recognizer.state != .failed {
                a.recognizer.pointerUp(event)
                resolve(winner: a, afterUp: true)
            }
            endSequence(cancelling: false)
        }
    }

    private static func recognizers(
        for owners: [GestureOwner], schedule: @escaping (Double, @escaping () -> Void) -> Void,
        warn: @escaping (String) -> Void
    ) -> [Active] {
        var high: [Active] = [], others: [Active] = []
        // Owners run from the outermost to the innermost: a mask without `.gesture` leaves its own
        // gesture out, one without `.subviews` the gestures of the views inside it.
        for owner in owners {
            guard let attached = owner.node[attachment: GestureAttachment.self] else { continue }
            guard attached.mask.contains(.gesture) else {
                if attached.mask.contains(.subviews) { continue } else { break }
            }
            let inputs = _GestureInputs(
                memory: owner.node.gestureMemory, schedule: schedule,
                spaces: GestureCoordinateSpaces(owner: owner, warn: warn))
            let entry = Active(recognizer: attached.makeRecognizer(inputs), priority: attached.priority)
            if attached.priority == .high { high.append(entry) } else { others.insert(entry, at: 0) }
            if !attached.mask.contains(.subviews) { break }
        }
        return high + others
    }

    /// Cancels the others when `winner` took the sequence.
    private func resolve(winner a: Active, afterUp: Bool) {
        guard a.priority != .simultaneous else { return }
        let r = a.recognizer
        let took = (r.state == .began && r.isExclusive) || (afterUp && r.state == .ended && !r.isExclusive)
        guard took else { return }
        for other in active where other.recognizer !== r && other.priority != .simultaneous && other.recognizer.state != .ended {
            other.recognizer.cancel()
        }
    }

    private func endSequence(cancelling: Bool) {
        for a in active {
            if cancelling { a.recognizer.cancel() }
            a.recognizer.finish()
        }
        active = []
    }
}
