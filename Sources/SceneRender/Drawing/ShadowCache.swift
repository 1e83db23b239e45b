import Foundation
import CCairo

/// The blurred shadows a renderer drew lately, by what decides their pixels: the alpha of the
/// layer that casts them (after its own pixel passes), the layer's size, the shadow's colour
/// and blur. A card that stays put, or moves by whole pixels, casts the same shadow in the next
/// frame: it is found here and not blurred again. Exact by construction: an entry is used only
/// when the layer's alpha equals the one it was made from, byte for byte.
///
/// Each entry holds the layer's alpha (1 byte a pixel) and the shadow (4 bytes a pixel); at most
/// `byteLimit` bytes in all, the least recently used entries dropped first. One per renderer
/// (one thread at a time).
final class ShadowCache {
    /// What decides a shadow's pixels besides the layer's alpha.
    struct Parameters: Equatable {
        var width: Int
        var height: Int
        /// The silhouette's premultiplied colour, 0…255 per component.
        var colour: (a: UInt32, r: UInt32, g: UInt32, b: UInt32)
        var sigma: Double

        static func == (x: Self, y: Self) -> Bool {
            x.width == y.width && x.height == y.height && x.sigma == y.sigma && x.colour.a == y.colour.a
                && x.colour.r == y.colour.r && x.colour.g == y.colour.g && x.colour.b == y.colour.b
        }
    }

    private struct Entry {
        let parameters: Parameters
        let alpha: UnsafeMutableBufferPointer<UInt8>
        let shadow: OpaquePointer
        var lastUse: Int
        var bytes: Int { alpha.count * 5 }
    }

    private var entries: [Entry] = []
    private var clock = 0
    /// Bytes the entries may hold (the renderer sets it for each canvas, see `CairoRenderer.draw`).
    var byteLimit = 48 << 20
    /// The layer's alpha of the current lookup (reused between lookups).
    private var scratch = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private(set) var hits = 0
    private(set) var misses = 0

    deinit {
        for e in entries { release(e) }
        scratch.deallocate()
    }

    private func release(_ e: Entry) {
        e.alpha.deallocate()
        cairo_surface_destroy(e.shadow)
    }

    /// The shadow of the layer `data` (`width` × `height` premultiplied ARGB pixels, rows
    /// `stride` pixels apart) as an ARGB32 image surface of the layer's size: its silhouette in
    /// `colour` blurred by `sigma` pixels (`LayerEffects.silhouette`, then `LayerEffects.blur`
    /// with transparent edges, computed plane by plane with `blurAlpha`). The caller
    /// destroys the returned reference; nil when Cairo cannot make the surface.
    func shadow(
        of data: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
        colour: (a: UInt32, r: UInt32, g: UInt32, b: UInt32), sigma: Double
    ) -> OpaquePointer? {
        let n = width * height
        if scratch.count < n {
            scratch.deallocate()
            scratch = .allocate(capacity: n)
        }
        let key = Parameters(width: width, height: height, colour: colour, sigma: sigma)
        // The silhouette's alpha: the shadow's pixels depend on nothing else of the layer.
        LayerEffects.silhouetteAlpha(from: data, srcStride: stride, to: scratch.baseAddress!, width: width, height: height, colourAlpha: colour.a)
        clock += 1
        if let i = entries.firstIndex(where: { $0.parameters == key && memcmp($0.alpha.baseAddress!, scratch.baseAddress!, n) == 0 }) {
            entries[i].lastUse = clock
            hits += 1
            return cairo_surface_reference(entries[i].shadow)
        }
        misses += 1
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        cairo_surface_flush(surface)
        let sStride = Int(cairo_image_surface_get_stride(surface)) / 4
        let sData = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        let alpha = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: n)
        _ = alpha.initialize(from: UnsafeBufferPointer(start: scratch.baseAddress!, count: n))
        // The silhouette's channels are each a function of the layer's alpha, and the box blur
        // never mixes channels: each channel is blurred as a plane of its own, and channels of the
        // same premultiplied value (alpha and blue of an opaque blue, all of black) share one plane.
        // The same pixels as blurring the packed silhouette (`LayerEffects.blur`): a black
        // shadow blurs one plane, a grey or an opaque primary colour two, any colour at most four.
        let planes = ShadowPlanes(colour: colour, alpha: scratch.baseAddress!, width: width, height: height)
        planes.fill(from: data, stride: stride)
        planes.blur(sigma: sigma)
        planes.pack(into: sData, stride: sStride)
        cairo_surface_mark_dirty(surface)
        let entry = Entry(parameters: key, alpha: alpha, shadow: surface, lastUse: clock)
        guard entry.bytes <= byteLimit else {
            alpha.deallocate()
            return surface
        }
        var total = entries.reduce(0) { $0 + $1.bytes } + entry.bytes
        while total > byteLimit, let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }) {
            total -= entries[oldest].bytes
            release(entries.remove(at: oldest))
        }
        entries.append(entry)
        return cairo_surface_reference(surface)
    }
}
