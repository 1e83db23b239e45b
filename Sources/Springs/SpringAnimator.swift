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
///   the values at a given time do not depend on how often the clock ticks;
/// - `.nonAnimated` applies at once, in `start()`; `completion` runs after `state` is updated;
///   `stop()` cancels a pending delayed start;
/// - it is finished when the remaining displacement is within `1e-4 ×` the travel of the
///   current motion and the velocity within `1e-3 ×` travel per second (travel is the larger of
///   the distance to the target at the retarget and the distance the initial velocity alone
///   would carry it, `|v0|/ω0`); the value is then set exactly to the target.
public final class SpringAnimator<Value: VectorArithmetic>: AnimationClockSubscriber {
    /// Events passed to `completion`.
    public enum Event {
        /// The animation reached its target and stopped.
        case finished(at: Value)
        /// The target changed while running.
        case retargeted(from: Value, to: Value)
    }

    /// The spring. Changing it affects the next retarget or start.
    public var spring: Spring
    /// Whether `start()` animates or snaps.
    public var mode: AnimationMode = .animated
    /// The current value; setting it while running restarts the motion from that value.
    public var value: Value? {
        get { _value }
        set {
            _value = newValue
            if state == .running, let clock { segmentStart = clock.time; segmentValue = newValue ?? .zero
                segmentVelocity = velocity }
        }
    }
    /// The value the spring moves to. Changing it while running retargets, keeping position and
    /// velocity, and reports `.retargeted(from:to:)`.
    public var target: Value? {
        didSet {
            guard state == .running, let clock, let oldValue, let target, oldValue != target else { return }
            rebase(at: clock.time)
            completion?(.retargeted(from: oldValue, to: target))
        }
    }
    /// The current velocity, units per second. Setting it before `start()` gives the motion an
    /// initial velocity (a gesture's release velocity).
    public var velocity: Value = .zero
    /// Called with each new value.
    public var valueChanged: ((Value) -> Void)?
    /// Called with `.finished(at:)` and `.retargeted(from:to:)`.
    public var completion: ((Event) -> Void)?
    /// Rounds values to whole numbers when the value type supports it (CGFloat-based types).
    public var integralizeValues = false
    /// The life cycle state.
    public private(set) var state: AnimatorState = .inactive

    private var _value: Value?
    private var clock: AnimationClock?
    private var segmentStart = 0.0
    private var segmentValue: Value = .zero
    private var segmentVelocity: Value = .zero
    private var pendingStart: Double?
    private var finishTime = Double.infinity

    /// - Parameters:
    ///   - spring: the spring to use.
    ///   - value: the starting value.
    ///   - target: the target.
    ///   - clock: the clock that drives it; nil uses `AnimationClock.current` at `start()`.
    public init(spring: Spring, value: Value? = nil, target: Value? = nil, clock: AnimationClock? = nil) {
        self.spring = spring
        self._value = value
        self.target = target
        self.clock = clock
    }

    /// Starts moving toward `target` after `delay` seconds (≥ 0). In `.nonAnimated` mode the value
    /// becomes the target at once and the animator ends.
    ///
    /// - Precondition: a target is set, and a clock was injected or `AnimationClock.current` is set.
    public func start(afterDelay delay: Double = 0) {
        precondition(delay >= 0 && delay.isFinite, "SpringAnimator.start: delay must be ≥ 0 and finite, got \(delay)")
        guard let target else {
            preconditionFailure("SpringAnimator.start: set a target before starting")
        }
        if clock == nil { clock = AnimationClock.current }
        guard let clock else {
            preconditionFailure("SpringAnimator.start: no AnimationClock; pass clock: to init, or start it from a SceneHost event handler")
        }
        if _value == nil { _value = target }
        if mode == .nonAnimated || spring.isInstant {
            pendingStart = nil
            clock.remove(self)
            _value = target
            velocity = .zero
            valueChanged?(target)
            state = .ended
            completion?(.finished(at: target))
            return
        }
        if delay > 0 {
            pendingStart = clock.time + delay
            clock.add(self)
            return
        }
        pendingStart = nil
        let wasRunning = state == .running
        rebase(at: clock.time)
        state = .running
        clock.add(self)
        if !wasRunning { valueChanged?(_value ?? target) }
    }

    /// Stops the animator. With `immediately` true (default) it stays where it is; otherwise it
    /// jumps to its target. A pending delayed start is cancelled either way.
    public func stop(immediately: Bool = true) {
        pendingStart = nil
        clock?.remove(self)
        guard state == .running else { return }
        if !immediately, let target {
            _value = target
            valueChanged?(target)
        }
        velocity = .zero
        state = .ended
        if let value = _value { completion?(.finished(at: value)) }
    }

    private func rebase(at time: Double) {
        if state == .running, segmentStart < time {
            sample(at: time)
        }
        segmentStart = time
        segmentValue = _value ?? target ?? .zero
        segmentVelocity = velocity
        let delta = (target ?? .zero) - segmentValue
        finishTime = time + settleTime(delta: delta, velocity: segmentVelocity)
    }

    private func settleTime(delta: Value, velocity: Value) -> Double {
        spring.settlingDuration(target: delta, initialVelocity: velocity, epsilon: 1e-4)
    }

    private func sample(at time: Double) {
        let target = self.target ?? .zero
        let delta = target - segmentValue
        let dt = time - segmentStart
        _value = segmentValue + spring.value(target: delta, initialVelocity: segmentVelocity, time: dt)
        velocity = spring.velocity(target: delta, initialVelocity: segmentVelocity, time: dt)
    }

    /// Advances to `time`; used by the clock.
    public func tick(at time: Double) -> Bool {
        if let pending = pendingStart {
            guard time >= pending else { return true }
            pendingStart = nil
            rebase(at: pending)
            state = .running
        }
        guard state == .running, let target else { return false }
        if time >= finishTime {
            _value = target
            velocity = .zero
            state = .ended
            valueChanged?(target)
            completion?(.finished(at: target))
            return false
        }
        sample(at: time)
        if let value = _value { valueChanged?(value) }
        return true
    }
}
