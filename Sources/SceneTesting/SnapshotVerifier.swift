import Foundation
import SceneRender

/// Outcome of checking a snapshot against its golden.
public struct SnapshotVerdict: Sendable {
    /// nil when the snapshot passes; otherwise the failure message.
    public var failure: String?
    /// The golden's location.
    public var goldenURL: URL
    /// The image comparison, when one was made.
    public var comparison: ImageComparisonResult?
    /// Where the failure artifacts were written (nil when none were).
    public var artifacts: SnapshotArtifacts?
    /// True when this check wrote or overwrote the golden.
    public var wroteGolden = false
    /// Per-frame verdicts of `assertFrames` (empty otherwise).
    public var frames: [FrameVerdict] = []

    /// True when the snapshot passed.
    public var passed: Bool { failure == nil }
}

/// The verdict of one frame of a filmstrip.
public struct FrameVerdict: Sendable {
    public var index: Int
    public var label: String
    public var comparison: ImageComparisonResult
    public var passed: Bool
}

/// Checks snapshots without a test framework; the assertions report its verdicts.
public enum SnapshotVerifier {
    /// Checks `image` against the golden `Snapshots/<Suite>/<test>.<name>.png` of `id`.
    ///
    /// Record modes: a missing golden is written (and the check fails) unless the mode is
    /// `never` or CI is on; `all` rewrites it and fails; `failed` rewrites a mismatching one and
    /// fails. On CI nothing is written under `Snapshots/`. Failures write artifacts to
    /// `environment.artifactsDirectory` and refresh the review page there.
    public static func verify(_ image: RenderedImage, id: SnapshotID, tolerance: SnapshotTolerance = .default,
                              environment: SnapshotEnvironment) -> SnapshotVerdict {
        let url = id.goldenURL(root: environment.packageRoot, ext: "png")
        return verifyImage(image, id: id, goldenURL: url, tolerance: tolerance, environment: environment, kind: "snapshot") { golden, result in
            (result.map { tolerance.accepts($0) } ?? false, [], nil)
        }
    }

    /// Shared path of still snapshots and filmstrips. `judge` decides pass or fail for a
    /// same-size comparison and may add lines (per-frame verdicts) and frames.
    static func verifyImage(_ image: RenderedImage, id: SnapshotID, goldenURL url: URL, tolerance: SnapshotTolerance,
                            environment env: SnapshotEnvironment, kind: String,
                            judge: (RenderedImage, ImageComparisonResult?) -> (Bool, [FrameVerdict], String?)) -> SnapshotVerdict {
        var verdict = SnapshotVerdict(failure: nil, goldenURL: url)
        if let ledger = env.ledgerDirectory {
            SnapshotLedger.record(golden: url, test: "\(id.suite).\(id.test)", packageRoot: env.packageRoot, in: ledger)
        }
        if let problem = env.configurationError { verdict.failure = problem; return verdict }
        do { try tolerance.validate() } catch { verdict.failure = "\(error)"; return verdict }
        let artifacts = SnapshotArtifacts(id: id, artifactsDirectory: env.artifactsDirectory)
        let exists = FileManager.default.fileExists(atPath: url.path)

        if !exists {
            var lines = ["No golden for \(kind) \(id) at \(url.path)."]
            if env.isCI {
                lines.append("CI=true: a missing golden fails and nothing was written under Snapshots/.")
            } else if env.record == .never {
                lines.append("SNAPSHOT_RECORD=never: nothing was written.")
            } else {
                do {
                    try writeGolden(image, to: url)
                    verdict.wroteGolden = true
                    lines.append("Recorded it now (SNAPSHOT_RECORD=\(env.record.rawValue)); look at it, then run the test again.")
                } catch {
                    lines.append("Could not record it: \(error)")
                }
            }
            verdict.failure = finishFailure(lines: lines, image: image, expected: nil, result: nil, artifacts: artifacts, verdict: &verdict)
            return verdict
        }
        if env.record == .all && env.mayWriteGoldens {
            var lines = ["SNAPSHOT_RECORD=all: re-recorded the golden of \(kind) \(id) at \(url.path); unset SNAPSHOT_RECORD and run again."]
            do { try writeGolden(image, to: url); verdict.wroteGolden = true } catch { lines.append("Could not write it: \(error)") }
            verdict.failure = lines.joined(separator: "\n")
            return verdict
        }
        let golden: RenderedImage
        do { golden = try RenderedImage(contentsOfPNG: url) } catch {
            verdict.failure = "Cannot read the golden of \(kind) \(id): \(error)"
            return verdict
        }
        let result: ImageComparisonResult
        do { result = try ImageComparison.compare(expected: golden, actual: image, options: tolerance.comparisonOptions) } catch {
            verdict.failure = "\(error)"
            return verdict
        }
        verdict.comparison = result
        let (passed, frames, extra) = result.sizesMatch ? judge(golden, result) : (false, [], nil)
        verdict.frames = frames
        if passed {
            artifacts.clear()
            recordMissingFingerprint(goldenFolder: url.deletingLastPathComponent(), environment: env)
            return verdict
        }
        var lines = ["\(kind.prefix(1).uppercased() + kind.dropFirst()) \(id) does not match its golden \(url.path)."]
        if !result.sizesMatch {
            lines.append("measured: \(result.summary)")
        } else {
            lines.append("measured: \(result.summary)")
            lines.append("limits:   \(tolerance); allowed \(tolerance.allowedDifferentPixels(pixelCount: result.pixelCount)) differing pixel(s) of \(result.pixelCount), found \(result.differentPixels)")
        }
        if let extra { lines.append(extra) }
        lines.append(environmentLine(goldenFolder: url.deletingLastPathComponent()))
        if env.record == .failed {
            if env.mayWriteGoldens {
                do { try writeGolden(image, to: url); verdict.wroteGolden = true; lines.append("SNAPSHOT_RECORD=failed: overwrote the golden; look at it, then run the test again.") } catch {
                    lines.append("SNAPSHOT_RECORD=failed: could not overwrite the golden: \(error)")
                }
            } else {
                lines.append("CI=true: SNAPSHOT_RECORD=failed ignored, nothing was written under Snapshots/.")
            }
        }
        verdict.failure = finishFailure(lines: lines, image: image, expected: golden, result: result, artifacts: artifacts, verdict: &verdict)
        return verdict
    }

