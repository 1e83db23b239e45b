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

    /// The processes whose parent is `pid` (from /proc), with their command lines.
    func children(of pid: Int32) -> [(pid: Int32, command: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> (Int32, String)? in
            guard let child = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == pid, fields[0] != "Z" else { return nil }
            let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(name)/cmdline"))).map {
                String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            }
            return (child, command ?? "")
        }
    }

    /// Whether `pid` is a live process (not gone, not a zombie).
    func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    /// Issue 36 items 10 and 19: Ctrl-C during the first take (a long render) killed the preview
    /// but left its render running for up to an hour, recreating the temporary folder, which was
    /// world-readable. Now SIGINT stops the render and the preview at once, the folder is gone
    /// for good, it was 0700 while it existed, and the render's standard input is /dev/null.
    func testInterruptDuringATakeEndsTheRenderAndRemovesThePrivateFolder() throws {
        let dir = try temporaryFolder(self, "gallery-preview-interrupt")
        let tmp = dir.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = try galleryBinary()
        p.arguments = ["preview", "drag-box", "--no-watch", "--duration", "3600", "--fps", "60"]
        p.currentDirectoryURL = dir
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp.path
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var render: Int32?
        defer {
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            if let render, isAlive(render) { kill(render, SIGKILL) }
        }
        let deadline = Date().addingTimeInterval(60)
        while render == nil, p.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            render = children(of: p.processIdentifier).first { $0.command.contains(" render ") }?.pid
        }
        let child = try XCTUnwrap(render, "the take's render started")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child)/fd/0"), "/dev/null")
        let work = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: tmp.path).first { $0.hasPrefix("scene-preview-") })
        let mode = try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: tmp.appendingPathComponent(work).path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o777, 0o700, "the temporary folder is the user's only")
        kill(p.processIdentifier, SIGINT)
        let stop = Date().addingTimeInterval(10)
        while (p.isRunning || isAlive(child)) && Date() < stop { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(p.isRunning, "the preview ends within 10 s of SIGINT")
        XCTAssertFalse(isAlive(child), "its render ends with it")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tmp.appendingPathComponent(work).path), "the folder is removed and not made again")
    }
}
