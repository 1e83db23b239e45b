import Foundation
import XCTest
import SceneRender
@testable import ScenePreview
#if canImport(Glibc)
    import Glibc
#endif

/// A raw HTTP exchange with the preview server: the bytes are sent as written (no client
/// normalises `..` away), and the whole answer is read until the server closes (at most 10 s).
func rawRequest(_ text: String, port: UInt16) throws -> (status: Int, headers: String, body: Data) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw PreviewError.stepFailed(step: "socket", output: String(cString: strerror(errno))) }
    defer { close(fd) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw PreviewError.stepFailed(step: "connect", output: String(cString: strerror(errno))) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { break }
        answer.append(contentsOf: buffer[0..<n])
    }
    guard let split = answer.range(of: Data("\r\n\r\n".utf8)) else {
        throw PreviewError.stepFailed(step: "reading the answer", output: String(decoding: answer, as: UTF8.self))
    }
    let head = String(decoding: answer[..<split.lowerBound], as: UTF8.self)
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? -1
    return (status, head, Data(answer[split.upperBound...]))
}

func get(_ path: String, port: UInt16) throws -> (status: Int, headers: String, body: Data) {
    try rawRequest("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
}

/// A fresh temporary folder, removed by the test's teardown.
func temporaryFolder(_ test: XCTestCase, _ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
}

/// Colour of test frame k: red k × 40, green 100, blue 200 - k × 40 (frames 0…4 all differ).
func testFrameColour(_ k: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    (UInt8(k * 40), 100, UInt8(200 - k * 40), 255)
}

/// A render step writing `count` solid 40×30 frames (colour `testFrameColour(k)`) and one
/// motion series (value k × 10 at frame k) into the folder, as a scene's render would.
func solidFramesRender(count: Int, fps: Double = 10) -> PreviewSession.Render {
    { folder in
        for k in 0..<count {
            let name = String(format: "frame_%06d.png", k)
            try RenderedImage(width: 40, height: 30, fill: testFrameColour(k)).writePNG(to: folder.appendingPathComponent(name))
        }
        let times = (0..<count).map { Double($0) / fps }
        let series = [MotionSeries(path: "root/box", property: "offset[0]", times: times, values: times.map { $0 * fps * 10 })]
        try JSONEncoder().encode(series).write(to: folder.appendingPathComponent(PreviewTake.motionFileName))
        return try PreviewTake.read(from: folder, fps: fps)
    }
}

/// Debian's chromium on PATH, or the test is skipped.
func chromium() throws -> String {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        for name in ["chromium", "chromium-browser"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
    }
    throw XCTSkip("Chromium is not installed, so the preview page cannot be opened; `make test` installs Debian's chromium")
}

/// Runs headless Chromium on `url` with `mode` (`--dump-dom` or `--screenshot=<file>`) in a
/// window of `window` (width,height) px, waiting at most 120 s; returns its standard output.
func runChromium(_ browser: String, _ mode: String, url: String, in dir: URL, window: String = "1000,900") throws -> String {
    let out = dir.appendingPathComponent("chromium-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    let handle = try FileHandle(forWritingTo: out)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
        "--user-data-dir=\(dir.appendingPathComponent("profile-\(UUID().uuidString)").path)",
        "--virtual-time-budget=3000", "--window-size=\(window)", mode, url
    ]
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
        process.terminate()
        XCTFail("chromium did not finish within 120 s")
    }
    return (try? String(contentsOf: out, encoding: .utf8)) ?? ""
}

