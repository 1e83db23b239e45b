import Foundation

/// The press tracking of a button: `onPress` when a pointer goes down on it, `onRelease` when
/// that pointer lifts or the press is given up, and `onTrigger` (after `onRelease`) when it lifts
/// no farther than `cancelDistance` points from where it went down. A disabled button reports
/// nothing.
///
/// iOS keeps a button highlighted while the finger stays within about 70 points of its bounds;
/// the recognizer does not know the button's bounds, so it measures the distance from the
/// press point instead (a documented approximation).
struct _ButtonPressGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    /// Distance in points from the press point beyond which the press is given up.
    static let cancelDistance: CGFloat = 70
    let isEnabled: Bool
    let onPress: () -> Void
    let onRelease: () -> Void
    let onTrigger: () -> Void

    func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Void> {
        _GestureOutputs(recognizer: ButtonPressRecognizer(gesture: self))
    }
}

final class ButtonPressRecognizer: GestureRecognizer<Void> {
    let gesture: _ButtonPressGesture
    private var start = CGPoint.zero
    private var pressed = false

    init(gesture: _ButtonPressGesture) { self.gesture = gesture }

    override func pointerDown(_ event: PointerEvent) {
        guard gesture.isEnabled else { state = .failed; return }
        start = event.location
        pressed = true
        gesture.onPress()
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard pressed else { return }
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if (dx * dx + dy * dy).squareRoot() > _ButtonPressGesture.cancelDistance {
            release()
            state = .failed
        }
    }

    override func pointerUp(_ event: PointerEvent) {
        pointerMoved(event)
        guard pressed else { return }
        release()
        state = .ended
        gesture.onTrigger()
    }

    override func cancel() {
        release()
        super.cancel()
    }

    private func release() {
        guard pressed else { return }
        pressed = false
        gesture.onRelease()
    }
}
