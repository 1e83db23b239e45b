import XCTest
@testable import SceneGraph

@MainActor
final class ColorTests: XCTestCase {
    /// sRGB 0.5 is linear 0.214 (IEC 61966-2-1); the round trip is exact to float precision.
    func testSRGBTransferFunction() async {
        XCTAssertEqual(Color.Resolved.linear(0.5), 0.21404, accuracy: 1e-5)
        XCTAssertEqual(Color.Resolved.encoded(Color.Resolved.linear(0.3)), 0.3, accuracy: 1e-6)
    }

    /// SwiftUI's blue is (0, 122, 255).
    func testNamedColourValues() async {
        XCTAssertEqual(Color.blue.resolved.red, 0)
        XCTAssertEqual(Color.blue.resolved.green * 255, 122, accuracy: 0.01)
        XCTAssertEqual(Color.blue.resolved.blue, 1, accuracy: 1e-6)
    }

    /// OKLab round trip, and Ottosson's reference value: white has L = 1, a = b = 0.
    func testOKLabRoundTrip() async {
        let white = OKLabColor(Color.white.resolved)
        XCTAssertEqual(white.lightness, 1, accuracy: 1e-4)
        XCTAssertEqual(white.a, 0, accuracy: 1e-4)
        XCTAssertEqual(white.b, 0, accuracy: 1e-4)
        let orange = Color.orange.resolved
        let back = OKLabColor(orange).resolved
        XCTAssertEqual(back.linearRed, orange.linearRed, accuracy: 1e-5)
        XCTAssertEqual(back.linearGreen, orange.linearGreen, accuracy: 1e-5)
        XCTAssertEqual(back.linearBlue, orange.linearBlue, accuracy: 1e-5)
    }

    struct Fade: View {
        @State var red = true
        let space: ColorInterpolation
        var body: some View {
            Rectangle().fill(red ? Color.red : Color.blue).frame(width: 10, height: 10).colorInterpolation(space)
        }
    }

    func midpoint(_ space: ColorInterpolation) throws -> Color.Resolved {
        let view = Fade(space: space)
        let h = try SceneHost(view, size: CGSize(width: 20, height: 20))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { view.red = false } }
        h.advance(to: 0.5)
        guard case .fill(_, _, .color(let c), _)? = h.displayList().items.first else { throw XCTSkip("no fill") }
        return c
    }

    /// Halfway from red to blue: linear sRGB is the component average; OKLab is lighter in the
    /// middle (its lightness is the average of the ends' lightness).
    func testColourInterpolationSpaces() async throws {
        let linear = try midpoint(.linearSRGB)
        let r = Color.red.resolved, b = Color.blue.resolved
        XCTAssertEqual(linear.linearRed, (r.linearRed + b.linearRed) / 2, accuracy: 1e-6)
        let ok = try midpoint(.oklab)
        XCTAssertEqual(OKLabColor(ok).lightness, (OKLabColor(r).lightness + OKLabColor(b).lightness) / 2, accuracy: 1e-4)
        XCTAssertNotEqual(ok.linearRed, linear.linearRed, accuracy: 1e-3)
    }
}
