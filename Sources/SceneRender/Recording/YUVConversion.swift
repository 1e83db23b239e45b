import Foundation

/// Opaque 8-bit RGB frames to planar Y′CbCr 4:2:0 (ffmpeg's `yuv420p`), the layout H.264 in mp4
/// stores, so that the workers convert each drawn frame once (in parallel, and once per run of
/// repeated frames) instead of ffmpeg converting every frame on its own thread, and the pipe
/// carries 1.5 bytes a pixel instead of 4.
///
/// **Formula.** ITU-R BT.709-6 (Kr = 0.2126, Kb = 0.0722) in limited ("video") range, Y′ in
/// 16…235 and Cb, Cr in 16…240 (the quantisation of ITU-R BT.709-6 §4.6): with components in
/// 0…255, Y′ = 16 + (47 R + 157 G + 16 B + 128) / 256, Cb = 128 + (−26 R − 86 G + 112 B + 128)
/// / 256, Cr = 128 + (112 R − 102 G − 10 B + 128) / 256 (integer division rounding down; each
/// weight is the standard's coefficient × 219/255 or 224/255 × 256, rounded so that each chroma
/// row sums to 0 and grey stays neutral). Chroma is the formula applied to the mean of each
/// 2 × 2 block. The video is tagged BT.709 (`VideoEncoder.codecArguments`).
///
/// **Size.** Odd sides are rounded up to even (4:2:0 needs whole 2 × 2 blocks); the extra column
/// or row repeats the last one.
enum YUVConversion {
    /// Even width and height of the converted frame.
    static func paddedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        ((width + 1) & ~1, (height + 1) & ~1)
    }

    /// Bytes of one converted frame of `width` × `height` pixels (after rounding up to even).
    static func byteCount(width: Int, height: Int) -> Int {
        let (w, h) = paddedSize(width: width, height: height)
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Converts `width` × `height` pixels of 4 bytes each, rows `stride` bytes apart, with the
    /// red, green and blue components at byte offsets `r`, `g`, `b` of each pixel (Cairo's
    /// ARGB32 on a little-endian machine: b 0, g 1, r 2; straight RGBA: r 0, g 1, b 2). Alpha is
    /// ignored: the frames are opaque.
    static func convert(
        _ pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, r: Int, g: Int, b: Int
    ) -> Data {
        let (w, h) = paddedSize(width: width, height: height)
        let cw = w / 2
        var out = Data(count: byteCount(width: width, height: height))
        out.withUnsafeMutableBytes { raw in
            let y = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let u = y + w * h, v = u + cw * (h / 2)
            let src = pixels.assumingMemoryBound(to: UInt8.self)
            for row in Swift.stride(from: 0, to: h, by: 2) {
                let row0 = src + min(row, height - 1) * stride
                let row1 = src + min(row + 1, height - 1) * stride
                let y0 = y + row * w, y1 = y0 + w
                let chroma = (row / 2) * cw
                for cx in 0..<cw {
                    let x0 = min(2 * cx, width - 1) * 4, x1 = min(2 * cx + 1, width - 1) * 4
                    let p00 = row0 + x0, p01 = row0 + x1, p10 = row1 + x0, p11 = row1 + x1
                    let r00 = Int(p00[r]), g00 = Int(p00[g]), b00 = Int(p00[b])
                    let r01 = Int(p01[r]), g01 = Int(p01[g]), b01 = Int(p01[b])
                    let r10 = Int(p10[r]), g10 = Int(p10[g]), b10 = Int(p10[b])
                    let r11 = Int(p11[r]), g11 = Int(p11[g]), b11 = Int(p11[b])
                    y0[2 * cx] = luma(r00, g00, b00)
                    y0[2 * cx + 1] = luma(r01, g01, b01)
                    y1[2 * cx] = luma(r10, g10, b10)
                    y1[2 * cx + 1] = luma(r11, g11, b11)
                    let sr = r00 + r01 + r10 + r11, sg = g00 + g01 + g10 + g11, sb = b00 + b01 + b10 + b11
                    // The block's mean components (sums of 4, rounded) in the chroma formulas.
                    let mr = (sr + 2) >> 2, mg = (sg + 2) >> 2, mb = (sb + 2) >> 2
                    u[chroma + cx] = UInt8(truncatingIfNeeded: 128 + ((-26 * mr - 86 * mg + 112 * mb + 128) >> 8))
                    v[chroma + cx] = UInt8(truncatingIfNeeded: 128 + ((112 * mr - 102 * mg - 10 * mb + 128) >> 8))
                }
            }
        }
        return out
    }

    @inline(__always)
    static func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: 16 + ((47 * r + 157 * g + 16 * b + 128) >> 8))
    }
}
