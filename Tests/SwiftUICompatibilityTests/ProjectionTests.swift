import SceneGraph
import SceneTesting
import XCTest

/// rotation3DEffect, projectionEffect and transformEffect (ProjectionScenes.swift).
@MainActor
final class ProjectionTests: XCTestCase {
    private let size = CGSize(width: 300, height: 400)

    /// The projection of the first group that has one.
    private func projection(_ h: SceneHost) -> ProjectionTransform? {
        for case .beginGroup(let g) in h.displayList().items { if let p = g.projection { return p } }
        return nil
    }

    private func tap(_ h: SceneHost, at t: Double) {
        let p = CGPoint(x: 150, y: 200)
        h.send([PointerEvent(.down, at: p, time: t), PointerEvent(.up, at: p, time: t + 0.05)])
    }

    /// A 200 × 280 card centred at (150, 200) turned 60° about y with perspective 1: the eye is
    /// d = max(200, 280) = 280 points away. Its top-right corner, 100 to the right of and 140
    /// above the centre, turns to x = 100·cos 60° = 50, z = −100·sin 60° = −86.603; w = 1 − z/d =
    /// 1.309295, so it lands at (150 + 50/w, 200 − 140/w) = (188.188, 93.072). The top-left corner
    /// comes nearer (w = 0.690705) and lands at (150 − 72.390, 200 − 202.691) = (77.610, −2.691).
    func testRotationAboutYProjectsCornersWithSwiftUIsPerspective() async throws {
        struct Card: View {
            var body: some View {
                Color.blue.frame(width: 200, height: 280)
                    .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            }
        }
        let h = try SceneHost(Card(), size: size)
        let p = try XCTUnwrap(projection(h))
        let right = CGPoint(x: 250, y: 60).applying(p), left = CGPoint(x: 50, y: 60).applying(p)
        XCTAssertEqual(right.x, 188.188, accuracy: 1e-3)
        XCTAssertEqual(right.y, 93.072, accuracy: 1e-3)
        XCTAssertEqual(left.x, 77.610, accuracy: 1e-3)
        XCTAssertEqual(left.y, -2.691, accuracy: 1e-3)
        // The anchor (the centre) does not move.
        let centre = CGPoint(x: 150, y: 200).applying(p)
        XCTAssertEqual(centre.x, 150, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 200, accuracy: 1e-9)
    }

    /// Perspective 0 is a parallel projection: the corner lands at 100·cos 60° = 50 from the
    /// centre and keeps its height.
    func testZeroPerspectiveIsParallel() async throws {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 0)
        let m = effect.effectValue(size: CGSize(width: 200, height: 280))
        let corner = CGPoint(x: 200, y: 0).applying(m)
        XCTAssertEqual(corner.x, 150, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
    }

    /// A flip under `withAnimation(.linear(duration: 1))` turns through the middle: a quarter of
    /// the way (45°) the top-right corner is at 150 + 56.454 (w = 1.252538, from the formula
    /// above with 45°); half-way (90°) the card is edge-on, every corner at x = 150; at the end
    /// (180°) the corner is mirrored to x = 50 at its own height.
    func testFlipAnimatesTheAngleThroughTheMiddle() async throws {
        struct Flip: View {
            @State var flipped = false
            var body: some View {
                Color.blue.frame(width: 200, height: 280)
                    .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
            }
        }
        let h = try SceneHost(Flip(), size: size)
        XCTAssertNil(projection(h), "0° draws no warped layer")
        tap(h, at: 0.05) // the tap ends, and the flip starts, at 0.1 s
        h.advance(to: 0.35)
        let quarter = CGPoint(x: 250, y: 60).applying(try XCTUnwrap(projection(h)))
        XCTAssertEqual(quarter.x, 150 + 56.454, accuracy: 1e-2)
        h.advance(to: 0.6)
        let half = CGPoint(x: 250, y: 60).applying(try XCTUnwrap(projection(h)))
        XCTAssertEqual(half.x, 150, accuracy: 1e-6)
        h.advance(to: 1.2)
        let end = CGPoint(x: 250, y: 60).applying(try XCTUnwrap(projection(h)))
        XCTAssertEqual(end.x, 50, accuracy: 1e-6)
        XCTAssertEqual(end.y, 60, accuracy: 1e-6)
    }

