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

/// A filmstrip: frames laid out in a labelled grid and stored as one image (the format of
/// `Snapshotting.frames`). A filmstrip read back from its golden has the image only.
public struct FilmstripSnapshot {
    /// The whole strip.
    public var image: RenderedImage
    /// The grid, for a strip made from frames (nil for one read from a file).
    public var layout: FilmstripLayout?
    /// The frames and their labels, for a strip made from frames.
    public var frames: [(image: RenderedImage, label: String)]

    /// Lays `frames` out in `columns` columns (`Filmstrip.make`).
    /// - Throws: `RenderError.invalidParameter` for no frames, frames of different sizes or bad columns.
    public init(frames: [(image: RenderedImage, label: String)], columns: Int = 4) throws {
        let strip = try Filmstrip.make(frames, columns: columns)
        image = strip.image
        layout = strip.layout
        self.frames = frames
    }

    /// A strip known by its image only (a golden).
    public init(image: RenderedImage) {
        self.image = image
        layout = nil
        frames = []
    }
}

extension Diffing where Format == FilmstripSnapshot {
    /// Filmstrips compared frame by frame: each cell of the golden with its frame within
    /// `tolerance` (limits per frame), and every pixel outside the cells (labels, borders)
    /// unchanged. A failure lists a verdict per frame and names the first diverging frame.
    public static func filmstrip(tolerance: SnapshotTolerance = .default) -> Diffing {
        let image = Diffing<RenderedImage>.image(tolerance: tolerance)
        return Diffing(
            toData: { try image.toData($0.image) },
            fromData: { FilmstripSnapshot(image: try image.fromData($0)) },
            validate: image.validate, dependsOnRenderingEnvironment: true
        ) { expected, actual in
            guard let layout = actual.layout else {
                return try image.diff(expected.image, actual.image)
            }
            let judged = Diffing<RenderedImage>.image(tolerance: tolerance) { golden, _, whole in
                Self.judgeFrames(
                    actual.frames, layout: layout, golden: golden, whole: whole, stripWidth: actual.image.width,
                    stripHeight: actual.image.height, tolerance: tolerance)
            }
            return try judged.diff(expected.image, actual.image)
        }
    }

    /// Per-frame verdicts of a same-size filmstrip comparison, and whether it passes.
    static func judgeFrames(
        _ frames: [(image: RenderedImage, label: String)], layout: FilmstripLayout, golden: RenderedImage,
        whole: ImageComparisonResult, stripWidth: Int, stripHeight: Int,
        tolerance: SnapshotTolerance
    ) -> (Bool, [FrameVerdict], [String]) {
        let expectedFrames: [RenderedImage]
        do { expectedFrames = try Filmstrip.frames(of: golden, layout: layout) } catch { return (false, [], ["\(error)"]) }
        var verdicts: [FrameVerdict] = []
        for (i, frame) in frames.enumerated() {
            guard let r = try? ImageComparison.compare(expected: expectedFrames[i], actual: frame.image, options: tolerance.comparisonOptions) else { continue }
            verdicts.append(FrameVerdict(index: i, label: frame.label, comparison: r, passed: tolerance.accepts(r)))
        }
        // Pixels outside the cells (labels, borders) must not differ either.
        var outside = 0
        if !whole.isIdentical {
            let cells = (0..<layout.count).map { layout.cell($0) }
            for y in 0..<stripHeight {
                for x in 0..<stripWidth where whole.verdicts[y * stripWidth + x] == .different {
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
        return (passed, verdicts, [lines.joined(separator: "\n")])
    }
}

extension SnapshotVerifier {
    /// Checks frames against one filmstrip golden `Snapshots/<Suite>/<test>.<name>.png`
    /// (`verify(_:as:id:environment:)` with the filmstrip strategy; see `Diffing.filmstrip`).
    @MainActor
    public static func verifyFrames(
        _ frames: [(image: RenderedImage, label: String)], columns: Int = 4, id: SnapshotID,
        tolerance: SnapshotTolerance = .default, environment: SnapshotEnvironment
    ) -> SnapshotVerdict {
        let strategy = SimplySnapshotting<FilmstripSnapshot>.filmstrip(tolerance: tolerance)
            .pullback { (frames: [(image: RenderedImage, label: String)]) in try FilmstripSnapshot(frames: frames, columns: columns) }
        return verify(frames, as: strategy, id: id, environment: environment)
    }
}

extension Snapshotting where Value == FilmstripSnapshot, Format == FilmstripSnapshot {
    /// A filmstrip, as a PNG golden compared frame by frame within `tolerance`.
    public static func filmstrip(tolerance: SnapshotTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", kind: "filmstrip", diffing: .filmstrip(tolerance: tolerance))
    }
}

/// Samples a recording of `view` and compares the frames with one filmstrip golden
/// `Snapshots/<Suite>/<test>.<name>.png`: a grid of `columns` columns, each cell labelled
/// `#k t=…s`. On failure the message gives a verdict per frame and the first frame that
/// diverges; artifacts and review page as for `assertSnapshot`.
/// `assertSnapshot(of: view, as: .frames(sampling, size:…), named: name)`.
///
/// - Parameters:
///   - sampling: `.times([…])` or `.everyNthFrame(n, duration:)`.
///   - fps: frame rate of the recording (input is sampled at it, frame k is at k / fps).
///   - tolerance: limits applied to each frame.
///   - view: the scene to render.
///   - size: canvas size in points.
///   - input: scripted pointer input, in scene time.
///   - columns: cells per row of the filmstrip, ≥ 1.
///   - name: distinguishes several snapshots in one test (the golden is `<test>.<name>`).
///   - record: when goldens are written; nil takes `withSnapshotTesting(record:)`'s, else `SNAPSHOT_RECORD` (default `missing`).
///   - fileID: the calling file's `#fileID`, where a failure is reported.
///   - file: the calling file's path, which locates the package and the golden's suite folder.
///   - testName: the calling test's name, which names the golden.
///   - line: the line of the call, where a failure is reported.
///   - column: the column of the call, where a failure is reported.
@discardableResult
public func assertFrames<V: View>(
    of view: @autoclosure @MainActor () -> V, size: CGSize, input: InputScript = .none, fps: Double = 60,
    sampling: FrameSampling, columns: Int = 4, named name: String = "frames",
    tolerance: SnapshotTolerance = .default, record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) -> SnapshotVerdict? {
    assertSnapshot(
        of: view(), as: .frames(sampling, size: size, input: input, fps: fps, columns: columns, tolerance: tolerance),
        named: name, record: record, fileID: fileID, file: file, testName: testName, line: line, column: column)
}
