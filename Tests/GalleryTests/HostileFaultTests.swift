import XCTest
import SceneRender

/// Faults while rendering with the `gallery` binary: a render killed part-way, a full disk, an
/// output folder on /dev/full or on a read-only file system. Each ends with the documented exit
/// code (1: render or file error) and a message naming the path; no half-written frame is left
/// under a frame's name; a rerun after a kill gives the bytes of an uninterrupted run.
@MainActor
final class HostileFaultTests: XCTestCase {
    struct Run {
        var status: Int32
        var signalled: Bool
        var stderr: String
    }

    // Set in setUp, which XCTest runs on the main thread before each test.
    nonisolated(unsafe) var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile faults ✓ \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func launch(_ args: [String]) throws -> (Process, Pipe) {
        let p = Process()
        p.executableURL = try galleryBinary()
        p.arguments = args
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        return (p, err)
    }

    func gallery(_ args: [String]) throws -> Run {
        let (p, err) = try launch(args)
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(
            status: p.terminationStatus, signalled: p.terminationReason == .uncaughtSignal,
            stderr: String(decoding: data, as: UTF8.self))
    }

    func files(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// Every file named like a frame decodes completely (a frame is either whole or absent).
    func assertEveryFrameIsComplete(_ dir: URL, file: StaticString = #filePath, line: UInt = #line) {
        for name in files(in: dir) where name.hasPrefix("frame_") && name.hasSuffix(".png") {
            XCTAssertNoThrow(
                try RenderedImage(contentsOfPNG: dir.appendingPathComponent(name)), "\(name) is not a whole PNG",
                file: file, line: line)
        }
    }

    func mount(_ options: String, at dir: URL) throws {
        guard getuid() == 0 else { throw XCTSkip("mounting a small or read-only tmpfs needs root") }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/mount")
        p.arguments = ["-t", "tmpfs", "-o", options, "tmpfs", dir.path]
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw XCTSkip("cannot mount a tmpfs here (status \(p.terminationStatus))") }
    }

