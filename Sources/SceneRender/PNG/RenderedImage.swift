import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom.
public struct RenderedImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes: R, G, B, A.
    public var pixels: [UInt8]

    /// `pixels` holds width × height × 4 bytes. Other counts are clamped, with one warning
    /// (`WarningLog`): a negative width or height counts as 0, and the image keeps
    /// `width` and as many whole rows as `pixels` fills, at most `height` (extra bytes are
    /// dropped; nothing is allocated beyond `pixels`).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, area <= Int.max / 4, pixels.count == area * 4 else {
            let w = max(width, 0)
            let rowBytes = w.multipliedReportingOverflow(by: 4)
            let rows = w == 0 || rowBytes.overflow ? 0 : min(max(height, 0), pixels.count / rowBytes.partialValue)
            let h = w == 0 || rows == 0 ? 0 : rows
            WarningLog.warn(
                "RenderedImage: \(pixels.count) bytes of pixels for \(width)x\(height) "
                    + "(width × height × 4 expected); using \(h == 0 ? 0 : w)x\(h)")
            self.width = h == 0 ? 0 : w
            self.height = h
            self.pixels = h == 0 ? [] : Array(pixels.prefix(w * h * 4))
            return
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) {
            px[i] = fill.r; px[i + 1] = fill.g; px[i + 2] = fill.b; px[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// The RGBA bytes of pixel (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// PNG bytes of the image (libspng).
    public func pngData(compressionLevel: Int = PNGCodec.defaultCompressionLevel) throws -> Data {
        try PNGCodec.encode(self, compressionLevel: compressionLevel)
    }

    /// Writes the image as PNG to `url`, through a temporary file renamed into place.
    public func writePNG(to url: URL, compressionLevel: Int = PNGCodec.defaultCompressionLevel) throws {
        try AtomicFile.write(try pngData(compressionLevel: compressionLevel), to: url)
    }

    /// Reads a PNG or a JPEG file (JPEG when it starts with the bytes FF D8 FF, ITU T.81 B.1.1.2
    /// and JFIF/Exif's first marker).
    public init(contentsOfImageFile url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RenderError.io(path: url.path, reason: "cannot read: \(error.localizedDescription)")
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = try JPEGCodec.decode(data, source: url.path)
        } else {
            self = try PNGCodec.decode(data, source: url.path)
        }
    }

    /// Reads a PNG file.
    public init(contentsOfPNG url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw RenderError.io(path: url.path, reason: "cannot read: \(error.localizedDescription)")
        }
        self = try PNGCodec.decode(data, source: url.path)
    }
}
