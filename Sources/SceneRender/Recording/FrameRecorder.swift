import Foundation
import Dispatch

/// Records a scene as a numbered PNG sequence, or renders single frames in memory.
///
/// **Frame-count rule.** A recording of `duration` seconds at `fps` frames per second has
/// `ceil(duration × fps) + 1` frames: frame k shows scene time t = k / fps, and the last frame
/// shows t = duration exactly. A 2 s recording at 60 fps has 121 frames (t = 0 … 2); 1 s at
/// 15 fps has 16 (t = 0 … 1).
///
/// **Determinism.** The scene is simulated in order on the calling thread (time is computed from
/// the frame index, never accumulated); frames are drawn and encoded in parallel on `jobs`
/// workers. The bytes of every frame are the same for any number of workers.
public struct FrameRecorder: Sendable {
    /// Canvas size in points.
    public var size: CGSize
    /// Frames per second.
    public var fps: Double
    /// Pixels per point.
    public var scale: Double
    /// Colour under the scene; nil leaves it transparent.
    public var background: Color?
    /// Parallel draw-and-encode workers (default: active processor count).
    public var jobs: Int
    /// zlib level of the PNG files, 0…9.
    public var compressionLevel: Int
    /// File names are `prefix` + six-digit frame index + `.png`.
    public var filePrefix = "frame_"
    /// The part of the frames this process renders (default: all of them).
    public var shard = ShardSpec.all
    /// The scene's name in the manifest (default: the view's type name).
    public var sceneName: String?
    /// Keep frames of an earlier run whose files match its manifest (default true).
    public var resume = true
    /// Progress line on standard error: by default only when it is a terminal.
    public var progressMode = ProgressReporter.Mode.automatic

    public init(size: CGSize, fps: Double = 60, scale: Double = 1, background: Color? = .white,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, compressionLevel: Int = PNGCodec.defaultCompressionLevel) {
        self.size = size
        self.fps = fps
        self.scale = scale
        self.background = background
        self.jobs = jobs
        self.compressionLevel = compressionLevel
    }

