import SceneGraph
import XCTest

@MainActor
final class ModernAnimationSceneTests: XCTestCase {
    /// The circle's width as drawn (its scale applied).
    private func circleWidth(_ host: SceneHost) -> CGFloat { host.displayList().fillBoxes.first!.width }

    /// The phase animator view cycles false → true → false …, each 0.5 s ease-in-out: the heart
    /// is 60 pt at rest, 78 pt (1.3 ×) at the end of the first phase, and back at 60 after the
    /// second.
    func testPhaseAnimatorViewCycles() async throws {
        let host = try SceneHost(BeatingHeart(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(circleWidth(host), 60, accuracy: 0.01)
        host.advance(to: 0.25)
        XCTAssertGreaterThan(circleWidth(host), 61)
        host.advance(to: 0.5)
        XCTAssertEqual(circleWidth(host), 78, accuracy: 0.5)
        host.advance(to: 1.0)
        XCTAssertEqual(circleWidth(host), 60, accuracy: 0.5)
    }

    /// The keyframe animator view plays once per change of its trigger: a tap makes the ball
    /// jump up (above its resting centre at y = 100) and come back.
    func testKeyframeAnimatorViewPlaysOnTrigger() async throws {
        let host = try SceneHost(JumpingBall(), size: CGSize(width: 200, height: 200))
        func ballMidY() -> CGFloat { host.displayList().fillBoxes.first!.midY }
        host.advance(to: 0.5)
        XCTAssertEqual(ballMidY(), 100, accuracy: 0.01, "nothing plays before the trigger changes")
        host.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 0.6))
        host.send(PointerEvent(.up, at: CGPoint(x: 100, y: 100), time: 0.65))
        host.advance(to: 0.95)
        XCTAssertLessThan(ballMidY(), 60)
        host.advance(to: 3)
        XCTAssertEqual(ballMidY(), 100, accuracy: 0.5)
    }

    /// `animation(_:body:)` animates the modifiers in its body: half-way through the 1 s
    /// ease-in-out the opacity is 0.75 (0.5 → 1), while the text changed at once.
    func testScopedAnimationAnimatesOnlyItsBody() async throws {
        let host = try SceneHost(ScopedBadge(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().groupOpacitiesInList.first ?? -1, 0.5, accuracy: 0.001)
        host.send(PointerEvent(.down, at: CGPoint(x: 100, y: 50), time: 0.1))
        host.send(PointerEvent(.up, at: CGPoint(x: 100, y: 50), time: 0.15))
        host.advance(to: 0.65)
        XCTAssertEqual(host.displayList().groupOpacitiesInList.first ?? -1, 0.75, accuracy: 0.01)
        XCTAssertEqual(host.displayList().textStrings, ["New"])
    }

    /// The blur-replace transition fades, blurs and scales the leaving text out and the new one
    /// in: mid-change both are drawn.
    func testBlurReplaceSwapsTheText() async throws {
        let host = try SceneHost(StatusLine(), size: CGSize(width: 200, height: 200))
        host.advance(to: 0.3)
        let texts = host.displayList().textStrings
        XCTAssertTrue(texts.contains("Uploaded") && texts.contains("Uploading…"), "\(texts)")
        host.advance(to: 1)
        XCTAssertEqual(host.displayList().textStrings.filter { $0.hasPrefix("Upload") }, ["Uploaded"])
    }
}

extension DisplayList {
    /// The opacities of the groups in the list, in order.
    var groupOpacitiesInList: [Double] {
        items.compactMap { if case .beginGroup(let g) = $0, g.opacity != 1 { return g.opacity } else { return nil } }
    }
}
