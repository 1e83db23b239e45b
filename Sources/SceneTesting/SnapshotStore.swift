import Foundation
import SceneRender

/// When golden files are written (swift-snapshot-testing's and Playwright's record modes), read
/// from the `SNAPSHOT_RECORD` environment variable.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write a golden that does not exist yet, and fail (the default).
    case missing
    /// Write every golden, and fail.
    case all
    /// Overwrite goldens that do not match, and fail.
    case failed
    /// Never write; a missing golden fails.
    case never

    /// Parses a `SNAPSHOT_RECORD` value: nil or empty gives `missing`; case is ignored.
    /// - Throws: `SnapshotError.invalidRecordMode` naming the value and the valid ones.
    public static func parse(_ raw: String?) throws -> SnapshotRecordMode {
        guard let raw, !raw.isEmpty else { return .missing }
        guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else { throw SnapshotError.invalidRecordMode(raw) }
        return mode
    }

    /// The mode from `SNAPSHOT_RECORD` (default `missing`; an invalid value also gives `missing`,
    /// and the assertions report it as a failure).
    public static var current: SnapshotRecordMode {
        (try? parse(ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"])) ?? .missing
    }

    /// True when `CI` is `true`, `1` or `yes` (any case): then nothing is written under `Snapshots/`.
    public static var isCI: Bool { SnapshotEnvironment.isTrue(ProcessInfo.processInfo.environment["CI"]) }
}

/// Errors of the snapshot tools.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    case invalidRecordMode(String)
    case invalidParameter(name: String, value: String, valid: String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let v):
            return "invalid SNAPSHOT_RECORD: \(v) (valid: \(SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .invalidParameter(let n, let v, let valid): return InvalidParameter(name: n, value: v, valid: valid).description
        }
    }
}

/// Everything a snapshot check reads from the process environment, made explicit so that tests
/// can run the checks with other settings (CI on, another record mode, another artifacts folder).
public struct SnapshotEnvironment: Sendable {
    /// The package root (the folder holding `Package.swift`).
    public var packageRoot: URL
    /// When goldens are written.
    public var record: SnapshotRecordMode
    /// On CI nothing is written under `Snapshots/`, whatever the record mode.
    public var isCI: Bool
    /// Where failure artifacts and the review page go.
    public var artifactsDirectory: URL
    /// Where touched goldens are logged for the orphan check; nil logs nothing.
    public var ledgerDirectory: URL?
    /// A problem with the variables (an invalid `SNAPSHOT_RECORD`), reported by every check.
    public var configurationError: String?

    public init(
        packageRoot: URL, record: SnapshotRecordMode = .missing, isCI: Bool = false,
        artifactsDirectory: URL? = nil, ledgerDirectory: URL? = nil
    ) {
        self.packageRoot = packageRoot
        self.record = record
        self.isCI = isCI
        self.artifactsDirectory = artifactsDirectory ?? packageRoot.appendingPathComponent(".build/snapshot-artifacts")
        self.ledgerDirectory = ledgerDirectory
    }

    /// Reads `SNAPSHOT_RECORD`, `CI` and `SNAPSHOT_ARTIFACTS` (default `.build/snapshot-artifacts`;
    /// a relative path is taken from the package root). The ledger is `.build/snapshot-ledger`.
    public static func fromProcess(packageRoot: URL, variables: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotEnvironment {
        var env = SnapshotEnvironment(
            packageRoot: packageRoot, isCI: isTrue(variables["CI"]),
            ledgerDirectory: SnapshotLedger.directory(packageRoot: packageRoot))
        do { env.record = try SnapshotRecordMode.parse(variables["SNAPSHOT_RECORD"]) } catch {
            env.configurationError = "\(error)"
        }
        if let a = variables["SNAPSHOT_ARTIFACTS"], !a.isEmpty {
            env.artifactsDirectory = a.hasPrefix("/") ? URL(fileURLWithPath: a) : packageRoot.appendingPathComponent(a)
        }
        return env
    }

    static func isTrue(_ v: String?) -> Bool {
        let v = v?.lowercased() ?? ""
        return v == "true" || v == "1" || v == "yes"
    }

    /// May goldens be written under `Snapshots/`?
    var mayWriteGoldens: Bool { !isCI }
}

/// Names one snapshot: its suite folder, test and name, and so its golden and artifact paths.
public struct SnapshotID: Sendable, Hashable, CustomStringConvertible {
    public var suite: String
    public var test: String
    public var name: String

    public init(suite: String, test: String, name: String) {
        self.suite = suite
        self.test = SnapshotStore.clean(test)
        self.name = SnapshotStore.clean(name)
    }

    /// `<test>.<name>`.
    public var stem: String { "\(test).\(name)" }
    /// `<Suite>/<test>.<name>`.
    public var description: String { "\(suite)/\(stem)" }
    /// `Snapshots/<Suite>/<test>.<name>.<ext>` under `root`.
    public func goldenURL(root: URL, ext: String) -> URL {
        SnapshotStore.snapshotsDirectory(root: root).appendingPathComponent(suite).appendingPathComponent("\(stem).\(ext)")
    }
    /// `<artifacts>/<Suite>/<test>.<name>/`.
    public func artifactsFolder(in artifacts: URL) -> URL {
        artifacts.appendingPathComponent(suite).appendingPathComponent(stem)
    }
}

/// Finds goldens: `Snapshots/<Suite>/<test>.<name>.<ext>` under the package root (the nearest
/// ancestor folder of the test file that holds `Package.swift`); the suite is the test file's
/// name without its extension.
public enum SnapshotStore {
    /// The package root above `file`, or the file's folder when none holds `Package.swift`.
    public static func packageRoot(forTestFile file: String) -> URL {
        let start = URL(fileURLWithPath: file).deletingLastPathComponent()
        var dir = start
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return start
    }

    /// `Snapshots/` under `root`.
    public static func snapshotsDirectory(root: URL) -> URL { root.appendingPathComponent("Snapshots") }

    /// - Parameters:
    ///   - file: the calling test file's path (`#filePath`).
    ///   - suite: folder name; by default the test file's name without extension.
    public static func directory(forTestFile file: String, suite: String? = nil) -> URL {
        let suiteName = suite ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return snapshotsDirectory(root: packageRoot(forTestFile: file)).appendingPathComponent(suiteName)
    }

    /// `<test>.<name>.<ext>`, with the test name cleaned of parentheses and spaces.
    public static func fileName(test: String, name: String, extension ext: String = "png") -> String {
        "\(clean(test)).\(clean(name)).\(ext)"
    }

    /// Letters, digits, `_`, `-` and `.` are kept; `()` is dropped; anything else becomes `_`.
    static func clean(_ s: String) -> String {
        let trimmed = s.hasSuffix("()") ? String(s.dropLast(2)) : s
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." ? $0 : "_" })
    }

    /// The name of the fingerprint file kept in each suite folder.
    public static let fingerprintFileName = "environment.json"
}
