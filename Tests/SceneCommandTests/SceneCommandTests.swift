import XCTest
import SceneRender
@testable import SceneCommand

/// A user's catalogue: entries in a `static let`, as `@main struct MyScenes: SceneCatalog` keeps
/// them (this compiles only while `SceneEntry` is Sendable and its view closure main-actor).
struct TestCatalog: SceneCatalog {
    static let scenes: [SceneEntry] = [
        SceneEntry("title", summary: "A still title card.", size: CGSize(width: 120, height: 80), duration: 0.5, fps: 10) {
            TitleCard()
        },
        SceneEntry(
            "tap-dot", size: CGSize(width: 120, height: 80), duration: 1,
            input: InputScript { Tap(at: CGPoint(x: 60, y: 40), time: 0.1) }
        ) {
            TappedDot()
        }
    ]
}

/// `SceneCommand` run for a catalogue other than the gallery's: program name, help, the
/// catalogue's checks, each scene's own frame rate, and frames equal to `FrameRecorder`'s.
@MainActor
final class SceneCommandTests: XCTestCase {
    let command = SceneCommand(scenes: TestCatalog.scenes, program: "my-scenes")

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("scene command ✓ \(UUID().uuidString)")
    }

    func pngNames(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// Every help text names the command by its program name and never as `gallery`.
    func testHelpNamesTheProgram() async {
        for topic in HelpTopic.allCases {
            let text = command.help(topic)
            XCTAssertTrue(text.contains("usage: my-scenes"), "\(topic): \(text)")
            XCTAssertFalse(text.contains("gallery"), "\(topic) help mentions gallery")
        }
    }

    /// The render help's examples use the catalogue's own scene names.
    func testRenderHelpExamplesUseTheCatalogueScenes() async {
        let text = command.help(.render)
        XCTAssertTrue(text.contains("  my-scenes render title\n"), text)
        XCTAssertTrue(text.contains("  my-scenes render tap-dot --fps 30 --scale 2 --contact-sheet"), text)
    }

    /// `--help` (and `-h`) after every command, and `help TOPIC`, is a success (exit 0).
    func testEveryCommandTakesHelp() async {
        for words in [
            ["--help"], ["-h"], ["help"], ["list", "--help"], ["render", "--help"], ["render", "title", "-h"],
            ["snapshots", "--help"], ["help", "render"], ["help", "list"], ["help", "snapshots"], ["help", "--help"]
        ] {
            XCTAssertEqual(command.run(words), 0, "my-scenes \(words.joined(separator: " "))")
        }
    }

    /// Messages name the program: `list` with an argument points at `my-scenes list`.
    func testUsageMessagesNameTheProgram() async {
        XCTAssertThrowsError(try command.parse(["list", "x"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "`my-scenes list` takes no arguments, got 'x'")
        }
    }

    /// `executableName` is the file name of the running executable (here the test bundle's
    /// runner, never a path).
    func testExecutableNameIsTheLastPathComponent() async {
        let expected = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        XCTAssertEqual(SceneCommand.executableName, expected)
        XCTAssertFalse(SceneCommand.executableName.contains("/"))
        XCTAssertEqual(SceneCommand(scenes: []).program, expected)
    }

    /// `list` prints the catalogue in order: name padded to the longest (7), size, duration, summary.
    func testListShowsEveryEntry() async {
        XCTAssertEqual(
            command.listing(),
            """
            title    120x80  0.5 s  A still title card.
            tap-dot  120x80  1.0 s
            """)
    }

    /// Every column is as wide as its longest value: a 1920×1080 scene's size is not cut
    /// (it printed `1920x108`), nor a duration of 1200 s.
    func testListColumnsFitTheirValues() async {
        let wide = SceneCommand(scenes: [
            SceneEntry("hd", summary: "Full HD.", size: CGSize(width: 1920, height: 1080), duration: 1200) { TitleCard() },
            SceneEntry("small", summary: "Small.", size: CGSize(width: 64.5, height: 48), duration: 2) { TitleCard() },
        ])
        XCTAssertEqual(
            wide.listing(),
            """
            hd     1920x1080  1200.0 s  Full HD.
            small  64.5x48    2.0 s     Small.
            """)
    }

    /// Issue 36, item 6: an entry whose canvas is NaN or beyond any integer trapped `list`
    /// (`render` refuses it, naming the size); `list` shows the numbers as they are.
    func testListShowsANonFiniteCanvasWithoutTrapping() async {
        let scenes = [
            SceneEntry("nan", size: CGSize(width: CGFloat.nan, height: 10), duration: 1) { TitleCard() },
            SceneEntry("huge", size: CGSize(width: 1e300, height: -CGFloat.infinity), duration: 1e300) { TitleCard() }
        ]
        let listing = SceneCommand(scenes: scenes, program: "p").listing()
        XCTAssertTrue(listing.hasPrefix("nan   nanx10"), listing)
        XCTAssertTrue(listing.contains("huge  1e+300x-inf"), listing)
        XCTAssertEqual(SceneCommand(scenes: scenes, program: "p").run(["list"]), 0)
    }

    /// Issue 36 item 3: a scene whose duration is 1e300 trapped `render all` (SIGILL in
    /// FrameTimes); now it is a usage error (exit 2) naming the scene, the duration and its range.
    func testASceneWithAHugeDurationIsAUsageErrorNotATrap() async {
        let scenes = [SceneEntry("forever", size: CGSize(width: 20, height: 20), duration: 1e300) { TitleCard() }]
        let huge = SceneCommand(scenes: scenes, program: "p")
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        guard case .failure(let error) = huge.plan(RenderOptions(), environment: [:]) else { return XCTFail("accepted") }
        XCTAssertTrue(error.message.contains("forever") && error.message.contains("duration"), error.message)
        XCTAssertTrue(error.message.contains("fewer than 10000000 frames"), error.message)
        XCTAssertEqual(huge.run(["render", "all", "--out", out.path]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written")
    }

    /// A catalogue with two scenes of one name, a scene named `all`, an empty name or a name
    /// with a slash is refused before any command runs: exit 2.
    func testInvalidCataloguesAreRefused() async {
        func entry(_ name: String) -> SceneEntry {
            SceneEntry(name, size: CGSize(width: 10, height: 10), duration: 0) { TitleCard() }
        }
        let table: [([String], String)] = [
            (["a", "a"], "two scenes are named 'a'"), (["all"], "named 'all'"), ([""], "empty name"),
            (["a/b"], "contains whitespace, '/' or NUL"), (["my scene"], "contains whitespace"), (["-x"], "starts with '-'"),
            ([".x"], "starts with '.'")
        ]
        for (names, message) in table {
            let scenes = names.map(entry)
            XCTAssertTrue(
                CatalogCheck.problem(in: scenes)?.contains(message) ?? false,
                "\(names): \(CatalogCheck.problem(in: scenes) ?? "accepted")")
            XCTAssertEqual(SceneCommand(scenes: scenes, program: "p").run(["list"]), 2, "\(names)")
        }
        XCTAssertNil(CatalogCheck.problem(in: TestCatalog.scenes))
    }

    /// `title` sets 10 fps: 0.5 s has frames 0...5 (ceil(0.5 × 10) + 1 = 6); `--fps 20` gives 11.
    func testEachSceneRendersAtItsOwnFrameRate() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        XCTAssertEqual(command.run(["render", "title", "--out", out.path, "--jobs", "1"]), 0)
        XCTAssertEqual(pngNames(in: out.appendingPathComponent("title")).count, 6)
        let out20 = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out20) }
        XCTAssertEqual(command.run(["render", "title", "--fps", "20", "--out", out20.path]), 0)
        XCTAssertEqual(pngNames(in: out20.appendingPathComponent("title")).count, 11)
    }

    /// The command's frames are the bytes `FrameRecorder` writes for the same view, canvas, frame
    /// rate and input: the command adds nothing of its own to a frame.
    func testRenderedFramesEqualTheRecordersFrames() async throws {
        let out = temporaryFolder(), direct = temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: direct)
        }
        XCTAssertEqual(command.run(["render", "tap-dot", "--fps", "10", "--out", out.path]), 0)
        let entry = try XCTUnwrap(command.scene(named: "tap-dot"))
        var recorder = FrameRecorder(size: entry.size, fps: 10)
        recorder.progressMode = .never
        let sequence = try recorder.record(TappedDot(), duration: entry.duration, input: entry.input, to: direct)
        XCTAssertEqual(sequence.frames.count, 11)
        let names = pngNames(in: direct)
        XCTAssertEqual(pngNames(in: out.appendingPathComponent("tap-dot")), names)
        for name in names {
            XCTAssertEqual(
                try Data(contentsOf: out.appendingPathComponent("tap-dot").appendingPathComponent(name)),
                try Data(contentsOf: direct.appendingPathComponent(name)), name)
        }
        // The tap moves the dot: the last frame differs from the first (so equal bytes mean something).
        XCTAssertNotEqual(
            try Data(contentsOf: direct.appendingPathComponent(names[0])),
            try Data(contentsOf: direct.appendingPathComponent(names[names.count - 1])))
    }

    /// A scene name the catalogue lacks is a usage error naming the command's `list`.
    func testUnknownSceneExitsWithTwo() async {
        XCTAssertEqual(command.run(["render", "titel"]), 2)
        XCTAssertThrowsError(try command.parse(["render", "titel"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown scene 'titel' (did you mean 'title'?); `my-scenes list` shows every scene")
        }
    }
}
