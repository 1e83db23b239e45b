import Foundation
import XCTest
import SceneRender
@testable import ScenePreview

/// `gallery preview` end to end: the built `gallery` program (a client of SceneCommand) serves
/// a scene's take on 127.0.0.1, prints the address, and stops on SIGINT.
final class PreviewCommandTests: XCTestCase {
    func galleryBinary() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(".build/debug/gallery")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("no gallery binary at \(url.path); run `swift build --build-tests` first")
        }
        return url
    }

    /// tap-scale for 0.5 s at 10 fps: frames 0…5 (ceil(0.5 × 10) + 1 = 6), 400×300 pt.
    func testPreviewServesTheScenesFramesAndMotionAndStopsOnInterrupt() throws {
        let dir = try temporaryFolder(self, "gallery-preview") // no Package.swift: no rebuilds
        let out = dir.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let handle = try FileHandle(forWritingTo: out)
        defer { try? handle.close() }
        let p = Process()
        p.executableURL = try galleryBinary()
        p.arguments = ["preview", "tap-scale", "--no-watch", "--duration", "0.5", "--fps", "10"]
        p.currentDirectoryURL = dir
        p.standardOutput = handle
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        var port: UInt16?
        let deadline = Date().addingTimeInterval(120)
        while port == nil, p.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            if let r = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                port = UInt16(text[r].dropFirst("http://127.0.0.1:".count).dropLast())
            }
        }
        let served = try XCTUnwrap(port, "the address is printed: \((try? String(contentsOf: out, encoding: .utf8)) ?? "")")
        let state = try JSONDecoder().decode(PreviewSession.StateDocument.self, from: get("/state.json", port: served).body)
        XCTAssertEqual(state, .init(generation: 1, status: "ready", frames: 6, fps: 10, error: nil))
        let frame = try PNGCodec.decode(get("/frames/5.png", port: served).body)
        XCTAssertEqual(frame.width, 400, "tap-scale is 400×300 pt at scale 1")
        let motion = try JSONDecoder().decode([MotionSeries].self, from: get("/motion.json", port: served).body)
        XCTAssertFalse(motion.isEmpty)
        XCTAssertEqual(motion.first?.times, [0, 0.1, 0.2, 0.3, 0.4, 0.5], "one sample per frame")
        kill(p.processIdentifier, SIGINT)
        let stop = Date().addingTimeInterval(10)
        while p.isRunning && Date() < stop { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(p.isRunning, "stops within 10 s of SIGINT")
        XCTAssertEqual(p.terminationStatus, 0)
    }
}
