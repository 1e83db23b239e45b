import XCTest
import CCairo
@testable import SceneRender

/// A material's backdrop is blurred only under its layer (and the blur's reach around it),
/// with the same pixels there as a blur of the whole canvas.
@MainActor
final class BackdropRegionTests: XCTestCase {
    /// Pixels of a deterministic busy picture: stripes and a gradient, opaque.
    private func picture(width: Int, height: Int) -> [UInt32] {
        (0..<(width * height)).map { i in
            let x = UInt32(i % width), y = UInt32(i / width)
            return 0xFF00_0000 | ((x * 7 + y * 3) & 0xFF) << 16 | ((x / 5 % 2) * 200) << 8 | ((y * 11) & 0xFF)
        }
    }

    /// Blurred within a region grown by twice the reach, the region's inside (the layer) is
    /// exactly the whole picture blurred, for a few radii and a region touching an edge.
    func testRegionBlurEqualsTheWholeBlurUnderTheLayer() async {
        let width = 160, height = 120
        for sigma in [3.0, 10.0, 30.0] {
            var whole = picture(width: width, height: height)
            var part = whole
            whole.withUnsafeMutableBufferPointer {
                LayerEffects.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma, clampEdges: true)
            }
            for layer in [LayerEffects.Region(x0: 50, y0: 40, x1: 90, y1: 70), LayerEffects.Region(x0: 0, y0: 90, x1: 30, y1: 120)] {
                let reach = LayerEffects.reach(sigma: sigma)
                let grown = LayerEffects.Region(
                    x0: layer.x0 - 2 * reach, y0: layer.y0 - 2 * reach,
                    x1: layer.x1 + 2 * reach, y1: layer.y1 + 2 * reach)
                part = picture(width: width, height: height)
                part.withUnsafeMutableBufferPointer {
                    LayerEffects.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma, clampEdges: true, within: grown)
                }
                var differing = 0
                for y in layer.y0..<layer.y1 { for x in layer.x0..<layer.x1 where part[y * width + x] != whole[y * width + x] { differing += 1 } }
                XCTAssertEqual(differing, 0, "sigma \(sigma), layer \(layer)")
            }
            // Far from the last region (rows 90–120, grown by 2 × 9 or 2 × 27 rows for σ = 3 or
            // 10) the picture is left as it was: row 0 is not blurred.
            if sigma <= 10 { XCTAssertEqual(Array(part[0..<width]), Array(picture(width: width, height: height)[0..<width])) }
        }
    }

    /// The reach is the sum of the three boxes' longer arms (SVG's box sizes for σ).
    func testReachIsTheBoxesArms() async {
        XCTAssertEqual(LayerEffects.reach(sigma: 10), 3 * 9) // d = ⌊10·3·√(2π)/4 + 0.5⌋ = 19: three boxes of arm 9
        XCTAssertEqual(LayerEffects.reach(sigma: 0), 0)
    }

    /// A group pushed under a clip pops as a layer whose region is the clip's pixels.
    func testLayerRegionOfAClippedGroup() async throws {
        let surface = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100))
        defer { cairo_surface_destroy(surface) }
        let cr = try XCTUnwrap(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, 30, 20, 50, 40)
        cairo_clip(cr)
        cairo_push_group(cr)
        cairo_paint(cr)
        let pattern = try XCTUnwrap(cairo_pop_group(cr))
        defer { cairo_pattern_destroy(pattern) }
        let region = try XCTUnwrap(CairoRenderer.layerRegion(pattern, targetOffset: (0, 0)))
        XCTAssertEqual(region, LayerEffects.Region(x0: 30, y0: 20, x1: 80, y1: 60))
    }
}
