import Foundation

/// A drag: reports location, translation and velocity while the pointer moves beyond
/// `minimumDistance` points, and once more when it lifts.
public struct DragGesture: Gesture {
    public typealias Body = Never
    /// The state of a drag (SwiftUI's `DragGesture.Value`).
    public struct Value: Equatable, Sendable {
        /// Scene time of the event, as a date from the reference date plus scene seconds.
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// location − startLocation.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second: least-squares slope of the pointer samples of the last 100 ms.
        public var velocity: CGSize
        /// Where the drag would end if the pointer lifted now and decelerated at rate 0.998 per
        /// millisecond (UIKit's normal deceleration): location + v·0.998/(1 − 0.998)/1000.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + project(velocity.width), y: location.y + project(velocity.height))
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: translation.width + project(velocity.width), height: translation.height + project(velocity.height))
        }
        private func project(_ v: CGFloat) -> CGFloat {
            CGFloat(Springs.project(value: 0, velocity: Double(v), decelerationRate: 0.998))
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    /// - Parameters:
    ///   - minimumDistance: points the pointer must move before the drag begins (≥ 0; default 10).
    ///   - coordinateSpace: where locations are measured.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }

    public func _makeRecognizer(_ inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs(
            recognizer: DragRecognizer(
                minimumDistance: minimumDistance,
                toSpace: inputs.spaces.converter(for: coordinateSpace)))
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    /// Canvas points to the drag's coordinate space.
    let toLocal: (CGPoint) -> CGPoint
    var start: CGPoint = .zero
    var samples: [(t: Double, p: CGPoint)] = []
    init(minimumDistance: CGFloat, toSpace: @escaping (CGPoint) -> CGPoint) {
        self.minimumDistance = minimumDistance
        self.toLocal = toSpace
    }
    override var isExclusive: Bool { true }

    override func pointerDown(_ event: PointerEvent) {
        start = toLocal(event.location)
        samples = [(event.time, start)]
        if minimumDistance == 0 {
            state = .began
            reportChanged(value(at: event))
        }
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible || state == .began else { return }
        let p = toLocal(event.location)
        samples.append((event.time, p))
        samples.removeAll { $0.t < event.time - 0.1 - 1e-9 }
        if state == .possible {
            let dx = p.x - start.x, dy = p.y - start.y
            guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
            state = .began
        }
        reportChanged(value(at: event))
    }

    override func pointerUp(_ event: PointerEvent) {
        let p = toLocal(event.location)
        if samples.last?.t != event.time || samples.last?.p != p { samples.append((event.time, p)) }
        samples.removeAll { $0.t < event.time - 0.1 - 1e-9 }
        guard state == .began else { state = .failed; return }
        state = .ended
        reportEnded(value(at: event))
    }

    private func value(at event: PointerEvent) -> DragGesture.Value {
        DragGesture.Value(
            time: Date(timeIntervalSinceReferenceDate: event.time),
            location: toLocal(event.location), startLocation: start,
            velocity: Self.velocity(of: samples))
    }

    /// Least-squares slope of position over time, points per second.
    static func velocity(of samples: [(t: Double, p: CGPoint)]) -> CGSize {
        guard samples.count >= 2 else { return .zero }
        let n = Double(samples.count)
        let mt = samples.reduce(0) { $0 + $1.t } / n
        let mx = samples.reduce(0) { $0 + Double($1.p.x) } / n
        let my = samples.reduce(0) { $0 + Double($1.p.y) } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in samples {
            let dt = s.t - mt
            stt += dt * dt
            stx += dt * (Double(s.p.x) - mx)
            sty += dt * (Double(s.p.y) - my)
        }
        guard stt > 0 else { return .zero }
        return CGSize(width: stx / stt, height: sty / stt)
    }
}