    /// Checks every parameter; throws `RenderError.invalidParameter` naming the first bad one.
    public func validate() throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw RenderError.invalidParameter(name: "size", value: "\(size.width)x\(size.height)", valid: "each side > 0 and finite (points)")
        }
        guard fps > 0, fps.isFinite, fps <= 1000 else {
            throw RenderError.invalidParameter(name: "fps", value: "\(fps)", valid: "0 < fps ≤ 1000")
        }
        guard scale > 0, scale.isFinite else {
            throw RenderError.invalidParameter(name: "scale", value: "\(scale)", valid: "> 0 and finite")
        }
        let maxSide = Double(CairoRenderer.maximumPixelDimension)
        guard Double(size.width) * scale <= maxSide, Double(size.height) * scale <= maxSide,
              Double(size.width) * scale >= 1, Double(size.height) * scale >= 1 else {
            throw RenderError.invalidParameter(name: "size", value: "\(size.width)x\(size.height) at scale \(scale)",
                                               valid: "1…\(CairoRenderer.maximumPixelDimension) pixels per side")
        }
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", valid: "≥ 1") }
        guard (0...9).contains(compressionLevel) else {
            throw RenderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)", valid: "0...9")
        }
    }

    /// Scene times of the frames of a `duration`-second recording (see the frame-count rule).
    public func frameTimes(duration: Double) throws -> [Double] {
        guard duration >= 0, duration.isFinite else {
            throw RenderError.invalidParameter(name: "duration", value: "\(duration)", valid: "≥ 0 and finite (seconds)")
        }
        let n = Int((duration * fps - 1e-9).rounded(.up))
        guard n < 10_000_000 else {
            throw RenderError.invalidParameter(name: "duration", value: "\(duration)", valid: "fewer than 10,000,000 frames")
        }
        if n <= 0 { return [0] + (duration > 0 ? [duration] : []) }
        return (0..<n).map { Double($0) / fps } + [duration]
    }

    /// The display lists of a scene at the given times (ascending), simulated in one pass
    /// through every frame time k / fps before each (as `record` does).
    @MainActor
    public func displayLists<V: View>(_ view: V, times: [Double], input: InputScript = .none,
                                      textMeasurer: TextMeasurer = PangoTextEngine()) throws -> [DisplayList] {
        try validate()
        let host = try SceneHost(view, size: size, textMeasurer: textMeasurer)
        host.send(try input.checkedEvents(fps: fps))
        // Step through every frame time before each requested time, as a recording does, so
        // the list at t = k / fps is the one frame k of a recording draws.
        var k = 0
        return times.map { t in
            while Double(k) / fps < t {
                host.advance(to: Double(k) / fps)
                k += 1
            }
            host.advance(to: t)
            return host.displayList()
        }
    }

    /// Renders the frame at scene time `t` (seconds) in memory; at t = k / fps the pixels are
    /// those of frame k of a recording.
    @MainActor
    public func image<V: View>(of view: V, at t: Double, input: InputScript = .none) throws -> RenderedImage {
        guard t >= 0, t.isFinite else {
            throw RenderError.invalidParameter(name: "time", value: "\(t)", valid: "≥ 0 and finite (seconds)")
        }
        let renderer = CairoRenderer()
        let list = try displayLists(view, times: [t], input: input, textMeasurer: renderer.textEngine)[0]
        return try renderer.render(list, scale: scale, background: background)
    }

    /// Records `duration` seconds of `view` driven by `input` into `directory` (created if
    /// needed) as `frame_000000.png`, `frame_000001.png`, … with a manifest (see `FrameManifest`).
    ///
    /// **Pipeline.** The calling thread simulates the scene in frame order and builds each
    /// selected frame's display list (frames that are not selected are simulated, not drawn);
    /// `jobs` worker threads draw and encode; one writer thread writes the files; at most
    /// `2 × jobs` display lists and `2 × jobs` encoded frames wait between them, so memory stays
    /// flat in the number of frames.
    ///
    /// **Shards and selection.** Only frames in `shard` (see `ShardSpec`) for which `selection`
    /// returns true are written; the simulation still runs from t = 0, so every frame is
    /// byte-identical to the same frame of a single full run.
    ///
    /// **Resume.** When `resume` is true and a manifest in `directory` was written with the same
    /// scene, size, scale, fps, background, compression level and library versions, frames whose
    /// file exists with the recorded SHA-256 are kept and not drawn again.
    ///
    /// - Throws: `RenderError` for invalid parameters, an output folder that cannot be created or
    ///   written, or a full disk; the first failing frame (lowest index) is reported. Files are
    ///   written to temporary names and renamed, so no half-written file has a final name.
    @discardableResult
    @MainActor
    public func record<V: View>(_ view: V, duration: Double, input: InputScript = .none, to directory: URL,
                                frames selection: ((Int) -> Bool)? = nil) throws -> RecordedSequence {
        try validate()
        let times = try frameTimes(duration: duration)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: directory.path, reason: "cannot create the output folder: \(Self.reason(error))")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw RenderError.io(path: directory.path, reason: "the output folder is not writable")
        }
        // A run killed part-way leaves temporary files (never final names): clear them.
        AtomicFile.removeStaleTemporaries(in: directory)
        let pixels = try CairoRenderer.pixelSize(size, scale: scale)
        let scene = sceneName ?? String(describing: V.self)
        var manifest = FrameManifest(scene: scene, fps: fps, width: Double(size.width), height: Double(size.height),
                                     scale: scale, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                     background: background.map { "\($0.resolved)" } ?? "none",
                                     compressionLevel: compressionLevel, duration: duration, frameCount: times.count,
                                     shard: shard.description, environment: FrameManifest.currentEnvironment(), frames: [])
        let previous = resume ? FrameManifest.previousHashes(in: directory, matching: manifest) : [:]

        let measurer = PangoTextEngine()
        let host = try SceneHost(view, size: size, textMeasurer: measurer)
        host.send(try input.checkedEvents(fps: fps))
        let fileName = { (k: Int) in String(format: "\(self.filePrefix)%06d.png", k) }
        let selected = times.indices.filter { shard.contains(frame: $0) && (selection?($0) ?? true) }
        let results = FrameResults()
        let queue = BoundedQueue<FrameJob>(capacity: 2 * jobs)
        let progress = ProgressReporter(total: selected.count, mode: progressMode)
        let config = (scale: scale, background: background, level: compressionLevel)
        let workers = DispatchGroup()
        // Files are written by one writer thread, so workers do not wait on the disk.
        let writes = BoundedQueue<FrameWrite>(capacity: 2 * jobs)
        let writer = DispatchGroup()
        writer.enter()
        let cpu = CPUTimeTotals()
        let writerThread = Thread {
            var own = RecordingCPUTime()
            while let w = writes.take() {
                if results.failed { continue }
                do {
                    let start = threadCPUSeconds()
                    defer { own.writing += threadCPUSeconds() - start }
                    try AtomicFile.write(w.data, to: w.url)
                    results.record(w.index, hash: w.hash, rendered: true)
                    progress.frameDone()
                } catch {
                    results.fail(index: w.index, error)
                }
            }
            cpu.add(own)
            writer.leave()
        }
        writerThread.start()
        for _ in 0..<jobs {
            workers.enter()
            let thread = Thread {
                let renderer = CairoRenderer()
                var own = RecordingCPUTime()
                while let job = queue.take() {
                    if results.failed { continue }
                    do {
                        var clock = threadCPUSeconds()
                        /// Adds the time since the last call to `stage`.
                        func lap(_ stage: WritableKeyPath<RecordingCPUTime, Double>) {
                            let now = threadCPUSeconds()
                            own[keyPath: stage] += now - clock
                            clock = now
                        }
                        if let expected = job.expectedHash, let data = try? Data(contentsOf: job.url),
                           FrameManifest.sha256(data) == expected {
                            lap(\.hashing)
                            results.record(job.index, hash: expected, rendered: false)
                            progress.frameDone()
                        } else {
                            lap(\.hashing)
                            let surface = try renderer.draw(job.list, scale: config.scale, background: config.background)
                            lap(\.drawing)
                            let data = try PNGCodec.encode(surface: surface, compressionLevel: config.level,
                                                           knownOpaque: renderer.lastDrawIsOpaque)
                            lap(\.encoding)
                            let hash = FrameManifest.sha256(data)
                            lap(\.hashing)
                            writes.put(FrameWrite(index: job.index, url: job.url, data: data, hash: hash))
                        }
                    } catch {
                        results.fail(index: job.index, error)
                    }
                }
                cpu.add(own)
                workers.leave()
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        var lastManifestWrite = DispatchTime.now().uptimeNanoseconds
        var next = 0
        var simulation = RecordingCPUTime()
        for (k, t) in times.enumerated() {
            if results.failed || next == selected.count { break }
            let start = threadCPUSeconds()
            // Every frame time is simulated, drawn or not, so that state (and the time at which
            // actions run) is the same as in a full run.
            host.advance(to: t)
            guard selected[next] == k else {
                simulation.simulation += threadCPUSeconds() - start
                continue
            }
            next += 1
            let name = fileName(k)
            let list = host.displayList()
            simulation.simulation += threadCPUSeconds() - start
            queue.put(FrameJob(index: k, list: list, url: directory.appendingPathComponent(name),
                               expectedHash: previous[name]))
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastManifestWrite > 2_000_000_000 {
                // Save progress so an interrupted run resumes from here.
                manifest.frames = results.entries(times: times, name: fileName)
                try? manifest.write(to: directory)
                lastManifestWrite = now
            }
        }
        queue.close()
        workers.wait()
        writes.close()
        writer.wait()
        progress.finish()
        manifest.frames = results.entries(times: times, name: fileName)
        if let error = results.firstError {
            try? manifest.write(to: directory)
            throw error
        }
        try manifest.write(to: directory)
        cpu.add(simulation)
        return RecordedSequence(directory: directory, frames: selected.map { directory.appendingPathComponent(fileName($0)) },
                                times: times, fps: fps, size: size, scale: scale,
                                indices: selected, rendered: results.renderedCount, manifest: directory.appendingPathComponent(shard.manifestName),
                                cpuTime: cpu.value)
    }
}

