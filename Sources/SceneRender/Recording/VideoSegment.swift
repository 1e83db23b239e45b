import Foundation

/// One shard of a video: the consecutive frames `first...last` of a recording encoded as a file
/// of their own (`segment-K-of-N.<format>` in the scene's folder), described by a JSON file
/// beside it (`segment-K-of-N.json`) that `merge` reads to check that the segments of a folder
/// belong to one recording and cover every frame once before it joins them.
///
/// Segment K of N of a recording of F frames holds frames ⌊(K − 1)·F / N⌋ … ⌊K·F / N⌋ − 1
/// (`frames(number:count:frameCount:)`): consecutive, in order, every frame in exactly one
/// segment, sizes differing by at most one. (PNG shards interleave their frames instead; a
/// video's segments are joined end to end, so each must be a run.)
public struct VideoSegment: Codable, Sendable, Equatable {
    public var scene: String
    public var format: String
    public var preset: String
    /// This segment's number, 1…`count`.
    public var number: Int
    public var count: Int
    /// First and last frame of the recording in this segment.
    public var first: Int
    public var last: Int
    /// Frames of the whole recording.
    public var frameCount: Int
    public var fps: Double
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(
        scene: String, format: String, preset: String, number: Int, count: Int, first: Int, last: Int,
        frameCount: Int, fps: Double, pixelWidth: Int, pixelHeight: Int
    ) {
        self.scene = scene
        self.format = format
        self.preset = preset
        self.number = number
        self.count = count
        self.first = first
        self.last = last
        self.frameCount = frameCount
        self.fps = fps
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The frames of segment `number` of `count` of a recording of `frameCount` frames, nil when
    /// it would hold none (fewer frames than segments).
    public static func frames(number: Int, count: Int, frameCount: Int) -> ClosedRange<Int>? {
        guard count >= 1, (1...count).contains(number), frameCount >= 0 else { return nil }
        let first = (number - 1) * frameCount / count, end = number * frameCount / count
        return first < end ? first...(end - 1) : nil
    }

    /// "segment-K-of-N".
    public static func baseName(number: Int, count: Int) -> String { "segment-\(number)-of-\(count)" }

    /// The video file of this segment in `folder`.
    public func video(in folder: URL) -> URL {
        folder.appendingPathComponent("\(Self.baseName(number: number, count: count)).\(format)")
    }

    /// Writes this description as `segment-K-of-N.json` in `folder` (temporary name, renamed).
    public func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: folder.appendingPathComponent("\(Self.baseName(number: number, count: count)).json"))
    }

    /// The segment descriptions in `folder` (files `segment-K-of-N.json`), by number; files that
    /// do not parse are reported in `unreadable`.
    public static func read(in folder: URL) -> (segments: [VideoSegment], unreadable: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("segment-") && $0.hasSuffix(".json") }.sorted()
        var segments: [VideoSegment] = [], unreadable: [String] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard let data = try? RegularFile.read(url, maxBytes: 1 << 16, what: "segment description"),
                let s = try? JSONDecoder().decode(VideoSegment.self, from: data),
                name == "\(baseName(number: s.number, count: s.count)).json"
            else {
                unreadable.append(name)
                continue
            }
            segments.append(s)
        }
        return (segments.sorted { ($0.count, $0.number) < ($1.count, $1.number) }, unreadable)
    }
}

extension VideoEncoder {
    /// Joins `segments` (files of one format and codec settings, in order) into `url` without
    /// encoding again: ffmpeg's concat demuxer with stream copy. Written through a temporary
    /// file beside `url`, renamed when whole.
    ///
    /// - Throws: `RenderError.missingTool` without ffmpeg; `RenderError.io` when it fails.
    public static func concatenate(
        _ segments: [URL], to url: URL, format: Format,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws {
        guard let ffmpeg = find("ffmpeg", path: searchPath) else {
            throw RenderError.missingTool(name: "ffmpeg", purpose: "joining video segments (install it, e.g. `apt-get install ffmpeg`)")
        }
        let tmp = temporaryURL(for: url, format: format)
        let list = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).segments.txt")
        defer { unlink(list.path) }
        // The concat demuxer's list: one `file '…'` line per segment; a ' in a path is written
        // as '\'' (close the quote, an escaped quote, open it again).
        let lines = segments.map { "file '" + $0.path.replacingOccurrences(of: "'", with: "'\\''") + "'\n" }.joined()
        try AtomicFile.write(Data(lines.utf8), to: list)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-nostdin", "-y", "-loglevel", "error", "-nostats", "-f", "concat", "-safe", "0", "-i", list.path,
            "-c", "copy", "-f", format == .mov ? "mov" : format.rawValue, tmp.path
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch {
            throw RenderError.io(path: ffmpeg, reason: "cannot run: \(error.localizedDescription)")
        }
        ChildProcesses.shared.add(process.processIdentifier, removing: tmp.path)
        defer { ChildProcesses.shared.remove(process.processIdentifier) }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: "ffmpeg could not join the segments (\(process.terminationStatus)): \(message.suffix(500))")
        }
        if rename(tmp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(tmp.path)
            throw RenderError.io(path: url.path, reason: "cannot rename into place: \(reason)")
        }
    }
}
