import Foundation

/// Writes files through a temporary name in the same folder, then renames, so that a reader
/// never sees a half-written file under the final name.
package enum AtomicFile {
    /// This machine's name, in temporary file names, so that stale ones can be told apart from
    /// those of processes writing into the same folder from other machines.
    static let hostTag: String = {
        let h = ProcessInfo.processInfo.hostName.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return h.isEmpty ? "host" : String(h.prefix(40))
    }()

    /// The word that marks this program's temporary files: `.<name>.scenekit.<host>.<pid>.<n>.tmp`.
    static let temporaryMarker = "scenekit"

    /// Removes temporary files left in `directory` by writers that died (killed part-way): those
    /// of this machine whose process no longer runs, and any older than 10 minutes. Only regular
    /// files named exactly as `write(_:to:)` names them (`.<name>.scenekit.<host>.<pid>.<n>.tmp`,
    /// pid and n decimal), or as earlier versions named a manifest's temporary
    /// (`.manifest….json.<host>.<pid>.<n>.tmp`), are touched: a user's `.something.tmp` file or
    /// folder is left alone. Returns the number removed.
    @discardableResult
    package static func removeStaleTemporaries(in directory: URL, now: Date = Date()) -> Int {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        func decimal(_ s: Substring) -> Bool { !s.isEmpty && s.allSatisfy { $0.isASCII && $0.isNumber } }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let url = directory.appendingPathComponent(name)
            let parts = name.split(separator: ".")
            // Earlier versions wrote a manifest's temporary without the marker.
            let legacyManifest = name.hasPrefix(".manifest") && parts.count >= 6 && parts[parts.count - 5] == "json"
            guard parts.count >= 6, parts[parts.count - 5] == temporaryMarker || legacyManifest, decimal(parts[parts.count - 3]),
                decimal(parts[parts.count - 2]),
                (try? fm.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeRegular
            else { continue }
            // .<file name with dots>.<host>.<pid>.<random>.tmp
            var stale = false
            if parts.count >= 5, String(parts[parts.count - 4]) == hostTag, let pid = Int32(parts[parts.count - 3]) {
                stale = pid != ProcessInfo.processInfo.processIdentifier && kill(pid, 0) != 0 && errno == ESRCH
            }
            if !stale, let modified = (try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date {
                stale = now.timeIntervalSince(modified) > 600
            }
            if stale, (try? fm.removeItem(at: url)) != nil { removed += 1 }
        }
        return removed
    }

    /// Writes `data` to a temporary file beside `url`, then renames it to `url`: a reader sees
    /// the old file or the whole new one, never part of one. There is no `fsync`: a frame file
    /// that a power cut leaves short or empty no longer matches its hash in the manifest, so a
    /// rerun renders it again (and syncing every frame cost more than hashing it).
    ///
    /// - Throws: `RenderError.io` naming `url` when it cannot be written, or when something
    ///   other than a regular file is there (see `checkReplaceable`).
    package static func write(_ data: Data, to url: URL) throws {
        try checkReplaceable(url)
        let tmp = temporaryURL(for: url)
        if let reason = writeFile(data, path: tmp.path) {
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: "cannot write: \(reason)")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
    }

    /// The temporary name `url` is written under: `.<name>.scenekit.<host>.<pid>.<n>.tmp` in
    /// the same folder (what `removeStaleTemporaries` removes once its writer is gone).
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(temporaryMarker).\(hostTag).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
    }

    /// Checks that renaming a file over `url` replaces at most a regular file: nothing there,
    /// or a regular file. A symbolic link, device (`/dev/full`), FIFO, socket or folder is never
    /// renamed over (that would turn a device into a file, or drop a link a user made).
    ///
    /// - Throws: `RenderError.io` naming `url` and what it is.
    package static func checkReplaceable(_ url: URL) throws {
        guard let found = RegularFile.kind(atPath: url.path), !found.isRegular else { return }
        throw RenderError.io(
            path: url.path,
            reason: "is \(found.kind), not a regular file; only a regular file is replaced by an output: remove it or choose another path")
    }

    /// Creates `path` (which must not exist) with `data`; nil on success, else the reason.
    private static func writeFile(_ data: Data, path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}
