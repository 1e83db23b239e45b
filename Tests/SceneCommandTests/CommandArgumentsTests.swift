import XCTest
@testable import SceneCommand
import SceneRender

/// The command line, as tables of words in and results out.
@MainActor
final class CommandArgumentsTests: XCTestCase {
    let scenes = ["drag-box", "tap-rotate", "swipe-task"]

    func parse(_ words: [String]) throws(UsageError) -> CommandInvocation {
        try CommandArguments.parse(words, sceneNames: scenes, program: "my-scenes")
    }

    func options(_ change: (inout RenderOptions) -> Void) -> CommandInvocation {
        var o = RenderOptions()
        change(&o)
        return .render(o)
    }

    func testValidCommandLinesParseToTheseInvocations() async throws {
        let table: [(words: [String], expected: CommandInvocation)] = [
            ([], .render(RenderOptions())),
            (["--help"], .help(.main)),
            (["-h"], .help(.main)),
            (["help"], .help(.main)),
            (["help", "render"], .help(.render)),
            (["help", "--help"], .help(.main)),
            (["help", "render", "-h"], .help(.main)),
            (["render", "--help"], .help(.render)),
            (["render", "drag-box", "--fps", "nan", "--help"], .help(.render)),
            (["list", "--help"], .help(.list)),
            (["snapshots", "--help"], .help(.snapshots)),
            (["list"], .list),
            (["snapshots", "--orphans"], .snapshotOrphans),
            (["render"], .render(RenderOptions())),
            (["render", "all"], options { $0.names = ["drag-box", "tap-rotate", "swipe-task"] }),
            (["render", "swipe-task", "drag-box", "swipe-task"], options { $0.names = ["swipe-task", "drag-box"] }),
            (["render", "--out", "my frames/été"], options { $0.out = "my frames/été" }),
            (["render", "--out=x y"], options { $0.out = "x y" }),
            (["render", "--fps", "24"], options { $0.fps = 24 }),
            (["render", "--fps=1000"], options { $0.fps = 1000 }),
            (["render", "--duration", "0"], options { $0.duration = 0 }),
            (["render", "--duration", "2.5"], options { $0.duration = 2.5 }),
            (["render", "--size", "320x240"], options { $0.size = CGSize(width: 320, height: 240) }),
            (["render", "--scale", "2"], options { $0.scale = 2 }),
            (["render", "--frames", "10..20"], options { $0.frames = 10...20 }),
            (["render", "--frames", "10...20"], options { $0.frames = 10...20 }),
            (["render", "--frames", "10..<20"], options { $0.frames = 10...19 }),
            (["render", "--frames", "7"], options { $0.frames = 7...7 }),
            (["render", "--shard", "1/4"], options { $0.shard = shard(1, of: 4) }),
            (["render", "--shard", "4/4"], options { $0.shard = shard(4, of: 4) }),
            (["render", "--jobs", "1"], options { $0.jobs = 1 }),
            (["render", "--format", "gif"], options { $0.format = .gif }),
            (["render", "--format", "MP4"], options { $0.format = .mp4 }),
            (["render", "--format", "mov"], options { $0.format = .mov }),
            (["render", "--format", "webm", "--background", "clear"], options { $0.format = .webm; $0.background = .some(nil) }),
            (["render", "--background", "#FF8000"], options { $0.background = .some(Color(red: 1, green: 128.0 / 255, blue: 0)) }),
            (["render", "--background=white"], options { $0.background = .some(.white) }),
            (["render", "--png-compression", "small"], options { $0.pngCompression = .small }),
            (["render", "--png-compression", "FAST"], options { $0.pngCompression = .fast }),
            (
                ["render", "--contact-sheet", "tap-rotate"],
                options {
                    $0.contactSheet = true; $0.names = ["tap-rotate"]
                }
            )
        ]
        for (words, expected) in table {
            XCTAssertEqual(try parse(words), expected, "my-scenes \(words.joined(separator: " "))")
        }
    }

