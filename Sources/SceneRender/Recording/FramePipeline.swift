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
    /// With a video: the frame's pixels in the stream's layout, piped once per index of
    /// `toWrite` and `kept`.
    var pixels: Data?
}

/// The last frame encoded by any worker, so that a job repeating it (a still stretch longer
/// than one job) takes its bytes: the PNG and its hash, and with a video its pixels.
final class LastEncodedFrame: @unchecked Sendable {
    typealias Entry = (data: Data?, sha256: SHA256Digest?, pixels: Data?)
    private let lock = NSLock()
    private var entry: (key: FrameKey, value: Entry)?

    func bytes(for key: FrameKey) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        guard let e = entry, e.key == key else { return nil }
        return e.value
    }
    func store(key: FrameKey, _ value: Entry) {
        lock.lock(); defer { lock.unlock() }
        entry = (key, value)
    }
}

/// Frames of a recording piped into a video while they are drawn: the stream, and the window
/// that keeps the outcomes waiting for their turn bounded.
struct VideoFrames: Sendable {
    let stream: VideoStream
    let window: ReorderWindow
    /// Whether PNG files are written too (`VideoOutput.keepsFrames`).
    let writesFiles: Bool
}

/// Keeps the outcomes that wait to be piped in job order few: a worker holding job s waits
/// before handing it on while s ≥ next + capacity (next: the first job not piped yet). The
/// worker holding job `next` never waits, so the window always moves on; at most `capacity`
/// outcomes (whole frames of pixels) wait in the writer, whatever order the workers finish in.
final class ReorderWindow: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private var cancelled = false
    let capacity: Int
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Waits until job `sequence` may be handed on (or the recording failed).
    func waitTurn(_ sequence: Int) {
        condition.lock(); defer { condition.unlock() }
        while sequence >= next + capacity && !cancelled { condition.wait() }
    }
    /// Job `next` was piped.
    func advance() {
        condition.lock(); defer { condition.unlock() }
        next += 1
        condition.broadcast()
    }
    /// Lets every waiting worker go on (after a failure nothing more is piped).
    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }
}

/// Counts and errors reported by the workers and the writer (no per-frame storage).
final class FrameResults: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(Int, Error)] = []
    private var written = 0
    private var reusedFrames = 0
    private var hasFailed = false
    /// Called (once per failure, outside the lock) when a frame fails: the video's window is
    /// cancelled so that no worker waits for a job that will never be piped. Set before the
    /// threads start.
    var onFailure: (@Sendable () -> Void)?

    func wrote(_ count: Int, reused: Int) {
        lock.lock(); defer { lock.unlock() }
        written += count
        reusedFrames += reused
    }
    func fail(index: Int, _ error: Error) {
        lock.lock()
        errors.append((index, error))
        hasFailed = true
        lock.unlock()
        onFailure?()
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
