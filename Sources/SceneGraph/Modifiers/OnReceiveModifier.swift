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
