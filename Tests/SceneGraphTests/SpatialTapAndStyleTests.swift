import XCTest
@testable import SceneGraph

/// `SpatialTapGesture` (the tap's location in the view's space), `ShapeStyle.opacity(_:)`,
/// `ShapeStyle.shadow(_:)`'s paint and `UIColor.accessibilityName`.
@MainActor
final class SpatialTapAndStyleTests: XCTestCase {
    final class Taps: @unchecked Sendable { var locations: [CGPoint] = [] }

    struct TapTarget: View {
        let taps: Taps
        var body: some View {
            Rectangle().fill(.blue).frame(width: 100, height: 80)
                .gesture(SpatialTapGesture().onEnded { taps.locations.append($0.location) })
                .padding(20)
        }
    }

    func testSpatialTapReportsTheLocationInTheViewsSpace() async throws {
        let taps = Taps()
        let h = try SceneHost(TapTarget(taps: taps), size: CGSize(width: 140, height: 120))
        // The rectangle's origin is at (20, 20): a tap at (50, 70) on the canvas is (30, 50) in it.
        h.send(InputScript { Tap(at: CGPoint(x: 50, y: 70), time: 0.1) }.events(fps: 60))
        h.advance(to: 0.5)
        XCTAssertEqual(taps.locations, [CGPoint(x: 30, y: 50)])
        // A tap outside the rectangle is not its tap.
        h.send(InputScript { Tap(at: CGPoint(x: 5, y: 5), time: 0.6) }.events(fps: 60))
        h.advance(to: 1)
        XCTAssertEqual(taps.locations.count, 1)
    }

    func testOpacityAndShadowStyles() async {
        let env = EnvironmentValues()
        guard case .color(let half) = Color.red.opacity(0.5)._paint(in: env),
            case .color(let style) = AnyShapeStyle(HierarchicalShapeStyle.primary.opacity(0.25))._paint(in: env),
            case .color(let primary) = HierarchicalShapeStyle.primary._paint(in: env)
        else { return XCTFail("colours expected") }
        XCTAssertEqual(half.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(style.opacity, primary.opacity * 0.25, accuracy: 1e-6)
        let shadowed = Color.white.shadow(.drop(radius: 2))
        XCTAssertEqual(shadowed._paint(in: env), Color.white._paint(in: env), "the fill is the base style's")
        XCTAssertEqual((shadowed as? _ShadowShapeStyle<Color>)?.shadowStyle, .drop(radius: 2))
        XCTAssertEqual(ShadowStyle.inner(color: .red, radius: 3, x: 1, y: 2).kind, .inner)
    }

    func testAccessibilityNamesOfColours() async {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).accessibilityName, "red")
        XCTAssertEqual(UIColor(red: 0, green: 0, blue: 0.3, alpha: 1).accessibilityName, "dark blue")
        XCTAssertEqual(UIColor(red: 0.95, green: 0.95, blue: 0.7, alpha: 1).accessibilityName, "light yellow")
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).accessibilityName, "gray")
        XCTAssertEqual(UIColor(white: 1, alpha: 1).accessibilityName, "white")
        XCTAssertEqual(UIColor(white: 0, alpha: 1).accessibilityName, "black")
        XCTAssertEqual(UIColor(red: 0.6, green: 0.2, blue: 0.9, alpha: 1).accessibilityName, "purple")
    }
}
