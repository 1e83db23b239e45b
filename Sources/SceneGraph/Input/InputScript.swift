import Foundation

/// One step of scripted input: produces pointer events at exact scene times.
public protocol InputStep: Sendable {
    /// The events of this step. Continuous motion is sampled at least `sampleRate` times per second.
    func events(sampleRate: Double) -> [PointerEvent]
}

/// A drag from one point to another: pointer down at `start`, moves sampled along the way,
/// pointer up at `start + duration` at `to`. Points in scene coordinates (origin top left),
/// times in seconds. `curve` eases the progress (linear by default, so the release velocity is
/// (to − from) / duration).
public struct Drag: InputStep, Hashable, Sendable {
    public var from: CGPoint
    public var to: CGPoint
    public var start: Double
    public var duration: Double
    public var curve: UnitCurve
    /// Points between `from` and `to` for a curved drag (a polyline traversed at constant speed
    /// along its length, eased by `curve`).
    public var via: [CGPoint] = []

    /// A drag along a polyline through `path` (at least two points).
    public init(path: [CGPoint], start: Double, duration: Double, curve: UnitCurve = .linear) {
        precondition(path.count >= 2, "Drag(path:): path must have at least 2 points, got \(path.count)")
        self.init(from: path[0], to: path[path.count - 1], start: start, duration: duration, curve: curve)
        via = Array(path.dropFirst().dropLast())
    }

    public init(from: CGPoint, to: CGPoint, start: Double, duration: Double, curve: UnitCurve = .linear) {
        precondition(start.isFinite && start >= 0, "Drag: start must be ≥ 0 and finite (seconds), got \(start)")
        precondition(duration.isFinite && duration > 0, "Drag: duration must be > 0 and finite (seconds), got \(duration)")
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    public func events(sampleRate: Double) -> [PointerEvent] {
        let n = max(1, Int((duration * sampleRate).rounded(.up)))
        var out = [PointerEvent(.down, at: from, time: start)]
        for i in 1...n {
            let f = Double(i) / Double(n)
            out.append(PointerEvent(.move, at: point(at: curve.value(at: f)), time: start + duration * f))
        }
        out.append(PointerEvent(.up, at: to, time: start + duration))
        return out
    }
}

extension Drag {
    /// The location a fraction `p` of the way along the path (by length).
    func point(at p: Double) -> CGPoint {
        let points = [from] + via + [to]
        var lengths: [Double] = []
        for (a, b) in zip(points, points.dropFirst()) { lengths.append(Double(hypot(b.x - a.x, b.y - a.y))) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return from }
        var remaining = min(max(p, 0), 1) * total
        for (i, l) in lengths.enumerated() {
            if remaining <= l || i == lengths.count - 1 {
                let f = l > 0 ? CGFloat(min(remaining / l, 1)) : 0
                let a = points[i], b = points[i + 1]
                return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            }
            remaining -= l
        }
        return to
    }
}

/// A tap at a point: pointer down and up 50 ms later; `count` taps 150 ms apart.
public struct Tap: InputStep, Hashable, Sendable {
    public var location: CGPoint
    public var time: Double
    public var count: Int
    public init(at location: CGPoint, time: Double, count: Int = 1) {
        precondition(time.isFinite && time >= 0, "Tap: time must be ≥ 0 and finite (seconds), got \(time)")
        precondition(count >= 1, "Tap: count must be ≥ 1, got \(count)")
        self.location = location
        self.time = time
        self.count = count
    }
    public func events(sampleRate: Double) -> [PointerEvent] {
        (0..<count).flatMap { i -> [PointerEvent] in
            let t = time + Double(i) * 0.15
            return [PointerEvent(.down, at: location, time: t), PointerEvent(.up, at: location, time: t + 0.05)]
        }
    }
}

/// A press held still for `duration` seconds (long press).
public struct Press: InputStep, Hashable, Sendable {
    public var location: CGPoint
    public var time: Double
    public var duration: Double
    public init(at location: CGPoint, time: Double, duration: Double) {
        precondition(time.isFinite && time >= 0, "Press: time must be ≥ 0 and finite (seconds), got \(time)")
        precondition(duration.isFinite && duration >= 0, "Press: duration must be ≥ 0 and finite (seconds), got \(duration)")
        self.location = location
        self.time = time
        self.duration = duration
    }
    public func events(sampleRate: Double) -> [PointerEvent] {
        [PointerEvent(.down, at: location, time: time), PointerEvent(.up, at: location, time: time + duration)]
    }
}

/// Pointer events at exact times, as given.
public struct PointerEvents: InputStep, Hashable, Sendable {
    public var events: [PointerEvent]
    public init(_ events: [PointerEvent]) { self.events = events }
    public func events(sampleRate: Double) -> [PointerEvent] { events }
}

/// Builds an input script from steps.
@resultBuilder
public enum InputScriptBuilder {
    public static func buildExpression(_ step: some InputStep) -> [any InputStep] { [step] }
    public static func buildExpression(_ steps: [any InputStep]) -> [any InputStep] { steps }
    public static func buildBlock(_ parts: [any InputStep]...) -> [any InputStep] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any InputStep]?) -> [any InputStep] { part ?? [] }
    public static func buildEither(first: [any InputStep]) -> [any InputStep] { first }
    public static func buildEither(second: [any InputStep]) -> [any InputStep] { second }
    public static func buildArray(_ parts: [[any InputStep]]) -> [any InputStep] { parts.flatMap { $0 } }
}

/// Scripted pointer input for a scene, since render machines have no pointer.
public struct InputScript: Sendable {
    public var steps: [any InputStep]
    public init(@InputScriptBuilder _ build: () -> [any InputStep]) { steps = build() }
    public init(steps: [any InputStep] = []) { self.steps = steps }
    /// No input.
    public static var none: InputScript { InputScript(steps: []) }

    /// The same input moved by `offset` points (for a scene drawn on a larger or smaller
    /// canvas, where its content is centred).
    public func offset(by offset: CGSize) -> InputScript {
        guard offset != .zero else { return self }
        return InputScript(steps: [TranslatedSteps(steps: steps, offset: offset)])
    }

    /// Every event, in time order, sampled at `max(240, fps)` per second (so at least once a frame).
    public func events(fps: Double) -> [PointerEvent] {
        let rate = max(240, fps.isFinite ? fps : 240)
        return steps.flatMap { $0.events(sampleRate: rate) }.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

/// Steps whose events are moved by a fixed offset.
struct TranslatedSteps: InputStep {
    let steps: [any InputStep]
    let offset: CGSize
    func events(sampleRate: Double) -> [PointerEvent] {
        steps.flatMap { $0.events(sampleRate: sampleRate) }.map { e in
            var moved = e
            moved.location = CGPoint(x: e.location.x + offset.width, y: e.location.y + offset.height)
            return moved
        }
    }
}
