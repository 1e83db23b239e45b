import Foundation
import SceneRender

/// `render`: checks the whole request against every scene first (`plan`), then records each
/// scene into `<out>/<name>/`, and encodes video or a contact sheet when asked.
extension SceneCommand {
    /// Largest frame side in pixels (size × scale) the command renders: 8192² RGBA is 256 MB per
    /// frame buffer, already several buffers at once with parallel workers.
    static let maxPixelsPerSide = 8192.0

    /// A scene with the recorder and duration it will be rendered with.
    struct Job {
        var scene: SceneEntry
        var recorder: FrameRecorder
        var duration: Double
        var frameCount: Int
        /// Why the recorder has its number of workers, for the summary line: "--jobs", or the
        /// tightest CPU limit ("SLURM_CPUS_PER_TASK 1").
        var workersSource: String
    }

    /// Checks every scene's configuration before anything is written, so a bad value never
    /// leaves half a catalogue behind. Without `--jobs`, the workers are the CPUs the process
    /// may use (`CPUAllowance`, read from `environment` and this process's affinity and cgroup).
    ///
    /// `availableMemory` stands for the system's figure when given (bytes; for tests).
    func plan(
        _ options: RenderOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        availableMemory: Int? = nil
    ) -> Result<[Job], UsageError> {
        let selected = options.names.isEmpty ? scenes : options.names.compactMap(scene(named:))
        let workers: (count: Int, source: String)
        if let jobs = options.jobs {
            workers = (jobs, "--jobs")
        } else {
            do {
                let allowance = try CPUAllowance.detect(CPUAllowance.Sources(environment: environment))
                let tightest = allowance.limits.min { $0.cpus < $1.cpus }
                workers = (allowance.count, tightest?.description ?? "processors \(allowance.count)")
            } catch {
                return .failure(UsageError("the default of --jobs: \(error); or give --jobs N", topic: .render))
            }
        }
        var jobs: [Job] = []
        for scene in selected {
            var recorder = FrameRecorder(
                size: options.size ?? scene.size, fps: options.fps ?? scene.fps, scale: options.scale,
                jobs: workers.count)
            recorder.jobs = max(1, recorder.jobs)
            recorder.availableMemory = availableMemory
            // Without --jobs: no more workers than the memory holds for this frame size (and
            // then the summary line says the memory decided).
            var source = workers.source
            if options.jobs == nil {
                source = recorder.memoryLimitReason(cores: recorder.jobs) ?? source
                recorder.jobs = recorder.defaultJobs(cores: recorder.jobs)
            }
            recorder.pngCompression = options.pngCompression
            if let background = options.background { recorder.background = background }
            let duration = options.duration ?? scene.duration
            if let problem = Self.frameSizeProblem(recorder) {
                return .failure(UsageError("\(scene.name): \(problem)", topic: .render))
            }
            let count: Int
            do {
                try recorder.validate()
                try recorder.validateMemory()
                count = try recorder.frameTimes(duration: duration).count
            } catch {
                return .failure(UsageError("\(scene.name): \(error)", topic: .render))
            }
            if let range = options.frames, range.upperBound >= count {
                return .failure(
                    UsageError(
                        "--frames \(range.lowerBound)..\(range.upperBound) is outside \(scene.name)'s frames 0..\(count - 1) "
                            + "(\(CommandArguments.fmt(duration)) s at \(CommandArguments.fmt(recorder.fps)) fps); "
                            + "choose a smaller range or a longer --duration", topic: .render))
            }
            jobs.append(Job(scene: scene, recorder: recorder, duration: duration, frameCount: count, workersSource: source))
        }
        return .success(jobs)
    }

    /// Why a frame of `recorder` is too large to render (more than `maxPixelsPerSide` pixels
    /// per side, size × scale), worded for the user; nil when it fits.
    static func frameSizeProblem(_ recorder: FrameRecorder) -> String? {
        let pixels = (width: Double(recorder.size.width) * recorder.scale, height: Double(recorder.size.height) * recorder.scale)
        guard pixels.width > maxPixelsPerSide || pixels.height > maxPixelsPerSide || !pixels.width.isFinite || !pixels.height.isFinite
        else { return nil }
        let size = "\(CommandArguments.fmt(Double(recorder.size.width)))x\(CommandArguments.fmt(Double(recorder.size.height)))"
        let rounded = { (v: Double) in v.isFinite && abs(v) < 1e15 ? "\(Int(v.rounded()))" : "\(v)" }
        return "a frame of \(size) pt at --scale \(CommandArguments.fmt(recorder.scale)) is \(rounded(pixels.width))x\(rounded(pixels.height)) pixels; "
            + "at most \(Int(maxPixelsPerSide)) pixels per side"
    }

