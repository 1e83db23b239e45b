import Foundation
import SceneRender

/// When golden images are written (swift-snapshot-testing's and Playwright's record modes),
/// read from the `SNAPSHOT_RECORD` environment variable.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a golden that does not exist yet, and fail (the default).
    case missing
    /// Write every golden, and fail.
    case all
    /// Overwrite goldens that do not match, and fail.
    case failed
    /// Never write; a missing golden fails.
    case never

    /// The mode from `SNAPSHOT_RECORD` (default `missing`).
    public static var current: SnapshotRecordMode {
        guard let raw = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"], !raw.isEmpty else { return .missing }
        return SnapshotRecordMode(rawValue: raw.lowercased()) ?? .missing
    }

    /// True when `CI` is set to a true value: then nothing is written under `Snapshots/`.
    public static var isCI: Bool {
        let v = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return v == "true" || v == "1" || v == "yes"
    }
}

/// Finds the golden folder of a test file: `Snapshots/<Suite>/` under the package root (the
/// nearest ancestor folder of the test file that holds `Package.swift`).
public enum SnapshotStore {
    /// - Parameters:
    ///   - file: the calling test file's path (`#filePath`).
    ///   - suite: folder name; by default the test file's name without extension.
    public static func directory(forTestFile file: String, suite: String? = nil) -> URL {
        let fileURL = URL(fileURLWithPath: file)
        var dir = fileURL.deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { break }
            dir = dir.deletingLastPathComponent()
        }
        let suiteName = suite ?? fileURL.deletingPathExtension().lastPathComponent
        return dir.appendingPathComponent("Snapshots").appendingPathComponent(suiteName)
    }

    /// `<test>.<name>.png`, with the test name cleaned of parentheses and spaces.
    public static func fileName(test: String, name: String, extension ext: String = "png") -> String {
        let cleaned = test.replacingOccurrences(of: "()", with: "")
            .map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }
        return "\(String(cleaned)).\(name).\(ext)"
    }
}
