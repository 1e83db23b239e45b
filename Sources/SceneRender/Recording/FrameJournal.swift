import Foundation

/// One frame's bookkeeping: 72 bytes, no heap (its index, the hash of what it draws, the hash
/// of its file).
struct FrameRecord: Sendable, Equatable {
    var index: Int
    var key: FrameKey
    var sha256: SHA256Digest
}

/// The append-only journal of a recording in progress (`manifest.journal` beside
/// `manifest.json`, `manifest-shard-K-of-N.journal` for a shard): one line per finished frame,
/// `index key sha256` (decimal, 32 hex digits, 64 hex digits), in ascending frame order.
/// A run that is killed leaves it behind; the next run merges it into the manifest first.
final class FrameJournal: @unchecked Sendable {
    let url: URL
    private let fd: Int32
    private var pending: [UInt8] = []
    /// Guards `pending` and `recorded`: the writer thread appends, an interrupt handler may
    /// flush (`RecordingJournals.flushAll`).
    private let lock = NSLock()
    /// Lines appended by this run: the frames it finished, which a later run keeps.
    private(set) var recorded = 0

    /// The journal belonging to `manifestName` in `directory`.
    static func url(in directory: URL, manifestName: String) -> URL {
        directory.appendingPathComponent(String(manifestName.dropLast(".json".count)) + ".journal")
    }

    /// Opens (creating) the journal for appending. A symbolic link in its place is not followed
    /// (appending through it would write outside the output folder).
    ///
    /// Nor is anything but a regular file appended to (a FIFO would block the open, a device
    /// would swallow the lines).
    ///
    /// - Throws: `RenderError.io` naming the file when it cannot be opened, is a symbolic link
    ///   or is not a regular file.
    init(url: URL) throws {
        self.url = url
        fd = try RegularFile.openForWriting(url, flags: O_WRONLY | O_APPEND, what: "journal", verb: "written")
        pending.reserveCapacity(16 << 10)
        OpenJournals.shared.add(self)
    }

    deinit {
        OpenJournals.shared.remove(self)
        close(fd)
    }

    /// Adds a line for `record` (written out by `flush`).
    func append(_ record: FrameRecord) {
        lock.lock(); defer { lock.unlock() }
        pending.append(contentsOf: "\(record.index) \(record.key) \(record.sha256)\n".utf8)
        recorded += 1
        if pending.count > 12 << 10 { flushLocked() }
    }

    /// Writes the lines added so far with one `write(2)`; a failure is ignored (the journal
    /// only saves work for a later run; the frame files themselves are checked by hash).
    func flush() {
        lock.lock(); defer { lock.unlock() }
        flushLocked()
    }

    /// Lines appended by this run so far.
    var recordedCount: Int { lock.withLock { recorded } }

