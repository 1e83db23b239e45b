import XCTest
@testable import Gallery
@testable import SceneCommand

/// Hostile arguments for every `gallery` option, as a table: each is refused with a message
/// naming the option and the valid values, and the documented exit code (2, usage error), both
/// when parsed and when run. `CommandArgumentsTests` has the common mistakes; this table adds
/// the rest of the hostile values (empty, negative, huge, NaN, non-numeric, malformed, odd
/// Unicode) for each option.
@MainActor
final class HostileCommandLineTests: XCTestCase {
    let scenes = GalleryCatalog.scenes.map(\.name)

    /// (arguments after `render`, words the message must contain)
    static let renderTable: [(args: [String], message: String)] = [
        // --fps: (0, 1000]
        (["--fps", "NaN"], "--fps 'NaN' is not finite"),
        (["--fps", "-inf"], "--fps '-inf' is not finite"),
        (["--fps", "-0"], "--fps '-0' must be above 0"),
        (["--fps", "1e-400"], "--fps '1e-400' must be above 0"),
        (["--fps", "1e9"], "--fps '1e9' is above 1000"),
        (["--fps", " 30"], "--fps ' 30' is not a number"),
        (["--fps", "30fps"], "--fps '30fps' is not a number"),
        (["--fps", "٣٠"], "--fps '٣٠' is not a number"),
        (["--fps", "1,5"], "--fps '1,5' is not a number"),
        (["--fps="], "--fps '' is empty"),
        // --duration: [0, 3600]
        (["--duration", ""], "--duration '' is empty"),
        (["--duration", "nan"], "--duration 'nan' is not finite"),
        (["--duration", "-0.001"], "--duration '-0.001' is below 0"),
        (["--duration", "abc"], "--duration 'abc' is not a number"),
        (["--duration", "99999999999999999999"], "--duration '99999999999999999999' is above 3600"),
        (["--duration"], "--duration needs a value"),
        // --size: WxH, each in (0, 16384]
        (["--size", ""], "--size '' is not of the form WxH"),
        (["--size", "x"], "--size 'x' is empty"),
        (["--size", "320x"], "--size '320x' is empty"),
        (["--size", "x240"], "--size 'x240' is empty"),
        (["--size", "320X240"], "--size '320X240' is not of the form WxH"),
        (["--size", "320x240x2"], "--size '320x240x2' is not of the form WxH"),
        (["--size", "nanx240"], "--size 'nanx240' is not finite"),
        (["--size", "320xinf"], "--size '320xinf' is not finite"),
        (["--size", "-320x240"], "--size '-320x240' must be above 0"),
        (["--size", "wxh"], "--size 'wxh' is not a number"),
        (["--size", "320×240"], "--size '320×240' is not of the form WxH"),
        (["--size", "1e6x1e6"], "--size '1e6x1e6' is above 16384"),
        // --scale: (0, 16]
        (["--scale", ""], "--scale '' is empty"),
        (["--scale", "nan"], "--scale 'nan' is not finite"),
        (["--scale", "-1"], "--scale '-1' must be above 0"),
        (["--scale", "two"], "--scale 'two' is not a number"),
        (["--scale", "1e308"], "--scale '1e308' is above 16"),
        // --jobs: 1...1024
        (["--jobs", ""], "--jobs '' is empty"),
        (["--jobs", "-1"], "--jobs '-1' is outside 1...1024"),
        (["--jobs", "1025"], "--jobs '1025' is outside 1...1024"),
        (["--jobs", "nan"], "--jobs 'nan' is not a whole number"),
        (["--jobs", "0x10"], "--jobs '0x10' is not a whole number"),
        (["--jobs", "٤"], "--jobs '٤' is not a whole number"),
        (["--jobs", "--"], "--jobs '--' is not a whole number"),
        // --shard: K/N, N in 1...1000000, 1 ≤ K ≤ N
        (["--shard", ""], "--shard '' is not of the form K/N"),
        (["--shard", "/"], "--shard '/' is empty"),
        (["--shard", "a/b"], "--shard 'a/b' is not a whole number"),
        (["--shard", "0/0"], "--shard '0/0' is outside 1...1000000"),
        (["--shard", "0/1000001"], "--shard '0/1000001' is outside 1...1000000"),
        (["--shard", "1/2/3"], "--shard '1/2/3' is not of the form K/N"),
        (["--shard", "99999999999999999999/2"], "is not a whole number"),
        // --frames: A..B, A...B, A..<B or A, indices ≥ 0
        (["--frames", ""], "--frames '' is empty"),
        (["--frames", ".."], "--frames '..' is empty"),
        (["--frames", "3.."], "--frames '3..' is empty"),
        (["--frames", "..3"], "--frames '..3' is empty"),
        (["--frames", "-1"], "--frames '-1' is outside"),
        (["--frames", "1...-2"], "--frames '1...-2' is outside"),
        (["--frames", "99999999999"], "--frames '99999999999' is outside"),
        (["--frames", "1.5"], "--frames '1.5' is not a whole number"),
        (["--frames", "nan"], "--frames 'nan' is not a whole number"),
        // --format: png, mp4, gif
        (["--format", ""], "--format '' is not a known format"),
        (["--format", "png,mp4"], "--format 'png,mp4' is not a known format"),
        (["--format", "pñg"], "--format 'pñg' is not a known format"),
        // --out: a folder, not empty, no NUL
        (["--out"], "--out needs a value"),
        (["--out", "a\u{0}b"], "contains a NUL character"),
        (["--out="], "--out '' is empty"),
        // --contact-sheet: no value, once
        (["--contact-sheet", "--contact-sheet"], "--contact-sheet is given more than once"),
        (["--contact-sheet="], "--contact-sheet takes no value"),
        // option names
        (["--"], "unknown option '--'"),
        (["---fps", "30"], "unknown option '---fps'"),
        (["--=30"], "unknown option '--'"),
        (["-f", "30"], "unknown option '-f'"),
        (["--FPS", "30"], "unknown option '--FPS'"),
        (["--fps\u{200B}", "30"], "unknown option"),
        // scene names: spaces, Unicode, look-alikes
        (["drag box"], "unknown scene 'drag box'"),
        (["drag-bøx"], "unknown scene 'drag-bøx' (did you mean 'drag-box'?)"),
        (["💥"], "unknown scene '💥'"),
        (["Drag-Box"], "unknown scene 'Drag-Box'"),
        (["ALL"], "unknown scene 'ALL'"),
        (["drag-box", ""], "unknown scene ''"),
        // conflicting options
        (["--format", "gif", "--contact-sheet"], "--contact-sheet needs PNG frames"),
        (["--frames", "1", "--frames", "2"], "--frames is given more than once"),
        (["--shard", "1/2", "--shard=2/2"], "--shard is given more than once"),
        (["--out", "a", "--out=b"], "--out is given more than once")
    ]

