import XCTest
@testable import SceneRender

/// The blur's vertical passes run a row at a time and divide by a multiply; both must give
/// exactly the pixels of the first, column-by-column, dividing blur (`LayerEffects.referenceBlur`).
final class BlurEquivalenceTests: XCTestCase {
    /// A premultiplied ARGB buffer of `width` × `height` (rows `stride` apart) with shapes of
    /// varied alpha on a clear ground, from a fixed seed.
    func image(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var pixels = [UInt32](repeating: 0, count: stride * height)
        for _ in 0..<12 {
            let x0 = Int(next() % UInt64(width)), y0 = Int(next() % UInt64(height))
            let w = 1 + Int(next() % UInt64(max(1, width / 3))), h = 1 + Int(next() % UInt64(max(1, height / 3)))
            let a = UInt32(next() % 256)
            let c = (UInt32(next() % 256) * a / 255, UInt32(next() % 256) * a / 255, UInt32(next() % 256) * a / 255)
            for y in y0..<min(height, y0 + h) {
                for x in x0..<min(width, x0 + w) { pixels[y * stride + x] = a << 24 | c.0 << 16 | c.1 << 8 | c.2 }
            }
        }
        return pixels
    }

    func testBlurEqualsTheReferenceForEverySizeAndEdgeRule() {
        for (width, height, stride) in [(37, 23, 37), (64, 40, 70), (5, 90, 8), (120, 3, 128)] {
            for sigma in [0.4, 1, 2.5, 3, 7.3, 20] {
                for clamp in [false, true] {
                    let original = image(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height) &+ UInt64(sigma * 10))
                    var fast = original, reference = original
                    fast.withUnsafeMutableBufferPointer {
                        LayerEffects.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma, clampEdges: clamp)
                    }
                    reference.withUnsafeMutableBufferPointer {
                        LayerEffects.referenceBlur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma, clampEdges: clamp)
                    }
                    XCTAssertEqual(fast, reference, "\(width)×\(height) stride \(stride) σ \(sigma) clamp \(clamp)")
                }
            }
        }
    }

    /// The rounded mean by multiply equals the division for every sum a box can hold.
    func testRoundedMeanEqualsDivision() {
        for size in [1, 2, 3, 7, 19, 255, 1023, 4095, 4096, 9000] {
            let mean = LayerEffects.RoundedMean(size: size)
            let half = UInt32(size / 2)
            for sum in stride(from: UInt32(0), through: UInt32(255 * size), by: max(1, size / 7)) {
                XCTAssertEqual(mean(sum), (sum + half) / UInt32(size), "size \(size) sum \(sum)")
            }
            let top = UInt32(255 * size)
            XCTAssertEqual(mean(top), (top + half) / UInt32(size))
        }
    }
}
