import Foundation

/// How semi-transparent pixels are turned into opaque colours before the perceptual test.
public enum TransparencyBackground: String, Sendable, Equatable, CaseIterable {
    /// Blend over white (pixelmatch up to version 6). An alpha-only change of a
    /// white pixel is invisible under this rule (white over white is white); any other
    /// alpha-only change that moves the blended colour past the threshold is seen.
    case white
    /// Blend over a fixed per-pixel pattern of dark and light channel values (pixelmatch 7):
    /// channel backgrounds are 48 or 207 chosen from the byte offset k of the pixel
    /// (red: k mod 2, green: ⌊k/φ⌋ mod 2, blue: ⌊k/φ²⌋ mod 2, φ = 1.618…), so that an
    /// alpha-only change is visible for every colour, white included. The default.
    case pattern
}

/// Options of the perceptual comparison (pixelmatch's terms).
public struct ImageComparisonOptions: Sendable, Equatable {
    /// Per-pixel perceptual threshold t in 0…1: a pixel differs when its YIQ distance
    /// Δ > 35215·t² (35215 is the largest Δ in the RGB cube). 0 accepts no change at all.
    public var threshold: Double
    /// Report anti-aliased pixels (Vyšniauskas 2009, as pixelmatch does it) instead of
    /// counting them as differences. pixelmatch's `includeAA` is the opposite of this.
    public var detectAntiAliasing: Bool
    /// How alpha is blended before the colour test.
    public var transparencyBackground: TransparencyBackground

    /// pixelmatch 7's defaults: threshold 0.1, anti-aliasing detected, alpha blended over the
    /// position-dependent pattern (so an alpha-only change is seen on every colour).
    public init(threshold: Double = 0.1, detectAntiAliasing: Bool = true, transparencyBackground: TransparencyBackground = .pattern) {
        self.threshold = threshold
        self.detectAntiAliasing = detectAntiAliasing
        self.transparencyBackground = transparencyBackground
    }

    /// - Throws: `RenderError.invalidParameter` when `threshold` is outside 0…1 or not finite.
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw RenderError.invalidParameter(name: "threshold", value: "\(threshold)", valid: "0...1")
        }
    }
}

/// A rectangle of whole pixels (x, y of the top-left pixel; width and height in pixels).
public struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// `x,y widthxheight`, e.g. `10,12 3x3`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// What the comparison decided for one pixel (the diff image colours follow these).
public enum PixelVerdict: UInt8, Sendable {
    /// Bytes equal.
    case identical = 0
    /// Bytes differ but the perceptual distance is within the threshold.
    case withinThreshold = 1
    /// Past the threshold, but anti-aliasing in one of the images: reported, not counted.
    case antiAliased = 2
    /// Past the threshold and counted as a difference.
    case different = 3
}

/// The outcome of comparing an actual image with an expected (golden) one.
public struct ImageComparisonResult: Sendable {
    /// Width and height of the expected image, in pixels.
    public let expectedSize: (width: Int, height: Int)
    /// Width and height of the actual image, in pixels.
    public let actualSize: (width: Int, height: Int)
    /// The options used.
    public let options: ImageComparisonOptions
    /// True when every byte is equal (the fast path; nothing else was computed).
    public let isIdentical: Bool
    /// Pixels past the threshold that are not anti-aliasing (0 for a size mismatch).
    public let differentPixels: Int
    /// Pixels past the threshold that were recognised as anti-aliasing and not counted.
    public let antiAliasedPixels: Int
    /// Pixels whose bytes differ at all, including those within the threshold.
    public let changedPixels: Int
    /// The largest perceptual difference of any pixel, on the threshold's scale:
    /// √(Δmax / 35215), 0 (equal) … 1 (black against white).
    public let largestDifference: Double
    /// Where the largest difference is, or nil when there is none.
    public let largestDifferenceAt: (x: Int, y: Int)?
    /// Smallest rectangle holding every counted difference, or nil when there is none.
    public let differenceBounds: PixelRect?
    /// One verdict per pixel, row by row (empty for identical images and size mismatches).
    public let verdicts: [PixelVerdict]

    /// True when the two images have the same width and height.
    public var sizesMatch: Bool { expectedSize == actualSize }
    /// Number of pixels of the images (of the actual image for a size mismatch).
    public var pixelCount: Int { actualSize.width * actualSize.height }
    /// `differentPixels / pixelCount` (0 for an empty image).
    public var differentRatio: Double { pixelCount == 0 ? 0 : Double(differentPixels) / Double(pixelCount) }

