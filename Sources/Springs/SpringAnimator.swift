import Foundation

/// Whether a change animates or snaps (Wave's `AnimationMode`).
public enum AnimationMode: Sendable, Hashable {
    case animated
    case nonAnimated
}

/// The life cycle of an animator (Wave's `AnimatorState`).
public enum AnimatorState: Sendable, Hashable {
    case inactive
    case running
    case ended
}

/// Drives one value toward a target with a spring, Wave's `SpringAnimator` API.
///
/// Unlike Wave, on purpose:
/// - it is driven by an `AnimationClock` (injected, or the host's `AnimationClock.current` at
///   `start()`), never the wall clock;
/// - it is evaluated in closed form from the last retarget, carrying position and velocity, so
///   the values at a given time do not depend on how often the clock ticks, and stiff springs
///   are stable at any frame rate (Wave's semi-implicit Euler is neither);
/// - `.nonAnimated` applies at once, in `start()`; `completion` runs after `state`, `value` and
///   `velocity` are updated; `stop()` cancels a pending delayed start;
/// - it is finished when the remaining distance stays within `displacementThreshold × travel`
///   and the speed within `velocityThreshold × travel × ω0` (travel is the larger of the
///   distance to the target at the last retarget and |v0|/ω0, the distance the initial velocity
///   alone would carry it; ω0 = 2π/response). The finish time is computed in closed form at each
///   retarget, so it too is independent of the tick rate; the value then becomes exactly the target.
///
/// Events: each retarget while running reports `.retargeted(from:to:)` once; each run ends with
/// exactly one `.finished(at:)` (at the target, or where `stop()` left it).
public final class SpringAnimator<Value: VectorArithmetic>: AnimationClockSubscriber {
    /// Events passed to `completion`.
    public enum Event {
        /// The animation stopped; the value is the one given.
        case finished(at: Value)
        /// The target changed while running.
        case retargeted(from: Value, to: Value)
    }

    /// Relative displacement threshold for finishing (see the type's documentation).
    public static var displacementThreshold: Double { 1e-5 }
    /// Relative velocity threshold for finishing, in units of travel × ω0.
    public static var velocityThreshold: Double { 1e-4 }

    /// The spring. Changing it while running takes effect at once, from the current position
    /// and velocity.
    public var spring: Spring {
        didSet { if state == .running, let clock, spring != oldValue { rebase(at: clock.time) } }
    }
    /// Whether `start()` animates or snaps.
    public var mode: AnimationMode = .animated
    /// The current value; setting it while running restarts the motion from that value with the
    /// current velocity.
    public var value: Value? {
        get { _value }
        set {
            if state == .running, let clock { sample(at: clock.time) }
            _value = newValue
            if state == .running, let clock { rebase(at: clock.time, resample: false) }
        }
    }
    /// The value the spring moves to. Changing it while running retargets, keeping position and
    /// velocity, and reports `.retargeted(from:to:)`.
    public var target: Value? {
        get { _target }
        set {
            let old = _target
            if state == .running, let clock { sample(at: clock.time) }
            _target = newValue
            guard state == .running, let clock else { return }
            guard let old, let newValue else {
                if newValue == nil { stop(immediately: true) }
                return
            }
            rebase(at: clock.time, resample: false)
            if old != newValue { completion?(.retargeted(from: old, to: newValue)) }
        }
    }
    /// The current velocity, units per second. Setting it before `start()` gives the motion an
    /// initial velocity (a gesture's release velocity); setting it while running changes the
    /// velocity at the current instant.
    public var velocity: Value {
        get { _velocity }
        set {
            if state == .running, let clock { sample(at: clock.time) }
            _velocity = newValue
            if state == .running, let clock { rebase(at: clock.time, resample: false) }
        }
    }
    /// Called with each new value (rounded when `integralizeValues` is set).
    public var valueChanged: ((Value) -> Void)?
    /// Called with `.finished(at:)` and `.retargeted(from:to:)`, after the animator's state is updated.
    public var completion: ((Event) -> Void)?
    /// When true, values passed to `valueChanged` are rounded to whole numbers, component by
    /// component, for `CGFloat`, `Double`, `Float`, `CGPoint`, `CGSize` and `CGRect` (Wave's
    /// pixel-aligned output). `value` itself stays exact. Other types are passed unchanged.
    public var integralizeValues = false
    /// The life cycle state.
    public private(set) var state: AnimatorState = .inactive

