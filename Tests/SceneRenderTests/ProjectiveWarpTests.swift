import XCTest
@testable import SceneRender

/// Layers drawn through a projective transform (`GroupEffects.projection`, ProjectiveWarp.swift).
final class ProjectiveWarpTests: XCTestCase {
    /// A 200 × 280 blue card at (50, 60) on a 300 × 400 canvas, turned by `degrees` about its
    /// vertical centre line with SwiftUI's perspective 1 (see `_Rotation3DEffect`).
    private func card(_ degrees: Double, scale: Double = 1) throws -> (RenderedImage, ProjectionTransform) {
        let local = _Rotation3DEffect(angle: .degrees(degrees), axis: (0, 1, 0)).effectValue(size: CGSize(width: 200, height: 280))
        let m = ProjectionTransform(CGAffineTransform(translationX: -50, y: -60)).concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: 50, y: 60)))
        var g = GroupEffects()
        g.projection = m
        let list = DisplayList(
            size: CGSize(width: 300, height: 400),
            items: [
                .beginGroup(g), Draw.fill(Path(CGRect(x: 50, y: 60, width: 200, height: 280)), Draw.blue), .endGroup
            ])
        return (try CairoRenderer().render(list, scale: scale), m)
    }

    /// Whether `p` lies inside the convex quadrilateral `quad` (corners in order) grown by `margin`.
    private func inside(_ p: CGPoint, _ quad: [CGPoint], margin: CGFloat) -> Bool {
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            if cross / length < -margin { return false }
        }
        return true
    }

    /// Turned 35°: every pixel whose centre is more than a pixel inside the projected card is
    /// pure blue, and every pixel more than a pixel outside it is white (no stray samples where
    /// the inverse transform points outside the layer).
    func testWarpedCardCoversExactlyItsProjectedQuadrilateral() throws {
        for scale in [1.0, 2.0] {
            let (image, m) = try card(35, scale: scale)
            let s = CGFloat(scale)
            let quad = [CGPoint(x: 50, y: 60), CGPoint(x: 250, y: 60), CGPoint(x: 250, y: 340), CGPoint(x: 50, y: 340)]
                .map { $0.applying(m) }.map { CGPoint(x: $0.x * s, y: $0.y * s) }
            var wrongInside = 0, wrongOutside = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let rgba = image.rgba(x, y)
                    if inside(p, quad, margin: -1) {
                        if rgba != [0, 0, 255, 255] { wrongInside += 1 }
                    } else if !inside(p, quad, margin: 1) {
                        if rgba != [255, 255, 255, 255] {
                            wrongOutside += 1
                            if wrongOutside < 8 { print("outside", x, y, rgba) }
                        }
                    }
                }
            }
            XCTAssertEqual(wrongInside, 0, "scale \(scale)")
            XCTAssertEqual(wrongOutside, 0, "scale \(scale)")
            if ProcessInfo.processInfo.environment["WARP_DUMP"] != nil {
                try image.writePNG(to: URL(fileURLWithPath: "/tmp/ba/warp-\(Int(scale)).png"))
            }
        }
    }
}
