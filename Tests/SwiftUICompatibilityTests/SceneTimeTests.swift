import XCTest
import SceneGraph

/// Timers, `DispatchQueue.main.asyncAfter` and `Timer.publish` in a scene fire at their scene
/// times, the same whatever steps the simulation takes.
@MainActor
final class SceneTimeTests: XCTestCase {
    let size = CGSize(width: 240, height: 120)

    func texts(_ host: SceneHost) -> [String] {
        host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }

    /// `CACurrentMediaTime()` read in scene code is scene time: a view that remembers it on
    /// appear and reads it again in a timer 1.5 s later measures 1.5 s exactly.
    func testMediaTimeInSceneCodeIsSceneTime() async throws {
        let host = try SceneHost(Stopwatch(), size: size)
        host.advance(to: 2)
        XCTAssertEqual(texts(host), ["1.500"])
    }

    /// A repeating 1 s timer counts 3, 2, 1 and stops at "Liftoff!" (it fires at 1, 2 and
    /// 3 s scene time and is invalidated at 3 s).
    func testRepeatingTimerCountsDownOnSceneTime() async throws {
        let host = try SceneHost(CountdownView(), size: size)
        host.advance(to: 0.99)
        XCTAssertEqual(texts(host), ["3"])
        host.advance(to: 1.0)
        XCTAssertEqual(texts(host), ["2"])
        host.advance(to: 2.5)
        XCTAssertEqual(texts(host), ["1"])
        host.advance(to: 3.0)
        XCTAssertEqual(texts(host), ["Liftoff!"])
        host.advance(to: 10)
        XCTAssertEqual(texts(host), ["Liftoff!"])
    }

    /// A timer whose result is dropped keeps firing, as a run loop keeps a Foundation timer,
    /// until it invalidates itself.
    func testTimerThatIsNotStoredStillFires() async throws {
        let host = try SceneHost(UnstoredTimerView(), size: size)
        host.advance(to: 0.6)
        XCTAssertEqual(texts(host), ["Starts in 2s"])
        host.advance(to: 3)
        XCTAssertEqual(texts(host), ["Go"])
    }

    /// Stepping frame by frame at 60 fps or jumping straight to a time gives the same state:
    /// the firing times come from the schedule, not from the steps.
    func testTimerStateDoesNotDependOnTheSteps() async throws {
        let stepped = try SceneHost(CountdownView(), size: size)
        for k in 0...150 { stepped.advance(to: Double(k) / 60) }
        let jumped = try SceneHost(CountdownView(), size: size)
        jumped.advance(to: 2.5)
        XCTAssertEqual(texts(stepped), ["1"])
        XCTAssertEqual(stepped.displayList(), jumped.displayList())
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1.5)` from `onAppear` at t = 0 runs at
    /// scene time 1.5 exactly.
    func testAsyncAfterRunsAtItsSceneDeadline() async throws {
        let host = try SceneHost(DelayedBannerView(), size: size)
        host.advance(to: 1.4999)
        XCTAssertEqual(texts(host), [])
        host.advance(to: 1.5)
        XCTAssertEqual(texts(host), ["Saved"])
    }

    /// `Timer.publish(every: 0.5, …).autoconnect()` with `.onReceive` ticks at 0.5, 1.0, 1.5 s.
    func testTimerPublisherTicksOnSceneTime() async throws {
        let host = try SceneHost(TickingView(), size: size)
        host.advance(to: 0.49)
        XCTAssertEqual(texts(host), ["ticks: 0"])
        host.advance(to: 1.5)
        XCTAssertEqual(texts(host), ["ticks: 3"])
    }

    /// `Task.sleep` in `.task` cannot run on scene time: the scene warns once, naming the call
    /// and the alternatives, and the code after the sleep never shows.
    func testTaskSleepInTaskWarnsAndNamesTheAlternatives() async throws {
        let host = try SceneHost(SleepingTaskView(), size: size)
        host.advance(to: 2)
        XCTAssertEqual(texts(host), ["waiting"])
        let warning = try XCTUnwrap(host.warnings.first { $0.contains("Task.sleep") })
        XCTAssertTrue(warning.contains("Task.sleep(for: 1.0 seconds)"), warning)
        XCTAssertTrue(warning.contains("Timer.scheduledTimer"), warning)
        XCTAssertTrue(warning.contains("DispatchQueue.main.asyncAfter"), warning)
        XCTAssertEqual(host.warnings.filter { $0.contains("Task.sleep") }.count, 1)
    }

    /// SwiftUI starts a `.task` after committing the frame in which its view appears, so that
    /// frame (and an iOS snapshot of the view) shows the state from before the task; the next
    /// frame shows what the task changed before its first suspension.
    func testTaskStartsAfterTheFrameOfTheAppearance() async throws {
        let host = try SceneHost(LoadingTaskView(), size: size)
        host.advance(to: 0)
        XCTAssertEqual(texts(host), ["idle"])
        host.advance(to: 1.0 / 60)
        XCTAssertEqual(texts(host), ["loading"])
    }

    /// `DispatchQueue.main.async` runs in the same scene instant, after the appear actions; a
    /// non-repeating timer fires once at 0.25 s.
    func testMainQueueAsyncAndOneShotTimerRunOnSceneTime() async throws {
        let host = try SceneHost(SwiftSixIdiomsView(), size: size)
        host.advance(to: 0)
        XCTAssertEqual(texts(host), ["async"])
        host.advance(to: 1)
        XCTAssertEqual(texts(host), ["async,timer"])
    }
}

/// `.tint(_:)` colours the accented part of a control (SwiftUI's `TintShapeStyle`).
@MainActor
final class TintTests: XCTestCase {
    func testProgressBarFollowsTheTint() async throws {
        let view = ProgressView(value: 0.5).tint(.orange).frame(width: 200)
        let host = try SceneHost(view, size: CGSize(width: 200, height: 40))
        let colours: [Color.Resolved] = host.displayList().items.compactMap {
            if case .fill(_, _, .color(let c), _) = $0 { return c }
            return nil
        }
        XCTAssertTrue(colours.contains(Color.orange.resolved), "\(colours)")
        XCTAssertFalse(colours.contains(Color.accentColor.resolved))
    }
}
