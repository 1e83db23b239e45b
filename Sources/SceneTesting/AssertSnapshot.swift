import Foundation
import XCTest
import Testing
import SceneRender

/// Reports a failure to the test framework that is running: Swift Testing (`Issue.record`) when
/// called from a `@Test`, XCTest (`XCTFail`) otherwise.
func reportSnapshotFailure(_ message: String, fileID: String, file: StaticString, line: UInt, column: Int) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column))
    } else {
        XCTFail(message, file: file, line: line)
    }
}

/// The `SnapshotID` of a call site: suite = test file name, test = calling function.
func snapshotID(filePath: String, function: String, name: String) -> SnapshotID {
    SnapshotID(suite: URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent, test: function, name: name)
}

/// The id of a call site's golden and the environment it is checked in: the package root found
/// from the calling file; the record mode is `record` if given, else that of the enclosing
/// `withSnapshotTesting(record:)`, else `SNAPSHOT_RECORD`'s.
func snapshotCallSite(
    file: StaticString, testName: String, name: String,
    record: SnapshotRecordMode?
) -> (id: SnapshotID, environment: SnapshotEnvironment) {
    let filePath = "\(file)"
    var environment = SnapshotEnvironment.fromProcess(packageRoot: SnapshotStore.packageRoot(forTestFile: filePath))
    if let record = record ?? SnapshotTestingConfiguration.current?.record {
        environment.record = record
    }
    return (snapshotID(filePath: filePath, function: testName, name: name), environment)
}

/// Snapshots `value` with `strategy` and compares it with the golden
/// `Snapshots/<Suite>/<test>.<name>.<ext>` (suite: the test file's name; test: the calling
/// function) under the package root found from the calling file, as swift-snapshot-testing's
/// `assertSnapshot(of:as:)` does:
///
/// ```swift
/// assertSnapshot(of: Badge(), as: .image(at: 0.5, size: CGSize(width: 120, height: 80)))
/// assertSnapshot(of: Badge(), as: .frames(.everyNthFrame(15, duration: 1), size: CGSize(width: 120, height: 80)))
/// assertSnapshot(of: Badge(), as: .motion(times: [0, 0.25, 0.5], size: CGSize(width: 120, height: 80)))
/// ```
///
/// Works from XCTest and from Swift Testing: a failure is an `XCTFail` or an `Issue.record`.
/// Callable from any context, as swift-snapshot-testing's is: a plain synchronous XCTest
/// method, a `@MainActor` or `async` one, or a Swift Testing `@Test`; `value` is evaluated and
/// snapshotted on the main actor (in place when the caller is already on the main thread).
/// The message names the limits, the measured values, whether the environment changed, and the
/// paths of the artifacts (see `SnapshotVerifier.verify(_:as:id:environment:)`).
///
/// - Parameters:
///   - name: distinguishes several snapshots in one test (default `1`).
///   - record: when goldens are written; nil takes `withSnapshotTesting(record:)`'s, else
///     `SNAPSHOT_RECORD` (default `missing`).
///   - value: the value to snapshot (evaluated once; an error it throws fails the assertion).
///   - strategy: how the value becomes a golden and how it is compared (`.image`, `.frames`, `.motion`, …).
///   - fileID: the calling file's `#fileID`, where a failure is reported.
///   - file: the calling file's path, which locates the package and the golden's suite folder.
///   - testName: the calling test's name, which names the golden.
///   - line: the line of the call, where a failure is reported.
///   - column: the column of the call, where a failure is reported.
/// - Returns: the verdict, for callers that want the numbers.
@discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure @MainActor () throws -> Value, as strategy: Snapshotting<Value, Format>,
    named name: String = "1", record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) -> SnapshotVerdict {
    let (id, env) = snapshotCallSite(file: file, testName: testName, name: name, record: record)
    // The strategy is used only on the main actor, while this caller waits for it.
    nonisolated(unsafe) let strategy = strategy
    let verdict: SnapshotVerdict = runOnMainActor {
        do {
            return SnapshotVerifier.verify(try value(), as: strategy, id: id, environment: env)
        } catch {
            return SnapshotVerdict(failure: "\(strategy.kind) \(id): \(error)", goldenURL: id.goldenURL(root: env.packageRoot, ext: strategy.pathExtension))
        }
    }
    if let failure = verdict.failure {
        reportSnapshotFailure(failure, fileID: fileID, file: file, line: line, column: column)
    }
    return verdict
}

/// Renders `view` at scene time `time` on a canvas of `size` points, driven by `input`, and
/// compares it with the golden `Snapshots/<Suite>/<test>.<name>.png`:
/// `assertSnapshot(of: view, as: .image(at: time, size: size, …), named: name)`.
///
/// - Parameters:
///   - time: scene time in seconds, ≥ 0.
///   - size: canvas size in points.
///   - input: pointer input, in scene time.
///   - name: distinguishes several snapshots in one test.
///   - tolerance: limits (default: pixelmatch's threshold 0.1, anti-aliasing ignored, no
///     differing pixel allowed, alpha over pixelmatch 7's pattern).
///   - record: when goldens are written; nil reads `SNAPSHOT_RECORD` (default `missing`).
///   - fps: frame rate at which the input is sampled.
///   - view: the scene to render.
///   - fileID: the calling file's `#fileID`, where a failure is reported.
///   - file: the calling file's path, which locates the package and the golden's suite folder.
///   - testName: the calling test's name, which names the golden.
///   - line: the line of the call, where a failure is reported.
///   - column: the column of the call, where a failure is reported.
/// - Returns: the verdict, for callers that want the numbers.
@discardableResult
public func assertSnapshot<V: View>(
    of view: @autoclosure @MainActor () -> V, at time: Double, size: CGSize, input: InputScript = .none,
    named name: String = "1", tolerance: SnapshotTolerance = .default,
    record: SnapshotRecordMode? = nil, fps: Double = 60,
    fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) -> SnapshotVerdict? {
    assertSnapshot(
        of: view(), as: .image(at: time, size: size, input: input, fps: fps, tolerance: tolerance), named: name,
        record: record, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Compares an already rendered `image` with its golden
/// (`assertSnapshot(of: image, as: .image(tolerance:), named: name)`).
///
/// - Parameters:
///   - image: the rendered frame to compare.
///   - name: distinguishes several snapshots in one test (the golden is `<test>.<name>`).
///   - tolerance: limits of the comparison.
///   - record: when goldens are written; nil takes `withSnapshotTesting(record:)`'s, else `SNAPSHOT_RECORD` (default `missing`).
///   - fileID: the calling file's `#fileID`, where a failure is reported.
///   - file: the calling file's path, which locates the package and the golden's suite folder.
///   - testName: the calling test's name, which names the golden.
///   - line: the line of the call, where a failure is reported.
///   - column: the column of the call, where a failure is reported.
@discardableResult
public func assertSnapshot(
    of image: RenderedImage, named name: String = "1", tolerance: SnapshotTolerance = .default,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) -> SnapshotVerdict {
    assertSnapshot(
        of: image, as: .image(tolerance: tolerance), named: name, record: record,
        fileID: fileID, file: file, testName: testName, line: line, column: column)
}