    /// Each hostile `render` argument is a usage error with a message containing the expected
    /// words (80 rows).
    func testHostileRenderArgumentsAreUsageErrorsNamingTheOption() async {
        XCTAssertEqual(Self.renderTable.count, 80)
        for (args, message) in Self.renderTable {
            let words = ["render"] + args
            do {
                let parsed = try CommandArguments.parse(words, sceneNames: scenes, program: "gallery")
                XCTFail("gallery \(words) parsed as \(parsed); expected an error containing \(message)")
            } catch {
                XCTAssertTrue(error.message.contains(message), "gallery \(words): \"\(error.message)\" lacks \"\(message)\"")
                XCTAssertEqual(error.topic, .render, "gallery \(words)")
            }
        }
    }

    /// Running each of them returns exit code 2 before anything is rendered or written.
    func testHostileRenderArgumentsExitWithTwo() async {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hostile never written \(UUID().uuidString)")
        for (args, _) in Self.renderTable {
            let words = ["render"] + args + (args.contains("--out") || args.contains(where: { $0.hasPrefix("--out=") }) ? [] : ["--out", out.path])
            XCTAssertEqual(gallery.run(words), SceneExitCode.usageError.rawValue, "gallery \(words)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "a refused command line wrote \(out.path)")
    }

    /// Values that parse but are out of range for a scene are refused by the plan, before any
    /// rendering, with exit code 2: a canvas below one pixel, too many frames, frames past the end.
    func testValuesValidAloneButNotTogetherExitWithTwo() async {
        let table: [[String]] = [
            ["render", "drag-box", "--size", "0.001x0.001"], // 0.001 pt at scale 1 is below 1 pixel
            ["render", "drag-box", "--size", "10x10", "--scale", "0.01"], // 0.1 pixel
            ["render", "drag-box", "--size", "16384x16384"], // 16384 pixels, above 8192
            ["render", "drag-box", "--frames", "0..2147483647"], // past the last frame
            ["render", "drag-box", "--duration", "0", "--frames", "1"] // a 0 s recording has frame 0 only
        ]
        for words in table {
            XCTAssertEqual(gallery.run(words), SceneExitCode.usageError.rawValue, "gallery \(words)")
        }
    }

    /// Other commands with hostile words: exit code 2.
    func testHostileWordsForOtherCommandsExitWithTwo() async {
        let table: [[String]] = [
            [""], [" "], ["-"], ["--"], ["\u{0}"], ["list", ""], ["list", "--orphans"], ["snapshots", ""],
            ["snapshots", "--orphans", "--orphans2"], ["help", ""], ["help", "main"], ["help", "render", "list"],
            ["rènder"], ["RENDER"]
        ]
        for words in table {
            XCTAssertEqual(gallery.run(words), SceneExitCode.usageError.rawValue, "gallery \(words.debugDescription)")
        }
    }

    /// `--frames 1..1 --shard 1/2` selects no frame (frame 1 is in shard 2): a valid request
    /// that writes nothing, exit code 0, and the contact sheet is skipped, not a crash.
    func testDisjointFramesAndShardWriteNothingAndSucceed() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hostile empty ✓ \(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        XCTAssertEqual(
            gallery.run([
                "render", "drag-box", "--duration", "0.2", "--fps", "10", "--frames", "1..1",
                "--shard", "1/2", "--contact-sheet", "--out", out.path
            ]), 0)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("drag-box").path)) ?? []
        XCTAssertEqual(written.filter { $0.hasSuffix(".png") }, [], "no frame (the manifest may be there)")
    }

