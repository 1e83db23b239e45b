import CJpeg
import Foundation

/// JPEG decoding (libjpeg-turbo), for the JPEG variants of asset catalog image sets. Grey and
/// colour (YCbCr) JPEGs decode to opaque RGBA; CMYK JPEGs are refused.
public enum JPEGCodec {
    /// Decodes `data`; `source` names it in errors.
    /// - Throws: `RenderError.io` saying why libjpeg refused it, or that it is larger than
    ///   `PNGCodec.maximumDimension` per side or `PNGCodec.maximumPixelCount` in all.
    public static func decode(_ data: Data, source: String) throws -> RenderedImage {
        var out: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 1 }
            return scenekit_jpeg_decode(
                base, UInt(raw.count), UInt32(PNGCodec.maximumDimension), UInt(PNGCodec.maximumPixelCount),
                &out, &width, &height, &message, message.count)
        }
        guard status == 0, let out else {
            let reason = message.first == 0 ? "empty file" : String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.io(path: source, reason: "not a readable JPEG: \(reason)")
        }
        defer { free(out) }
        let count = Int(width) * Int(height) * 4
        return RenderedImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: out, count: count)))
    }
}
