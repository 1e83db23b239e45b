import Foundation

/// Watches folders for saved changes by polling: every `interval` seconds it lists the regular
/// files below `roots` with their size and modification time, and when that list differs from
/// the previous one (a file added, removed, resized or touched) it calls `onChange` once.
///
/// Polling needs no inotify and sees editors that save by rename. `onChange` runs on the
/// watcher's own thread, one call at a time: changes saved while it runs are seen by the next
/// poll, so a rebuild never overlaps another. Hidden files and folders (names starting with
/// `.`, as editors' swap files) are ignored, and at most `maxFiles` files are listed.
package final class SourceWatcher: @unchecked Sendable {
    /// One file's state as the watcher compares it.
    package struct Stamp: Equatable, Sendable {
        package var size: Int
        package var modified: Date
    }

    package let roots: [URL]
    /// Seconds between polls, in [0.01, 60].
    package let interval: Double
    /// Most files listed per poll; further files are not watched.
    package let maxFiles = 50_000

    private let onChange: @Sendable () -> Void
    private let lock = NSLock()
    private var last: [String: Stamp]
    private var stopping = false
    private var thread: Thread?
    private let exited = DispatchSemaphore(value: 0)

    /// - Parameters:
    ///   - roots: folders to watch (missing ones count as empty).
    ///   - interval: seconds between polls, in [0.01, 60].
    /// - Throws: `PreviewError.invalidParameter` for an interval out of range.
    package init(roots: [URL], interval: Double = 0.5, onChange: @escaping @Sendable () -> Void) throws {
        guard interval >= 0.01, interval <= 60 else {
            throw PreviewError.invalidParameter(name: "interval", value: "\(interval)", valid: "0.01...60 seconds")
        }
        self.roots = roots
        self.interval = interval
        self.onChange = onChange
        last = [:]
        last = scan()
    }

    /// The files below `roots` now, keyed by path.
    package func scan() -> [String: Stamp] {
        var out: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        for root in roots {
            guard
                let walker = FileManager.default.enumerator(
                    at: root, includingPropertiesForKeys: keys,
                    options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                guard out.count < maxFiles else { return out }
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                out[url.path] = Stamp(size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
            }
        }
        return out
    }

    /// Polls once: true (and `onChange` called) when the files differ from the last poll.
    @discardableResult
    package func poll() -> Bool {
        let now = scan()
        lock.lock()
        let changed = now != last
        last = now
        lock.unlock()
        if changed { onChange() }
        return changed
    }

    /// Starts polling on a background thread. Calling it twice does nothing.
    package func start() {
        lock.lock()
        defer { lock.unlock() }
        guard thread == nil, !stopping else { return }
        let t = Thread { [self] in
            defer { exited.signal() }
            while !isStopping {
                Thread.sleep(forTimeInterval: interval)
                if isStopping { break }
                poll()
            }
        }
        t.name = "preview-watcher"
        thread = t
        t.start()
    }

    /// Stops polling; waits up to `timeout` seconds for a running `onChange` to return.
    /// - Returns: false when it was still running after `timeout`.
    @discardableResult
    package func stop(timeout: Double = 5) -> Bool {
        lock.lock()
        let started = thread != nil && !stopping
        stopping = true
        lock.unlock()
        guard started else { return true }
        return exited.wait(timeout: .now() + timeout) == .success
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }
}
