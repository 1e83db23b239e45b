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

/// Checks snapshots without a test framework; the assertions report its verdicts. Every kind
/// of snapshot goes through `verify(_:as:id:environment:)`, the one place that applies the
/// record modes, the CI rule, the ledger and the failure artifacts.
public enum SnapshotVerifier {
    /// Checks the snapshot of `value` made by `strategy` against the golden
    /// `Snapshots/<Suite>/<test>.<name>.<ext>` of `id`.
    ///
    /// Record modes: a missing golden is written (and the check fails) unless the mode is
    /// `never` or CI is on; `all` rewrites it and fails; `failed` rewrites a mismatching one and
    /// fails. On CI nothing is written under `Snapshots/`. Failures write artifacts
    /// (`actual.<ext>`, `expected.<ext>` and the diffing's own) to
    /// `environment.artifactsDirectory` and refresh the review page there.
    @MainActor
    public static func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, id: SnapshotID,
        environment env: SnapshotEnvironment
    ) -> SnapshotVerdict {
        let url = id.goldenURL(root: env.packageRoot, ext: strategy.pathExtension)
        let kind = strategy.kind, diffing = strategy.diffing
        var verdict = SnapshotVerdict(failure: nil, goldenURL: url)
        if let ledger = env.ledgerDirectory {
            SnapshotLedger.record(golden: url, test: "\(id.suite).\(id.test)", packageRoot: env.packageRoot, in: ledger)
        }
        if let problem = env.configurationError { verdict.failure = problem; return verdict }
        do { try diffing.validate() } catch { verdict.failure = "\(error)"; return verdict }
        let snapshot: Format, actualData: Data
        do {
            snapshot = try strategy.snapshot(value)
            actualData = try diffing.toData(snapshot)
        } catch {
            verdict.failure = "\(kind) \(id): \(error)"
            return verdict
        }
        let artifacts = SnapshotArtifacts(id: id, artifactsDirectory: env.artifactsDirectory)
        let ext = strategy.pathExtension
        func writeGolden() throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(actualData, to: url)
            if diffing.dependsOnRenderingEnvironment { try writeFingerprint(in: url.deletingLastPathComponent()) }
            verdict.wroteGolden = true
        }

        guard FileManager.default.fileExists(atPath: url.path) else {
            var lines = ["No golden for \(kind) \(id) at \(url.path)."]
            if env.isCI {
                lines.append("CI=true: a missing golden fails and nothing was written under Snapshots/.")
            } else if env.record == .never {
                lines.append("SNAPSHOT_RECORD=never: nothing was written.")
            } else {
                do {
                    try writeGolden()
                    lines.append("Recorded it now (SNAPSHOT_RECORD=\(env.record.rawValue)); look at it, then run the test again.")
                } catch {
                    lines.append("Could not record it: \(error)")
                }
            }
            verdict.failure = finishFailure(
                lines: lines, ext: ext, actual: actualData, expected: nil, extra: [],
                artifacts: artifacts, verdict: &verdict)
            return verdict
        }
        if env.record == .all && env.mayWriteGoldens {
            var lines = ["SNAPSHOT_RECORD=all: re-recorded the golden of \(kind) \(id) at \(url.path); unset SNAPSHOT_RECORD and run again."]
            do { try writeGolden() } catch { lines.append("Could not write it: \(error)") }
            verdict.failure = lines.joined(separator: "\n")
            return verdict
        }
        let goldenData: Data, golden: Format
        do {
            goldenData = try Data(contentsOf: url)
            golden = try diffing.fromData(goldenData)
        } catch {
            verdict.failure = "Cannot read the golden of \(kind) \(id) at \(url.path): \(error)"
            return verdict
        }
        let difference: SnapshotDifference
        do { difference = try diffing.diff(golden, snapshot) } catch {
            verdict.failure = "\(error)"
            return verdict
        }
        verdict.comparison = difference.comparison
        verdict.frames = difference.frames
        if difference.passed {
            artifacts.clear()
            if diffing.dependsOnRenderingEnvironment {
                recordMissingFingerprint(goldenFolder: url.deletingLastPathComponent(), environment: env)
            }
            return verdict
        }
        var lines = ["\(kind.prefix(1).uppercased() + kind.dropFirst()) \(id) does not match its golden \(url.path)."]
        lines += difference.lines
        if diffing.dependsOnRenderingEnvironment { lines.append(environmentLine(goldenFolder: url.deletingLastPathComponent())) }
        var overwrote = false
        if env.record == .failed {
            if env.mayWriteGoldens {
                do {
                    try writeGolden()
                    overwrote = true
                    lines.append("SNAPSHOT_RECORD=failed: overwrote the golden; look at it, then run the test again.")
                } catch {
                    lines.append("SNAPSHOT_RECORD=failed: could not overwrite the golden: \(error)")
                }
            } else {
                lines.append("CI=true: SNAPSHOT_RECORD=failed ignored, nothing was written under Snapshots/.")
            }
        }
        if !overwrote { lines.append(rerecordLine(id)) }
        verdict.failure = finishFailure(
            lines: lines, ext: ext, actual: actualData, expected: goldenData, extra: difference.artifacts,
            artifacts: artifacts, verdict: &verdict)
        return verdict
    }

    /// Checks `image` against the golden `Snapshots/<Suite>/<test>.<name>.png` of `id`
    /// (`verify(_:as:id:environment:)` with `.image(tolerance:)`).
    @MainActor
    public static func verify(
        _ image: RenderedImage, id: SnapshotID, tolerance: SnapshotTolerance = .default,
        environment: SnapshotEnvironment
    ) -> SnapshotVerdict {
        verify(image, as: .image(tolerance: tolerance), id: id, environment: environment)
    }

    /// How to accept an intended change (README.md, "Record modes"): overwrite the failing
    /// goldens of the tests of this name, then look at them. The filter names the test alone:
    /// the golden's suite is its file's name, which need not be the class's (`swift test
    /// --filter` matches `Module.Class/test`), and with `failed` a test of the same name in
    /// another class re-records nothing that passes.
    static func rerecordLine(_ id: SnapshotID) -> String {
        "If the change is intended, record it again: SNAPSHOT_RECORD=failed swift test --filter '\(id.test)' (README.md, Record modes), then look at the new golden."
    }

    /// A passing golden folder without a fingerprint gets one, as a missing golden would be
    /// recorded (never on CI or with SNAPSHOT_RECORD=never).
    static func recordMissingFingerprint(goldenFolder: URL, environment env: SnapshotEnvironment) {
        let url = goldenFolder.appendingPathComponent(SnapshotStore.fingerprintFileName)
        guard env.mayWriteGoldens, env.record != .never, !FileManager.default.fileExists(atPath: url.path) else { return }
        try? writeFingerprint(in: goldenFolder)
    }

    static func writeFingerprint(in folder: URL) throws {
        try AtomicFile.write(
            try EnvironmentFingerprint.current.jsonData(),
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

    /// Writes the artifacts (`actual.<ext>`, `expected.<ext>` when there is a golden, then
    /// `extra`) and the message, returning the message with their paths.
    static func finishFailure(
        lines: [String], ext: String, actual: Data, expected: Data?, extra: [(name: String, data: Data)],
        artifacts: SnapshotArtifacts, verdict: inout SnapshotVerdict
    ) -> String {
        var lines = lines
        do {
            try artifacts.prepare()
            try AtomicFile.write(actual, to: artifacts.actualText(ext))
            var listed = ["actual \(artifacts.actualText(ext).path)"]
            if let expected {
                try AtomicFile.write(expected, to: artifacts.expectedText(ext))
                listed.append("expected \(artifacts.expectedText(ext).path)")
            }
            for file in extra {
                let url = artifacts.folder.appendingPathComponent(file.name)
                try AtomicFile.write(file.data, to: url)
                listed.append("\(file.name.split(separator: ".").first.map { $0.replacingOccurrences(of: "-", with: " ") } ?? file.name) \(url.path)")
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
