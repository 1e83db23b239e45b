import XCTest
@testable import SceneGraph

/// A bar whose width comes from an `Animatable` view's data: the body is rebuilt with the
/// interpolated value every frame.
struct Meter: View, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View {
        Rectangle().frame(width: CGFloat(level), height: 10)
            .animation(nil, value: level) // the body's own frame change must not animate again
    }
}

struct MeterHost: View {
    @State var level = 10.0
    var body: some View { Meter(level: level) }
}

/// A modifier that animates its own `animatableData`.
struct Shift: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: CGFloat(amount)) }
}

struct ShiftHost: View {
    @State var amount = 0.0
    var body: some View { Rectangle().frame(width: 10, height: 10).modifier(Shift(amount: amount)) }
}

@MainActor
final class AnimatableViewTests: XCTestCase {
    func testAnimatableViewBodySeesInterpolatedData() async throws {
        let view = MeterHost()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 50))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { view.level = 110 } }
        h.advance(to: 0.5)
        XCTAssertEqual(h.displayList().fillRects[0].width, 60, accuracy: 1e-6)
        h.advance(to: 0.75)
        XCTAssertEqual(h.displayList().fillRects[0].width, 85, accuracy: 1e-6)
        h.advance(to: 2)
        XCTAssertEqual(h.displayList().fillRects[0].width, 110, accuracy: 1e-9)
    }

    func testAnimatableModifierBodySeesInterpolatedData() async throws {
        let view = ShiftHost()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 50))
        h.schedule(at: 0) { withAnimation(.linear(duration: 1)) { view.amount = 40 } }
        h.advance(to: 0.25)
        XCTAssertEqual(h.displayList().fillRects[0].minX, 95 + 10, accuracy: 1e-6)
    }
}
