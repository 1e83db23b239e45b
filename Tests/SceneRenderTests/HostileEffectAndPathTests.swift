import XCTest
@testable import SceneRender

/// Finite-but-huge effect values and non-finite path coordinates (issue 18, items 1 and 10):
/// no trap, no garbage on the canvas, no NaN or infinity in the public display list.
@MainActor
final class HostileEffectAndPathTests: XCTestCase {
    struct White: View {
        var brightness = 0.0
        var saturation = 1.0
        var body: some View {
            Rectangle().fill(Color(red: 1, green: 1, blue: 1)).frame(width: 20, height: 20)
                .brightness(brightness).saturation(saturation)
        }
    }

    /// Item 1: `.saturation(1e39)` on white trapped: Float(1e39) is infinity, and infinity × 0
    /// (white's difference from its luma) is NaN, whose conversion to UInt32 traps. White has no
    /// colour to saturate, so it stays white (255, 255, 255).
    func testHugeSaturationOnWhiteStaysWhite() async throws {
        for saturation in [1e39, 3.4e38, 1e153, .greatestFiniteMagnitude] {
            let image = try Draw.view(White(saturation: saturation), 40, 40)
            XCTAssertEqual(image.rgba(20, 20), [255, 255, 255, 255], "saturation \(saturation)")
        }
    }

    /// Item 1: after `.brightness(1)` every component is at its maximum; a huge saturation keeps it.
    func testHugeSaturationAfterFullBrightnessStaysWhite() async throws {
        let image = try Draw.view(White(brightness: 1, saturation: 1e39), 40, 40)
        XCTAssertEqual(image.rgba(20, 20), [255, 255, 255, 255])
    }

    /// Item 1, the pixel operation itself with every hostile value: results stay within
    /// [0, alpha]. A red pixel (255, 0, 0) saturated hugely keeps red at its maximum and the
    /// others at 0; NaN means no change.
    func testColourAdjustmentAcceptsAnyDouble() async {
        let red: UInt32 = 0xFFFF_0000
        for (brightness, saturation, expected) in [
            (0.0, 1e39, red), (0, .infinity, red), (.nan, .nan, red),
            (1e39, 1, 0xFFFF_FFFF), (-1e39, 1e39, 0xFF00_0000)
        ] as [(Double, Double, UInt32)] {
            var pixel = red
            LayerEffects.adjustColour(&pixel, width: 1, height: 1, stride: 1, brightness: brightness, saturation: saturation)
            XCTAssertEqual(pixel, expected, "brightness \(brightness), saturation \(saturation)")
        }
    }

    /// A shadow colour outside 0…1 (or NaN) trapped in the same way; it is clamped.
    func testShadowSilhouetteClampsItsColour() async {
        var src: UInt32 = 0xFF00_0000, dst: UInt32 = 0
        LayerEffects.silhouette(
            from: &src, to: &dst, width: 1, height: 1, srcStride: 1, dstStride: 1,
            colour: (r: 1e39, g: .nan, b: -5, a: 2))
        XCTAssertEqual(dst, 0xFFFF_0000)
    }

    /// A custom shape whose path has a point at −infinity (and one at NaN).
    struct Broken: Shape {
        var bad: CGFloat
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: bad, y: 10))
            p.addLine(to: CGPoint(x: 10, y: 10))
            p.closeSubpath()
            return p
        }
    }

    /// Item 10: the renderer's guard read the path's bounding box, which a NaN or −inf point
    /// escapes, so Cairo filled most of the canvas with garbage. Now such a fill is skipped:
    /// the canvas stays white.
    func testPathWithANonFinitePointDrawsNothing() async throws {
        for bad in [-CGFloat.infinity, .nan, .infinity] {
            var p = Path()
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: bad, y: 50))
            p.addLine(to: CGPoint(x: 50, y: 50))
            let image = try Draw.image(64, 64, [Draw.fill(p)])
            var coloured = 0
            for y in 0..<64 { for x in 0..<64 where image.rgba(x, y) != [255, 255, 255, 255] { coloured += 1 } }
            XCTAssertEqual(coloured, 0, "point x = \(bad)")
        }
    }

    /// Item 10: no NaN or infinity reaches the public display list from a custom shape, nor from
    /// a `.greatestFiniteMagnitude` frame; each is reported once.
    func testDisplayListHoldsOnlyFiniteNumbers() async throws {
        struct Scene: View {
            var body: some View {
                VStack {
                    Broken(bad: -.infinity).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
                    Broken(bad: .nan).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 2).frame(width: 10, height: 10)
                    Rectangle().fill(Color(red: 0, green: 1, blue: 0))
                        .frame(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
                    Rectangle().frame(width: 5, height: 5)
                }
            }
        }
        let (list, warnings) = try WarningLog.capturing {
            try SceneHost(Scene(), size: CGSize(width: 100, height: 100), textMeasurer: PangoTextEngine()).displayList()
        }
        var bad: [String] = []
        PropertyCheck.nonFiniteNumbers(in: list, into: &bad)
        XCTAssertEqual(bad, [])
        XCTAssertTrue(warnings.contains { $0.contains("left out of the display list") }, "\(warnings)")
        XCTAssertGreaterThanOrEqual(list.items.count, 1, "the finite rectangle is still drawn")
    }
}

/// Finds non-finite numbers anywhere in a value (through enums, structs and arrays).
enum PropertyCheck {
    static func nonFiniteNumbers(in value: Any, path: String = "", into out: inout [String]) {
        switch value {
        case let d as Double: if !d.isFinite { out.append("\(path) = \(d)") }
        case let d as CGFloat: if !d.isFinite { out.append("\(path) = \(d)") }
        case let f as Float: if !f.isFinite { out.append("\(path) = \(f)") }
        default:
            for (i, child) in Mirror(reflecting: value).children.enumerated() {
                nonFiniteNumbers(in: child.value, path: path + "." + (child.label ?? "\(i)"), into: &out)
            }
        }
    }
}
