import XCTest
@testable import SceneGraph

@MainActor
final class TimeDrivenTests: XCTestCase {
    /// TimelineView's date follows scene time: at t = 1.5 s the content sees epoch + 1.5.
    func testTimelineViewFollowsSceneTime() async throws {
        let h = try SceneHost(
            TimelineView(.animation) { context in Text(String(format: "%.2f", context.sceneTime)) },
            size: CGSize(width: 100, height: 50))
        h.advance(to: 1.5)
        XCTAssertEqual(h.displayList().texts, ["1.50"])
    }

    func testPeriodicScheduleUpdatesOnItsBoundaries() async throws {
        let h = try SceneHost(
            TimelineView(.periodic(from: .now, by: 0.5)) { context in Text(String(format: "%.2f", context.sceneTime)) },
            size: CGSize(width: 100, height: 50))
        h.advance(to: 1.2)
        XCTAssertEqual(h.displayList().texts, ["1.00"])
    }

    /// Keyframes: linear 0 → 10 over 1 s, then a move to 50: 5 at 0.5 s, 50 after 1 s.
    func testKeyframeTimelineValues() async {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
        }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(time: 1.5), 50)
    }

    /// A spring keyframe follows the closed-form spring from the previous value.
    func testSpringKeyframeMatchesTheSpring() async {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(100.0, duration: 1, spring: spring) }
        XCTAssertEqual(timeline.value(time: 0.3), spring.value(target: 100.0, time: 0.3), accuracy: 1e-9)
    }

    /// Cubic keyframes pass through their targets.
    func testCubicKeyframesPassThroughTargets() async {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 0.5)
            CubicKeyframe(-10.0, duration: 0.5)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.0), -10, accuracy: 1e-9)
    }

    struct Pulse: View {
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .phaseAnimator([1.0, 2.0]) { content, phase in
                    content.scaleEffect(phase)
                } animation: { _ in
                    .linear(duration: 1)
                }
        }
    }

    /// phaseAnimator moves to the next phase when the previous animation completes: scale 1 → 2
    /// over [0, 1] s, 2 → 1 over [1, 2] s.
    func testPhaseAnimatorCycles() async throws {
        let h = try SceneHost(Pulse(), size: CGSize(width: 100, height: 100))
        h.advance(to: 0.5)
        XCTAssertEqual(h.displayList().fillRects[0].width, 15, accuracy: 1e-6)
        h.advance(to: 1.5)
        XCTAssertEqual(h.displayList().fillRects[0].width, 15, accuracy: 1e-6)
        h.advance(to: 2.25)
        XCTAssertEqual(h.displayList().fillRects[0].width, 12.5, accuracy: 1e-6)
    }

    struct Hop: View {
        var body: some View {
            Rectangle().frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    LinearKeyframe(-40.0, duration: 0.5)
                    LinearKeyframe(0.0, duration: 0.5)
                }
        }
    }

    func testKeyframeAnimatorRepeats() async throws {
        let h = try SceneHost(Hop(), size: CGSize(width: 100, height: 100))
        h.advance(to: 0.25)
        XCTAssertEqual(h.displayList().fillRects[0].minY, 45 - 20, accuracy: 1e-6)
        h.advance(to: 1.25)
        XCTAssertEqual(h.displayList().fillRects[0].minY, 45 - 20, accuracy: 1e-6)
    }

    func testOnSceneTimeRunsAtItsTime() async throws {
        struct Late: View {
            @State var text = "before"
            var body: some View { Text(text).onSceneTime(0.75) { text = "after" } }
        }
        let h = try SceneHost(Late(), size: CGSize(width: 100, height: 50))
        h.advance(to: 0.74)
        XCTAssertEqual(h.displayList().texts, ["before"])
        h.advance(to: 0.75)
        XCTAssertEqual(h.displayList().texts, ["after"])
    }
}
