import Foundation
import CSpng

/// PNG encoding and decoding through libspng.
public enum PNGCodec {
    /// zlib level used by default: 1 (fast; frames are large and written often).
    public static let defaultCompressionLevel = 1
    /// Largest accepted width or height when decoding (Cairo's limit).
    public static let maximumDimension = 32_767

    /// Encodes 8-bit RGBA with straight alpha. Identical images give identical bytes.
    ///
    /// - Parameter compressionLevel: zlib level 0 (none) … 9 (smallest).
    /// - Throws: `RenderError.invalidParameter` for a level outside 0…9, `RenderError.png` if
    ///   libspng fails.
    public static func encode(_ image: RenderedImage, compressionLevel: Int = defaultCompressionLevel) throws -> Data {
        guard (0...9).contains(compressionLevel) else {
            throw RenderError.invalidParameter(name: "compressionLevel", value: "\(compressionLevel)", valid: "0...9")
        }
        guard image.width > 0, image.height > 0 else {
            throw RenderError.invalidParameter(name: "image size", value: "\(image.width)x\(image.height)", valid: "each side ≥ 1")
        }
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw RenderError.png(source: "encoder", reason: "out of memory") }
        defer { spng_ctx_free(ctx) }
        spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1)
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, Int32(compressionLevel))
        var ihdr = spng_ihdr()
        ihdr.width = UInt32(image.width)
        ihdr.height = UInt32(image.height)
        ihdr.bit_depth = 8
        ihdr.color_type = UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue)
        var rc = spng_set_ihdr(ctx, &ihdr)
        guard rc == 0 else { throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(rc))) }
        rc = image.pixels.withUnsafeBytes { buf in
            spng_encode_image(ctx, buf.baseAddress, buf.count, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue))
        }
        guard rc == 0 else { throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(rc))) }
        var length = 0
        var err: Int32 = 0
        guard let out = spng_get_png_buffer(ctx, &length, &err) else {
            throw RenderError.png(source: "encoder", reason: String(cString: spng_strerror(err)))
        }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }

    /// Decodes a PNG into 8-bit RGBA with straight alpha.
    ///
    /// - Parameter source: a name for messages (a path).
    /// - Throws: `RenderError.png` for a truncated or corrupt file, or one larger than
    ///   `maximumDimension` on a side.
    public static func decode(_ data: Data, source: String = "data") throws -> RenderedImage {
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
