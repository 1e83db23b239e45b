import XCTest
@testable import Gallery
@testable import SceneCommand
import SceneRender

/// Running the command: exit codes and files written.
@MainActor
final class GalleryCommandTests: XCTestCase {
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("gallery tests ✓ \(UUID().uuidString)")
    }

    func testExitCodesAreZeroToFour() async {
        XCTAssertEqual(SceneExitCode.allCases.map(\.rawValue), [0, 1, 2, 3, 4])
    }

    func testHelpListsEveryExitCode() async {
        for topic in HelpTopic.allCases {
            let text = gallery.help(topic)
            for code in SceneExitCode.allCases {
                XCTAssertTrue(text.contains("  \(code.rawValue)  \(code.meaning)"), "\(topic) help lacks exit code \(code.rawValue)")
            }
        }
    }

    func testUsageErrorExitsWithTwo() async {
        XCTAssertEqual(gallery.run(["render", "no-such-scene"]), 2)
    }

    /// Video needs ffmpeg: without it the command exits 3 naming the tool; with it, the file is written.
    func testVideoFormatNeedsFFmpeg() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let status = gallery.run(["render", "drag-box", "--duration", "0.2", "--format", "gif", "--out", out.path])
        if VideoEncoder.find("ffmpeg") == nil {
            XCTAssertEqual(status, 3)
        } else {
            XCTAssertEqual(status, 0)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("drag-box.gif").path))
        }
    }

    /// A video's shard is a segment of consecutive frames, but GIF segments cannot be joined
    /// without encoding again, and a video needs every frame (no --frames).
    func testGIFWithAShardOrAVideoWithFramesIsAUsageError() async {
        XCTAssertEqual(gallery.run(["render", "drag-box", "--format", "gif", "--shard", "1/2", "--out", temporaryFolder().path]), 2)
        XCTAssertEqual(gallery.run(["render", "drag-box", "--format", "mp4", "--frames", "0..9", "--out", temporaryFolder().path]), 2)
    }

    /// `--shard auto/N` reads the index from a Kubernetes or Slurm variable: Kubernetes index 2
    /// is shard 3 (index + 1); Slurm task 4 of `--array=1-4` is shard 1 (4 mod 4 + 1).
    func testShardAutoReadsTheBatchSystemIndex() async throws {
        func taken(_ env: [String: String]) throws -> ShardSpec? {
            guard
                case .render(let o) = try CommandArguments.parse(
                    ["render", "--shard", "auto/4"], sceneNames: ["a"], program: "gallery",
                    environment: env)
            else { return nil }
            return o.shard
        }
        XCTAssertEqual(try taken(["JOB_COMPLETION_INDEX": "2"])?.summary, "shard 3/4 (JOB_COMPLETION_INDEX=2)")
        XCTAssertEqual(try taken(["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "1"])?.summary, "shard 1/4 (SLURM_ARRAY_TASK_ID=4)")
        XCTAssertThrowsError(try CommandArguments.parse(["render", "--shard", "auto/4"], sceneNames: ["a"], program: "gallery", environment: [:]))
        XCTAssertThrowsError(try CommandArguments.parse(["render", "--shard", "auto/4"], sceneNames: ["a"], program: "gallery", environment: ["JOB_COMPLETION_INDEX": "9"]))
    }

    /// Outside a package there is nothing to look at: exit 1.
    func testSnapshotOrphansOutsideAPackageFailsWithOne() async throws {
        let saved = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(dir.path))
        XCTAssertEqual(gallery.run(["snapshots", "--orphans"]), 1)
    }

    /// A golden that no ledger entry names is an orphan; one that is named is not; an empty
    /// ledger is an error rather than "everything is orphaned".
    func testOrphansAreGoldensNoTestTouched() async throws {
        let root = temporaryFolder()
        let suite = root.appendingPathComponent("Snapshots/Suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        try Data([1]).write(to: suite.appendingPathComponent("used.png"))
        try Data([2]).write(to: suite.appendingPathComponent("stale.csv"))
        XCTAssertThrowsError(try SnapshotLedger.orphans(packageRoot: root))
        SnapshotLedger.record(
            golden: suite.appendingPathComponent("used.png"), test: "t", packageRoot: root,
            in: SnapshotLedger.directory(packageRoot: root))
        XCTAssertEqual(try SnapshotLedger.orphans(packageRoot: root), ["Snapshots/Suite/stale.csv"])
    }

    /// drag-box lasts 2 s; at 10 fps it has frames 0...20, so 0..25 is outside.
    func testFrameRangeBeyondTheDurationIsAUsageError() async {
        XCTAssertEqual(gallery.run(["render", "drag-box", "--fps", "10", "--frames", "0..25", "--out", temporaryFolder().path]), 2)
    }

    /// A canvas of 16384 pt at scale 16 is 262144 pixels a side, far beyond the 8192-pixel limit:
    /// a usage error before anything is rendered, not a crash.
    func testOversizedCanvasIsAUsageError() async {
        XCTAssertEqual(gallery.run(["render", "drag-box", "--size", "16384x16384", "--scale", "16"]), 2)
        if case .failure(let error) = gallery.plan(RenderOptions(names: ["drag-box"], size: CGSize(width: 16384, height: 16384), scale: 16)) {
            XCTAssertTrue(error.message.contains("262144x262144 pixels; at most 8192 pixels per side"), error.message)
        } else {
            XCTFail("planned an oversized canvas")
        }
    }

    /// 4100 pt at scale 2 is 8200 pixels, just over the limit; 4096 pt at scale 2 is exactly 8192.
    func testPixelLimitIsInclusive() async {
        guard case .failure = gallery.plan(RenderOptions(names: ["drag-box"], size: CGSize(width: 4100, height: 10), scale: 2)) else {
            return XCTFail("8200 pixels were accepted")
        }
        guard case .success = gallery.plan(RenderOptions(names: ["drag-box"], size: CGSize(width: 4096, height: 10), scale: 2)) else {
            return XCTFail("8192 pixels were refused")
        }
    }

    /// drag-box at 60 fps has frames 0...120 for its 2 s; with --duration 3 it has 0...180, so
    /// --frames 150..180 becomes valid.
    func testLongerDurationMakesALaterFrameRangeValid() async {
        var o = RenderOptions(names: ["drag-box"])
        o.frames = 150...180
        guard case .failure = gallery.plan(o) else { return XCTFail("frame 180 of 0...120 was accepted") }
        o.duration = 3
        guard case .success(let jobs) = gallery.plan(o) else { return XCTFail("frame 180 of 0...180 was refused") }
        XCTAssertEqual(jobs.first?.frameCount, 181)
    }

    /// An output path that is a file cannot hold folders: a file error.
    func testOutputInsideAFileIsARenderError() async throws {
        let file = temporaryFolder()
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(gallery.run(["render", "drag-box", "--duration", "0.1", "--fps", "10", "--out", file.path]), 1)
    }

    /// drag-box for 1 s at 10 fps has 11 frames (0...10); shard 2/3 writes frames 1, 4, 7 and 10,
    /// and --frames 2..5 with it writes only frame 4. The folder name has spaces and a non-ASCII mark.
    func testShardAndFramesWriteOnlyTheSelectedFiles() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        XCTAssertEqual(
            gallery.run([
                "render", "drag-box", "--duration", "1", "--fps", "10", "--shard", "2/3",
                "--out", out.path, "--jobs", "1"
            ]), 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("drag-box").path)
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(names, ["frame_000001.png", "frame_000004.png", "frame_000007.png", "frame_000010.png"])

        let out2 = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out2) }
        XCTAssertEqual(
            gallery.run([
                "render", "drag-box", "--duration", "1", "--fps", "10", "--shard", "2/3",
                "--frames", "2..5", "--out", out2.path
            ]), 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out2.appendingPathComponent("drag-box").path)
                .filter { $0.hasSuffix(".png") }, ["frame_000004.png"])
    }

    /// Shards rendered into one folder keep one manifest each (manifest-shard-K-of-N.json, naming
    /// the shard), which together list every frame once; shard K lists the frames k % 3 == K − 1.
    func testShardsSharingAFolderKeepTheirOwnManifests() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        for i in 1...3 {
            XCTAssertEqual(
                gallery.run([
                    "render", "drag-box", "--duration", "1", "--fps", "10", "--shard", "\(i)/3",
                    "--out", out.path
                ]), 0)
        }
        let dir = out.appendingPathComponent("drag-box")
        var listed: [Int] = []
        for i in 1...3 {
            let m = try FrameManifest.read(dir.appendingPathComponent("manifest-shard-\(i)-of-3.json"))
            XCTAssertEqual(m.shard, "\(i)/3")
            XCTAssertTrue(m.frames.allSatisfy { $0.index % 3 == i - 1 })
            for f in m.frames {
                XCTAssertEqual(f.sha256, FrameManifest.sha256(try Data(contentsOf: dir.appendingPathComponent(f.file))))
            }
            listed += m.frames.map(\.index)
        }
        XCTAssertEqual(listed.sorted(), Array(0...10))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.json").path))
    }

    /// A frame written by a shard is byte-identical to the same frame of a full run: the
    /// simulation runs from t = 0 in both.
    func testShardFramesMatchTheFullRun() async throws {
        let full = temporaryFolder(), shard = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: full)
            try? FileManager.default.removeItem(at: shard)
        }
        XCTAssertEqual(gallery.run(["render", "drag-box", "--duration", "0.6", "--fps", "10", "--out", full.path]), 0)
        XCTAssertEqual(
            gallery.run([
                "render", "drag-box", "--duration", "0.6", "--fps", "10", "--shard", "2/2",
                "--out", shard.path
            ]), 0)
        let a = try Data(contentsOf: full.appendingPathComponent("drag-box/frame_000005.png"))
        let b = try Data(contentsOf: shard.appendingPathComponent("drag-box/frame_000005.png"))
        XCTAssertEqual(a, b)
    }

    /// The contact sheet is written beside the scene's folder.
    func testContactSheetIsWritten() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        XCTAssertEqual(
            gallery.run([
                "render", "tap-scale", "--duration", "0.5", "--fps", "10", "--contact-sheet",
                "--out", out.path
            ]), 0)
        let sheet = try RenderedImage(contentsOfPNG: out.appendingPathComponent("tap-scale-contact-sheet.png"))
        // 4 columns of 240 px with 8 px gaps: 4 × 240 + 5 × 8 = 1000 px wide.
        XCTAssertEqual(sheet.width, 1000)
    }
}
