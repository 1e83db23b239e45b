import XCTest
import PropertyTestSupport
import SceneRender

// Corrupt, truncated and hostile PNG files: decoding gives a clear RenderError naming the
// source, never a crash, and a tiny file cannot make the decoder allocate gigabytes.

@MainActor
final class FaultPNGTests: XCTestCase {
    func sample() throws -> Data {
        var image = RenderedImage(width: 7, height: 5, fill: (200, 100, 50, 255))
        image.pixels[0..<4] = [0, 0, 0, 0]
        return try PNGCodec.encode(image)
    }

    func assertPNGError(_ data: Data, source: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let image = try PNGCodec.decode(data, source: source)
            XCTFail("\(context): decoded a \(image.width)x\(image.height) image", file: file, line: line)
        } catch let error as RenderError {
            guard case .png(let s, let reason) = error else {
                return XCTFail("\(context): \(error) is not a PNG error", file: file, line: line)
            }
            XCTAssertEqual(s, source, file: file, line: line)
            XCTAssertFalse(reason.isEmpty, file: file, line: line)
        } catch {
            XCTFail("\(context): unexpected error \(error)", file: file, line: line)
        }
    }

    /// The CRC-32 of "IEND" is AE 42 60 82, as every PNG file ends (ISO/IEC 15948 annex D).
    func testChunkBuilderUsesThePNGCRC() async {
        XCTAssertEqual(PNGBytes.crc32(Array("IEND".utf8)), 0xAE42_6082)
    }

    /// Every prefix that cuts into the header or the image data (all but the last 16 bytes: the
    /// final IDAT CRC and the 12-byte IEND chunk) is refused with a PNG error naming the source.
    func testEveryTruncationIntoTheImageDataIsAClearError() async throws {
        let data = try sample()
        XCTAssertNoThrow(try PNGCodec.decode(data))
        for n in 0..<(data.count - 16) {
            assertPNGError(data.prefix(n), source: "cut-\(n).png", "truncated to \(n) of \(data.count) bytes")
        }
    }

    /// A file cut inside its last IDAT CRC or its IEND chunk is a half-written file too, and is
    /// refused. Known bug: `PNGCodec.decode` stops after the zlib stream, so these 16 prefixes
    /// decode. Fix: after `spng_decode_image`, call `spng_decode_chunks(ctx)` (reads to IEND and
    /// checks the remaining CRCs) and throw on a non-zero result.
    func testTruncationInsideTheLastChunksIsAnError() async throws {
        let data = try sample()
        for n in (data.count - 16)..<data.count {
            assertPNGError(data.prefix(n), source: "cut-\(n).png", "truncated to \(n) of \(data.count) bytes")
        }
    }

    /// 3,000 copies of a valid file with 1–8 random bytes replaced (seeded) either decode to an
    /// image of the header's size or are refused with a PNG error; none crashes.
    func testRandomByteCorruptionDecodesOrFailsClearly() async throws {
        let data = try sample()
        var refused = 0, decoded = 0
        for k in 0..<PropertyRun.cases(3_000) {
            var rng = SplitMix64(seed: PropertyRun.seed(k))
            var bytes = [UInt8](data)
            for _ in 0..<rng.int(1...8) { bytes[rng.int(0...(bytes.count - 1))] = UInt8(truncatingIfNeeded: rng.next()) }
            do {
                let image = try PNGCodec.decode(Data(bytes), source: "corrupt.png")
                XCTAssertEqual(image.pixels.count, image.width * image.height * 4)
                decoded += 1
            } catch is RenderError {
                refused += 1
            }
        }
        XCTAssertEqual(refused + decoded, PropertyRun.cases(3_000))
        XCTAssertGreaterThan(refused, 0)
    }

    /// A header claiming 2,147,483,647 × 2,147,483,647 pixels is refused by the size limit
    /// (32,767 per side) without reading further.
    func testEnormousHeaderIsRefusedByTheSizeLimit() async {
        assertPNGError(PNGBytes.headerOnly(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF), source: "huge.png", "2^31−1 square header")
        assertPNGError(PNGBytes.headerOnly(width: 32_768, height: 1), source: "wide.png", "one pixel over the width limit")
        assertPNGError(PNGBytes.headerOnly(width: 0, height: 10), source: "empty.png", "zero width")
    }

    /// A 45-byte file whose header claims 32,767 × 32,767 RGBA pixels (4 GiB decoded) but holds no
    /// image data is refused, and decoding it raises the process's peak memory by less than
    /// 256 MiB: the decoder must not allocate the whole image before it has seen the data.
    /// Known bug: `PNGCodec.decode` allocates `[UInt8](repeating: 0, count: size)` (4 GiB here)
    /// before `spng_decode_image` finds the data missing.
    func testHeaderOnlyFileDoesNotAllocateTheClaimedImage() async throws {
        let data = PNGBytes.headerOnly(width: 32_767, height: 32_767)
        XCTAssertEqual(data.count, 45) // 8 signature + 25 IHDR + 12 IEND
        let before = peakResidentKiB()
        assertPNGError(data, source: "liar.png", "header-only 32767² file")
        // Measured before the fix: peak RSS grows by 4,194,524 KiB and the call takes about 30 s.
        XCTAssertLessThan(peakResidentKiB() - before, 256 * 1024)
    }

    /// Reading a missing file, a folder or an empty file as PNG is a RenderError naming the path.
    func testUnreadableFilesAreClearErrors() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fault png \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let empty = dir.appendingPathComponent("empty ✓.png")
        try Data().write(to: empty)
        for url in [dir.appendingPathComponent("missing.png"), dir, empty] {
            XCTAssertThrowsError(try RenderedImage(contentsOfPNG: url)) { error in
                XCTAssertTrue("\(error)".contains(url.path), "\(error) does not name \(url.path)")
            }
        }
    }
}

/// The process's peak resident set size (VmHWM), KiB; 0 where /proc is unavailable.
func peakResidentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
}
