import XCTest
@testable import SceneRender

/// The parts of the video pipeline that are not ffmpeg: the BT.709 conversion, the segment
/// rule and the reorder window.
final class VideoPipelinePartsTests: XCTestCase {
    /// Frames of one colour, converted, are within 1 of ITU-R BT.709-6's limited-range values
    /// computed in real numbers (Y′ = 16 + 219·E′Y, Cb = 128 + 224·(E′B − E′Y)/1.8556,
    /// Cr = 128 + 224·(E′R − E′Y)/1.5748, E′Y = 0.2126 R + 0.7152 G + 0.0722 B, components in
    /// 0…1); white, black and greys are exact (235/16, chroma 128).
    func testBT709LimitedRangeWithinOneOfTheStandard() {
        var colours: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (0, 0, 0), (128, 128, 128), (255, 0, 0), (0, 255, 0), (0, 0, 255)]
        var seed: UInt32 = 7
        for _ in 0..<200 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            colours.append((UInt8(truncatingIfNeeded: seed >> 8), UInt8(truncatingIfNeeded: seed >> 16), UInt8(truncatingIfNeeded: seed >> 24)))
        }
        for (r, g, b) in colours {
            // A 2 × 2 frame of one colour in Cairo's byte order (B, G, R, A).
            let bgra = (0..<16).map { [b, g, r, 255][$0 % 4] }
            let out = bgra.withUnsafeBytes { YUVConversion.convert($0.baseAddress!, stride: 8, width: 2, height: 2, r: 2, g: 1, b: 0) }
            XCTAssertEqual(out.count, 6)
            let (er, eg, eb) = (Double(r) / 255, Double(g) / 255, Double(b) / 255)
            let ey = 0.2126 * er + 0.7152 * eg + 0.0722 * eb
            let standard = [16 + 219 * ey, 128 + 224 * (eb - ey) / 1.8556, 128 + 224 * (er - ey) / 1.5748]
            let got = [Double(out[0]), Double(out[4]), Double(out[5])]
            XCTAssertEqual(Set(out[0..<4]).count, 1, "one luma for one colour")
            for (value, expected) in zip(got, standard) {
                XCTAssertLessThanOrEqual(abs(value - expected), 1.0, "(\(r), \(g), \(b)): \(got) against \(standard)")
            }
            if r == g && g == b { XCTAssertEqual(Array(out[4...5]), [128, 128], "grey \(r) stays neutral") }
        }
    }

    /// A 3 × 1 frame becomes 4 × 2: the last column and the only row are repeated; chroma is
    /// the mean of each 2 × 2 block.
    func testOddSidesRepeatTheLastColumnAndRow() {
        // Straight RGBA: black, white, white.
        let rgba: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]
        let out = rgba.withUnsafeBytes { YUVConversion.convert($0.baseAddress!, stride: 12, width: 3, height: 1, r: 0, g: 1, b: 2) }
        XCTAssertEqual(YUVConversion.paddedSize(width: 3, height: 1).width, 4)
        XCTAssertEqual(Array(out).map(Int.init), [16, 235, 235, 235, 16, 235, 235, 235, 128, 128, 128, 128])
    }

    /// Segments of 10 frames in 3: 0…2, 3…5, 6…9; every frame in exactly one, in order, for
    /// every count up to 50 frames and 12 segments.
    func testSegmentsCoverEveryFrameOnceInOrder() {
        XCTAssertEqual(VideoSegment.frames(number: 1, count: 3, frameCount: 10), 0...2)
        XCTAssertEqual(VideoSegment.frames(number: 3, count: 3, frameCount: 10), 6...9)
        XCTAssertNil(VideoSegment.frames(number: 4, count: 3, frameCount: 10))
        for frames in 1...50 {
            for count in 1...12 {
                let covered = (1...count).compactMap { VideoSegment.frames(number: $0, count: count, frameCount: frames) }.flatMap { Array($0) }
                XCTAssertEqual(covered, Array(0..<frames), "\(frames) frames in \(count) segments")
            }
        }
    }

    /// The window lets job s through only while s < next + capacity: job 2 of a window of 2
    /// waits until job 0 is piped, then goes on; a cancelled window lets everything through.
    func testReorderWindowHoldsJobsBeyondItsCapacity() {
        let window = ReorderWindow(capacity: 2)
        window.waitTurn(0)
        window.waitTurn(1)
        let passed = DispatchSemaphore(value: 0)
        Thread {
            window.waitTurn(2)
            passed.signal()
        }.start()
        XCTAssertEqual(passed.wait(timeout: .now() + 0.2), .timedOut, "job 2 waits while jobs 0 and 1 are not piped")
        window.advance()
        XCTAssertEqual(passed.wait(timeout: .now() + 10), .success)
        let cancelled = ReorderWindow(capacity: 1)
        cancelled.cancel()
        cancelled.waitTurn(1000)
    }
}