    func unmount(_ dir: URL) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/umount")
        p.arguments = [dir.path]
        try? p.run()
        p.waitUntilExit()
    }

    /// `--out /dev/full`: the folder cannot be created under a device file; exit code 1 and the
    /// message names the path.
    func testOutputUnderDevFullIsAFileError() async throws {
        let run = try gallery(["render", "drag-box", "--duration", "0.1", "--fps", "10", "--out", "/dev/full"])
        XCTAssertFalse(run.signalled, run.stderr)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("/dev/full/drag-box"), run.stderr)
    }

    /// A disk that fills up part-way (a 96 KiB tmpfs; drag-box's 61 frames need more): exit code
    /// 1, a message saying there is no space, no temporary file left behind, and every frame
    /// that was written is whole.
    func testFullDiskIsAFileErrorAndLeavesNoPartialFrame() async throws {
        let mnt = scratch.appendingPathComponent("small disk")
        try mount("size=96k", at: mnt)
        defer { unmount(mnt) }
        let run = try gallery(["render", "drag-box", "--duration", "2", "--fps", "30", "--jobs", "2", "--out", mnt.path])
        XCTAssertFalse(run.signalled, run.stderr)
        XCTAssertEqual(run.status, 1, run.stderr)
        // Foundation words ENOSPC as "There isn’t enough space"; strerror as "No space left on device".
        XCTAssertTrue(run.stderr.contains("enough space") || run.stderr.contains("No space left on device"), run.stderr)
        XCTAssertTrue(run.stderr.contains(mnt.appendingPathComponent("drag-box/frame_").path), run.stderr)
        let dir = mnt.appendingPathComponent("drag-box")
        let names = files(in: dir)
        XCTAssertLessThan(names.filter { $0.hasPrefix("frame_") }.count, 61, "the disk did not fill up: \(names.count) files")
        XCTAssertEqual(names.filter { $0.hasSuffix(".tmp") }, [], "temporary files left behind")
        assertEveryFrameIsComplete(dir)
    }

    /// An output folder on a read-only file system: exit code 1 and a message naming the folder.
    func testReadOnlyOutputFolderIsAFileError() async throws {
        let mnt = scratch.appendingPathComponent("read only")
        try mount("ro,size=64k", at: mnt)
        defer { unmount(mnt) }
        let run = try gallery(["render", "drag-box", "--duration", "0.2", "--fps", "10", "--out", mnt.path])
        XCTAssertFalse(run.signalled, run.stderr)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains(mnt.appendingPathComponent("drag-box").path), run.stderr)
    }

    /// An existing output folder without write permission (for a user other than root, who may
    /// write anyway): exit code 1, "not writable".
    func testUnwritableOutputFolderIsAFileError() async throws {
        guard getuid() != 0 else { throw XCTSkip("root may write into a folder without write permission") }
        let dir = scratch.appendingPathComponent("locked/drag-box")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path) }
        let run = try gallery(["render", "drag-box", "--duration", "0.2", "--fps", "10", "--out", scratch.appendingPathComponent("locked").path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("not writable"), run.stderr)
    }

    /// Starts `args`, waits until `dir` holds at least `frames` frames, then sends SIGKILL.
    func killPartWay(_ args: [String], dir: URL, after frames: Int) throws -> Int {
        let (p, _) = try launch(args)
        let deadline = Date().addingTimeInterval(120)
        var seen = 0
        while p.isRunning && Date() < deadline {
            seen = files(in: dir).filter { $0.hasPrefix("frame_") }.count
            if seen >= frames { break }
            usleep(2_000)
        }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal, "the render finished before it could be killed")
        return seen
    }

    /// drag-box for 3 s at 30 fps (91 frames), killed with SIGKILL after at least 20 frames:
    /// every file under a frame's name is a whole PNG; rerunning the same command then gives
    /// frames byte-identical to an uninterrupted run.
    func testKilledRenderLeavesWholeFramesAndARerunMatchesAnUninterruptedRun() async throws {
        let reference = scratch.appendingPathComponent("reference")
        let args = ["render", "drag-box", "--duration", "3", "--fps", "30", "--jobs", "2"]
        let done = try gallery(args + ["--out", reference.path])
        XCTAssertEqual(done.status, 0, done.stderr)

        let out = scratch.appendingPathComponent("killed")
        let dir = out.appendingPathComponent("drag-box")
        _ = try killPartWay(args + ["--out", out.path], dir: dir, after: 20)
        let afterKill = files(in: dir).filter { $0.hasPrefix("frame_") }
        XCTAssertLessThan(afterKill.count, 91, "killed after all frames were written")
        assertEveryFrameIsComplete(dir)

        let rerun = try gallery(args + ["--out", out.path])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        let expected = files(in: reference.appendingPathComponent("drag-box")).filter { $0.hasPrefix("frame_") }
        XCTAssertEqual(expected.count, 91)
        XCTAssertEqual(files(in: dir).filter { $0.hasPrefix("frame_") }, expected)
        for name in expected {
            XCTAssertEqual(
                try Data(contentsOf: dir.appendingPathComponent(name)),
                try Data(contentsOf: reference.appendingPathComponent("drag-box").appendingPathComponent(name)), name)
        }
    }

    /// After a kill and a rerun, nothing but the frames is left in the folder: the rerun removes
    /// the temporary files the killed process was writing (those of a dead process on this
    /// machine, or any older than 10 minutes). A kill lands inside a write only sometimes; when
    /// none did, the test plants such a file so the check always means something.
    func testRerunAfterAKillLeavesNoTemporaryFiles() async throws {
        let args = ["render", "drag-box", "--duration", "3", "--fps", "30", "--jobs", "2"]
        let out = scratch.appendingPathComponent("killed")
        let dir = out.appendingPathComponent("drag-box")
        var leftovers: [String] = []
        // A kill lands inside a write only sometimes: try a few times to catch one.
        for attempt in 0..<5 where leftovers.isEmpty {
            try? FileManager.default.removeItem(at: out)
            _ = try killPartWay(args + ["--out", out.path], dir: dir, after: 10 + 7 * attempt)
            leftovers = files(in: dir).filter { $0.hasSuffix(".tmp") }
        }
        if leftovers.isEmpty {
            // No kill landed inside a write this time: plant what one leaves, a temporary file of
            // a writer that is gone (older than the 10 minutes after which any is stale).
            let planted = dir.appendingPathComponent(".frame_000003.png.scenekit.elsewhere.4242.17.tmp")
            try Data([1, 2, 3]).write(to: planted)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: planted.path)
            leftovers = [planted.lastPathComponent]
        }
        let rerun = try gallery(args + ["--out", out.path])
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        let stale = files(in: dir).filter { !($0.hasPrefix("frame_") && $0.hasSuffix(".png")) && $0 != "manifest.json" }
        XCTAssertEqual(stale, [])
    }

    /// Corrupt `manifest.json` files in the output folder (the resume record the renderer keeps
    /// beside the frames): empty, cut, wrong types, absurd numbers, a 2 MB nesting bomb, binary
    /// junk, a folder in its place. A rerun never crashes: it either renders (exit 0) with frames
    /// byte-identical to a clean run, or stops with exit code 1 and a message naming
    /// manifest.json. Meaningful once the renderer reads the manifest; until then the rerun
    /// ignores it and must still succeed.
    func testCorruptManifestIsIgnoredOrAClearError() async throws {
        let args = ["render", "drag-box", "--duration", "0.3", "--fps", "10", "--jobs", "2"]
        let reference = scratch.appendingPathComponent("reference")
        XCTAssertEqual(try gallery(args + ["--out", reference.path]).status, 0)
        let expected = files(in: reference.appendingPathComponent("drag-box"))
        let manifests: [(String, Data?)] = [
            ("empty", Data()),
            ("cut", Data(#"{"frames": [0, 1, 2"#.utf8)),
            ("null", Data("null".utf8)),
            ("wrong types", Data(#"{"version": "one", "fps": [], "frames": {"0": true}, "size": "big"}"#.utf8)),
            ("absurd numbers", Data(#"{"version": 1, "fps": 1e999, "frameCount": -9223372036854775808, "frames": [99999999999999999999]}"#.utf8)),
            ("nesting bomb", Data((String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)).utf8)),
            ("binary", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })),
            ("folder", nil)
        ]
        for (name, bytes) in manifests {
            let out = scratch.appendingPathComponent("manifest \(name)")
            let dir = out.appendingPathComponent("drag-box")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let manifest = dir.appendingPathComponent("manifest.json")
            if let bytes {
                try bytes.write(to: manifest)
            } else {
                try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: true)
            }
            let run = try gallery(args + ["--out", out.path])
            XCTAssertFalse(run.signalled, "\(name): \(run.stderr)")
            XCTAssertTrue([0, 1].contains(run.status), "\(name): exit \(run.status) \(run.stderr)")
            if run.status == 1 {
                XCTAssertTrue(run.stderr.contains("manifest.json"), "\(name): \(run.stderr)")
                continue
            }
            for frame in expected {
                XCTAssertEqual(
                    try? Data(contentsOf: dir.appendingPathComponent(frame)),
                    try Data(contentsOf: reference.appendingPathComponent("drag-box").appendingPathComponent(frame)),
                    "\(name): \(frame)")
            }
        }
    }
}
