import Foundation

/// A shadow's silhouette as planes of 8-bit values, one per distinct channel: the silhouette of a
/// layer in a premultiplied colour (a, r, g, b) has, at a pixel of layer alpha α, the channels
/// ⌊(c · α + 127) / 255⌋ for c = a, r, g, b (`LayerEffects.silhouette`). Each channel is a function
/// of α and its c alone, so channels with the same c are the same plane, and c = 0 gives zeros.
/// The alpha plane is the caller's (the silhouette's alpha, `LayerEffects.silhouetteAlpha`); the
/// planes of red, green and blue values other than 0 and a are this object's own.
///
/// Blurred plane by plane with `LayerEffects.blurAlpha` and packed again, they give the pixels
/// of `LayerEffects.blur` on the packed silhouette (the box blur never mixes channels).
final class ShadowPlanes {
    /// Plane of each of red, green, blue: nil for zeros, 0 for the alpha plane, k > 0 for `own[k − 1]`.
    private let source: [Int?]
    /// The distinct component values other than 0 and alpha, each with its plane.
    private let values: [UInt32]
    private let own: [UnsafeMutablePointer<UInt8>]
    private let alpha: UnsafeMutablePointer<UInt8>
    private let width: Int, height: Int

    /// - Parameters:
    ///   - colour: the silhouette's premultiplied colour, 0…255 per component (r, g, b ≤ a).
    ///   - alpha: the silhouette's alpha, `width` × `height` bytes, rows `width` apart; blurred in
    ///     place by `blur`.
    init(colour: (a: UInt32, r: UInt32, g: UInt32, b: UInt32), alpha: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        var values: [UInt32] = []
        source = [colour.r, colour.g, colour.b].map { c -> Int? in
            if c == 0 { return nil }
            if c == colour.a { return 0 }
            if let i = values.firstIndex(of: c) { return i + 1 }
            values.append(c)
            return values.count
        }
        self.values = values
        self.alpha = alpha
        self.width = width
        self.height = height
        own = values.map { _ in .allocate(capacity: max(1, width * height)) }
    }

    deinit { for p in own { p.deallocate() } }

    /// How many planes `blur` blurs (1 for black, white or an opaque primary colour; at most 4).
    var count: Int { 1 + values.count }

    /// Fills the planes of the components other than 0 and alpha from the layer's pixels
    /// (premultiplied ARGB32, rows `stride` pixels apart).
    func fill(from data: UnsafeMutablePointer<UInt32>, stride: Int) {
        for (k, c) in values.enumerated() {
            let plane = own[k]
            for y in 0..<height {
                let s = data + y * stride, d = plane + y * width
                for x in 0..<width { d[x] = UInt8(truncatingIfNeeded: (c * (s[x] >> 24) + 127) / 255) }
            }
        }
    }

    /// Blurs every plane by `sigma` pixels, transparent outside (`LayerEffects.blurAlpha`).
    func blur(sigma: Double) {
        LayerEffects.blurAlpha(alpha, width: width, height: height, stride: width, sigma: sigma)
        for p in own { LayerEffects.blurAlpha(p, width: width, height: height, stride: width, sigma: sigma) }
    }

    /// Writes the planes as premultiplied ARGB32 pixels (rows `stride` pixels apart).
    func pack(into out: UnsafeMutablePointer<UInt32>, stride: Int) {
        if source.allSatisfy({ $0 == nil }) {
            // Black: alpha alone.
            for y in 0..<height {
                let a = alpha + y * width, d = out + y * stride
                for x in 0..<width { d[x] = UInt32(a[x]) << 24 }
            }
            return
        }
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, width))
        zeros.initialize(repeating: 0, count: max(1, width))
        defer { zeros.deallocate() }
        for y in 0..<height {
            func row(_ plane: Int?) -> UnsafeMutablePointer<UInt8> {
                guard let plane else { return zeros }
                return (plane == 0 ? alpha : own[plane - 1]) + y * width
            }
            let a = alpha + y * width, r = row(source[0]), g = row(source[1]), b = row(source[2])
            let d = out + y * stride
            for x in 0..<width {
                d[x] = UInt32(a[x]) << 24 | UInt32(r[x]) << 16 | UInt32(g[x]) << 8 | UInt32(b[x])
            }
        }
    }
}
