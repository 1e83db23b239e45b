import Foundation

/// One step of scripted input: produces pointer events at exact scene times.
public protocol InputStep: Sendable {
    /// The events of this step. Continuous motion is sampled at least `sampleRate` times per second.
    func events(sampleRate: Double) -> [PointerEvent]
    /// How many events `events(sampleRate:)` gives, or the parameter that is out of range (then
    /// the step gives no events). Computed without making the events, so a hostile step is
    /// refused before it allocates anything.
    func eventCount(sampleRate: Double) -> Result<Int, SceneError>
}

extension InputStep {
    /// Default: makes the events and counts them (fine for steps with few events).
    public func eventCount(sampleRate: Double) -> Result<Int, SceneError> { .success(events(sampleRate: sampleRate).count) }
}

/// A drag from one point to another: pointer down at `start`, moves sampled along the way,
/// pointer up at `start + duration` at `to`. Points in scene coordinates (origin top left),
/// times in seconds. `curve` eases the progress (linear by default, so the release velocity is
/// (to − from) / duration).
///
/// The initialisers accept any value and never trap: a drag with a parameter out of range (start
/// not ≥ 0 and finite, duration not > 0 and finite, a path of fewer than two points, points that
/// are not finite, or more samples than `InputScript.maximumEvents`) gives no events, and
/// `InputScript.checkedEvents(fps:)` (used by `FrameRecorder`) throws
/// `SceneError.invalidParameter` naming it.
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
    /// Number of points given to `init(path:)` when fewer than two (nil otherwise).
    var shortPathCount: Int?

    /// A drag along a polyline through `path` (at least two points; fewer give no events, see
    /// the type's documentation).
    public init(path: [CGPoint], start: Double, duration: Double, curve: UnitCurve = .linear) {
        self.init(from: path.first ?? .zero, to: path.last ?? .zero, start: start, duration: duration, curve: curve)
        if path.count >= 2 { via = Array(path.dropFirst().dropLast()) } else { shortPathCount = path.count }
    }

    public init(from: CGPoint, to: CGPoint, start: Double, duration: Double, curve: UnitCurve = .linear) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// ⌈duration × sampleRate⌉ moves plus the press and the release, or the invalid parameter.
    public func eventCount(sampleRate: Double) -> Result<Int, SceneError> {
        if let n = shortPathCount {
            return .failure(.invalidParameter(name: "Drag(path:) path", value: "\(n) points", valid: "at least 2 points"))
        }
        guard start.isFinite, start >= 0 else {
            return .failure(.invalidParameter(name: "Drag start", value: "\(start)", valid: "≥ 0 and finite (seconds)"))
        }
        guard duration.isFinite, duration > 0 else {
            return .failure(.invalidParameter(name: "Drag duration", value: "\(duration)", valid: "> 0 and finite (seconds)"))
        }
        for p in [from, to] + via where !(p.x.isFinite && p.y.isFinite) {
            return .failure(.invalidParameter(name: "Drag point", value: "\(p)", valid: "finite coordinates (points)"))
        }
        let samples = max(1, (duration * sampleRate).rounded(.up))
        guard samples + 2 <= Double(InputScript.maximumEvents) else {
            return .failure(
                .invalidParameter(
                    name: "Drag duration", value: "\(duration) s (\(samples) samples at \(sampleRate) per second)",
                    valid: "at most \(InputScript.maximumEvents - 2) samples, \(Double(InputScript.maximumEvents - 2) / sampleRate) s at this rate"))
        }
        return .success(Int(samples) + 2)
    }

    public func events(sampleRate: Double) -> [PointerEvent] {
        guard case .success(let count) = eventCount(sampleRate: sampleRate) else { return [] }
        let n = count - 2
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
///
/// Any value is accepted: a tap whose time is not ≥ 0 and finite, whose location is not finite
/// or whose count is not in 1…`InputScript.maximumEvents / 2` gives no events, and
/// `InputScript.checkedEvents(fps:)` throws naming the parameter.
public struct Tap: InputStep, Hashable, Sendable {
    public var location: CGPoint
    public var time: Double
    public var count: Int
    public init(at location: CGPoint, time: Double, count: Int = 1) {
        self.location = location
        self.time = time
        self.count = count
    }
    /// Two events per tap, or the invalid parameter.
    public func eventCount(sampleRate: Double) -> Result<Int, SceneError> {
        guard time.isFinite, time >= 0 else {
            return .failure(.invalidParameter(name: "Tap time", value: "\(time)", valid: "≥ 0 and finite (seconds)"))
        }
        guard location.x.isFinite, location.y.isFinite else {
            return .failure(.invalidParameter(name: "Tap location", value: "\(location)", valid: "finite coordinates (points)"))
        }
        guard count >= 1, count <= InputScript.maximumEvents / 2 else {
            return .failure(.invalidParameter(name: "Tap count", value: "\(count)", valid: "1...\(InputScript.maximumEvents / 2)"))
        }
        return .success(2 * count)
    }
    public func events(sampleRate: Double) -> [PointerEvent] {
        guard case .success = eventCount(sampleRate: sampleRate) else { return [] }
        return (0..<count).flatMap { i -> [PointerEvent] in
            let t = time + Double(i) * 0.15
            return [PointerEvent(.down, at: location, time: t), PointerEvent(.up, at: location, time: t + 0.05)]
        }
    }
}

/// A press held still for `duration` seconds (long press). Any value is accepted: a press whose
/// time is not ≥ 0 and finite or whose duration is not ≥ 0 and finite gives no events, and
/// `InputScript.checkedEvents(fps:)` throws naming the parameter.
public struct Press: InputStep, Hashable, Sendable {
    public var location: CGPoint
    public var time: Double
    public var duration: Double
    public init(at location: CGPoint, time: Double, duration: Double) {
        self.location = location
        self.time = time
        self.duration = duration
    }
    /// A press and a release, or the invalid parameter.
    public func eventCount(sampleRate: Double) -> Result<Int, SceneError> {
        guard time.isFinite, time >= 0 else {
            return .failure(.invalidParameter(name: "Press time", value: "\(time)", valid: "≥ 0 and finite (seconds)"))
        }
        guard duration.isFinite, duration >= 0 else {
            return .failure(.invalidParameter(name: "Press duration", value: "\(duration)", valid: "≥ 0 and finite (seconds)"))
        }
        return .success(2)
    }
    public func events(sampleRate: Double) -> [PointerEvent] {
        guard case .success = eventCount(sampleRate: sampleRate) else { return [] }
        return [PointerEvent(.down, at: location, time: time), PointerEvent(.up, at: location, time: time + duration)]
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
        return InputScript(steps: steps.map { TranslatedSteps(steps: [$0], offset: offset) })
    }

    /// The most events a script may produce (1,000,000: a drag of about 69 minutes at 240
    /// samples per second, or 500,000 taps), so that a hostile script cannot exhaust memory.
    public static let maximumEvents = 1_000_000

    /// Every event, in time order, sampled at `max(240, fps)` per second (so at least once a frame).
    /// Steps with a parameter out of range give no events (see `checkedEvents(fps:)`), and
    /// steps beyond `maximumEvents` in total are left out.
    public func events(fps: Double) -> [PointerEvent] {
        let rate = Self.sampleRate(fps: fps)
        var budget = Self.maximumEvents
        var all: [PointerEvent] = []
        for step in steps {
            switch step.eventCount(sampleRate: rate) {
            case .failure(let error):
                WarningLog.warn("\(error); the step gives no input")
                continue
            case .success(let n) where n > budget:
                WarningLog.warn("input script: more than \(Self.maximumEvents) events; later steps left out")
                continue
            case .success(let n):
                budget -= n
            }
            all += step.events(sampleRate: rate)
        }
        return Self.ordered(all)
    }

    /// `events(fps:)` for a script that must be valid.
    ///
    /// - Throws: `SceneError.invalidParameter` naming the first step's parameter that is out of
    ///   range, or `input events` when the script would produce more than `maximumEvents`.
    public func checkedEvents(fps: Double) throws(SceneError) -> [PointerEvent] {
        let rate = Self.sampleRate(fps: fps)
        var total = 0
        for step in steps {
            total += try step.eventCount(sampleRate: rate).get()
            guard total <= Self.maximumEvents else {
                throw .invalidParameter(
                    name: "input events", value: "more than \(Self.maximumEvents) (at \(rate) samples per second)",
                    valid: "at most \(Self.maximumEvents) in one script")
            }
        }
        return Self.ordered(steps.flatMap { $0.events(sampleRate: rate) })
    }

    private static func sampleRate(fps: Double) -> Double { max(240, fps.isFinite ? fps : 240) }

    private static func ordered(_ events: [PointerEvent]) -> [PointerEvent] {
        events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

/// Steps whose events are moved by a fixed offset.
struct TranslatedSteps: InputStep {
    let steps: [any InputStep]
    let offset: CGSize
    func eventCount(sampleRate: Double) -> Result<Int, SceneError> {
        var total = 0
        for step in steps {
            switch step.eventCount(sampleRate: sampleRate) {
            case .success(let n): total += n
            case .failure(let error): return .failure(error)
            }
        }
        return .success(total)
    }
    func events(sampleRate: Double) -> [PointerEvent] {
        steps.flatMap { $0.events(sampleRate: sampleRate) }.map { e in
            var moved = e
            moved.location = CGPoint(x: e.location.x + offset.width, y: e.location.y + offset.height)
            return moved
        }
    }
}
