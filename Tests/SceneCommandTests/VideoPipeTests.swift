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

    /// The stored frame count and size of a video's first stream, as ffprobe counts them.
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

    /// The frames a video shows at `fps` (decoded and resampled to that rate, as a player or an
    /// editor at a constant rate shows them).
    func shownFrames(_ video: URL, fps: Int = 60) throws -> Int {
        let text = String(decoding: try output("ffmpeg", ["-v", "error", "-i", video.path, "-vf", "fps=\(fps)", "-f", "framemd5", "-"]), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
    }

    func files(in dir: URL, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// tap-dot (120×80 pt, 1 s at 60 fps: 61 frames) at scale 2 as mp4 alone: the video shows
    /// 61 frames of 240×160 pixels at 60 fps and stores fewer (the dot rests before and after
    /// it moves: variable frame timing, the default), and no PNG, manifest or temporary file is
    /// left anywhere. With `--frame-timing constant` it stores all 61.
    func testMP4AloneWritesTheVideoAndNoFrames() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--scale", "2", "--jobs", "2", "--out", out.path]), 0)
        let video = out.appendingPathComponent("tap-dot.mp4")
        let probed = try probe(video)
        XCTAssertLessThan(probed.frames, 61)
        XCTAssertEqual(try shownFrames(video), 61)
        XCTAssertEqual(probed.width, 240)
        XCTAssertEqual(probed.height, 160)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["tap-dot.mp4"], "only the video, no frame folder, no temporary")

        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--frame-timing", "constant", "--out", out.path]), 0)
        XCTAssertEqual(try probe(video).frames, 61)
        XCTAssertEqual(try shownFrames(video), 61)
        XCTAssertEqual(command.run(["render", "tap-dot", "--frame-timing", "constant", "--out", out.path]), 2, "PNG frames have no timing")
    }

    /// `--keep-frames` writes the 61 PNG frames and their manifest beside the video; with two
    /// workers the video's frames come in frame order and at their times: the video stores one
    /// frame per run of equal PNGs (and the last once more when it repeats), and each frame it
    /// shows at 60 fps is nearer to its own PNG than to the PNGs before and after it (where
    /// those differ).
    func testKeepFramesWritesThePNGsAndTheVideoInFrameOrder() async throws {
        try requireFFmpeg()
        let out = temporaryFolder()
        XCTAssertEqual(command.run(["render", "tap-dot", "--format", "mp4", "--keep-frames", "--jobs", "2", "--out", out.path]), 0)
        let folder = out.appendingPathComponent("tap-dot")
        let pngs = files(in: folder, suffix: ".png")
        XCTAssertEqual(pngs.count, 61)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path))
        let video = out.appendingPathComponent("tap-dot.mp4")
        let raw = try output("ffmpeg", ["-v", "error", "-i", video.path, "-vf", "fps=60", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = 120 * 80 * 4
        XCTAssertEqual(raw.count, 61 * size)
        let frames = try pngs.map { try RenderedImage(contentsOfPNG: folder.appendingPathComponent($0)).pixels }
        let runs = 1 + (1..<61).filter { frames[$0] != frames[$0 - 1] }.count
        XCTAssertEqual(try probe(video).frames, runs + (frames[60] == frames[59] ? 1 : 0))
        XCTAssertLessThan(runs, 61, "the dot rests for a while")
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
    /// a video of 61 frames (at 60 fps; each segment stores its runs of equal frames once).
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
        XCTAssertEqual(try shownFrames(folder.appendingPathComponent("segment-1-of-3.mp4")), 20)
        XCTAssertEqual(try shownFrames(folder.appendingPathComponent("segment-2-of-3.mp4")), 20)
        XCTAssertEqual(try shownFrames(folder.appendingPathComponent("segment-3-of-3.mp4")), 21)
        XCTAssertEqual(files(in: folder, suffix: ".png"), [])
        XCTAssertEqual(command.run(["merge", out.path, "--format", "gif"]), SceneExitCode.usageError.rawValue)
        XCTAssertEqual(command.run(["merge", out.path]), 0)
        let probed = try probe(out.appendingPathComponent("tap-dot.mp4"))
        XCTAssertEqual(try shownFrames(out.appendingPathComponent("tap-dot.mp4")), 61)
        XCTAssertLessThan(probed.frames, 61)
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
        XCTAssertEqual(seq.video?.storedFrames, try probe(out.appendingPathComponent("tap-dot.mp4")).frames)
        XCTAssertEqual(try shownFrames(out.appendingPathComponent("tap-dot.mp4")), 61)
        XCTAssertEqual(files(in: folder, suffix: ".png").count, 61)
    }

    /// The stream itself at 29.97 fps (time base 100/2997): frames A A B C C C store A at 0,
    /// B at frame 2, C at 3 and C again at 5 (the end of the last run); the video shows six
    /// frames at 29.97 fps. A frame number that skips one is refused, naming the next.
    func testVariableTimingStoresEachRunOnceAtItsTime() async throws {
        try requireFFmpeg()
        XCTAssertTrue(VideoStream.timeBase(fps: 29.97) == (100, 2997))
        XCTAssertTrue(VideoStream.timeBase(fps: 60) == (1, 60))
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("runs.mp4")
        let stream = try VideoStream(VideoOutput(url: url, format: .mp4), width: 16, height: 8, fps: 29.97, layout: .rgba)
        func frame(_ v: UInt8) -> Data { Data((0..<(16 * 8)).flatMap { _ in [v, v, v, 255] }) }
        let (a, b, c) = (frame(20), frame(120), frame(220))
        for (k, f) in [a, a, b, c, c, c].enumerated() { try stream.write(f, index: 10 + k) }
        XCTAssertThrowsError(try stream.write(a, index: 17)) { error in
            XCTAssertEqual("\(error)", "invalid frame number: 17 (valid: 16, the frame after the last one written)")
        }
        let made = try stream.finish()
        XCTAssertEqual(made.frameCount, 6)
        XCTAssertEqual(made.storedFrames, 4)
        let times = String(decoding: try output("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "frame=pts_time", "-of", "csv=p=0", url.path]), as: UTF8.self)
        let frames = times.split(separator: "\n").compactMap { Double($0.split(separator: ",").first ?? "") }.map { Int(($0 * 29.97).rounded()) }
        XCTAssertEqual(frames, [0, 2, 3, 5], times)
        let shown = String(decoding: try output("ffmpeg", ["-v", "error", "-i", url.path, "-vf", "fps=30000/1001", "-f", "framemd5", "-"]), as: UTF8.self)
        XCTAssertEqual(shown.split(separator: "\n").filter { !$0.hasPrefix("#") }.count, 6)
    }
}
