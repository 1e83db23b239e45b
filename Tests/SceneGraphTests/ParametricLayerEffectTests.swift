import XCTest
@testable import SceneGraph

/// A layer effect that declares its animatable parameters (`ParametricLayerEffect`) animates
/// them without a key of its own, under its own motion column, and draws from their presented
/// values.
@MainActor
final class ParametricLayerEffectTests: XCTestCase {
    /// A test-only effect with two parameters in one value: a brightness and a blur radius.
    private struct GlowEffect: ViewModifier, ParametricLayerEffect {
        typealias Body = Never
        let brightness: Double
        let radius: Double
        var parameters: AnimatablePair<Double, Double> { AnimatablePair(brightness, radius) }
        static var parameterName: String { "glow" }
        func effects(_ p: AnimatablePair<Double, Double>, node: Node, at t: Double) -> GroupEffects? {
            var g = GroupEffects()
            g.brightness = p.first
            g.blurRadius = p.second
            return g
        }
    }

    @Observable fileprivate final class Model {
        var on = false
    }

    fileprivate struct Glowing: View {
        let model: Model
        var body: some View {
            Circle().fill(.blue).frame(width: 40, height: 40)
                .modifier(GlowEffect(brightness: model.on ? 0.5 : 0, radius: model.on ? 8 : 0))
                .blur(radius: model.on ? 4 : 0)
        }
    }

    private func groups(_ h: SceneHost) -> [GroupEffects] {
        h.displayList().items.compactMap { if case .beginGroup(let g) = $0 { return g } else { return nil } }
    }

    func testParametersAnimateUnderTheEffectsOwnColumn() async throws {
        let model = Model()
        let h = try SceneHost(Glowing(model: model), size: CGSize(width: 100, height: 100))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { model.on = true } }
        h.advance(to: 0.5)
        var values: [String: [Double]] = [:]
        for v in h.animatedValues() where v.property != "frame" {
            XCTAssertNil(values[v.property], "two columns named \(v.property)")
            values[v.property] = v.components
        }
        // The effect's own column beside the built-in blur's; a pair lists both its values.
        XCTAssertEqual(values["glow"]?.count, 2)
        XCTAssertEqual(values["glow"]?.first ?? .nan, 0.25, accuracy: 1e-9)
        XCTAssertEqual(values["glow"]?.last ?? .nan, 4, accuracy: 1e-9)
        XCTAssertEqual(values["blurRadius"], [2])
        // The drawn groups carry the presented values: the outer blur, then the glow.
        let g = groups(h)
        XCTAssertEqual(g.count, 2)
        XCTAssertEqual(g.map(\.blurRadius), [2, 4])
        XCTAssertEqual(g.map(\.brightness), [0, 0.25])
        h.advance(to: 1.5)
        XCTAssertEqual(groups(h).map(\.blurRadius), [4, 8])
        XCTAssertEqual(groups(h).map(\.brightness), [0, 0.5])
    }

    fileprivate struct Ring: View {
        let model: Model
        var body: some View {
            Circle().trim(from: 0, to: model.on ? 0.75 : 0.25).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
        }
    }

    /// A shape whose animatable data is a pair (a trimmed circle: the circle's data, then the
    /// trim's start and end) lists every component in motion dumps.
    func testAPairsComponentsAreListed() async throws {
        let model = Model()
        let h = try SceneHost(Ring(model: model), size: CGSize(width: 100, height: 100))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { model.on = true } }
        h.advance(to: 0.5)
        let shape = try XCTUnwrap(h.animatedValues().first { $0.property == "shape" })
        XCTAssertEqual(shape.components.suffix(2).first ?? .nan, 0, accuracy: 1e-9)
        XCTAssertEqual(shape.components.last ?? .nan, 0.5, accuracy: 1e-9)
    }
}
