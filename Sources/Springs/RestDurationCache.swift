import Foundation

/// Rest durations (`Spring.restDuration`) of motions that start at rest, by spring and
/// tolerances: from rest the duration does not depend on the target (the distance and the
/// tolerance both scale with it), so each spring needs one search, not one per animation.
///
/// Shared by every thread (a lock guards it) and bounded: past `capacity` springs it starts
/// over, so a scene that makes a new spring every frame costs one search per animation, as
/// without the cache, and no more memory.
final class RestDurationCache: @unchecked Sendable {
    static let shared = RestDurationCache()

    struct Key: Hashable {
        let spring: Spring
        let displacement: Double
        let speed: Double
    }

    /// Springs remembered at most.
    static let capacity = 256

    private let lock = NSLock()
    private var durations: [Key: Double] = [:]

    /// The duration for `key`, from `compute` the first time.
    func duration(_ key: Key, compute: () -> Double) -> Double {
        lock.lock()
        if let known = durations[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        if durations.count >= Self.capacity { durations.removeAll(keepingCapacity: true) }
        durations[key] = value
        lock.unlock()
        return value
    }

    /// How many springs are remembered (for tests).
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return durations.count
    }
}
