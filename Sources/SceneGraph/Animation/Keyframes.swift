import Foundation

/// One keyframe of a track: where the value goes and how (SwiftUI's keyframe types).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: VectorArithmetic
    /// The keyframes, in order.
    var keyframes: [Keyframe<Value>] { get }
}

/// A resolved keyframe.
public struct Keyframe<Value: VectorArithmetic> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let target: Value
    let duration: Double
    let kind: Kind
}

/// Interpolates in a straight line, eased by `timingCurve`.
public struct LinearKeyframe<Value: VectorArithmetic>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        keyframes = [Keyframe(target: to, duration: max(0, duration.isFinite ? duration : 0), kind: .linear(timingCurve))]
    }
}

/// Moves with a spring from the previous value and velocity; the next keyframe starts from the
/// spring's value and velocity at the end of `duration` (default: the spring's duration).
public struct SpringKeyframe<Value: VectorArithmetic>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let d = duration ?? spring.duration
        keyframes = [Keyframe(target: to, duration: max(0, d.isFinite ? d : 0), kind: .spring(spring, startVelocity: startVelocity))]
    }
}

/// A cubic Hermite curve; missing velocities come from the neighbouring keyframes
/// (Catmull-Rom), as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: VectorArithmetic>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframes = [
            Keyframe(
                target: to, duration: max(0, duration.isFinite ? duration : 0),
                kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
        ]
    }
}

/// Jumps to a value at once.
public struct MoveKeyframe<Value: VectorArithmetic>: KeyframeTrackContent {
    public let keyframes: [Keyframe<Value>]
    public init(_ to: Value) { keyframes = [Keyframe(target: to, duration: 0, kind: .move)] }
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: VectorArithmetic> {
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [Keyframe<Value>] where K.Value == Value { k.keyframes }
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }
    public static func buildEither(first: [Keyframe<Value>]) -> [Keyframe<Value>] { first }
    public static func buildEither(second: [Keyframe<Value>]) -> [Keyframe<Value>] { second }
}

/// The keyframes of one property of the animated value (SwiftUI's `KeyframeTrack`).
public struct KeyframeTrack<Root, Value: VectorArithmetic> {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [Keyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = content()
    }

    init(keyPath: WritableKeyPath<Root, Value>, keyframes: [Keyframe<Value>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// Total duration in seconds.
    var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The value at `time` seconds, starting from `initial` with zero velocity.
    func value(from initial: Value, at time: Double) -> Value {
        var start = initial
        var velocity = Value.zero
        var t0 = 0.0
        for (i, k) in keyframes.enumerated() {
            let local = time - t0
            let d = k.duration
            let inside = local < d
            let u = inside ? local : d
            let (v, vel) = segment(k, index: i, from: start, velocity: velocity, localTime: u)
            if inside { return v }
            start = v
            velocity = vel
            t0 += d
        }
        return start
    }

    private func segment(_ k: Keyframe<Value>, index: Int, from start: Value, velocity: Value, localTime u: Double) -> (Value, Value) {
        let delta = k.target - start
        switch k.kind {
        case .move:
            return (k.target, .zero)
        case .linear(let curve):
            guard k.duration > 0 else { return (k.target, .zero) }
            let f = u / k.duration
            // A circular curve's velocity is infinite at a vertical end: the next keyframe takes none.
            let v = curve.velocity(at: f)
            return (start + delta.scaled(by: curve.value(at: f)), delta.scaled(by: (v.isFinite ? v : 0) / k.duration))
        case .spring(let spring, let v0):
            let initial = v0 ?? velocity
            return (
                start + spring.value(target: delta, initialVelocity: initial, time: u),
                spring.velocity(target: delta, initialVelocity: initial, time: u)
            )
        case .cubic(let v0, let v1):
            guard k.duration > 0 else { return (k.target, .zero) }
            let d = k.duration
            let m0 = v0 ?? velocity
            let m1: Value
            if let v1 {
                m1 = v1
            } else if index + 1 < keyframes.count, case .cubic = keyframes[index + 1].kind {
                let next = keyframes[index + 1]
                m1 = (next.target - start).scaled(by: 1 / max(d + next.duration, 1e-9))
            } else {
                m1 = .zero
            }
            // Hermite basis on s ∈ [0, 1], tangents scaled by the duration.
            let s = u / d
            let h00 = 2 * s * s * s - 3 * s * s + 1, h10 = s * s * s - 2 * s * s + s
            let h01 = -2 * s * s * s + 3 * s * s, h11 = s * s * s - s * s
            let value = start.scaled(by: h00) + m0.scaled(by: h10 * d) + k.target.scaled(by: h01) + m1.scaled(by: h11 * d)
            let d00 = 6 * s * s - 6 * s, d10 = 3 * s * s - 4 * s + 1, d01 = -6 * s * s + 6 * s, d11 = 3 * s * s - 2 * s
            let vel = start.scaled(by: d00 / d) + m0.scaled(by: d10) + k.target.scaled(by: d01 / d) + m1.scaled(by: d11)
            return (value, vel)
        }
    }
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> [Keyframe<Value>]) {
        self.init(\.self, content: content)
    }
}

/// A type-erased track of a `Root` value.
public struct AnyKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Root, Double) -> Void
    init<V>(_ track: KeyframeTrack<Root, V>) {
        duration = track.duration
        apply = { root, initial, t in root[keyPath: track.keyPath] = track.value(from: initial[keyPath: track.keyPath], at: t) }
    }
}

