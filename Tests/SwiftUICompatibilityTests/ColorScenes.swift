// SwiftUI-style colour code, as sample code writes it; imports only SceneGraph.
import SceneGraph
import XCTest

/// A settings-like card with UIKit system colours, the way many apps write them.
struct SystemColorCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Storage")
                .font(.headline)
                .foregroundColor(Color(.label))
            Text("24.3 GB of 64 GB used")
                .font(.subheadline)
                .foregroundColor(Color(uiColor: .secondaryLabel))
            Rectangle()
                .fill(Color(UIColor.separator))
                .frame(height: 1)
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemBlue)).frame(width: 80, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemOrange)).frame(width: 40, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray4)).frame(width: 120, height: 12)
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
    }
}

/// Literal and component colours, and gradients from colours.
struct ColorSwatches: View {
    let literal: Color = #colorLiteral(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
    var body: some View {
        HStack(spacing: 8) {
            Circle().fill(literal)
            Circle().fill(Color(#colorLiteral(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)))
            Circle().fill(Color(red: 0.4, green: 0.2, blue: 0.8, opacity: 0.9))
            Circle().fill(Color(hue: 0.12, saturation: 0.9, brightness: 0.95))
            RoundedRectangle(cornerRadius: 10).fill(.blue.gradient)
            RoundedRectangle(cornerRadius: 10).fill(Color.green.gradient)
        }
        .frame(height: 44)
    }
}

/// The colour effects on the same tile.
struct ColorEffectsGrid: View {
    @State var hue = Angle.degrees(0)
    var tile: some View {
        ZStack {
            LinearGradient(colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: "star.fill").font(.system(size: 30)).foregroundStyle(.white)
        }
        .frame(width: 70, height: 70)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                tile
                tile.hueRotation(.degrees(120))
                tile.contrast(0.4)
                tile.grayscale(1)
            }
            HStack(spacing: 10) {
                tile.colorMultiply(.green)
                tile.colorInvert()
                tile.luminanceToAlpha()
                tile.saturation(0.3).brightness(0.2)
            }
            HStack(spacing: 10) {
                ZStack {
                    Circle().fill(.red).frame(width: 50).offset(x: -12)
                    Circle().fill(.blue).frame(width: 50).offset(x: 12).blendMode(.multiply)
                }
                .compositingGroup()
                .frame(width: 70, height: 70)
                tile.mask {
                    Text("Mask").font(.system(size: 22, weight: .heavy))
                }
                ZStack {
                    Circle().fill(.orange).frame(width: 40).offset(x: -14, y: -10)
                    Circle().fill(.purple).frame(width: 40).offset(x: 14, y: 10)
                    Text("Blur").padding(8).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
                }
                .frame(width: 70, height: 70)
                tile.drawingGroup().opacity(0.5).blendMode(.difference)
            }
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { hue = .degrees(180) } }
    }
}

