import Foundation
import SceneGraph
import XCTest

@testable import SceneRender

/// `Paint.image` (ImagePaint): an image tiled over a shape's bounding box.
final class ImagePaintRenderTests: XCTestCase {
    /// A 2×1 PNG, red then blue.
    private func twoPixels() throws -> String {
        let url = Draw.folder("image-paint").appendingPathComponent("two.png")
        try RenderedImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]).writePNG(to: url)
        return url.path
    }

    /// At scale 8 each pixel is an 8 pt square: red, blue, red… across from the box's left edge
    /// (x = 1), repeating down; sampled near each square's middle (the image is interpolated
    /// when magnified, so its edges blend).
    func testTilesRepeatFromTheShapeOrigin() throws {
        let path = try twoPixels()
        let paint = Paint.image(ImagePattern(path: path, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 8))
        let image = try Draw.image(30, 20, [.fill(Path(CGRect(x: 1, y: 0, width: 28, height: 20)), FillStyle(), paint, transform: .identity)])
        XCTAssertEqual(image.rgba(0, 4), [255, 255, 255, 255])  // outside the shape
        func isRed(_ p: [Int]) -> Bool { p[0] >= 220 && p[2] <= 35 }
        func isBlue(_ p: [Int]) -> Bool { p[2] >= 220 && p[0] <= 35 }
        XCTAssertTrue(isRed(image.rgba(4, 4)), "\(image.rgba(4, 4))")
        XCTAssertTrue(isBlue(image.rgba(12, 4)), "\(image.rgba(12, 4))")
        XCTAssertTrue(isRed(image.rgba(20, 12)), "\(image.rgba(20, 12))")
        XCTAssertTrue(isBlue(image.rgba(12, 18)), "\(image.rgba(12, 18))")
    }

    /// `sourceRect` picks the part tiled (the left half: all red); opacity mixes with the
    /// background.
    func testSourceRectAndOpacity() throws {
        let path = try twoPixels()
        let left = Paint.image(ImagePattern(path: path, sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 1))
        let image = try Draw.image(6, 2, [.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 2)), FillStyle(), left, transform: .identity)])
        for x in 0..<6 { XCTAssertEqual(image.rgba(x, 1), [255, 0, 0, 255], "x = \(x)") }
        let faded = try Draw.image(
            6, 2, [.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 2)), FillStyle(), left.multiplyingOpacity(by: 0.5), transform: .identity)])
        XCTAssertEqual(faded.rgba(2, 1)[1], 128, accuracy: 2)
    }

    /// A missing image paints nothing.
    func testMissingImagePaintsNothing() throws {
        let paint = Paint.image(ImagePattern(path: "/nowhere/missing-\(UUID()).png", sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1))
        let image = try Draw.image(4, 4, [.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), FillStyle(), paint, transform: .identity)])
        XCTAssertEqual(image.rgba(2, 2), [255, 255, 255, 255])
    }
}
