import Foundation

/// Turns a recorded PNG sequence into a video or an animated GIF with ffmpeg, when it is
/// installed (looked up on `PATH`). The output is written to a temporary name and renamed.
///
/// ffmpeg runs with its standard input on `/dev/null` (and `-nostdin`), so that it never reads
/// the terminal: started from an interactive shell it would otherwise be stopped (`SIGTTIN`) as a
/// background process group that reads the terminal, and wait forever. While it runs it is listed
/// in `ChildProcesses`, which the command line's interrupt handler ends.
public enum VideoEncoder {
    public enum Format: String, Sendable, CaseIterable {
        /// H.264 in MP4, yuv420p (sides padded to even numbers). Opaque.
        case mp4
        /// Animated GIF with a palette computed from the frames. GIF frame delays are whole
        /// hundredths of a second, so the frames are resampled to the nearest rate 100 / d
        /// (d ≥ 2 hundredths: 50, 33.3, 25, 20 … frames per second; see `gifFrameRate(for:)`).
        case gif
        /// Apple ProRes 4444 in QuickTime, with the frames' alpha (yuva444p10le): what editors
        /// (Final Cut Pro, Premiere, DaVinci Resolve, After Effects) take with transparency.
        case mov
        /// VP9 in WebM with the frames' alpha (yuva420p): transparent video for the web.
        case webm

        /// Whether the format keeps the frames' transparency.
        public var keepsAlpha: Bool { self == .mov || self == .webm }
    }

    /// What an encode made.
    public struct Output: Sendable, Equatable {
        public var url: URL
        public var format: Format
        /// Frames per second of the file (the recording's, or for GIF the nearest rate it can show).
        public var fps: Double
        /// Frames the file shows at `fps`, from its first to its end (the recording's, or for
        /// GIF those of the same duration at its rate).
        public var frameCount: Int
        /// Frames the file stores, when known: fewer than `frameCount` when it is timed
        /// `VideoFrameTiming.variable` and frames repeat; nil for GIF, whose frames ffmpeg
        /// resamples. An encode of PNG files (`encode(_:to:)`) stores every frame.
        public var storedFrames: Int?

        public init(url: URL, format: Format, fps: Double, frameCount: Int, storedFrames: Int? = nil) {
            self.url = url
            self.format = format
            self.fps = fps
            self.frameCount = frameCount
            self.storedFrames = storedFrames
        }
    }

