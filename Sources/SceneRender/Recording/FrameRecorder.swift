import Foundation

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
    /// Parallel draw-and-encode workers (default: `CPUAllowance.defaultWorkers`, the CPUs this
    /// process may use: its affinity mask, `SLURM_CPUS_PER_TASK` and cgroup quota).
    public var jobs: Int
    /// How the PNG files are compressed (default `.fast`: ISA-L; `.small`: zlib, smaller files).
    public var pngCompression = PNGCompression.fast
    /// zlib level of the PNG files with `pngCompression == .small`, 0…9 (default 6).
    public var compressionLevel: Int
    /// File names are `prefix` + six-digit frame index + `.png`. The prefix is a plain name: no
    /// `/`, no NUL, not starting with `.` (so it cannot name a file outside the output folder,
    /// a hidden file or a temporary's name); `validate()` refuses anything else.
    public var filePrefix = "frame_"
    /// The part of the frames this process renders (default: all of them).
    public var shard = ShardSpec.all
    /// The scene's name in the manifest (default: the view's type name).
    public var sceneName: String?
    /// Keep frames of an earlier run whose files match its manifest (default true).
    public var resume = true
    /// Progress line on standard error: by default only when it is a terminal.
    public var progressMode = ProgressReporter.Mode.automatic
    /// Bytes the recording's workers may use; nil (default) reads the system's available memory
    /// (see `RecordingMemory`). `record` refuses `jobs` that do not fit (`validateMemory()`).
    public var availableMemory: Int?
    /// A video to pipe the frames into while they are drawn (see `VideoOutput` and
    /// `VideoStream`); nil (default) writes PNG frames only. Without `keepsFrames` no PNG file,
    /// manifest or journal is written and nothing is resumed. The frames selected (`record`'s
    /// `frames:`) should be consecutive: the video holds them end to end. A shard of a video is
    /// a segment of consecutive frames (`VideoSegment`), so `shard` must stay `.all`.
    public var video: VideoOutput?

    public init(
        size: CGSize, fps: Double = 60, scale: Double = 1, background: Color? = .white,
        jobs: Int = CPUAllowance.defaultWorkers, compressionLevel: Int = PNGCompression.smallDefaultLevel
    ) {
        self.size = size
        self.fps = fps
        self.scale = scale
        self.background = background
        self.jobs = jobs
        self.compressionLevel = compressionLevel
    }

    /// Checks every parameter; throws `RenderError.invalidParameter` naming the first bad one.
    public func validate() throws {
        guard !filePrefix.contains("/"), !filePrefix.contains("\0"), !filePrefix.hasPrefix("."), filePrefix.utf8.count <= 200 else {
            throw RenderError.invalidParameter(
                name: "filePrefix", value: "'\(filePrefix)'",
                valid: "a plain file name part: no '/', no NUL, not starting with '.', at most 200 bytes")
        }
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
            Double(size.width) * scale >= 1, Double(size.height) * scale >= 1
        else {
            throw RenderError.invalidParameter(
                name: "size", value: "\(size.width)x\(size.height) at scale \(scale)",
                valid: "1…\(CairoRenderer.maximumPixelDimension) pixels per side")
        }
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", valid: "≥ 1") }
        guard video == nil || shard == .all else {
            throw RenderError.invalidParameter(
                name: "shard", value: shard.description,
                valid: "1/1 with a video (a video's shard is a segment of consecutive frames: select them with `frames:`)")
        }
        guard (0...9).contains(compressionLevel) else {
            throw RenderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)", valid: "0...9")
        }
    }

    /// Scene times of the frames of a `duration`-second recording (see the frame-count rule).
    public func frameTimes(duration: Double) throws -> [Double] {
        Array(try FrameTimes(duration: duration, fps: fps))
    }

    /// The most frames a simulation steps through: `record`'s limit (a recording has fewer
    /// than 10,000,000 frames), which `displayLists(_:times:)` and `image(of:at:)` keep too.
    public static let maximumFrames = 10_000_000

    /// The latest scene time, seconds, that `displayLists(_:times:)` and `image(of:at:)` reach
    /// at this recorder's `fps`: the time of frame `maximumFrames` − 1.
    public var latestTime: Double { Double(Self.maximumFrames - 1) / fps }

    /// Throws `RenderError.invalidParameter` naming `name` unless `t` is a time the simulation
    /// reaches: ≥ 0, finite, at most `latestTime` (it steps through every frame before `t`, so
    /// `image(of:at: 1e7)` at 60 fps would have simulated 6 × 10⁸ frames).
    func checkTime(_ t: Double, name: String) throws {
        guard t >= 0, t.isFinite, t <= latestTime else {
            throw RenderError.invalidParameter(
                name: name, value: "\(t)",
                valid: "0...\(latestTime) seconds (fewer than \(Self.maximumFrames) frames at \(fps) fps)")
        }
    }

    /// The root environment of the scenes this recorder lays out: its `scale` as the
    /// environment's `displayScale`, so that text is rounded to the recording's pixels.
    var displayEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = CGFloat(scale)
        return environment
    }

    /// The display lists of a scene at the given times (ascending), simulated in one pass
    /// through every frame time k / fps before each (as `record` does).
    /// - Throws: `RenderError.invalidParameter` for invalid parameters, or a time that is
    ///   negative, not finite or later than `latestTime` (naming `times` and the range).
    @MainActor
    public func displayLists<V: View>(
        _ view: V, times: [Double], input: InputScript = .none,
        textMeasurer: TextMeasurer = PangoTextEngine()
    ) throws -> [DisplayList] {
        try validate()
        for t in times { try checkTime(t, name: "times") }
        let host = try SceneHost(view, size: size, textMeasurer: textMeasurer, environment: displayEnvironment)
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
    /// - Throws: `RenderError.invalidParameter` for invalid parameters, or a `t` that is
    ///   negative, not finite or later than `latestTime` (naming `time` and the range).
    @MainActor
    public func image<V: View>(of view: V, at t: Double, input: InputScript = .none) throws -> RenderedImage {
        try validate()
        try checkTime(t, name: "time")
        let renderer = CairoRenderer()
        let list = try displayLists(view, times: [t], input: input, textMeasurer: renderer.textEngine)[0]
        return try renderer.render(list, scale: scale, background: background)
    }

    /// Records `duration` seconds of `view` driven by `input` into `directory` (created if
    /// needed) as `frame_000000.png`, `frame_000001.png`, … with a manifest (see `FrameManifest`).
    ///
    /// **Pipeline.** The calling thread simulates the scene in frame order, builds each
    /// selected frame's display list and its `FrameKey` (frames that are not selected are
    /// simulated, not drawn); consecutive frames with one key (a settled scene) become one job.
    /// `jobs` worker threads draw and encode each job once; one writer thread writes the files
    /// and appends each finished frame to the manifest's journal. At most `2 × jobs` jobs and
    /// `2 × jobs` encoded frames wait between them, and nothing is kept per frame, so memory
    /// stays flat in the number of frames. The steps are `RecordingPipeline`'s (in
    /// Sources/SceneRender/Recording: `OutputFolder`, `RecordingManifest`, `FrameSimulation`,
    /// `FrameWorker`, `FrameWriter`).
    ///
    /// **Shards and selection.** Only frames in `shard` (see `ShardSpec`) for which `selection`
    /// returns true are written; the simulation still runs from t = 0, so every frame is
    /// byte-identical to the same frame of a single full run.
    ///
    /// **Resume.** When `resume` is true, a frame whose file exists is kept (not drawn again)
    /// only when some manifest or journal in `directory` records, for that frame, this run's
    /// key of the frame together with the SHA-256 the file has now. The manifest of this shard
    /// keeps the entries of frames this run does not write (a `--frames` run never drops the
    /// others).
    ///
    /// - Throws: `RenderError` for invalid parameters, more `jobs` than the memory holds, an output folder that cannot be created or
    ///   written, or a full disk; the first failing frame (lowest index) is reported. Files are
    ///   written to temporary names and renamed, so no half-written file has a final name.
    @discardableResult
    @MainActor
    public func record<V: View>(
        _ view: V, duration: Double, input: InputScript = .none, to directory: URL,
        frames selection: ((Int) -> Bool)? = nil
    ) throws -> RecordedSequence {
        try validate()
        try validateMemory()
        let times = try FrameTimes(duration: duration, fps: fps)
        var pipeline = try RecordingPipeline(
            self, scene: sceneName ?? String(describing: V.self), duration: duration,
            times: times, directory: directory, selection: selection)
        return try pipeline.run(view, input: input)
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
