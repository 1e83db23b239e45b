import Foundation
import XCTest
import SceneRender

/// Which frames of a recording `assertFrames` samples.
public enum FrameSampling: Sendable, Equatable {
    /// Frames at these scene times (seconds, ≥ 0, ascending).
    case times([Double])
    /// Every n-th frame of a `duration`-second recording at the assertion's fps: frames
    /// 0, n, 2n, … and always the last one (t = duration), by FrameRecorder's frame-count rule.
    case everyNthFrame(Int, duration: Double)

    /// The (frame index or nil, time) pairs sampled at `fps`.
    /// - Throws: `SnapshotError.invalidParameter` for empty, negative, non-finite or descending
    ///   times, n < 1, or an invalid duration.
    public func samples(fps: Double) throws -> [(index: Int?, time: Double)] {
        switch self {
        case .times(let times):
            guard !times.isEmpty else { throw SnapshotError.invalidParameter(name: "times", value: "[]", valid: "at least one time") }
            for (i, t) in times.enumerated() {
                guard t.isFinite, t >= 0 else { throw SnapshotError.invalidParameter(name: "times[\(i)]", value: "\(t)", valid: "≥ 0 and finite (seconds)") }
                if i > 0, t < times[i - 1] {
                    throw SnapshotError.invalidParameter(name: "times[\(i)]", value: "\(t)", valid: "≥ times[\(i - 1)] = \(times[i - 1]) (ascending)")
                }
            }
            return times.map { t in
                let k = (t * fps).rounded()
                return (abs(k / fps - t) < 1e-9 ? Int(k) : nil, t)
            }
        case .everyNthFrame(let n, let duration):
            guard n >= 1 else { throw SnapshotError.invalidParameter(name: "every", value: "\(n)", valid: "≥ 1 (frames)") }
            let all: [Double]
            do { all = try FrameRecorder(size: CGSize(width: 1, height: 1), fps: fps).frameTimes(duration: duration) } catch {
                throw SnapshotError.invalidParameter(name: "duration", value: "\(duration)", valid: "≥ 0 and finite (seconds)")
            }
            var picked = stride(from: 0, to: all.count, by: n).map { (index: Optional($0), time: all[$0]) }
            if picked.last?.index != all.count - 1 { picked.append((all.count - 1, all[all.count - 1])) }
            return picked
        }
    }
}

/// The label of a filmstrip cell: `#k t=0.500s`, or `t=0.510s` for a time between frames.
func frameLabel(index: Int?, time: Double) -> String {
    (index.map { "#\($0) " } ?? "") + String(format: "t=%.3fs", time)
}

extension SnapshotVerifier {
    /// Checks frames against one filmstrip golden `Snapshots/<Suite>/<test>.<name>.png`.
    ///
    /// Every frame is compared with its cell of the golden using `tolerance` (limits per frame);
    /// the check passes when every frame passes and the rest of the strip (labels) is
    /// unchanged. A failure lists a verdict per frame and names the first diverging frame.
    public static func verifyFrames(_ frames: [(image: RenderedImage, label: String)], columns: Int = 4, id: SnapshotID,
                                    tolerance: SnapshotTolerance = .default, environment: SnapshotEnvironment) -> SnapshotVerdict {
        let url = id.goldenURL(root: environment.packageRoot, ext: "png")
        let strip: (image: RenderedImage, layout: FilmstripLayout)
        do { strip = try Filmstrip.make(frames, columns: columns) } catch {
            return SnapshotVerdict(failure: "filmstrip \(id): \(error)", goldenURL: url)
        }
        return verifyImage(strip.image, id: id, goldenURL: url, tolerance: tolerance, environment: environment, kind: "filmstrip") { golden, whole in
            guard let whole else { return (false, [], nil) }
            let expectedFrames: [RenderedImage]
            do { expectedFrames = try Filmstrip.frames(of: golden, layout: strip.layout) } catch { return (false, [], "\(error)") }
            var verdicts: [FrameVerdict] = []
            for (i, frame) in frames.enumerated() {
                guard let r = try? ImageComparison.compare(expected: expectedFrames[i], actual: frame.image, options: tolerance.comparisonOptions) else { continue }
                verdicts.append(FrameVerdict(index: i, label: frame.label, comparison: r, passed: tolerance.accepts(r)))
            }
            // Pixels outside the cells (labels, borders) must not differ either.
            var outside = 0
            if !whole.isIdentical {
                let cells = (0..<strip.layout.count).map { strip.layout.cell($0) }
                for y in 0..<strip.image.height {
                    for x in 0..<strip.image.width where whole.verdicts[y * strip.image.width + x] == .different {
                        if !cells.contains(where: { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }) { outside += 1 }
                    }
                }
            }
            let passed = verdicts.allSatisfy(\.passed) && outside == 0
            var lines = ["frames (limits per frame):"]
            for v in verdicts {
                lines.append("  cell \(v.index) \(v.label): " + (v.passed ? "ok" : "DIFFERS") + " — \(v.comparison.summary)")
            }
            if let first = verdicts.first(where: { !$0.passed }) {
                lines.append("first diverging frame: cell \(first.index) \(first.label)")
            } else if outside > 0 {
                lines.append("every frame matches, but \(outside) pixels of the labels or borders differ (were the times changed?)")
            }
            return (passed, verdicts, lines.joined(separator: "\n"))
        }
    }
}

/// Samples a recording of `view` and compares the frames with one filmstrip golden
/// `Snapshots/<Suite>/<test>.<name>.png`: a grid of `columns` columns, each cell labelled
/// `#k t=…s`. On failure the message gives a verdict per frame and the first frame that
/// diverges; artifacts and review page as for `assertSnapshot`.
///
/// - Parameters:
///   - sampling: `.times([…])` or `.everyNthFrame(n, duration:)`.
///   - fps: frame rate of the recording (input is sampled at it, frame k is at k / fps).
///   - tolerance: limits applied to each frame.
@discardableResult
@MainActor
public func assertFrames<V: View>(of view: V, size: CGSize, input: InputScript = .none, fps: Double = 60,
                                  sampling: FrameSampling, columns: Int = 4, named name: String = "frames",
                                  tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode? = nil,
                                  fileID: String = #fileID, file: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: Int = #column) -> SnapshotVerdict? {
    let (id, env) = snapshotCallSite(file: file, testName: testName, name: name, record: record)
    let frames: [(image: RenderedImage, label: String)]
    do {
        let samples = try sampling.samples(fps: fps)
        let recorder = FrameRecorder(size: size, fps: fps)
        let renderer = CairoRenderer()
        let lists = try recorder.displayLists(view, times: samples.map(\.time), input: input, textMeasurer: renderer.textEngine)
        frames = try zip(samples, lists).map { sample, list in
            (try renderer.render(list, scale: recorder.scale, background: recorder.background), frameLabel(index: sample.index, time: sample.time))
        }
    } catch {
        reportSnapshotFailure("filmstrip \(id): \(error)", fileID: fileID, file: file, line: line, column: column)
        return nil
    }
    let verdict = SnapshotVerifier.verifyFrames(frames, columns: columns, id: id, tolerance: tolerance, environment: env)
    if let failure = verdict.failure {
        reportSnapshotFailure(failure, fileID: fileID, file: file, line: line, column: column)
    }
    return verdict
}
