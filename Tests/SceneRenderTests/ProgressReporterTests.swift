import Foundation
import XCTest
@testable import SceneRender

/// A clock that moves only when told, and the text written to "standard error".
private final class FakeStderr: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: UInt64 = 1_000_000_000
    private var written: [String] = []
    var clock: @Sendable () -> UInt64 { { [self] in lock.withLock { nanoseconds } } }
    var write: @Sendable (String) -> Void { { [self] text in lock.withLock { written.append(text) } } }
    func advance(seconds: Double) { lock.withLock { nanoseconds += UInt64(seconds * 1e9) } }
    var lines: [String] { lock.withLock { written } }
}

/// What a recording says of its progress on standard error, terminal or not.
final class ProgressReporterTests: XCTestCase {
    private func reporter(_ err: FakeStderr, total: Int, terminal: Bool, mode: ProgressReporter.Mode = .automatic) -> ProgressReporter {
        ProgressReporter(total: total, mode: mode, name: "card", isTerminal: terminal, clock: err.clock, write: err.write)
    }

    /// Off a terminal, a render that ends within 10 s writes nothing (tests and CI logs stay
    /// quiet): 91 frames at 0.1 s each take 9.1 s.
    func testShortRenderOffATerminalWritesNothing() {
        let err = FakeStderr()
        let progress = reporter(err, total: 91, terminal: false)
        for _ in 0..<91 {
            err.advance(seconds: 0.1)
            progress.frameDone()
        }
        progress.finish()
        XCTAssertEqual(err.lines, [])
    }

    /// Off a terminal, a slow render (a frame every 4 s) writes a plain line once it has run
    /// 10 s, then at most one every 10 s: at 12 s (3 frames), 24 s (6), 36 s (9); 3 frames in
    /// 12 s is 15 frames a minute.
    func testSlowRenderOffATerminalWritesAPlainLineEveryTenSeconds() {
        let err = FakeStderr()
        let progress = reporter(err, total: 91, terminal: false)
        for _ in 0..<9 {
            err.advance(seconds: 4)
            progress.frameDone()
        }
        progress.finish()
        XCTAssertEqual(
            err.lines,
            [
                "card: 3 of 91 frames, 15.0 frames/min\n",
                "card: 6 of 91 frames, 15.0 frames/min\n",
                "card: 9 of 91 frames, 15.0 frames/min\n"
            ])
    }

    /// 34 frames in 658 s is 3.1 frames a minute; from one a second up the rate is per second.
    func testPlainLineGivesFramesAndRate() {
        XCTAssertEqual(ProgressReporter.plainLine(name: "card", done: 34, total: 91, seconds: 658), "card: 34 of 91 frames, 3.1 frames/min")
        XCTAssertEqual(ProgressReporter.plainLine(name: "card", done: 30, total: 91, seconds: 12), "card: 30 of 91 frames, 2.5 frames/s")
    }

    /// On a terminal the live line is rewritten in place from the first frame and ended with a
    /// newline; `.never` writes nothing even in a long render.
    func testTerminalShowsTheLiveLineAndNeverWritesNothing() {
        let err = FakeStderr()
        let live = reporter(err, total: 2, terminal: true)
        err.advance(seconds: 1)
        live.frameDone()
        live.finish()
        XCTAssertEqual(err.lines, ["\rframes 1/2  1.0 fps  0:01 left ", "\n"])

        let quiet = FakeStderr()
        let never = reporter(quiet, total: 5, terminal: false, mode: .never)
        for _ in 0..<5 {
            quiet.advance(seconds: 30)
            never.frameDone()
        }
        XCTAssertEqual(quiet.lines, [])
    }

    /// After a resume, the frames kept from the earlier run count as done but not towards the
    /// rate: 100 kept at once, then 10 drawn in 5 s is 2 fps, and the 90 left take 45 s (the
    /// rate over all 110 done would have said 0:05 left).
    func testKeptFramesDoNotShortenTheTimeLeft() {
        let err = FakeStderr()
        let live = reporter(err, total: 200, terminal: true)
        for _ in 0..<100 { live.frameKept() }
        for _ in 0..<10 {
            err.advance(seconds: 0.5)
            live.frameDone()
        }
        XCTAssertEqual(err.lines.last, "\rframes 110/200 (100 kept)  2.0 fps  0:45 left ")
        XCTAssertEqual(
            ProgressReporter.plainLine(name: "card", done: 110, total: 200, seconds: 5, kept: 100), "card: 110 of 200 frames (100 kept), 2.0 frames/s")
    }

    /// Another phase (encoding) shows the same line with its label, from counts it reports.
    func testPhaseLabelAndReportedCounts() {
        let err = FakeStderr()
        let encoding = ProgressReporter(total: 121, mode: .automatic, name: "card", phase: "encoding mp4", isTerminal: true, clock: err.clock, write: err.write)
        err.advance(seconds: 1)
        encoding.framesDone(60)
        encoding.framesDone(40)  // an older count changes nothing
        err.advance(seconds: 1)
        encoding.framesDone(121)
        XCTAssertEqual(err.lines, ["\rencoding mp4: frames 60/121  60.0 fps  0:02 left ", "\rencoding mp4: frames 121/121  60.5 fps  0:00 left "])
    }
}
