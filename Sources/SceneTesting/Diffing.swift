import Foundation
import SceneRender

/// How a snapshot format is stored and compared (swift-snapshot-testing's `Diffing`): to and
/// from the bytes of its golden file, and the comparison of a golden with a new snapshot.
public struct Diffing<Format> {
    /// The golden file's bytes for a value.
    public var toData: (Format) throws -> Data
    /// A value from a golden file's bytes.
    /// - Throws: when the bytes are not a value of the format (the check then fails with
    ///   "Cannot read the golden").
    public var fromData: (Data) throws -> Format
    /// Compares the golden `expected` with `actual`.
    public var diff: (_ expected: Format, _ actual: Format) throws -> SnapshotDifference
    /// Checks the diffing's own parameters (a tolerance) before anything is read or written.
    /// - Throws: `SnapshotError.invalidParameter` naming the parameter and its range.
    public var validate: () throws -> Void
    /// True for formats whose bytes depend on the rendering libraries and fonts (images): the
    /// golden folder then keeps an `environment.json` fingerprint, and a failure says whether
    /// the environment changed since the goldens were recorded.
    public var dependsOnRenderingEnvironment: Bool

    public init(
        toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
        validate: @escaping () throws -> Void = {}, dependsOnRenderingEnvironment: Bool = false,
        diff: @escaping (_ expected: Format, _ actual: Format) throws -> SnapshotDifference
    ) {
        self.toData = toData
        self.fromData = fromData
        self.validate = validate
        self.dependsOnRenderingEnvironment = dependsOnRenderingEnvironment
        self.diff = diff
    }
}

/// The outcome of comparing a snapshot with its golden.
public struct SnapshotDifference {
    /// True when the snapshot matches within the diffing's limits.
    public var passed: Bool
    /// The measured values and the limits, one line each (shown on failure).
    public var lines: [String]
    /// Further failure artifacts by file name (`diff.png`, `side-by-side.png`), written beside
    /// `actual.<ext>` and `expected.<ext>`.
    public var artifacts: [(name: String, data: Data)]
    /// The image comparison, for image formats.
    public var comparison: ImageComparisonResult?
    /// Per-frame verdicts, for filmstrips.
    public var frames: [FrameVerdict]

    public init(
        passed: Bool, lines: [String] = [], artifacts: [(name: String, data: Data)] = [],
        comparison: ImageComparisonResult? = nil, frames: [FrameVerdict] = []
    ) {
        self.passed = passed
        self.lines = lines
        self.artifacts = artifacts
        self.comparison = comparison
        self.frames = frames
    }
}

extension Diffing where Format == RenderedImage {
    /// Images compared pixel by pixel (`ImageComparison`: pixelmatch's perceptual threshold,
    /// anti-aliasing detection, the transparency rule of `tolerance`) and accepted within
    /// `tolerance`'s limits. PNG golden files; failure artifacts `diff.png` and `side-by-side.png`.
    public static func image(tolerance: SnapshotTolerance = .default) -> Diffing {
        image(tolerance: tolerance) { _, _, result in (tolerance.accepts(result), [], []) }
    }

    /// Images compared as `image(tolerance:)`, with `judge` deciding a same-size comparison
    /// (and adding lines and per-frame verdicts), for formats made of images (filmstrips).
    static func image(
        tolerance: SnapshotTolerance,
        judge: @escaping (_ expected: RenderedImage, _ actual: RenderedImage, ImageComparisonResult) -> (Bool, [FrameVerdict], [String])
    )
        -> Diffing
    {
        Diffing(
            toData: { try $0.pngData(compressionLevel: 9) },
            fromData: { try PNGCodec.decode($0, source: "golden") },
            validate: { try tolerance.validate() },
            dependsOnRenderingEnvironment: true
        ) { expected, actual in
            let result = try ImageComparison.compare(expected: expected, actual: actual, options: tolerance.comparisonOptions)
            var difference = SnapshotDifference(passed: false, lines: ["measured: \(result.summary)"], comparison: result)
            if result.sizesMatch {
                let (passed, frames, extra) = judge(expected, actual, result)
                difference.passed = passed
                difference.frames = frames
                difference.lines.append("limits:   \(tolerance); allowed \(tolerance.allowedDifferentPixels(pixelCount: result.pixelCount)) differing pixel(s) of \(result.pixelCount), found \(result.differentPixels)")
                difference.lines += extra
            }
            if !difference.passed {
                let diff = ImageDiff.diffImage(expected: expected, result: result)
                if let diff { difference.artifacts.append(("diff.png", try diff.pngData())) }
                difference.artifacts.append(("side-by-side.png", try ImageDiff.composite(expected: expected, actual: actual, diff: diff).pngData()))
            }
            return difference
        }
    }
}

extension Diffing where Format == MotionTrace {
    /// Motion traces matched row by row (time, node path, property), each value within
    /// `tolerance` (absolute, in the property's unit, ≥ 0). CSV golden files (see `MotionTrace`).
    public static func motion(tolerance: Double = 1e-4) -> Diffing {
        Diffing(
            toData: { Data($0.csv.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError.invalidParameter(name: "motion CSV", value: "\(data.count) bytes", valid: "UTF-8 text")
                }
                return try MotionTrace(csv: text)
            },
            validate: {
                guard tolerance.isFinite, tolerance >= 0 else {
                    throw SnapshotError.invalidParameter(name: "tolerance", value: "\(tolerance)", valid: "≥ 0 and finite")
                }
            }
        ) { expected, actual in
            guard let lines = actual.differences(from: expected, tolerance: tolerance) else { return SnapshotDifference(passed: true) }
            return SnapshotDifference(passed: false, lines: lines + ["limits: absolute tolerance \(tolerance) per value"])
        }
    }
}
