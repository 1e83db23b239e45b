import XCTest
@testable import SceneRender

/// A small animated scene: a dot springs across, with a caption (text goes through Pango).
struct SlidingDot: View {
    @State var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(white: 0.95)
            Circle().fill(Color.blue).frame(width: 12, height: 12)
                .offset(x: moved ? 50 : 4, y: 10)
            Text("dot").font(.system(size: 9)).offset(x: 4, y: 28)
        }
        .onAppear { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { moved = true } }
    }
}

/// Frame sequences: count rule, determinism across workers and shards, manifest, resume,
/// bad input.
@MainActor
final class FrameRecorderTests: XCTestCase {
    func recorder(fps: Double = 20, jobs: Int = 2) -> FrameRecorder {
        var r = FrameRecorder(size: CGSize(width: 64, height: 40), fps: fps, jobs: jobs)
        r.progressMode = .never
        r.sceneName = "sliding-dot"
        return r
    }

    func files(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    // MARK: frame count

    /// 1 s at 15 fps: ceil(1 × 15) + 1 = 16 frames, t = 0, 1/15, …, 1 (the last shows t = duration).
    func testOneSecondAtFifteenFPSHasSixteenFramesEndingAtTheDuration() async throws {
        let times = try FrameRecorder(size: CGSize(width: 10, height: 10), fps: 15).frameTimes(duration: 1)
        XCTAssertEqual(times.count, 16)
        XCTAssertEqual(times[1], 1.0 / 15)
        XCTAssertEqual(times.last, 1.0)
    }

    /// 0.5 s at 60 fps is 31 frames; a duration between frames (0.51 s) adds a last frame at
    /// exactly 0.51 s: ceil(30.6) + 1 = 32.
    func testDurationBetweenFramesEndsWithAFrameAtTheDuration() async throws {
        let r = FrameRecorder(size: CGSize(width: 10, height: 10), fps: 60)
        XCTAssertEqual(try r.frameTimes(duration: 0.5).count, 31)
        let odd = try r.frameTimes(duration: 0.51)
        XCTAssertEqual(odd.count, 32)
        XCTAssertEqual(odd.last, 0.51)
    }

    // MARK: determinism

    /// One worker and three workers write byte-identical files for every frame.
    func testOneWorkerAndThreeWorkersWriteIdenticalBytes() async throws {
        let one = Draw.folder("jobs1"), three = Draw.folder("jobs3")
        let a = try recorder(jobs: 1).record(SlidingDot(), duration: 0.5, to: one)
        let b = try recorder(jobs: 3).record(SlidingDot(), duration: 0.5, to: three)
        XCTAssertEqual(a.frames.count, 11)
        for (x, y) in zip(a.frames, b.frames) {
            XCTAssertEqual(try Data(contentsOf: x), try Data(contentsOf: y), x.lastPathComponent)
        }
        // The dot moves: first and last frames differ.
        XCTAssertNotEqual(try Data(contentsOf: a.frames[0]), try Data(contentsOf: a.frames[10]))
    }

    /// Shard 2 of 3 of an 11-frame recording writes frames 1, 4, 7 and 10 only (k mod 3 = 1),
    /// each byte-identical to the same frame of a single run.
    func testShardWritesItsOwnFramesIdenticalToASingleRun() async throws {
        let full = Draw.folder("shard-full"), part = Draw.folder("shard-part")
        try recorder().record(SlidingDot(), duration: 0.5, to: full)
        var r = recorder()
        r.shard = try ShardSpec(parsing: "2/3")
        let seq = try r.record(SlidingDot(), duration: 0.5, to: part)
        XCTAssertEqual(seq.indices, [1, 4, 7, 10])
        XCTAssertEqual(
            files(part).filter { $0.hasSuffix(".png") },
            ["frame_000001.png", "frame_000004.png", "frame_000007.png", "frame_000010.png"])
        XCTAssertTrue(files(part).contains("manifest-shard-2-of-3.json"))
        for k in seq.indices {
            let name = String(format: "frame_%06d.png", k)
            XCTAssertEqual(try Data(contentsOf: part.appendingPathComponent(name)), try Data(contentsOf: full.appendingPathComponent(name)))
        }
    }

    // MARK: description

    /// `print(sequence)` shows one field a line, as README lists them: 0.2 s at 20 fps is five
    /// 64 × 40 frames, all drawn by the first run (rendered 5, kept 0) and all kept by a rerun
    /// into the same folder (rendered 0, kept 5). No line is long.
    func testDescriptionShowsEachFieldOnItsOwnLineWithKept() async throws {
        let dir = Draw.folder("description")
        let first = try recorder().record(SlidingDot(), duration: 0.2, to: dir)
        let lines = first.description.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 10, first.description)
        XCTAssertEqual(
            Array(lines.prefix(5)),
            [
                "RecordedSequence",
                "  directory: \(dir.path)",
                "  frames: 5 files, frame_000000.png … frame_000004.png (indices 0…4)",
                "  times: 5 frames at 20 fps, 0 … 0.2 s",
                "  size: 64 × 40 points at scale 1"
            ])
        XCTAssertEqual(lines[5], "  rendered: 5")
        XCTAssertEqual(lines[6], "  reused: \(first.reused)")
        XCTAssertEqual(lines[7], "  kept: 0")
        XCTAssertEqual(lines[8], "  manifest: \(dir.appendingPathComponent("manifest.json").path)")
        XCTAssertTrue(lines[9].hasPrefix("  cpuTime: simulation "), lines[9])
        XCTAssertTrue(lines[9].contains(" s (stages "), lines[9])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 160 }, first.description)

        let rerun = try recorder().record(SlidingDot(), duration: 0.2, to: dir).description
        XCTAssertTrue(rerun.contains("\n  rendered: 0\n"), rerun)
        XCTAssertTrue(rerun.contains("\n  kept: 5\n"), rerun)
    }

    /// A shard's frames are shown as a run with its step (shard 2 of 3 of 11 frames: 1, 4, 7,
    /// 10), and a sequence of many runs names four and counts the rest.
    func testDescriptionShowsIndicesAsRuns() async throws {
        var r = recorder()
        r.shard = try ShardSpec(parsing: "2/3")
        let seq = try r.record(SlidingDot(), duration: 0.5, to: Draw.folder("description-shard"))
        XCTAssertTrue(seq.description.contains("  frames: 4 files, frame_000001.png … frame_000010.png (indices 1…10 step 3)\n"), seq.description)
        let scattered: FrameIndices = [0, 1, 2, 5, 9, 20, 21, 40, 50, 60, 70, 71]
        XCTAssertEqual(RecordedSequence.describe(scattered), "0…2, 5…9 step 4, 20…21, 40…70 step 10 and 1 more run")
        XCTAssertEqual(RecordedSequence.describe(FrameIndices()), "none")
    }

    // MARK: manifest and resume

    /// The manifest names the scene, fps and size, lists each frame's SHA-256 (equal to the
    /// file's) and the versions of cairo, pixman, pango, freetype and fontconfig.
    func testManifestRecordsSettingsHashesAndLibraryVersions() async throws {
        let dir = Draw.folder("manifest")
        try recorder().record(SlidingDot(), duration: 0.1, to: dir)
        let m = try FrameManifest.read(dir.appendingPathComponent("manifest.json"))
        XCTAssertEqual(m.scene, "sliding-dot")
        XCTAssertEqual(m.fps, 20)
        XCTAssertEqual([m.width, m.height], [64, 40])
        XCTAssertEqual(m.frames.map(\.index), [0, 1, 2])
        for f in m.frames {
            XCTAssertEqual(f.sha256, FrameManifest.sha256(try Data(contentsOf: dir.appendingPathComponent(f.file))))
            XCTAssertEqual(f.sha256.count, 64)
        }
        XCTAssertEqual(Set(m.environment.keys).intersection(["cairo", "pixman", "pango", "freetype", "fontconfig"]).count, 5, "\(m.environment)")
    }

    /// SHA-256 matches the FIPS 180-2 test vectors (appendix B: "abc", two blocks, a million "a"s) and the empty message.
    func testSHA256MatchesTheStandardTestVector() async {
        XCTAssertEqual(FrameManifest.sha256(Data("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // FIPS 180-2 examples: the empty message, a two-block message, a million "a"s.
        XCTAssertEqual(FrameManifest.sha256(Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            FrameManifest.sha256(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            FrameManifest.sha256(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A rerun draws nothing when every file matches the manifest; after one file is damaged,
    /// a rerun draws exactly that frame again and restores its bytes.
    func testRerunSkipsFramesWhoseFilesMatchTheManifest() async throws {
        let dir = Draw.folder("resume")
        let first = try recorder().record(SlidingDot(), duration: 0.2, to: dir)
        XCTAssertEqual(first.rendered, 5)
        let original = try Data(contentsOf: first.frames[2])
        XCTAssertEqual(try recorder().record(SlidingDot(), duration: 0.2, to: dir).rendered, 0)
        try Data("damaged".utf8).write(to: first.frames[2])
        let third = try recorder().record(SlidingDot(), duration: 0.2, to: dir)
        XCTAssertEqual(third.rendered, 1)
        XCTAssertEqual(try Data(contentsOf: first.frames[2]), original)
    }

    /// The recorder accounts for its processor time by stage: a full run spends time in every
    /// stage and no more than the process did; a rerun that keeps every frame only simulates,
    /// reads and hashes (no drawing, encoding or writing).
    func testCPUTimeIsAccountedByStage() async throws {
        let dir = Draw.folder("cpu-time")
        let before = processCPU()
        let first = try recorder().record(SlidingDot(), duration: 0.5, to: dir).cpuTime
        let spent = processCPU() - before
        for (name, value) in [
            ("simulation", first.simulation), ("drawing", first.drawing), ("encoding", first.encoding),
            ("hashing", first.hashing), ("writing", first.writing)
        ] {
            XCTAssertGreaterThan(value, 0, name)
        }
        XCTAssertLessThanOrEqual(first.stages, spent + 0.01)
        let rerun = try recorder().record(SlidingDot(), duration: 0.5, to: dir).cpuTime
        XCTAssertEqual([rerun.drawing, rerun.encoding, rerun.writing], [0, 0, 0])
        XCTAssertGreaterThan(rerun.hashing, 0)
        XCTAssertGreaterThan(rerun.simulation, 0)
    }

    private func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A manifest made with other settings (here another scale) is not trusted: every frame's
    /// key differs, so everything is drawn.
    func testRerunWithOtherSettingsDrawsEveryFrame() async throws {
        let dir = Draw.folder("resume-other")
        try recorder().record(SlidingDot(), duration: 0.2, to: dir)
        var other = recorder()
        other.scale = 2
        XCTAssertEqual(try other.record(SlidingDot(), duration: 0.2, to: dir).rendered, 5)
    }

    // MARK: bad input

    func testZeroNegativeNonFiniteAndHugeSizesAreErrorsNamingSize() async {
        for size in [
            CGSize(width: 0, height: 10), CGSize(width: 10, height: -1), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 32_768, height: 10)
        ] {
            XCTAssertThrowsError(try FrameRecorder(size: size).record(SlidingDot(), duration: 0.1, to: Draw.folder("badsize"))) { error in
                guard case RenderError.invalidParameter(let name, _, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(name, "size", "\(size)")
            }
        }
    }

    func testFPSOfZeroOrLessIsAnErrorNamingFPS() async {
        for fps in [0.0, -24, .nan] {
            XCTAssertThrowsError(try FrameRecorder(size: CGSize(width: 10, height: 10), fps: fps).record(SlidingDot(), duration: 1, to: Draw.folder("badfps"))) { error in
                XCTAssertEqual("\(error)".hasPrefix("invalid fps"), true, "\(error)")
            }
        }
    }

    /// An output folder that cannot be created (its parent is a file, or it is /dev/full) is an
    /// error naming the folder; nothing is written.
    func testUnwritableOutputFolderIsAnErrorNamingIt() async throws {
        let file = Draw.folder("notadir").appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        for dir in [file.appendingPathComponent("frames"), URL(fileURLWithPath: "/dev/full")] {
            XCTAssertThrowsError(try recorder().record(SlidingDot(), duration: 0.1, to: dir)) { error in
                XCTAssertTrue("\(error)".contains(dir.path), "\(error)")
            }
        }
    }

    /// A disk that fills up mid-write (a file-size limit of 64 bytes stands in for it): the error
    /// names the frame's path, and neither the frame nor a temporary file is left behind.
    func testFullDiskLeavesNoHalfWrittenFile() async throws {
        let dir = Draw.folder("fulldisk")
        signal(SIGXFSZ, SIG_IGN)
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        var limit = saved
        limit.rlim_cur = 64
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        defer { setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved) }
        XCTAssertThrowsError(try recorder(jobs: 1).record(SlidingDot(), duration: 0, to: dir)) { error in
            XCTAssertTrue("\(error)".contains("frame_000000.png"), "\(error)")
        }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        XCTAssertEqual(files(dir).filter { $0.hasSuffix(".png") || $0.hasSuffix(".tmp") }, [])
    }

    // MARK: video, progress, contact sheet

    /// Without ffmpeg on the search path, encoding names the missing tool.
    func testVideoWithoutFFmpegNamesTheMissingTool() async throws {
        let dir = Draw.folder("video")
        let seq = try recorder().record(SlidingDot(), duration: 0.1, to: dir)
        XCTAssertThrowsError(try VideoEncoder.encode(seq, to: dir.appendingPathComponent("out.mp4"), searchPath: "/nonexistent")) { error in
            XCTAssertEqual(error as? RenderError, .missingTool(name: "ffmpeg", purpose: "encoding video and GIF (install it, e.g. `apt-get install ffmpeg`)"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.mp4").path))
    }

    /// 40 of 120 frames in 2 s: 20 fps, 80 frames left take 4 s.
    func testProgressLineGivesFramesRateAndTimeLeft() async {
        XCTAssertEqual(ProgressReporter.line(done: 40, total: 120, seconds: 2), "frames 40/120  20.0 fps  0:04 left ")
    }

    /// Memory stays flat: at most 2 × jobs frames wait between the simulation and the workers.
    func testAtMostCapacityItemsWaitInTheQueue() async {
        let q = BoundedQueue<Int>(capacity: 2)
        let done = DispatchSemaphore(value: 0)
        let putter = Thread {
            for i in 0..<3 { q.put(i) }; done.signal()
        }
        putter.start()
        XCTAssertEqual(done.wait(timeout: .now() + 0.3), .timedOut) // the third put waits
        XCTAssertEqual(q.take(), 0)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        q.close()
        XCTAssertEqual([q.take(), q.take(), q.take()], [1, 2, nil])
    }
}

extension FrameRecorderTests {
    /// `image(of:at:)` at t = 5 / 20 s gives the pixels of frame 5 of a 20 fps recording.
    func testSingleImageMatchesTheRecordedFrame() async throws {
        let dir = Draw.folder("single")
        let seq = try recorder().record(SlidingDot(), duration: 0.25, to: dir)
        let image = try recorder().image(of: SlidingDot(), at: 0.25)
        XCTAssertEqual(image, try RenderedImage(contentsOfPNG: seq.frames[5]))
    }
}

extension FrameRecorderTests {
    /// Four frames sampled from an 11-frame recording (0, 3, 7, 10) in 2 columns of 100 pixels:
    /// 2 × 100 + 3 × 8 = 224 pixels wide.
    func testContactSheetSamplesFramesIntoAGrid() async throws {
        let seq = try recorder().record(SlidingDot(), duration: 0.5, to: Draw.folder("sheet"))
        let sheet = try ContactSheet.make(from: seq, count: 4, columns: 2, cellWidth: 100)
        XCTAssertEqual(sheet.width, 224)
    }
}

extension FrameRecorderTests {
    /// Issue 36, item 18: `image(of:at: 1e7)` and `displayLists(_:times:)` stepped through every
    /// frame up to t with no limit (6 × 10⁸ frames at 60 fps: a hang). They keep `record`'s limit,
    /// fewer than 10,000,000 frames, and refuse a later time at once, naming the parameter and
    /// the range; negative and non-finite times too.
    func testTimesBeyondTheFrameLimitAreRefusedNamingTheParameter() async throws {
        let recorder = FrameRecorder(size: CGSize(width: 10, height: 10), fps: 60)
        XCTAssertEqual(recorder.latestTime, 9_999_999.0 / 60)
        XCTAssertThrowsError(try recorder.image(of: SlidingDot(), at: 1e7)) { error in
            XCTAssertEqual(
                "\(error)", "invalid time: 10000000.0 (valid: 0...166666.65 seconds (fewer than 10000000 frames at 60.0 fps))")
        }
        for times in [[0, 1e300], [.nan], [-1], [0.5, .infinity], [1e7]] as [[Double]] {
            XCTAssertThrowsError(try recorder.displayLists(SlidingDot(), times: times)) { error in
                guard case RenderError.invalidParameter(let name, _, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(name, "times", "\(times)")
            }
        }
        XCTAssertEqual(try recorder.displayLists(SlidingDot(), times: [0, 0.1]).count, 2)
    }
}
