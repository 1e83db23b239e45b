import Foundation

/// Which goldens the tests touch, for `gallery snapshots --orphans`.
///
/// **How it decides.** Every snapshot check (`assertSnapshot`, `assertFrames`, `assertMotion`)
/// appends the golden's path relative to the package root, with the test that checked it, to a
/// ledger file under `.build/snapshot-ledger/` (one file per test process, so parallel
/// processes never interleave). It does so whatever the outcome and whether or not the golden
/// exists. `make test` empties the ledger before it runs the tests, so after a full `make test`
/// the ledger holds exactly the goldens the current tests check. A golden is an **orphan** when
/// it is a `.png` or `.csv` file under `Snapshots/` that no ledger entry names (the
/// `environment.json` fingerprints are not goldens). After a partial run (`--filter`) the
/// goldens of the tests that did not run are reported as orphans too, so run the whole suite
/// first; with an empty ledger `orphans` refuses to guess and throws.
///
/// This file needs only Foundation and SceneRender's `RenderError`, so that the `gallery`
/// command can use it without linking a test framework.
package enum SnapshotLedger {
    /// `.build/snapshot-ledger/` under the package root.
    package static func directory(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build/snapshot-ledger")
    }

    /// Records that `test` checked the golden at `golden` (relative to `packageRoot` when inside it).
    package static func record(golden: URL, test: String, packageRoot: URL, in directory: URL) {
        let relative = relativePath(of: golden, to: packageRoot)
        writer.append("\(relative)\t\(test)\n", in: directory)
    }

    /// The golden paths (relative to the package root) named in the ledger, each with the tests
    /// that touched it.
    package static func touched(packageRoot: URL) -> [String: Set<String>] {
        let dir = directory(packageRoot: packageRoot)
        var out: [String: Set<String>] = [:]
        let files = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "txt" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                guard let path = parts.first else { continue }
                out[String(path), default: []].insert(parts.count > 1 ? String(parts[1]) : "?")
            }
        }
        return out
    }

    /// Every golden under `Snapshots/` (`.png` and `.csv`), relative to the package root, sorted.
    package static func goldens(packageRoot: URL) -> [String] {
        let root = packageRoot.appendingPathComponent("Snapshots")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var out: [String] = []
        for case let url as URL in walker where ["png", "csv"].contains(url.pathExtension.lowercased()) {
            out.append(relativePath(of: url, to: packageRoot))
        }
        return out.sorted()
    }

    /// Goldens under `Snapshots/` that no ledger entry names (see the type's documentation).
    ///
    /// - Throws: `RenderError.invalidParameter` when the ledger is empty (no test has run
    ///   since it was cleared), because then every golden would look orphaned.
    package static func orphans(packageRoot: URL) throws -> [String] {
        let touched = touched(packageRoot: packageRoot)
        guard !touched.isEmpty else {
            throw RenderError.invalidParameter(
                name: "ledger", value: directory(packageRoot: packageRoot).path,
                valid: "entries from a test run: run `make test` first")
        }
        return goldens(packageRoot: packageRoot).filter { touched[$0] == nil }
    }

    static func relativePath(of url: URL, to root: URL) -> String {
        let p = url.standardizedFileURL.path, r = root.standardizedFileURL.path
        return p.hasPrefix(r + "/") ? String(p.dropFirst(r.count + 1)) : p
    }

    private static let writer = LedgerWriter()
}

/// Appends lines to this process's ledger file under a lock.
private final class LedgerWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let fileName = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).txt"

    func append(_ line: String, in directory: URL) {
        lock.lock(); defer { lock.unlock() }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(fileName)
        if let handle = try? FileHandle(forWritingTo: url) {
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: Data(line.utf8))
        } else {
            try? Data(line.utf8).write(to: url)
        }
    }
}
