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

/// How a video's frames are timed.
public enum VideoFrameTiming: String, Sendable, CaseIterable, Equatable {
    /// Each distinct frame is stored once and shown until the next one: a run of equal frames
    /// (a settled scene) is one frame of the file, shown as long as the run lasts. Players and
    /// decoders show the same pictures at the same times as `.constant`; the file stores fewer
    /// frames and its encoder skips the repeats (an iPhone's screen recordings are timed so too).
    case variable
    /// Every frame of the recording is stored, one every 1 / fps seconds: for editors and tools
    /// that expect a constant rate.
    case constant

    /// `.constant` for mov (ProRes, taken by editors), `.variable` for the others.
    public static func `default`(for format: VideoEncoder.Format) -> VideoFrameTiming {
        format == .mov ? .constant : .variable
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
    /// Whether repeated frames are stored once (`.variable`) or each time (`.constant`).
    public var timing: VideoFrameTiming
    /// Where to look for ffmpeg (`PATH`'s form).
    public var searchPath: String?

    /// - Parameter timing: nil takes `VideoFrameTiming.default(for: format)`.
    public init(
        url: URL, format: VideoEncoder.Format, preset: VideoPreset = .default, keepsFrames: Bool = false,
        timing: VideoFrameTiming? = nil, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) {
        self.url = url
        self.format = format
        self.preset = preset
        self.keepsFrames = keepsFrames
        self.timing = timing ?? .default(for: format)
        self.searchPath = searchPath
    }
}

/// An ffmpeg process reading raw frames on its standard input and writing one video file: the
/// frames go in as they are drawn, in frame order, and the file is encoded meanwhile, instead
/// of after the last frame from PNG files.
///
/// Each frame is `layout.frameBytes(width:height:)` bytes, rows top to bottom without padding,
/// in `layout`: `.rgba` (straight alpha) or `.yuv420p` (converted by `YUVConversion`; mp4 only,
/// where it saves ffmpeg the conversion). The frames are sent in an IVF container, each with
/// its time (its frame number from the stream's first, in units of 1 / `fps`), so that with
/// `VideoOutput.timing` `.variable` a frame equal to the one before is not sent at all: the
/// frame before is shown longer, and the encoder sees each distinct frame once (the last frame
/// is sent again at the end when it repeats, so that the video lasts as long as the recording).
/// The file is written to a temporary name beside `url` and renamed by `finish()`; `cancel()`
/// or an interrupt (through `ChildProcesses`) removes it. Writing blocks while ffmpeg is busy,
/// so a slow encoder slows the recording down instead of piling frames up in memory.
///
/// `SIGPIPE` is ignored from the first stream on, so that an ffmpeg that stopped reading is an
/// error from `write(_:index:)` instead of the end of this process.
public final class VideoStream: @unchecked Sendable {
    public enum PixelLayout: String, Sendable {
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
    public let timing: VideoFrameTiming
    /// Frames given to `write(_:index:)` so far (the recording's frames).
    public private(set) var framesWritten = 0
    /// Frames sent to ffmpeg so far: with `.variable` timing, one per run of equal frames (and
    /// the last frame once more by `finish()` when it repeats).
    public private(set) var framesStored = 0
    /// The frame number of the stream's first frame (its time is 0).
    private var firstIndex: Int?
    /// The last frame sent and its number, and the number of the last frame given.
    private var lastSent: (frame: Data, index: Int)?
    private var lastIndex = -1
    /// The IVF time base: a frame number n is at n × `timeBase.numerator` / `timeBase.denominator` s.
    private let timeBase: (numerator: UInt32, denominator: UInt32)
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
        timing = output.timing
        timeBase = Self.timeBase(fps: fps)
        temporary = VideoEncoder.temporaryURL(for: output.url, format: output.format)
        signal(SIGPIPE, SIG_IGN)
        // The frames come in IVF (32-byte header, then a 12-byte header per frame with its size
        // and time), whose demuxer takes raw frames by FourCC: I420 (yuv420p) and RGBA.
        var args = [
            "-nostdin", "-y", "-loglevel", "error", "-nostats", "-f", "ivf", "-i", "pipe:0", "-fps_mode", "passthrough"
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
        let size = layout == .yuv420p ? YUVConversion.paddedSize(width: width, height: height) : (width, height)
        var header = Data("DKIF".utf8)
        header.appendLittleEndian(UInt16(0))
        header.appendLittleEndian(UInt16(32))
        header.append(contentsOf: Array((layout == .yuv420p ? "I420" : "RGBA").utf8))
        header.appendLittleEndian(UInt16(size.0))
        header.appendLittleEndian(UInt16(size.1))
        header.appendLittleEndian(timeBase.denominator)
        header.appendLittleEndian(timeBase.numerator)
        header.appendLittleEndian(UInt32(0))
        header.appendLittleEndian(UInt32(0))
        if let failure = send(header) {
            cancel()
            throw RenderError.io(path: url.path, reason: "ffmpeg did not take the stream's header (\(String(cString: strerror(failure))))")
        }
    }

