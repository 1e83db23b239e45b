import XCTest
import SceneGraph
@testable import SceneRender

/// Text under a transform is laid out as without it, then transformed, as Core Text lays out a
/// line in points and the view's transform maps the glyphs drawn: the glyphs' places along
/// the line do not depend on a `scaleEffect` or `rotationEffect` around the text.
@MainActor
final class TransformedTextTests: XCTestCase {
    /// The ink box of the non-white pixels of `image` (x0, y0, x1, y1; exclusive ends).
    private func inkBox(_ image: RenderedImage) -> (Int, Int, Int, Int) {
        var x0 = image.width, y0 = image.height, x1 = 0, y1 = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                guard Int(p.r) + Int(p.g) + Int(p.b) < 3 * 200 else { continue }
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return (x0, y0, x1, y1)
    }

    /// "Skew and spin" rotated by 33° and then scaled by 1.4 × 0.8 (a skewing transform) reaches
    /// as far as the same map of its untransformed ink box predicts: for a linear map
    /// [[a, c], [b, d]] a w × h box spans |a|·w + |c|·h by |b|·w + |d|·h. The line's glyphs
    /// fill its box to the corners ('S' to 'n'), so the drawn ink spans at least 85 % of that and
    /// no more than it plus antialiasing. Laid out through the transform (Pango's context set
    /// to the skewed matrix), the glyphs were drawn closer together: 71 % of the predicted
    /// width.
    func testSkewedTextKeepsItsAdvances() async throws {
        func scene(_ transformed: Bool) -> some View {
            Text("Skew and spin").font(.title)
                .rotationEffect(.degrees(transformed ? 33 : 0))
                .scaleEffect(x: transformed ? 1.4 : 1, y: transformed ? 0.8 : 1)
                .frame(width: 600, height: 400)
                .background(Color.white)
        }
        let plain = inkBox(try Draw.view(scene(false), 600, 400))
        let skewed = inkBox(try Draw.view(scene(true), 600, 400))
        let w = Double(plain.2 - plain.0), h = Double(plain.3 - plain.1)
        let angle = 33.0 * Double.pi / 180
        let a = 1.4 * cos(angle), c = -1.4 * sin(angle), b = 0.8 * sin(angle), d = 0.8 * cos(angle)
        let predictedWidth = abs(a) * w + abs(c) * h, predictedHeight = abs(b) * w + abs(d) * h
        let drawnWidth = Double(skewed.2 - skewed.0), drawnHeight = Double(skewed.3 - skewed.1)
        XCTAssertGreaterThan(w, 100, "the plain line must be drawn for the test to mean anything")
        XCTAssertGreaterThan(drawnWidth, 0.85 * predictedWidth, "drawn \(drawnWidth) px wide, predicted \(predictedWidth)")
        XCTAssertLessThan(drawnWidth, predictedWidth + 4)
        XCTAssertGreaterThan(drawnHeight, 0.85 * predictedHeight, "drawn \(drawnHeight) px tall, predicted \(predictedHeight)")
        XCTAssertLessThan(drawnHeight, predictedHeight + 4)
    }
}