@MainActor
final class ColorSceneTests: XCTestCase {
    /// `Color(.systemGray5)`, `Color(UIColor.systemGray5)` and `Color(uiColor: .systemGray5)` are
    /// all iOS's light systemGray5, 229 229 234, in the light appearance (they are adaptive, so
    /// they are compared as resolved in a light environment, as `Color.resolve(in:)` does).
    func testSystemColoursThroughUIColorHaveIOSLightValues() async {
        let light = EnvironmentValues()
        func value(_ c: Color) -> Color.Resolved { c.resolve(in: light) }
        let expected = value(Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255))
        XCTAssertEqual(value(Color(.systemGray5)), expected)
        XCTAssertEqual(value(Color(UIColor.systemGray5)), expected)
        XCTAssertEqual(value(Color(uiColor: .systemGray5)), expected)
        XCTAssertEqual(value(Color(.secondarySystemBackground)), value(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
        XCTAssertEqual(value(Color(.secondaryLabel)), value(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)))
        XCTAssertEqual(value(Color(.separator)), value(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)))
        XCTAssertEqual(value(Color(.systemBackground)), value(.white))
        XCTAssertEqual(Color(.label), .primary)
        XCTAssertEqual(Color(.secondaryLabel), .secondary)
    }

    /// UIKit-style colour names read as SwiftUI code beside UIKit writes them, in both
    /// `Color(.x)` and `Color(uiColor: .x)` forms, without ambiguity: `.clear`, `.white` and
    /// `.black` are UIKit's (CGColor has the same names; its `Color(_:)` is the disfavoured one,
    /// as SwiftUI deprecates it for `Color(cgColor:)`). A `CGColor` value still converts.
    func testUIKitColourNamesAreUnambiguous() async throws {
        let light = EnvironmentValues()
        func value(_ c: Color) -> Color.Resolved { c.resolve(in: light) }
        XCTAssertEqual(value(Color(.clear)).opacity, 0)
        XCTAssertEqual(value(Color(uiColor: .clear)).opacity, 0)
        XCTAssertEqual(value(Color(.white)), value(Color(white: 1)))
        XCTAssertEqual(value(Color(uiColor: .white)), value(Color(white: 1)))
        XCTAssertEqual(value(Color(.black)), value(Color(white: 0)))
        XCTAssertEqual(value(Color(uiColor: .black)), value(Color(white: 0)))
        XCTAssertEqual(Color(.systemRed), .red)
        XCTAssertEqual(Color(uiColor: .systemRed), .red)
        XCTAssertEqual(Color(.label), .primary)
        XCTAssertEqual(Color(uiColor: .label), .primary)
        XCTAssertEqual(value(Color(.systemBackground)), value(.white))
        XCTAssertEqual(value(Color(uiColor: .systemBackground)), value(.white))
        XCTAssertEqual(value(Color(CGColor.white)), value(Color(white: 1)))
        // The timer ring of the compat corpus: a clear circle under a stroked overlay.
        let ring = Circle().fill(Color(.clear)).frame(width: 250, height: 250).overlay(Circle().stroke(Color.gray, lineWidth: 25))
        let fills = try SceneHost(ring, size: CGSize(width: 300, height: 300)).displayList().items.compactMap { item -> Paint? in
            if case .fill(_, _, let paint, _) = item { return paint }
            return nil
        }
        XCTAssertTrue(fills.allSatisfy { $0 == .color(Color.clear.resolved) }, "\(fills)")
    }

    /// `Color.gradient` runs top to bottom from the colour lightened 12 % toward white to the colour.
    func testColorGradientIsALighterTopToTheColour() async throws {
        guard case .linearGradient(let g, let start, let end) = Color.blue.gradient._paint(in: EnvironmentValues()) else {
            return XCTFail("not a linear gradient")
        }
        XCTAssertEqual(start, .top)
        XCTAssertEqual(end, .bottom)
        XCTAssertEqual(g.stops.last?.color.resolved, Color.blue.resolved)
        // Blue is 0 122 255: the top is 0.12, 0.479·0.88 + 0.12, 1.
        let top = try XCTUnwrap(g.stops.first?.color.resolved)
        XCTAssertEqual(top.red, 0.12, accuracy: 1e-4)
        XCTAssertEqual(top.green, 122 / 255 * 0.88 + 0.12, accuracy: 1e-4)
        XCTAssertEqual(top.blue, 1, accuracy: 1e-4)
    }

    /// Each effect puts its colour matrix on its layer: hue rotation by 120° is SVG's hueRotate
    /// matrix (first entry 0.213 + cos 120°·0.787 − sin 120°·0.213 = 0.213 − 0.3935 − 0.1845 = −0.3650), grayscale 1 is saturate 0
    /// (first row 0.213 0.715 0.072).
    func testColourEffectsRecordTheirMatrices() async throws {
        let host = try SceneHost(ColorEffectsGrid(), size: CGSize(width: 340, height: 260))
        var matrices: [ColorMatrix] = []
        for case .beginGroup(let g) in host.displayList().items { if let m = g.colorMatrix { matrices.append(m) } }
        XCTAssertEqual(matrices.count, 6)
        XCTAssertEqual(matrices[0].r1, -0.3650, accuracy: 1e-3)
        XCTAssertEqual(matrices[2].r1, 0.213, accuracy: 1e-6)
        XCTAssertEqual(matrices[2].r2, 0.715, accuracy: 1e-6)
        XCTAssertEqual(matrices[3].g2, Color.green.resolved.green, accuracy: 1e-6)
    }

    /// Blend modes, masks and materials reach the display list.
    func testBlendMaskAndMaterialGroups() async throws {
        let host = try SceneHost(ColorEffectsGrid(), size: CGSize(width: 340, height: 260))
        let groups = host.displayList().items.compactMap { if case .beginGroup(let g) = $0 { return g } else { return nil } }
        XCTAssertEqual(groups.filter { $0.blendMode == .multiply }.count, 1)
        XCTAssertEqual(groups.filter { $0.blendMode == .difference }.count, 1)
        XCTAssertEqual(groups.compactMap(\.mask).count, 1)
        XCTAssertEqual(groups.filter { $0.backdropBlurRadius == Material.ultraThin.blurRadius }.count, 1)
    }

    /// A hue rotation animates by its angle: halfway through a linear 0° → 180° animation the
    /// matrix is the one of 90° (first entry 0.213 − 0.213 = 0).
    func testHueRotationAnimatesItsAngle() async throws {
        struct Spin: View {
            @State var angle = Angle.zero
            var body: some View {
                Rectangle().fill(.red).frame(width: 50, height: 50).hueRotation(angle)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { angle = .degrees(180) } }
            }
        }
        let host = try SceneHost(Spin(), size: CGSize(width: 100, height: 100))
        host.send(Tap(at: CGPoint(x: 50, y: 50), time: 0).events(sampleRate: 240))
        host.advance(to: 0.55)
        var matrix: ColorMatrix?
        for case .beginGroup(let g) in host.displayList().items { matrix = g.colorMatrix ?? matrix }
        XCTAssertEqual(try XCTUnwrap(matrix).r1, 0, accuracy: 1e-3)
    }

    /// `Angle` arithmetic as sample code uses it.
    func testAngleArithmetic() async {
        var a = Angle.degrees(90) * 2
        XCTAssertEqual(a.degrees, 180, accuracy: 1e-9)
        a += .degrees(45)
        XCTAssertEqual((-a).degrees, -225, accuracy: 1e-9)
        XCTAssertEqual((a / 5).degrees, 45, accuracy: 1e-9)
        XCTAssertEqual((0.5 * Angle.radians(.pi)).degrees, 90, accuracy: 1e-9)
        XCTAssertEqual(Angle.zero, Angle(degrees: 0))
    }
}