extension FrameRecorder {
    /// The most specific reason in a Foundation file error (its POSIX cause when there is one).
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileWriteUnknownError || ns.code == 512 {
            return "a part of the path is not a folder, or it cannot be created"
        }
        return ns.localizedDescription
    }
}

/// The result of a recording.
public struct RecordedSequence: Sendable {
    /// The output folder.
    public let directory: URL
    /// Files of the frames of this run (its shard and selection), in frame order.
    public let frames: [URL]
    /// Scene time of every frame of the recording (including frames not written by a shard).
    public let times: [Double]
    public let fps: Double
    public let size: CGSize
    public let scale: Double
    /// Frame index of each entry of `frames`.
    public var indices: [Int] = []
    /// How many frames were drawn (the others were kept from an earlier run).
    public var rendered: Int = 0
    /// The manifest written.
    public var manifest: URL?
    /// Processor time each stage of this run took, summed over its threads.
    public var cpuTime = RecordingCPUTime()
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
    /// SHA-256 of each file (for the manifest) and of kept files when resuming.
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

/// One frame handed from the simulation to a worker.
struct FrameJob: Sendable {
    let index: Int
    let list: DisplayList
    let url: URL
    let expectedHash: String?
}

/// An encoded frame handed from a worker to the writer.
struct FrameWrite: Sendable {
    let index: Int
    let url: URL
    let data: Data
    let hash: String
}

/// Hashes and errors reported by the workers.
final class FrameResults: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [Int: String] = [:]
    private var errors: [(Int, Error)] = []
    private var renderedFrames = 0
    private var hasFailed = false

