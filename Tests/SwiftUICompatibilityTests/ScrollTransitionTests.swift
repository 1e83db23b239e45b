import SceneGraph
import XCTest

/// `scrollTransition` phases at known offsets. The `FadingCarousel` is ten 100 pt cards in a
/// 300 pt horizontal scroll view; its transition draws `.opacity(isIdentity ? 1 : 0)` and
/// `.offset(y: value · 40)`. Card i's centre is 50 + 100·i − offset, the container's 150, so
/// d = 100·(i − 1) − offset; a card is hidden from |d| = (300 + 100)/2 = 200 on, and
/// `.visible` (fully inside) is met at |d| ≤ (300 − 100)/2 = 100.
@MainActor
final class ScrollTransitionTests: XCTestCase {
    let strip = CGSize(width: 300, height: 100)

    /// The drawn fills with the product of the opacities of the groups around them, by their
    /// left edge (a card at opacity 0 is not drawn).
    func cards(_ host: SceneHost) -> [CGFloat: (box: CGRect, opacity: Double)] {
        var stack: [Double] = []
        var out: [CGFloat: (CGRect, Double)] = [:]
        for item in host.displayList().items {
            switch item {
            case .beginGroup(let g): stack.append(g.opacity)
            case .endGroup: stack.removeLast()
            case .fill(let path, _, _, let t):
                let box = path.applying(t).boundingRect
                out[box.minX.rounded()] = (box, stack.reduce(1, *))
            default: break
            }
        }
        return out
    }

    func carousel(_ configuration: ScrollTransitionConfiguration, offset: CGFloat, at t: Double = 0.5) throws -> [CGFloat: (box: CGRect, opacity: Double)] {
        let host = try SceneHost(FadingCarousel(configuration: configuration, offset: offset), size: strip)
        host.advance(to: t)
        return cards(host)
    }

    /// At offset 0 cards 0, 1, 2 (d = −100, 0, 100) meet `.visible`: identity, opaque, in place;
    /// card 3 (d = 200) is hidden: fully `.bottomTrailing`, opacity 0, not drawn.
    func testInteractiveIdentityInsideAndFullPhaseAtTheHiddenEdge() async throws {
        let c = try carousel(.interactive, offset: 0)
        XCTAssertEqual(c.keys.sorted(), [0, 100, 200])
        for x in [CGFloat(0), 100, 200] {
            XCTAssertEqual(c[x]?.opacity, 1)
            XCTAssertEqual(c[x]?.box.minY, 0)
        }
    }

