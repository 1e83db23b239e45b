import SceneGraph
import SceneTesting
import XCTest

/// matchedGeometryEffect (MatchedGeometryScenes.swift).
@MainActor
final class MatchedGeometryTests: XCTestCase {
    private let size = CGSize(width: 390, height: 480)

    /// The bounding boxes of the display list's fills, in canvas points.
    private func fills(_ h: SceneHost) -> [CGRect] {
        h.displayList().items.compactMap {
            if case .fill(let p, _, _, let m) = $0 { return p.applying(m).boundingRect }
            return nil
        }
    }

    /// The visible fills (clear colours left out).
    private func visibleFills(_ h: SceneHost) -> [CGRect] {
        h.displayList().items.compactMap {
            if case .fill(let p, _, .color(let c), let m) = $0, c.opacity > 0 { return p.applying(m).boundingRect }
            return nil
        }
    }

    private func tap(_ p: CGPoint, _ h: SceneHost, at t: Double) {
        h.send([PointerEvent(.down, at: p, time: t), PointerEvent(.up, at: p, time: t + 0.05)])
    }

    /// The thumbnail (80 × 80 at the top left) opens into the 300 × 380 card: half-way the drawn
    /// card is between the two in size and position, at the end it is the card exactly; the
    /// thumbnail that leaves moves and grows with it while fading.
    func testInsertedViewAnimatesFromTheRemovedOnesFrame() async throws {
        let h = try SceneHost(HeroCardView(), size: size)
        XCTAssertEqual(fills(h), [CGRect(x: 20, y: 20, width: 80, height: 80)])
        tap(CGPoint(x: 60, y: 60), h, at: 0.1)
        h.advance(to: 0.25)
        let mid = fills(h)
        XCTAssertEqual(mid.count, 2, "the leaving thumbnail and the arriving card")
        for box in mid {
            XCTAssertGreaterThan(box.width, 80 + 20)
            XCTAssertLessThan(box.width, 300 - 20)
            XCTAssertGreaterThan(box.minX, 20 + 5)
            XCTAssertLessThan(box.minX, 45 - 5)
        }
        h.advance(to: 2)
        let end = try XCTUnwrap(fills(h).first)
        XCTAssertEqual(fills(h).count, 1)
        XCTAssertEqual(end.minX, 45, accuracy: 1e-6)
        XCTAssertEqual(end.minY, 50, accuracy: 1e-6)
        XCTAssertEqual(end.width, 300, accuracy: 1e-6)
        XCTAssertEqual(end.height, 380, accuracy: 1e-6)
    }

    /// Without an animation the card appears at once in its own frame.
    func testUnanimatedChangeJumps() async throws {
        struct Plain: View {
            @Namespace var ns
            @State var big = false
            var body: some View {
                VStack {
                    if big { Color.red.matchedGeometryEffect(id: 1, in: ns).frame(width: 200, height: 200) } else { Color.red.matchedGeometryEffect(id: 1, in: ns).frame(width: 20, height: 20) }
                }.frame(width: 300, height: 300)
            }
        }
        let view = Plain()
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        h.schedule(at: 0.1) { view.big = true }
        h.advance(to: 0.1)
        XCTAssertEqual(fills(h), [CGRect(x: 50, y: 50, width: 200, height: 200)])
    }

    /// The underline slides from the first tab to the second when the second is selected.
    func testUnderlineSlidesBetweenTabs() async throws {
        let h = try SceneHost(UnderlinedTabsView(), size: CGSize(width: 300, height: 80))
        let start = try XCTUnwrap(visibleFills(h).first)
        let week = h.displayList().items.compactMap { item -> CGRect? in
            if case .text(let t, _) = item, t.string == "Week" { return t.frame }
            return nil
        }.first!
        tap(CGPoint(x: week.midX, y: week.midY), h, at: 0.1)
        h.advance(to: 0.25)
        let moving = visibleFills(h).map(\.minX).sorted()
        h.advance(to: 1)
        let end = try XCTUnwrap(visibleFills(h).first)
        XCTAssertEqual(end.midX, week.midX, accuracy: 1e-6)
        XCTAssertEqual(end.width, 70, accuracy: 1e-6)
        XCTAssertTrue(moving.contains { $0 > start.minX + 5 && $0 < end.minX - 5 }, "between the tabs at 0.25 s: \(moving)")
    }