    /// 20,000 random command lines (1–6 words drawn from commands, options, scene names, numbers,
    /// ranges and junk, sometimes spliced with "=" or cut short) never trap the parser: each
    /// parses (and a render plan is made or refused with a message), or fails with a non-empty
    /// message. Seeded (SplitMix64 as in the property tests).
    func testRandomCommandLinesNeverTrapTheParser() async {
        let vocabulary =
            CommandArguments.commands + CommandArguments.renderOptions + scenes
            + [
                "all", "--orphans", "-h", "", " ", "=", "0", "-1", "1e308", "nan", "inf", "0x10", "1..2", "3..<3", "1...0",
                "2/3", "0/0", "WxH", "10x10", "😀", "\u{0}", "--fps=", "--size=1x", "9223372036854775807", "-9223372036854775808"
            ]
        var state: UInt64 = 0x5EED
        func next() -> UInt64 { // SplitMix64
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var parsed = 0, refused = 0
        for _ in 0..<20_000 {
            var words: [String] = []
            for _ in 0..<(1 + Int(next() % 6)) {
                var w = vocabulary[Int(next() % UInt64(vocabulary.count))]
                switch next() % 8 {
                case 0: w += "=" + vocabulary[Int(next() % UInt64(vocabulary.count))]
                case 1: w = String(w.prefix(Int(next() % 4)))
                default: break
                }
                words.append(w)
            }
            do {
                let invocation = try CommandArguments.parse(words, sceneNames: scenes, program: "gallery")
                parsed += 1
                // Planning checks every value against every scene before rendering: no trap either.
                if case .render(let options) = invocation, case .failure(let error) = gallery.plan(options) {
                    XCTAssertFalse(error.message.isEmpty, "\(words)")
                }
            } catch {
                XCTAssertFalse(error.message.isEmpty, "\(words)")
                refused += 1
            }
        }
        XCTAssertEqual(parsed + refused, 20_000)
        XCTAssertGreaterThan(parsed, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
