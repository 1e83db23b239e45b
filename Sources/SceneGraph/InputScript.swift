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
            let p = curve.value(at: f)
            let loc = CGPoint(x: from.x + (to.x - from.x) * CGFloat(p), y: from.y + (to.y - from.y) * CGFloat(p))
            out.append(PointerEvent(.move, at: loc, time: start + duration * f))
        }
        out.append(PointerEvent(.up, at: to, time: start + duration))
        return out
    }
}

/// A tap at a point: pointer down and up 50 ms later.
public struct Tap: InputStep, Hashable, Sendable {
    public var location: CGPoint
    public var time: Double
    public init(at location: CGPoint, time: Double) {
        precondition(time.isFinite && time >= 0, "Tap: time must be ≥ 0 and finite (seconds), got \(time)")
        self.location = location
        self.time = time
    }
    public func events(sampleRate: Double) -> [PointerEvent] {
        [PointerEvent(.down, at: location, time: time), PointerEvent(.up, at: location, time: time + 0.05)]
    }
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

    /// Every event, in time order, sampled at `max(240, fps)` per second (so at least once a frame).
    public func events(fps: Double) -> [PointerEvent] {
        let rate = max(240, fps.isFinite ? fps : 240)
        return steps.flatMap { $0.events(sampleRate: rate) }.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
