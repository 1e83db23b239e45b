import Foundation

/// Pixel operations on premultiplied ARGB32 buffers (Cairo's image format, native-endian
/// 32-bit words 0xAARRGGBB), used for layer effects. All integer arithmetic except the colour
/// matrix, so results are the same on every run and for any thread count.
enum LayerEffects {
    /// A rectangle of pixels, half-open.
    struct Region: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    }

    /// The three box sizes (with their left and right reach) that approximate a Gaussian of
    /// standard deviation `sigma` pixels, as specified by SVG Filter Effects 1.1 (§15.17,
    /// feGaussianBlur): d = ⌊σ·3·√(2π)/4 + 0.5⌋; d odd: three centred boxes of size d; d even:
    /// two boxes of size d offset half a pixel left and right, and one centred box of size d + 1.
    static func boxes(sigma: Double) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        // Beyond 10,000 pixels a blur is a flat average of any canvas Cairo can hold (32,767 px).
        let d = Int((min(sigma, 10_000) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            let h = (d - 1) / 2
            return [(h, h), (h, h), (h, h)]
        }
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// How far (pixels) a blur of standard deviation `sigma` reaches on each side: the sum of
    /// its boxes' longer arms. An output pixel depends on the input pixels within this distance.
    static func reach(sigma: Double) -> Int { boxes(sigma: sigma).reduce(0) { $0 + max($1.left, $1.right) } }

    /// The smallest region holding every pixel with non-zero alpha (nil when all are clear).
    static func opaqueBounds(_ data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) -> Region? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = data + y * stride
            var first = -1, last = -1
            for x in 0..<width where row[x] >> 24 != 0 {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                x0 = min(x0, first); x1 = max(x1, last + 1)
                y0 = min(y0, y); y1 = y + 1
            }
        }
        return x1 > x0 ? Region(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// Blurs `region` of the buffer in place with the three-box approximation of a Gaussian of
    /// `sigma` pixels. Outside the buffer is transparent (`clampEdges` false) or a copy of the
    /// nearest edge pixel (true, for opaque blurs). Only pixels within reach of `region` change.
    ///
    /// `within`: with `clampEdges`, blur only these pixels (edges extended at the region's
    /// border): the pixels farther than `reach(sigma:)` inside the region come out exactly as
    /// a blur of the whole image gives them.
    static func blur(
        _ data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
        sigma: Double, clampEdges: Bool, within: Region? = nil
    ) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var region = Region(x0: 0, y0: 0, x1: width, y1: height)
        if clampEdges, let within {
            region = Region(x0: max(0, within.x0), y0: max(0, within.y0), x1: min(width, within.x1), y1: min(height, within.y1))
            guard !region.isEmpty else { return }
        }
        if !clampEdges {
            guard let b = opaqueBounds(data, width: width, height: height, stride: stride) else { return }
            let reach = passes.reduce(0) { $0 + max($1.left, $1.right) }
            region = Region(
                x0: max(0, b.x0 - reach), y0: max(0, b.y0 - reach),
                x1: min(width, b.x1 + reach), y1: min(height, b.y1 + reach))
        }
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { line.deallocate(); out.deallocate() }
        // Horizontal passes on each row.
        for y in region.y0..<region.y1 {
            let row = data + y * stride + region.x0
            line.update(from: row, count: width)
            for p in passes { boxPass(line, out, count: width, left: p.left, right: p.right, clamp: clampEdges) }
            row.update(from: line, count: width)
        }
        // Vertical passes, a row at a time: one running sum per column and channel, so memory
        // is read and written along rows (a pass down each column strides through the buffer).
        // The same sums and rounding as a pass along each column, so the same pixels.
        let source = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * width)
        defer { source.deallocate(); sums.deallocate() }
        for p in passes {
            for y in 0..<height { (source + y * width).update(from: data + (region.y0 + y) * stride + region.x0, count: width) }
            verticalBoxPass(
                source, into: data + region.y0 * stride + region.x0, stride: stride, width: width, height: height,
                left: p.left, right: p.right, clamp: clampEdges, sums: sums)
        }
    }

    /// `(sum + size / 2) / size` for every sum a box of `size` pixels can hold (at most
    /// 255 · size): by a multiply and a shift where that is exact (sizes 2 to 4,095: with
    /// m = ⌊2³²/size⌋ + 1 the error m·size − 2³² < size keeps sum·error below 2³²), else a division
    /// (size 1: the sum itself). m < 2³² for sizes from 2, so the product is of two 32-bit values
    /// (one multiply instruction per lane when a loop of means is vectorised).
    struct RoundedMean {
        let size: UInt32, half: UInt32, multiplier: UInt32
        init(size: Int) {
            self.size = UInt32(size)
            half = UInt32(size / 2)
            multiplier = (2..<4096).contains(size) ? UInt32((1 << 32) / UInt64(size) + 1) : 0
        }
        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt32 {
            multiplier != 0
                ? UInt32(truncatingIfNeeded: (UInt64(sum &+ half) &* UInt64(multiplier)) >> 32) : (sum &+ half) / size
        }
    }

    /// One vertical box filter of `height` rows of `width` pixels: reads the rows of `source`
    /// (packed, `width` apart), writes each output row to `destination` (rows `stride` apart).
    /// Outside the rows: transparent, or the first and last row (`clamp`).
    private static func verticalBoxPass(
        _ source: UnsafeMutablePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, stride: Int,
        width: Int, height: Int, left: Int, right: Int, clamp: Bool, sums: UnsafeMutablePointer<UInt32>
    ) {
        let mean = RoundedMean(size: left + right + 1)
        let a = sums, r = sums + width, g = sums + 2 * width, b = sums + 3 * width
        sums.initialize(repeating: 0, count: 4 * width)
        @inline(__always) func row(_ i: Int) -> UnsafeMutablePointer<UInt32>? {
            if i < 0 { return clamp ? source : nil }
            if i >= height { return clamp ? source + (height - 1) * width : nil }
            return source + i * width
        }
        for i in -left...right {
            guard let src = row(i) else { continue }
            for x in 0..<width {
                let p = src[x]
                a[x] &+= p >> 24; r[x] &+= (p >> 16) & 0xFF; g[x] &+= (p >> 8) & 0xFF; b[x] &+= p & 0xFF
            }
        }
        for y in 0..<height {
            let out = destination + y * stride
            for x in 0..<width {
                out[x] = mean(a[x]) << 24 | mean(r[x]) << 16 | mean(g[x]) << 8 | mean(b[x])
            }
            let add = row(y + right + 1), sub = row(y - left)
            if let add {
                for x in 0..<width {
                    let p = add[x]
                    a[x] &+= p >> 24; r[x] &+= (p >> 16) & 0xFF; g[x] &+= (p >> 8) & 0xFF; b[x] &+= p & 0xFF
                }
            }
            if let sub {
                for x in 0..<width {
                    let p = sub[x]
                    a[x] &-= p >> 24; r[x] &-= (p >> 16) & 0xFF; g[x] &-= (p >> 8) & 0xFF; b[x] &-= p & 0xFF
                }
            }
        }
    }

    /// One box filter over `count` pixels of `line` (result written back to `line`): each output
    /// is the rounded mean of the inputs from i − left to i + right.
    private static func boxPass(
        _ line: UnsafeMutablePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>, count: Int,
        left: Int, right: Int, clamp: Bool
    ) {
        let mean = RoundedMean(size: left + right + 1)
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
            out[i] = mean(a) << 24 | mean(r) << 16 | mean(g) << 8 | mean(b)
            let add = at(i + right + 1), sub = at(i - left)
            a = a &+ (add >> 24) &- (sub >> 24)
            r = r &+ ((add >> 16) & 0xFF) &- ((sub >> 16) & 0xFF)
            g = g &+ ((add >> 8) & 0xFF) &- ((sub >> 8) & 0xFF)
            b = b &+ (add & 0xFF) &- (sub & 0xFF)
        }
        line.update(from: out, count: count)
    }

    /// Applies brightness (added to each gamma-encoded component, −1…1) and then saturation
    /// (mix with Rec. 709 luma 0.2126 R + 0.7152 G + 0.0722 B; 0 grey, 1 unchanged), working on
    /// premultiplied values so that c·a stays within [0, a].
    ///
    /// Any Double is accepted: brightness is clamped to [−1, 1] (beyond, every component is
    /// already black or white) and saturation to [0, `maximumSaturation`] (a larger factor gives
    /// the same pixels: every component that differs from the luma already reaches 0 or a), NaN
    /// meaning no change. So the Float arithmetic never overflows and no NaN reaches a pixel.
    static func adjustColour(
        _ data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
        brightness: Double, saturation: Double
    ) {
        let bright = Float(brightness.isNaN ? 0 : min(max(brightness, -1), 1))
        let sat = Float(saturation.isNaN ? 1 : min(max(saturation, 0), maximumSaturation))
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row[x]
                let a = p >> 24
                if a == 0 { continue }
                let af = Float(a)
                var r = Float((p >> 16) & 0xFF) + bright * af
                var g = Float((p >> 8) & 0xFF) + bright * af
                var b = Float(p & 0xFF) + bright * af
                if sat != 1 {
                    r = min(max(r, 0), af); g = min(max(g, 0), af); b = min(max(b, 0), af)
                    let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    r = luma + sat * (r - luma); g = luma + sat * (g - luma); b = luma + sat * (b - luma)
                }
                @inline(__always) func q(_ v: Float) -> UInt32 { v.isNaN ? 0 : UInt32(min(max(v, 0), af).rounded()) }
                row[x] = a << 24 | q(r) << 16 | q(g) << 8 | q(b)
            }
        }
    }

    /// The largest saturation factor applied (see `adjustColour`): with components in 0…255 and
    /// Float's 24-bit significand, a difference from the luma that is not rounding noise is at
    /// least about 1e-4, which this factor already pushes past 255.
    static let maximumSaturation = 1e7

    /// Replaces each pixel by `colour` (premultiplied, 0…255 per component) scaled by the
    /// pixel's alpha: the silhouette used for shadows.
    static func silhouette(
        from src: UnsafeMutablePointer<UInt32>, to dst: UnsafeMutablePointer<UInt32>,
        width: Int, height: Int, srcStride: Int, dstStride: Int,
        colour: (r: Double, g: Double, b: Double, a: Double)
    ) {
        let (ca, cr, cg, cb) = silhouetteColour(colour)
        for y in 0..<height {
            let s = src + y * srcStride, d = dst + y * dstStride
            for x in 0..<width {
                let a = s[x] >> 24
                if a == 0 { d[x] = 0; continue }
                d[x] = ((ca * a + 127) / 255) << 24 | ((cr * a + 127) / 255) << 16 | ((cg * a + 127) / 255) << 8 | ((cb * a + 127) / 255)
            }
        }
    }

    /// A shadow colour (straight, components 0…1) as the silhouette's premultiplied components
    /// in 0…255: ca = round(255·a), cr = round(255·r·a) and so on. Components outside 0…1 (or
    /// NaN) are clamped (NaN: 0), so the conversions to UInt32 cannot trap.
    static func silhouetteColour(_ colour: (r: Double, g: Double, b: Double, a: Double)) -> (a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let colour = (r: unit(colour.r), g: unit(colour.g), b: unit(colour.b), a: unit(colour.a))
        return (
            UInt32((colour.a * 255).rounded()), UInt32((colour.r * colour.a * 255).rounded()),
            UInt32((colour.g * colour.a * 255).rounded()), UInt32((colour.b * colour.a * 255).rounded())
        )
    }
}