    func record(_ index: Int, hash: String, rendered: Bool) {
        lock.lock(); defer { lock.unlock() }
        hashes[index] = hash
        if rendered { renderedFrames += 1 }
    }
    func fail(index: Int, _ error: Error) {
        lock.lock(); defer { lock.unlock() }
        errors.append((index, error))
        hasFailed = true
    }
    var failed: Bool { lock.lock(); defer { lock.unlock() }; return hasFailed }
    var renderedCount: Int { lock.lock(); defer { lock.unlock() }; return renderedFrames }
    /// The error of the lowest frame index.
    var firstError: Error? { lock.lock(); defer { lock.unlock() }; return errors.min { $0.0 < $1.0 }?.1 }
    func entries(times: [Double], name: (Int) -> String) -> [FrameManifest.Frame] {
        lock.lock(); let snapshot = hashes; lock.unlock()
        return snapshot.keys.sorted().map { FrameManifest.Frame(index: $0, time: times[$0], file: name($0), sha256: snapshot[$0]!) }
    }
}

/// A first-in first-out queue of at most `capacity` items: `put` waits while it is full, `take`
/// waits while it is empty and returns nil once it is closed and drained.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private var closed = false
    private let capacity: Int
    init(capacity: Int) { self.capacity = max(1, capacity) }

    func put(_ item: Element) {
        condition.lock(); defer { condition.unlock() }
        while items.count - head >= capacity { condition.wait() }
        items.append(item)
        condition.broadcast()
    }
    func take() -> Element? {
        condition.lock(); defer { condition.unlock() }
        while items.count == head && !closed { condition.wait() }
        guard items.count > head else { return nil }
        let item = items[head]
        head += 1
        if head > 64 && head * 2 > items.count { items.removeFirst(head); head = 0 }
        condition.broadcast()
        return item
    }
    func close() {
        condition.lock(); defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }
}
