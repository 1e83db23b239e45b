import XCTest
import SceneRender
@testable import SceneCommand

/// The shard workflow through the `gallery` command: renders name the shard they took and
/// their workers; `merge` checks the shards, refuses gaps (exit 4), merges, and renders the
/// missing frames only when asked.
@MainActor
final class ShardCommandTests: XCTestCase {
    // Set in setUp, which XCTest runs on the main thread before each test.
    nonisolated(unsafe) var out: URL!

    override func setUpWithError() throws {
        out = FileManager.default.temporaryDirectory.appendingPathComponent("shard command ✓ \(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: out)
    }

    /// drag-box, 1 s at 10 fps: 11 frames; shard K of 3 into `out`.
    func render(shards: [Int], into folder: URL? = nil) {
        for k in shards {
            XCTAssertEqual(
                gallery.run([
                    "render", "drag-box", "--duration", "1", "--fps", "10", "--shard", "\(k)/3",
                    "--out", (folder ?? out).path, "--jobs", "1"
                ]), 0)
        }
    }

    var dir: URL { out.appendingPathComponent("drag-box") }

    /// All three shards: `merge` exits 0 and writes manifest.json listing frames 0…10.
    func testMergeOfEveryShardWritesTheManifestAndSucceeds() async throws {
        render(shards: [1, 2, 3])
        XCTAssertEqual(gallery.run(["merge", dir.path]), 0)
        let m = try FrameManifest.read(dir.appendingPathComponent("manifest.json"))
        XCTAssertEqual(m.frames.map(\.index), Array(0...10))
        XCTAssertEqual(m.shard, "1/1")
    }

    /// Given the output folder instead of the scene's, each scene folder in it is merged.
    func testMergeOfTheOutputFolderMergesEachScene() async throws {
        render(shards: [1, 2, 3])
        XCTAssertEqual(gallery.run(["merge", out.path]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.json").path))
    }

    /// An array smaller than N (shard 2 of 3 never ran) is exit 4 and no manifest.json: never a
    /// silent gap, and nothing is rendered.
    func testMergeWithAShardMissingExitsFourAndRendersNothing() async throws {
        render(shards: [1, 3])
        XCTAssertEqual(gallery.run(["merge", dir.path]), 4)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.json").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frame_000001.png").path))
    }

    /// `--render-missing` renders shard 2's frames (1, 4, 7, 10) with the recorded settings, then
    /// merges: every frame is byte-identical to one full run's.
    func testRenderMissingCompletesTheShardsIdenticalToAFullRun() async throws {
        render(shards: [1, 3])
        XCTAssertEqual(gallery.run(["merge", dir.path, "--render-missing", "--jobs", "1"]), 0)
        let full = out.appendingPathComponent("full")
        XCTAssertEqual(gallery.run(["render", "drag-box", "--duration", "1", "--fps", "10", "--out", full.path]), 0)
        for k in 0...10 {
            let name = String(format: "frame_%06d.png", k)
            XCTAssertEqual(
                try Data(contentsOf: dir.appendingPathComponent(name)),
                try Data(contentsOf: full.appendingPathComponent("drag-box/\(name)")), name)
        }
    }

    /// `--contact-sheet` writes the sheet beside the scene's folder, as `render` does.
    func testMergeWritesTheContactSheet() async throws {
        render(shards: [1, 2, 3])
        XCTAssertEqual(gallery.run(["merge", dir.path, "--contact-sheet"]), 0)
        let sheet = try RenderedImage(contentsOfPNG: out.appendingPathComponent("drag-box-contact-sheet.png"))
        XCTAssertEqual(sheet.width, 4 * 240 + 5 * 8, "four 240-pixel cells")
    }

    /// A folder without manifests is a file error (exit 1); no folder at all is a usage error.
    func testMergeOfAFolderWithoutManifestsIsAnError() async throws {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        XCTAssertEqual(gallery.run(["merge", out.path]), 1)
        XCTAssertEqual(gallery.run(["merge"]), 2)
    }

