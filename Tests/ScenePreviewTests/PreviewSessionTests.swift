import Foundation
import XCTest
@testable import ScenePreview

/// A session's takes: each finished attempt is a generation; a failure keeps the last good take.
final class PreviewSessionTests: XCTestCase {
    func testEachTakeIsANewGenerationAndOnlyTheCurrentFolderIsKept() throws {
        let root = try temporaryFolder(self, "session")
        let session = PreviewSession(
            sceneName: "s", workDirectory: root, reviewDirectory: nil, build: nil,
            render: solidFramesRender(count: 3))
        XCTAssertEqual(session.generation, 0)
        session.refresh(rebuild: false)
        session.refresh(rebuild: false)
        XCTAssertEqual(session.generation, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["take-2"])
        XCTAssertEqual(session.take?.frames.count, 3)
        XCTAssertEqual(session.take?.duration, 0.2, "3 frames at 10 fps: the last at t = 0.2 s")
    }

    func testAFailedRenderKeepsTheLastTakeAndNamesTheError() throws {
        let root = try temporaryFolder(self, "session")
        let fail = Counter()
        let good = solidFramesRender(count: 3)
        let session = PreviewSession(sceneName: "s", workDirectory: root, reviewDirectory: nil, build: nil) { folder in
            fail.increment()
            if fail.value == 2 { throw PreviewError.stepFailed(step: "render", output: "exit status 1") }
            return try good(folder)
        }
        session.refresh(rebuild: false)
        session.refresh(rebuild: false)
        XCTAssertEqual(session.generation, 2)
        XCTAssertEqual(session.error, "rendering failed:\nrender failed\nexit status 1")
        XCTAssertEqual(session.take?.frames.first?.deletingLastPathComponent().lastPathComponent, "take-1")
        session.refresh(rebuild: false)
        XCTAssertNil(session.error, "a take that works clears the error")
    }

    func testAFolderWithoutFramesIsAnErrorNamingIt() throws {
        let root = try temporaryFolder(self, "session")
        XCTAssertThrowsError(try PreviewTake.read(from: root, fps: 60)) { error in
            XCTAssertEqual("\(error)", "reading the frames failed\nno frame_NNNNNN.png files in \(root.path)")
        }
    }

    func testPlotsShowOnlySeriesThatMove() {
        let still = MotionSeries(path: "root", property: "opacity", times: [0, 1], values: [1, 1])
        let moving = MotionSeries(path: "root/box", property: "offset[1]", times: [0, 0.5, 1], values: [0, 80, 100])
        let html = MotionPlot.html([still, moving], duration: 1)
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, 1)
        XCTAssertTrue(html.contains("root/box · offset[1]"))
        XCTAssertTrue(html.contains("1 series that do not move are not plotted"))
        // x = 72 + t × 560 px, y = 8 + (1 − (v − 0) / 100) × 90 px: (72, 98), (352, 26), (632, 8).
        XCTAssertTrue(html.contains("points=\"72.00,98.00 352.00,26.00 632.00,8.00\""), html)
    }

    func testHTTPRequestParsingDropsDotSegmentsAndTheQuery() throws {
        let r = try HTTPRequest(head: Data("GET /frames/./3.png?g=2 HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        XCTAssertEqual(r, HTTPRequest(method: "GET", segments: ["frames", "3.png"], query: "g=2", host: "x"))
        XCTAssertThrowsError(try HTTPRequest(head: Data("GET /a/../b HTTP/1.1\r\n\r\n".utf8))) { error in
            XCTAssertEqual((error as? HTTPRequest.Refusal)?.status, 403)
        }
        XCTAssertThrowsError(try HTTPRequest(head: Data("GET http://example.com/ HTTP/1.1\r\n\r\n".utf8))) { error in
            XCTAssertEqual((error as? HTTPRequest.Refusal)?.status, 400)
        }
    }
}
