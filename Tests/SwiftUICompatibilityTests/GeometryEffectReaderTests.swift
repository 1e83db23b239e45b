import SceneGraph
import SceneTesting
import XCTest

/// `GeometryProxy.frame(in:)` under geometry effects, as SwiftUI measures it: the effects above
/// a reader (`offset`, `scaleEffect`, `rotationEffect`, a `GeometryEffect`) change its frame in
/// the global and named spaces, at their presented values, and never its local frame
/// (GeometryEffectReaderScenes.swift). Every scene's box is 100 × 50, laid out in the middle of
/// the 300 × 400 canvas at (100, 175).
@MainActor
final class GeometryEffectReaderTests: XCTestCase {
    private let size = CGSize(width: 300, height: 400)
    private let laidOut = CGRect(x: 100, y: 175, width: 100, height: 50)

    private func frames<V: View>(_ effect: @escaping (AnyView) -> V) throws -> [String: CGRect] {
        let seen = Seen<[String: CGRect]>()
        _ = try SceneHost(EffectOverReader(seen: seen, effect: effect), size: size)
        return try XCTUnwrap(seen.values.last)
    }

    // MARK: - Still effects

    /// `.offset(x: 30, y: -20)` above the reader moves its global frame from (100, 175) to
    /// (130, 155); its local frame stays (0, 0, 100, 50).
    func testOffsetAboveTheReaderMovesItsGlobalFrame() async throws {
        let f = try frames { $0.offset(x: 30, y: -20) }
        assertEqual(f["box.global"], CGRect(x: 130, y: 155, width: 100, height: 50))
        assertEqual(f["box.local"], CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// The order of modifiers decides, as in SwiftUI: a reader in the background of an offset
    /// view (`.reportsFrames().offset(...)`) moves with it, one in the background of the view the
    /// offset is applied to from outside (`.offset(...).reportsFrames()`) does not. The two
    /// boxes are stacked in a 100 × 100 VStack at (100, 150): the first moves to (130, 130), the
    /// second stays at (100, 200).
    func testAnOffsetInsideTheReadersViewDoesNotMoveIt() async throws {
        let seen = Seen<[String: CGRect]>()
        _ = try SceneHost(NudgedCard(seen: seen), size: size)
        let f = try XCTUnwrap(seen.values.last)
        assertEqual(f["inside.global"], CGRect(x: 130, y: 130, width: 100, height: 50))
        assertEqual(f["outside.global"], CGRect(x: 100, y: 200, width: 100, height: 50))
    }

    /// `.scaleEffect(2)` about the centre (150, 200) doubles the frame around it:
    /// (150 − 100, 200 − 50, 200, 100); the local frame keeps the laid-out size, as SwiftUI's
    /// does. `.scaleEffect(x: 0.5, y: 2, anchor: .topLeading)` keeps the top-left corner.
    func testScaleEffectScalesTheFrameAboutItsAnchor() async throws {
        let centred = try frames { $0.scaleEffect(2) }
        assertEqual(centred["box.global"], CGRect(x: 50, y: 150, width: 200, height: 100))
        assertEqual(centred["box.local"], CGRect(x: 0, y: 0, width: 100, height: 50))
        let corner = try frames { $0.scaleEffect(x: 0.5, y: 2, anchor: .topLeading) }
        assertEqual(corner["box.global"], CGRect(x: 100, y: 175, width: 50, height: 100))
    }

    /// A rotated reader's global frame is the bounding box of its turned rectangle: at 90° the
    /// 100 × 50 box stands 50 × 100 about its centre, (125, 150); at 30° the box is
    /// 100·cos 30° + 50·sin 30° = 111.603 wide and 100·sin 30° + 50·cos 30° = 93.301 high,
    /// centred on (150, 200).
    func testRotationGivesTheBoundingBoxOfTheTurnedFrame() async throws {
        let upright = try frames { $0.rotationEffect(.degrees(90)) }
        assertEqual(upright["box.global"], CGRect(x: 125, y: 150, width: 50, height: 100), accuracy: 1e-9)
        let tilted = try frames { $0.rotationEffect(.degrees(30)) }
        assertEqual(tilted["box.global"], CGRect(x: 150 - 111.603 / 2, y: 200 - 93.301 / 2, width: 111.603, height: 93.301), accuracy: 1e-3)
        assertEqual(tilted["box.local"], CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// `.position(x: 60, y: 40)` is layout: the view takes the whole canvas and centres the box on
    /// (60, 40), so the reader is at (10, 15).
    func testPositionPlacesTheReader() async throws {
        let f = try frames { $0.position(x: 60, y: 40) }
        assertEqual(f["box.global"], CGRect(x: 10, y: 15, width: 100, height: 50))
    }

    /// A `GeometryEffect` of one's own (`Lift`, a translation 30 pt up) moves the reader to
    /// y = 145; the same effect `.ignoredByLayout()` is drawn lifted (the box's fill is at
    /// y = 145) but readers do not see it ("only applies the transform while rendering its view",
    /// Apple's documentation of `ignoredByLayout()`): the frame stays at (100, 175).
    func testACustomGeometryEffectMovesTheReaderUnlessIgnoredByLayout() async throws {
        let lifted = try frames { $0.modifier(Lift(height: 30)) }
        assertEqual(lifted["box.global"], CGRect(x: 100, y: 145, width: 100, height: 50))

        let seen = Seen<[String: CGRect]>()
        let host = try SceneHost(EffectOverReader(seen: seen) { $0.modifier(Lift(height: 30).ignoredByLayout()) }, size: size)
        assertEqual(seen.values.last?["box.global"], laidOut)
        let drawn = try XCTUnwrap(host.displayList().fillRects.first)
        assertEqual(drawn, CGRect(x: 100, y: 145, width: 100, height: 50), "the fill is drawn lifted")
    }

    /// A named space measures only the effects between it and the reader: inside a 200 × 100
    /// card at (50, 150), named "card" and scaled 2× about its centre (150, 200) from outside the
    /// name, the box offset 10 pt lies at (110 − 50, 175 − 150) = (60, 25) in the card's space;
    /// globally the scale counts too: (150 + (110 − 150)·2, 200 + (175 − 200)·2) = (70, 150),
    /// 200 × 100.
    func testANamedSpaceSeesOnlyTheEffectsInsideIt() async throws {
        let seen = Seen<[String: CGRect]>()
        _ = try SceneHost(ScaledNamedCard(seen: seen), size: size)
        let f = try XCTUnwrap(seen.values.last)
        assertEqual(f["box.card"], CGRect(x: 60, y: 25, width: 100, height: 50))
        assertEqual(f["box.global"], CGRect(x: 70, y: 150, width: 200, height: 100))
    }

    /// A scale's anchor is where layout puts it: the box in the corner of a 100 × 100 card at
    /// (0, 0), scaled 2× about the card's centre (50, 50), is at (0 − 50)·2 + 50 = −50 on both
    /// axes, 100 × 100; once the card is 200 wide its centre is (100, 50) and the box's left edge
    /// is (0 − 100)·2 + 100 = −100, although the box itself did not move.
    func testAScaleFollowsItsAnchorWhenLayoutMovesIt() async throws {
        let seen = Seen<[String: CGRect]>()
        let host = try SceneHost(WideningScaledCard(seen: seen), size: size)
        assertEqual(seen.values.last?["box.global"], CGRect(x: -50, y: -50, width: 100, height: 100))
        host.advance(to: 0.6)
        assertEqual(seen.values.last?["box.global"], CGRect(x: -100, y: -50, width: 100, height: 100))
    }

    // MARK: - Degenerate transforms

    /// `.scaleEffect(0)` folds the frame onto its anchor: a finite 0 × 0 frame at the centre
    /// (150, 200), not NaN.
    func testAScaleOfZeroGivesAFiniteEmptyFrame() async throws {
        let f = try frames { $0.scaleEffect(0) }
        assertEqual(f["box.global"], CGRect(x: 150, y: 200, width: 0, height: 0))
    }

    /// A 3-D turn that puts an edge behind the eye (90° about y with perspective 4: the eye is
    /// max(100, 50) / 4 = 25 pt away and the near edge comes 50 pt closer) has no image on the
    /// canvas; the frame is measured without that effect, at its laid-out place, and is finite.
    func testATurnBehindTheEyeLeavesTheFrameFinite() async throws {
        let f = try frames { $0.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0), perspective: 4) }
        assertEqual(f["box.global"], laidOut)
    }

    // MARK: - Animated effects

    /// Under `withAnimation(.linear(duration: 1))` from the first frame, the offset runs from 0
    /// to 100 pt: the reader's global left edge is 100 + 100·t at t = 0, 0.25, 0.5, 0.75 and
    /// 1 s (100, 125, 150, 175, 200) and stays at 200 after; the label it writes follows.
    func testAReaderUnderAnAnimatedOffsetSeesItMoveEachFrame() async throws {
        let seen = Seen<[String: CGRect]>(), builds = Seen<Double>()
        let host = try SceneHost(SlidingCard(seen: seen, builds: builds, animation: .linear(duration: 1)), size: size)
        for (t, x) in [(0.0, 100.0), (0.25, 125), (0.5, 150), (0.75, 175), (1, 200), (1.5, 200)] {
            host.advance(to: t)
            XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, x, accuracy: 1e-9, "at \(t) s")
            XCTAssertTrue(host.displayList().textFrames.contains { $0.string == "x \(Int(x))" }, "label at \(t) s")
        }
        XCTAssertEqual(host.warnings, [])
    }

    /// With a spring, the reader sees exactly what is drawn: at each of several frames its
    /// global left edge is the orange box's drawn left edge, overshoot included (a bounce of 0.3
    /// carries the box past 200).
    func testAReaderUnderASpringSeesTheDrawnOffset() async throws {
        let seen = Seen<[String: CGRect]>(), builds = Seen<Double>()
        let host = try SceneHost(SlidingCard(seen: seen, builds: builds, animation: .spring(duration: 0.5, bounce: 0.3)), size: size)
        var overshoot = false
        for k in 1...45 {
            let t = Double(k) / 60
            host.advance(to: t)
            let drawn = try XCTUnwrap(host.displayList().fillRects.first).minX
            XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, drawn, accuracy: 1e-9, "at frame \(k)")
            if drawn > 200.5 { overshoot = true }
        }
        XCTAssertTrue(overshoot, "the spring overshoots")
    }

