import XCTest
import CCairo
@testable import SceneRender

/// The ISA-L encoder (`PNGCompression.fast`): exact un-premultiply, standard files that decode
/// (libspng) to the same pixels as the zlib encoder's, the same bytes every time.
@MainActor
final class IgzipPNGEncoderTests: XCTestCase {
    /// Display lists covering opaque and translucent frames: an opaque background with a
    /// translucent ellipse, and a transparent canvas with a half-transparent gradient.
    func lists() -> [(name: String, list: DisplayList, background: Color?)] {
        let size = CGSize(width: 37, height: 23)
        let ellipse = DisplayItem.fill(
            Path(ellipseIn: CGRect(x: 3, y: 2, width: 30, height: 17)), FillStyle(),
            .color(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.7).resolved), transform: .identity)
        let gradient = DisplayItem.fill(
            Path(CGRect(x: 0, y: 0, width: 37, height: 23)), FillStyle(),
            .linearGradient(
                Gradient(colors: [Color(red: 1, green: 0, blue: 0, opacity: 0.1), Color(red: 0, green: 0.3, blue: 1, opacity: 0.9)]),
                start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1)), transform: .identity)
        return [
            ("opaque", DisplayList(size: size, items: [ellipse]), .white),
            ("translucent", DisplayList(size: size, items: [gradient, ellipse]), nil)
        ]
    }

    /// `unpremultiply[a << 8 | c]` equals the renderer's straight-alpha conversion
    /// (`CairoRenderer.straightRGBA`, red channel) for all 256 × 256 pairs.
    func testUnpremultiplyTableEqualsTheRendererFormulaForEveryPair() async {
        let table = IgzipPNGEncoder.unpremultiply
        XCTAssertEqual(table.count, 65_536)
        var mismatches = 0
        for a in 0..<256 {
            for c in 0..<256 {
                let straight = CairoRenderer.straightRGBA(UInt32(a) << 24 | UInt32(c) << 16)
                if table[a << 8 | c] != UInt8(straight.littleEndian & 0xFF) { mismatches += 1 }
            }
        }
        XCTAssertEqual(mismatches, 0)
        // Worked value: c = 64 at a = 128: (64 × 255 + 64) / 128 = 128 (integer division).
        XCTAssertEqual(table[128 << 8 | 64], 128)
    }

    /// An opaque row filtered several pixels at a time (Swift's vectors, then byte-wise
    /// differences of the rest; and each of CPNGFilter's SSSE3 and AVX2 filters the processor
    /// runs) is byte for byte the Sub filter of PNG (§9.2: each byte minus the byte one pixel to
    /// its left, 0 before the first), for every width up to 40 and a phone's 1,170, and writes
    /// nothing further than `filterSlack` past the row.
    func testOpaqueRowFilterIsPNGsSubFilter() async {
        var rng = SplitMix(seed: 7)
        for width in Array(0...40) + [1170] {
            let pixels = (0..<width).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF }
            var expected: [UInt8] = [1]
            var left: [UInt8] = [0, 0, 0]
            for p in pixels {
                let rgb = [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)]
                expected += zip(rgb, left).map { $0 &- $1 }
                left = rgb
            }
            let rowBytes = 1 + 3 * width
            // Swift's own vectors, then each of CPNGFilter's this processor runs.
            for (k, vector) in ([nil] + IgzipPNGEncoder.vectorFilters.map { Optional($0) }).enumerated() {
                var out = [UInt8](repeating: 0xEE, count: rowBytes + IgzipPNGEncoder.filterSlack + 8)
                pixels.withUnsafeBufferPointer { src in
                    IgzipPNGEncoder.unpremultiply.withUnsafeBufferPointer { table in
                        out.withUnsafeMutableBufferPointer { dst in
                            IgzipPNGEncoder.filterRow(
                                src.baseAddress ?? UnsafePointer(bitPattern: 16)!, width: width, opaque: true,
                                table: table.baseAddress!, into: dst.baseAddress!, vector: vector)
                        }
                    }
                }
                XCTAssertEqual(Array(out[0..<rowBytes]), expected, "width \(width), filter \(k)")
                XCTAssertEqual(
                    Array(out[(rowBytes + IgzipPNGEncoder.filterSlack)...]), [UInt8](repeating: 0xEE, count: 8), "width \(width), filter \(k)")
            }
        }
        #if arch(x86_64)
        XCTAssertFalse(IgzipPNGEncoder.vectorFilters.isEmpty, "an x86-64 processor with SSSE3 has a vector filter")
        #endif
    }

    /// For each list, the ISA-L file and the zlib file decode (libspng) to identical pixels,
    /// which are the renderer's straight-alpha image; opaque frames are RGB (colour type 2),
    /// translucent ones RGBA (6).
    func testFastAndSmallFilesDecodeToIdenticalPixels() async throws {
        let renderer = CairoRenderer()
        for (name, list, background) in lists() {
            let expected = try renderer.render(list, background: background)
            let surface = try renderer.draw(list, scale: 1, background: background)
            let fast = try IgzipPNGEncoder().encode(surface: surface)
            let small = try PNGCodec.encode(surface: surface)
            XCTAssertEqual(try PNGCodec.decode(fast), try PNGCodec.decode(small), name)
            XCTAssertEqual(try PNGCodec.decode(fast), expected, name)
            XCTAssertEqual(fast[25], background == nil ? 6 : 2, name)
        }
    }

    /// One encoder reused and a fresh one give the same bytes; the file is signature, IHDR,
    /// one IDAT and IEND, and IEND's CRC is AE 42 60 82 (PNG specification §11.2.5).
    func testFilesAreDeterministicWithOneIDATChunk() async throws {
        let renderer = CairoRenderer()
        let (_, list, background) = lists()[1]
        let surface = try renderer.draw(list, scale: 1, background: background)
        let reused = IgzipPNGEncoder()
        let a = try reused.encode(surface: surface), b = try reused.encode(surface: surface)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a, try IgzipPNGEncoder().encode(surface: surface))
        XCTAssertEqual(chunkTypes(a), ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(Array(a.suffix(4)), [0xAE, 0x42, 0x60, 0x82])
    }

    /// Noise does not compress: the output buffer must still hold it, and it round-trips.
    func testIncompressibleNoiseRoundTrips() async throws {
        var image = RenderedImage(width: 300, height: 200, fill: (0, 0, 0, 255))
        var state: UInt32 = 7
        for i in image.pixels.indices where i % 4 != 3 {
            state = state &* 1_664_525 &+ 1_013_904_223
            image.pixels[i] = UInt8(state >> 24)
        }
        let surface = try XCTUnwrap(ContactSheet.makeSurface(image))
        defer { cairo_surface_destroy(surface) }
        let data = try IgzipPNGEncoder().encode(surface: surface)
        XCTAssertGreaterThan(data.count, 300 * 200 * 3)
        XCTAssertEqual(try PNGCodec.decode(data), image)
    }

    /// A frame of several segments (`IgzipPNGEncoder.segmentRows` rows each, the last one
    /// shorter): noise with runs that repeat across segment boundaries (matches that cannot
    /// reach back into the previous segment), translucent and opaque, round-trips exactly, and
    /// two encoders write the same bytes.
    func testFramesOfSeveralSegmentsRoundTripAndAreDeterministic() async throws {
        for opaque in [false, true] {
            let width = 700, channels = opaque ? 3 : 4
            let rowsPerBand = IgzipPNGEncoder.segmentRows(rowBytes: 1 + width * channels)
            let height = 3 * rowsPerBand + 17
            var image = RenderedImage(width: width, height: height, fill: (0, 0, 0, 255))
            var state: UInt32 = 11
            for y in 0..<height {
                for x in 0..<width {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    // Every eighth row repeats the row 40 above (a match across a band edge).
                    let source = y % 8 == 0 && y >= 40 ? ((y - 40) * width + x) * 4 : -1
                    for c in 0..<4 {
                        let i = (y * width + x) * 4 + c
                        if source >= 0 { image.pixels[i] = image.pixels[source + c]; continue }
                        image.pixels[i] = c == 3 ? (opaque ? 255 : UInt8(state >> 25) | 1) : UInt8(truncatingIfNeeded: state >> (8 * UInt32(c) + 1))
                    }
                }
            }
            // Straight colours that a premultiplied canvas can hold exactly are what come back:
            // compare with the surface's own straight-alpha image.
            let surface = try XCTUnwrap(ContactSheet.makeSurface(image))
            defer { cairo_surface_destroy(surface) }
            let expected = CairoRenderer.straightRGBA(surface: surface, width: width, height: height)
            let a = try IgzipPNGEncoder().encode(surface: surface)
            let b = try IgzipPNGEncoder().encode(surface: surface)
            XCTAssertEqual(a, b, "opaque \(opaque)")
            XCTAssertEqual(a[25], opaque ? 2 : 6)
            XCTAssertEqual(try PNGCodec.decode(a), expected, "opaque \(opaque)")
            XCTAssertEqual(chunkTypes(a), ["IHDR", "IDAT", "IEND"])
        }
    }

    /// A sequence of frames through one encoder: each file is the bytes a fresh encoder writes
    /// for that frame and decodes to its pixels, while segments whose rows did not change are
    /// kept (a dot moving in one band of a tall frame compresses 2 segments of 10, not 10);
    /// a frame of another size, or one that becomes translucent, starts afresh.
    func testKeptSegmentsGiveTheBytesOfAFreshEncoder() async throws {
        func frame(width: Int, height: Int, dot: Int, alpha: UInt8 = 255) -> RenderedImage {
            var image = RenderedImage(width: width, height: height, fill: (240, 240, 245, alpha))
            for y in 0..<height {
                for x in 0..<width where (x * 7 + y * 3) % 23 == 0 { image.pixels[(y * width + x) * 4] = UInt8((x + y) % 256) }
            }
            for y in 100..<110 {
                for x in dot..<(dot + 10) { image.pixels[(y * width + x) * 4 + 1] = 20 }
            }
            return image
        }
        let width = 120
        let rows = IgzipPNGEncoder.segmentRows(rowBytes: 1 + width * 3)
        XCTAssertEqual(rows, 32)
        let frames = [
            frame(width: width, height: 320, dot: 5), frame(width: width, height: 320, dot: 9), frame(width: width, height: 320, dot: 9),
            frame(width: width, height: 320, dot: 30), frame(width: width, height: 321, dot: 30),
            frame(width: width, height: 321, dot: 30, alpha: 200), frame(width: width, height: 321, dot: 31, alpha: 200)
        ]
        let encoder = IgzipPNGEncoder()
        var compressed: [Int] = []
        for (k, image) in frames.enumerated() {
            let surface = try XCTUnwrap(ContactSheet.makeSurface(image))
            defer { cairo_surface_destroy(surface) }
            let before = encoder.compressedSegments
            let kept = try encoder.encode(surface: surface)
            compressed.append(encoder.compressedSegments - before)
            XCTAssertEqual(kept, try IgzipPNGEncoder().encode(surface: surface), "frame \(k)")
            XCTAssertEqual(try PNGCodec.decode(kept), CairoRenderer.straightRGBA(surface: surface, width: width, height: image.height), "frame \(k)")
        }
        // Rows 100–109 lie in segments 3 (96–127): one segment compressed again per moved dot,
        // none for a repeated frame, all for a new height (11 segments) or a new channel count.
        XCTAssertEqual(compressed, [10, 1, 0, 1, 11, 11, 1])
    }

    /// A recording with `.fast` and one with `.small` decode to the same pixels frame by frame;
    /// the manifests name their encoders.
    func testFastAndSmallRecordingsHaveTheSamePixels() async throws {
        var fast = FrameRecorder(size: CGSize(width: 64, height: 40), fps: 20, jobs: 2)
        fast.progressMode = .never
        var small = fast
        small.pngCompression = .small
        let a = try fast.record(SlidingDot(), duration: 0.3, to: Draw.folder("png-fast"))
        let b = try small.record(SlidingDot(), duration: 0.3, to: Draw.folder("png-small"))
        for (x, y) in zip(a.frames, b.frames) {
            XCTAssertEqual(try RenderedImage(contentsOfPNG: x), try RenderedImage(contentsOfPNG: y), x.lastPathComponent)
        }
        XCTAssertEqual(try FrameManifest.read(a.manifest!).encoder, "isa-l igzip level 1, Sub filter, one IDAT, pinned stream, 32-row segments")
        XCTAssertEqual(try FrameManifest.read(b.manifest!).encoder, "libspng zlib level 6, Sub filter, default strategy")
    }

    /// `.small` makes smaller files than `.fast` on an interface frame (text, a gradient, rounded
    /// cards), not only on flat shapes: run-length coding alone made such frames up to 77 %
    /// larger than ISA-L's, so `small` uses zlib's default strategy.
    func testSmallFilesAreSmallerThanFastOnAnInterfaceFrame() async throws {
        var fast = FrameRecorder(size: CGSize(width: 390, height: 300), fps: 10, jobs: 1)
        fast.progressMode = .never
        var small = fast
        small.pngCompression = .small
        let a = try fast.record(InterfaceCard(), duration: 0, to: Draw.folder("png-card-fast"))
        let b = try small.record(InterfaceCard(), duration: 0, to: Draw.folder("png-card-small"))
        let fastBytes = try Data(contentsOf: a.frames[0]).count, smallBytes = try Data(contentsOf: b.frames[0]).count
        XCTAssertEqual(try RenderedImage(contentsOfPNG: a.frames[0]), try RenderedImage(contentsOfPNG: b.frames[0]))
        XCTAssertLessThan(Double(smallBytes), 0.95 * Double(fastBytes), "small \(smallBytes) bytes, fast \(fastBytes) bytes")
    }

    /// Chunk types in file order.
    func chunkTypes(_ data: Data) -> [String] {
        var types: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}

/// A card as interface code draws it: a gradient header, a title and lines of text on a rounded
/// white card over a grouped background.
struct InterfaceCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 90)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Weekly summary").font(.title2).bold()
            Text("You walked 42 km this week, 12 % more than the week before. Keep it up!")
                .font(.body).foregroundStyle(.secondary)
            HStack {
                Label("Steps", systemImage: "figure.walk")
                Spacer()
                Text("58,210").monospacedDigit()
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(.white))
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.95))
    }
}

/// A small deterministic generator for test pixels (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
