import Foundation

/// Turns a recorded PNG sequence into a video or an animated GIF with ffmpeg, when it is
/// installed (looked up on `PATH`). The output is written to a temporary name and renamed.
public enum VideoEncoder {
    public enum Format: String, Sendable {
        /// H.264 in MP4, yuv420p (sides padded to even numbers).
        case mp4
        /// Animated GIF with a palette computed from the frames.
        case gif
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

    /// Encodes the frames of `sequence` (every frame of the recording must be present) into
    /// `url`, in `format` (default: from the file extension, `.gif` or else mp4).
    ///
    /// - Throws: `RenderError.missingTool` naming ffmpeg when it is not installed;
    ///   `RenderError.io` when a frame file is missing or ffmpeg fails (with its last output).
    public static func encode(
        _ sequence: RecordedSequence, to url: URL, format: Format? = nil,
        filePrefix: String = "frame_", searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws {
        guard let ffmpeg = find("ffmpeg", path: searchPath) else {
            throw RenderError.missingTool(name: "ffmpeg", purpose: "encoding video and GIF (install it, e.g. `apt-get install ffmpeg`)")
        }
        for k in sequence.times.indices {
            let frame = sequence.directory.appendingPathComponent(String(format: "\(filePrefix)%06d.png", k))
            guard FileManager.default.fileExists(atPath: frame.path) else {
                throw RenderError.io(path: frame.path, reason: "frame \(k) is missing; render every frame (all shards) first")
            }
        }
        let format = format ?? (url.pathExtension.lowercased() == "gif" ? .gif : .mp4)
        let tmp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp.\(format.rawValue)")
        var args = [
            "-y", "-loglevel", "error", "-framerate", String(sequence.fps),
            "-i", sequence.directory.appendingPathComponent("\(filePrefix)%06d.png").path
        ]
        switch format {
        case .mp4: args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p"]
        case .gif:
            // GIF frame delays are whole centiseconds and players treat 1 cs as 10 cs, so the
            // frames are resampled to a rate that divides 100 (at most 50 per second).
            let rate = [50.0, 25, 20, 10, 5, 4, 2, 1].first { $0 <= sequence.fps } ?? 1
            args += ["-vf", "fps=\(Int(rate)),split[a][b];[a]palettegen[p];[b][p]paletteuse"]
        }
        args.append(tmp.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw RenderError.io(path: ffmpeg, reason: "cannot run: \(error.localizedDescription)")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "ffmpeg failed (\(process.terminationStatus)): \(message.suffix(500))")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
    }
}