    /// A one-line summary naming both sizes on a mismatch, else the counts and the threshold.
    public var summary: String {
        if !sizesMatch {
            return "size differs: expected \(expectedSize.width)x\(expectedSize.height), actual \(actualSize.width)x\(actualSize.height)"
        }
        if isIdentical { return "identical (\(pixelCount) pixels)" }
        var s = "\(differentPixels) of \(pixelCount) pixels differ (\(ImageComparison.percent(differentRatio))) past threshold \(options.threshold)"
        s += ", \(antiAliasedPixels) anti-aliased pixel\(antiAliasedPixels == 1 ? "" : "s") \(options.detectAntiAliasing ? "ignored" : "(detection off)")"
        s += ", \(changedPixels) changed at all; largest difference \(String(format: "%.3f", largestDifference))"
        if let at = largestDifferenceAt { s += " at \(at.x),\(at.y)" }
        if let b = differenceBounds { s += "; differences within \(b)" }
        return s
    }
}

/// pixelmatch's comparison of two RGBA images, written for this project (docs/ARCHITECTURE.md, "Image comparison").
///
/// **Perceptual test** (Kotsarenko and Ramos, as pixelmatch uses it): each pixel is blended to
/// opaque (see `TransparencyBackground`), converted to YIQ with
/// Y = .29889531R + .58662247G + .11448223B, I = .59597799R − .27417610G − .32180189B,
/// Q = .21147017R − .52261711G + .31114694B, and Δ = .5053ΔY² + .299ΔI² + .1957ΔQ².
/// The pixel differs when Δ > 35215·t².
///
/// **Anti-aliasing** (Vyšniauskas 2009, as pixelmatch does it): a differing pixel is
/// anti-aliasing in an image when, among its up to 8 neighbours in that image, it has both a
/// darker and a brighter one (by brightness Y), no more than two equal ones (a pixel on the image
/// border starts with one), and its darkest or its brightest neighbour has three or more
/// identical neighbours in both images. The test runs with either image as the first one.
public enum ImageComparison {
    /// The largest Δ in the RGB cube (black against white is 35215.2…).
    public static let maximumDelta = 35215.0

