import XCTest
import PropertyTestSupport
@testable import SceneGraph

/// Hostile input to a running scene: pointer events and timers at infinite, negative or huge
/// times and at NaN or infinite places. The host never traps, and a well-formed tap later in
/// the stream is still delivered. NaN times: see the known-bug tests at the end.
@MainActor
final class PropertyHostileInputTests: XCTestCase {
    struct Counter: View {
        @State var taps = 0
        var body: some View {
            Text("taps \(taps)").frame(width: 100, height: 100).onTapGesture { taps += 1 }
        }
    }

    static let hostileNumbers: [Double] = [.nan, .infinity, -.infinity, -1, 1e300, -1e300, 0]

    /// 500 random streams of 0…6 hostile events (any phase, hostile finite or infinite time,
    /// hostile place) plus one
    /// ordinary tap at the centre at t = 1 s: after advancing to 2 s the tap has been counted
    /// (the text reads "taps 1"), whatever came before it.
    /// The dropped events are reported (captured here, not printed into the test log).
    func testHostileEventsDoNotBlockALaterTap() async throws {
        let (_, warnings) = try WarningLog.capturing { try hostileStreams() }
        XCTAssertTrue(warnings.contains { $0.hasPrefix("pointer event") && $0.hasSuffix("is not finite; dropped") }, "\(warnings.prefix(5))")
    }

    private func hostileStreams() throws {
        for k in 0..<PropertyRun.cases(500) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let host = try SceneHost(Counter(), size: CGSize(width: 200, height: 200))
            func number(_ lower: Double, _ upper: Double) -> Double {
                rng.chance(0.5) ? Self.hostileNumbers[rng.int(0...(Self.hostileNumbers.count - 1))] : rng.double(lower, upper)
            }
            var junk: [PointerEvent] = []
            for _ in 0..<rng.int(0...6) {
                let phase = [PointerEvent.Phase.down, .move, .up][rng.int(0...2)]
                // Junk lands outside the counter, or before/after the tap, so the tap stays one tap.
                var time = number(0, 0.5)
                if time.isNaN { time = -1 } // NaN times: testNaNTimedEventDoesNotBlockLaterInput
                junk.append(PointerEvent(phase, at: CGPoint(x: number(-50, -10), y: number(-50, -10)), time: time))
            }
            host.send(junk)
            host.send(tapAt(CGPoint(x: 100, y: 100), time: 1))
            host.advance(to: 2)
            XCTAssertEqual(host.displayList().texts, ["taps 1"], "seed \(seed): junk \(junk)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }

    /// Timers scheduled at hostile times never trap; an ordinary timer at 1 s still runs.
    func testHostileTimersDoNotBlockALaterTimer() async throws {
        for time in Self.hostileNumbers where !time.isNaN {
            let host = try SceneHost(Counter(), size: CGSize(width: 200, height: 200))
            var ran = false
            host.schedule(at: time) {}
            host.schedule(at: 1) { ran = true }
            host.advance(to: 2)
            XCTAssertTrue(ran, "a timer at \(time) blocked the timer at 1 s")
        }
    }

    /// One event with a NaN time must not stop the events after it. Known bug:
    /// `SceneHost.advance(to:)` picks the earliest pending event with `pendingEvents.first` after
    /// sorting by `<` (NaN compares false with everything, so it can sort first) and then stops at
    /// `guard next <= target` (false for NaN): that event is never delivered and blocks every
    /// later event for the rest of the scene. Fix: in `send(_:)`, drop events whose time or place
    /// is not finite, with `warnOnce` naming the event (or clamp a NaN time to the current time).
    func testNaNTimedEventDoesNotBlockLaterInput() async throws {
        for phase in [PointerEvent.Phase.down, .move, .up] {
            let host = try SceneHost(Counter(), size: CGSize(width: 200, height: 200))
            host.send([PointerEvent(phase, at: CGPoint(x: -20, y: -20), time: .nan)])
            host.send(tapAt(CGPoint(x: 100, y: 100), time: 1))
            host.advance(to: 2)
            XCTAssertEqual(host.displayList().texts, ["taps 1"], "a \(phase) at time NaN blocked the tap")
        }
    }

    /// A timer scheduled at time NaN must not stop later timers. Known bug: `schedule(at:)`
    /// stores `max(time, self.time)`, which is NaN for a NaN time, and `advance(to:)` then stops
    /// at that timer as for events. Fix: treat a NaN time as the current time (with a warning).
    func testNaNTimedTimerDoesNotBlockLaterTimers() async throws {
        let host = try SceneHost(Counter(), size: CGSize(width: 200, height: 200))
        var ran = false
        host.schedule(at: .nan) {}
        host.schedule(at: 1) { ran = true }
        host.advance(to: 2)
        XCTAssertTrue(ran)
    }

    func tapAt(_ p: CGPoint, time: Double) -> [PointerEvent] {
        [PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)]
    }
}

/// Long renders: what a host keeps must not grow with the number of frames when nobody reads it.
@MainActor
final class PropertyLongRunTests: XCTestCase {
    /// A `TimelineView(.animation)` re-evaluated on each of 5,000 frames at 60 fps: the host keeps
    /// at most the mutations of one update between frames when nobody calls `takeMutations()`
    /// (FrameRecorder never does). Known bug: `SceneHost.mutations` appends the mutations of every
    /// update forever (measured: 10,003 entries after 5,000 frames, two `.update` per frame). Fix: keep mutations only while a test asks for them (an opt-in
    /// `recordsMutations` flag, or a bounded buffer), or have FrameRecorder drain them per frame.
    func testMutationsDoNotAccumulateOverALongRender() async throws {
        let host = try SceneHost(
            TimelineView(.animation) { context in Text(String(format: "%.2f", context.sceneTime)) },
            size: CGSize(width: 100, height: 40))
        for k in 1...5_000 { host.advance(to: Double(k) / 60) }
        let kept = host.mutations.count
        XCTAssertLessThan(kept, 100)
    }
}
