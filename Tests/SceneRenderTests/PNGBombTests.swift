import XCTest
import PropertyTestSupport
@testable import SceneRender

/// PNG decompression bombs (issue 18, item 8): the decoded size is capped at
/// `PNGCodec.maximumPixelCount` pixels, checked against the header before anything is inflated
/// or allocated.
@MainActor
final class PNGBombTests: XCTestCase {
    /// A file whose header claims `width`×`height` 8-bit grey pixels, padded with `padding`
    /// bytes of an ancillary chunk so that its size makes the claim plausible, without image data.
    func claim(width: UInt32, height: UInt32, padding: Int) -> Data {
        let ihdr = PNGBytes.bigEndian(width) + PNGBytes.bigEndian(height) + [8, 0, 0, 0, 0]
        return Data(
            PNGBytes.signature + PNGBytes.chunk("IHDR", ihdr)
                + PNGBytes.chunk("zzPd", [UInt8](repeating: 0, count: padding)) + PNGBytes.chunk("IEND", []))
    }

    /// 20,000 × 20,000 grey is 400 MB of deflated rows, which 1 MB of file could hold (deflate
    /// reaches about 1032:1), and 1.6 GB once decoded to RGBA: refused, naming the limit
    /// (67,108,864 pixels, 8192 × 8192) before the 1.6 GB are allocated.
    func testHeaderBeyondThePixelLimitIsRefusedBeforeDecoding() async throws {
        let bomb = claim(width: 20_000, height: 20_000, padding: 1 << 20)
        XCTAssertThrowsError(try PNGCodec.decode(bomb, source: "bomb.png")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("400000000 pixels"), text)
            XCTAssertTrue(text.contains("at most 67108864"), text)
        }
    }

    /// The limit allows 8192 × 8192: such a claim gets past the pixel check (and then fails for
    /// its missing image data, not for its size).
    func testHeaderAtThePixelLimitPassesTheSizeCheck() async throws {
        XCTAssertEqual(PNGCodec.maximumPixelCount, 8192 * 8192)
        let big = claim(width: 8192, height: 8192, padding: 1 << 16)
        XCTAssertThrowsError(try PNGCodec.decode(big, source: "big.png")) { error in
            XCTAssertFalse("\(error)".contains("at most 67108864"), "\(error)")
        }
    }
}
