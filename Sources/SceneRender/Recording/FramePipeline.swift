import Foundation

/// Consecutive selected frames with one key (a settled scene repeats its display list), handed
/// from the simulation to a worker: drawn and encoded once, written once per index.
struct FrameJob: Sendable {
    /// Position in the order of jobs (the simulation's frame order).
    let sequence: Int
    let list: DisplayList
    let key: FrameKey
    /// Ascending frame indices, at most `FrameJob.maximumFrames`.
    var indices: [Int]

    /// Frames per job at most, so that a long still stretch still spreads over the workers and
    /// memory stays bounded.
    static let maximumFrames = 120
}

/// What a worker made of a job, handed to the writer.
struct FrameOutcome: Sendable {
    let sequence: Int
    let key: FrameKey
    /// The encoded frame and its SHA-256, when some index must be written.
    var data: Data?
    var sha256: SHA256Digest?
    /// Indices whose files must be written with `data`.
    var toWrite: [Int]
    /// Indices whose files were kept from an earlier run, with their hash.
    var kept: [FrameRecord]
    /// How many of `toWrite` were not drawn for this write (bytes of an earlier frame).
    var reused: Int
}

/// The last frame encoded by any worker, so that a job repeating it (a still stretch longer
/// than one job) takes its bytes.
final class LastEncodedFrame: @unchecked Sendable {
    private let lock = NSLock()
    private var entry: (key: FrameKey, data: Data, sha256: SHA256Digest)?

    func bytes(for key: FrameKey) -> (data: Data, sha256: SHA256Digest)? {
        lock.lock(); defer { lock.unlock() }
        guard let e = entry, e.key == key else { return nil }
        return (e.data, e.sha256)
    }
    func store(key: FrameKey, data: Data, sha256: SHA256Digest) {
        lock.lock(); defer { lock.unlock() }
        entry = (key, data, sha256)
    }
}

/// Counts and errors reported by the workers and the writer (no per-frame storage).
final class FrameResults: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(Int, Error)] = []
    private var written = 0
    private var reusedFrames = 0
    private var hasFailed = false

    func wrote(_ count: Int, reused: Int) {
        lock.lock(); defer { lock.unlock() }
        written += count
        reusedFrames += reused
    }
    func fail(index: Int, _ error: Error) {
        lock.lock(); defer { lock.unlock() }
        errors.append((index, error))
        hasFailed = true
    }
    var failed: Bool { lock.lock(); defer { lock.unlock() }; return hasFailed }
    var writtenCount: Int { lock.lock(); defer { lock.unlock() }; return written }
    var reusedCount: Int { lock.lock(); defer { lock.unlock() }; return reusedFrames }
    /// The error of the lowest frame index.
    var firstError: Error? { lock.lock(); defer { lock.unlock() }; return errors.min { $0.0 < $1.0 }?.1 }
}

/// Puts the records of outcomes into the journal in job order (so the journal is ascending)
/// whatever order the workers finish in; holds at most the outcomes still in flight.
struct JournalOrder {
    private var waiting: [Int: [FrameRecord]] = [:]
    private var next = 0

    mutating func add(sequence: Int, _ records: [FrameRecord], to journal: FrameJournal) {
        waiting[sequence] = records
        while let ready = waiting.removeValue(forKey: next) {
            for r in ready { journal.append(r) }
            next += 1
        }
        journal.flush()
    }

    /// The rest, in job order (after a failure left gaps).
    mutating func drain(to journal: FrameJournal) {
        for s in waiting.keys.sorted() { for r in waiting[s]! { journal.append(r) } }
        waiting = [:]
        journal.flush()
    }
}
