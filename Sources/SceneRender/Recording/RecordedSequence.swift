import Foundation

/// The result of a recording. Its frame lists are computed from a few numbers (frame count,
/// frame rate, runs of indices), so a recording of 600,000 frames returns no more memory than
/// one of 600.
public struct RecordedSequence: Sendable {
    /// The output folder.
    public let directory: URL
    /// Files of the frames of this run (its shard and selection), in frame order.
    public let frames: FrameFiles
    /// Scene time of every frame of the recording (including frames not written by a shard).
    public let times: FrameTimes
    public let fps: Double
    public let size: CGSize
    public let scale: Double
    /// Frame index of each entry of `frames`.
    public var indices: FrameIndices { frames.indices }
    /// How many frames this run wrote (the others were kept from an earlier run).
    public var rendered: Int = 0
    /// How many of the written frames took the encoded bytes of an earlier frame of this run
    /// with the same `FrameKey` (a settled scene repeating itself) instead of being drawn and
    /// encoded again.
    public var reused: Int = 0
    /// How many frames were kept from an earlier run: the file's SHA-256 and the frame's key
    /// both matched a manifest in the folder.
    public var kept: Int { frames.count - rendered }
    /// The manifest written (nil for a video only).
    public var manifest: URL?
    /// The video the frames were piped into (`FrameRecorder.video`). For a video only, `frames`
    /// names the frames the video holds; their files were not written.
    public var video: VideoEncoder.Output?
    /// Processor time each stage of this run took, summed over its threads.
    public var cpuTime = RecordingCPUTime()

    init(directory: URL, frames: FrameFiles, times: FrameTimes, fps: Double, size: CGSize, scale: Double) {
        self.directory = directory
        self.frames = frames
        self.times = times
        self.fps = fps
        self.size = size
        self.scale = scale
    }
}

/// Scene times of a recording's frames (see `FrameRecorder`'s frame-count rule): frame k shows
/// k / fps, the last one the duration exactly.
public struct FrameTimes: RandomAccessCollection, Sendable, Equatable {
    public let count: Int
    public let fps: Double
    public let duration: Double

    /// Most frames a recording may have (10,000,000: 46 hours at 60 fps).
    public static let maxCount = 10_000_000

    /// - Throws: `RenderError.invalidParameter` naming `fps` when it is not in (0, 1000], or
    ///   `duration` (with the longest duration this frame rate allows) when it is negative, not
    ///   finite, or gives `maxCount` frames or more. Nothing is computed before the check, so
    ///   no value traps (`"fps": 1e308` or `duration: 1e300` included).
    init(duration: Double, fps: Double) throws {
        guard fps > 0, fps.isFinite, fps <= 1000 else {
            throw RenderError.invalidParameter(name: "fps", value: "\(fps)", valid: "0 < fps ≤ 1000 (frames per second)")
        }
        let longest = Double(Self.maxCount - 1) / fps
        guard duration >= 0, duration.isFinite else {
            throw RenderError.invalidParameter(
                name: "duration", value: "\(duration)", valid: "0…\(Self.seconds(longest)) s at \(fps) fps (finite seconds)")
        }
        let frames = duration * fps
        guard frames <= Double(Self.maxCount - 1) else {
            throw RenderError.invalidParameter(
                name: "duration", value: "\(duration)",
                valid: "0…\(Self.seconds(longest)) s at \(fps) fps (fewer than \(Self.maxCount) frames)")
        }
        let n = Int((frames - 1e-9).rounded(.up))
        self.count = n <= 0 ? (duration > 0 ? 2 : 1) : n + 1
        self.fps = fps
        self.duration = duration
    }

    /// `s` seconds rounded down to a whole second, for messages ("166666").
    private static func seconds(_ s: Double) -> String { "\(Int(s.rounded(.down)))" }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(k: Int) -> Double {
        // Out of range is a programming error, as for Array; the message stays in release builds.
        guard k >= 0 && k < count else { fatalError("FrameTimes: frame \(k) is outside 0..<\(count)") }
        return k == count - 1 && count > 1 ? duration : Double(k) / fps
    }
}

/// Ascending frame indices stored as runs of equal steps (a shard of n is one run with step n,
/// a frame range one with step 1), so memory grows with the number of runs, not of frames.
public struct FrameIndices: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    struct Run: Sendable, Equatable {
        var first: Int
        var step: Int
        var count: Int
        /// Position of `first` in the whole collection.
        var offset: Int
    }
    private(set) var runs: [Run] = []
    public private(set) var count = 0

    init() {}

    /// Ascending indices.
    public init(arrayLiteral elements: Int...) {
        for k in elements { append(k) }
    }

    /// Appends `k`, which must be above every index already in.
    mutating func append(_ k: Int) {
        defer { count += 1 }
        if var last = runs.last {
            if last.count == 1 {
                last.step = k - last.first
                last.count = 2
                runs[runs.count - 1] = last
                return
            }
            if k == last.first + last.count * last.step {
                runs[runs.count - 1].count += 1
                return
            }
        }
        runs.append(Run(first: k, step: 1, count: 1, offset: count))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> Int {
        // Out of range is a programming error, as for Array; the message stays in release builds.
        guard position >= 0 && position < count else { fatalError("FrameIndices: position \(position) is outside 0..<\(count)") }
        var lo = 0, hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].offset <= position { lo = mid } else { hi = mid - 1 }
        }
        let run = runs[lo]
        return run.first + (position - run.offset) * run.step
    }
}

/// The files of a recording's frames, `directory/prefix` + six-digit index + `.png`.
public struct FrameFiles: RandomAccessCollection, Sendable, Equatable {
    public let directory: URL
    public let prefix: String
    public let indices: FrameIndices

    public var startIndex: Int { 0 }
    public var endIndex: Int { indices.count }
    public subscript(position: Int) -> URL {
        directory.appendingPathComponent(Self.name(prefix: prefix, index: indices[position]))
    }

    static func name(prefix: String, index: Int) -> String { String(format: "\(prefix)%06d.png", index) }
}
/// Processor time (user + system, seconds) that the stages of a recording took, summed over the
/// threads that ran them (`CLOCK_THREAD_CPUTIME_ID`), so a parallel run can be compared with
/// its total: whatever the process spent outside these stages (thread hand-offs, the manifest,
/// setting up) is its total minus `stages`.
public struct RecordingCPUTime: Sendable, Equatable {
    /// Advancing the scene to each frame time and building its display list.
    public var simulation = 0.0
    /// Cairo drawing of the display lists.
    public var drawing = 0.0
    /// Converting Cairo's pixels and encoding them as PNG.
    public var encoding = 0.0
    /// SHA-256 of each file (for the manifest) and of kept files when resuming, and XXH3-128 of
    /// each frame's display list and settings (its `FrameKey`).
    public var hashing = 0.0
    /// Writing each file under a temporary name and renaming it.
    public var writing = 0.0

    public init() {}

    /// Sum of all stages.
    public var stages: Double { simulation + drawing + encoding + hashing + writing }

    static func + (a: Self, b: Self) -> Self {
        var s = a
        s.simulation += b.simulation
        s.drawing += b.drawing
        s.encoding += b.encoding
        s.hashing += b.hashing
        s.writing += b.writing
        return s
    }
}

/// Processor time of the calling thread, seconds.
func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Per-thread stage times added up when each thread ends.
final class CPUTimeTotals: @unchecked Sendable {
    private let lock = NSLock()
    private var total = RecordingCPUTime()
    func add(_ times: RecordingCPUTime) {
        lock.lock()
        total = total + times
        lock.unlock()
    }
    var value: RecordingCPUTime {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
