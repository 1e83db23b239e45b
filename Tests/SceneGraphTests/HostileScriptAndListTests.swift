import XCTest
@testable import SceneGraph

/// Hostile input scripts and lists (issue 18, items 4 and 6): a bad step is refused with an
/// error naming its parameter and range, never a trap or an allocation of gigabytes; repeated
/// `ForEach` ids cost time linear in their number.
@MainActor
final class HostileScriptAndListTests: XCTestCase {
    /// The error `checkedEvents(fps:)` throws for `script`, as text.
    func refusal(_ script: InputScript, fps: Double = 60) -> String? {
        do {
            _ = try script.checkedEvents(fps: fps)
            return nil
        } catch {
            return error.description
        }
    }

    /// Item 4: 1e300 s of drag at 240 samples per second is 2.4e302 samples, beyond any Int:
    /// converting it trapped. Now the drag is refused, naming its duration and the limit of
    /// 999,998 samples (`InputScript.maximumEvents` minus press and release).
    func testHugeDragDurationIsRefusedNamingTheDuration() async throws {
        let message = try XCTUnwrap(refusal(InputScript { Drag(from: .zero, to: CGPoint(x: 10, y: 0), start: 0, duration: 1e300) }))
        XCTAssertTrue(message.contains("Drag duration"), message)
        XCTAssertTrue(message.contains("at most 999998 samples"), message)
    }

    /// Item 4: 1e7 s at 240 per second would be 2.4e9 events (about 100 GB); refused before
    /// anything is allocated, and `events(fps:)` gives no events for it (with a warning).
    func testLongDragIsRefusedBeforeAllocating() async throws {
        let script = InputScript { Drag(from: .zero, to: CGPoint(x: 10, y: 0), start: 0, duration: 1e7) }
        XCTAssertNotNil(refusal(script))
        let (events, warnings) = WarningLog.capturing { script.events(fps: 60) }
        XCTAssertEqual(events, [])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("Drag duration"), "\(warnings)")
    }

    /// Item 4: `Tap(count: Int.max)` would make 2⁶⁴ events; refused naming the count and its
    /// range 1...500000 (two events per tap within `maximumEvents`).
    func testTapCountBeyondTheEventLimitIsRefused() async throws {
        let message = try XCTUnwrap(refusal(InputScript { Tap(at: .zero, time: 0, count: Int.max) }))
        XCTAssertTrue(message.contains("Tap count"), message)
        XCTAssertTrue(message.contains("1...500000"), message)
        XCTAssertNotNil(refusal(InputScript { Tap(at: .zero, time: 0, count: 0) }))
    }

    /// Item 5: NaN parameters trapped in the initialisers (preconditions). Now they build, and
    /// the script is refused naming the parameter.
    func testNaNStepParametersAreRefusedNotTrapped() async {
        XCTAssertEqual(
            refusal(InputScript { Drag(from: .zero, to: .zero, start: .nan, duration: 1) }),
            "invalid Drag start: nan (valid: ≥ 0 and finite (seconds))")
        XCTAssertEqual(
            refusal(InputScript { Drag(from: .zero, to: .zero, start: 0, duration: .nan) }),
            "invalid Drag duration: nan (valid: > 0 and finite (seconds))")
        XCTAssertEqual(
            refusal(InputScript { Drag(path: [.zero], start: 0, duration: 1) }),
            "invalid Drag(path:) path: 1 points (valid: at least 2 points)")
        XCTAssertEqual(
            refusal(InputScript { Tap(at: .zero, time: .nan) }),
            "invalid Tap time: nan (valid: ≥ 0 and finite (seconds))")
        XCTAssertEqual(
            refusal(InputScript { Press(at: .zero, time: 0, duration: -.infinity) }),
            "invalid Press duration: -inf (valid: ≥ 0 and finite (seconds))")
    }

    /// Item 4: many valid steps together may not exceed 1,000,000 events either: 3 drags of
    /// 1,500 s at 240 per second are 360,002 events each, 1,080,006 in all.
    func testScriptsAreBoundedInTotal() async throws {
        let drag = Drag(from: .zero, to: CGPoint(x: 1, y: 1), start: 0, duration: 1_500)
        let message = try XCTUnwrap(refusal(InputScript(steps: [drag, drag, drag])))
        XCTAssertTrue(message.contains("input events"), message)
        XCTAssertEqual(try drag.eventCount(sampleRate: 240).get(), 360_002) // two fit: 720,004 ≤ 1,000,000
    }

    /// Valid scripts are unchanged: a 0.1 s drag at 60 fps is sampled at 240 per second, 24
    /// moves between the press and the release.
    func testValidDragStillGivesItsSamples() async throws {
        let events = try InputScript { Drag(from: .zero, to: CGPoint(x: 24, y: 0), start: 0, duration: 0.1) }.checkedEvents(fps: 60)
        XCTAssertEqual(events.count, 26)
        XCTAssertEqual(events.map(\.phase).filter { $0 == .move }.count, 24)
    }

    /// Item 6: 16,000 children with the same id took 113 s: each repeat searched its occurrence
    /// number from 1 again (n²/2 = 128 million lookups). Now each repeat resumes where the
    /// previous stopped: one lookup per old key, and at most two per new key.
    func testRepeatedIdsAreMatchedWithLinearLookups() async {
        let n = 16_000
        let keys = [ChildKey](repeating: .int(7), count: n)
        let first = KeyedDiff.match(keys, oldKeys: [])
        XCTAssertLessThanOrEqual(first.lookups, 2 * n)
        // The next update matches the renamed keys of the first one: the same bound with old keys.
        let renamed = keys.indices.map { first.renamed[$0] ?? keys[$0] }
        let second = KeyedDiff.match(keys, oldKeys: renamed)
        XCTAssertLessThanOrEqual(second.lookups, n + 2 * n)
        XCTAssertEqual(second.oldIndex, Array(0..<n), "every repeat keeps its node")
    }

    /// Item 6 end to end: a `ForEach` over 4,000 equal ids builds 4,000 rows, with one warning.
    func testForEachWithRepeatedIdsBuildsEveryRow() async throws {
        struct Rows: View {
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(Array(repeating: 1, count: 4_000), id: \.self) { _ in Rectangle().frame(width: 1, height: 0.01) }
                }
            }
        }
        let (host, warnings) = try WarningLog.capturing { try SceneHost(Rows(), size: CGSize(width: 10, height: 100)) }
        XCTAssertEqual(host.displayList().fillRects.count, 4_000)
        XCTAssertEqual(warnings.filter { $0.contains("duplicate id") }.count, 1, "\(warnings)")
    }
}
