import Foundation
import CSpng
import CCairo

/// PNG encoding and decoding through libspng.
public enum PNGCodec {
    /// zlib level used by default: 1 (fast; frames are large and written often).
    public static let defaultCompressionLevel = 1
    /// Largest accepted width or height when decoding (Cairo's limit).
    public static let maximumDimension = 32_767
    /// Largest accepted number of pixels when decoding: 67,108,864 (8192 × 8192), 256 MiB as
    /// 8-bit RGBA. Checked against the header before anything is inflated, so a small file that
    /// inflates to gigabytes (a decompression bomb) is refused at once.
    public static let maximumPixelCount = 8192 * 8192

    /// Encodes 8-bit RGBA with straight alpha (as RGB when every pixel is opaque). Identical
    /// images give identical bytes, the same as the frame recorder writes for those pixels.
    ///
    /// - Parameters:
    ///   - image: the pixels to encode.
    ///   - compressionLevel: zlib level 0 (none) … 9 (smallest).
    /// - Throws: `RenderError.invalidParameter` for a level outside 0…9, `RenderError.png` if
    ///   libspng fails.
    public static func encode(_ image: RenderedImage, compressionLevel: Int = defaultCompressionLevel) throws -> Data {
        guard (0...9).contains(compressionLevel) else {
            throw RenderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)", valid: "0...9")
        }
        guard image.width > 0, image.height > 0 else {
            throw RenderError.invalidParameter(name: "image size", value: "\(image.width)x\(image.height)", valid: "each side ≥ 1")
        }
        var opaque = true
        image.pixels.withUnsafeBufferPointer { px in
            var i = 3
            while i < px.count { if px[i] != 255 { opaque = false; break }; i += 4 }
        }
        return try image.pixels.withUnsafeBufferPointer { px in
            try encodeRows(
                width: image.width, height: image.height, opaque: opaque, compressionLevel: compressionLevel,
                filters: defaultFilters, strategy: defaultStrategy
            ) { y, row in
                let src = px.baseAddress! + y * image.width * 4
                if opaque {
                    for x in 0..<image.width { row[3 * x] = src[4 * x]; row[3 * x + 1] = src[4 * x + 1]; row[3 * x + 2] = src[4 * x + 2] }
                } else {
                    row.update(from: src, count: image.width * 4)
                }
            }
        }
    }

    /// The encoder and options `encode(surface:compressionLevel:)` uses with its default
    /// filter and strategy, as the manifest records it.
    static func encoderDescription(compressionLevel: Int) -> String {
        "libspng zlib level \(compressionLevel), Sub filter, run-length strategy"
    }

    /// Row filter (PNG specification §9), as a libspng `SPNG_FILTER_CHOICE` bit set: Sub for
    /// every row. libspng's default tries all five filters per row and keeps the best; on a
    /// 1920×1080 frame of the render benchmark that triples the encoding time (80 ms → 22 ms at
    /// level 1) for a file only 1 % smaller (`make bench`, "render png options").
    package static let defaultFilters = Int(SPNG_FILTER_CHOICE_SUB.rawValue)

    /// zlib strategy (zlib.h): 0 default, 1 filtered, 2 Huffman only, 3 run-length (Z_RLE,
    /// the default: filtered frames of flat shapes are mostly runs, and it is the fastest).
    package static let defaultStrategy = 3

    /// Encodes a Cairo ARGB32 image surface (`cairo_surface_t`, premultiplied) directly, one row at a time:
    /// each row is converted to straight alpha as it is compressed, so no full-size straight
    /// copy is made. A surface whose pixels are all opaque is written as 8-bit RGB (colour type
    /// 2), otherwise as RGBA (colour type 6). The bytes depend only on the pixels and options.
    ///
    /// - Parameters:
    ///   - surface: the Cairo image surface (ARGB32), flushed.
    ///   - compressionLevel: zlib level 0 (none) … 9 (smallest).
    ///   - filters: libspng's filter choice (`SPNG_FILTER_CHOICE_*` bits).
    ///   - strategy: zlib's strategy (0 default, 1 filtered, 2 Huffman only, 3 run-length).
    ///   - knownOpaque: true when every pixel is known to be opaque (the renderer drew over an
    ///     opaque background), which skips the scan for transparency.
    /// - Throws: `RenderError.invalidParameter` for a level outside 0…9, `RenderError.png` if
    ///   libspng fails.
    package static func encode(
        surface: OpaquePointer, compressionLevel: Int = defaultCompressionLevel,
        filters: Int = defaultFilters, strategy: Int = defaultStrategy,
        knownOpaque: Bool = false
    ) throws -> Data {
        guard (0...9).contains(compressionLevel) else {
            throw RenderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)", valid: "0...9")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        var opaque = true
        for y in 0..<height where opaque && !knownOpaque {
            let row = data + y * stride
            var and: UInt32 = 0xFF00_0000
            for x in 0..<width { and &= row[x] }
            opaque = and >> 24 == 0xFF
        }
        return try encodeRows(
            width: width, height: height, opaque: opaque, compressionLevel: compressionLevel,
            filters: filters, strategy: strategy
        ) { y, rowBuffer in
            let src = data + y * stride
            if opaque {
                // Bytes R, G, B: one 4-byte store per pixel, 3 bytes apart (the row buffer has
                // room for the last store's extra byte).
                let o = UnsafeMutableRawPointer(rowBuffer)
                for x in 0..<width {
                    let p = src[x]
                    let rgb = (p >> 16) & 0xFF | p & 0xFF00 | (p & 0xFF) << 16
                    o.storeBytes(of: rgb.littleEndian, toByteOffset: 3 * x, as: UInt32.self)
                }
            } else {
                let o = UnsafeMutableRawPointer(rowBuffer).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { o[x] = CairoRenderer.straightRGBA(src[x]) }
            }
        }
    }

    /// Progressive libspng encoding: `fillRow(y, buffer)` writes row y (RGB or RGBA bytes).
    private static func encodeRows(
        width: Int, height: Int, opaque: Bool, compressionLevel: Int, filters: Int, strategy: Int,
        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws -> Data {
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw RenderError.png(source: "encoder", reason: "out of memory") }
        defer { spng_ctx_free(ctx) }
        spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1)
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, Int32(compressionLevel))
        spng_set_option(ctx, SPNG_FILTER_CHOICE, Int32(filters))
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, Int32(strategy))
        var ihdr = spng_ihdr()
        ihdr.width = UInt32(width)
        ihdr.height = UInt32(height)
        ihdr.bit_depth = 8
        ihdr.color_type = UInt8(opaque ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue)
        var rc = spng_set_ihdr(ctx, &ihdr)
        guard rc == 0 else { throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(rc))) }
        rc = spng_encode_image(
            ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
            Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue))
        guard rc == 0 else { throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(rc))) }
        let rowBytes = width * (opaque ? 3 : 4)
        let rowBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4 + 4)
        defer { rowBuffer.deallocate() }
        for y in 0..<height {
            fillRow(y, rowBuffer)
            rc = spng_encode_row(ctx, rowBuffer, rowBytes)
            guard rc == 0 || (rc == Int32(SPNG_EOI.rawValue) && y == height - 1) else {
                throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(rc)))
            }
        }
        var length = 0
        var err: Int32 = 0
        guard let out = spng_get_png_buffer(ctx, &length, &err) else {
            throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(err)))
        }
        return Data(bytesNoCopy: out, count: length, deallocator: .free)
    }

    /// Decodes a PNG into 8-bit RGBA with straight alpha.
    ///
    /// - Parameters:
    ///   - data: the PNG file's bytes.
    ///   - source: a name for messages (a path).
    /// - Throws: `RenderError.png` for a truncated or corrupt file (including one cut anywhere
    ///   before the end of its `IEND` chunk), one larger than `maximumDimension` on a side, or one
    ///   whose header claims more pixels than its data could hold (deflate expands at most about
    ///   1032:1), or one of more than `maximumPixelCount` pixels; both are refused before any
    ///   pixel memory is allocated.
    public static func decode(_ data: Data, source: String = "data") throws -> RenderedImage {
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard data.count >= 8 + 25 + 12, Array(data.suffix(12)) == iend else {
            throw RenderError.png(source: source, reason: "truncated: the file does not end with an IEND chunk (\(data.count) bytes)")
        }
        guard let ctx = spng_ctx_new(0) else { throw RenderError.png(source: source, reason: "out of memory") }
        defer { spng_ctx_free(ctx) }
        spng_set_image_limits(ctx, UInt32(maximumDimension), UInt32(maximumDimension))
        spng_set_chunk_limits(ctx, 64 << 20, 64 << 20)
        return try data.withUnsafeBytes { (buf: UnsafeRawBufferPointer) -> RenderedImage in
            var rc = spng_set_png_buffer(ctx, buf.baseAddress, buf.count)
            guard rc == 0 else { throw RenderError.png(source: source, reason: String(cString: spng_strerror(rc))) }
            var ihdr = spng_ihdr()
            rc = spng_get_ihdr(ctx, &ihdr)
            guard rc == 0 else { throw RenderError.png(source: source, reason: String(cString: spng_strerror(rc))) }
            let pixelCount = Int(ihdr.width) * Int(ihdr.height)
            guard pixelCount <= maximumPixelCount else {
                throw RenderError.png(
                    source: source,
                    reason: "the header claims \(ihdr.width)x\(ihdr.height) = \(pixelCount) pixels; "
                        + "at most \(maximumPixelCount) (8192 × 8192) are decoded")
            }
            let channels: Int = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(ihdr.color_type)] ?? 4
            let rowBytes = (Int(ihdr.width) * channels * Int(ihdr.bit_depth) + 7) / 8 + 1
            let rawBytes = rowBytes * Int(ihdr.height)
            guard rawBytes <= data.count * 1100 + 4096 else {
                throw RenderError.png(source: source, reason: "the header claims \(ihdr.width)x\(ihdr.height) pixels, more than its \(data.count) bytes of data can hold")
            }
            var size = 0
            rc = spng_decoded_image_size(ctx, Int32(SPNG_FMT_RGBA8.rawValue), &size)
            guard rc == 0 else { throw RenderError.png(source: source, reason: String(cString: spng_strerror(rc))) }
            guard size == Int(ihdr.width) * Int(ihdr.height) * 4 else {
                throw RenderError.png(source: source, reason: "unexpected decoded size")
            }
            var pixels = [UInt8](repeating: 0, count: size)
            rc = pixels.withUnsafeMutableBytes { out in
                spng_decode_image(ctx, out.baseAddress, size, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue))
            }
            guard rc == 0 else { throw RenderError.png(source: source, reason: String(cString: spng_strerror(rc))) }
            return RenderedImage(width: Int(ihdr.width), height: Int(ihdr.height), pixels: pixels)
        }
    }
}