    /// The parser: folders and options, and mistakes named with the option.
    func testMergeArgumentsAreParsed() async throws {
        let parsed = try CommandArguments.parse(
            ["merge", "a", "b", "--format", "mp4", "--render-missing", "--jobs=2"],
            sceneNames: [], program: "gallery")
        XCTAssertEqual(parsed, .merge(MergeOptions(folders: ["a", "b"], format: .mp4, contactSheet: false, renderMissing: true, jobs: 2)))
        for (args, message) in [
            (["merge", "a", "--render-mising"], "unknown option '--render-mising' for `gallery merge` (did you mean '--render-missing'?)"),
            (["merge", "a", "--format", "avi"], "--format 'avi' is not a known format"),
            (["merge", "--jobs", "0", "a"], "--jobs '0' is outside 1...1024")
        ] {
            XCTAssertThrowsError(try CommandArguments.parse(args, sceneNames: [], program: "gallery")) {
                XCTAssertTrue(($0 as? UsageError)?.message.hasPrefix(message) == true, "\($0)")
            }
        }
    }

    /// Without --jobs the workers are the CPUs the process may use: SLURM_CPUS_PER_TASK=1 gives 1.
    func testDefaultWorkersFollowSlurmCpusPerTask() async throws {
        let options = RenderOptions(names: ["drag-box"])
        guard case .success(let jobs) = gallery.plan(options, environment: ["SLURM_CPUS_PER_TASK": "1"]) else { return XCTFail() }
        XCTAssertEqual(jobs.first?.recorder.jobs, 1)
        XCTAssertEqual(jobs.first?.workersSource, "SLURM_CPUS_PER_TASK 1")
        guard case .failure(let error) = gallery.plan(options, environment: ["SLURM_CPUS_PER_TASK": "99999999999999999999"]) else {
            return XCTFail()
        }
        XCTAssertTrue(error.message.contains("SLURM_CPUS_PER_TASK"), error.message)
    }

    /// Without --jobs, when the memory holds fewer workers than the CPUs allow, the memory
    /// decides and the summary line says so (not the CPU limit it did not reach).
    func testDefaultWorkersLimitedByMemoryNameTheMemory() async throws {
        let options = RenderOptions(names: ["drag-box"])
        guard case .success(let probe) = gallery.plan(options, environment: ["SLURM_CPUS_PER_TASK": "2"]),
            let recorder = probe.first?.recorder
        else { return XCTFail() }
        // The canvas in pixels, rounded as the renderer rounds (drag-box's size is whole points).
        let each = RecordingMemory.bytesPerWorker(
            pixelWidth: Int((Double(recorder.size.width) * recorder.scale).rounded()),
            pixelHeight: Int((Double(recorder.size.height) * recorder.scale).rounded()))
        // Room for one and a half workers: one fits.
        guard
            case .success(let jobs) = gallery.plan(
                options, environment: ["SLURM_CPUS_PER_TASK": "2"],
                availableMemory: each * 3 / 2)
        else { return XCTFail() }
        XCTAssertEqual(jobs.first?.recorder.jobs, 1)
        XCTAssertEqual(
            jobs.first?.workersSource,
            "memory: \(RecordingMemory.describe(each * 3 / 2)) available (the recorder's availableMemory), "
                + "\(RecordingMemory.describe(each)) a worker")
        // Room for both: the CPU limit decides, as before.
        guard
            case .success(let roomy) = gallery.plan(
                options, environment: ["SLURM_CPUS_PER_TASK": "2"],
                availableMemory: each * 4)
        else { return XCTFail() }
        XCTAssertEqual(roomy.first?.recorder.jobs, 2)
        XCTAssertEqual(roomy.first?.workersSource.hasPrefix("memory"), false, roomy.first?.workersSource ?? "")
    }

    /// The gallery binary, run as a Slurm array task (id 2 of `--array=0-3`, one CPU), prints a
    /// summary line naming the shard it took and its workers.
    func testSummaryLineNamesTheShardTakenAndTheWorkers() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let binary = root.appendingPathComponent(".build/debug/gallery")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("no gallery binary at \(binary.path)") }
        let p = Process()
        p.executableURL = binary
        p.arguments = ["render", "drag-box", "--duration", "1", "--fps", "10", "--shard", "auto/4", "--out", out.path]
        p.environment = [
            "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "2", "SLURM_CPUS_PER_TASK": "1",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        ]
        let stdout = Pipe()
        p.standardOutput = stdout
        try p.run()
        let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        // Shard 3/4 (2 mod 4 + 1) of 11 frames: frames 2, 6 and 10.
        XCTAssertTrue(
            text.hasPrefix(
                "drag-box: 3 of 11 frames in \(dir.path), shard 3/4 (SLURM_ARRAY_TASK_ID=2), "
                    + "1 worker (SLURM_CPUS_PER_TASK 1) ("), text)
    }
}
