import XCTest

extension XCTestCase {
    /// The `gallery` executable built beside this test bundle (`swift build --build-tests`
    /// builds it), for tests that run it as a user does, as a process.
    ///
    /// - Throws: `XCTSkip` when it has not been built.
    func galleryBinary() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent(".build/debug/gallery")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("no gallery binary at \(url.path); run `swift build --build-tests` first")
        }
        return url
    }
}
