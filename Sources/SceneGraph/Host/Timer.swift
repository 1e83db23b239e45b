import Foundation

/// A timer that fires on scene time inside a scene, and on the wall clock outside one
/// (Foundation's `Timer`, as SwiftUI code uses it).
///
/// Code that imports SceneGraph (and not Foundation directly) finds this `Timer` instead of
/// Foundation's: a `Timer.scheduledTimer(withTimeInterval:repeats:block:)` made by a scene's
/// code (`onAppear`, a gesture or button action, another timer) fires at the scene times
/// `start + k × interval` (k = 1, 2, …, computed from k, never accumulated), so a recording
/// shows it at the same frames on every run, in every shard. Made outside a scene, it is a
/// Foundation timer on the current run loop. The block runs on the main actor.
@MainActor
public final class Timer {
    /// Seconds between firings.
    public let timeInterval: TimeInterval
    /// Accepted for source compatibility; scene timers fire exactly on time.
    public var tolerance: TimeInterval = 0
    /// Anything the caller wants to keep with the timer.
    public var userInfo: Any?
    private let repeats: Bool
    private let block: @MainActor (Timer) -> Void
    private var valid = true
    private var wallClockTimer: Foundation.Timer?
    private weak var host: SceneHost?
    /// Scene time of the first firing's base (the time it was scheduled).
    private var start = 0.0
    /// The index k of the last firing, at `start + k × interval` (a Double: a timer that
    /// skipped missed firings may be past any Int).
    private var firings = 0.0
    /// The date of the firing being delivered (scene dates start at `SceneHost.epoch`).
    private(set) var firingDate = SceneHost.epoch

    private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = interval
        self.repeats = repeats
        self.block = block
    }

    /// Schedules a timer that runs `block` after `interval` seconds, and every `interval`
    /// seconds after that if `repeats` (Foundation's method of the same name). An interval
    /// that is not finite or ≤ 0 is taken as 0.1 ms, as Foundation does.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @MainActor @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(interval: interval.isFinite && interval > 0 ? interval : 0.0001, repeats: repeats, block: block)
        if let host = SceneHost.current {
            timer.host = host
            timer.start = host.time
            timer.scheduleNext(on: host)
        } else {
            // Held by Foundation's run loop until invalidated, as a Foundation timer is.
            timer.wallClockTimer = Foundation.Timer.scheduledTimer(withTimeInterval: timer.timeInterval, repeats: repeats) { _ in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { timer.fireNow() }
                } else {
                    Task { @MainActor in timer.fireNow() }
                }
            }
        }
        return timer
    }

    private func scheduleNext(on host: SceneHost) {
        var index = firings + 1
        var next = start + index * timeInterval
        if next < host.time {
            // Fired late (the host ran out of firings for a step, `maximumScheduledActionsPerStep`):
            // as Foundation's run loop does, the missed firings are dropped and the timer goes on
            // at the next multiple of its interval after now.
            index = ((host.time - start) / timeInterval).rounded(.down) + 1
            next = start + index * timeInterval
        }
        if next <= host.time {
            // start + k × interval rounds to now (an interval of 1e-300 s, or 1 s at t = 1e17):
            // the timer fires again at once, up to the host's limit per step.
            host.warnOnce(
                "Timer.scheduledTimer(withTimeInterval: \(timeInterval)): the interval is too small to advance scene time "
                    + "from t = \(start) s; it fires at most \(SceneHost.maximumScheduledActionsPerStep) times a step of time")
        }
        firings = index - 1
        // The schedule keeps the timer alive until it fires for the last time or is
        // invalidated, as a run loop keeps a scheduled Foundation timer: scene code often drops
        // the result of `scheduledTimer`.
        host.schedule(at: next) { self.fireOnSchedule() }
    }

    private func fireOnSchedule() {
        guard valid, let host else { return }
        firings += 1
        firingDate = SceneHost.epoch.addingTimeInterval(start + firings * timeInterval)
        if repeats { scheduleNext(on: host) } else { valid = false }
        block(self)
    }

    private func fireNow() {
        guard valid else { return }
        if !repeats { valid = false; wallClockTimer = nil }
        firingDate = Date()
        block(self)
    }

    /// Runs the block now; a non-repeating timer is then invalid. The schedule is unchanged.
    public func fire() {
        guard valid else { return }
        if !repeats { invalidate() }
        block(self)
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        valid = false
        wallClockTimer?.invalidate()
        wallClockTimer = nil
    }

    /// False once the timer was invalidated or a non-repeating timer fired.
    public var isValid: Bool { valid }

    /// The date of the next firing (scene dates start at `SceneHost.epoch`).
    public var fireDate: Date {
        if let wallClockTimer { return wallClockTimer.fireDate }
        return SceneHost.epoch.addingTimeInterval(start + (firings + 1) * timeInterval)
    }
}
