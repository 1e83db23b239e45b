import Foundation

/// The memory a recording's workers need and the memory this machine (or its control group)
/// has for them, so that the number of workers follows both the cores and the memory.
///
/// **Need.** A worker holds, for a frame of P pixels, its Cairo canvas (4 bytes a pixel), the
/// scratch surface a frame drawn in part is drawn on (4, `CairoRenderer.drawDamage`), the layers
/// of unchanged groups it keeps between frames (at most 8, `GroupCache`), its encoder's output
/// buffer and kept segments (about 4 bytes a pixel for a frame that does not
/// compress; the filtered rows go through a segment of 32 rows) and its share of the encoded
/// frames waiting for the writer (2 a worker, at most about 4 bytes a pixel each):
/// `bytesPerPixelPerWorker` = 28, the worst case. A 1920 × 1080 frame needs about
/// 58 MB a worker, an 8192 × 8192 one about 1.88 GB.
///
/// **Available.** The smallest of `MemAvailable` in `/proc/meminfo` and the control group's
/// limit less its usage (`/sys/fs/cgroup/memory.max` − `memory.current`, or the version-1
/// `memory.limit_in_bytes` − `memory.usage_in_bytes`); nil when none can be read (then nothing
/// is refused).
public enum RecordingMemory {
    /// Bytes a worker needs per pixel of the frame (see the type's comment).
    public static let bytesPerPixelPerWorker = 28

    /// Bytes one worker needs for frames of `pixelWidth` × `pixelHeight` pixels.
    public static func bytesPerWorker(pixelWidth: Int, pixelHeight: Int) -> Int {
        let (area, o1) = max(pixelWidth, 1).multipliedReportingOverflow(by: max(pixelHeight, 1))
        let (bytes, o2) = area.multipliedReportingOverflow(by: bytesPerPixelPerWorker)
        return o1 || o2 ? Int.max : bytes
    }

    /// Memory available to this process, in bytes, and where the figure comes from.
    public struct Available: Sendable, Equatable {
        public var bytes: Int
        /// Where the figure was read, e.g. "MemAvailable in /proc/meminfo".
        public var source: String
        public init(bytes: Int, source: String) {
            self.bytes = bytes
            self.source = source
        }
    }

    /// The available memory from the texts of `/proc/meminfo` and of the control group's limit
    /// and usage files (any may be nil: not readable). A limit of `max` (version 2) or one
    /// above 2⁶² (version 1's "no limit") does not limit.
    public static func available(
        meminfo: String?, cgroupLimit: String?, cgroupUsage: String?,
        cgroupLimitName: String = "/sys/fs/cgroup/memory.max"
    ) -> Available? {
        var best: Available?
        if let meminfo {
            for line in meminfo.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                if fields.count >= 2, let kib = Int(fields[1]), kib >= 0 {
                    let (bytes, overflow) = kib.multipliedReportingOverflow(by: 1024)
                    best = Available(bytes: overflow ? Int.max : bytes, source: "MemAvailable in /proc/meminfo")
                }
            }
        }
        let limitText = cgroupLimit?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let limitText, let limit = Int(limitText), limit >= 0, limit < 1 << 62 {
            let usage = cgroupUsage.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            let free = max(0, limit - max(0, usage))
            if best == nil || free < best!.bytes {
                best = Available(bytes: free, source: "the control group's limit less its usage (\(cgroupLimitName))")
            }
        }
        return best
    }

    /// The available memory of this process, read from the system (see the type's comment).
    public static func availableOnThisMachine() -> Available? {
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        let meminfo = read("/proc/meminfo")
        if let limit = read("/sys/fs/cgroup/memory.max") {
            return available(meminfo: meminfo, cgroupLimit: limit, cgroupUsage: read("/sys/fs/cgroup/memory.current"))
        }
        let v1 = "/sys/fs/cgroup/memory/memory.limit_in_bytes"
        return available(
            meminfo: meminfo, cgroupLimit: read(v1), cgroupUsage: read("/sys/fs/cgroup/memory/memory.usage_in_bytes"),
            cgroupLimitName: v1)
    }

    /// The most workers of `bytesPerWorker` that fit in `available` (at least 0).
    public static func workersThatFit(bytesPerWorker: Int, available: Int) -> Int {
        bytesPerWorker <= 0 ? Int.max : max(0, available) / bytesPerWorker
    }

    /// A byte count for messages: "33.2 MB", "1.07 GB", "512 bytes" (decimal units).
    public static func describe(_ bytes: Int) -> String {
        let b = Double(bytes)
        switch b {
        case ..<1e3: return "\(bytes) bytes"
        case ..<1e6: return String(format: "%.1f kB", b / 1e3)
        case ..<1e9: return String(format: "%.1f MB", b / 1e6)
        case ..<1e12: return String(format: "%.2f GB", b / 1e9)
        default: return String(format: "%.2f TB", b / 1e12)
        }
    }
}

