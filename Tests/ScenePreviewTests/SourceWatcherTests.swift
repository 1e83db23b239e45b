import Foundation
import XCTest
@testable import ScenePreview

/// The source watcher polls modification times and sizes under the watched folders.
final class SourceWatcherTests: XCTestCase {
    func sources() throws -> URL {
        let sources = try temporaryFolder(self, "watcher").appendingPathComponent("Sources/Scenes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("struct A {}\n".utf8).write(to: sources.appendingPathComponent("A.swift"))
        return sources.deletingLastPathComponent()
    }

    /// Saving a file sets its modification time a second later (explicitly, since a file
    /// system may store whole seconds only).
    func save(_ text: String, to file: URL) throws {
        let before = (try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) ?? Date()
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: before.addingTimeInterval(1)], ofItemAtPath: file.path)
    }

    func testAnUntouchedTreeIsNoChange() throws {
        let watcher = try SourceWatcher(roots: [try sources()], onChange: {})
        XCTAssertFalse(watcher.poll())
        XCTAssertFalse(watcher.poll())
    }

    func testEditingAddingAndRemovingAFileAreChanges() throws {
        let root = try sources()
        let file = root.appendingPathComponent("Scenes/A.swift")
        let watcher = try SourceWatcher(roots: [root], onChange: {})
        try save("struct A { var x = 1 }\n", to: file)
        XCTAssertTrue(watcher.poll(), "edited")
        XCTAssertFalse(watcher.poll(), "each change is reported once")
        try Data("struct B {}\n".utf8).write(to: root.appendingPathComponent("Scenes/B.swift"))
        XCTAssertTrue(watcher.poll(), "added")
        try FileManager.default.removeItem(at: file)
        XCTAssertTrue(watcher.poll(), "removed")
    }

    func testHiddenFilesSuchAsEditorSwapFilesAreIgnored() throws {
        let root = try sources()
        let watcher = try SourceWatcher(roots: [root], onChange: {})
        try Data("swap".utf8).write(to: root.appendingPathComponent("Scenes/.A.swift.swp"))
        XCTAssertFalse(watcher.poll())
    }

    func testASavedFileTriggersANewGenerationOfTheSession() throws {
        let root = try sources()
        let work = try temporaryFolder(self, "watcher-work")
        let builds = Counter()
        let session = PreviewSession(
            sceneName: "solid", workDirectory: work, reviewDirectory: nil,
            build: {
                builds.increment(); return nil
            }, render: solidFramesRender(count: 2))
        session.refresh(rebuild: false)
        XCTAssertEqual(session.generation, 1)
        let watcher = try SourceWatcher(roots: [root], interval: 0.05) { session.refresh(rebuild: true) }
        watcher.start()
        defer { XCTAssertTrue(watcher.stop()) }
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(session.generation, 1, "nothing saved, nothing rebuilt")
        try save("struct A { var y = 2 }\n", to: root.appendingPathComponent("Scenes/A.swift"))
        let deadline = Date().addingTimeInterval(10)
        while session.generation < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertEqual(session.generation, 2)
        XCTAssertEqual(builds.value, 1, "one save, one build")
    }

    func testAnIntervalOutOfRangeIsAnErrorNamingIt() {
        XCTAssertThrowsError(try SourceWatcher(roots: [], interval: 0, onChange: {})) { error in
            XCTAssertEqual("\(error)", "invalid interval 0.0; valid: 0.01...60 seconds")
        }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func increment() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
}
