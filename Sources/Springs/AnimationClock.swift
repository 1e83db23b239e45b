import Foundation

/// Something an `AnimationClock` advances.
public protocol AnimationClockSubscriber: AnyObject {
    /// Called with the clock's new time in seconds. Return false to be removed from the clock.
    func tick(at time: Double) -> Bool
}

/// The time source of animators: stepped by a host (one step per frame or per input event) or by
/// hand, never by the wall clock, so that motion is reproducible.
///
/// A clock and its subscribers are used from one thread at a time (the host's); the lock only
/// guards against misuse. `AnimationClock.current` is the clock of the host running the current
/// event handler or body, which `SpringAnimator.start()` uses when it was given no clock.
public final class AnimationClock: @unchecked Sendable {
    private let lock = NSLock()
    private var _time: Double
    private var subscribers: [AnimationClockSubscriber] = []

    /// The clock of the host that is delivering input or evaluating views on this task, if any.
    @TaskLocal public static var current: AnimationClock?

    /// - Parameter time: the starting time in seconds (finite; otherwise 0, with one warning).
    public init(time: Double = 0) {
        if !time.isFinite { WarningLog.warn("AnimationClock: time must be finite, got \(time); using 0") }
        _time = time.isFinite ? time : 0
    }

    /// The current time in seconds.
    public var time: Double {
        lock.lock(); defer { lock.unlock() }
        return _time
    }

    /// Number of subscribers currently being driven.
    public var subscriberCount: Int {
        lock.lock(); defer { lock.unlock() }
        return subscribers.count
    }

    /// Adds a subscriber; it is ticked at each later `advance`. Adding twice has no effect.
    public func add(_ subscriber: AnimationClockSubscriber) {
        lock.lock(); defer { lock.unlock() }
        if !subscribers.contains(where: { $0 === subscriber }) { subscribers.append(subscriber) }
    }

    /// Removes a subscriber.
    public func remove(_ subscriber: AnimationClockSubscriber) {
        lock.lock(); defer { lock.unlock() }
        subscribers.removeAll { $0 === subscriber }
    }

    /// Moves the clock to `time` (seconds, ≥ the current time) and ticks every subscriber, in the
    /// order they were added. A time that is not finite, or earlier than the current time, is
    /// ignored with one warning.
    public func advance(to time: Double) {
        guard time.isFinite else {
            WarningLog.warn("AnimationClock.advance: time must be finite, got \(time); ignored")
            return
        }
        lock.lock()
        guard time >= _time else {
            let now = _time
            lock.unlock()
            WarningLog.warn("AnimationClock.advance: time must not go backwards (\(time) < \(now)); ignored")
            return
        }
        _time = time
        let current = subscribers
        lock.unlock()
        var finished: [ObjectIdentifier] = []
        for subscriber in current where !subscriber.tick(at: time) {
            finished.append(ObjectIdentifier(subscriber))
        }
        if !finished.isEmpty {
            lock.lock()
            subscribers.removeAll { finished.contains(ObjectIdentifier($0)) }
            lock.unlock()
        }
    }

    /// Advances by `delta` seconds (≥ 0).
    public func step(by delta: Double) {
        advance(to: time + delta)
    }
}
