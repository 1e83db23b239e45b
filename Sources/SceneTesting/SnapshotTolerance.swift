import Foundation
import SceneRender

/// How much an image may differ from its golden (pixelmatch's and Playwright's terms).
///
/// A snapshot passes when the sizes match and the number of differing pixels (perceptual
/// distance past `threshold`, anti-aliasing not counted when `antialiasing` detection is on) is
/// at most the allowed count: `maxDiffPixels`, or `maxDiffPixelRatio` × pixel count, or the
/// smaller of the two when both are given (as Playwright does), or 0 when neither is.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
    /// Per-pixel perceptual threshold, 0…1 (pixelmatch's default 0.1).
    public var threshold: Double
    /// Largest number of differing pixels allowed, ≥ 0; nil for no count limit of its own.
    public var maxDiffPixels: Int?
    /// Largest fraction of differing pixels allowed, 0…1; nil for no ratio limit of its own.
    public var maxDiffPixelRatio: Double?
    /// Detect anti-aliased pixels and leave them out of the count (pixelmatch's default).
    public var antialiasing: Bool
    /// How alpha is blended before the colour test (default: pixelmatch 7's pattern).
    public var transparencyBackground: TransparencyBackground

    public init(
        threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil,
        antialiasing: Bool = true, transparencyBackground: TransparencyBackground = .pattern
    ) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.antialiasing = antialiasing
        self.transparencyBackground = transparencyBackground
    }

    /// pixelmatch 7's defaults: threshold 0.1, anti-aliasing ignored, alpha over its pattern;
    /// no differing pixel allowed.
    public static let `default` = SnapshotTolerance()
    /// Byte-for-byte: threshold 0, anti-aliasing counted.
    public static let exact = SnapshotTolerance(threshold: 0, antialiasing: false)

    /// - Throws: `SnapshotError.invalidParameter` naming the first invalid field and its range.
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw SnapshotError.invalidParameter(name: "tolerance.threshold", value: "\(threshold)", valid: "0...1")
        }
        if let n = maxDiffPixels, n < 0 {
            throw SnapshotError.invalidParameter(name: "tolerance.maxDiffPixels", value: "\(n)", valid: "≥ 0")
        }
        if let r = maxDiffPixelRatio, !(r.isFinite && (0...1).contains(r)) {
            throw SnapshotError.invalidParameter(name: "tolerance.maxDiffPixelRatio", value: "\(r)", valid: "0...1")
        }
    }

    /// The comparison options these tolerances use.
    public var comparisonOptions: ImageComparisonOptions {
        ImageComparisonOptions(threshold: threshold, detectAntiAliasing: antialiasing, transparencyBackground: transparencyBackground)
    }

    /// Differing pixels allowed in an image of `pixelCount` pixels.
    public func allowedDifferentPixels(pixelCount: Int) -> Int {
        let byRatio = maxDiffPixelRatio.map { Int((Double(pixelCount) * $0).rounded(.down)) }
        switch (maxDiffPixels, byRatio) {
        case let (n?, r?): return min(n, r)
        case let (n?, nil): return n
        case let (nil, r?): return r
        case (nil, nil): return 0
        }
    }

    /// True when `result` is within these limits.
    public func accepts(_ result: ImageComparisonResult) -> Bool {
        result.sizesMatch && (result.isIdentical || result.differentPixels <= allowedDifferentPixels(pixelCount: result.pixelCount))
    }

    /// The limits in words, e.g. `threshold 0.1, maxDiffPixels 0, maxDiffPixelRatio none
    /// (allowed: 0 pixels), anti-aliasing ignored`.
    public var description: String {
        "threshold \(threshold), maxDiffPixels \(maxDiffPixels.map { "\($0)" } ?? "none"), maxDiffPixelRatio \(maxDiffPixelRatio.map { "\($0)" } ?? "none"), anti-aliasing \(antialiasing ? "ignored" : "counted"), alpha blended over \(transparencyBackground.rawValue)"
    }
}
