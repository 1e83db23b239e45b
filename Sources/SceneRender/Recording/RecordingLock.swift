import Foundation

/// The exclusive lock a recording holds on its manifest while it runs, so that two runs into the
/// same folder and shard at once (a requeued batch task overlapping its predecessor) never
/// interleave their journals and manifests: the second refuses at once, naming the first.
///
/// The lock is a `flock(2)` on `.<manifest name without .json>.lock` in the output folder
/// (`.manifest.lock`, `.manifest-shard-K-of-N.lock`), a hidden file that holds the holder's
/// pid and host. Shards of one recording have their own manifests, so they lock separately
/// and still share a folder. The kernel drops the lock when its process ends, however it
/// ends (a killed run never leaves a folder locked); the file is removed when the run
/// releases it. `flock` locks do not reach across NFS clients on every system: runs on two
/// machines into one network folder should still use distinct shards.
final class RecordingLock: @unchecked Sendable {
    let url: URL
    private var fd: Int32

    /// The lock file for the manifest named `manifestName` in `directory`.
    static func url(in directory: URL, manifestName: String) -> URL {
        let base = manifestName.hasSuffix(".json") ? String(manifestName.dropLast(5)) : manifestName
        return directory.appendingPathComponent(".\(base).lock")
    }

    /// Takes the lock of `manifestName` in `directory`, without waiting.
    ///
    /// - Throws: `RenderError.io` naming the folder, the manifest and the other run (its pid and
    ///   host, when it wrote them) when another run holds the lock; naming the lock file when it
    ///   is a symbolic link or cannot be created.
    init(directory: URL, manifestName: String) throws {
        url = Self.url(in: directory, manifestName: manifestName)
        while true {
            let fd = try RegularFile.openForWriting(url, flags: O_RDWR, what: "lock file", verb: "made")
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let busy = errno == EWOULDBLOCK
                let reason = String(cString: strerror(errno))
                let holder = Self.holder(fd)
                close(fd)
                guard busy else { throw RenderError.io(path: url.path, reason: "cannot lock: \(reason)") }
                throw RenderError.io(
                    path: directory.path,
                    reason: "another run (\(holder ?? "pid unknown")) is writing \(manifestName) in this folder now "
                        + "(it holds \(url.lastPathComponent)); two runs of one shard at once would mix their frames: "
                        + "wait for it to end, or render into another --out or another shard")
            }
            // The holder before us may have removed the file after we opened it: then our lock
            // is on a file nobody else will open; start again on the file now there.
            var info = stat(), now = stat()
            guard fstat(fd, &info) == 0, lstat(url.path, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino else {
                close(fd)
                continue
            }
            let text = "pid \(ProcessInfo.processInfo.processIdentifier) on \(AtomicFile.hostTag)\n"
            _ = ftruncate(fd, 0)
            _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
            self.fd = fd
            return
        }
    }

    deinit { release() }

    /// Removes the lock file and drops the lock (the file goes first, while still held, so that
    /// a run waiting to open it finds it gone and starts on a new one). Safe to call twice.
    func release() {
        guard fd >= 0 else { return }
        unlink(url.path)
        close(fd)
        fd = -1
    }

    /// "pid N on HOST" as the holder wrote it, or nil.
    private static func holder(_ fd: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 200)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("pid ") && !text.contains("\n") ? text : nil
    }
}
