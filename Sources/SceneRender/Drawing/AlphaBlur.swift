import Foundation

// The shadow blur on one plane of 8-bit alpha instead of four packed channels: a shadow whose
// colour is black (premultiplied red, green and blue all 0) has nothing but alpha to blur, and
// a quarter of the sums to keep.

extension LayerEffects {
    /// Blurs a plane of 8-bit values (`width` × `height`, rows `stride` bytes apart) in place,
    /// exactly as `blur(_:width:height:stride:sigma:clampEdges:)` with `clampEdges` false blurs
    /// the alpha byte of each pixel: the same three boxes (`boxes(sigma:)`), the same region (the
    /// non-zero values' bounds grown by `reach(sigma:)`), the same running sums and rounding
    /// (`RoundedMean`), transparent (0) outside the plane. The channels of the packed blur never
    /// mix, so for a buffer whose red, green and blue are 0 the two give the same alpha.
    static func blurAlpha(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        guard let b = nonZeroBounds(plane, width: width, height: height, stride: stride) else { return }
        let reach = passes.reduce(0) { $0 + max($1.left, $1.right) }
        let region = Region(
            x0: max(0, b.x0 - reach), y0: max(0, b.y0 - reach),
            x1: min(width, b.x1 + reach), y1: min(height, b.y1 + reach))
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        // The row before, as it was and as blurred: a row equal to it (the straight sides of a
        // bar or card repeat one row hundreds of times) takes its result instead of three passes.
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * w)
        defer { line.deallocate(); out.deallocate(); previous.deallocate() }
        for y in region.y0..<region.y1 {
            let row = plane + y * stride + region.x0
            if y > region.y0, memcmp(row, previous, w) == 0 {
                row.update(from: previous + w, count: w)
                continue
            }
            previous.update(from: row, count: w)
            for x in 0..<w { line[x] = UInt32(row[x]) }
            for p in passes { alphaBoxPass(line, out, count: w, left: p.left, right: p.right) }
            for x in 0..<w { row[x] = UInt8(truncatingIfNeeded: line[x]) }
            (previous + w).update(from: row, count: w)
        }
        // Vertical passes a row at a time, one running sum per column (as the packed blur).
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: w)
        defer { source.deallocate(); sums.deallocate() }
        for p in passes {
            for y in 0..<h { (source + y * w).update(from: plane + (region.y0 + y) * stride + region.x0, count: w) }
            let mean = RoundedMean(size: p.left + p.right + 1)
            sums.initialize(repeating: 0, count: w)
            for i in 0...min(h - 1, p.right) {
                let src = source + i * w
                for x in 0..<w { sums[x] &+= UInt32(src[x]) }
            }
            // Whether the sums are those of the row before (the row that entered the window
            // equals the one that left it): then this row's values are the row before's.
            var unchanged = false
            for y in 0..<h {
                let dst = plane + (region.y0 + y) * stride + region.x0
                if unchanged {
                    dst.update(from: dst - stride, count: w)
                } else {
                    for x in 0..<w { dst[x] = UInt8(truncatingIfNeeded: mean(sums[x])) }
                }
                let add = y + p.right + 1, sub = y - p.left
                if add < h, sub >= 0, memcmp(source + add * w, source + sub * w, w) == 0 {
                    unchanged = true
                    continue
                }
                unchanged = false
                if add < h {
                    let src = source + add * w
                    for x in 0..<w { sums[x] &+= UInt32(src[x]) }
                }
                if sub >= 0 {
                    let src = source + sub * w
                    for x in 0..<w { sums[x] &-= UInt32(src[x]) }
                }
            }
        }
    }

    /// The smallest region holding every non-zero value of the plane (nil when all are 0).
    static func nonZeroBounds(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Region? {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = plane + y * stride
            guard let first = firstNonZero(row, from: 0, to: width) else { continue }
            var last = width - 1
            // The last non-zero byte, 8 at a time from the end (the first one found bounds it).
            while last - 7 > first, UnsafeRawPointer(row + last - 7).loadUnaligned(as: UInt64.self) == 0 { last -= 8 }
            while row[last] == 0 { last -= 1 }
            x0 = min(x0, first); x1 = max(x1, last + 1)
            y0 = min(y0, y); y1 = y + 1
        }
        return x1 > x0 ? Region(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// The index of the first non-zero byte of `row[start..<end]`, 8 bytes at a time; nil when all are 0.
    @inline(__always)
    static func firstNonZero(_ row: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var x = start
        while x + 8 <= end, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 { x += 8 }
        while x < end {
            if row[x] != 0 { return x }
            x += 1
        }
        return nil
    }

    /// One box filter over `count` values of `line` (written back): the rounded mean of the
    /// values from i − left to i + right, 0 outside.
    private static func alphaBoxPass(
        _ line: UnsafeMutablePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>, count: Int, left: Int, right: Int
    ) {
        let mean = RoundedMean(size: left + right + 1)
        var sum: UInt32 = 0
        for i in 0...min(right, count - 1) { sum &+= line[i] }
        for i in 0..<count {
            out[i] = mean(sum)
            let add = i + right + 1, sub = i - left
            if add < count { sum &+= line[add] }
            if sub >= 0 { sum &-= line[sub] }
        }
        line.update(from: out, count: count)
    }

    /// The alpha of `silhouette(from:...)`'s pixels for a colour of alpha `ca` (0…255):
    /// ⌊(ca · a + 127) / 255⌋ for each pixel's alpha a, into a plane of `width` bytes a row.
    static func silhouetteAlpha(
        from src: UnsafeMutablePointer<UInt32>, srcStride: Int, to plane: UnsafeMutablePointer<UInt8>,
        width: Int, height: Int, colourAlpha ca: UInt32
    ) {
        for y in 0..<height {
            let s = src + y * srcStride, d = plane + y * width
            for x in 0..<width { d[x] = UInt8(truncatingIfNeeded: (ca * (s[x] >> 24) + 127) / 255) }
        }
    }
}
