import XCTest
import SceneGraph
@testable import SceneRender

/// A resizable SF Symbol fills its frame as iOS scales a symbol image whose bounds hug the
/// glyph: its ink meets the frame's nearer sides at `Image.resizableInkFill` (0.965) of them,
/// centred.
@MainActor
final class ResizableSymbolTests: XCTestCase {
    /// `person` and `arrow.right` in 100 × 100 frames inside 200 × 200 canvases: the ink's
    /// larger side is 96.5 points (± 1.5 for antialiasing and the glyph's curves), centred within
    /// a point and a half. Before, the glyph kept the ratio of a fixed symbol's ink to its frame
    /// (0.847) with the icon font's own margins inside it: `arrow.right` inked 67 points.
    func testResizableSymbolInkFillsItsFrame() async throws {
        for name in ["person", "arrow.right", "globe"] {
            let view = Image(systemName: name).resizable().scaledToFit().frame(width: 100, height: 100)
                .frame(width: 200, height: 200).background(Color.white)
            let box = try Draw.view(view, 200, 200).inkBox(darkerThan: 128)
            let width = Double(box.x1 - box.x0), height = Double(box.y1 - box.y0)
            XCTAssertEqual(max(width, height), 96.5, accuracy: 1.5, "\(name): ink \(width) × \(height)")
            XCTAssertEqual(Double(box.x0 + box.x1) / 2, 100, accuracy: 1.5, "\(name): centred sideways")
            XCTAssertEqual(Double(box.y0 + box.y1) / 2, 100, accuracy: 1.5, "\(name): centred vertically")
        }
    }

    /// A wide frame: the ink meets the top and bottom and is centred sideways.
    func testResizableSymbolInAWideFrameMeetsItsHeight() async throws {
        let view = Image(systemName: "globe").resizable().frame(width: 160, height: 60)
            .frame(width: 200, height: 100).background(Color.white)
        let box = try Draw.view(view, 200, 100).inkBox(darkerThan: 128)
        XCTAssertEqual(Double(box.y1 - box.y0), 60 * 0.965, accuracy: 1.5)
        XCTAssertEqual(Double(box.x0 + box.x1) / 2, 100, accuracy: 1.5)
    }
}