    /// The IVF time base for `fps`: 1 / fps as numerator / denominator, the smallest numerator
    /// up to 1001 that gives `fps` within 10⁻⁹ of it (60 → 1/60, 29.97 → 100/2997), else
    /// 10⁶ / round(fps × 10⁶).
    public static func timeBase(fps: Double) -> (numerator: UInt32, denominator: UInt32) {
        for n in 1...1001 {
            let d = (fps * Double(n)).rounded()
            if d >= 1, abs(d / Double(n) - fps) <= 1e-9 * fps { return (UInt32(n), UInt32(d)) }
        }
        return (1_000_000, UInt32((fps * 1_000_000).rounded()))
    }

    /// Writes `data` whole to ffmpeg's input; the `errno` of a failed write, else nil.
    private func send(_ data: Data) -> Int32? {
        let fd = input.fileDescriptor
        return data.withUnsafeBytes { buffer -> Int32? in
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
    }

    /// Sends `frame` as frame number `index` (its IVF header, then its bytes).
    private func store(_ frame: Data, index: Int) throws {
        var header = Data(capacity: 12)
        header.appendLittleEndian(UInt32(frame.count))
        header.appendLittleEndian(UInt64(index - (firstIndex ?? index)))
        if let failure = send(header) ?? send(frame) {
            cancel()
            let message = String(decoding: errors.wait(), as: UTF8.self)
            throw RenderError.io(path: url.path, reason: "ffmpeg stopped reading frames (\(String(cString: strerror(failure)))): \(message.suffix(500))")
        }
        lastSent = (frame, index)
        framesStored += 1
    }

    /// Whether two frames hold the same bytes (one storage compared as such, without reading it).
    static func equal(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { p in
            b.withUnsafeBytes { q in p.baseAddress == q.baseAddress || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
    }

    deinit { if !closed { cancel() } }

    /// Writes frame number `index` of the recording (`layout.frameBytes(width:height:)` bytes):
    /// numbers rise by one from the stream's first (a shard's segment starts at its first frame,
    /// whose time is 0). With `.variable` timing a frame equal to the frame sent before is not
    /// sent: that one is shown longer.
    ///
    /// - Throws: `RenderError.invalidParameter` for a frame of another size or a number that is
    ///   not the next; `RenderError.io` when ffmpeg stopped reading (it failed: its last message
    ///   is in the error).
    public func write(_ frame: Data, index: Int) throws {
        let expected = layout.frameBytes(width: width, height: height)
        guard frame.count == expected else {
            throw RenderError.invalidParameter(name: "frame", value: "\(frame.count) bytes", valid: "\(expected) (\(width)x\(height) in \(layout.rawValue))")
        }
        guard firstIndex == nil || index == lastIndex + 1 else {
            throw RenderError.invalidParameter(name: "frame number", value: "\(index)", valid: "\(lastIndex + 1), the frame after the last one written")
        }
        guard !closed else { throw RenderError.io(path: url.path, reason: "the video is already finished") }
        if firstIndex == nil { firstIndex = index }
        if timing == .constant || !(lastSent.map { Self.equal($0.frame, frame) } ?? false) {
            try store(frame, index: index)
        }
        lastIndex = index
        framesWritten += 1
    }

    /// Ends the input, waits for ffmpeg and renames the file into place.
    ///
    /// - Returns: the file made, its rate (for GIF the nearest it shows), the frames it shows
    ///   at that rate and the frames it stores.
    /// - Throws: `RenderError.io` when ffmpeg failed (with its last message) or the rename did.
    public func finish() throws -> VideoEncoder.Output {
        guard !closed else { throw RenderError.io(path: url.path, reason: "the video is already finished") }
        // A run of equal frames at the end: its last frame closes it, so that the video lasts
        // as long as the recording.
        if let last = lastSent, last.index < lastIndex { try store(last.frame, index: lastIndex) }
        closed = true
        lastSent = nil
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
            frameCount: VideoEncoder.frameCount(frames: framesWritten, fps: fps, format: format),
            storedFrames: format == .gif ? nil : framesStored)
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

extension Data {
    /// Appends `value`'s bytes, least significant first (IVF's byte order).
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
