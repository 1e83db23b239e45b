import XCTest
@testable import SceneGraph

/// Scene-time scheduling is bounded (issue 36, item 7): a timer whose interval cannot advance
/// scene time, or work that dispatches itself again, ran for ever; a 1e-9 s timer fired 10⁸
/// times in 0.1 s; 40,000 pending `asyncAfter` blocks cost time quadratic in their number.
@MainActor
final class SceneTimeSchedulingTests: XCTestCase {
    let limit = SceneHost.maximumScheduledActionsPerStep

    func emptyHost() throws -> SceneHost {
        try SceneHost(Color.clear, size: CGSize(width: 10, height: 10))
    }

    /// At t = 1, 1 + 1e-300 is 1: the timer's next firing is always now. It fires 10,000 times
    /// a step of time, with a warning naming the interval, and each step ends.
    func testTimerThatCannotAdvanceTimeFiresAtMostTheLimitPerStep() async throws {
        let log = RunLog()
        let host = try emptyHost()
        host.schedule(at: 1) { startTimer(interval: 1e-300, log) }
        let warnings = WarningLog.capturing { host.advance(to: 1.1) }.warnings
        XCTAssertEqual(log.count, limit - 1, "the action that started the timer is one of the step's 10,000")
        XCTAssertTrue(
            warnings.contains {
                $0.hasPrefix("Timer.scheduledTimer(withTimeInterval: 1e-300): the interval is too small to advance scene time from t = 1.0 s")
            }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("timers and scheduled work ran more than 10000 times in one step of time") }, "\(warnings)")
        _ = WarningLog.capturing { host.advance(to: 1.2) }
        XCTAssertEqual(log.count, 2 * limit - 1)
        XCTAssertEqual(host.time, 1.2)
    }

    /// A 1e-9 s timer fires 10,000 times in the first step (up to 10 µs); in the next, the
    /// firing that waited fires once, late, and the timer goes on at the next multiple of its
    /// interval after now (0.1 s), as a run loop coalesces missed firings: not the 10⁸ firings
    /// between.
    func testRepeatingTimerSkipsTheFiringsItMissed() async throws {
        let log = RunLog()
        let host = try emptyHost()
        host.schedule(at: 0) { startTimer(interval: 1e-9, log) }
        _ = WarningLog.capturing { host.advance(to: 0.1) }
        XCTAssertEqual(log.count, limit - 1)
        XCTAssertEqual(log.firingTimes.last ?? 0, Double(limit - 1) * 1e-9, accuracy: 1e-15)
        _ = WarningLog.capturing { host.advance(to: 0.2) }
        XCTAssertEqual(log.count, 2 * limit - 1)
        let second = log.firingTimes[(limit - 1)...]
        XCTAssertEqual(second.first ?? 0, Double(limit) * 1e-9, accuracy: 1e-15, "the late firing keeps its own date")
        XCTAssertEqual(second.dropFirst().first ?? 0, 0.1 + 1e-9, accuracy: 1e-12, "then the next multiple after now")
        XCTAssertTrue(second.dropFirst().allSatisfy { $0 > 0.1 && $0 < 0.1 + 1e-5 })
        XCTAssertEqual(host.scheduledActionCount, 1, "the timer's next firing only")
    }

    /// `DispatchQueue.main.async` dispatching itself again ran for ever at one scene time. Each
    /// step runs 10,000 blocks, warns, and ends; the rest run in the next steps.
    func testWorkThatDispatchesItselfIsBoundedPerStep() async throws {
        let log = RunLog()
        let host = try emptyHost()
        host.schedule(at: 0) { dispatchForever(log) }
        let warnings = WarningLog.capturing { host.advance(to: 0.1) }.warnings
        XCTAssertEqual(log.count, limit - 1)
        XCTAssertTrue(warnings.contains { $0.contains("ran more than 10000 times in one step of time") }, "\(warnings)")
        _ = WarningLog.capturing { host.advance(to: 0.2) }
        XCTAssertEqual(log.count, 2 * limit - 1)
    }

    /// 40,000 `asyncAfter` blocks scheduled latest first, 25 µs apart, all run, in time order,
    /// over a second of 60 fps steps; the scheduled work is a heap, so this takes well under the
    /// 20 s allowed here (the array it replaced took 31 s).
    func testManyPendingBlocksRunInTimeOrder() async throws {
        let log = RunLog()
        let host = try emptyHost()
        let count = 40_000
        host.schedule(at: 0) {
            for i in (0..<count).reversed() { dispatch(after: Double(i) * 25e-6, tag: i, log) }
            dispatch(after: 0, tag: -1, log) // at the time of tag 0, scheduled after it: runs after it
        }
        let start = Date()
        for k in 0...60 { host.advance(to: Double(k) / 60) }
        XCTAssertLessThan(Date().timeIntervalSince(start), 20)
        XCTAssertEqual(log.tags.count, count + 1)
        XCTAssertEqual(Array(log.tags.prefix(3)), [0, -1, 1])
        XCTAssertEqual(Array(log.tags.dropFirst(2)), Array(1..<count))
    }

    /// The heap gives actions in time order, then in the order they were scheduled.
    func testScheduledActionsComeOutInTimeThenSchedulingOrder() async {
        var actions = ScheduledActions()
        var order: [Int] = []
        let times = [3.0, 1, 2, 1, 0, 3, 2, 1]
        for (i, t) in times.enumerated() { actions.insert(at: t) { order.append(i) } }
        var seen: [Double] = []
        while !actions.isEmpty {
            let entry = actions.removeFirst()
            seen.append(entry.time)
            entry.action()
        }
        XCTAssertEqual(seen, [0, 1, 1, 1, 2, 2, 3, 3])
        XCTAssertEqual(order, [4, 1, 3, 7, 2, 6, 0, 5])
    }
}
