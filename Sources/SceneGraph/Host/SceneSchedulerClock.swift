import Foundation

/// A scene host's clock as Combine's schedulers see it (`SchedulerClock`): `RunLoop.main`
/// and `DispatchQueue.main` in scene code read the scene time and schedule on the host, so a
/// `debounce` or `receive(on:)` lands at the same frame on every run.
final class HostSchedulerClock: SchedulerClock, @unchecked Sendable {
    private weak var host: SceneHost?
    init(_ host: SceneHost) { self.host = host }

    var now: Double {
        guard Thread.isMainThread, let host else { return 0 }
        return MainActor.assumeIsolated { host.time }
    }

    func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard Thread.isMainThread, let host else { return }
        let action = UncheckedSchedulerAction(action)
        MainActor.assumeIsolated { host.schedule(at: time) { action.run() } }
    }

    /// Makes the scene whose code runs on the main thread the clock of Combine's schedulers
    /// (done by every host as it is made; the provider is the same each time).
    static func install() {
        SchedulerClocks.install { DispatchSceneTime.currentHost.map(HostSchedulerClock.init) }
    }
}

/// Scheduled work handed from Combine's (nonisolated) schedulers to the host's queue, which
/// runs it on the main thread.
private struct UncheckedSchedulerAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
