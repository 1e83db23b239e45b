import XCTest
@testable import SceneCommand

/// `preview`'s command line, as tables of words in and results out.
@MainActor
final class PreviewArgumentsTests: XCTestCase {
    let scenes = ["drag-box", "tap-rotate"]

    func parse(_ words: [String]) throws(UsageError) -> CommandInvocation {
        try CommandArguments.parse(words, sceneNames: scenes, program: "my-scenes")
    }

    func preview(_ change: (inout PreviewOptions) -> Void) -> CommandInvocation {
        var o = PreviewOptions()
        change(&o)
        return .preview(o)
    }

    func testPreviewCommandLinesParseToTheseOptions() async throws {
        let table: [(words: [String], expected: CommandInvocation)] = [
            (["preview"], .preview(PreviewOptions())),
            (["preview", "--help"], .help(.preview)),
            (["help", "preview"], .help(.preview)),
            (["preview", "tap-rotate"], preview { $0.name = "tap-rotate" }),
            (
                ["preview", "--port", "8080", "drag-box"],
                preview {
                    $0.port = 8080; $0.name = "drag-box"
                }
            ),
            (["preview", "--port=0"], preview { $0.port = 0 }),
            (
                ["preview", "--fps", "30", "--duration", "1.5"],
                preview {
                    $0.fps = 30; $0.duration = 1.5
                }
            ),
            (["preview", "--no-watch"], preview { $0.watch = false }),
            (
                ["preview", "drag-box", "--write-motion", "m.json"],
                preview {
                    $0.name = "drag-box"; $0.writeMotion = "m.json"
                }
            ),
            (
                ["preview", "drag-box", "--write-motion", "m.json", "--write-input=i.json"],
                preview {
                    $0.name = "drag-box"; $0.writeMotion = "m.json"; $0.writeInput = "i.json"
                }
            ),
            (["preview", "--write-input", "-"], preview { $0.writeInput = "-" })
        ]
        for (words, expected) in table {
            XCTAssertEqual(try parse(words), expected, "\(words)")
        }
    }

    func testBadPreviewCommandLinesNameTheProblem() async {
        let table: [(words: [String], message: String)] = [
            (["preview", "drag-bx"], "unknown scene 'drag-bx' (did you mean 'drag-box'?); `my-scenes list` shows every scene"),
            (["preview", "drag-box", "tap-rotate"], "`my-scenes preview` takes one scene, got 'drag-box' and 'tap-rotate'"),
            (["preview", "--port", "65536"], "--port '65536' is outside 0...65535; expected a TCP port in 0...65535 (0: a free one)"),
            (["preview", "--port"], "--port needs a value (a TCP port in 0...65535 (0: a free one))"),
            (["preview", "--no-watch=yes"], "--no-watch takes no value, got 'yes'"),
            (["preview", "--fps", "0"], "--fps '0' must be above 0; expected frames per second in (0, 1000]"),
            (["preview", "--prot", "1"], "unknown option '--prot' (did you mean '--port'?)"),
            (["preview", "--write-input", ""], "--write-input '' is not a file name; expected a regular file to write (replaced whole), or - for standard output")
        ]
        for (words, message) in table {
            XCTAssertThrowsError(try parse(words), "\(words)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message, "\(words)")
                XCTAssertEqual((error as? UsageError)?.topic, .preview, "\(words)")
            }
        }
    }
}