    /// Compares `actual` with `expected`.
    ///
    /// Exact fast path: when all bytes are equal nothing else is computed. A size mismatch gives
    /// a result with `sizesMatch == false` (both sizes in `summary`), never a crash.
    /// - Throws: `RenderError.invalidParameter` for invalid options.
    public static func compare(
        expected: RenderedImage, actual: RenderedImage,
        options: ImageComparisonOptions = ImageComparisonOptions()
    ) throws -> ImageComparisonResult {
        try options.validate()
        let es = (width: expected.width, height: expected.height)
        let asz = (width: actual.width, height: actual.height)
        guard es == asz else {
            return ImageComparisonResult(
                expectedSize: es, actualSize: asz, options: options, isIdentical: false,
                differentPixels: 0, antiAliasedPixels: 0, changedPixels: 0,
                largestDifference: 0, largestDifferenceAt: nil, differenceBounds: nil, verdicts: [])
        }
        if expected.pixels == actual.pixels {
            return ImageComparisonResult(
                expectedSize: es, actualSize: asz, options: options, isIdentical: true,
                differentPixels: 0, antiAliasedPixels: 0, changedPixels: 0,
                largestDifference: 0, largestDifferenceAt: nil, differenceBounds: nil, verdicts: [])
        }
        let width = expected.width, height = expected.height
        let limit = maximumDelta * options.threshold * options.threshold
        let pattern = options.transparencyBackground == .pattern
        var verdicts = [PixelVerdict](repeating: .identical, count: width * height)
        var different = 0, antiAliased = 0, changed = 0
        var largest = 0.0
        var largestAt: (x: Int, y: Int)?
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                let img = PixelBuffer(a: a, b: b, width: width, height: height, pattern: pattern)
                for y in 0..<height {
                    for x in 0..<width {
                        let k = (y * width + x) * 4
                        if a[k] == b[k] && a[k + 1] == b[k + 1] && a[k + 2] == b[k + 2] && a[k + 3] == b[k + 3] { continue }
                        changed += 1
                        let delta = colorDelta(a, k, b, k, pattern: pattern)
                        if delta > largest { largest = delta; largestAt = (x, y) }
                        guard delta > limit else {
                            verdicts[y * width + x] = .withinThreshold
                            continue
                        }
                        if options.detectAntiAliasing && (img.isAntiAliased(x, y, inFirst: true) || img.isAntiAliased(x, y, inFirst: false)) {
                            verdicts[y * width + x] = .antiAliased
                            antiAliased += 1
                        } else {
                            verdicts[y * width + x] = .different
                            different += 1
                            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        let bounds = maxX >= 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ImageComparisonResult(
            expectedSize: es, actualSize: asz, options: options, isIdentical: false,
            differentPixels: different, antiAliasedPixels: antiAliased, changedPixels: changed,
            largestDifference: min(1, (largest / maximumDelta).squareRoot()),
            largestDifferenceAt: largestAt, differenceBounds: bounds, verdicts: verdicts)
    }

    /// The YIQ distance Δ between pixel `i` of `a` and pixel `j` of `b` (byte offsets).
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int, pattern: Bool) -> Double {
        let (r1, g1, b1) = opaque(a, i, pattern: pattern)
        let (r2, g2, b2) = opaque(b, j, pattern: pattern)
        let dy = yiqY(r1, g1, b1) - yiqY(r2, g2, b2)
        let di = yiqI(r1, g1, b1) - yiqI(r2, g2, b2)
        let dq = yiqQ(r1, g1, b1) - yiqQ(r2, g2, b2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// Brightness Y of pixel `i` after blending.
    static func brightness(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, pattern: Bool) -> Double {
        let (r, g, b) = opaque(a, i, pattern: pattern)
        return yiqY(r, g, b)
    }

    /// The pixel's colour blended to opaque (0…255 per channel).
    @inline(__always)
    static func opaque(_ p: UnsafeBufferPointer<UInt8>, _ k: Int, pattern: Bool) -> (Double, Double, Double) {
        let r = Double(p[k]), g = Double(p[k + 1]), b = Double(p[k + 2])
        let alpha = p[k + 3]
        if alpha == 255 { return (r, g, b) }
        let a = Double(alpha) / 255
        if !pattern { return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a) }
        let kd = Double(k)
        let rb = 48.0 + 159.0 * Double(k % 2)
        let gb = 48.0 + 159.0 * Double(Int(kd / 1.618033988749895) % 2)
        let bb = 48.0 + 159.0 * Double(Int(kd / 2.618033988749895) % 2)
        return (rb + (r - rb) * a, gb + (g - gb) * a, bb + (b - bb) * a)
    }

    @inline(__always) static func yiqY(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func yiqI(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func yiqQ(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    static func percent(_ ratio: Double) -> String { String(format: "%.4g%%", ratio * 100) }
}

/// The two images of a comparison, for the anti-aliasing test.
private struct PixelBuffer {
    let a: UnsafeBufferPointer<UInt8>
    let b: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int
    let pattern: Bool

    /// Vyšniauskas's test for pixel (x1, y1) of the first image (`inFirst`) or of the second.
    func isAntiAliased(_ x1: Int, _ y1: Int, inFirst: Bool) -> Bool {
        let img = inFirst ? a : b, other = inFirst ? b : a
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = (y1 * width + x1) * 4
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let yc = ImageComparison.brightness(img, centre, pattern: pattern)
        // Most negative delta: the brightest neighbour; most positive: the darkest one.
        var brightest = 0.0, darkest = 0.0
        var brightestAt = (0, 0), darkestAt = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let k = (y * width + x) * 4
                if sameBytes(img, centre, k) {
                    equal += 1
                    if equal > 2 { return false }
                    continue
                }
                // Negative: the neighbour is brighter than the centre; positive: darker.
                let delta = yc - ImageComparison.brightness(img, k, pattern: pattern)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < brightest {
                    brightest = delta; brightestAt = (x, y)
                } else if delta > darkest {
                    darkest = delta; darkestAt = (x, y)
                }
            }
        }
        if brightest == 0 || darkest == 0 { return false }
        return (hasManySiblings(img, darkestAt.0, darkestAt.1) && hasManySiblings(other, darkestAt.0, darkestAt.1))
            || (hasManySiblings(img, brightestAt.0, brightestAt.1) && hasManySiblings(other, brightestAt.0, brightestAt.1))
    }

    /// True when pixel (x1, y1) has three or more neighbours with identical bytes (a pixel on
    /// the image border counts one extra).
    func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = (y1 * width + x1) * 4
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if sameBytes(img, centre, (y * width + x) * 4) { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }

    @inline(__always)
    func sameBytes(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int) -> Bool {
        p[i] == p[j] && p[i + 1] == p[j + 1] && p[i + 2] == p[j + 2] && p[i + 3] == p[j + 3]
    }
}
