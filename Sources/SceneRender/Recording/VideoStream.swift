import Foundation

/// x264's presets (`--video-preset`): each trades encoding speed against file size at the same
/// quality (x264's default constant rate factor, 23). `ultrafast` is the quickest and largest,
/// `veryslow` the slowest and smallest; x264's own default is `medium`.
public enum VideoPreset: String, Sendable, CaseIterable, Equatable {
    case ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow

    /// The preset a recording uses unless told otherwise: `veryfast`, so that encoding keeps up
    /// with drawing (at phone sizes `medium` takes several times as long as the frames).
    public static let `default` = VideoPreset.veryfast

    /// "ultrafast, superfast, …, slower or veryslow", for messages.
    public static var validValues: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

/// Where a recording pipes its frames while they are drawn (see `FrameRecorder.video`).
public struct VideoOutput: Sendable, Equatable {
    /// The video file to write (through a temporary file beside it, renamed when it is whole).
    public var url: URL
    public var format: VideoEncoder.Format
    /// x264's preset, for mp4 (the other formats have no presets and ignore it).
    public var preset: VideoPreset
    /// Also write the PNG frames, their manifest and journal as a PNG recording does (a later
    /// run keeps them and draws only the missing ones); false writes the video only.
    /// Memory: a video only holds, per worker, the canvas, one frame's pixels for ffmpeg and two
    /// waiting in the reorder window (at most 4 bytes a pixel each, 1.5 for mp4), within
    /// `RecordingMemory.bytesPerPixelPerWorker`; with the frames kept, the encoded PNG frames
    /// come on top (up to 8 bytes a pixel a worker more than `validateMemory()` counts).
    public var keepsFrames: Bool
    /// Where to look for ffmpeg (`PATH`'s form).
    public var searchPath: String?

    public init(
        url: URL, format: VideoEncoder.Format, preset: VideoPreset = .default, keepsFrames: Bool = false,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) {
        self.url = url
        self.format = format
        self.preset = preset
        self.keepsFrames = keepsFrames
        self.searchPath = searchPath
    }
}

/// An ffmpeg process reading raw frames on its standard input and writing one video file: the
/// frames go in as they are drawn, in frame order, and the file is encoded meanwhile, instead
/// of after the last frame from PNG files.
///
/// Each frame is `layout.frameBytes(width:height:)` bytes, rows top to bottom without padding,
/// in `layout`: `.bgra` (bytes B, G, R, A: Cairo's ARGB32 on a little-endian machine, which
/// equals straight alpha when every pixel is opaque), `.rgba` (straight alpha) or `.yuv420p`
/// (converted by `YUVConversion`; mp4 only, where it saves ffmpeg the conversion). The file is written to a
/// temporary name beside `url` and renamed by `finish()`; `cancel()` or an interrupt (through
/// `ChildProcesses`) removes it. Writing blocks while ffmpeg is busy, so a slow encoder slows
/// the recording down instead of piling frames up in memory.
///
/// `SIGPIPE` is ignored from the first stream on, so that an ffmpeg that stopped reading is an
/// error from `write(_:)` instead of the end of this process.
public final class VideoStream: @unchecked Sendable {
    public enum PixelLayout: String, Sendable {
        /// 4 bytes a pixel: B, G, R, A.
        case bgra
        /// 4 bytes a pixel: R, G, B, A (straight alpha).
        case rgba
        /// Planar Y′CbCr 4:2:0, BT.709 limited range, sides rounded up to even
        /// (`YUVConversion`): for opaque frames into mp4.
        case yuv420p

        /// Bytes of one frame of `width` × `height` pixels.
        public func frameBytes(width: Int, height: Int) -> Int {
            self == .yuv420p ? YUVConversion.byteCount(width: width, height: height) : width * height * 4
        }
    }

    public let url: URL
    public let format: VideoEncoder.Format
    public let width: Int
    public let height: Int
    /// Frames per second of the input (the recording's).
    public let fps: Double
    public let layout: PixelLayout
    /// Frames written so far.
    public private(set) var framesWritten = 0
    private let process: Process
    private let input: FileHandle
    private let temporary: URL
    private let errors: ErrorOutput
    private var closed = false