    /// `projectionEffect` takes a transform in the view's own coordinates (origin at its top
    /// left): a perspective m13 = 0.005 makes w = 1 + 0.005·x, so the view's top-right corner
    /// (x = 200) is drawn at 200/2 = 100 from the view's origin (50, 60), at (150, 60).
    func testProjectionEffectActsInTheViewsCoordinates() async throws {
        struct Tile: View {
            var body: some View {
                Color.red.frame(width: 200, height: 280)
                    .projectionEffect(ProjectionTransform(m11: 1, m12: 0, m13: 0.005, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
            }
        }
        let h = try SceneHost(Tile(), size: size)
        let p = try XCTUnwrap(projection(h))
        let corner = CGPoint(x: 250, y: 60).applying(p)
        XCTAssertEqual(corner.x, 150, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 60, accuracy: 1e-9)
    }

    /// `transformEffect` is affine: no warped layer, the transform in the view's coordinates
    /// (a shear c = 0.5 moves the view's bottom-left corner (0, 280) by 140 to the right).
    func testTransformEffectShearsAboutTheViewsOrigin() async throws {
        struct Tile: View {
            var body: some View {
                Color.red.frame(width: 200, height: 280)
                    .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            }
        }
        let h = try SceneHost(Tile(), size: size)
        XCTAssertNil(projection(h))
        let fill = h.displayList().items.compactMap { item -> CGPoint? in
            if case .fill(_, _, _, let m) = item { return CGPoint(x: 50, y: 340).applying(m) }
            return nil
        }.first
        XCTAssertEqual(fill, CGPoint(x: 190, y: 340))
    }

    /// ProjectionTransform from a CATransform3D drops z; concatenating with the inverse gives
    /// the identity.
    func testProjectionTransformInverseAndConcatenation() async {
        var eye = CATransform3DIdentity
        eye.m34 = -1 / 500
        let m = ProjectionTransform(CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), eye))
        XCTAssertFalse(m.isAffine)
        let round = m.concatenating(m.inverted())
        for (v, e) in zip(
            [round.m11, round.m12, round.m13, round.m21, round.m22, round.m23, round.m31, round.m32, round.m33],
            [1.0, 0, 0, 0, 1, 0, 0, 0, 1])
        {
            XCTAssertEqual(Double(v), e, accuracy: 1e-12)
        }
        var singular = ProjectionTransform(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0)
        XCTAssertFalse(singular.invert())
    }

    /// Mid-flip (0.5 s into the one-second flip, about 90°, both faces half faded) and the
    /// frames around it.
    func testFlipCardLooksRight() async {
        let input = InputScript { Tap(at: CGPoint(x: 150, y: 200), time: 0.1) }
        assertFrames(
            of: FlipCardView(), size: size, input: input, sampling: .times([0.1, 0.35, 0.5, 0.6, 0.85, 1.2]),
            columns: 3, named: "flip")
    }

    /// A still of the card flip 0.35 s in (a little under 45°: the front's right side recedes).
    func testFlipCardMidFlip() async {
        let input = InputScript { Tap(at: CGPoint(x: 150, y: 200), time: 0.1) }
        assertSnapshot(of: FlipCardView(), at: 0.35, size: size, input: input)
    }

    /// Tilted text (Apple's example), a tile tipped back, a sheared tile, a hand-made projection.
    func testTiltedShowcase() async {
        assertSnapshot(of: TiltedShowcase(), at: 0, size: CGSize(width: 390, height: 250))
    }
}
