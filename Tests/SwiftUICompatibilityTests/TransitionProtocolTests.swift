import SceneGraph
import XCTest

/// iOS 17's `Transition` protocol, `GeometryEffect`, `AnimatableModifier` and iOS 18's
/// `Color.mix(with:by:in:)` (TransitionProtocolScenes.swift), frame by frame.
///
/// Every scene is 200 × 200 with a 100 × 100 card centred at (50, 50)–(150, 150), toggled by a
/// tap whose finger lifts at 0.1 s under `withAnimation(.linear(duration: 1))`: at scene time t
/// the animation is (t − 0.1) of the way.
@MainActor
final class TransitionProtocolTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    private func host(_ view: some View, size: CGSize? = nil) throws -> SceneHost {
        let h = try SceneHost(view, size: size ?? self.size)
        let p = CGPoint(x: 100, y: 20)
        h.send([PointerEvent(.down, at: p, time: 0.05), PointerEvent(.up, at: p, time: 0.1)])
        return h
    }

    private func fillTransforms(_ list: DisplayList) -> [CGAffineTransform] {
        list.items.compactMap { if case .fill(_, _, _, let m) = $0 { return m } else { return nil } }
    }

    /// The card's top-left corner (50, 50) where it is drawn (the last fill, over the clear one
    /// that keeps the stack's size), or nil when the card is not drawn.
    private func corner(_ list: DisplayList, _ point: CGPoint = CGPoint(x: 50, y: 50)) -> CGPoint? {
        let fills = fillTransforms(list)
        return fills.count > 1 ? point.applying(fills[fills.count - 1]) : nil
    }

    /// The top-left and bottom-right corners of the card (the last fill), where they are drawn;
    /// none when the card is not drawn.
    private func cardCorners(_ list: DisplayList) -> [CGPoint] {
        let fills: [(Path, CGAffineTransform)] = list.items.compactMap {
            if case .fill(let path, _, _, let m) = $0 { return (path, m) } else { return nil }
        }
        guard let (path, m) = fills.last, path.boundingRect.width == 100 else { return [] }
        let box = path.boundingRect
        return [CGPoint(x: box.minX, y: box.minY).applying(m), CGPoint(x: box.maxX, y: box.maxY).applying(m)]
    }

    private func opacities(_ list: DisplayList) -> [Double] {
        list.items.compactMap { if case .beginGroup(let g) = $0, g.opacity != 1 { return g.opacity } else { return nil } }
    }

    private func assertOpacities(_ list: DisplayList, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        let actual = opacities(list)
        XCTAssertEqual(actual.count, expected.count, "\(actual)", file: file, line: line)
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 1e-9, file: file, line: line) }
    }

    private func blurRadii(_ list: DisplayList) -> [Double] {
        list.items.compactMap { if case .beginGroup(let g) = $0, g.blurRadius != 0 { return g.blurRadius } else { return nil } }
    }

    private func assertPoint(
        _ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-6,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let p else { return XCTFail("nothing drawn", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y", file: file, line: line)
    }

    private func lists(_ view: some View, at times: [Double]) throws -> [DisplayList] {
        let h = try host(view)
        return times.map { t in
            h.advance(to: t)
            return h.displayList()
        }
    }

    // MARK: - TransitionPhase

    /// SwiftUI's values: −1, 0, 1; only `.identity` is the identity.
    func testTransitionPhaseValues() async {
        XCTAssertEqual(TransitionPhase.willAppear.value, -1)
        XCTAssertEqual(TransitionPhase.identity.value, 0)
        XCTAssertEqual(TransitionPhase.didDisappear.value, 1)
        XCTAssertEqual([TransitionPhase.willAppear, .identity, .didDisappear].map(\.isIdentity), [false, true, false])
        XCTAssertTrue(TransitionProperties().hasMotion)
        XCTAssertFalse(OpacityTransition.properties.hasMotion)
    }

    // MARK: - Custom transitions

    /// Inserted with the twirl: a quarter of the way (0.35 s) the card is at opacity 0.25, scale
    /// 0.5 + 0.5·0.25 = 0.625 and 360° − 90° = 270° (3π/2), so its top-left corner, 50 left of
    /// and above the centre (100, 100), is at (100 − 31.25, 100 + 31.25); half-way, opacity 0.5,
    /// scale 0.75, 180°: the corner at (137.5, 137.5); at the end it rests at (50, 50), opaque.
    func testCustomTransitionInterpolatesItsPhaseBodiesOnInsertion() async throws {
        let h = try host(TransitionToggle(Twirl()))
        XCTAssertNil(corner(h.displayList()), "nothing is shown before the tap")
        h.advance(to: 0.35)
        assertOpacities(h.displayList(), [0.25])
        assertPoint(corner(h.displayList()), 68.75, 131.25)
        let rotation = h.animatedValues().first { $0.property == "rotation" }?.components.first
        XCTAssertEqual(try XCTUnwrap(rotation), 1.5 * .pi, accuracy: 1e-9, "turning from 2π down to 0")
        h.advance(to: 0.6)
        assertOpacities(h.displayList(), [0.5])
        assertPoint(corner(h.displayList()), 137.5, 137.5)
        h.advance(to: 1.2)
        assertOpacities(h.displayList(), [])
        assertPoint(corner(h.displayList()), 50, 50, accuracy: 1e-9)
    }

    /// Removed with the twirl: a quarter of the way the card is at opacity 0.75, scale 0.875 and
    /// −90°, which turns the corner (−43.75, −43.75) from the centre to (−43.75, 43.75): drawn at
    /// (56.25, 143.75); after the second, nothing is drawn.
    func testCustomTransitionAnimatesToDidDisappearOnRemoval() async throws {
        let h = try host(TransitionToggle(Twirl(), shown: true))
        assertPoint(corner(h.displayList()), 50, 50)
        h.advance(to: 0.35)
        assertOpacities(h.displayList(), [0.75])
        assertPoint(corner(h.displayList()), 56.25, 143.75)
        h.advance(to: 0.6)
        assertOpacities(h.displayList(), [0.5])
        assertPoint(corner(h.displayList()), 137.5, 137.5) // scale 0.75, −180°
        h.advance(to: 1.2)
        XCTAssertNil(corner(h.displayList()))
    }

    /// Removed half-way in: the card turns back towards `.didDisappear` from where it is
    /// (timing curves add: it is still drawn a moment later) and is gone after the removal.
    func testRemovalDuringInsertionLeavesFromWhereItIs() async throws {
        let h = try host(TransitionToggle(Twirl()))
        let p = CGPoint(x: 100, y: 20)
        h.send([PointerEvent(.down, at: p, time: 0.55), PointerEvent(.up, at: p, time: 0.6)])
        h.advance(to: 0.6)
        assertPoint(corner(h.displayList()), 137.5, 137.5)
        h.advance(to: 0.7)
        XCTAssertNotNil(corner(h.displayList()))
        h.advance(to: 2.2)
        XCTAssertNil(corner(h.displayList()))
    }

    /// `combined(with:)` applies the other transition around the first: the twirl half-way
    /// (corner at 137.5, 137.5) moved down by half of the 50-point offset.
    func testCombinedCustomTransitionAppliesBoth() async throws {
        let list = try lists(TransitionToggle(Twirl().combined(with: .offset(y: 50))), at: [0.6])[0]
        assertOpacities(list, [0.5])
        assertPoint(corner(list), 137.5, 162.5)
    }

    /// A transition's own animation wins over the transaction's: with `.linear(duration: 2)` the
    /// twirl is a quarter in at 0.6 s (opacity 0.25), as an `AnyTransition` too.
    func testTransitionAnimationOverridesTheTransactions() async throws {
        let own = try lists(TransitionToggle(Twirl().animation(.linear(duration: 2))), at: [0.6])[0]
        assertOpacities(own, [0.25])
        let erased = try lists(AnyTransitionToggle(AnyTransition(Twirl()).animation(.linear(duration: 2))), at: [0.6])[0]
        assertOpacities(erased, [0.25])
    }

    /// `AnyTransition(Twirl())` draws exactly as `Twirl()`, in and out.
    func testAnyTransitionOfACustomTransitionRunsItsBody() async throws {
        let times = [0.35, 0.6, 0.85]
        XCTAssertEqual(try lists(AnyTransitionToggle(AnyTransition(Twirl())), at: times), try lists(TransitionToggle(Twirl()), at: times))
        XCTAssertEqual(
            try lists(AnyTransitionToggle(AnyTransition(Twirl()), shown: true), at: times),
            try lists(TransitionToggle(Twirl(), shown: true), at: times))
    }

    /// Asymmetric: the twirl in, a plain fade out (no turn, no scale).
    func testAsymmetricCustomTransition() async throws {
        let t = AnyTransition.asymmetric(insertion: AnyTransition(Twirl()), removal: .opacity)
        let inserted = try lists(AnyTransitionToggle(t), at: [0.6])[0]
        assertOpacities(inserted, [0.5])
        assertPoint(corner(inserted), 137.5, 137.5)
        let removed = try lists(AnyTransitionToggle(t, shown: true), at: [0.6])[0]
        assertOpacities(removed, [0.5])
        assertPoint(corner(removed), 50, 50)
        let typed = try lists(TransitionToggle(AsymmetricTransition(insertion: Twirl(), removal: .opacity), shown: true), at: [0.6])[0]
        assertOpacities(typed, [0.5])
        assertPoint(corner(typed), 50, 50)
    }

    /// `AnyTransition.modifier(active:identity:)`: the modifier's rotation animates from 90° to
    /// 0°; half-way (45°) the corner (−50, −50) from the centre turns to (0, −70.711).
    func testModifierTransitionAnimatesTheModifiersProperties() async throws {
        let t = AnyTransition.modifier(active: Tilt(degrees: 90), identity: Tilt(degrees: 0))
        let list = try lists(AnyTransitionToggle(t), at: [0.6])[0]
        assertPoint(corner(list), 100, 100 - 50 * 2.0.squareRoot())
        XCTAssertEqual(opacities(list), [], "no fade: the modifier is the whole transition")
    }

    /// blurReplace: half-way in, opacity 0.5, blur 3.5 points, scale 0.95 (corner at 52.5);
    /// `.upUp` half-way out scales up to 1.05 (corner at 47.5).
    func testBlurReplaceFadesBlursAndScales() async throws {
        let inserted = try lists(TransitionToggle(.blurReplace), at: [0.6])[0]
        assertOpacities(inserted, [0.5])
        XCTAssertEqual(blurRadii(inserted).count, 1)
        XCTAssertEqual(blurRadii(inserted).first ?? 0, 3.5, accuracy: 1e-9)
        assertPoint(corner(inserted), 52.5, 52.5)
        let removed = try lists(TransitionToggle(.blurReplace(.upUp), shown: true), at: [0.6])[0]
        assertPoint(corner(removed), 47.5, 47.5)
        let downUp = try lists(AnyTransitionToggle(.blurReplace, shown: true), at: [0.6])[0]
        assertPoint(corner(downUp), 52.5, 52.5)
    }

    /// Inserted into a stack that was empty, the card is drawn as into one that keeps its size
    /// (`TransitionToggle`'s clear colour): its corners and opacity are the same at every frame,
    /// for the twirl and for built-in transitions, as in SwiftUI, where an inserted view appears
    /// at its place in the new layout and only its transition animates it (it does not ride the
    /// stack's frame growing from the centre).
    func testInsertionIntoAnEmptyStackDrawsAsIntoAFullOne() async throws {
        func check<T: Transition>(_ t: T, _ name: String, line: UInt = #line) throws {
            let times = [0.1 + 1 / 60, 0.35, 0.6, 0.85, 1.2]
            for (bare, full) in zip(try lists(BareTransitionToggle(t), at: times), try lists(TransitionToggle(t), at: times)) {
                XCTAssertEqual(opacities(bare).count, opacities(full).count, name, line: line)
                for (b, f) in zip(opacities(bare), opacities(full)) { XCTAssertEqual(b, f, accuracy: 1e-9, name, line: line) }
                let card = cardCorners(bare), fullCard = cardCorners(full)
                XCTAssertEqual(card.count, fullCard.count, name, line: line)
                for (b, f) in zip(card, fullCard) {
                    XCTAssertEqual(b.x, f.x, accuracy: 1e-9, name, line: line)
                    XCTAssertEqual(b.y, f.y, accuracy: 1e-9, name, line: line)
                }
            }
        }
        try check(Twirl(), "twirl")
        try check(.opacity, "opacity")
        try check(.scale(0.5, anchor: .topLeading), "scale")
        try check(.move(edge: .bottom), "move")
        try check(.slide, "slide")
    }

    // MARK: - Built-in transitions

    /// The spellings of SwiftUI code compile, and every view leaves on a tap and is gone once the
    /// (default, 0.35 s-ish spring; bouncy: 0.5 s) animations have settled.
    func testTransitionSpellingsCompileAndRemove() async throws {
        let h = try SceneHost(TransitionSpellings(), size: CGSize(width: 240, height: 400))
        func texts() -> Int { h.displayList().items.filter { if case .text = $0 { return true } else { return false } }.count }
        XCTAssertEqual(texts(), 13)
        let p = CGPoint(x: 120, y: 200)
        h.send([PointerEvent(.down, at: p, time: 0.05), PointerEvent(.up, at: p, time: 0.1)])
        h.advance(to: 0.2)
        XCTAssertEqual(texts(), 13, "all still leaving")
        h.advance(to: 3)
        XCTAssertEqual(texts(), 0)
    }

    /// Every built-in transition draws, in and out, exactly the frames of the `AnyTransition` of
    /// the same name.
    func testBuiltInTransitionsDrawAsTheirAnyTransition() async throws {
        func check<T: Transition>(_ t: T, _ any: AnyTransition, _ name: String, line: UInt = #line) throws {
            let times = [0.35, 0.6, 1.2]
            XCTAssertEqual(try lists(TransitionToggle(t), at: times), try lists(AnyTransitionToggle(any), at: times), "\(name) in", line: line)
            XCTAssertEqual(
                try lists(TransitionToggle(t, shown: true), at: times), try lists(AnyTransitionToggle(any, shown: true), at: times),
                "\(name) out", line: line)
        }
        try check(.opacity, .opacity, "opacity")
        try check(.identity, .identity, "identity")
        try check(.scale, .scale, "scale")
        try check(.scale(0.5, anchor: .top), .scale(scale: 0.5, anchor: .top), "scale(0.5, .top)")
        try check(.move(edge: .bottom), .move(edge: .bottom), "move(.bottom)")
        try check(.slide, .slide, "slide")
        try check(.push(from: .leading), .push(from: .leading), "push(.leading)")
        try check(.offset(x: 30, y: -20), .offset(x: 30, y: -20), "offset")
        try check(MoveTransition(edge: .top).combined(with: .opacity), AnyTransition.move(edge: .top).combined(with: .opacity), "move + opacity")
        try check(AsymmetricTransition(insertion: .scale, removal: .slide), .asymmetric(insertion: .scale, removal: .slide), "asymmetric")
        try check(OpacityTransition().animation(.linear(duration: 2)), AnyTransition.opacity.animation(.linear(duration: 2)), "animated")
        try check(OpacityTransition(), AnyTransition(OpacityTransition()).combined(with: .identity), "erased built-in")
    }

    /// The built-in transitions' bodies (run through another transition's body, as a user's
    /// transition composing them does) draw what their draw-time effects draw: the same corners
    /// and opacities, to rounding.
    func testBuiltInBodiesDrawAsTheirEffects() async throws {
        func check<T: Transition>(_ t: T, _ any: AnyTransition, _ name: String, line: UInt = #line) throws {
            for shown in [false, true] {
                let times = [0.35, 0.6, 1.2]
                let body = try lists(TransitionToggle(ThroughBody(base: t), shown: shown), at: times)
                let effects = try lists(AnyTransitionToggle(any, shown: shown), at: times)
                for (b, e) in zip(body, effects) {
                    XCTAssertEqual(opacities(b).count, opacities(e).count, "\(name) \(shown)", line: line)
                    for (x, y) in zip(opacities(b), opacities(e)) { XCTAssertEqual(x, y, accuracy: 1e-9, "\(name)", line: line) }
                    for p in [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 150)] {
                        let pb = corner(b, p), pe = corner(e, p)
                        XCTAssertEqual(pb == nil, pe == nil, "\(name) \(shown)", line: line)
                        if let pb, let pe {
                            XCTAssertEqual(pb.x, pe.x, accuracy: 1e-9, "\(name) \(shown)", line: line)
                            XCTAssertEqual(pb.y, pe.y, accuracy: 1e-9, "\(name) \(shown)", line: line)
                        }
                    }
                }
            }
        }
        try check(OpacityTransition(), .opacity, "opacity")
        try check(ScaleTransition(0.5, anchor: .topLeading), .scale(scale: 0.5, anchor: .topLeading), "scale")
        try check(MoveTransition(edge: .trailing), .move(edge: .trailing), "move")
        try check(SlideTransition(), .slide, "slide")
        try check(PushTransition(edge: .top), .push(from: .top), "push")
        try check(OffsetTransition(CGSize(width: -40, height: 10)), .offset(x: -40, y: 10), "offset")
    }

    // MARK: - GeometryEffect

    /// `Shake` moves the field by 10·sin(3π·data) as its data runs 0 → 1 over a second: +10 at
    /// data 1/6, 7.071 at ¼, −10 at ½, back to 0 at the end; the second shake (1 → 2) starts the
    /// other way: −10 at data 7/6 (sin 3.5π).
    func testShakeAnimatesItsDataFrameByFrame() async throws {
        let h = try host(ShakingField(), size: CGSize(width: 200, height: 100))
        func dx() -> CGFloat { fillTransforms(h.displayList()).first?.tx ?? .nan }
        XCTAssertEqual(dx(), 0)
        h.advance(to: 0.1 + 1.0 / 6)
        XCTAssertEqual(dx(), 10, accuracy: 1e-6)
        h.advance(to: 0.35)
        XCTAssertEqual(dx(), 10 * sin(0.75 * .pi), accuracy: 1e-6)
        h.advance(to: 0.6)
        XCTAssertEqual(dx(), -10, accuracy: 1e-6)
        h.advance(to: 1.2)
        XCTAssertEqual(dx(), 0, accuracy: 1e-9)
        let p = CGPoint(x: 100, y: 50)
        h.send([PointerEvent(.down, at: p, time: 1.45), PointerEvent(.up, at: p, time: 1.5)])
        h.advance(to: 1.5 + 1.0 / 6)
        XCTAssertEqual(dx(), -10, accuracy: 1e-6)
    }

    /// A geometry effect with perspective is drawn through a warped layer (not dropped): tilt
    /// 0 → 0.005 per point, half-way 0.0025, so the card's top-right corner (local x = 100) has
    /// w = 1.25 and lands at 100/1.25 = 80 from its left edge: (130, 50). At rest (tilt 0)
    /// nothing is warped.
    func testGeometryEffectWithPerspectiveIsWarped() async throws {
        struct Receding: View {
            @State var tilt: CGFloat = 0
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .modifier(Recede(tilt: tilt))
                    .frame(width: 200, height: 200)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { tilt = 0.005 } }
            }
        }
        let h = try host(Receding())
        func projection() -> ProjectionTransform? {
            for case .beginGroup(let g) in h.displayList().items { if let p = g.projection { return p } }
            return nil
        }
        XCTAssertNil(projection())
        h.advance(to: 0.6)
        let corner = CGPoint(x: 150, y: 50).applying(try XCTUnwrap(projection()))
        XCTAssertEqual(corner.x, 130, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 50, accuracy: 1e-9)
    }

    /// `ignoredByLayout()` draws as the effect itself.
    func testIgnoredByLayoutDrawsTheEffect() async throws {
        struct Nudged: View {
            var body: some View {
                Color.green.frame(width: 100, height: 100).modifier(Shake(animatableData: 1.0 / 6).ignoredByLayout())
            }
        }
        let h = try SceneHost(Nudged(), size: size)
        XCTAssertEqual(fillTransforms(h.displayList()).first?.tx ?? 0, 10, accuracy: 1e-9)
    }

    // MARK: - Animatable modifiers

    /// An `AnimatableModifier`'s body is rebuilt every frame with the animated value: the score
    /// reads 25 (25.5) at 0.355 s, 50 (50.5) at 0.605 s, 100 at the end.
    func testAnimatableModifierRebuildsItsBodyEveryFrame() async throws {
        let h = try host(Scoreboard(), size: CGSize(width: 200, height: 100))
        func text() -> [String] { h.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } } }
        XCTAssertEqual(text(), ["0"])
        h.advance(to: 0.355)
        XCTAssertEqual(text(), ["25"])
        h.advance(to: 0.605)
        XCTAssertEqual(text(), ["50"])
        h.advance(to: 1.2)
        XCTAssertEqual(text(), ["100"])
    }

    /// A plain `ViewModifier` that conforms to `Animatable` animates the same way: its offset is
    /// 30 of 60 points half-way.
    func testAnimatableViewModifierAnimatesFrameByFrame() async throws {
        struct Shift: ViewModifier, Animatable {
            var x: Double
            var animatableData: Double {
                get { x }
                set { x = newValue }
            }
            func body(content: Content) -> some View { content.offset(x: x) }
        }
        struct Shifted: View {
            @State var x = 0.0
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .modifier(Shift(x: x))
                    .frame(width: 200, height: 200)
                    .contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { x = 60 } }
            }
        }
        let h = try host(Shifted())
        h.advance(to: 0.6)
        XCTAssertEqual(fillTransforms(h.displayList()).first?.tx ?? 0, 30, accuracy: 1e-9)
    }

    // MARK: - Color.mix

    private func components(_ c: Color, _ scheme: ColorScheme = .light) -> [Float] {
        let r = c.resolved(in: scheme)
        return [r.red, r.green, r.blue, r.opacity]
    }

    private func assertComponents(
        _ c: Color, _ expected: [Double], scheme: ColorScheme = .light, accuracy: Float = 1e-5,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (v, e) in zip(components(c, scheme), expected) { XCTAssertEqual(v, Float(e), accuracy: accuracy, file: file, line: line) }
    }

    /// `.device` mixes gamma-encoded sRGB: iOS red (255, 59, 48) and blue (0, 122, 255) half and
    /// half give (127.5, 90.5, 151.5) / 255.
    func testDeviceMixAveragesEncodedComponents() async {
        assertComponents(Color.red.mix(with: .blue, by: 0.5, in: .device), [0.5, 181.0 / 510, 303.0 / 510, 1])
    }

    /// `.perceptual` (the default) mixes in Oklab: black and white half and half is L = 0.5,
    /// linear 0.5³ = 0.125, encoded 1.055·0.125^(1/2.4) − 0.055 = 0.38857 (where the device mix
    /// is 0.5).
    func testPerceptualMixIsTheDefaultAndMixesInOklab() async {
        let g = Color.black.mix(with: .white, by: 0.5)
        XCTAssertEqual(g, Color.black.mix(with: .white, by: 0.5, in: .perceptual))
        assertComponents(g, [0.38857, 0.38857, 0.38857, 1], accuracy: 1e-4)
        assertComponents(Color.black.mix(with: .white, by: 0.5, in: .device), [0.5, 0.5, 0.5, 1])
    }

    /// Fractions 0 and 1 give the two colours; outside 0…1 the fraction is clamped, and NaN
    /// gives the first colour.
    func testMixEndsAndClamping() async {
        for space in [Gradient.ColorSpace.perceptual, .device] {
            assertComponents(Color.red.mix(with: .blue, by: 0, in: space), components(.red).map(Double.init), accuracy: 1e-4)
            assertComponents(Color.red.mix(with: .blue, by: 1, in: space), components(.blue).map(Double.init), accuracy: 1e-4)
            XCTAssertEqual(Color.red.mix(with: .blue, by: 2, in: space), Color.red.mix(with: .blue, by: 1, in: space))
            XCTAssertEqual(Color.red.mix(with: .blue, by: -1, in: space), Color.red.mix(with: .blue, by: 0, in: space))
            XCTAssertEqual(Color.red.mix(with: .blue, by: .nan, in: space), Color.red.mix(with: .blue, by: 0, in: space))
        }
    }

    /// Alpha is premultiplied: red mixed half-way with clear is red at half opacity (not a
    /// darker red).
    func testMixWithClearFades() async {
        assertComponents(Color.red.mix(with: .clear, by: 0.5, in: .device), [1, 59.0 / 255, 48.0 / 255, 0.5])
        assertComponents(Color.red.mix(with: .clear, by: 0.5), [1, 59.0 / 255, 48.0 / 255, 0.5], accuracy: 1e-4)
    }

    /// Adaptive colours mix in each appearance: the dark mix is of the dark red (255, 69, 58)
    /// and the dark blue (10, 132, 255).
    func testMixOfAdaptiveColoursIsAdaptive() async {
        let m = Color.red.mix(with: .blue, by: 0.5, in: .device)
        XCTAssertTrue(m.isAdaptive)
        assertComponents(m, [265.0 / 510, 201.0 / 510, 313.0 / 510, 1], scheme: .dark)
        XCTAssertFalse(Color.black.mix(with: .white, by: 0.5).isAdaptive)
    }
}