    /// Seconds the current spring needs to settle from rest to 0.001 of a unit step (Wave's
    /// `settlingTime`; for information only).
    public var settlingTime: Double { spring.settlingDuration }

    private var _value: Value?
    private var _target: Value?
    private var _velocity: Value = .zero
    private var clock: AnimationClock?
    private var segmentStart = 0.0
    private var segmentValue: Value = .zero
    private var segmentVelocity: Value = .zero
    private var segmentDelta: Value = .zero
    private var pendingStart: Double?
    /// Set by `stop(immediately: true)`: the next tick makes the ended animator inactive.
    private var resetsOnNextTick = false
    private var finishTime = Double.infinity

    /// - Parameters:
    ///   - spring: the spring to use; Wave's default is `Spring.defaultAnimated` (damping ratio
    ///     1.0, response 0.82 s).
    ///   - value: the starting value.
    ///   - target: the target.
    ///   - clock: the clock that drives it; nil uses `AnimationClock.current` at `start()`.
    public init(spring: Spring = .defaultAnimated, value: Value? = nil, target: Value? = nil, clock: AnimationClock? = nil) {
        self.spring = spring
        self._value = value
        self._target = target
        self.clock = clock
    }

    /// The time at which the current motion finishes, in the clock's seconds (nil unless running).
    public var finishingTime: Double? { state == .running ? finishTime : nil }

    /// Starts moving toward `target` after `delay` seconds (≥ 0). In `.nonAnimated` mode (or with a
    /// snapping spring) the value becomes the target at once, the animator ends and reports
    /// `.finished(at:)`. Starting while running keeps the motion going (and applies a new delay
    /// from now). A start with no value begins at the target.
    ///
    /// A start that cannot run is ignored with one warning naming the reason: no target, no
    /// clock (none injected and `AnimationClock.current` unset), or a target that is not finite.
    /// A delay that is not ≥ 0 and finite counts as 0; a value or velocity that is not finite
    /// is replaced by the target or zero. Each with one warning.
    public func start(afterDelay delay: Double = 0) {
        resetsOnNextTick = false
        var delay = delay
        if !(delay >= 0 && delay.isFinite) {
            WarningLog.warn("SpringAnimator.start: delay must be ≥ 0 and finite, got \(delay); using 0")
            delay = 0
        }
        guard let target = _target else {
            WarningLog.warn("SpringAnimator.start: set a target before starting; ignored")
            return
        }
        if clock == nil { clock = AnimationClock.current }
        guard let clock else {
            WarningLog.warn("SpringAnimator.start: no AnimationClock; pass clock: to init, or start it from a SceneHost event handler; ignored")
            return
        }
        guard target.magnitudeSquared.isFinite else {
            WarningLog.warn("SpringAnimator.start: target must be finite, got \(target); ignored")
            return
        }
        if let value = _value, !value.magnitudeSquared.isFinite {
            WarningLog.warn("SpringAnimator.start: value must be finite, got \(value); using the target")
            _value = target
        }
        if !_velocity.magnitudeSquared.isFinite {
            WarningLog.warn("SpringAnimator.start: velocity must be finite, got \(_velocity); using zero")
            _velocity = .zero
        }
        if _value == nil { _value = target }
        if mode == .nonAnimated || spring.isInstant {
            pendingStart = nil
            clock.remove(self)
            _value = target
            _velocity = .zero
            state = .ended
            emit(target)
            completion?(.finished(at: target))
            return
        }
        if delay > 0 {
            // A running motion keeps going during the delay.
            pendingStart = clock.time + delay
            clock.add(self)
            return
        }
        pendingStart = nil
        if state == .running { return }
        state = .running
        rebase(at: clock.time, resample: false)
        clock.add(self)
        emit(_value ?? target)
        if clock.time >= finishTime { finish() }
    }

