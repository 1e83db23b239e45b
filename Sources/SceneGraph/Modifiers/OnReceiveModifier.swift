import Foundation

/// The timer behind an `onReceive(_:perform:)` of one view identity.
final class TimerSubscription {
    var timer: Timer?
}

/// Receives a timer publisher's dates while the view is on screen (SwiftUI's `onReceive`
/// with `Timer.publish(every:on:in:).autoconnect()`).
public struct _TimerReceiveModifier: ViewModifier {
    let publisher: Timer.TimerPublisher
    let action: (Date) -> Void
    @State private var subscription = TimerSubscription()

    public func body(content: Content) -> some View {
        let subscription = self.subscription, action = self.action, interval = publisher.interval
        return
            content
            .onAppear {
                subscription.timer?.invalidate()
                subscription.timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { timer in
                    action(timer.firingDate)
                }
            }
            .onDisappear {
                subscription.timer?.invalidate()
                subscription.timer = nil
            }
    }
}

extension View {
    /// Runs `action` with each date the timer publisher sends, from the time the view appears
    /// until it disappears (SwiftUI's `onReceive(_:perform:)` for `Timer.publish`). The first
    /// date is `interval` seconds after the view appeared.
    public func onReceive(_ publisher: Timer.TimerPublisher, perform action: @escaping (Date) -> Void) -> some View {
        modifier(_TimerReceiveModifier(publisher: publisher, action: action))
    }
}

/// What `onReceive(_:perform:)` keeps for one view identity: the subscription and the latest
/// action (a new body's closure replaces the old one).
final class PublisherReceiver<Output> {
    var action: ((Output) -> Void)?
    var token: AnyCancellable?
}

/// Receives a publisher's values while the view is on screen (SwiftUI's `onReceive`).
public struct _PublisherReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    @State private var receiver = PublisherReceiver<P.Output>()

    public func body(content: Content) -> some View {
        let receiver = self.receiver, publisher = self.publisher
        receiver.action = action
        return
            content
            .onAppear {
                receiver.token = publisher.sink { receiver.action?($0) }
            }
            .onDisappear {
                receiver.token?.cancel()
                receiver.token = nil
            }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends from the time the view appears until it
    /// disappears (SwiftUI's `onReceive(_:perform:)`): a `Just`, a subject, `$property` of an
    /// observable object, or any chain of operators on them. Time-based operators run on the
    /// scene's clock.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_PublisherReceiveModifier(publisher: publisher, action: action))
    }
}
