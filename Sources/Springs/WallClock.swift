import Foundation

/// Dispatch's own clock and queues, for the few places that need them. They live here
/// because SceneGraph declares scene-time `DispatchTime.now()`, `DispatchQueue.asyncAfter`
/// and `DispatchQueue.async` that shadow Dispatch's in SceneGraph and in code importing it.
package enum WallClock {
    /// Dispatch's `DispatchTime.now()`: the real monotonic uptime.
    package static func dispatchNow() -> DispatchTime { DispatchTime.now() }

    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
    package static func asyncAfter(
        _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `async(group:qos:flags:execute:)`.
    package static func async(
        _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }
}
