import XCTest
import SceneRender

/// Issue 36 on the command line, each case the `gallery` binary run as a process with a time
/// limit: outputs that are not regular files, two runs into one shard at once, shard names
/// claiming a billion shards, journals that are links to devices or FIFOs, manifests edited to
/// values that trapped, and `merge --render-missing` on a forged frame size. Each refusal exits
/// with the documented code and names the option or file.
final class HostileOutputCommandTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: Data
        var stderr: String
        /// Still running at the time limit (then killed).
        var timedOut: Bool
        var seconds: Double
    }

    nonisolated(unsafe) var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile outputs \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Starts `gallery args` with its output in files (no pipe to fill) and standard input
    /// from /dev/null.
    func launch(_ args: [String]) throws -> (Process, out: URL, err: URL) {
        let out = scratch.appendingPathComponent("stdout-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let p = Process()
        p.executableURL = try galleryBinary()
        p.arguments = args
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        return (p, out, err)
    }

    /// Waits for `p` at most `limit` seconds (then kills it).
    func finish(_ p: Process, out: URL, err: URL, limit: Double, started: Date = Date()) -> Run {
        let deadline = started.addingTimeInterval(limit)
        while p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = p.isRunning
        if timedOut {
            kill(p.processIdentifier, SIGKILL)
        }
        p.waitUntilExit()
        return Run(
            status: p.terminationStatus, stdout: (try? Data(contentsOf: out)) ?? Data(),
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "", timedOut: timedOut,
            seconds: Date().timeIntervalSince(started))
    }

    func gallery(_ args: [String], limit: Double = 60) throws -> Run {
        let start = Date()
        let (p, out, err) = try launch(args)
        return finish(p, out: out, err: err, limit: limit, started: start)
    }

    func assertRefused(
        _ run: Run, status: Int32, naming words: [String], within limit: Double = 20,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(run.timedOut, "still running after the limit: \(run.stderr)", file: file, line: line)
        XCTAssertLessThan(run.seconds, limit, file: file, line: line)
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        for word in words { XCTAssertTrue(run.stderr.contains(word), "'\(word)' not in: \(run.stderr)", file: file, line: line) }
    }

    /// Item 1: `--write-motion -` and `/dev/stdout` write the JSON to standard output (the link
    /// /dev/stdout was renamed over and nothing printed); a symbolic link, FIFO, socket or device
    /// at the path is refused with exit 2 naming the option, and left as it was.
    func testWriteMotionWritesThroughToStandardOutputAndRefusesSpecialFiles() throws {
        for target in ["-", "/dev/stdout"] {
            let run = try gallery(["preview", "drag-box", "--fps", "10", "--write-motion", target])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: run.stdout), "\(target): standard output is the JSON")
        }
        let link = scratch.appendingPathComponent("motion-link.json")
        let victim = scratch.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        let fifo = scratch.appendingPathComponent("motion.fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let socketPath = scratch.appendingPathComponent("motion.sock")
        let sock = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(sock) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in socketPath.path.utf8CString.withUnsafeBytes { raw.copyMemory(from: $0) } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        var targets: [(URL, String)] = [(link, "symbolic link"), (fifo, "FIFO"), (scratch, "folder")]
        if bound == 0 { targets.append((socketPath, "socket")) }
        // A device node of our own (as root), never a system device: /dev/full's major and minor.
        let device = scratch.appendingPathComponent("full")
        if mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 { targets.append((device, "character device")) }
        for (url, kind) in targets {
            let run = try gallery(["preview", "drag-box", "--fps", "10", "--write-motion", url.path])
            assertRefused(run, status: 2, naming: ["--write-motion", url.path, kind])
            XCTAssertEqual(RegularFile.kind(atPath: url.path)?.kind, "a \(kind)".replacingOccurrences(of: "a FIFO", with: "a FIFO (named pipe)"))
        }
        let plainMotion = scratch.appendingPathComponent("beside-input.json")
        let refused = try gallery(["preview", "drag-box", "--fps", "10", "--write-motion", plainMotion.path, "--write-input", link.path])
        assertRefused(refused, status: 2, naming: ["--write-input", link.path, "symbolic link"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: plainMotion.path), "nothing is written when one of the two is refused")
        let input = try gallery(["preview", "drag-box", "--fps", "10", "--write-input", "-"])
        XCTAssertEqual(input.status, 0, input.stderr)
        XCTAssertTrue(String(decoding: input.stdout, as: UTF8.self).contains(#""kind":"drag""#), "drag-box's drag, on standard output")
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep")
        let plain = scratch.appendingPathComponent("motion.json")
        XCTAssertEqual(try gallery(["preview", "drag-box", "--fps", "10", "--write-motion", plain.path]).status, 0)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: plain)))
    }

    /// Item 2: two runs into one folder and shard at once (a requeued task overlapping its
    /// predecessor) left a manifest with 0 entries or every entry twice; now the second is
    /// refused at once naming the folder and the first run's pid, and the first one's manifest
    /// lists every frame once.
    func testASecondRunIntoTheSameShardIsRefusedWhileTheFirstRuns() throws {
        let out = scratch.appendingPathComponent("frames")
        let args = ["render", "drag-box", "--size", "120x80", "--fps", "60", "--duration", "300", "--jobs", "1", "--out", out.path]
        let start = Date()
        let (first, out1, err1) = try launch(args)
        let lock = out.appendingPathComponent("drag-box/.manifest.lock")
        while !FileManager.default.fileExists(atPath: lock.path) && first.isRunning && Date().timeIntervalSince(start) < 60 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertTrue(first.isRunning, "the first run is still rendering")
        let second = try gallery(args, limit: 30)
        assertRefused(second, status: 1, naming: ["another run", "pid \(first.processIdentifier)", out.appendingPathComponent("drag-box").path])
        let done = finish(first, out: out1, err: err1, limit: 300, started: start)
        XCTAssertEqual(done.status, 0, done.stderr)
        let frames = try FrameManifest.read(out.appendingPathComponent("drag-box/manifest.json")).frames
        XCTAssertEqual(frames.count, 18001)
        XCTAssertEqual(Set(frames.map(\.index)).count, 18001, "each frame once")
        XCTAssertFalse(FileManager.default.fileExists(atPath: lock.path), "the lock file goes with its run")
    }

    /// Item 4: an empty `manifest-shard-1-of-999999999.json` made merge allocate a record per
    /// shard (3.1 GB) before reading anything; now merge refuses it at once (exit 1).
    func testMergeRefusesAShardCountOverTheMaximumAtOnce() throws {
        let dir = scratch.appendingPathComponent("frames/drag-box")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("manifest-shard-1-of-999999999.json").path, contents: Data())
        let run = try gallery(["merge", dir.path], limit: 30)
        assertRefused(run, status: 1, naming: ["manifest-shard-1-of-999999999.json", "1…1000000"])
    }

    /// Item 5: a journal that is a link to /dev/zero or /dev/urandom, or a FIFO, exhausted
    /// memory, looped or hung render and merge; now both refuse it promptly naming it (exit 1).
    func testJournalsLinkedToDevicesOrFIFOsAreRefusedByRenderAndMerge() throws {
        for target in ["/dev/zero", "/dev/urandom", "fifo"] {
            let out = scratch.appendingPathComponent("journal-\(UUID().uuidString)")
            let dir = out.appendingPathComponent("drag-box")
            XCTAssertEqual(
                try gallery(["render", "drag-box", "--size", "60x40", "--fps", "10", "--duration", "0.5", "--shard", "1/2", "--out", out.path]).status, 0)
            for name in ["manifest.journal", "manifest-shard-2-of-2.journal"] {
                let journal = dir.appendingPathComponent(name)
                if target == "fifo" {
                    XCTAssertEqual(mkfifo(journal.path, 0o644), 0)
                } else {
                    try FileManager.default.createSymbolicLink(atPath: journal.path, withDestinationPath: target)
                }
            }
            let render = try gallery(["render", "drag-box", "--size", "60x40", "--fps", "10", "--duration", "0.5", "--out", out.path], limit: 30)
            assertRefused(render, status: 1, naming: [dir.appendingPathComponent("manifest").path])
            let merge = try gallery(["merge", dir.path], limit: 30)
            assertRefused(merge, status: 1, naming: ["manifest-shard-2-of-2.journal"])
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frame_000000.png").path), "frames already written stay")
        }
    }

    /// Item 3: a shard manifest edited to `"fps": 1e308` or `"duration": 1e300` trapped merge
    /// (SIGILL); now merge exits 1 naming the manifest and the parameter.
    func testMergeOfAManifestWithHugeValuesExitsWithOne() throws {
        for (field, value) in [("fps", 1e308), ("duration", 1e300)] {
            let out = scratch.appendingPathComponent("huge-\(field)")
            XCTAssertEqual(
                try gallery(["render", "drag-box", "--size", "60x40", "--fps", "10", "--duration", "0.5", "--shard", "1/2", "--out", out.path]).status, 0)
            let url = out.appendingPathComponent("drag-box/manifest-shard-1-of-2.json")
            var m = try FrameManifest.read(url)
            if field == "fps" { m.fps = value } else { m.duration = value }
            try JSONEncoder().encode(m).write(to: url)
            let run = try gallery(["merge", out.path], limit: 30)
            assertRefused(run, status: 1, naming: ["manifest-shard-1-of-2.json", field])
        }
    }

    /// Item 15: `merge --render-missing` rendered at whatever size a forged manifest gave, past
    /// render's 8,192-pixel cap; now it refuses (exit 2) naming the cap, rendering nothing.
    func testRenderMissingRefusesAForgedFrameSizeOverTheCap() throws {
        let out = scratch.appendingPathComponent("forged")
        XCTAssertEqual(
            try gallery(["render", "drag-box", "--size", "60x40", "--fps", "10", "--duration", "0.5", "--shard", "1/2", "--out", out.path]).status, 0)
        let dir = out.appendingPathComponent("drag-box")
        let url = dir.appendingPathComponent("manifest-shard-1-of-2.json")
        var m = try FrameManifest.read(url)
        m.width = 9000
        m.pixelWidth = 9000
        try JSONEncoder().encode(m).write(to: url)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.sorted()
        let run = try gallery(["merge", dir.path, "--render-missing", "--jobs", "1"], limit: 60)
        assertRefused(run, status: 2, naming: ["--render-missing", "9000x40 pixels", "at most 8192 pixels per side"], within: 60)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.sorted(), before)
    }
}
