import XCTest
import SceneGraph
@testable import SceneRender

/// Text under a transform is laid out as without it, then transformed, as Core Text lays out a
/// line in points and the view's transform maps the glyphs drawn: the glyphs' places along
/// the line do not depend on a `scaleEffect` or `rotationEffect` around the text.
@MainActor
final class TransformedTextTests: XCTestCase {
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
        let plain = try Draw.view(scene(false), 600, 400).inkBox(darkerThan: 200)
        let skewed = try Draw.view(scene(true), 600, 400).inkBox(darkerThan: 200)
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
