import XCTest
import SceneRender
@testable import MyScenes

/// The `my-scenes` executable, run as a user runs it: its list, its exit codes, and frames
/// byte-identical to what `FrameRecorder` writes for the same view.
final class MyScenesCommandTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `.build/debug/my-scenes` of this package (`swift build --build-tests` builds it).
    func binary() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(".build/debug/my-scenes")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("no my-scenes binary at \(url.path); run `swift build --build-tests` first")
        }
        return url
    }

    func run(_ args: [String]) throws -> Run {
        let p = Process()
        p.executableURL = try binary()
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("my scenes ✓ \(UUID().uuidString)")
    }

    func frames(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix("frame_") }.sorted()
    }

    /// `list` prints the four scenes in catalogue order and exits 0.
    func testListShowsTheCatalogue() throws {
        let r = try run(["list"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["intro", "drag-card", "progress", "brand-card"])
    }

    /// Help and messages name the program `my-scenes`; a mistake exits 2, an unknown scene too.
    func testMessagesNameTheProgramAndMistakesExitWithTwo() throws {
        let help = try run(["render", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: my-scenes render"), help.stdout)
        let typo = try run(["rendr"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.hasPrefix("my-scenes: unknown command 'rendr' (did you mean 'render'?)"), typo.stderr)
        XCTAssertEqual(try run(["render", "outro"]).status, 2)
        XCTAssertEqual(try run(["render", "intro", "--fps", "0"]).status, 2)
    }

    /// `progress` sets 30 fps: its 1.5 s are ceil(1.5 × 30) + 1 = 46 frames; intro for 0.5 s at
    /// --fps 10 is 6.
    func testRenderWritesTheSceneFrameCount() throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try run(["render", "progress", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(frames(in: out.appendingPathComponent("progress")).count, 46)
        XCTAssertEqual(try run(["render", "intro", "--duration", "0.5", "--fps", "10", "--out", out.path]).status, 0)
        XCTAssertEqual(frames(in: out.appendingPathComponent("intro")).count, 6)
    }

    /// The binary's drag-card frames (1 s at 10 fps: 11 frames) are the bytes `FrameRecorder`
    /// writes for `DragCard()` with the same canvas and input, and the drag shows in them.
    @MainActor
    func testBinaryFramesEqualTheRecordersFrames() async throws {
        let out = temporaryFolder(), direct = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: direct)
        }
        let r = try run(["render", "drag-card", "--duration", "1", "--fps", "10", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let entry = try XCTUnwrap(MyScenes.scenes.first { $0.name == "drag-card" })
        var recorder = FrameRecorder(size: entry.size, fps: 10)
        recorder.progressMode = .never
        _ = try recorder.record(DragCard(), duration: 1, input: entry.input, to: direct)
        let names = frames(in: direct).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(names.count, 11)
        XCTAssertEqual(frames(in: out.appendingPathComponent("drag-card")).filter { $0.hasSuffix(".png") }, names)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("drag-card/\(name)")),
                           try Data(contentsOf: direct.appendingPathComponent(name)), name)
        }
        // Frame 5 (0.5 s) is mid-drag: it differs from frame 0, so equal bytes mean something.
        XCTAssertNotEqual(try Data(contentsOf: direct.appendingPathComponent(names[0])),
                          try Data(contentsOf: direct.appendingPathComponent(names[5])))
    }
}