    /// An animation that starts later, from an action (half a second in), is followed as well:
    /// at 1 s, half-way through its linear second, the left edge is 150.
    func testAnAnimationStartedLaterIsFollowed() async throws {
        let seen = Seen<[String: CGRect]>(), builds = Seen<Double>()
        let host = try SceneHost(SlidingCard(seen: seen, builds: builds, animation: .linear(duration: 1), delay: 0.5), size: size)
        host.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, 100, accuracy: 1e-9)
        host.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, 150, accuracy: 1e-9)
        host.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, 200, accuracy: 1e-9)
    }

    /// An offset changed without animation moves the reader in the same frame, although the
    /// reader's own view (`LiveXLabel`) is not evaluated again: 100 before 0.5 s, 150 after.
    func testASnappedOffsetReachesAReaderWhoseViewIsNotRebuilt() async throws {
        let seen = Seen<[String: CGRect]>(), builds = Seen<Double>()
        let host = try SceneHost(JumpingCard(seen: seen, builds: builds), size: size)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, 100)
        host.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["box.global"]).minX, 150)
        XCTAssertTrue(host.displayList().textFrames.contains { $0.string == "x 150" })
    }

    /// The reader is rebuilt in the transaction of the change that moved it: the bar over the
    /// card is 100 − 90 = 10 pt wide, and the moment the card jumps 50 pt (without animation, at
    /// 0.5 s) it is 60 pt wide, although the reader was last built in the tint's linear
    /// animation, which runs until 1.2 s.
    func testAReaderMovedWithoutAnimationIsRebuiltWithoutAnimation() async throws {
        let host = try SceneHost(JumpingTintedCard(), size: size)
        XCTAssertEqual(try XCTUnwrap(host.displayList().fillRects.last).width, 10)
        host.advance(to: 0.3)
        host.advance(to: 0.5 + 1.0 / 60)
        XCTAssertEqual(try XCTUnwrap(host.displayList().fillRects.last).width, 60, accuracy: 1e-9)
    }

    // MARK: - Cost

    /// Readers are measured at each frame only while an effect above them animates: once the
    /// linear second is over the reader is not built again, however many frames follow
    /// (60 frames a second up to 3 s).
    func testAReaderIsNotRebuiltOnceTheAnimationHasEnded() async throws {
        let seen = Seen<[String: CGRect]>(), builds = Seen<Double>()
        let host = try SceneHost(SlidingCard(seen: seen, builds: builds, animation: .linear(duration: 1)), size: size)
        for k in 1...60 { host.advance(to: Double(k) / 60) }
        let afterAnimation = builds.values.count
        XCTAssertEqual(builds.values.last, 200)
        for k in 61...180 { host.advance(to: Double(k) / 60) }
        XCTAssertEqual(builds.values.count, afterAnimation)
    }

    /// Under a still offset nothing moves: the reader is built once (at x = 140) in three
    /// seconds of frames.
    func testAReaderUnderAStillOffsetIsBuiltOnce() async throws {
        let builds = Seen<Double>()
        let host = try SceneHost(StillOffsetCard(builds: builds), size: size)
        for k in 1...180 { host.advance(to: Double(k) / 60) }
        XCTAssertEqual(builds.values, [140])
    }
}