    /// Starts ffmpeg.
    ///
    /// - Throws: `RenderError.missingTool` naming ffmpeg when it is not on `output.searchPath`;
    ///   `RenderError.invalidParameter` for a size outside 1…32767 pixels per side or a rate
    ///   outside (0, 1000]; `RenderError.io` when it cannot be started.
    public init(_ output: VideoOutput, width: Int, height: Int, fps: Double, layout: PixelLayout) throws {
        guard let ffmpeg = VideoEncoder.find("ffmpeg", path: output.searchPath) else {
            throw RenderError.missingTool(name: "ffmpeg", purpose: "encoding video and GIF (install it, e.g. `apt-get install ffmpeg`)")
        }
        guard (1...CairoRenderer.maximumPixelDimension).contains(width), (1...CairoRenderer.maximumPixelDimension).contains(height) else {
            throw RenderError.invalidParameter(name: "video size", value: "\(width)x\(height)", valid: "1...\(CairoRenderer.maximumPixelDimension) pixels per side")
        }
        guard fps > 0, fps <= 1000, fps.isFinite else {
            throw RenderError.invalidParameter(name: "fps", value: "\(fps)", valid: "0 < fps ≤ 1000")
        }
        url = output.url
        format = output.format
        self.width = width
        self.height = height
        self.fps = fps
        self.layout = layout
        temporary = VideoEncoder.temporaryURL(for: output.url, format: output.format)
        signal(SIGPIPE, SIG_IGN)
        let size = layout == .yuv420p ? YUVConversion.paddedSize(width: width, height: height) : (width, height)
        var args = [
            "-nostdin", "-y", "-loglevel", "error", "-nostats",
            "-f", "rawvideo", "-pix_fmt", layout.rawValue, "-video_size", "\(size.0)x\(size.1)",
            "-framerate", String(fps), "-i", "pipe:0"
        ]
        args += VideoEncoder.codecArguments(output.format, fps: fps, preset: output.preset, yuvInput: layout == .yuv420p).arguments
        args += ["-f", output.format == .mov ? "mov" : output.format.rawValue, temporary.path]
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        let pipe = Pipe(), errorPipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        do { try process.run() } catch {
            throw RenderError.io(path: ffmpeg, reason: "cannot run: \(error.localizedDescription)")
        }
        input = pipe.fileHandleForWriting
        // A larger pipe (1 MiB instead of 64 KiB; F_SETPIPE_SZ is 1031 on Linux) means fewer
        // wake-ups per frame; refused sizes leave the default.
        _ = fcntl(input.fileDescriptor, 1031, 1 << 20)
        ChildProcesses.shared.add(process.processIdentifier, removing: temporary.path)
        errors = ErrorOutput()
        let collected = errors, handle = errorPipe.fileHandleForReading
        Thread { collected.set(handle.readDataToEndOfFile()) }.start()
    }

    deinit { if !closed { cancel() } }

    /// Writes one frame (`layout.frameBytes(width:height:)` bytes).
    ///
    /// - Throws: `RenderError.invalidParameter` for a frame of another size; `RenderError.io`
    ///   when ffmpeg stopped reading (it failed: its last message is in the error).
    public func write(_ frame: Data) throws {
        let expected = layout.frameBytes(width: width, height: height)
        guard frame.count == expected else {
            throw RenderError.invalidParameter(name: "frame", value: "\(frame.count) bytes", valid: "\(expected) (\(width)x\(height) in \(layout.rawValue))")
        }
        guard !closed else { throw RenderError.io(path: url.path, reason: "the video is already finished") }
        let fd = input.fileDescriptor
        let failure: Int32? = frame.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return nil
        }
        if let failure {
            cancel()
            let message = String(decoding: errors.wait(), as: UTF8.self)
            throw RenderError.io(path: url.path, reason: "ffmpeg stopped reading frames (\(String(cString: strerror(failure)))): \(message.suffix(500))")
        }
        framesWritten += 1
    }

    /// Ends the input, waits for ffmpeg and renames the file into place.
    ///
    /// - Returns: the file made, its rate (for GIF the nearest it shows) and frame count.
    /// - Throws: `RenderError.io` when ffmpeg failed (with its last message) or the rename did.
    public func finish() throws -> VideoEncoder.Output {
        guard !closed else { throw RenderError.io(path: url.path, reason: "the video is already finished") }
        closed = true
        try? input.close()
        process.waitUntilExit()
        ChildProcesses.shared.remove(process.processIdentifier)
        let message = String(decoding: errors.wait(), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            unlink(temporary.path)
            let how = process.terminationReason == .exit ? "\(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw RenderError.io(path: url.path, reason: "ffmpeg failed (\(how)): \(message.suffix(500))")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
        let made = VideoEncoder.codecArguments(format, fps: fps, preset: .default)
        return VideoEncoder.Output(
            url: url, format: format, fps: made.fps,
            frameCount: VideoEncoder.frameCount(frames: framesWritten, fps: fps, format: format))
    }

    /// Stops ffmpeg and removes its temporary file (nothing is renamed). Safe to call twice.
    public func cancel() {
        if !closed {
            closed = true
            try? input.close()
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            ChildProcesses.shared.remove(process.processIdentifier)
        }
        unlink(temporary.path)
    }
}