    /// A view with `isSource: false` takes the source's frame while both are on screen.
    func testNonSourceTakesTheSourcesFrame() async throws {
        struct Pair: View {
            @Namespace var ns
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.matchedGeometryEffect(id: "box", in: ns).frame(width: 40, height: 40)
                    Color.blue.matchedGeometryEffect(id: "box", in: ns, isSource: false).frame(width: 10, height: 10)
                }
                .frame(width: 100, height: 100)
            }
        }
        let h = try SceneHost(Pair(), size: CGSize(width: 100, height: 100))
        let boxes = visibleFills(h)
        XCTAssertEqual(boxes.count, 2)
        XCTAssertEqual(boxes.first, CGRect(x: 30, y: 25, width: 40, height: 40))
        XCTAssertEqual(boxes.last, boxes.first)
    }

    func testHeroLooksRight() async {
        let input = InputScript { Tap(at: CGPoint(x: 60, y: 60), time: 0.1) }
        assertFrames(of: HeroCardView(), size: size, input: input, sampling: .times([0.1, 0.2, 0.3, 0.8]), columns: 4, named: "hero")
    }

    /// `properties: .size` with `anchor: .center`: a colour given 40 × 20 takes its source's
    /// size (100 × 60) and keeps its own centre, as SwiftUI's anchor says: laid out at
    /// (175, 230) (centred in 390 × 480, its centre at (195, 240)), it is drawn from (145, 210).
    func testSizeOnlyKeepsTheAnchorPointOfTheViewsOwnFrame() async throws {
        struct SizeMatch: View {
            @Namespace var ns
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 100, height: 60).matchedGeometryEffect(id: "box", in: ns)
                    Color.blue
                        .matchedGeometryEffect(id: "box", in: ns, properties: .size, anchor: .center, isSource: false)
                        .frame(width: 40, height: 20)
                }
                .frame(width: 390, height: 480)
            }
        }
        let h = try SceneHost(SizeMatch(), size: size)
        XCTAssertEqual(visibleFills(h), [CGRect(x: 145, y: 210, width: 100, height: 60)])
    }

    /// A `.background` that follows a group's source (`isSource: false`) is placed before the
    /// content that holds the source: when the source changes with `isSource` inside
    /// `withAnimation`, the background still goes to the new source in the same update, and
    /// animates there: half-way it is between the two, at the end on the new one.
    func testNonSourcePlacedBeforeItsNewSourceFollowsIt() async throws {
        struct Switch: View {
            @Namespace var ns
            @State var second = false
            var body: some View {
                VStack(spacing: 100) {
                    Color.clear.frame(width: 50, height: 50)
                        .matchedGeometryEffect(id: "pick", in: ns, isSource: !second)
                    Color.clear.frame(width: 50, height: 50)
                        .matchedGeometryEffect(id: "pick", in: ns, isSource: second)
                }
                .background(Color.red.matchedGeometryEffect(id: "pick", in: ns, isSource: false))
                .onSceneTime(0.1) { withAnimation(.linear(duration: 1)) { second = true } }
            }
        }
        let h = try SceneHost(Switch(), size: size)
        // The stack is 200 tall, centred: the first square at y 140, the second at y 290.
        XCTAssertEqual(visibleFills(h), [CGRect(x: 170, y: 140, width: 50, height: 50)])
        h.advance(to: 0.6)
        let mid = try XCTUnwrap(visibleFills(h).first)
        XCTAssertEqual(mid.minY, 215, accuracy: 1e-6, "half-way from 140 to 290")
        h.advance(to: 1.5)
        XCTAssertEqual(visibleFills(h), [CGRect(x: 170, y: 290, width: 50, height: 50)])
    }
}
