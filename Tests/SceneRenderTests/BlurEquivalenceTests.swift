import XCTest
@testable import SceneRender

/// The blur's vertical passes run a row at a time and divide by a multiply; both must give
/// exactly the pixels of the first, column-by-column, dividing blur (`LayerEffects.referenceBlur`, kept here).
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

    /// The bounds of a plane's non-zero bytes (found 8 bytes at a time) are those a byte-by-byte
    /// scan finds, for planes of widths 1…40 with a few non-zero bytes anywhere, or none.
    func testNonZeroBoundsEqualAByteByByteScan() {
        var seed: UInt32 = 11
        func next() -> Int {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Int(seed >> 8)
        }
        for width in 1...40 {
            for trial in 0..<30 {
                let height = 1 + next() % 6, stride = width + next() % 9
                var plane = [UInt8](repeating: 0, count: stride * height)
                for _ in 0..<(trial % 4) { plane[(next() % height) * stride + next() % width] = UInt8(1 + next() % 255) }
                // Bytes past each row's width (the stride's padding) must not count.
                for y in 0..<height where stride > width { plane[y * stride + width] = 9 }
                var x0 = width, y0 = height, x1 = 0, y1 = 0
                for y in 0..<height {
                    for x in 0..<width where plane[y * stride + x] != 0 {
                        x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                    }
                }
                let found = plane.withUnsafeMutableBufferPointer {
                    LayerEffects.nonZeroBounds($0.baseAddress!, width: width, height: height, stride: stride)
                }
                if x1 > x0 {
                    XCTAssertEqual(found.map { [$0.x0, $0.y0, $0.x1, $0.y1] }, [x0, y0, x1, y1], "width \(width) trial \(trial)")
                } else {
                    XCTAssertNil(found, "width \(width) trial \(trial)")
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

extension LayerEffects {
    /// The blur as first written: the vertical passes down each column, dividing: the reference
    /// `LayerEffects.blur` is compared with, pixel for pixel.
    static func referenceBlur(
        _ data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, sigma: Double, clampEdges: Bool
    ) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let n = max(width, height)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { line.deallocate(); out.deallocate() }
        for y in 0..<height {
            let row = data + y * stride
            line.update(from: row, count: width)
            for p in passes { referenceBoxPass(line, out, count: width, left: p.left, right: p.right, clamp: clampEdges) }
            row.update(from: line, count: width)
        }
        for x in 0..<width {
            for i in 0..<height { line[i] = data[i * stride + x] }
            for p in passes { referenceBoxPass(line, out, count: height, left: p.left, right: p.right, clamp: clampEdges) }
            for i in 0..<height { data[i * stride + x] = line[i] }
        }
    }

    static func referenceBoxPass(
        _ line: UnsafeMutablePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        left: Int, right: Int, clamp: Bool
    ) {
        let size = UInt32(left + right + 1)
        let half = size / 2
        @inline(__always) func at(_ i: Int) -> UInt32 {
            if i < 0 { return clamp ? line[0] : 0 }
            if i >= count { return clamp ? line[count - 1] : 0 }
            return line[i]
        }
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        for i in -left...right {
            let p = at(i)
            a &+= p >> 24; r &+= (p >> 16) & 0xFF; g &+= (p >> 8) & 0xFF; b &+= p & 0xFF
        }
        for i in 0..<count {
            out[i] = ((a + half) / size) << 24 | ((r + half) / size) << 16 | ((g + half) / size) << 8 | ((b + half) / size)
            let add = at(i + right + 1), sub = at(i - left)
            a = a &+ (add >> 24) &- (sub >> 24)
            r = r &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            g = g &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            b = b &+ (add & 0xFF) &- (sub & 0xFF)
        }
        line.update(from: out, count: count)
    }
}