    /// The path of an executable file named `tool` on `PATH`, or nil. A directory of that name
    /// (executable in the sense of searchable) is passed over and the search goes on, as the
    /// shell's does.
    public static func find(_ tool: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for dir in (path ?? "").split(separator: ":") {
            let candidate = "\(dir)/\(tool)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The frame rate a GIF shows for a recording at `fps`: 100 / d frames per second, d the
    /// frame delay in whole hundredths of a second nearest to 100 / `fps`, at least 2 (players
    /// draw a delay of 1 hundredth as 10). As a fraction (numerator, denominator) for ffmpeg.
    public static func gifFrameRate(for fps: Double) -> (numerator: Int, denominator: Int) {
        let ideal = 100 / max(fps, 1e-9)
        let delay = ideal.isFinite ? max(2, min(65_535, Int(ideal.rounded()))) : 65_535
        return (100, delay)
    }

    /// Frames a video of `sequence` in `format` holds: the recording's, or for GIF those of the
    /// same duration at `gifFrameRate(for:)` (at least 1).
    /// - Parameters:
    ///   - sequence: the recording.
    ///   - format: the video format.
    public static func frameCount(of sequence: RecordedSequence, format: Format) -> Int {
        frameCount(frames: sequence.times.count, fps: sequence.fps, format: format)
    }

    /// Frames a video of `frames` frames at `fps` holds in `format` (see `frameCount(of:format:)`).
    public static func frameCount(frames count: Int, fps recorded: Double, format: Format) -> Int {
        guard format == .gif else { return count }
        let rate = gifFrameRate(for: recorded)
        let fps = Double(rate.numerator) / Double(rate.denominator)
        if abs(fps - recorded) <= 1e-9 { return count }
        return max(1, Int((Double(count) / recorded * fps).rounded()))
    }

    /// ffmpeg's output options for `format` from frames at `fps` (filters, codec, pixel format;
    /// `preset` for mp4's x264), and the frame rate of the file (GIF's nearest, else `fps`).
    /// `yuvInput`: the frames come as `YUVConversion`'s BT.709 yuv420p of even size, encoded as
    /// they are and tagged BT.709 limited range.
    static func codecArguments(_ format: Format, fps: Double, preset: VideoPreset, yuvInput: Bool = false) -> (arguments: [String], fps: Double) {
        switch format {
        case .mp4 where yuvInput:
            return (
                ["-c:v", "libx264", "-preset", preset.rawValue, "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709",
                    "-color_trc", "bt709", "-color_range", "tv"],
                fps
            )
        case .mp4:
            return (["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", preset.rawValue, "-pix_fmt", "yuv420p"], fps)
        case .gif:
            let rate = gifFrameRate(for: fps)
            return (
                ["-vf", "fps=\(rate.numerator)/\(rate.denominator),split[a][b];[a]palettegen[p];[b][p]paletteuse"],
                Double(rate.numerator) / Double(rate.denominator)
            )
        case .mov:
            return (["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0"], fps)
        case .webm:
            return (
                ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:color=0x00000000", "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-b:v", "0", "-crf", "30", "-row-mt", "1"],
                fps
            )
        }
    }

    /// The temporary file an encode of `url` writes before it is renamed: hidden, beside it,
    /// with this process's id.
    static func temporaryURL(for url: URL, format: Format) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp.\(format.rawValue)")
    }

    /// Encodes the frames of `sequence` (every frame of the recording must be present) into
    /// `url`, in `format` (default: from the file extension: `.gif`, `.mov`, `.webm`, else mp4).
    ///
    /// - Parameters:
    ///   - sequence: the recording whose frame files are encoded, at its frame rate.
    ///   - url: the video file to write (through a temporary file beside it, renamed at the end).
    ///   - format: the container and codec; nil picks it from `url`'s extension.
    ///   - preset: x264's preset for mp4 (default `VideoPreset.default`).
    ///   - filePrefix: the frame files' name before their six-digit index.
    ///   - searchPath: where to look for ffmpeg (`PATH`'s form).
    ///   - progress: called with the number of frames encoded so far, from another thread, as
    ///     ffmpeg reports them (about twice a second) and once at the end.
    /// - Returns: the file made, its format, frame rate and frame count.
    /// - Throws: `RenderError.missingTool` naming ffmpeg when it is not installed;
    ///   `RenderError.io` when a frame file is missing or ffmpeg fails (with its last output).
    @discardableResult
    public static func encode(
        _ sequence: RecordedSequence, to url: URL, format: Format? = nil, preset: VideoPreset = .default,
        filePrefix: String = "frame_", searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> Output {
        guard let ffmpeg = find("ffmpeg", path: searchPath) else {
            throw RenderError.missingTool(name: "ffmpeg", purpose: "encoding video and GIF (install it, e.g. `apt-get install ffmpeg`)")
        }
        for k in sequence.times.indices {
            let frame = sequence.directory.appendingPathComponent(String(format: "\(filePrefix)%06d.png", k))
            guard FileManager.default.fileExists(atPath: frame.path) else {
                throw RenderError.io(path: frame.path, reason: "frame \(k) is missing; render every frame (all shards) first")
            }
        }
        let format = format ?? Format(rawValue: url.pathExtension.lowercased()) ?? .mp4
        let tmp = temporaryURL(for: url, format: format)
        var args = [
            "-nostdin", "-y", "-loglevel", "error", "-nostats", "-progress", "pipe:1",
            "-framerate", String(sequence.fps),
            "-i", sequence.directory.appendingPathComponent("\(filePrefix)%06d.png").path
        ]
        let codec = codecArguments(format, fps: sequence.fps, preset: preset)
        args += codec.arguments
        let fps = codec.fps
        args += ["-f", format == .mov ? "mov" : format.rawValue, tmp.path]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe(), report = Pipe()
        process.standardError = errors
        process.standardOutput = report
        do { try process.run() } catch {
            throw RenderError.io(path: ffmpeg, reason: "cannot run: \(error.localizedDescription)")
        }
        let pid = process.processIdentifier
        ChildProcesses.shared.add(pid, removing: tmp.path)
        defer { ChildProcesses.shared.remove(pid) }
        // ffmpeg's error output is read on another thread while its progress is read here, so
        // that neither pipe fills and blocks it.
        let collected = ErrorOutput()
        let reader = Thread { collected.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        var pending = Data()
        while true {
            let chunk = report.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                if line.hasPrefix("frame="), let n = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) {
                    progress?(n)
                }
            }
        }
        process.waitUntilExit()
        let message = String(decoding: collected.wait(), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: tmp)
            let how = process.terminationReason == .exit ? "\(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw RenderError.io(path: url.path, reason: "ffmpeg failed (\(how)): \(message.suffix(500))")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
        let count = frameCount(of: sequence, format: format)
        return Output(url: url, format: format, fps: fps, frameCount: count, storedFrames: format == .gif ? nil : count)
    }
}

/// The bytes a reader thread collects, handed to the thread that waits for them.
final class ErrorOutput: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    func set(_ data: Data) {
        self.data = data
        done.signal()
    }
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Child processes this process runs (ffmpeg), with the temporary file each writes, so that an
/// interrupt (Ctrl-C) can end them and remove their files before the process exits: a child runs
/// in a process group of its own, which the terminal's Ctrl-C does not reach.
public final class ChildProcesses: @unchecked Sendable {
    public static let shared = ChildProcesses()
    private let lock = NSLock()
    private var running: [pid_t: String] = [:]

    func add(_ pid: pid_t, removing path: String) {
        lock.lock(); defer { lock.unlock() }
        running[pid] = path
    }

    func remove(_ pid: pid_t) {
        lock.lock(); defer { lock.unlock() }
        running[pid] = nil
    }

    /// Sends `SIGTERM` to every running child and removes its temporary file; returns how many
    /// there were. Safe to call from a signal-handling queue.
    @discardableResult
    public func terminateAll() -> Int {
        lock.lock(); defer { lock.unlock() }
        for (pid, path) in running {
            kill(pid, SIGTERM)
            unlink(path)
        }
        return running.count
    }
}
