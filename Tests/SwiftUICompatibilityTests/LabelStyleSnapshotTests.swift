import SceneGraph
import SceneTesting
import XCTest

/// Label styles of an app's own (LabelStyleScenes.swift): `makeBody(configuration:)` is drawn
/// with the label's title and icon, and `Label(configuration)` inside a style draws the default.
@MainActor
final class LabelStyleSnapshotTests: XCTestCase {
    func testCustomLabelStyles() async throws {
        assertSnapshot(of: LabelStylePanel(), at: 0, size: CGSize(width: 320, height: 300))
        let host = try SceneHost(LabelStylePanel(), size: CGSize(width: 320, height: 300))
        let texts = host.displayList().items.compactMap { item -> (String, CGFloat)? in
            if case .text(let t, let transform) = item { (t.string, t.frame.applying(transform).minX) } else { nil }
        }
        let glyphs = host.displayList().items.compactMap { item -> CGFloat? in
            if case .text(let t, let transform) = item, t.string.unicodeScalars.first.map({ $0.value >= 0xE000 && $0.value < 0xF900 }) == true {
                t.frame.applying(transform).minX
            } else { nil }
        }
        // The trailing-icon style puts the title first: "Next meeting" starts at the padding.
        XCTAssertEqual(texts.first { $0.0 == "Next meeting" }?.1 ?? -1, 16, accuracy: 0.5)
        XCTAssertFalse(texts.contains { $0.0 == "Icon only" }, "icon only: no title")
        XCTAssertTrue(texts.contains { $0.0 == "Title only" })
        XCTAssertFalse(glyphs.isEmpty)
    }
}
