import Foundation

extension Timer {
    /// A publisher of the dates at which a repeating timer fires (Combine's
    /// `Timer.TimerPublisher`, for `.onReceive`). Subscribing with `onReceive(_:perform:)`
    /// starts a scene-time timer when the view appears; it sends the date of each firing
    /// (`SceneHost.epoch` + scene time) every `interval` seconds until the view disappears.
    public struct TimerPublisher: Publisher, Sendable {
        public typealias Output = Date
        public typealias Failure = Never
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

        /// Starts a timer for `subscriber` (a scene-time one in scene code, see `Timer`) that
        /// sends the date of each firing until the subscription is cancelled. Subscribing off
        /// the main thread sends nothing, with a warning.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let link = TimerLink(subscriber: AnySubscriber(subscriber))
            subscriber.receive(subscription: link)
            guard Thread.isMainThread else {
                WarningLog.warn("Timer.publish(every: \(interval)) was subscribed to off the main thread; it sends nothing")
                return
            }
            MainActor.assumeIsolated { link.start(interval: interval) }
        }
    }

    /// One subscription to a `TimerPublisher`: its timer and subscriber.
    final class TimerLink: Subscription, @unchecked Sendable {
        private let subscriber: AnySubscriber<Date, Never>
        private var timer: Timer?
        private var cancelled = false
        init(subscriber: AnySubscriber<Date, Never>) { self.subscriber = subscriber }

        @MainActor func start(interval: TimeInterval) {
            guard !cancelled else { return }
            timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] timer in
                guard let self, !self.cancelled else { return timer.invalidate() }
                _ = self.subscriber.receive(timer.firingDate)
            }
        }
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {
            cancelled = true
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated {
                timer?.invalidate()
                timer = nil
            }
        }
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
public struct TimerConnection: Cancellable, Sendable {
    /// Accepted for source compatibility.
    public func cancel() {}
}
