import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// The preview's HTTP server on 127.0.0.1, serving a session with five solid 40×30 frames.
final class PreviewServerTests: XCTestCase {
    func startedSession() throws -> (PreviewSession, PreviewServer, URL) {
        let root = try temporaryFolder(self, "preview-server")
        let review = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: review, withIntermediateDirectories: true)
        try Data("<h1>Snapshot review</h1>".utf8).write(to: review.appendingPathComponent("index.html"))
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        let session = PreviewSession(
            sceneName: "solid", workDirectory: root.appendingPathComponent("work"),
            reviewDirectory: review, build: nil, render: solidFramesRender(count: 5))
        session.refresh(rebuild: false)
        let server = try PreviewServer(readTimeout: 2, handler: session.respond)
        server.start()
        addTeardownBlock { server.stop() }
        return (session, server, root)
    }

    func testGetOfAFrameAnswersThatFramesPNG() throws {
        let (session, server, _) = try startedSession()
        let answer = try get("/frames/3.png?g=1", port: server.port)
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.headers.contains("Content-Type: image/png"))
        XCTAssertEqual(answer.body, try Data(contentsOf: XCTUnwrap(session.take?.frames[3])))
        let image = try PNGCodec.decode(answer.body)
        XCTAssertEqual(image.pixel(x: 20, y: 15).r, 120, "frame 3 is drawn with red 3 × 40")
    }

    func testUnknownPathsAndFramesOutOfRangeAre404() throws {
        let (_, server, _) = try startedSession()
        XCTAssertEqual(try get("/nothing-here", port: server.port).status, 404)
        XCTAssertEqual(try get("/frames/5.png", port: server.port).status, 404, "frames are 0…4")
        XCTAssertEqual(try get("/frames/-1.png", port: server.port).status, 404)
        XCTAssertEqual(try get("/review/missing.png", port: server.port).status, 404)
    }

    func testDotDotSegmentsAreRefusedWith403PlainOrPercentEncoded() throws {
        let (_, server, _) = try startedSession()
        for path in ["/review/../secret.txt", "/review/%2e%2e/secret.txt", "/review/%2E%2E%2Fsecret.txt", "/review/..%5csecret.txt"] {
            let answer = try get(path, port: server.port)
            XCTAssertEqual(answer.status, 403, path)
            XCTAssertFalse(String(decoding: answer.body, as: UTF8.self).contains("secret\n"), path)
        }
    }

    func testASymbolicLinkLeavingTheReviewFolderIsRefused() throws {
        let (_, server, root) = try startedSession()
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("artifacts/link.txt"),
            withDestinationURL: root.appendingPathComponent("secret.txt"))
        XCTAssertEqual(try get("/review/link.txt", port: server.port).status, 403)
    }

    func testTheReviewPageIsServedUnderReview() throws {
        let (_, server, _) = try startedSession()
        let answer = try get("/review/index.html", port: server.port)
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(String(decoding: answer.body, as: UTF8.self), "<h1>Snapshot review</h1>")
    }

    func testStateJSONCarriesTheGenerationAndFrameCount() throws {
        let (_, server, _) = try startedSession()
        let answer = try get("/state.json", port: server.port)
        let doc = try JSONDecoder().decode(PreviewSession.StateDocument.self, from: answer.body)
        XCTAssertEqual(doc, .init(generation: 1, status: "ready", frames: 5, fps: 10, error: nil))
    }

    func testMethodsOtherThanGetAndHeadAre405() throws {
        let (_, server, _) = try startedSession()
        XCTAssertEqual(try rawRequest("POST /state.json HTTP/1.1\r\nContent-Length: 0\r\n\r\n", port: server.port).status, 405)
        let head = try rawRequest("HEAD /frames/0.png HTTP/1.1\r\n\r\n", port: server.port)
        XCTAssertEqual(head.status, 200)
        XCTAssertTrue(head.body.isEmpty, "HEAD answers the headers only")
    }

    func testARequestHeadOver8KiBIs431() throws {
        let (_, server, _) = try startedSession()
        let big = "GET / HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: 9000) + "\r\n\r\n"
        XCTAssertEqual(try rawRequest(big, port: server.port).status, 431)
    }

    func testStopReturnsWhileAClientHoldsAnIdleConnection() throws {
        let (_, server, _) = try startedSession()
        let idle = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? rawRequest("GET / HTTP/1.1\r\n", port: server.port) // never sends the blank line
            idle.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(start), 4, "at most readTimeout (2 s) + 1 s, and a little slack")
        XCTAssertEqual(idle.wait(timeout: .now() + 5), .success, "the idle client is answered or dropped")
        XCTAssertThrowsError(try get("/", port: server.port), "nothing listens after stop()")
    }

    func testAPortInUseIsAnErrorNamingThePort() throws {
        let (_, server, _) = try startedSession()
        XCTAssertThrowsError(try PreviewServer(port: server.port, handler: { _ in .notFound })) { error in
            XCTAssertTrue("\(error)".contains("127.0.0.1:\(server.port)"), "\(error)")
        }
    }
}