/// One part of a keyframes block: a whole track, or bare keyframes for the value itself
/// (consecutive bare keyframes form one track).
public struct KeyframesPart<Root> {
    enum Kind {
        case track(AnyKeyframeTrack<Root>)
        case bare([Any], make: ([Any]) -> AnyKeyframeTrack<Root>)
    }
    let kind: Kind
}

/// Builds the tracks of a keyframe animation.
@resultBuilder
public enum KeyframesBuilder<Root> {
    public static func buildExpression<V>(_ track: KeyframeTrack<Root, V>) -> [KeyframesPart<Root>] {
        [KeyframesPart(kind: .track(AnyKeyframeTrack(track)))]
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> [KeyframesPart<Root>] where K.Value == Root, Root: VectorArithmetic {
        [
            KeyframesPart(
                kind: .bare(
                    k.keyframes.map { $0 as Any },
                    make: { all in
                        AnyKeyframeTrack(KeyframeTrack(keyPath: \Root.self, keyframes: all.compactMap { $0 as? Keyframe<Root> }))
                    }))
        ]
    }
    public static func buildBlock(_ parts: [KeyframesPart<Root>]...) -> [KeyframesPart<Root>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [KeyframesPart<Root>]?) -> [KeyframesPart<Root>] { part ?? [] }
    public static func buildEither(first: [KeyframesPart<Root>]) -> [KeyframesPart<Root>] { first }
    public static func buildEither(second: [KeyframesPart<Root>]) -> [KeyframesPart<Root>] { second }
    public static func buildArray(_ parts: [[KeyframesPart<Root>]]) -> [KeyframesPart<Root>] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ parts: [KeyframesPart<Root>]) -> [AnyKeyframeTrack<Root>] {
        var tracks: [AnyKeyframeTrack<Root>] = []
        var bare: [Any] = []
        var make: (([Any]) -> AnyKeyframeTrack<Root>)?
        for part in parts {
            switch part.kind {
            case .track(let t): tracks.append(t)
            case .bare(let k, let m):
                bare.append(contentsOf: k)
                make = make ?? m
            }
        }
        if let make { tracks.append(make(bare)) }
        return tracks
    }
}

/// Keyframes evaluated at any time (SwiftUI's `KeyframeTimeline`): each track runs from the
/// initial value; the duration is that of the longest track.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = content()
    }

    /// Seconds until every track has reached its last keyframe.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds.
    public func value(time: Double) -> Value {
        var v = initialValue
        for track in tracks { track.apply(&v, initialValue, max(0, time)) }
        return v
    }

    /// The value at `progress` in [0, 1] of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// Plays keyframes on its content: for ever from its appearance when `repeating`, or once per
/// change of the trigger (SwiftUI's `keyframeAnimator`). Rebuilt every frame while playing.
public struct _KeyframeAnimatorView<Value, Trigger: Equatable, Content: View, Output: View>: View {
    let initialValue: Value
    let trigger: Trigger?
    let repeating: Bool
    let content: Content
    let makeContent: (PlaceholderContentView<Content>, Value) -> Output
    let keyframes: (Value) -> [AnyKeyframeTrack<Value>]
    @State var start: Double?

    public var body: some View {
        let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))
        TimelineView(.animation) { context in
            makeContent(PlaceholderContentView(content: content), value(at: context.sceneTime, timeline: timeline))
        }
        .onAppear { if trigger == nil { start = AnimationClock.current?.time ?? 0 } }
        .onChange(of: trigger) { if trigger != nil { start = AnimationClock.current?.time ?? 0 } }
    }
}

extension _KeyframeAnimatorView {
    /// The animated value at scene time `sceneTime`.
    func value(at sceneTime: Double, timeline: KeyframeTimeline<Value>) -> Value {
        guard let start else { return initialValue }
        var t = sceneTime - start
        if repeating, timeline.duration > 0 { t = t.truncatingRemainder(dividingBy: timeline.duration) }
        return timeline.value(time: t)
    }
}

extension KeyframeTimeline {
    init(initialValue: Value, tracks: [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    /// Plays keyframes on this view, repeating by default.
    public func keyframeAnimator<Value, Output: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]
    ) -> _KeyframeAnimatorView<Value, Int, Self, Output> {
        _KeyframeAnimatorView(
            initialValue: initialValue, trigger: nil, repeating: repeating, content: self,
            makeContent: content, keyframes: keyframes)
    }

    /// Plays keyframes once each time `trigger` changes.
    public func keyframeAnimator<Value, Trigger: Equatable, Output: View>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]
    ) -> _KeyframeAnimatorView<Value, Trigger, Self, Output> {
        _KeyframeAnimatorView(
            initialValue: initialValue, trigger: trigger, repeating: false, content: self,
            makeContent: content, keyframes: keyframes)
    }
}
