import XCTest
@testable import SceneCommand

/// #18 items 12 and 13: `gallery render` writes only inside the folder chosen with --out, under
/// the name given: a symbolic link in its place is refused, and so is a name that is not UTF-8.
@MainActor
final class OutputFolderSafetyTests: XCTestCase {
    nonisolated(unsafe) var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("output-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Runs `script` with /bin/sh, `$0` being the gallery binary (so arguments can hold any bytes).
    func shell(_ script: String) throws -> (status: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", script, try galleryBinary().path]
        p.currentDirectoryURL = scratch
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func contents(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// A scene folder inside --out that is a symbolic link to another folder was followed, so
    /// the frames landed outside --out. Now: exit 1, a message naming the link and its target,
    /// and nothing written in the target.
    func testSymlinkedSceneFolderInsideOutIsRefused() async throws {
        let out = scratch.appendingPathComponent("out"), elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("drag-box"), withDestinationURL: elsewhere)
        let run = try shell("\"$0\" render drag-box --duration 0 --jobs 1 --out out")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("out/drag-box is a symbolic link (to \(elsewhere.path))"), run.stderr)
        XCTAssertEqual(contents(elsewhere), [])
    }

    /// The manifest's journal is appended to: a symbolic link in its place would have been
    /// followed to a file outside. Now the render stops with exit 1 naming it, and the file the
    /// link points to is not created.
    func testSymlinkedJournalIsNotFollowed() async throws {
        let scene = scratch.appendingPathComponent("out/drag-box")
        try FileManager.default.createDirectory(at: scene, withIntermediateDirectories: true)
        let victim = scratch.appendingPathComponent("victim.txt")
        try FileManager.default.createSymbolicLink(at: scene.appendingPathComponent("manifest.journal"), withDestinationURL: victim)
        let run = try shell("\"$0\" render drag-box --duration 0 --jobs 1 --out out")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("manifest.journal: is a symbolic link"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: victim.path))
    }

    /// `--out` of the bytes "frames-" 0xFF became a folder named "frames-\u{FFFD}". Now: exit 2,
    /// a message naming --out and the bad byte, and no folder at all.
    func testNonUTF8OutIsRefused() async throws {
        let run = try shell("\"$0\" render drag-box --duration 0 --out \"$(printf 'frames-\\377')\"")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--out 'frames-\u{FFFD}' is not valid UTF-8 (byte 0xFF at offset 7)"), run.stderr)
        XCTAssertEqual(contents(scratch), [])
    }

    /// The check itself: the option is named in both spellings, a lone argument by its
    /// position, and UTF-8 (also outside ASCII) passes.
    func testArgumentsThatAreNotUTF8AreNamed() async {
        let bad: [UInt8] = [0x61, 0xC3] // "a" then a truncated two-byte sequence
        XCTAssertEqual(
            ArgumentBytes.firstNonUTF8([Array("render".utf8), Array("--out".utf8), bad]),
            "--out 'a\u{FFFD}' is not valid UTF-8 (byte 0xC3 at offset 1); file and scene names must be UTF-8, "
                + "or the folder written would have another name")
        XCTAssertTrue(ArgumentBytes.firstNonUTF8([Array("--out=x".utf8) + [0xFE]])?.hasPrefix("--out 'x\u{FFFD}' is not valid UTF-8 (byte 0xFE at offset 1)") == true)
        XCTAssertTrue(ArgumentBytes.firstNonUTF8([[0x80]])?.hasPrefix("argument 1 ") == true)
        XCTAssertNil(ArgumentBytes.firstNonUTF8([Array("render".utf8), Array("--out".utf8), Array("Bilder ✓ 画像".utf8)]))
    }
}
