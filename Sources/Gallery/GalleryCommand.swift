import Foundation
import SceneRender

/// Runs the `gallery` command line (parsed by `GalleryArguments`).
@MainActor
enum GalleryCommand {
    static var exitCodeTable: String {
        GalleryExitCode.allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
    }

    static func help(_ topic: GalleryHelpTopic) -> String {
        switch topic {
        case .main:
            return """
            usage: gallery                      render every scene into ./frames
                   gallery render [NAME ...|all] [options]
                   gallery list                 the scenes, with their size and duration
                   gallery snapshots --orphans  golden images no test uses
                   gallery help [render|list|snapshots]

            Each command takes --help. `gallery render --help` lists the render options.

            Exit codes:
            \(exitCodeTable)
            """
        case .render:
            let o = GalleryArguments.self
            return """
            usage: gallery render [NAME ...|all] [options]

            Renders scenes as PNG frames <out>/<name>/frame_NNNNNN.png; frame k shows scene time k/fps,
            and the last frame shows the end of the duration exactly. No name, or `all`, renders
            every scene. Options take their value as `--opt VALUE` or `--opt=VALUE`.

              --out DIR          output folder (default: frames)
              --fps N            \(o.valueHint("--fps")) (default: 60)
              --duration S       \(o.valueHint("--duration")) (default: the scene's)
              --size WxH         \(o.valueHint("--size")) (default: the scene's);
                                 the scene keeps its layout, centred on the new canvas
              --scale N          \(o.valueHint("--scale")) (default: 1); a frame (size × scale)
                                 has at most \(Int(maxPixelsPerSide)) pixels per side
              --frames A..B      write only frames A through B (also A...B, 'A..<B' quoted for
                                 the shell, or one frame A); the scene is still simulated from t = 0
              --shard I/N        write only frames k with k % N == I (0 ≤ I < N ≤ \(o.maxShards));
                                 N runs with I = 0 ... N-1 write every frame exactly once.
                                 --shard auto/N takes I from JOB_COMPLETION_INDEX (Kubernetes
                                 Indexed Jobs) or SLURM_ARRAY_TASK_ID (Slurm job arrays)
              --jobs N           \(o.valueHint("--jobs")) (default: processor count, fewer when the
                                 memory does not hold that many workers for the frame size)
              --format F         png, mp4 or gif (default: png); mp4 and gif are encoded from the
                                 frames by ffmpeg into <out>/<name>.mp4 or .gif (exit 3 without it)
              --png-compression C  \(o.valueHint("--png-compression")) (default: fast): fast uses ISA-L
                                 (about 3× quicker to encode), small uses zlib (files about 15 % smaller)
              --contact-sheet    also write <out>/<name>-contact-sheet.png: 8 frames with their times

            Examples:
              gallery render drag-box
              gallery render swipe-task --frames 0..59 --out "my frames"
              gallery render all --shard 0/4
              gallery render spring-chart --fps 30 --scale 2 --contact-sheet

            Exit codes:
            \(exitCodeTable)
            """
        case .list:
            return """
            usage: gallery list

            Prints every scene: name, canvas size in points, default duration in seconds, summary.

            Exit codes:
            \(exitCodeTable)
            """
        case .snapshots:
            return """
            usage: gallery snapshots --orphans

            Lists golden images (.png, .csv) under Snapshots/ that no test checked in the last
            test run. Every snapshot assertion records the golden it checks in
            .build/snapshot-ledger/, and `make test` empties that ledger first, so run the whole
            suite (`make test`) before asking; after a filtered run the goldens of the tests that
            did not run are listed too. Run it from the package folder (or below it).
            Prints one path per line; exits 0 whether or not there are orphans, 1 when there is
            no ledger yet.

            Exit codes:
            \(exitCodeTable)
            """
        }
    }

    /// Runs the command line `args` (without the program name); returns the exit status.
    static func run(_ args: [String]) -> Int32 {
        let invocation: GalleryInvocation
        do {
            invocation = try GalleryArguments.parse(args, sceneNames: SceneCatalog.all.map(\.name))
        } catch {
            let see = error.topic == .main ? "gallery --help" : "gallery \(error.topic.rawValue) --help"
            return fail("\(error.message)\n(see `\(see)`)", .usageError)
        }
        switch invocation {
        case .help(let topic):
            print(help(topic))
            return GalleryExitCode.success.rawValue
        case .list:
            print(listing())
            return GalleryExitCode.success.rawValue
        case .snapshotOrphans:
            return orphans()
        case .render(let options):
            return render(options)
        }
    }

