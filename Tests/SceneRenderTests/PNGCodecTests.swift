import XCTest
@testable import SceneRender

final class PNGCodecTests: XCTestCase {
    func testRoundTripKeepsEveryByte() throws {
        var image = RenderedImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image.pixels[4..<8] = [255, 0, 0, 128]
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        XCTAssertEqual(decoded, image)
    }

    func testIdenticalImagesGiveIdenticalBytes() throws {
        let image = RenderedImage(width: 16, height: 16, fill: (1, 2, 3, 4))
        XCTAssertEqual(try PNGCodec.encode(image), try PNGCodec.encode(image))
    }

    func testTruncatedPNGIsAClearError() throws {
        let data = try PNGCodec.encode(RenderedImage(width: 8, height: 8, fill: (0, 0, 0, 255)))
        XCTAssertThrowsError(try PNGCodec.decode(data.prefix(20), source: "cut.png")) { error in
            XCTAssertTrue("\(error)".contains("cut.png"), "\(error)")
        }
    }

    /// Cairo's premultiplied ARGB32 becomes straight RGBA: a 50 % red fill over a transparent
    /// background reads back as (255, 0, 0, 128), within the rounding of Cairo's 8-bit
    /// premultiplied storage (red 127 at alpha 128 unpremultiplies to 253).
    func testRendererWritesStraightAlpha() throws {
        let list = DisplayList(size: CGSize(width: 4, height: 4), items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), FillStyle(), .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5).resolved), transform: .identity),
        ])
        let image = try CairoRenderer().render(list, background: nil)
        let p = image.pixel(x: 1, y: 1)
        XCTAssertEqual(Int(p.r), 255, accuracy: 2)
        XCTAssertEqual(p.g, 0)
        XCTAssertEqual(Int(p.a), 128, accuracy: 1)
    }
}
