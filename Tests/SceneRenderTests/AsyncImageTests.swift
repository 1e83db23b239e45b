import Foundation
@testable import SceneGraph
import SceneRender
import XCTest

/// `AsyncImage` (Sources/SceneGraph/Views/AsyncImage.swift): file URLs load at once, remote and
/// nil URLs keep the placeholder, unreadable files fail.
@MainActor
final class AsyncImageTests: XCTestCase {
    private func items(_ view: some View) throws -> [DisplayItem] {
        try SceneHost(view, size: CGSize(width: 200, height: 200)).displayList().items
    }

    func testPhases() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("dot.png")
        try RenderedImage(width: 6, height: 4, pixels: [UInt8](repeating: 200, count: 6 * 4 * 4)).writePNG(to: png)
        let text = folder.appendingPathComponent("notes.png")
        try Data("not an image".utf8).write(to: text)

        func phaseName(_ url: URL?) -> String {
            switch AsyncImage<EmptyView>.load(url, scale: 2) {
            case .empty: return "empty"
            case .success: return "success"
            case .failure(let error): return "failure: \(error)"
            }
        }
        XCTAssertEqual(phaseName(png), "success")
        XCTAssertEqual(phaseName(nil), "empty")
        XCTAssertEqual(phaseName(URL(string: "https://example.com/cupcake.jpg")), "empty", "not fetched: the placeholder stays")
        XCTAssertEqual(phaseName(text), "failure: AsyncImage: \(text.path) is not a readable PNG or JPEG file")

        // A loaded image is drawn at its pixels ÷ scale points; the placeholder form shows it.
        let drawn = try items(AsyncImage(url: png, scale: 2) { $0 } placeholder: { Color.red })
        let image = drawn.compactMap { if case .image(let item, _) = $0 { item } else { nil } }.first
        XCTAssertEqual(image?.path, png.path)
        XCTAssertEqual(image?.frame.size, CGSize(width: 3, height: 2))
        let waiting = try items(AsyncImage(url: nil) { $0 } placeholder: { Color.red })
        XCTAssertTrue(waiting.allSatisfy { if case .image = $0 { false } else { true } })
        XCTAssertFalse(waiting.isEmpty, "the placeholder is drawn")
    }
}
