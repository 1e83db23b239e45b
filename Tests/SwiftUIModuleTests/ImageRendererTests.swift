import SwiftUI
import XCTest

/// `ImageRenderer` from `import SwiftUI`: a view at its ideal size, `scale` pixels per point,
/// transparent unless opaque.
@MainActor
final class ImageRendererTests: XCTestCase {
    struct Badge: View {
        var body: some View {
            Rectangle().fill(.red).frame(width: 30, height: 20).padding(5)
        }
    }

    func testRendersAtTheIdealSizeAndScale() async throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 2
        let image = try XCTUnwrap(renderer.uiImage)
        XCTAssertEqual(image.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image.scale, 2)
        let png = try XCTUnwrap(image.pngData())
        // The IHDR chunk's width and height: 80 × 60 pixels.
        XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 80, 0, 0, 0, 60])
        let pixels = try renderer.renderedImage()
        XCTAssertEqual(pixels.pixel(x: 2, y: 2).a, 0, "transparent padding")
        XCTAssertEqual(pixels.pixel(x: 40, y: 30).a, 255)
        renderer.isOpaque = true
        XCTAssertEqual(try renderer.renderedImage().pixel(x: 2, y: 2).a, 255)
        renderer.proposedSize = ProposedViewSize(width: 100, height: 50)
        XCTAssertEqual(renderer.uiImage?.size, CGSize(width: 40, height: 30), "a fixed frame keeps its size")
        renderer.scale = 0
        XCTAssertNil(renderer.uiImage)
    }
}
