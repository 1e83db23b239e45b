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

    /// The display lists of a scene at the given times (ascending), simulated in one pass.
    public func displayLists<V: View>(_ view: V, times: [Double], input: InputScript = .none,
                                      textMeasurer: TextMeasurer = PangoTextEngine()) throws -> [DisplayList] {
        try validate()
        let host = try SceneHost(view, size: size, textMeasurer: textMeasurer)
        host.send(input.events(fps: fps))
        return times.map { t in
            host.advance(to: t)
            return host.displayList()
        }
    }

    /// Renders the frame at scene time `t` (seconds) in memory.
    public func image<V: View>(of view: V, at t: Double, input: InputScript = .none) throws -> RenderedImage {
        guard t >= 0, t.isFinite else {
            throw RenderError.invalidParameter(name: "time", value: "\(t)", valid: "≥ 0 and finite (seconds)")
        }
        let renderer = CairoRenderer()
        let list = try displayLists(view, times: [t], input: input, textMeasurer: renderer.textEngine)[0]
        return try renderer.render(list, scale: scale, background: background)
    }

    /// Records `duration` seconds of `view` driven by `input` into `directory` (created if
    /// needed) as `frame_000000.png`, `frame_000001.png`, …
    ///
    /// - Parameter frames: optional range of frame indices to write (for `--frames` and shards);
    ///   the simulation still runs from t = 0 so state is the same as in a full run.
    /// - Throws: `RenderError` for invalid parameters, an unwritable folder or a full disk.
    ///   Files are written to temporary names and renamed, so no half-written frame is left.
    @discardableResult
    public func record<V: View>(_ view: V, duration: Double, input: InputScript = .none, to directory: URL,
                                frames selection: ((Int) -> Bool)? = nil) throws -> RecordedSequence {
        try validate()
        let times = try frameTimes(duration: duration)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: directory.path, reason: "cannot create the output folder: \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw RenderError.io(path: directory.path, reason: "the output folder is not writable")
        }
        let measurer = PangoTextEngine()
        let host = try SceneHost(view, size: size, textMeasurer: measurer)
        host.send(input.events(fps: fps))
        let pool = RendererPool()
        let chunk = max(1, jobs * 4)
        var written: [URL] = []
        var pending: [(index: Int, list: DisplayList)] = []
        let urls = times.indices.map { directory.appendingPathComponent(String(format: "\(filePrefix)%06d.png", $0)) }

        func flushPending() throws {
            let work = pending
            pending.removeAll(keepingCapacity: true)
            let errors = ErrorBox()
            let config = (scale: scale, background: background, level: compressionLevel)
            let run: @Sendable (Int) -> Void = { i in
                let item = work[i]
                let renderer = pool.take()
                defer { pool.give(renderer) }
                do {
                    let image = try renderer.render(item.list, scale: config.scale, background: config.background)
                    try image.writePNG(to: urls[item.index], compressionLevel: config.level)
                } catch {
                    errors.record(index: item.index, error)
                }
            }
            if jobs == 1 {
                for i in work.indices { run(i) }
            } else {
                DispatchQueue.concurrentPerform(iterations: work.count, execute: run)
            }
            if let error = errors.first { throw error }
            written.append(contentsOf: work.map { urls[$0.index] })
        }

        for (k, t) in times.enumerated() {
            host.advance(to: t)
            guard selection?(k) ?? true else { continue }
            pending.append((k, host.displayList()))
            if pending.count >= chunk { try flushPending() }
        }
        if !pending.isEmpty { try flushPending() }
        return RecordedSequence(directory: directory, frames: written, times: times, fps: fps, size: size, scale: scale)
    }
}

/// The result of a recording.
public struct RecordedSequence: Sendable {
    /// The output folder.
    public let directory: URL
    /// Files written, in frame order.
    public let frames: [URL]
    /// Scene time of every frame of the recording (including frames not written by a shard).
    public let times: [Double]
    public let fps: Double
    public let size: CGSize
    public let scale: Double
}

/// Renderers reused across frames, one per concurrently running worker.
final class RendererPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [CairoRenderer] = []
    func take() -> CairoRenderer {
        lock.lock(); defer { lock.unlock() }
        return free.popLast() ?? CairoRenderer()
    }
    func give(_ r: CairoRenderer) {
        lock.lock(); defer { lock.unlock() }
        free.append(r)
    }
}

/// Collects errors from parallel workers; reports the one of the lowest frame index.
final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(Int, Error)] = []
    func record(index: Int, _ error: Error) {
        lock.lock(); defer { lock.unlock() }
        errors.append((index, error))
    }
    var first: Error? {
        lock.lock(); defer { lock.unlock() }
        return errors.min { $0.0 < $1.0 }?.1
    }
}
