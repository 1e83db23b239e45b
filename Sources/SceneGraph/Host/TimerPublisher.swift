import Foundation

extension Timer {
    /// A publisher of the dates at which a repeating timer fires (Combine's
    /// `Timer.TimerPublisher`, for `.onReceive`). Subscribing with `onReceive(_:perform:)`
    /// starts a scene-time timer when the view appears; it sends the date of each firing
    /// (`SceneHost.epoch` + scene time) every `interval` seconds until the view disappears.
    public struct TimerPublisher: Sendable {
        /// Seconds between dates.
        public let interval: TimeInterval
        /// Accepted for source compatibility; scene timers fire exactly on time.
        public let tolerance: TimeInterval?

        /// The publisher itself: a subscription made by `onReceive` connects it (Combine's
        /// `autoconnect()`).
        public func autoconnect() -> TimerPublisher { self }

        /// The publisher that `autoconnect()` wraps (Combine's `upstream`), for
        /// `timer.upstream.connect().cancel()`.
        public var upstream: TimerPublisher { self }

        /// A handle whose `cancel()` is accepted for source compatibility: subscriptions end
        /// when their view disappears.
        public func connect() -> TimerConnection { TimerConnection() }
    }

    /// Returns a publisher that sends the date every `interval` seconds (Foundation and
    /// Combine's `Timer.publish(every:tolerance:on:in:)`); `runLoop` and `mode` are accepted
    /// for source compatibility.
    public nonisolated static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil,
        on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance)
    }
}

/// What `Timer.TimerPublisher.connect()` returns (Combine's `Cancellable`).
public struct TimerConnection: Sendable {
    /// Accepted for source compatibility.
    public func cancel() {}
}