/// A take for the studio: `count` solid 40×30 frames (colour `testFrameColour(k)`, so count ≤ 6)
/// at 10 fps, the motion of three views (two moving, one still) and an input script's gestures
/// (a tap at 0.1 s, a drag from 0.2 s to 0.35 s), written as a scene's render writes them.
///
/// With 5 frames (0…0.4 s): `Stack/Card[0]` moves 0.1…0.4 s (offset[0] 0.1…0.3, opacity
/// 0.3…0.4), `Stack/Card[1]` 0…0.1 s (scale), `Still` not at all.
func studioRender(count: Int = 5) -> PreviewSession.Render {
    { folder in
        for k in 0..<count {
            let name = String(format: "frame_%06d.png", k)
            try RenderedImage(width: 40, height: 30, fill: testFrameColour(k)).writePNG(to: folder.appendingPathComponent(name))
        }
        let times = (0..<count).map { Double($0) / 10 }
        func values(_ v: [Double]) -> [Double] { (0..<count).map { v[min($0, v.count - 1)] } }
        let motion = [
            MotionSeries(path: "Stack/Card[0]", property: "offset[0]", times: times, values: values([0, 0, 5, 10, 10])),
            MotionSeries(path: "Stack/Card[0]", property: "opacity", times: times, values: values([1, 1, 1, 1, 0.5])),
            MotionSeries(path: "Stack/Card[1]", property: "scale", times: times, values: values([1, 1.5])),
            MotionSeries(path: "Still", property: "rotation", times: times, values: values([0])),
        ]
        try JSONEncoder().encode(motion).write(to: folder.appendingPathComponent(PreviewTake.motionFileName))
        let input = [
            InputMark(kind: .tap, start: 0.1, end: 0.15, x: 20, y: 15, endX: 20, endY: 15, moves: 0),
            InputMark(kind: .drag, start: 0.2, end: 0.35, x: 5, y: 5, endX: 35, endY: 25, moves: 36),
        ]
        try JSONEncoder().encode(input).write(to: folder.appendingPathComponent(InputMark.fileName))
        return try PreviewTake.read(from: folder, fps: 10)
    }
}

/// The package's `.build/debug/gallery`, or the test is skipped.
func galleryExecutable() throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent(".build/debug/gallery")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw XCTSkip("no gallery binary at \(url.path); run `swift build --build-tests` first")
    }
    return url
}

/// Where the preview tests keep what a person should look at after a run (the studio's
/// screenshots): `<artifacts>/ScenePreviewTests/<name>/`, with `<artifacts>` the snapshot tests'
/// folder, `SNAPSHOT_ARTIFACTS` or the package's `.build/snapshot-artifacts`. Kept after the run.
func previewArtifactsFolder(_ name: String) throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }.map {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0)
    } ?? root.appendingPathComponent(".build/snapshot-artifacts")
    let dir = base.appendingPathComponent("ScenePreviewTests").appendingPathComponent(name)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// Starts `gallery preview <arguments>` in `dir` (no Package.swift there: no rebuilds) and
/// returns it with the port it prints (waiting at most 120 s for the first take). The test's
/// teardown stops it with SIGINT (SIGKILL when it does not end within 10 s).
func startGalleryPreview(_ test: XCTestCase, _ arguments: [String], in dir: URL) throws -> (process: Process, port: UInt16) {
    let out = dir.appendingPathComponent("preview-stdout-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    let handle = try FileHandle(forWritingTo: out)
    let p = Process()
    p.executableURL = try galleryExecutable()
    p.arguments = ["preview"] + arguments
    p.currentDirectoryURL = dir
    p.standardOutput = handle
    p.standardError = FileHandle.nullDevice
    try p.run()
    test.addTeardownBlock {
        if p.isRunning { kill(p.processIdentifier, SIGINT) }
        let stop = Date().addingTimeInterval(10)
        while p.isRunning && Date() < stop { Thread.sleep(forTimeInterval: 0.05) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        try? handle.close()
    }
    let deadline = Date().addingTimeInterval(120)
    while p.isRunning, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.1)
        let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        if let r = text.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
            let port = UInt16(text[r].dropFirst("http://127.0.0.1:".count).dropLast())
        {
            return (p, port)
        }
    }
    throw PreviewError.stepFailed(step: "gallery preview", output: (try? String(contentsOf: out, encoding: .utf8)) ?? "")
}