    /// Writes the golden (temporary name, then rename) and the suite's environment fingerprint.
    static func writeGolden(_ image: RenderedImage, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: url, compressionLevel: 9)
        try writeFingerprint(in: url.deletingLastPathComponent())
    }

    /// A passing golden folder without a fingerprint gets one, as a missing golden would be
    /// recorded (never on CI or with SNAPSHOT_RECORD=never).
    static func recordMissingFingerprint(goldenFolder: URL, environment env: SnapshotEnvironment) {
        let url = goldenFolder.appendingPathComponent(SnapshotStore.fingerprintFileName)
        guard env.mayWriteGoldens, env.record != .never, !FileManager.default.fileExists(atPath: url.path) else { return }
        try? writeFingerprint(in: goldenFolder)
    }

    static func writeFingerprint(in folder: URL) throws {
        try AtomicFile.write(try EnvironmentFingerprint.current.jsonData(),
                             to: folder.appendingPathComponent(SnapshotStore.fingerprintFileName))
    }

    /// Says whether the environment differs from the fingerprint stored beside the goldens.
    static func environmentLine(goldenFolder: URL) -> String {
        let url = goldenFolder.appendingPathComponent(SnapshotStore.fingerprintFileName)
        let current = EnvironmentFingerprint.current
        let now = current.libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        guard FileManager.default.fileExists(atPath: url.path) else {
            return "environment: no fingerprint beside the goldens (\(url.path)), so unknown whether it changed; now \(now)"
        }
        guard let recorded = try? EnvironmentFingerprint(contentsOf: url) else {
            return "environment: the fingerprint \(url.path) is unreadable; now \(now)"
        }
        let changes = current.changes(since: recorded)
        if changes.isEmpty { return "environment: unchanged since the goldens were recorded (\(now), same font files)" }
        return "environment: CHANGED since the goldens were recorded: \(changes.joined(separator: "; ")) (\(url.path))"
    }

    /// Writes the image artifacts and the message, returning the message with their paths.
    static func finishFailure(lines: [String], image: RenderedImage, expected: RenderedImage?, result: ImageComparisonResult?,
                              artifacts: SnapshotArtifacts, verdict: inout SnapshotVerdict) -> String {
        var lines = lines
        do {
            try artifacts.prepare()
            try image.writePNG(to: artifacts.actualImage)
            var listed = ["actual \(artifacts.actualImage.path)"]
            if let expected {
                try expected.writePNG(to: artifacts.expectedImage)
                listed.append("expected \(artifacts.expectedImage.path)")
                let diff = result.flatMap { ImageDiff.diffImage(expected: expected, result: $0) }
                if let diff {
                    try diff.writePNG(to: artifacts.diffImage)
                    listed.append("diff \(artifacts.diffImage.path)")
                }
                try ImageDiff.composite(expected: expected, actual: image, diff: diff).writePNG(to: artifacts.sideBySideImage)
                listed.append("side by side \(artifacts.sideBySideImage.path)")
            }
            lines.append("artifacts: " + listed.joined(separator: ", "))
            lines.append("review page: \(artifacts.reviewPage.path)")
            let message = lines.joined(separator: "\n")
            try artifacts.finish(message: message)
            verdict.artifacts = artifacts
            return message
        } catch {
            lines.append("could not write the failure artifacts: \(error)")
            return lines.joined(separator: "\n")
        }
    }
}
