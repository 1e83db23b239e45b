import Foundation
import XCTest
import Testing
import SceneRender

/// Reports a failure to the test framework that is running: Swift Testing (`Issue.record`) when
/// called from a `@Test`, XCTest (`XCTFail`) otherwise.
func reportSnapshotFailure(_ message: String, fileID: String, file: StaticString, line: UInt, column: Int) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
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
/// from the calling file, the process's record mode unless `record` overrides it.
func snapshotCallSite(file: StaticString, testName: String, name: String,
                      record: SnapshotRecordMode?) -> (id: SnapshotID, environment: SnapshotEnvironment) {
    let filePath = "\(file)"
    var environment = SnapshotEnvironment.fromProcess(packageRoot: SnapshotStore.packageRoot(forTestFile: filePath))
    if let record { environment.record = record }
    return (snapshotID(filePath: filePath, function: testName, name: name), environment)
}

/// Renders `view` at scene time `time` on a canvas of `size` points, driven by `input`, and
/// compares it with the golden `Snapshots/<Suite>/<test>.<name>.png` (suite: the test file's
/// name; test: the calling function) under the package root found from the calling file.
///
/// Works from XCTest and from Swift Testing: a failure is an `XCTFail` or an `Issue.record`.
/// The message names the limits, the measured values, whether the environment changed, and the
/// paths of the artifacts (see `SnapshotVerifier.verify`).
///
/// - Parameters:
///   - time: scene time in seconds, ≥ 0.
///   - size: canvas size in points.
///   - input: pointer input, in scene time.
///   - name: distinguishes several snapshots in one test.
///   - tolerance: limits (default: pixelmatch's threshold 0.1, anti-aliasing ignored, no
///     differing pixel allowed).
///   - record: when goldens are written; nil reads `SNAPSHOT_RECORD` (default `missing`).
///   - fps: frame rate at which the input is sampled.
/// - Returns: the verdict, for callers that want the numbers.
@discardableResult
@MainActor
public func assertSnapshot<V: View>(of view: V, at time: Double, size: CGSize, input: InputScript = .none,
                                    named name: String = "1", tolerance: SnapshotTolerance = .default,
                                    record: SnapshotRecordMode? = nil, fps: Double = 60,
                                    fileID: String = #fileID, file: StaticString = #filePath,
                                    testName: String = #function, line: UInt = #line, column: Int = #column) -> SnapshotVerdict? {
    let (id, env) = snapshotCallSite(file: file, testName: testName, name: name, record: record)
    let image: RenderedImage
    do {
        image = try FrameRecorder(size: size, fps: fps).image(of: view, at: time, input: input)
    } catch {
        reportSnapshotFailure("snapshot \(id): rendering failed: \(error)", fileID: fileID, file: file, line: line, column: column)
        return nil
    }
    let verdict = SnapshotVerifier.verify(image, id: id, tolerance: tolerance, environment: env)
    if let failure = verdict.failure {
        reportSnapshotFailure(failure, fileID: fileID, file: file, line: line, column: column)
    }
    return verdict
}

/// Compares an already rendered `image` with its golden (see the view form for the rest).
@discardableResult
public func assertSnapshot(of image: RenderedImage, named name: String = "1", tolerance: SnapshotTolerance = .default,
                           record: SnapshotRecordMode? = nil,
                           fileID: String = #fileID, file: StaticString = #filePath,
                           testName: String = #function, line: UInt = #line, column: Int = #column) -> SnapshotVerdict {
    let (id, env) = snapshotCallSite(file: file, testName: testName, name: name, record: record)
    let verdict = SnapshotVerifier.verify(image, id: id, tolerance: tolerance, environment: env)
    if let failure = verdict.failure {
        reportSnapshotFailure(failure, fileID: fileID, file: file, line: line, column: column)
    }
    return verdict
}
