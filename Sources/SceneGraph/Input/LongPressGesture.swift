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
    init(minimumDuration: Double, maximumDistance: CGFloat, schedule: @escaping (Double, @escaping () -> Void) -> Void) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.schedule = schedule
    }
    override func pointerDown(_ event: PointerEvent) {
        start = event.location
        state = .began
        reportChanged(true)
        schedule(event.time + minimumDuration) { [weak self] in
            guard let self, self.state == .began else { return }
            self.state = .ended
            self.reportEnded(true)
        }
    }
    override func pointerMoved(_ event: PointerEvent) {
        let dx = event.location.x - start.x, dy = event.location.y - start.y
        if state == .began, (dx * dx + dy * dy).squareRoot() > maximumDistance { state = .failed }
    }
    override func pointerUp(_ event: PointerEvent) {
        if state == .began { state = .failed }
    }
}
