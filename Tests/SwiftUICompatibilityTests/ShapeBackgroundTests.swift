import SceneGraph
import SceneTesting
import XCTest

/// A style in a shape behind or in front of a view (ShapeBackgroundScenes.swift): SwiftUI's
/// `background(_:in:fillStyle:)`, `background(in:fillStyle:)` and `overlay(_:in:fillStyle:)`
/// fill the shape, fitted to the view's frame, with the style.
@MainActor
final class ShapeBackgroundTests: XCTestCase {
    /// The RGBA bytes of the pixel at (`x`, `y`) of `view` drawn on a transparent 80 × 40 canvas
    /// at scale 1.
    private func pixel<V: View>(_ view: V, x: Int, y: Int, size: CGSize = CGSize(width: 80, height: 40)) throws -> [UInt8] {
        let image = try FrameRecorder(size: size, background: nil).image(of: view, at: 0)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    private func fills(_ h: SceneHost) -> [(CGRect, Color.Resolved)] {
        h.displayList().items.compactMap { item in
            if case .fill(let path, _, .color(let c), let m) = item { return (path.boundingRect.applying(m), c) }
            return nil
        }
    }

    /// The tag row, with every form of the modifiers, builds and draws: one capsule, rounded
    /// rectangle, circle and rect per tag, behind its label.
    func testTagRowDraws() async throws {
        let h = try SceneHost(TagRow(), size: CGSize(width: 300, height: 500))
        let colours = Set(fills(h).map(\.1.description))
        // system blue #007AFF (the "New" capsule and the "3" circle), white, system orange #FF9500
        // (the backgroundStyle of the Swift badge), yellow #FFCC00 at 30 % (the overlay).
        for expected in ["#007AFFFF", "#FFFFFFFF", "#FF9500FF", "#FFCC004D"] {
            XCTAssertTrue(colours.contains(expected), "no fill of \(expected) in \(colours.sorted())")
        }
    }

    /// `.background(.blue, in: .capsule)` fills the 80 × 40 frame's capsule (radius 20): its
    /// centre is system blue (0, 122, 255), and the corner pixel, 26 pt from the nearest cap's
    /// centre (20, 20), stays transparent.
    func testCapsuleBackgroundFillsTheCapsuleOnly() async throws {
        XCTAssertEqual(try pixel(Pill(style: .blue), x: 40, y: 20), [0, 122, 255, 255])
        XCTAssertEqual(try pixel(Pill(style: .blue), x: 1, y: 1), [0, 0, 0, 0])
    }

    /// The shape is fitted to the view's frame: an 80 × 40 view in a 120 × 60 canvas is centred
    /// at (20, 10)…(100, 50); `.background(Color.red, in: Rectangle())` fills that and nothing else.
    func testShapeIsSizedToTheView() async throws {
        let view = Color.clear.frame(width: 80, height: 40).background(Color.red, in: Rectangle())
        let size = CGSize(width: 120, height: 60)
        XCTAssertEqual(try pixel(view, x: 21, y: 11, size: size), [255, 59, 48, 255], "inside, near the top-leading corner")
        XCTAssertEqual(try pixel(view, x: 18, y: 30, size: size), [0, 0, 0, 0], "left of the view")
        XCTAssertEqual(try pixel(view, x: 60, y: 52, size: size), [0, 0, 0, 0], "below the view")
    }

    /// The shape is behind the view: an opaque green view covers the blue fill.
    func testBackgroundIsBehindTheView() async throws {
        let view = Color.green.frame(width: 80, height: 40).background(.blue, in: .rect(cornerRadius: 8))
        XCTAssertEqual(try pixel(view, x: 40, y: 20), [52, 199, 89, 255], "system green #34C759")
    }

    /// `fillStyle` reaches the fill: an even-odd fill of a frame made of two nested rectangles
    /// leaves the inner one empty.
    func testFillStyleIsUsed() async throws {
        let view = Color.clear.frame(width: 80, height: 40)
            .background(.blue, in: NestedFrame(), fillStyle: FillStyle(eoFill: true))
        XCTAssertEqual(try pixel(view, x: 40, y: 20), [0, 0, 0, 0], "the inner rectangle is a hole")
        XCTAssertEqual(try pixel(view, x: 2, y: 2), [0, 122, 255, 255], "the frame between the two")
    }

    /// A material still draws as a material in a shape: the backdrop blur group, then its tint.
    func testMaterialInAShapeStillBlurs() async throws {
        let view = Color.clear.frame(width: 80, height: 40).background(.thinMaterial, in: .capsule)
        let h = try SceneHost(view, size: CGSize(width: 80, height: 40))
        let blurs = h.displayList().items.compactMap { item -> Double? in
            if case .beginGroup(let g) = item { return g.backdropBlurRadius }
            return nil
        }
        XCTAssertEqual(blurs, [12], "the thin material blurs by 12 pt")
    }

    /// `.background(in:)` fills with the background style: systemBackground (white in light,
    /// black in dark) by default, the style `.backgroundStyle(_:)` sets below it otherwise.
    func testBackgroundInShapeUsesTheBackgroundStyle() async throws {
        let plain = Color.clear.frame(width: 80, height: 40).background(in: .capsule)
        XCTAssertEqual(try pixel(plain, x: 40, y: 20), [255, 255, 255, 255])
        XCTAssertEqual(try pixel(plain, x: 1, y: 1), [0, 0, 0, 0])
        // In a 120 × 60 dark canvas (painted black first) the capsule is the fill at (20, 10, 80, 40).
        let dark = try SceneHost(plain.preferredColorScheme(.dark), size: CGSize(width: 120, height: 60))
        let capsule = fills(dark).filter { $0.0 == CGRect(x: 20, y: 10, width: 80, height: 40) && $0.1.opacity > 0 }
        XCTAssertEqual(capsule.map(\.1.description), ["#000000FF"], "systemBackground in the dark")
        let styled = plain.backgroundStyle(.orange)
        XCTAssertEqual(try pixel(styled, x: 40, y: 20), [255, 149, 0, 255], "system orange #FF9500")
    }

    /// `.overlay(_:in:)` draws the filled shape in front of the view.
    func testOverlayInShapeIsInFront() async throws {
        let view = Color.green.frame(width: 80, height: 40).overlay(.blue, in: .capsule)
        XCTAssertEqual(try pixel(view, x: 40, y: 20), [0, 122, 255, 255], "the capsule over the view")
        XCTAssertEqual(try pixel(view, x: 1, y: 1), [52, 199, 89, 255], "the view outside the capsule")
    }
}

/// The outline of the rectangle and of the rectangle inset by 10 pt, as one path.
private struct NestedFrame: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: 10, dy: 10))
        return path
    }
}