extension FrameRecorder {
    /// The memory this recorder may use: `availableMemory` when set, else the system's figure.
    var memoryBudget: RecordingMemory.Available? {
        availableMemory.map { RecordingMemory.Available(bytes: $0, source: "the recorder's availableMemory") }
            ?? RecordingMemory.availableOnThisMachine()
    }

    /// The number of workers to use when none is asked for: `cores`, fewer when the memory
    /// available does not hold that many workers for this recorder's frames (at least 1;
    /// `validateMemory()` refuses when even one does not fit).
    public func defaultJobs(cores: Int) -> Int {
        let cores = max(1, cores)
        guard let budget = memoryBudget, let pixels = try? CairoRenderer.pixelSize(size, scale: scale) else { return cores }
        let fit = RecordingMemory.workersThatFit(
            bytesPerWorker: RecordingMemory.bytesPerWorker(
                pixelWidth: pixels.width,
                pixelHeight: pixels.height),
            available: budget.bytes)
        return max(1, min(cores, fit))
    }

    /// Why `defaultJobs(cores:)` gives fewer workers than `cores`, for a summary line: "memory:
    /// 50.0 MB available (MemAvailable in /proc/meminfo), 33.2 MB a worker"; nil when the memory
    /// holds `cores` workers (or cannot be read).
    public func memoryLimitReason(cores: Int) -> String? {
        guard let budget = memoryBudget, let pixels = try? CairoRenderer.pixelSize(size, scale: scale) else { return nil }
        let each = RecordingMemory.bytesPerWorker(pixelWidth: pixels.width, pixelHeight: pixels.height)
        guard RecordingMemory.workersThatFit(bytesPerWorker: each, available: budget.bytes) < max(1, cores) else { return nil }
        return "memory: \(RecordingMemory.describe(budget.bytes)) available (\(budget.source)), \(RecordingMemory.describe(each)) a worker"
    }

    /// Checks that `jobs` workers fit in the memory available (see `RecordingMemory`).
    ///
    /// - Throws: `RenderError.invalidParameter` naming `jobs`, the memory a worker needs, the
    ///   memory available and where that figure comes from, and the most workers that fit.
    public func validateMemory() throws {
        guard let budget = memoryBudget, let pixels = try? CairoRenderer.pixelSize(size, scale: scale) else { return }
        let each = RecordingMemory.bytesPerWorker(pixelWidth: pixels.width, pixelHeight: pixels.height)
        let fit = RecordingMemory.workersThatFit(bytesPerWorker: each, available: budget.bytes)
        guard jobs > fit else { return }
        let frame = "\(pixels.width)x\(pixels.height)-pixel frames"
        let need = each.multipliedReportingOverflow(by: max(jobs, 1))
        let needs = need.overflow ? "more than \(RecordingMemory.describe(Int.max))" : "about \(RecordingMemory.describe(need.partialValue))"
        let valid =
            fit == 0
            ? "none fits: one worker needs about \(RecordingMemory.describe(each)) for \(frame) and "
                + "\(RecordingMemory.describe(budget.bytes)) is available (\(budget.source)); use a smaller size or scale"
            : "1…\(fit) for \(frame): \(jobs) workers need \(needs) (\(RecordingMemory.describe(each)) each) and "
                + "\(RecordingMemory.describe(budget.bytes)) is available (\(budget.source))"
        throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", valid: valid)
    }
}
