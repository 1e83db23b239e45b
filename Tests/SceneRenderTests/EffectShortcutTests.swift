import XCTest
import CCairo
@testable import SceneRender

/// The renderer's shortcuts for effect groups (shadows blurred on the alpha plane when black,
/// shadows kept between frames, groups outside the clip not drawn) against the full path they
/// replace (`CairoRenderer.effectShortcuts` false), pixel for pixel.
final class EffectShortcutTests: XCTestCase {
    /// A `width` × `height` buffer (rows `stride` apart) of shapes of varied alpha, black when
    /// `black` (premultiplied red, green and blue 0), else coloured.
    func image(width: Int, height: Int, stride: Int, seed: UInt64, black: Bool) -> [UInt32] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var pixels = [UInt32](repeating: 0, count: stride * height)
        for _ in 0..<10 {
            let x0 = Int(next() % UInt64(width)), y0 = Int(next() % UInt64(height))
            let w = 1 + Int(next() % UInt64(max(1, width / 3))), h = 1 + Int(next() % UInt64(max(1, height / 3)))
            let a = UInt32(next() % 256)
            let c = black ? (0, 0, 0) : (UInt32(next() % 256) * a / 255, UInt32(next() % 256) * a / 255, UInt32(next() % 256) * a / 255)
            for y in y0..<min(height, y0 + h) {
                for x in x0..<min(width, x0 + w) { pixels[y * stride + x] = a << 24 | c.0 << 16 | c.1 << 8 | c.2 }
            }
        }
        return pixels
    }

    func testAlphaPlaneBlurGivesThePackedBlursAlpha() {
        for (width, height, stride) in [(37, 23, 37), (64, 40, 70), (5, 90, 8), (120, 3, 128), (1, 1, 1)] {
            for sigma in [0.4, 1, 2.5, 3, 7.3, 20, 36] {
                let packed = image(width: width, height: height, stride: stride, seed: UInt64(width * 31 + height) &+ UInt64(sigma * 10), black: true)
                var blurred = packed
                blurred.withUnsafeMutableBufferPointer {
                    LayerEffects.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma, clampEdges: false)
                }
                var plane = packed.map { UInt8($0 >> 24) }
                plane.withUnsafeMutableBufferPointer {
                    LayerEffects.blurAlpha($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
                }
                XCTAssertEqual(plane, blurred.map { UInt8($0 >> 24) }, "\(width)×\(height) stride \(stride) σ \(sigma)")
                XCTAssertTrue(blurred.allSatisfy { $0 & 0xFF_FFFF == 0 }, "a black buffer stays black")
            }
        }
    }

    /// The packed path: `silhouette` then `blur`, as the renderer drew every shadow before.
    func referenceShadow(_ layer: [UInt32], width: Int, height: Int, colour: (Double, Double, Double, Double), sigma: Double) -> [UInt32] {
        var source = layer
        var out = [UInt32](repeating: 0, count: width * height)
        source.withUnsafeMutableBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                LayerEffects.silhouette(
                    from: s.baseAddress!, to: d.baseAddress!, width: width, height: height, srcStride: width, dstStride: width, colour: colour)
                LayerEffects.blur(d.baseAddress!, width: width, height: height, stride: width, sigma: sigma, clampEdges: false)
            }
        }
        return out
    }

    func pixels(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return (0..<h).flatMap { y in (0..<w).map { data[y * stride + $0] } }
    }

    func testCachedShadowsEqualTheSilhouetteBlurAndAreFoundAgain() throws {
        let (width, height) = (48, 40)
        // Black (one plane), opaque blue at 0.4 (alpha and blue one plane, green its own), white,
        // grey, two equal components, three distinct ones.
        let colours = [
            (0.0, 0.0, 0.0, 0.33), (0.0, 0.4, 1.0, 0.4), (1.0, 1.0, 1.0, 1.0), (0.5, 0.5, 0.5, 0.6),
            (0.3, 0.3, 0.9, 0.5), (0.8, 0.1, 0.45, 0.9)
        ]
        for colour in colours {
            let cache = ShadowCache()
            var layer = image(width: width, height: height, stride: width, seed: 7, black: false)
            let expected = referenceShadow(layer, width: width, height: height, colour: colour, sigma: 4.5)
            let c = LayerEffects.silhouetteColour(colour)
            func shadow() throws -> [UInt32] {
                try layer.withUnsafeMutableBufferPointer { buffer in
                    let s = try XCTUnwrap(cache.shadow(of: buffer.baseAddress!, width: width, height: height, stride: width, colour: c, sigma: 4.5))
                    defer { cairo_surface_destroy(s) }
                    return pixels(s)
                }
            }
            XCTAssertEqual(try shadow(), expected, "\(colour)")
            XCTAssertEqual(try shadow(), expected, "\(colour), found again")
            XCTAssertEqual(cache.hits, 1)
            // One pixel's alpha changed: a new shadow, not the kept one.
            layer[5 * width + 20] = 0xFF00_0000
            let changed = referenceShadow(layer, width: width, height: height, colour: colour, sigma: 4.5)
            XCTAssertNotEqual(changed, expected)
            XCTAssertEqual(try shadow(), changed)
            XCTAssertEqual(cache.misses, 2)
        }
    }

    /// Cards with shadows (black and coloured), a blur and a clip, moved across the canvas and
    /// off it frame by frame (whole-pixel steps, half-pixel steps, standing still): drawn by one
    /// renderer with its shortcuts (shadows found again, groups off the canvas skipped) and by
    /// the full path, the frames are the same bytes.
    @MainActor
    func testShortcutsDrawTheSameFramesAsTheFullPath() async throws {
        struct Cards: View {
            let x: [CGFloat]
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color(white: 0.95)
                    ForEach(0..<x.count, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                            .frame(width: 60, height: 40)
                            .shadow(color: i == 1 ? Color.blue.opacity(0.5) : Color(white: 0, opacity: 0.33), radius: 6, x: 0, y: i == 2 ? 30 : 3)
                            .rotationEffect(.degrees(Double(i) * 7))
                            .offset(x: x[i], y: CGFloat(20 + 30 * i))
                    }
                    Circle().fill(.green).frame(width: 30, height: 30).blur(radius: 3).offset(x: x[0] / 2, y: 10)
                        .clipShape(Rectangle().offset(x: x[0] / 2))
                }
            }
        }
        let steps: [[CGFloat]] = [
            [10, 50, 90], [10, 50, 90], [11, 50, 90], [11.5, 50, 90], [11.5, 51, 90], [-100, 50, 90],
            [-100, 50, 160], [-300, 50, 195], [40, -70, 230], [40, -70, 230], [40, 50, -62]
        ]
        for scale in [1.0, 2.0] {
            let recorder = FrameRecorder(size: CGSize(width: 200, height: 150), scale: scale)
            let lists = try steps.map { try recorder.displayLists(Cards(x: $0), times: [0])[0] }
            let fast = CairoRenderer(), full = CairoRenderer()
            full.effectShortcuts = false
            full.incrementalDrawing = false
            for (k, list) in lists.enumerated() {
                let a = try fast.render(list, scale: scale), b = try full.render(list, scale: scale)
                XCTAssertEqual(a.pixels, b.pixels, "frame \(k) at scale \(scale)")
            }
            XCTAssertGreaterThan(fast.shadowCache.hits, 0, "shadows found again at scale \(scale)")
            XCTAssertGreaterThan(fast.skippedGroups, 0, "groups off the canvas skipped at scale \(scale)")
        }
    }
}
