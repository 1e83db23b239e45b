import XCTest
@testable import SceneRender

@MainActor
final class PNGCodecTests: XCTestCase {
    func testRoundTripKeepsEveryByte() async throws {
        var image = RenderedImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image.pixels[4..<8] = [255, 0, 0, 128]
        let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
        XCTAssertEqual(decoded, image)
    }

    func testIdenticalImagesGiveIdenticalBytes() async throws {
        let image = RenderedImage(width: 16, height: 16, fill: (1, 2, 3, 4))
        XCTAssertEqual(try PNGCodec.encode(image), try PNGCodec.encode(image))
    }

    func testTruncatedPNGIsAClearError() async throws {
        let data = try PNGCodec.encode(RenderedImage(width: 8, height: 8, fill: (0, 0, 0, 255)))
        XCTAssertThrowsError(try PNGCodec.decode(data.prefix(20), source: "cut.png")) { error in
            XCTAssertTrue("\(error)".contains("cut.png"), "\(error)")
        }
    }

    /// Cairo's premultiplied ARGB32 becomes straight RGBA: a 50 % red fill over a transparent
    /// background reads back as (255, 0, 0, 128), within the rounding of Cairo's 8-bit
    /// premultiplied storage (red 127 at alpha 128 unpremultiplies to 253).
    func testRendererWritesStraightAlpha() async throws {
        let list = DisplayList(
            size: CGSize(width: 4, height: 4),
            items: [
                .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), FillStyle(), .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5).resolved), transform: .identity)
            ])
        let image = try CairoRenderer().render(list, background: nil)
        let p = image.pixel(x: 1, y: 1)
        XCTAssertEqual(Int(p.r), 255, accuracy: 2)
        XCTAssertEqual(p.g, 0)
        XCTAssertEqual(Int(p.a), 128, accuracy: 1)
    }

    /// An image whose pixels are all opaque is written as 8-bit RGB (IHDR colour type 2, the
    /// byte at offset 25) and decodes to the same RGBA pixels.
    func testOpaqueImagesAreWrittenAsRGB() async throws {
        var image = RenderedImage(width: 5, height: 3, fill: (10, 20, 30, 255))
        image.pixels[0..<4] = [200, 100, 50, 255]
        let data = try PNGCodec.encode(image)
        XCTAssertEqual(data[25], 2)
        XCTAssertEqual(try PNGCodec.decode(data), image)
    }

    /// A frame drawn over an opaque background gives the same bytes whether the encoder is told
    /// it is opaque or scans for transparency itself.
    func testKnownOpaqueGivesTheSameBytesAsScanning() async throws {
        let renderer = CairoRenderer()
        let list = DisplayList(
            size: CGSize(width: 30, height: 20),
            items: [
                .fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 14)), FillStyle(), .color(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.7).resolved), transform: .identity)
            ])
        let surface = try renderer.draw(list, scale: 1, background: .white)
        XCTAssertTrue(renderer.lastDrawIsOpaque)
        XCTAssertEqual(try PNGCodec.encode(surface: surface, knownOpaque: true), try PNGCodec.encode(surface: surface))
        XCTAssertEqual(try PNGCodec.encode(surface: surface), try PNGCodec.encode(try renderer.render(list, background: .white)))
    }

    /// The compression level must be 0…9; 10 is an error naming the parameter.
    func testCompressionLevelOutsideZeroToNineIsAnError() async {
        XCTAssertThrowsError(try PNGCodec.encode(RenderedImage(width: 1, height: 1, fill: (0, 0, 0, 255)), compressionLevel: 10)) { error in
            XCTAssertEqual("\(error)", "invalid compressionLevel: 10 (valid: 0...9)")
        }
    }
}
