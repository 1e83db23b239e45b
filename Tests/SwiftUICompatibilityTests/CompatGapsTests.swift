import SceneGraph
import XCTest

/// SwiftUI API from the second compat corpus: the gradient `ShapeStyle` shorthands, named
/// (asset-catalog) colours, the iOS 13 pinch/rotation gestures, the multi-level
/// `foregroundStyle` and `listRowSpacing`.
@MainActor
final class CompatGapsTests: XCTestCase {
    private struct Gradients: View {
        var body: some View {
            VStack {
                Circle().fill(
                    .angularGradient(
                        colors: [.purple, .pink, .purple], center: .center,
                        startAngle: .degrees(0), endAngle: .degrees(360))
                )
                .frame(width: 50, height: 50)
                Rectangle().foregroundStyle(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
                    .frame(width: 50, height: 50)
                Circle().stroke(.radialGradient(colors: [.green, .yellow], center: .center, startRadius: 0, endRadius: 25), lineWidth: 4)
                    .frame(width: 50, height: 50)
            }
        }
    }

    /// Each shorthand paints the same gradient kind as the matching gradient value.
    func testGradientShorthandsPaintGradients() async throws {
        let h = try SceneHost(Gradients(), size: CGSize(width: 200, height: 300))
        var kinds: [String] = []
        for item in h.displayList().items {
            let paint: Paint
            switch item {
            case .fill(_, _, let p, _): paint = p
            case .stroke(_, _, let p, _): paint = p
            default: continue
            }
            switch paint {
            case .linearGradient: kinds.append("linear")
            case .radialGradient: kinds.append("radial")
            case .angularGradient: kinds.append("angular")
            default: break
            }
        }
        XCTAssertEqual(kinds, ["angular", "linear", "radial"])
    }

    private struct Named: View {
        var body: some View {
            VStack {
                Color("Theme1Background").frame(width: 40, height: 40)
                Text("Hi").foregroundStyle(.red, .teal)
                List { Text("Row") }.listRowSpacing(60)
                Rectangle().frame(width: 40, height: 40)
                    .gesture(
                        MagnificationGesture().onChanged { (v: CGFloat) in _ = v }
                            .simultaneously(with: RotationGesture().onEnded { (a: Angle) in _ = a }))
            }
        }
    }

    /// An asset-catalog colour never traps: it draws clear and warns once, naming the colour.
    func testNamedColourIsClearPlaceholder() async throws {
        let c = Color("Theme1Background", bundle: nil)
        XCTAssertEqual(c.resolved.opacity, 0)
        let h = try SceneHost(Named(), size: CGSize(width: 390, height: 600))
        XCTAssertTrue(h.displayList().textStrings.contains("Hi"))
    }
}