    private func flushLocked() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = write(fd, buf.baseAddress! + offset, buf.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Longest journal line read, in bytes: a well-formed line is at most 117 (a 19-digit index,
    /// 32 and 64 hex digits, two spaces); longer lines are skipped without being kept.
    static let maxLineBytes = 256
    /// Largest journal read, in bytes: a 128-byte line for each frame of the longest recording
    /// (`FrameTimes.maxCount` frames).
    static let maxBytes = FrameTimes.maxCount * 128

    /// Calls `body` with every well-formed line of the journal at `url`, in file order;
    /// lines cut short (a run killed mid-write), damaged or longer than `maxLineBytes` are
    /// skipped. Reads 256 KB at a time, up to the size the file had when it was opened (a
    /// running writer's later lines are left for the next reader). Nothing happens when there
    /// is no file.
    ///
    /// - Throws: `RenderError.io` naming the journal when it is a symbolic link, not a regular
    ///   file (a FIFO, a device such as `/dev/zero`), larger than `maxBytes`, or unreadable:
    ///   such a journal was not written by a recording and is refused, never read.
    static func forEachRecord(at url: URL, _ body: (FrameRecord) -> Void) throws {
        guard let (fd, size) = try RegularFile.openForReading(url, maxBytes: maxBytes, what: "journal") else { return }
        defer { close(fd) }
        var carry: [UInt8] = []
        var skipping = false  // inside a line longer than maxLineBytes
        let chunkSize = 256 << 10
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        var remaining = size
        while remaining > 0 {
            let n = read(fd, chunk, min(chunkSize, remaining))
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw RenderError.io(path: url.path, reason: "cannot read the journal: \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            remaining -= n
            var start = 0
            for i in 0..<n where chunk[i] == UInt8(ascii: "\n") {
                if !skipping, carry.count + (i - start) <= maxLineBytes {
                    carry.append(contentsOf: UnsafeBufferPointer(start: chunk + start, count: i - start))
                    if let r = parse(carry) { body(r) }
                }
                carry.removeAll(keepingCapacity: true)
                skipping = false
                start = i + 1
            }
            if !skipping, carry.count + (n - start) <= maxLineBytes {
                carry.append(contentsOf: UnsafeBufferPointer(start: chunk + start, count: n - start))
            } else {
                skipping = true
                carry.removeAll(keepingCapacity: true)
            }
        }
    }

    private static func parse(_ line: [UInt8]) -> FrameRecord? {
        let parts = line.split(separator: UInt8(ascii: " "))
        guard parts.count == 3, let index = Int(String(decoding: parts[0], as: UTF8.self)), index >= 0,
            let key = FrameKey(hex: String(decoding: parts[1], as: UTF8.self)),
            let sha = SHA256Digest(hex: String(decoding: parts[2], as: UTF8.self))
        else { return nil }
        return FrameRecord(index: index, key: key, sha256: sha)
    }
}

extension FrameManifest {
    /// Writes this manifest's settings to `url` with the frames that `frames` hands to its
    /// argument (ascending, unique indices) as its frame list, streaming: the frames are never
    /// all in memory. Same layout as `JSONEncoder` with sorted keys, so `read` parses it.
    ///
    /// - Throws: `RenderError.io` naming the manifest when it cannot be written, or what
    ///   `frames` throws (nothing is written then).
    func write(to url: URL, frames: (_ emit: (Frame) -> Void) throws -> Void) throws {
        func json<T: Encodable>(_ value: T) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        var header: [(String, String)] = [
            ("background", try json(background)), ("compressionLevel", "\(compressionLevel)"), ("duration", try json(duration)),
            ("environment", try json(environment)), ("fps", try json(fps)), ("frameCount", "\(frameCount)"),
            ("height", try json(height)), ("pixelHeight", "\(pixelHeight)"), ("pixelWidth", "\(pixelWidth)"),
            ("scale", try json(scale)), ("scene", try json(scene)), ("shard", try json(shard)), ("width", try json(width))
        ]
        if let encoder { header.append(("encoder", try json(encoder))) }
        header.sort { $0.0 < $1.0 }
        try AtomicFile.write(to: url) { emit in
            emit("{\n")
            for (name, value) in header where name < "frames" { emit("  \"\(name)\" : \(value),\n") }
            emit("  \"frames\" : [")
            var first = true
            try withoutActuallyEscaping(emit) { emit in
                try frames { f in
                    emit(first ? "\n" : ",\n")
                    first = false
                    let key = f.key.map { ", \"key\" : \(Self.jsonString($0))" } ?? ""
                    emit(
                        "    { \"file\" : \(Self.jsonString(f.file)), \"index\" : \(f.index)\(key), "
                            + "\"sha256\" : \(Self.jsonString(f.sha256)), \"time\" : \(f.time.isFinite ? "\(f.time)" : "0") }")
                }
            }
            emit(first ? "],\n" : "\n  ],\n")
            let rest = header.filter { $0.0 > "frames" }
            for (i, (name, value)) in rest.enumerated() { emit("  \"\(name)\" : \(value)\(i == rest.count - 1 ? "" : ",")\n") }
            emit("}\n")
        }
    }

    /// `s` as a JSON string literal (RFC 8259 §7: quote, backslash and control characters escaped).
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

extension AtomicFile {
    /// Writes what `produce` emits (in pieces) to a temporary file beside `url`, then renames
    /// it to `url`, as `write(_:to:)` does for one piece of data.
    ///
    /// - Throws: `RenderError.io` naming `url` (also when something other than a regular file
    ///   is there, see `checkReplaceable`), or what `produce` throws (the temporary file is
    ///   removed).
    static func write(to url: URL, _ produce: ((String) -> Void) throws -> Void) throws {
        try checkReplaceable(url)
        let tmp = temporaryURL(for: url)
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.io(path: url.path, reason: "cannot write: \(String(cString: strerror(errno)))") }
        var failure: String?
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        func drain() {
            buffer.withUnsafeBytes { buf in
                var offset = 0
                while offset < buf.count, failure == nil {
                    let n = Foundation.write(fd, buf.baseAddress! + offset, buf.count - offset)
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 { failure = String(cString: strerror(errno)); return }
                    offset += n
                }
            }
            buffer.removeAll(keepingCapacity: true)
        }
        do {
            try produce { piece in
                buffer.append(contentsOf: piece.utf8)
                if buffer.count >= 1 << 20 { drain() }
            }
        } catch {
            close(fd)
            unlink(tmp.path)
            throw error
        }
        drain()
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: "cannot write: \(failure)")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
    }
}

/// The journals open in this process (weakly held), for `FrameJournal.flushAll()`.
private final class OpenJournals: @unchecked Sendable {
    static let shared = OpenJournals()
    private let lock = NSLock()
    private var journals: [ObjectIdentifier: Weak] = [:]
    private struct Weak { weak var journal: FrameJournal? }

    func add(_ journal: FrameJournal) {
        lock.withLock { journals[ObjectIdentifier(journal)] = Weak(journal: journal) }
    }

    func remove(_ journal: FrameJournal) {
        lock.withLock { journals[ObjectIdentifier(journal)] = nil }
    }

    func flushAll() -> Int {
        let open = lock.withLock { journals.values.compactMap(\.journal) }
        return open.reduce(0) { total, journal in
            journal.flush()
            return total + journal.recordedCount
        }
    }
}

/// The journals of the recordings running in this process.
package enum RecordingJournals {
    /// Writes out the pending lines of every journal open in this process, so that a process
    /// about to exit on a signal keeps in its journals every frame it has finished (the next run
    /// keeps those frames). Returns how many frames that is, over all the journals: a frame
    /// whose file is written but whose line is not yet due (its run of identical frames is not
    /// all written) is not among them, and the next run draws it again.
    @discardableResult
    package static func flushAll() -> Int {
        OpenJournals.shared.flushAll()
    }
}