    /// At offset 50 with a linear curve, card 0 (d = −150) and card 3 (d = 150) are halfway
    /// from hidden to the threshold, u = (200 − 150)/(200 − 100) = ½: the effects are halfway
    /// to their phases, opacity ½ and y ∓ 20 (value −1 on the leading side, +1 trailing).
    func testInteractiveInterpolatesHalfwayWithALinearCurve() async throws {
        let c = try carousel(.interactive(timingCurve: .linear), offset: 50)
        let leading = try XCTUnwrap(c[-50]), trailing = try XCTUnwrap(c[250])
        XCTAssertEqual(leading.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(leading.box.minY, -20, accuracy: 1e-9)
        XCTAssertEqual(trailing.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(trailing.box.minY, 20, accuracy: 1e-9)
        XCTAssertEqual(c[50]?.opacity, 1)
        XCTAssertNil(c[350], "card 4 (d = 250) is hidden")
    }

    /// The default curve is ease-in-out, applied forwards from hidden: at offset 25 card 3
    /// (d = 175) is at u = ¼, its effect curve(¼) of the way to identity.
    func testInteractiveDefaultCurveIsEaseInOut() async throws {
        let c = try carousel(.interactive, offset: 25)
        let eased = UnitCurve.easeInOut.value(at: 0.25)
        let card = try XCTUnwrap(c[275])
        XCTAssertEqual(card.opacity, eased, accuracy: 1e-9)
        XCTAssertEqual(card.box.minY, 40 * (1 - eased), accuracy: 1e-9)
        XCTAssertLessThan(eased, 0.25, "eases in")
    }

    /// `.centered` is met only at d = 0: card 0 (d = −100) is u = (200 − 100)/200 = ½ in, and
    /// ease-in-out at ½ is ½.
    func testCenteredThreshold() async throws {
        let c = try carousel(.interactive.threshold(.centered), offset: 0)
        XCTAssertEqual(c[0]?.opacity ?? .nan, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c[100]?.opacity, 1)
    }

    /// `.visible(0.5)` is met at |d| ≤ (300 − 100·0)/2 = 150: card 3 at offset 50 (d = 150) is
    /// identity. `.hidden` is met anywhere the card shows (|d| < 200), so interpolation has no
    /// room: card 3 at offset 1 (d = 199) is identity as well.
    func testVisibleFractionAndHiddenThresholds() async throws {
        XCTAssertEqual(try carousel(.interactive.threshold(.visible(0.5)), offset: 50)[250]?.opacity, 1)
        XCTAssertEqual(try carousel(.interactive.threshold(.hidden), offset: 1)[299]?.opacity, 1)
    }

    /// `inset(by: 50)` moves `.visible`'s 100 to 50: card 0 (d = −100) at offset 0 is
    /// u = (200 − 100)/(200 − 50) = ⅔ in; linearly, opacity ⅔.
    func testInsetThreshold() async throws {
        let c = try carousel(.interactive(timingCurve: .linear).threshold(.visible.inset(by: 50)), offset: 0)
        XCTAssertEqual(c[0]?.opacity ?? .nan, 2.0 / 3, accuracy: 1e-9)
    }

    /// `.identity` never changes the view: card 3 at offset 0 (hidden) is drawn opaque.
    func testIdentityConfigurationChangesNothing() async throws {
        let c = try carousel(.identity, offset: 0)
        XCTAssertEqual(c[300]?.opacity, 1)
        XCTAssertEqual(c[300]?.box.minY, 0)
    }

    /// Each side has its own configuration: identity at the leading edge, linear at the
    /// trailing one (offset 50: card 0 opaque, card 3 at ½).
    func testEachEdgeHasItsOwnConfiguration() async throws {
        let host = try SceneHost(EdgeConfiguredCarousel(), size: strip)
        host.advance(to: 0.5)
        let c = cards(host)
        XCTAssertEqual(c[-50]?.opacity, 1)
        XCTAssertEqual(c[250]?.opacity ?? .nan, 0.5, accuracy: 1e-9)
    }

    /// `.animated(.linear(duration: 0.2))`, threshold `.visible(0.5)` (|d| ≤ 150): the carousel
    /// scrolls linearly from 0 to 100 between 0.2 s and 1.2 s, so card 3 (d = 200 − offset)
    /// and card 0 (d = −100 − offset) cross it at offset 50, at 0.7 s, and animate to their new
    /// phases over 0.2 s from then: at 0.8 s halfway, at 0.9 s there. The crossing time is found
    /// between frames, so 60 and 24 frames a second give the same frame at 0.8 s.
    func testAnimatedChangesPhaseAtTheThresholdAndAnimates() async throws {
        for fps in [60.0, 24.0] {
            let host = try SceneHost(
                FadingCarousel(configuration: .animated(.linear(duration: 0.2)), offset: 100, animated: true),
                size: strip)
            func advance(to t: Double) {
                var k = 1
                while Double(k) / fps < t { host.advance(to: Double(k) / fps); k += 1 }
                host.advance(to: t)
            }
            advance(to: 0.69)
            XCTAssertEqual(cards(host)[-49]?.opacity, 1, "card 0 is still identity at \(fps) fps")
            advance(to: 0.8)
            let c = cards(host)
            let card3 = try XCTUnwrap(c[240], "\(c.keys.sorted())")
            XCTAssertEqual(card3.opacity, 0.5, accuracy: 1e-6, "at \(fps) fps")
            XCTAssertEqual(card3.box.minY, 20, accuracy: 1e-6)
            XCTAssertEqual(c[-60]?.opacity ?? .nan, 0.5, accuracy: 1e-6, "card 0 leaves")
            advance(to: 0.9)
            XCTAssertEqual(cards(host)[230]?.opacity ?? .nan, 1, accuracy: 1e-9)
        }
    }

    /// A transition built by a helper outside any actor, with a blur: the second 200 pt row
    /// (d = 300 − 150 = 150; hidden from 250, `.visible` from (300 − 200)/2 = 50) is halfway in,
    /// u = ½, ease-in-out ½: opacity 1 − ½·0.75 = 0.625, blur 1, lifted 5.
    func testHelperBuiltEffectWithBlur() async throws {
        let host = try SceneHost(LiftedRows(), size: CGSize(width: 300, height: 300))
        var opacities: [Double] = [], blurs: [Double] = []
        for item in host.displayList().items {
            if case .beginGroup(let g) = item {
                if g.opacity != 1 { opacities.append(g.opacity) }
                if g.blurRadius != 0 { blurs.append(g.blurRadius) }
            }
        }
        XCTAssertEqual(opacities.first ?? .nan, 0.625, accuracy: 1e-9)
        XCTAssertEqual(blurs.first ?? .nan, 1, accuracy: 1e-9)
        XCTAssertEqual(host.displayList().fillBoxes[1].minY, 200 - 5, accuracy: 1e-9)
    }

    /// `visualEffect` reads the geometry as drawn: rows slide right by a tenth of their global
    /// top, before (row 2 at 100: x 110) and after the list scrolls 200 (row 6 at 100: x 110,
    /// row 4 at 0: x 100).
    func testVisualEffectFollowsTheScroll() async throws {
        let host = try SceneHost(SlidingRows(), size: CGSize(width: 300, height: 300))
        func rows() -> [CGRect] { host.displayList().fillBoxes.filter { $0.size == CGSize(width: 100, height: 50) } }
        XCTAssertEqual(rows()[2].minX, 110, accuracy: 1e-9)
        host.advance(to: 0.6)
        XCTAssertEqual(rows()[4].minY, 0, accuracy: 1e-9)
        XCTAssertEqual(rows()[4].minX, 100, accuracy: 1e-9)
        XCTAssertEqual(rows()[6].minX, 110, accuracy: 1e-9)
        XCTAssertEqual(rows()[0].minX, 100 - 20, accuracy: 1e-9, "row 0 at −200")
    }

    /// Outside a scroll view the view stays in the identity phase.
    func testNoScrollViewMeansIdentity() async throws {
        let host = try SceneHost(UnscrolledCard(), size: CGSize(width: 300, height: 300))
        XCTAssertFalse(host.displayList().items.contains { if case .beginGroup(let g) = $0 { return g.opacity != 1 } else { return false } })
    }

    /// The phase's own values.
    func testPhaseValues() async throws {
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.identity.value, 0)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertFalse(ScrollTransitionPhase.bottomTrailing.isIdentity)
    }
}

/// The fading carousel at offset 50 with `.identity` on the leading side and a linear
/// interactive transition on the trailing one.
private struct EdgeConfiguredCarousel: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        Color.orange
                            .frame(width: 100, height: 100)
                            .scrollTransition(topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0)
                            }
                            .id(i)
                    }
                }
            }
            .onAppear { proxy.scrollTo(1, anchor: UnitPoint(x: 0.25, y: 0.5)) }
        }
    }
}
