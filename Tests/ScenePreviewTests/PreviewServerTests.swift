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
        let head = try rawRequest("HEAD /frames/0.png HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n", port: server.port)
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

    /// Issue 36 item 8: a web page of another site that points a name of its own at 127.0.0.1
    /// (DNS rebinding) read state.json, frames and the review page. Only the loopback names with
    /// the server's port are answered; a foreign Origin is refused too.
    func testOnlyTheLoopbackHostNamesWithThePortAreAnswered() throws {
        let (_, server, _) = try startedSession()
        let port = server.port
        func status(_ headers: String, _ path: String = "/state.json") throws -> Int {
            try rawRequest("GET \(path) HTTP/1.1\r\n\(headers)\r\n", port: port).status
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            XCTAssertEqual(try status("Host: \(host)\r\n"), 200, host)
        }
        for host in ["evil.example:\(port)", "127.0.0.1", "localhost", "127.0.0.1:\(port &+ 1)", "127.0.0.1.evil.example:\(port)", ""] {
            for path in ["/state.json", "/frames/0.png", "/review/index.html", "/"] {
                let answer = try rawRequest("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n", port: port)
                XCTAssertEqual(answer.status, 403, "\(host) \(path)")
                XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains("Host"), "\(host)")
            }
        }
        XCTAssertEqual(try status(""), 403, "no Host header")
        XCTAssertEqual(try status("Host: 127.0.0.1:\(port)\r\nHost: 127.0.0.1:\(port)\r\n"), 400, "two Host headers")
        XCTAssertEqual(try status("Host: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n"), 403)
        XCTAssertEqual(try status("Host: 127.0.0.1:\(port)\r\nOrigin: null\r\n"), 403)
        XCTAssertEqual(try status("Host: 127.0.0.1:\(port)\r\nOrigin: http://localhost:\(port)\r\n"), 200)
    }

    /// Issue 36 item 11: the read timeout was per `recv`, so a client sending a header byte every
    /// few seconds held a connection (eight of them the whole server) forever. Now the timeout
    /// bounds the whole head: the trickling client is answered 408 and dropped.
    func testATricklingClientIsDroppedWhenTheHeadsTimeIsUp() throws {
        let (_, server, _) = try startedSession() // readTimeout 2 s
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = server.port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        let start = Date()
        let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)
        var answer = Data()
        var closed = false
        var sent = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !closed, Date().timeIntervalSince(start) < 8 {
            if sent < head.count {
                _ = head.withUnsafeBytes { send(fd, $0.baseAddress! + sent, 1, Int32(MSG_NOSIGNAL)) }
                sent += 1
            } else {
                _ = send(fd, "a", 1, Int32(MSG_NOSIGNAL))
            }
            Thread.sleep(forTimeInterval: 0.25) // a byte every 0.25 s: each recv sees one well within 2 s
            while true {
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if n > 0 { answer.append(contentsOf: buffer[0..<n]); continue }
                if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { closed = true }
                break
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertTrue(closed, "the trickling connection is still open after \(elapsed) s")
        XCTAssertLessThan(elapsed, 4, "dropped at about readTimeout (2 s) after connecting")
        XCTAssertTrue(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408"), String(decoding: answer, as: UTF8.self))
    }

    /// Issue 36 item 12: `/frames/N.png` followed a symbolic link out of the take's folder (the
    /// same link under `/review/` was refused); now it is refused with 403 too.
    func testAFrameThatIsALinkOutOfTheTakeFolderIsRefused() throws {
        let (session, server, root) = try startedSession()
        let frame = try XCTUnwrap(session.take?.frames[2])
        try FileManager.default.removeItem(at: frame)
        try FileManager.default.createSymbolicLink(at: frame, withDestinationURL: root.appendingPathComponent("secret.txt"))
        let answer = try get("/frames/2.png", port: server.port)
        XCTAssertEqual(answer.status, 403)
        XCTAssertFalse(String(decoding: answer.body, as: UTF8.self).contains("secret"))
        XCTAssertEqual(try get("/frames/1.png", port: server.port).status, 200)
    }

    func testAPortInUseIsAnErrorNamingThePort() throws {
        let (_, server, _) = try startedSession()
        XCTAssertThrowsError(try PreviewServer(port: server.port, handler: { _ in .notFound })) { error in
            XCTAssertTrue("\(error)".contains("127.0.0.1:\(server.port)"), "\(error)")
        }
    }
}
