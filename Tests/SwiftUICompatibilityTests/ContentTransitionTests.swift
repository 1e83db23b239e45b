import SceneGraph
import SceneTesting
import XCTest

/// Content transitions of Text and Image (ContentTransitionScenes.swift): a change under an
/// animation crossfades the old and the new content.
@MainActor
final class ContentTransitionTests: XCTestCase {
    /// Each text of the display list with the product of the opacities of the groups around it
    /// and its transform's vertical translation.
    private func texts(_ h: SceneHost) -> [(string: String, opacity: Double, ty: CGFloat)] {
        var stack: [Double] = [], out: [(String, Double, CGFloat)] = []
        for item in h.displayList().items {
            switch item {
            case .beginGroup(let g): stack.append(g.opacity)
            case .endGroup: _ = stack.popLast()
            case .text(let t, let m): out.append((t.string, stack.reduce(1, *), t.frame.minY + m.ty))
            default: break
            }
        }
        return out
    }

    struct Counter: View {
        @State var count = 41
        var transition: ContentTransition = .opacity
        var body: some View {
            Text("Count \(count)").contentTransition(transition)
        }
    }

    /// Half-way through a linear second the old and the new text are both drawn at opacity 0.5;
    /// a quarter of the way, 0.75 and 0.25; at the end only the new one, opaque.
    func testTextChangeUnderAnimationCrossfades() async throws {
        let view = Counter()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 60))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.count = 42 } }
        h.advance(to: 0.35)
        let quarter = texts(h)
        XCTAssertEqual(quarter.map(\.string), ["Count 41", "Count 42"])
        XCTAssertEqual(quarter[0].opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(quarter[1].opacity, 0.25, accuracy: 1e-9)
        h.advance(to: 0.6)
        XCTAssertEqual(texts(h).map(\.opacity), [0.5, 0.5])
        h.advance(to: 1.2)
        XCTAssertEqual(texts(h).map(\.string), ["Count 42"])
        XCTAssertEqual(texts(h).first?.opacity, 1)
    }

    /// Without an animation the new text replaces the old at once.
    func testChangeWithoutAnimationSwapsAtOnce() async throws {
        let view = Counter()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 60))
        h.schedule(at: 0.1) { view.count = 42 }
        h.advance(to: 0.2)
        XCTAssertEqual(texts(h).map(\.string), ["Count 42"])
    }

    /// `.identity` swaps at once even under an animation.
    func testIdentityTransitionSwapsAtOnce() async throws {
        let view = Counter(transition: .identity)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 60))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.count = 42 } }
        h.advance(to: 0.6)
        XCTAssertEqual(texts(h).map(\.string), ["Count 42"])
    }

    /// `.numericText()` slides by half the text's height (the approximate measurer's line of
    /// 17-point text is 21 points high: 10.5): a quarter of the way, the new text is 0.75 × 10.5
    /// = 7.875 below its place and the old 0.25 × 10.5 = 2.625 above it.
    func testNumericTextSlidesTheNewTextUpFromBelow() async throws {
        let view = Counter(transition: .numericText())
        let h = try SceneHost(view, size: CGSize(width: 200, height: 60))
        let rest = try XCTUnwrap(texts(h).first).ty
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.count = 42 } }
        h.advance(to: 0.35)
        let moving = texts(h)
        XCTAssertEqual(moving.map(\.string), ["Count 41", "Count 42"])
        XCTAssertEqual(moving[0].ty - rest, -2.625, accuracy: 1e-9)
        XCTAssertEqual(moving[1].ty - rest, 7.875, accuracy: 1e-9)
    }

    /// `.numericText(value:)` counting down slides the other way: the new text comes from above.
    func testNumericTextByValueFallsWhenTheValueFalls() async throws {
        struct Down: View {
            @State var count = 42
            var body: some View {
                Text("Count \(count)").contentTransition(.numericText(value: Double(count)))
            }
        }
        let view = Down()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 60))
        let rest = try XCTUnwrap(texts(h).first).ty
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.count = 41 } }
        h.advance(to: 0.35)
        let moving = texts(h)
        XCTAssertEqual(moving[0].ty - rest, 2.625, accuracy: 1e-9)
        XCTAssertEqual(moving[1].ty - rest, -7.875, accuracy: 1e-9)
    }

    /// A system image whose symbol changes under an animation crossfades too: both glyphs are
    /// drawn half-way, each at opacity 0.5 (`heart` to `star.fill`: another glyph, since
    /// `heart.fill` is the same glyph drawn filled).
    func testImageChangeCrossfades() async throws {
        struct Heart: View {
            @State var on = false
            var body: some View { Image(systemName: on ? "star.fill" : "heart") }
        }
        let view = Heart()
        let h = try SceneHost(view, size: CGSize(width: 60, height: 60))
        let before = texts(h).map(\.string)
        XCTAssertEqual(before.count, 1)
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.on = true } }
        h.advance(to: 0.6)
        let mid = texts(h)
        XCTAssertEqual(mid.count, 2)
        XCTAssertEqual(mid.first?.string, before.first)
        XCTAssertNotEqual(mid.last?.string, before.first)
        XCTAssertEqual(mid.map(\.opacity), [0.5, 0.5])
    }

    /// A tap rolls the counter from 8 to 9 (the new digit rising from below), crossfades the
    /// score from 80 to 90 and fills the heart, over a 0.6 s ease-in-out.
    func testRollingCounterLooksRight() async {
        let input = InputScript { Tap(at: CGPoint(x: 120, y: 110), time: 0.1) }
        assertFrames(
            of: RollingCounterView(), size: CGSize(width: 240, height: 220), input: input,
            sampling: .times([0.1, 0.3, 0.45, 0.6, 1.0]), columns: 5, named: "roll")
    }
}
