import Foundation

/// Scene time as Dispatch sees it. In scene code, `DispatchTime.now()` is `sceneBase` plus
/// the scene time in nanoseconds, so `.now() + 1.5` names the scene time 1.5 s later exactly,
/// whatever the wall clock did in between; outside scene code it is the real uptime.
enum DispatchSceneTime {
    /// 2^60 ns (about 36.5 years): far above any real uptime, so a scene deadline is never
    /// mistaken for a wall-clock one.
    static let sceneBase: UInt64 = 1 << 60

    /// The scene time a deadline names: scene deadlines directly, wall-clock ones as their
    /// delay from the real now added to the scene time.
    @MainActor
    static func sceneTime(of deadline: DispatchTime, host: SceneHost) -> Double {
        let ns = deadline.uptimeNanoseconds
        if ns >= sceneBase { return Double(ns - sceneBase) / 1e9 }
        let real = WallClock.dispatchNow().uptimeNanoseconds
        return host.time + (ns > real ? Double(ns - real) / 1e9 : 0)
    }

    /// The host whose scene code runs on this thread, if any.
    nonisolated static var currentHost: SceneHost? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { SceneHost.current }
    }
}

extension DispatchTime {
    /// The current time: in scene code, the scene time (see `DispatchSceneTime`); elsewhere
    /// Dispatch's real uptime. Shadows Dispatch's `now()` in code that imports SceneGraph
    /// without importing Dispatch or Foundation itself; where a file imports one of those too,
    /// it is disfavoured, so that file gets Dispatch's (real time) instead of an ambiguity.
    @_disfavoredOverload
    public static func now() -> DispatchTime {
        guard let host = DispatchSceneTime.currentHost else { return WallClock.dispatchNow() }
        let time = MainActor.assumeIsolated { host.time }
        return DispatchTime(uptimeNanoseconds: DispatchSceneTime.sceneBase + UInt64((max(time, 0) * 1e9).rounded()))
    }
}

extension DispatchQueue {
    /// Whether this is the main queue (Dispatch on Linux wraps it in a new object on each
    /// `DispatchQueue.main`, so identity cannot tell).
    var isMainQueue: Bool { label == DispatchQueue.main.label }

    /// Runs `work` at `deadline` (Dispatch's method, with the same signature): on the main
    /// queue from scene code, at that scene time, so frames show it at the same time on every
    /// run and shard; otherwise as Dispatch does. It shadows Dispatch's in code that imports
    /// SceneGraph without importing Dispatch or Foundation itself, and is disfavoured where a
    /// file imports one of those too (which then gets Dispatch's, on the wall clock).
    @_disfavoredOverload
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if isMainQueue, let host = DispatchSceneTime.currentHost {
            MainActor.assumeIsolated {
                host.schedule(at: DispatchSceneTime.sceneTime(of: deadline, host: host)) { work() }
            }
            return
        }
        let real = deadline.uptimeNanoseconds >= DispatchSceneTime.sceneBase ? WallClock.dispatchNow() : deadline
        WallClock.asyncAfter(self, deadline: real, qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` later (Dispatch's method, same signature, shadowing as `asyncAfter`): on
    /// the main queue from scene code, at the current scene time after the actions already
    /// queued; otherwise as Dispatch does.
    @_disfavoredOverload
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if isMainQueue, group == nil, let host = DispatchSceneTime.currentHost {
            MainActor.assumeIsolated { host.schedule(at: host.time) { work() } }
            return
        }
        WallClock.async(self, group: group, qos: qos, flags: flags, execute: work)
    }
}

/// The current media time in seconds (QuartzCore's `CACurrentMediaTime()`, which SwiftUI code
/// reaches through SwiftUI's imports): in scene code the scene time, so the difference between
/// two readings is scene time and lands on the same frames in every run and shard; elsewhere
/// the real monotonic uptime. Only differences between readings of the same kind are
/// meaningful, as with QuartzCore's, whose origin is unspecified too.
public func CACurrentMediaTime() -> Double {
    guard let host = DispatchSceneTime.currentHost else { return Double(WallClock.dispatchNow().uptimeNanoseconds) / 1e9 }
    return MainActor.assumeIsolated { host.time }
}
