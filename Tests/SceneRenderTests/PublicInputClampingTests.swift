import XCTest
@testable import SceneRender

/// #18 item 5: public initialisers and functions that stopped the program on bad input now
/// clamp it, with one warning saying what they used.
final class PublicInputClampingTests: XCTestCase {
    /// A crop reaching outside the image (x −2, width 5 on a 4-pixel-wide image) keeps the part
    /// inside: columns 0…2 of the row; wholly outside gives an empty image.
    func testFilmstripCropOutsideTheImageIsClamped() {
        let pixels = (0..<4 * 2).flatMap { i -> [UInt8] in [UInt8(i), 0, 0, 255] } // 4 × 2, red = index
        let image = RenderedImage(width: 4, height: 2, pixels: pixels)
        let (crop, warnings) = WarningLog.capturing { Filmstrip.crop(image, PixelRect(x: -2, y: 1, width: 5, height: 9)) }
        XCTAssertEqual(crop.width, 3)
        XCTAssertEqual(crop.height, 1)
        XCTAssertEqual(stride(from: 0, to: crop.pixels.count, by: 4).map { crop.pixels[$0] }, [4, 5, 6], "row 1, columns 0…2")
        XCTAssertTrue(
            warnings.contains { $0.contains("Filmstrip.crop: -2,1 5x9 reaches outside the 4x2 image; using its part inside, 0,1 3x1") },
            "\(warnings)")
        let outside = WarningLog.capturing { Filmstrip.crop(image, PixelRect(x: 10, y: .max, width: .max, height: 3)) }.result
        XCTAssertEqual(outside.pixels.count, 0)
    }

    /// 10 bytes for a 2 × 2 image (16 expected) keep the one whole row they fill: 2 × 1;
    /// a negative size gives 0 × 0. Nothing traps.
    func testRenderedImageWithTheWrongPixelCountIsClamped() {
        let (image, warnings) = WarningLog.capturing { RenderedImage(width: 2, height: 2, pixels: [UInt8](repeating: 7, count: 10)) }
        XCTAssertEqual([image.width, image.height, image.pixels.count], [2, 1, 8])
        XCTAssertTrue(warnings.contains("RenderedImage: 10 bytes of pixels for 2x2 (width × height × 4 expected); using 2x1"), "\(warnings)")
        let negative = WarningLog.capturing { RenderedImage(width: -3, height: 5, pixels: [1, 2, 3, 4]) }.result
        XCTAssertEqual([negative.width, negative.height, negative.pixels.count], [0, 0, 0])
        let huge = WarningLog.capturing { RenderedImage(width: .max, height: .max, pixels: []) }.result
        XCTAssertEqual([huge.width, huge.height], [0, 0])
    }
}
