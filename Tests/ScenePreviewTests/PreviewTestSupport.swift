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

/// Runs headless Chromium on `url` with `mode` (`--dump-dom` or `--screenshot=<file>`), waiting
/// at most 120 s; returns its standard output.
func runChromium(_ browser: String, _ mode: String, url: String, in dir: URL) throws -> String {
    let out = dir.appendingPathComponent("chromium-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    let handle = try FileHandle(forWritingTo: out)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
        "--user-data-dir=\(dir.appendingPathComponent("profile-\(UUID().uuidString)").path)",
        "--virtual-time-budget=3000", "--window-size=1000,900", mode, url
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
