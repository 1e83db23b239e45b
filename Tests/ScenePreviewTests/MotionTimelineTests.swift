import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// The studio's tracks: when each animated view moves, from its motion series, and the input
/// script's gestures.
final class MotionTimelineTests: XCTestCase {
    /// Times 0, 0.1, …, 1.0 (11 samples at 10 fps).
    let tenths = (0...10).map { Double($0) / 10 }

    func series(_ path: String, _ values: [Double], property: String = "offset[0]", times: [Double]? = nil) -> MotionSeries {
        MotionSeries(path: path, property: property, times: times ?? Array(tenths.prefix(values.count)), values: values)
    }

    func assertSpans(
        _ actual: [TimeSpan], _ expected: [(Double, Double)], _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.count, expected.count, "\(actual) \(message)", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.start, e.0, accuracy: 1e-12, "\(actual)", file: file, line: line)
            XCTAssertEqual(a.end, e.1, accuracy: 1e-12, "\(actual)", file: file, line: line)
        }
    }

    /// Moving steps 2→3, 3→4, 4→5 (one span 0.2…0.5) and 7→8 (0.7…0.8); still elsewhere.
    func testASeriesMovesBetweenTheSamplesWhoseValuesDiffer() {
        let s = series("a", [0, 0, 0, 1, 2, 3, 3, 3, 5, 5, 5])
        assertSpans(MotionTimeline.spans(of: s), [(0.2, 0.5), (0.7, 0.8)])
    }

    func testChangesWithinEpsilonAreStillAndChangesBeyondItMove() {
        XCTAssertEqual(MotionTimeline.epsilon, 1e-3)
        let creeping = series("a", [10, 10.0005, 10.0009, 10.0012, 10.0014])
        XCTAssertEqual(MotionTimeline.spans(of: creeping), [], "steps of at most 0.0005 pt are not movement")
        let moving = series("a", [10, 10.002, 10.002, 9.9975])
        assertSpans(MotionTimeline.spans(of: moving), [(0, 0.1), (0.2, 0.3)])
        assertSpans(MotionTimeline.spans(of: creeping, epsilon: 1e-4), [(0, 0.4)], "with a smaller epsilon every step moves")
    }

    func testASeriesMovingFromTheFirstToTheLastSampleIsOneSpan() {
        assertSpans(MotionTimeline.spans(of: series("a", tenths.map { $0 * $0 })), [(0, 1)])
        XCTAssertEqual(MotionTimeline.spans(of: series("a", [3])), [], "one sample cannot move")
        XCTAssertEqual(MotionTimeline.spans(of: series("a", [])), [])
    }

    /// A node that appears at 0.5 s has a series starting there.
    func testASeriesOfANodeThatAppearsLaterUsesItsOwnTimes() {
        let s = series("late", [0, 1, 1, 4], times: [0.5, 0.6, 0.7, 0.8])
        assertSpans(MotionTimeline.spans(of: s), [(0.5, 0.6), (0.7, 0.8)])
    }

    func testUnionJoinsOverlappingAndTouchingSpansInTimeOrder() {
        let joined = MotionTimeline.union([TimeSpan(0.7, 0.8), TimeSpan(0.1, 0.2), TimeSpan(0.2, 0.3), TimeSpan(0.25, 0.5), TimeSpan(0.9, 1)])
        assertSpans(joined, [(0.1, 0.5), (0.7, 0.8), (0.9, 1)])
    }

    /// Two paths move (one through two series whose spans overlap), one stays still: two tracks,
    /// in the order their paths first appear, each pointing at its moving series.
    func testOneTrackPerMovingPathWithTheUnionOfItsSeriesSpans() {
        let motion = [
            series("CardStack/Card[0]", [0, 0, 1, 2, 3, 3, 3, 3, 3, 3, 3], property: "offset[0]"),  // 0.1…0.4
            series("Still", [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], property: "opacity"),
            series("CardStack/Card[1]", [1, 1, 1, 1, 1, 1, 1, 1, 1.2, 1.2, 1.2], property: "scale"),  // 0.7…0.8
            series("CardStack/Card[0]", [0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 9], property: "offset[1]"),  // 0.3…0.5, 0.9…1.0
            series("CardStack/Card[0]", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], property: "rotation"),
        ]
        let tracks = MotionTimeline.tracks(motion)
        XCTAssertEqual(tracks.map(\.path), ["CardStack/Card[0]", "CardStack/Card[1]"], "Still has no track")
        assertSpans(tracks[0].spans, [(0.1, 0.5), (0.9, 1.0)])
        XCTAssertEqual(tracks[0].series, [0, 3], "rotation does not move, so it is not one of the track's series")
        assertSpans(tracks[1].spans, [(0.7, 0.8)])
        XCTAssertEqual(tracks[1].series, [2])
    }

    // MARK: - Input gestures

    func testTapsPressesAndDragsOfAnInputScriptBecomeMarks() throws {
        let script = InputScript {
            Tap(at: CGPoint(x: 10, y: 20), time: 0.2)
            Drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 160), start: 0.5, duration: 0.35)
            Press(at: CGPoint(x: 5, y: 5), time: 1.5, duration: 1)
            Tap(at: CGPoint(x: 30, y: 40), time: 3, count: 2)
        }
        let marks = InputMark.marks(try script.checkedEvents(fps: 60))
        XCTAssertEqual(marks.map(\.kind), [.tap, .drag, .press, .tap, .tap])
        XCTAssertEqual(marks[0], InputMark(kind: .tap, start: 0.2, end: 0.25, x: 10, y: 20, endX: 10, endY: 20, moves: 0))
        XCTAssertEqual(marks[1].start, 0.5)
        XCTAssertEqual(marks[1].end, 0.85, accuracy: 1e-12)
        XCTAssertEqual(marks[1].moves, 84, "0.35 s sampled 240 times a second")
        XCTAssertEqual([marks[1].x, marks[1].y, marks[1].endX, marks[1].endY], [100, 100, 250, 160])
        XCTAssertEqual(marks[2].end, 2.5, "a press of 1 s")
        XCTAssertEqual(marks[3].start, 3)
        XCTAssertEqual(marks[4].start, 3.15, accuracy: 1e-12, "a double tap is two taps 150 ms apart")
    }

    func testAPressNeverReleasedEndsAtTheLastEventAndHoverMakesNoMark() {
        let events = [
            PointerEvent(.move, at: CGPoint(x: 1, y: 1), time: 0.1),
            PointerEvent(.down, at: CGPoint(x: 2, y: 2), time: 0.2),
            PointerEvent(.move, at: CGPoint(x: 3, y: 3), time: 0.3),
        ]
        XCTAssertEqual(InputMark.marks(events), [InputMark(kind: .drag, start: 0.2, end: 0.3, x: 2, y: 2, endX: 3, endY: 3, moves: 1)])
        XCTAssertEqual(InputMark.marks([]), [])
    }
}
