import Foundation
@testable import SceneGraph
import XCTest

/// The app's accent colour from its catalog's `AccentColor` set (Xcode's default name for the
/// global accent colour), as iOS takes it; system blue without one. (The set is written to a
/// temporary folder: every test target shares one process, whose accent must stay iOS's blue.)
final class AccentColorTests: XCTestCase {
    func testAccentColorComesFromTheAccentColorSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accent-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: folder.appendingPathComponent("Assets.xcassets/Contents.json"))
        let json = #"""
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.600","red":"1.000"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))

        let accent = try XCTUnwrap(AssetStore.shared.accentColor(searching: [folder.path]))
        let resolved = accent.resolve(in: EnvironmentValues())
        XCTAssertEqual([resolved.red, resolved.green, resolved.blue], [1, 0.6, 0.2].map { Float($0) }, accuracy: 1e-6)
        XCTAssertNil(AssetStore.shared.accentColor(searching: [FileManager.default.temporaryDirectory.appendingPathComponent("none").path]))
        // This process's catalogs have no AccentColor set: iOS's blue.
        XCTAssertEqual(Color.accentColor, Color.systemAccentColor)
    }
}

private func XCTAssertEqual(_ a: [Float], _ b: [Float], accuracy: Float, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a)", file: file, line: line) }
}
