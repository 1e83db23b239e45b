import Foundation
import XCTest
import SceneRender

/// Outcome of comparing a rendered image with its golden.
public struct SnapshotVerdict: Sendable {
    /// nil when the snapshot passes; otherwise the failure message.
    public var failure: String?
    /// The golden's location.
    public var goldenURL: URL
}

/// Compares `image` with the golden at `goldenURL`, writing it according to `record`.
///
/// Exact comparison of pixels; a size mismatch names both sizes.
public func verifySnapshot(_ image: RenderedImage, goldenURL: URL, record: SnapshotRecordMode = .current) -> SnapshotVerdict {
    let fm = FileManager.default
    let exists = fm.fileExists(atPath: goldenURL.path)
    func write() -> String? {
        if SnapshotRecordMode.isCI { return "CI is set, so nothing was written under Snapshots/" }
        do {
            try fm.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.writePNG(to: goldenURL, compressionLevel: 9)
            return nil
        } catch {
            return "could not write the golden: \(error)"
        }
    }
    if !exists || record == .all {
        if !exists && record == .never {
            return SnapshotVerdict(failure: "no golden at \(goldenURL.path) (SNAPSHOT_RECORD=never)", goldenURL: goldenURL)
        }
        let problem = write()
        let what = exists ? "re-recorded (SNAPSHOT_RECORD=all)" : "was missing"
        let tail = problem.map { "; \($0)" } ?? "; recorded it, look at it and run the test again"
        return SnapshotVerdict(failure: "golden \(goldenURL.path) \(what)\(tail)", goldenURL: goldenURL)
    }
    let golden: RenderedImage
    do { golden = try RenderedImage(contentsOfPNG: goldenURL) } catch {
        return SnapshotVerdict(failure: "cannot read golden: \(error)", goldenURL: goldenURL)
    }
    if golden.width != image.width || golden.height != image.height {
        return SnapshotVerdict(failure: "size differs: golden \(golden.width)x\(golden.height), actual \(image.width)x\(image.height) (\(goldenURL.path))", goldenURL: goldenURL)
    }
    if golden.pixels == image.pixels { return SnapshotVerdict(failure: nil, goldenURL: goldenURL) }
    var differing = 0
    for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i..<i + 4] != golden.pixels[i..<i + 4] {
        differing += 1
    }
    var message = "\(differing) of \(image.width * image.height) pixels differ from \(goldenURL.path) (exact comparison)"
    if record == .failed {
        message += "; " + (write() ?? "re-recorded it (SNAPSHOT_RECORD=failed)")
    }
    return SnapshotVerdict(failure: message, goldenURL: goldenURL)
}

/// Renders `view` at scene time `time` on a canvas of `size` points, driven by `input`, and
/// compares it with the golden `Snapshots/<Suite>/<test>.<name>.png`.
///
/// - Parameters:
///   - time: scene time in seconds.
///   - size: canvas size in points.
///   - named: distinguishes several snapshots in one test.
///   - record: when goldens are written (default from `SNAPSHOT_RECORD`).
public func assertSnapshot<V: View>(of view: V, at time: Double, size: CGSize, input: InputScript = .none,
                                    fps: Double = 60, named name: String = "1", record: SnapshotRecordMode = .current,
                                    file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    let image: RenderedImage
    do {
        image = try FrameRecorder(size: size, fps: fps).image(of: view, at: time, input: input)
    } catch {
        XCTFail("rendering failed: \(error)", file: file, line: line)
        return
    }
    let dir = SnapshotStore.directory(forTestFile: "\(file)")
    let url = dir.appendingPathComponent(SnapshotStore.fileName(test: testName, name: name))
    if let failure = verifySnapshot(image, goldenURL: url, record: record).failure {
        XCTFail(failure, file: file, line: line)
    }
}
