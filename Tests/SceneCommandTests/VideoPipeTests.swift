import XCTest
import SceneRender
@testable import SceneCommand

/// `render --format mp4` pipes the frames into ffmpeg while they are drawn: no PNG unless
/// `--keep-frames`, frames in order with two workers, `--video-preset`, shards as segments that
/// `merge` joins without encoding again, and resume from kept frames. The videos are checked by
/// decoding them with ffprobe and ffmpeg (installed by `make test-deps`).
@MainActor
final class VideoPipeTests: XCTestCase {
    let command = SceneCommand(scenes: TestCatalog.scenes, program: "my-scenes")

    func temporaryFolder() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("video pipe ✓ \(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    func requireFFmpeg() throws {
        guard VideoEncoder.find("ffmpeg") != nil, VideoEncoder.find("ffprobe") != nil else {
            throw XCTSkip("ffmpeg and ffprobe are not installed (make test-deps)")
        }
    }

    /// Runs a tool found on PATH; its standard output (standard error is dropped).
    func output(_ tool: String, _ args: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try XCTUnwrap(VideoEncoder.find(tool)))
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "\(tool) \(args.joined(separator: " "))")
        return data
    }

    /// The decoded frame count and size of a video's first stream, as ffprobe counts them.
    func probe(_ video: URL) throws -> (frames: Int, width: Int, height: Int) {
        let text = String(
            decoding: try output(
                "ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                    "-show_entries", "stream=nb_read_frames,width,height", "-of", "default=noprint_wrappers=1", video.path]),
            as: UTF8.self)
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (try XCTUnwrap(values["nb_read_frames"], text), try XCTUnwrap(values["width"], text), try XCTUnwrap(values["height"], text))
    }

    func files(in dir: URL, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// tap-dot (120×80 pt, 1 s at 60 fps: 61 frames) at scale 2 as mp4 alone: the video decodes
    /// to 61 frames of 240×160 pixels, and no PNG, manifest or temporary file is left anywhere.
    func testMP4AloneWritesTheVideoAndNoFrames() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--scale", "2", "--jobs", "2", "--out", out.path]), 0)
        let video = out.appendingPathComponent("tap-dot.mp4")
        let probed = try probe(video)
        XCTAssertEqual(probed.frames, 61)
        XCTAssertEqual(probed.width, 240)
        XCTAssertEqual(probed.height, 160)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["tap-dot.mp4"], "only the video, no frame folder, no temporary")
    }

    /// `--keep-frames` writes the 61 PNG frames and their manifest beside the video; with two
    /// workers the video's frames come in frame order: each decoded frame is nearer to its own
    /// PNG than to the PNGs before and after it (where those differ).
    func testKeepFramesWritesThePNGsAndTheVideoInFrameOrder() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--keep-frames", "--jobs", "2", "--out", out.path]), 0)
        let folder = out.appendingPathComponent("tap-dot")
        let pngs = files(in: folder, suffix: ".png")
        XCTAssertEqual(pngs.count, 61)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path))
        let video = out.appendingPathComponent("tap-dot.mp4")
        XCTAssertEqual(try probe(video).frames, 61)

        let raw = try output("ffmpeg", ["-v", "error", "-i", video.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = 120 * 80 * 4
        XCTAssertEqual(raw.count, 61 * size)
        let frames = try pngs.map { try RenderedImage(contentsOfPNG: folder.appendingPathComponent($0)).pixels }
        // Over the bytes where PNG frames k and n differ (the dot's edges), video frame k is
        // nearer to frame k; pairs that differ by little more than the codec's error are skipped.
        func distances(_ k: Int, _ n: Int) -> (own: Int, other: Int, between: Int) {
            let v = raw[(k * size)..<((k + 1) * size)]
            var own = 0, other = 0, between = 0
            for (i, byte) in zip(0..., v) where frames[k][i] != frames[n][i] {
                own += abs(Int(byte) - Int(frames[k][i]))
                other += abs(Int(byte) - Int(frames[n][i]))
                between += abs(Int(frames[k][i]) - Int(frames[n][i]))
            }
            return (own, other, between)
        }
        var compared = 0
        for k in 1..<60 {
            for n in [k - 1, k + 1] {
                let d = distances(k, n)
                guard d.between > 20_000 else { continue }
                XCTAssertLessThan(d.own, d.other, "video frame \(k) looks more like frame \(n)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 10, "the dot moves in many frames")
    }

    /// A preset that x264 does not have is a usage error naming the option and every valid
    /// preset; a preset with a format that has none is refused; `medium` is taken.
    func testVideoPresetIsValidated() async throws {
        XCTAssertThrowsError(try command.parse(["render", "--format", "mp4", "--video-preset", "fastest"])) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "--video-preset 'fastest' is not an x264 preset; expected an x264 preset: "
                    + "ultrafast, superfast, veryfast, faster, fast, medium, slow, slower or veryslow")
        }
        XCTAssertThrowsError(try command.parse(["render", "--format", "gif", "--video-preset", "medium"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--video-preset medium sets x264's preset, used by --format mp4 only (not --format gif)")
        }
        XCTAssertThrowsError(try command.parse(["render", "--keep-frames"])) { error in
            XCTAssertTrue((error as? UsageError)?.message.hasPrefix("--keep-frames goes with a video --format") ?? false, "\(error)")
        }
        XCTAssertEqual(command.run(["render", "--format", "mp4", "--video-preset", "placebo"]), 2)
        guard case .render(let options) = try command.parse(["render", "--format", "mp4", "--video-preset", "MEDIUM", "--keep-frames"]) else {
            return XCTFail("not a render")
        }
        XCTAssertEqual(options.videoPreset, .medium)
        XCTAssertTrue(options.keepFrames)
        XCTAssertEqual(VideoPreset.default, .veryfast)
    }

    /// `--shard K/3` with mp4 writes segment K: frames 0..19, 20..39 and 40..60 of 61, each its
    /// own video; `merge` refuses while one is missing (exit 4) and then joins the three into
    /// a video of 61 frames.
    func testShardSegmentsMergeIntoTheWholeVideo() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        let folder = out.appendingPathComponent("tap-dot")
        for k in [1, 3] {
            XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--shard", "\(k)/3", "--out", out.path]), 0)
        }
        XCTAssertEqual(command.run(["merge", folder.path]), SceneExitCode.incomplete.rawValue)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("tap-dot.mp4").path))
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--shard", "2/3", "--out", out.path]), 0)
        XCTAssertEqual(try probe(folder.appendingPathComponent("segment-1-of-3.mp4")).frames, 20)
        XCTAssertEqual(try probe(folder.appendingPathComponent("segment-2-of-3.mp4")).frames, 20)
        XCTAssertEqual(try probe(folder.appendingPathComponent("segment-3-of-3.mp4")).frames, 21)
        XCTAssertEqual(files(in: folder, suffix: ".png"), [])
        XCTAssertEqual(command.run(["merge", out.path, "--format", "gif"]), SceneExitCode.usageError.rawValue)
        XCTAssertEqual(command.run(["merge", out.path]), 0)
        let probed = try probe(out.appendingPathComponent("tap-dot.mp4"))
        XCTAssertEqual(probed.frames, 61)
        XCTAssertEqual(probed.width, 120)
        XCTAssertEqual(VideoSegment.frames(number: 2, count: 3, frameCount: 61), 20...39)
        XCTAssertNil(VideoSegment.frames(number: 1, count: 3, frameCount: 2), "fewer frames than segments: one is empty")
        XCTAssertEqual(command.run(["render", "title", "--format", "mp4", "--shard", "1/7", "--out", out.path]), 2, "title has 6 frames")
    }

    /// A rerun with `--keep-frames` keeps the frames an earlier run wrote (their files and keys
    /// match its manifest) and draws only the missing ones, and the video still holds every
    /// frame.
    func testKeepFramesResumesFromTheFramesWritten() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        let folder = out.appendingPathComponent("tap-dot")
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--keep-frames", "--out", out.path]), 0)
        for k in 20..<30 { try FileManager.default.removeItem(at: folder.appendingPathComponent(String(format: "frame_%06d.png", k))) }
        try FileManager.default.removeItem(at: out.appendingPathComponent("tap-dot.mp4"))

        let entry = TestCatalog.scenes[1]
        var recorder = FrameRecorder(size: entry.size, fps: entry.fps, jobs: 2)
        recorder.sceneName = entry.name
        recorder.progressMode = .never
        recorder.video = VideoOutput(url: out.appendingPathComponent("tap-dot.mp4"), format: .mp4, keepsFrames: true)
        let seq = try entry.record(with: recorder, duration: entry.duration, to: folder, frames: nil)
        XCTAssertEqual(seq.rendered, 10, "only the deleted frames are drawn")
        XCTAssertEqual(seq.kept, 51)
        XCTAssertEqual(seq.video?.frameCount, 61)
        XCTAssertEqual(try probe(out.appendingPathComponent("tap-dot.mp4")).frames, 61)
        XCTAssertEqual(files(in: folder, suffix: ".png").count, 61)
    }
}