    /// Each bad command line fails with a message containing these words.
    func testBadCommandLinesFailWithAMessageNamingTheProblem() async {
        let table: [(words: [String], message: String)] = [
            (["render", "drag-bx"], "unknown scene 'drag-bx' (did you mean 'drag-box'?)"),
            (["render", "tap-rotat"], "did you mean 'tap-rotate'?"),
            (["render", "zzzzzzzz"], "unknown scene 'zzzzzzzz'; `my-scenes list`"),
            (["render", "--fsp", "3"], "unknown option '--fsp' (did you mean '--fps'?)"),
            (["render", "--fps"], "--fps needs a value"),
            (["render", "--fps", ""], "--fps '' is empty"),
            (["render", "--fps", "abc"], "--fps 'abc' is not a number"),
            (["render", "--fps", "nan"], "--fps 'nan' is not finite"),
            (["render", "--fps", "inf"], "--fps 'inf' is not finite"),
            (["render", "--fps", "0"], "--fps '0' must be above 0"),
            (["render", "--fps", "-30"], "--fps '-30' must be above 0"),
            (["render", "--fps", "1001"], "--fps '1001' is above 1000"),
            (["render", "--duration", "-1"], "--duration '-1' is below 0"),
            (["render", "--duration", "1e400"], "--duration '1e400' is not finite"),
            (["render", "--duration", "3601"], "--duration '3601' is above 3600"),
            (["render", "--size", "320"], "--size '320' is not of the form WxH"),
            (["render", "--size", "0x240"], "--size '0x240' must be above 0"),
            (["render", "--size", "320x-1"], "--size '320x-1' must be above 0"),
            (["render", "--size", "99999x10"], "--size '99999x10' is above 16384"),
            (["render", "--scale", "0"], "--scale '0' must be above 0"),
            (["render", "--scale", "17"], "--scale '17' is above 16"),
            (["render", "--jobs", "0"], "--jobs '0' is outside 1...1024"),
            (["render", "--jobs", "2.5"], "--jobs '2.5' is not a whole number"),
            (["render", "--jobs", "99999999999999999999999"], "is not a whole number"),
            (["render", "--shard", "5/4"], "--shard '5/4' has shard number 5; shards of 4 are numbered 1…4"),
            (["render", "--shard", "0/4"], "--shard '0/4' has shard number 0; shards of 4 are numbered 1…4"),
            (["render", "--shard", "1/0"], "--shard '1/0' is outside 1...1000000"),
            (["render", "--shard", "-1/4"], "--shard '-1/4' has shard number -1; shards of 4 are numbered 1…4"),
            (["render", "--shard", "1"], "--shard '1' is not of the form K/N"),
            (["render", "--frames", "20..10"], "--frames '20..10' is empty (20 > 10)"),
            (["render", "--frames", "5..<5"], "--frames '5..<5' is empty (5 ≥ 5)"),
            (["render", "--frames", "-3..5"], "--frames '-3..5' is outside"),
            (["render", "--frames", "a..b"], "--frames 'a..b' is not a whole number"),
            (["render", "--format", "avi"], "--format 'avi' is not a known format; expected png, mp4, gif, mov or webm"),
            (["render", "--background", "teal"], "--background 'teal' is not a background; expected white, black, clear or #RRGGBB"),
            (["render", "--background", "#12345"], "--background '#12345' is not a background"),
            (["render", "--png-compression", "best"], "--png-compression 'best' is not a known compression; expected fast or small"),
            (["render", "--out", ""], "--out '' is empty"),
            (["render", "--fps", "30", "--fps", "60"], "--fps is given more than once"),
            (["render", "--contact-sheet=yes"], "--contact-sheet takes no value"),
            (["render", "--format", "mp4", "--contact-sheet"], "--contact-sheet needs PNG frames"),
            (["list", "extra"], "`my-scenes list` takes no arguments"),
            (["snapshots"], "`my-scenes snapshots` needs --orphans"),
            (["snapshots", "--orphan"], "unknown argument '--orphan' for `my-scenes snapshots` (did you mean '--orphans'?)"),
            (["rendr"], "unknown command 'rendr' (did you mean 'render'?)"),
            (["drag-box"], "to render that scene run `my-scenes render drag-box`"),
            (["--fps", "30"], "unknown option '--fps'; options follow a command"),
            (["help", "nonsense"], "unknown help topic 'nonsense'")
        ]
        for (words, message) in table {
            do {
                let result = try parse(words)
                XCTFail("my-scenes \(words.joined(separator: " ")) parsed as \(result); expected an error containing \(message)")
            } catch {
                XCTAssertTrue(error.message.contains(message), "my-scenes \(words.joined(separator: " ")): got \"\(error.message)\", expected it to contain \"\(message)\"")
            }
        }
    }

    /// Levenshtein distances of textbook pairs: kitten → sitting is 3 (k→s, e→i, +g).
    func testEditDistanceCountsInsertionsDeletionsAndSubstitutions() async {
        let table: [(String, String, Int)] = [
            ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
            ("flaw", "lawn", 2), ("drag-bx", "drag-box", 1), ("é", "e", 1)
        ]
        for (a, b, d) in table {
            XCTAssertEqual(CommandArguments.editDistance(a, b), d, "\(a) → \(b)")
        }
    }

    /// A word further than max(2, length / 3) edits from every candidate gets no suggestion.
    func testNoSuggestionWhenNothingIsClose() async {
        XCTAssertNil(CommandArguments.nearest(to: "xyz", among: scenes))
        XCTAssertEqual(CommandArguments.nearest(to: "swipe-tsak", among: scenes), "swipe-task")
    }

    /// --shard 2/3 and --frames 2..7 together write frames 4 and 7 (k in 2...7 with k % 3 == 1).
    func testFramesAndShardSelectTheirIntersection() async {
        var o = RenderOptions()
        o.frames = 2...7
        o.shard = shard(2, of: 3)
        XCTAssertEqual((0..<12).filter { o.selects(frame: $0) }, [4, 7])
    }

    /// N shards together select every frame exactly once.
    func testShardsPartitionTheFrames() async {
        let n = 4
        var hits = [Int](repeating: 0, count: 50)
        for i in 1...n {
            let shard = shard(i, of: n)
            for k in 0..<50 where shard.contains(frame: k) { hits[k] += 1 }
        }
        XCTAssertEqual(Set(hits), [1])
    }
}

/// Shard `number` of `count` (valid by construction in these tests: 1 ≤ number ≤ count).
func shard(_ number: Int, of count: Int) -> ShardSpec {
    do { return try ShardSpec(number, of: count) } catch { preconditionFailure("\(error)") }
}
