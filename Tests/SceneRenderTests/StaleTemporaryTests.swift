import XCTest
@testable import SceneRender

/// Item 11 of issue 18: the stale-temporary cleanup removed any `.*.tmp` entry older than ten
/// minutes in the output folder, a user's folder and its contents included. Now it removes only
/// regular files named as `AtomicFile.write` names its temporaries.
final class StaleTemporaryTests: XCTestCase {
    func testOnlyThisProgramsOldTemporaryFilesAreRemoved() throws {
        let dir = Draw.folder("stale-temporaries")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        let ours = dir.appendingPathComponent(".frame_000001.png.scenekit.elsewhere.4242.17.tmp")
        let userFile = dir.appendingPathComponent(".notes.tmp")
        let userFolder = dir.appendingPathComponent(".backup.tmp")
        let lookalikeFolder = dir.appendingPathComponent(".frame_000002.png.scenekit.elsewhere.4242.18.tmp")
        try Data([1]).write(to: ours)
        try Data([2]).write(to: userFile)
        try fm.createDirectory(at: userFolder, withIntermediateDirectories: true)
        try Data([3]).write(to: userFolder.appendingPathComponent("precious.txt"))
        try fm.createDirectory(at: lookalikeFolder, withIntermediateDirectories: true)
        let hourAgo = Date().addingTimeInterval(-3600)
        for url in [ours, userFile, userFolder, lookalikeFolder] {
            try fm.setAttributes([.modificationDate: hourAgo], ofItemAtPath: url.path)
        }
        XCTAssertEqual(AtomicFile.removeStaleTemporaries(in: dir), 1)
        XCTAssertFalse(fm.fileExists(atPath: ours.path))
        XCTAssertTrue(fm.fileExists(atPath: userFile.path))
        XCTAssertTrue(fm.fileExists(atPath: userFolder.appendingPathComponent("precious.txt").path))
        XCTAssertTrue(fm.fileExists(atPath: lookalikeFolder.path), "a folder is never removed")
    }
}

/// Item 12 of issue 18: `filePrefix = "../../x_"` wrote frames outside the output folder.
@MainActor
final class FilePrefixTests: XCTestCase {
    func testPrefixThatLeavesTheFolderIsRefused() async throws {
        let dir = Draw.folder("file-prefix")
        defer { try? FileManager.default.removeItem(at: dir) }
        for prefix in ["../../x_", "sub/x_", ".hidden_", "a\0b"] {
            var recorder = FrameRecorder(size: CGSize(width: 8, height: 8))
            recorder.filePrefix = prefix
            XCTAssertThrowsError(try recorder.record(Rectangle(), duration: 0, to: dir), prefix) { error in
                XCTAssertTrue("\(error)".contains("filePrefix"), "\(error)")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.deletingLastPathComponent().path).filter { $0.hasPrefix("x_") }, [])
    }
}
