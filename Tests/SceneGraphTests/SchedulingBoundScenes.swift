@testable import SceneGraph

// Scene code that schedules work, written as a user's code is: this file imports SceneGraph
// alone, so `DispatchQueue.main` and `Timer` run on scene time.

/// What scheduled work did; touched on the main thread only, by scene code.
final class RunLog: @unchecked Sendable {
    var count = 0
    /// The scene times of the timer firings (`Timer.firingDate`).
    var firingTimes: [Double] = []
    /// The tags of the dispatched blocks, in the order they ran.
    var tags: [Int] = []
}

/// Dispatches a block to the main queue that dispatches itself again, for ever.
func dispatchForever(_ log: RunLog) {
    DispatchQueue.main.async {
        log.count += 1
        dispatchForever(log)
    }
}

/// Runs a block tagged `tag` `seconds` from now.
func dispatch(after seconds: Double, tag: Int, _ log: RunLog) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { log.tags.append(tag) }
}

/// Starts a repeating timer of `interval` seconds that logs its firings.
@MainActor
func startTimer(interval: Double, _ log: RunLog) {
    Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { timer in
        log.count += 1
        log.firingTimes.append(timer.firingDate.timeIntervalSince(SceneHost.epoch))
    }
}
