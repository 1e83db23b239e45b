import Foundation
import SceneAssets
import XCTest

/// Catalogs reached through symbolic links: a resource bundle linked beside an executable, and a
/// linked folder inside it.
final class LinkedCatalogTests: XCTestCase {
    func testCatalogsInLinkedFoldersAreFound() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("linked-catalogs-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let real = root.appendingPathComponent("real")
        try fm.createDirectory(at: real.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("more/Extra.xcassets"), withIntermediateDirectories: true)
        let beside = root.appendingPathComponent("beside")
        try fm.createDirectory(at: beside, withIntermediateDirectories: true)
        try fm.createSymbolicLink(at: beside.appendingPathComponent("App_App.resources"), withDestinationURL: real)
        try fm.createSymbolicLink(at: real.appendingPathComponent("linked"), withDestinationURL: root.appendingPathComponent("more"))

        let viaBundle = AssetCatalog.catalogs(in: beside.appendingPathComponent("App_App.resources"))
        XCTAssertEqual(viaBundle.map(\.lastPathComponent), ["Assets.xcassets", "Extra.xcassets"])
        XCTAssertEqual(AssetCatalog.catalogs(in: beside).map(\.lastPathComponent), ["Assets.xcassets", "Extra.xcassets"])
    }
}
