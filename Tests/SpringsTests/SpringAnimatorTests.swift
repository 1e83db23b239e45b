import XCTest
@testable import Springs

/// Wave's `SpringAnimator` API on an injected clock, without Wave's defects (it integrates at the frame rate and judges completion by wall-clock time).
final class SpringAnimatorTests: XCTestCase {
    /// Runs an animator from 0 toward 100 with a release velocity, retargets it to −40 at
    /// t = 0.25 s, ticking at `fps`; returns the values at every frame time (frame k at k/fps).
    func run(fps: Int, seconds: Double = 2) -> [Double: Double] {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .bouncy, value: 0, target: 100, clock: clock)
        a.velocity = 300
        a.start()
        var values: [Double: Double] = [0: a.value!]
        for k in 1...Int(seconds * Double(fps)) {
            let t = Double(k) / Double(fps)
            clock.advance(to: t)
            if k * 4 == fps { a.target = -40 } // at t = 0.25 s exactly
            values[t] = a.value!
        }
        return values
    }

    /// The same animator ticked at 24, 60, 120 and 240 fps gives the same values at shared
    /// times (multiples of 1/12 s) to 1e-9, including after a retarget and after finishing.
    func testValuesDoNotDependOnTheFrameRate() {
        let reference = run(fps: 240)
        for fps in [24, 60, 120] {
            let values = run(fps: fps)
            for j in 0...24 {
                let t = Double(j) / 12
                guard let v = values[values.keys.min(by: { abs($0 - t) < abs($1 - t) })!],
                    let r = reference[reference.keys.min(by: { abs($0 - t) < abs($1 - t) })!]
                else { return XCTFail() }
                XCTAssertEqual(v, r, accuracy: 1e-9, "fps \(fps) t \(t)")
            }
        }
    }

    /// Retargeting keeps position and velocity: left and right difference quotients agree
    /// (a kink would show as a jump of the velocity, here about 100 units/s).
    func testRetargetIsContinuousInPositionAndVelocity() {
        let clock = AnimationClock()
        let a = SpringAnimator<CGPoint>(spring: .snappy, value: .zero, target: CGPoint(x: 200, y: 50), clock: clock)
        a.start()
        let tr = 0.2, h = 1e-6
        clock.advance(to: tr - h)
        let before = a.value!
        clock.advance(to: tr)
        let at = a.value!
        let velocityAt = a.velocity
        a.target = CGPoint(x: -100, y: 300)
        XCTAssertEqual(a.value, at, "retarget keeps the position")
        XCTAssertEqual(a.velocity, velocityAt, "retarget keeps the velocity")
        clock.advance(to: tr + h)
        let after = a.value!
        let left = (at - before).scaled(by: 1 / h), right = (after - at).scaled(by: 1 / h)
        // Second-order term: h/2·|acceleration| ≤ 1e-6/2 · (k·300 + c·|v|) < 0.1.
        XCTAssertEqual(Double(left.x), Double(right.x), accuracy: 0.1)
        XCTAssertEqual(Double(left.y), Double(right.y), accuracy: 0.1)
        XCTAssertEqual(Double(left.x), Double(velocityAt.x), accuracy: 0.1)
        XCTAssertGreaterThan(abs(Double(velocityAt.x)), 100, "the test retargets a moving spring")
    }

    /// Wave's semi-implicit Euler diverges for a stiff spring (response 0.01 s) at 24 fps; the
    /// closed form stays finite, never overshoots a critically damped target, and ends there.
    func testStiffSpringIsStableAt24fps() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: Spring(dampingRatio: 1, response: 0.01), value: 0, target: 1, clock: clock)
        a.start()
        for k in 1...48 {
            clock.advance(to: Double(k) / 24)
            let v = a.value!
            XCTAssertTrue(v.isFinite && v >= 0 && v <= 1, "frame \(k): \(v)")
        }
        XCTAssertEqual(a.state, .ended)
        XCTAssertEqual(a.value, 1)
    }

    /// Events fire exactly once and in order; `completion` sees the updated state and value.
    func testCompletionEventsFireOnceInOrderAfterStateIsUpdated() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .snappy, value: 0, target: 10, clock: clock)
        var log: [String] = []
        a.completion = { event in
            switch event {
            case .retargeted(let from, let to): log.append("retargeted \(from)→\(to) \(a.state)")
            case .finished(let at): log.append("finished \(at) \(a.state) value \(a.value!)")
            }
        }
        a.start()
        clock.advance(to: 0.1)
        a.target = 20
        a.target = 20 // unchanged: no event
        clock.advance(to: 0.2)
        a.target = 30
        for k in 3...300 { clock.advance(to: Double(k) / 10) }
        XCTAssertEqual(
            log,
            [
                "retargeted 10.0→20.0 running", "retargeted 20.0→30.0 running",
                "finished 30.0 ended value 30.0"
            ])
        XCTAssertEqual(clock.subscriberCount, 0)
    }

    /// A large travel does not stop early. Completion is relative to the
    /// travel, so the finish time is the same for travel 1 and 10⁶, and at that time the
    /// remaining distance is within 1e-5 of the travel and the speed within 1e-4 × travel × ω0.
    func testLargeTravelDoesNotStopEarly() {
        func finishTime(_ travel: Double, velocity: Double = 0) -> Double {
            let clock = AnimationClock()
            let a = SpringAnimator<Double>(spring: .bouncy, value: 0, target: travel, clock: clock)
            a.velocity = velocity
            a.start()
            return a.finishingTime ?? 0
        }
        let small = finishTime(1), large = finishTime(1e6)
        XCTAssertEqual(small, large, accuracy: 1e-9)
        let s = Spring.bouncy
        XCTAssertLessThanOrEqual(abs(1e6 - s.value(target: 1e6, time: large)), 1e-5 * 1e6 * (1 + 1e-9))
        XCTAssertLessThanOrEqual(abs(s.velocity(target: 1e6, time: large)), 1e-4 * 1e6 * s.angularFrequency * (1 + 1e-9))
        for t in stride(from: large, to: large + 3, by: 0.001) {
            XCTAssertLessThanOrEqual(abs(1e6 - s.value(target: 1e6, time: t)), 10 * (1 + 1e-9))
        }
        // A pure velocity motion (already at the target) is judged on velocity too.
        XCTAssertGreaterThan(finishTime(0, velocity: 500), 0.5)
    }

    func testFinishedValueIsExactlyTheTarget() {
        let clock = AnimationClock()
        let a = SpringAnimator<CGRect>(spring: .bouncy, value: .zero, target: CGRect(x: 1, y: 2, width: 3, height: 4), clock: clock)
        var last: CGRect?
        a.valueChanged = { last = $0 }
        a.start()
        for k in 1...600 { clock.advance(to: Double(k) / 60) }
        XCTAssertEqual(a.state, .ended)
        XCTAssertEqual(a.value, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(last, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(a.velocity, .zero)
    }

    func testNonAnimatedModeAppliesAtOnce() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .bouncy, value: 0, target: 5, clock: clock)
        var events: [String] = []
        a.completion = { if case .finished(let v) = $0 { events.append("finished \(v) \(a.state)") } }
        a.mode = .nonAnimated
        a.start()
        XCTAssertEqual(a.value, 5)
        XCTAssertEqual(events, ["finished 5.0 ended"])
    }

    /// `stop()` cancels a pending delayed start: nothing moves and nothing is reported.
    func testStopCancelsAPendingDelayedStart() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .bouncy, value: 0, target: 5, clock: clock)
        var calls = 0
        a.valueChanged = { _ in calls += 1 }
        a.completion = { _ in calls += 1 }
        a.start(afterDelay: 0.5)
        clock.advance(to: 0.2)
        a.stop()
        clock.advance(to: 1.0)
        XCTAssertEqual(a.value, 0)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(calls, 0)
    }

    /// A delayed start begins at the delay: the value then follows the closed form from there.
    func testDelayedStartBeginsAfterTheDelay() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .snappy, value: 0, target: 5, clock: clock)
        a.start(afterDelay: 0.3)
        clock.advance(to: 0.25)
        XCTAssertEqual(a.value, 0)
        XCTAssertEqual(a.state, .inactive)
        clock.advance(to: 0.5)
        XCTAssertEqual(a.value!, Spring.snappy.value(target: 5.0, time: 0.2), accuracy: 1e-12)
    }

    /// Wave's stop(immediately: false): the target becomes the current value and the spring
    /// brings the motion to rest there.
    func testStopNotImmediatelyComesToRestWhereItWas() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .smooth, value: 0, target: 100, clock: clock)
        var events: [String] = []
        a.completion = { e in
            switch e {
            case .retargeted: events.append("retargeted")
            case .finished: events.append("finished")
            }
        }
        a.start()
        clock.advance(to: 0.1)
        let there = a.value!
        a.stop(immediately: false)
        XCTAssertEqual(a.target, there)
        for k in 2...100 { clock.advance(to: Double(k) / 10) }
        XCTAssertEqual(events, ["retargeted", "finished"])
        XCTAssertEqual(a.value, there)
    }

    func testIntegralizeValuesRoundsTheReportedValues() {
        let clock = AnimationClock()
        let a = SpringAnimator<CGPoint>(spring: .smooth, value: .zero, target: CGPoint(x: 100.4, y: -7), clock: clock)
        a.integralizeValues = true
        var reported: [CGPoint] = []
        a.valueChanged = { reported.append($0) }
        a.start()
        for k in 1...120 { clock.advance(to: Double(k) / 60) }
        XCTAssertTrue(reported.allSatisfy { $0.x == $0.x.rounded() && $0.y == $0.y.rounded() })
        XCTAssertEqual(reported.last, CGPoint(x: 100, y: -7))
        XCTAssertEqual(a.value, CGPoint(x: 100.4, y: -7), "the value itself stays exact")
    }

    /// Setting the velocity while running changes the motion at that instant.
    func testSettingVelocityWhileRunningTakesEffectAtOnce() {
        let clock = AnimationClock()
        let a = SpringAnimator<Double>(spring: .snappy, value: 0, target: 0.001, clock: clock)
        a.start()
        clock.advance(to: 0.01)
        let x = a.value!
        a.velocity = 1000
        clock.advance(to: 0.02)
        XCTAssertEqual(a.value!, x + Spring.snappy.value(target: 0.001 - x, initialVelocity: 1000, time: 0.01), accuracy: 1e-9)
    }
}