    @MainActor
    func render(_ options: RenderOptions) -> Int32 {
        do { try CommandArguments.checkVideoOptions(options) } catch {
            return fail("\(error.message)\n(see `\(program) render --help`)", .usageError)
        }
        if options.format != .png, VideoEncoder.find("ffmpeg") == nil {
            return fail("--format \(options.format.rawValue) needs ffmpeg, which is not installed (apt-get install ffmpeg)", .unavailable)
        }
        let jobs: [Job]
        switch plan(options) {
        case .failure(let error): return fail("\(error.message)\n(see `\(program) render --help`)", .usageError)
        case .success(let j): jobs = j
        }
        let out = URL(fileURLWithPath: options.out)
        for job in jobs {
            let dir = out.appendingPathComponent(job.scene.name)
            if let target = Self.symbolicLinkTarget(dir) {
                return fail(
                    "\(job.scene.name): \(dir.path) is a symbolic link (to \(target)); frames are written only inside --out "
                        + "\(out.path): remove the link or choose another --out", .renderError)
            }
            let start = Date()
            do {
                var recorder = job.recorder
                recorder.sceneName = job.scene.name
                var range = options.frames.map { range in { range.contains($0) } as (Int) -> Bool }
                var segment: VideoSegment?
                if let format = options.format.video {
                    let video = try videoOutput(format, options, job: job, dir: dir, out: out)
                    recorder.video = video.output
                    segment = video.segment
                    if let frames = video.segment.map({ $0.first...$0.last }) { range = { frames.contains($0) } }
                    CommandInterrupt.phase = options.keepFrames
                        ? .rendering(scene: job.scene.name, folder: dir) : .streaming(scene: job.scene.name, video: video.output.url)
                } else {
                    if let shard = options.shard {
                        // The recorder's shard, so that each shard keeps its own manifest
                        // (manifest-shard-K-of-N.json) and shards can share a folder.
                        recorder.shard = shard
                    }
                    CommandInterrupt.phase = .rendering(scene: job.scene.name, folder: dir)
                }
                let seq = try job.scene.record(with: recorder, duration: job.duration, to: dir, frames: range)
                CommandInterrupt.phase = nil
                try segment?.write(in: dir)
                let secs = Date().timeIntervalSince(start)
                let reused = seq.frames.count - seq.rendered
                let workers = "\(recorder.jobs) worker\(recorder.jobs == 1 ? "" : "s") (\(job.workersSource))"
                var line =
                    "\(job.scene.name): \(seq.frames.count) of \(job.frameCount) frames in \(dir.path), "
                    + (options.shard.map { "\($0.summary), " } ?? "") + "\(workers) "
                    + (reused > 0 ? "(\(reused) unchanged from an earlier run, kept) " : "")
                    + "(\(String(format: "%.1f", secs)) s, \(String(format: "%.0f", Double(seq.frames.count) / max(secs, 1e-9))) frames/s)"
                if let made = seq.video {
                    if options.keepFrames { print(line) }
                    line = videoLine(made, seq: seq, scene: job.scene.name, segment: segment, seconds: secs, workers: workers)
                }
                if options.contactSheet {
                    if seq.frames.isEmpty {
                        line += "; no frames written, so no contact sheet"
                    } else {
                        let sheet = try ContactSheet.make(from: seq, count: 8, columns: 4, cellWidth: 240)
                        let url = out.appendingPathComponent("\(job.scene.name)-contact-sheet.png")
                        try sheet.writePNG(to: url, compressionLevel: 9)
                        line += "; contact sheet \(url.path)"
                    }
                }
                print(line)
            } catch let error as RenderError {
                if case .missingTool = error { return fail("\(job.scene.name): \(error)", .unavailable) }
                return fail("\(job.scene.name): \(error)", .renderError)
            } catch let error as UsageError {
                return fail("\(error.message)\n(see `\(program) render --help`)", .usageError)
            } catch {
                return fail("\(job.scene.name): \(error)", .renderError)
            }
        }
        return SceneExitCode.success.rawValue
    }
}

extension SceneCommand {
    /// Where `url` points when it is a symbolic link (a scene folder must be a real folder
    /// inside --out: following a link would write outside it); nil otherwise.
    static func symbolicLinkTarget(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
    }
}