    /// Prints the goldens no test checked in the last test run.
    static func orphans() -> Int32 {
        var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            guard dir.path != "/" else {
                return fail("no Package.swift in this folder or above it: run `gallery snapshots --orphans` in the package", .renderError)
            }
            dir = dir.deletingLastPathComponent()
        }
        do {
            let list = try SnapshotLedger.orphans(packageRoot: dir)
            for path in list { print(path) }
            FileHandle.standardError.write(Data("\(list.count) orphaned golden(s) of \(SnapshotLedger.goldens(packageRoot: dir).count)\n".utf8))
            return GalleryExitCode.success.rawValue
        } catch {
            return fail("\(error)", .renderError)
        }
    }

    static func listing() -> String {
        let width = SceneCatalog.all.map(\.name.count).max() ?? 0
        return SceneCatalog.all.map { s in
            let size = "\(Int(s.size.width))x\(Int(s.size.height))"
            let dur = String(format: "%.1f s", s.duration)
            return "\(s.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(size.padding(toLength: 8, withPad: " ", startingAt: 0)) \(dur.padding(toLength: 6, withPad: " ", startingAt: 0))  \(s.summary)"
        }.joined(separator: "\n")
    }

    /// Largest frame side in pixels (size × scale) the gallery renders: 8192² RGBA is 256 MB per
    /// frame buffer, already several buffers at once with parallel workers.
    static let maxPixelsPerSide = 8192.0

    /// A scene with the recorder and duration it will be rendered with.
    struct Job {
        var scene: GalleryScene
        var recorder: FrameRecorder
        var duration: Double
        var frameCount: Int
    }

    /// Checks every scene's configuration before anything is written, so a bad value never
    /// leaves half a gallery behind.
    static func plan(_ options: RenderOptions) -> Result<[Job], UsageError> {
        let scenes = options.names.isEmpty ? SceneCatalog.all : options.names.compactMap(SceneCatalog.named)
        var jobs: [Job] = []
        for scene in scenes {
            var recorder = FrameRecorder(size: options.size ?? scene.size, fps: options.fps, scale: options.scale,
                                         jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            recorder.jobs = max(1, recorder.jobs)
            // Without --jobs: no more workers than the memory holds for this frame size.
            if options.jobs == nil { recorder.jobs = recorder.defaultJobs(cores: recorder.jobs) }
            recorder.pngCompression = options.pngCompression
            let duration = options.duration ?? scene.duration
            let pixels = (width: Double(recorder.size.width) * recorder.scale, height: Double(recorder.size.height) * recorder.scale)
            if pixels.width > maxPixelsPerSide || pixels.height > maxPixelsPerSide {
                return .failure(UsageError(
                    "\(scene.name): a frame of \(GalleryArguments.fmt(Double(recorder.size.width)))x\(GalleryArguments.fmt(Double(recorder.size.height))) pt "
                    + "at --scale \(GalleryArguments.fmt(recorder.scale)) is \(Int(pixels.width.rounded()))x\(Int(pixels.height.rounded())) pixels; "
                    + "at most \(Int(maxPixelsPerSide)) pixels per side", topic: .render))
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
                return .failure(UsageError(
                    "--frames \(range.lowerBound)..\(range.upperBound) is outside \(scene.name)'s frames 0..\(count - 1) "
                    + "(\(GalleryArguments.fmt(duration)) s at \(GalleryArguments.fmt(options.fps)) fps); "
                    + "choose a smaller range or a longer --duration", topic: .render))
            }
            jobs.append(Job(scene: scene, recorder: recorder, duration: duration, frameCount: count))
        }
        return .success(jobs)
    }

    static func render(_ options: RenderOptions) -> Int32 {
        if options.format != .png, options.frames != nil || options.shard != nil {
            return fail("--format \(options.format.rawValue) needs every frame; it cannot be combined with --frames or --shard "
                        + "(render the shards as PNG, then encode them)\n(see `gallery render --help`)", .usageError)
        }
        if options.format != .png, VideoEncoder.find("ffmpeg") == nil {
            return fail("--format \(options.format.rawValue) needs ffmpeg, which is not installed (apt-get install ffmpeg)", .unavailable)
        }
        let jobs: [Job]
        switch plan(options) {
        case .failure(let error): return fail("\(error.message)\n(see `gallery render --help`)", .usageError)
        case .success(let j): jobs = j
        }
        let out = URL(fileURLWithPath: options.out)
        for job in jobs {
            let dir = out.appendingPathComponent(job.scene.name)
            if let target = symbolicLinkTarget(dir) {
                return fail("\(job.scene.name): \(dir.path) is a symbolic link (to \(target)); frames are written only inside --out "
                            + "\(out.path): remove the link or choose another --out", .renderError)
            }
            let start = Date()
            do {
                var recorder = job.recorder
                recorder.sceneName = job.scene.name
                if let shard = options.shard {
                    // The recorder's shard, so that each shard keeps its own manifest
                    // (manifest-shard-i-of-n.json) and shards can share a folder.
                    recorder.shard = shard
                }
                let range = options.frames
                let seq = try job.scene.record(with: recorder, duration: job.duration, to: dir,
                                               frames: range.map { range in { range.contains($0) } })
                if options.format != .png {
                    let format: VideoEncoder.Format = options.format == .gif ? .gif : .mp4
                    let url = out.appendingPathComponent("\(job.scene.name).\(format.rawValue)")
                    do {
                        try VideoEncoder.encode(seq, to: url, format: format)
                    } catch let error as RenderError {
                        if case .missingTool = error { return fail("\(job.scene.name): \(error)", .unavailable) }
                        throw error
                    }
                    print("\(job.scene.name): \(format.rawValue) \(url.path)")
                }
                let secs = Date().timeIntervalSince(start)
                let reused = seq.frames.count - seq.rendered
                var line = "\(job.scene.name): \(seq.frames.count) of \(job.frameCount) frames in \(dir.path) "
                    + (reused > 0 ? "(\(reused) unchanged from an earlier run, kept) " : "")
                    + "(\(String(format: "%.1f", secs)) s, \(String(format: "%.0f", Double(seq.frames.count) / max(secs, 1e-9))) frames/s)"
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
            } catch {
                return fail("\(job.scene.name): \(error)", .renderError)
            }
        }
        return GalleryExitCode.success.rawValue
    }

    /// Where `url` points when it is a symbolic link (a scene folder must be a real folder
    /// inside --out: following a link would write outside it); nil otherwise.
    static func symbolicLinkTarget(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
    }

    static func fail(_ message: String, _ code: GalleryExitCode) -> Int32 {
        FileHandle.standardError.write(Data("gallery: \(message)\n".utf8))
        return code.rawValue
    }
}