    /// Stops the animator and cancels a pending delayed start.
    ///
    /// With `immediately` true (default, Wave's behaviour) it stays at its current value, ends
    /// (`state` is `.ended`), reports `.finished(at:)` with that value, and on its clock's next
    /// tick becomes `.inactive`, as Wave's animation controller resets a stopped animator on its
    /// next frame (the target stays). Otherwise (Wave's behaviour) the target becomes the current
    /// value, so the spring brings the motion smoothly to rest there.
    public func stop(immediately: Bool = true) {
        pendingStart = nil
        guard state == .running else {
            if !resetsOnNextTick { clock?.remove(self) }
            return
        }
        if let clock { sample(at: clock.time) }
        if immediately {
            _velocity = .zero
            state = .ended
            if clock != nil { resetsOnNextTick = true }
            if let value = _value { completion?(.finished(at: value)) }
        } else {
            target = _value
        }
    }

    /// Starts a new segment of closed-form motion at `time` from the current value and velocity.
    private func rebase(at time: Double, resample: Bool = true) {
        if resample { sample(at: time) }
        let target = _target ?? .zero
        segmentStart = time
        segmentValue = _value ?? target
        segmentVelocity = _velocity
        segmentDelta = target - segmentValue
        finishTime =
            time
            + spring.restDuration(
                target: segmentDelta, initialVelocity: segmentVelocity,
                displacement: Self.displacementThreshold,
                speed: Self.velocityThreshold)
    }

    /// Sets value and velocity to the closed form at `time` (no callbacks).
    private func sample(at time: Double) {
        guard state == .running, time > segmentStart else { return }
        let dt = time - segmentStart
        _value = segmentValue + spring.value(target: segmentDelta, initialVelocity: segmentVelocity, time: dt)
        _velocity = spring.velocity(target: segmentDelta, initialVelocity: segmentVelocity, time: dt)
    }

    private func emit(_ value: Value) {
        guard let valueChanged else { return }
        valueChanged(integralizeValues ? Integralizer.rounded(value) : value)
    }

    private func finish() {
        let target = _target ?? _value ?? .zero
        _value = target
        _velocity = .zero
        state = .ended
        clock?.remove(self)
        emit(target)
        completion?(.finished(at: target))
    }

    /// Advances to `time` (seconds); called by the clock. Returns false once the animator no
    /// longer needs ticks.
    public func tick(at time: Double) -> Bool {
        if resetsOnNextTick {
            resetsOnNextTick = false
            if state == .ended { state = .inactive }
            if state != .running && pendingStart == nil { return false }
        }
        if let pending = pendingStart, time >= pending {
            pendingStart = nil
            if state != .running {
                state = .running
                rebase(at: pending, resample: false)
            }
        }
        guard state == .running else { return pendingStart != nil }
        if time >= finishTime {
            finish()
            return false
        }
        sample(at: time)
        if let value = _value { emit(value) }
        return true
    }
}

/// Rounds the components of the common geometric types to whole numbers.
enum Integralizer {
    @inline(__always)
    static func rounded<V>(_ value: V) -> V {
        switch value {
        case let v as CGFloat: return v.rounded() as! V
        case let v as Double: return v.rounded() as! V
        case let v as Float: return v.rounded() as! V
        case let v as CGPoint: return CGPoint(x: v.x.rounded(), y: v.y.rounded()) as! V
        case let v as CGSize: return CGSize(width: v.width.rounded(), height: v.height.rounded()) as! V
        case let v as CGRect:
            return CGRect(
                x: v.origin.x.rounded(), y: v.origin.y.rounded(),
                width: v.size.width.rounded(), height: v.size.height.rounded()) as! V
        default: return value
        }
    }
}
