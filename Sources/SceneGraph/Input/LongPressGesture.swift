import Foundation

/// A press held for `minimumDuration` seconds without moving more than `maximumDistance`
/// points (SwiftUI's `LongPressGesture`). `onChanged` reports `true` at the press; `onEnded`
/// reports `true` once the duration is reached (while the pointer is still down).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isFinite ? max(0, maximumDistance) : 10
    }
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Bool> {
        _GestureOutputs(
            recognizer: LongPressRecognizer(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                schedule: inputs.schedule))
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    /// Runs an action at a later scene time (the end of the press).
    let schedule: (Double, @escaping () -> Void) -> Void
    var start: CGPoint = .zero
    /// `onPressingChanged` of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    let pressing: ((Bool) -> Void)?
    init(
        minimumDuration: Double, maximumDistance: CGFloat, schedule: @escaping (Double, @escaping () -> Void) -> Void,
        pressing: ((Bool) -> Void)? = nil
    ) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.schedule = schedule
        self.pressing = pressing
    }
    override func pointerDown(_ event: PointerEvent) {
        start = event.location
        state = .began
        pressing?(true)
        reportChanged(true)
        schedule(event.time + minimumDuration) { [weak self] in
            guard let self, self.state == .began else { return }
            self.state = .ended
            self.pressing?(false)
            self.reportEnded(true)
        }
    }
    override func pointerMoved(_ event: PointerEvent) {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if state == .began, (dx * dx + dy * dy).squareRoot() > maximumDistance { fail() }
    }
    override func pointerUp(_ event: PointerEvent) {
        if state == .began { fail() }
    }
    private func fail() {
        state = .failed
        pressing?(false)
    }
}

/// A long press that also reports its pressing state (what
/// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)` attaches).
public struct _PressingLongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    let press: LongPressGesture
    let pressing: ((Bool) -> Void)?
    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Bool> {
        _GestureOutputs(
            recognizer: LongPressRecognizer(
                minimumDuration: press.minimumDuration, maximumDistance: press.maximumDistance,
                schedule: inputs.schedule, pressing: pressing))
    }
}
