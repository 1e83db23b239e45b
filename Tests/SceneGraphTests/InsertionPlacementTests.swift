import XCTest
@testable import SceneGraph

/// Where an inserted view is drawn while the change that inserted it animates, as in SwiftUI:
/// a view that had no frame before appears at once at its place in the new layout; only its
/// transition animates it, while the containers and siblings that had frames before animate
/// theirs. (SwiftUI animates each view's own frame, and an inserted view has no old frame to
/// start from.)
///
/// Every change is made at 0.1 s with `withAnimation(.linear(duration: 1))` unless said
/// otherwise: at scene time t the animation is (t − 0.1) of the way.
@MainActor
final class InsertionPlacementTests: XCTestCase {
    /// The rectangles filled with `color`, in drawing order, in canvas coordinates.
    private func rects(_ color: Color, in list: DisplayList) -> [CGRect] {
        let paint = Paint.color(color.resolved)
        return list.items.compactMap {
            guard case .fill(let path, _, paint, let t) = $0 else { return nil }
            return path.boundingRect.applying(t)
        }
    }

    private func rect(_ color: Color, in list: DisplayList, file: StaticString = #filePath, line: UInt = #line) -> CGRect? {
        let found = rects(color, in: list)
        XCTAssertEqual(found.count, 1, "fills of \(color)", file: file, line: line)
        return found.first
    }

    /// The box of the text `string` in canvas coordinates.
    private func textBox(_ string: String, in list: DisplayList) -> CGRect? {
        for item in list.items {
            if case .text(let text, let t) = item, text.string == string { return text.frame.applying(t) }
        }
        return nil
    }

    private func assertRect(
        _ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 1e-6, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let actual else { return XCTFail("not drawn \(message)", file: file, line: line) }
        XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX \(message)", file: file, line: line)
        XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY \(message)", file: file, line: line)
        XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width \(message)", file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height \(message)", file: file, line: line)
    }

    private func list(_ h: SceneHost, at t: Double) -> DisplayList {
        h.advance(to: t)
        return h.displayList()
    }

    // MARK: - Into an empty container

    private struct EmptyStack: View {
        @State var shown = false
        let transition: AnyTransition
        var body: some View {
            VStack(spacing: 10) {
                if shown { Color.blue.frame(width: 100, height: 40).transition(transition) }
                if shown { Color.red.frame(width: 100, height: 40).transition(transition) }
            }
        }
    }

    /// The stack is empty (0 × 0 at the centre (100, 100) of the 200 × 200 canvas) until two
    /// 100 × 40 views 10 apart are inserted: it is then 100 × 90 at (50, 55), the blue view at
    /// (50, 55) and the red one at (50, 105). They are drawn there from the first frame on, not
    /// from the stack's old centre; only their opacity animates (0.25 a quarter of the way).
    func testViewsInsertedIntoAnEmptyStackAppearAtTheirLayoutPositions() async throws {
        let view = EmptyStack(transition: .opacity)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        for t in [0.1 + 1 / 60, 0.35, 0.6, 0.85, 1.1, 1.5] {
            let l = list(h, at: t)
            assertRect(rect(.blue, in: l), CGRect(x: 50, y: 55, width: 100, height: 40), "blue at \(t)")
            assertRect(rect(.red, in: l), CGRect(x: 50, y: 105, width: 100, height: 40), "red at \(t)")
            if t == 0.35 {
                XCTAssertEqual(l.groupOpacities.count, 2)
                for opacity in l.groupOpacities { XCTAssertEqual(opacity, 0.25, accuracy: 1e-9) }
            }
        }
    }

    /// A scale transition scales each view about the centre of its own final frame: a quarter of
    /// the way (scale 10⁻⁵ + (1 − 10⁻⁵)·0.25) the blue view is 25 × 10 around (100, 75).
    func testScaleTransitionScalesAboutTheFinalFrame() async throws {
        let view = EmptyStack(transition: .scale)
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let s = 1e-5 + (1 - 1e-5) * 0.25
        assertRect(rect(.blue, in: list(h, at: 0.35)), CGRect(x: 100 - 50 * s, y: 75 - 20 * s, width: 100 * s, height: 40 * s))
        let half = 1e-5 + (1 - 1e-5) * 0.5
        assertRect(rect(.red, in: list(h, at: 0.6)), CGRect(x: 100 - 50 * half, y: 125 - 20 * half, width: 100 * half, height: 40 * half))
    }

    /// `.move(edge: .leading)` starts one width (100) left of the final frame: a quarter of the
    /// way the blue view is at x = 50 − 100·0.75 = −25, at its final y (55) all along.
    func testMoveTransitionStartsOneSizeFromTheFinalFrame() async throws {
        let view = EmptyStack(transition: .move(edge: .leading))
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        assertRect(rect(.blue, in: list(h, at: 0.1)), CGRect(x: -50, y: 55, width: 100, height: 40))
        assertRect(rect(.blue, in: list(h, at: 0.35)), CGRect(x: -25, y: 55, width: 100, height: 40))
        assertRect(rect(.red, in: list(h, at: 0.6)), CGRect(x: 0, y: 105, width: 100, height: 40))
        assertRect(rect(.red, in: list(h, at: 1.1)), CGRect(x: 50, y: 105, width: 100, height: 40))
    }

    // MARK: - Between siblings that move

    private struct Siblings: View {
        @State var shown = false
        @State var tall = false
        var body: some View {
            VStack(spacing: 10) {
                Color.red.frame(width: 100, height: tall ? 60 : 40)
                if shown { Color.blue.frame(width: 100, height: 40) }
                Color.green.frame(width: 100, height: 40)
            }
        }
    }

    /// In a 200 × 300 canvas the stack of red and green (90 high) is at y 105; with blue between
    /// them it is 140 high at y 80: red goes from y 105 to 80 and green from 155 to 180, half-way
    /// at 92.5 and 167.5, while blue stays at its place, y 130, from the first frame on.
    func testInsertedViewDoesNotSlideWithItsMovingSiblings() async throws {
        let view = Siblings()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 300))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        for t in [0.1 + 1 / 60, 0.35, 0.6, 1.1] {
            let l = list(h, at: t)
            assertRect(rect(.blue, in: l), CGRect(x: 50, y: 130, width: 100, height: 40), "blue at \(t)")
            if t == 0.6 {
                assertRect(rect(.red, in: l), CGRect(x: 50, y: 92.5, width: 100, height: 40), "red half-way")
                assertRect(rect(.green, in: l), CGRect(x: 50, y: 167.5, width: 100, height: 40), "green half-way")
            }
        }
    }

    /// Inserted while the stack still moves from an earlier change (red grew 20 at 0.1, with a
    /// spring), with another animation: blue is drawn at its final place (y 140 in the stack of
    /// 160 at y 70) from the first frame on, whatever the stack's motion still in flight.
    func testInsertionDuringAnotherAnimationAppearsAtItsLayoutPosition() async throws {
        let view = Siblings()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 300))
        h.schedule(at: 0.1) { withAnimation(.spring(duration: 0.8, bounce: 0.3)) { view.tall = true } }
        h.schedule(at: 0.3) { withAnimation(.easeInOut(duration: 0.5)) { view.shown = true } }
        for t in [0.3 + 1 / 60, 0.4, 0.55, 0.8, 1.2, 2.5] {
            assertRect(rect(.blue, in: list(h, at: t)), CGRect(x: 50, y: 140, width: 100, height: 40), "blue at \(t)")
        }
    }

    private struct Row: View {
        @State var wide = false
        @State var shown = false
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: wide ? 100 : 40, height: 60)
                ZStack { if shown { Color.blue.frame(width: 40, height: 40) } }
                    .frame(width: 60, height: 60)
            }
        }
    }

    /// Inserted without animation into a box that still moves: red widens from 40 to 100 at 0.1
    /// (linear, 1 s), so the 60 × 60 box beside it moves from x 90 to 120 (the row re-centres on
    /// the 200 × 100 canvas); blue, inserted at 0.3 without animation, is drawn at its place,
    /// centred in the box's new frame at (130, 30), at once, while the box goes on moving.
    func testUnanimatedInsertionIntoAMovingBoxAppearsAtItsLayoutPosition() async throws {
        let view = Row()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 100))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.wide = true } }
        h.schedule(at: 0.3) { view.shown = true }
        for t in [0.3, 0.6, 1.2] {
            let l = list(h, at: t)
            assertRect(rect(.blue, in: l), CGRect(x: 130, y: 30, width: 40, height: 40), "blue at \(t)")
            if t == 0.6 { assertRect(rect(.red, in: l), CGRect(x: 35, y: 20, width: 70, height: 60), "red half-way") }
        }
    }

    /// Once inserted, the view animates like any other: red grows by 20 at 0.6 (linear, 1 s),
    /// while blue's insertion still runs; blue's place moves from y 130 to 140 (the stack grows
    /// 20 and re-centres by 10), and it is drawn moving there: at 0.6 still at 130, at 1.1
    /// half-way at 135, at 1.6 at 140.
    func testInsertedViewAnimatesLaterChangesFromWhereItIsDrawn() async throws {
        let view = Siblings()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 300))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        h.schedule(at: 0.6) { withAnimation(.linear(duration: 1)) { view.tall = true } }
        assertRect(rect(.blue, in: list(h, at: 0.6)), CGRect(x: 50, y: 130, width: 100, height: 40))
        assertRect(rect(.blue, in: list(h, at: 1.1)), CGRect(x: 50, y: 135, width: 100, height: 40))
        assertRect(rect(.blue, in: list(h, at: 1.6)), CGRect(x: 50, y: 140, width: 100, height: 40))
    }

    // MARK: - Inside an inserted view

    private struct Card: View {
        @State var shown = false
        var body: some View {
            VStack {
                if shown {
                    VStack(spacing: 4) {
                        Text("Title")
                        Color.orange.frame(width: 60, height: 20)
                    }
                    .padding(10)
                    .background(Color.gray)
                    .transition(.opacity)
                }
            }
        }
    }

    /// The text and the swatch inside an inserted card are drawn at their final places, as the
    /// card's background is, from the first frame on (their places at rest, at 2 s).
    func testChildrenOfAnInsertedViewAreAtTheirFinalPlaces() async throws {
        let view = Card()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.shown = true } }
        let rest = list(h, at: 2)
        let backgroundRect = try XCTUnwrap(rect(.gray, in: rest))
        let swatchRect = try XCTUnwrap(rect(.orange, in: rest))
        let titleBox = try XCTUnwrap(textBox("Title", in: rest))
        // Centred on the canvas, to the half point of rounding.
        XCTAssertEqual(backgroundRect.midX, 100, accuracy: 0.5)
        XCTAssertEqual(backgroundRect.midY, 100, accuracy: 0.5)
        let second = Card()
        let again = try SceneHost(second, size: CGSize(width: 200, height: 200))
        again.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { second.shown = true } }
        for t in [0.1 + 1 / 60, 0.35, 0.6] {
            let l = list(again, at: t)
            assertRect(rect(.gray, in: l), backgroundRect, "background at \(t)")
            assertRect(rect(.orange, in: l), swatchRect, "swatch at \(t)")
            assertRect(textBox("Title", in: l), titleBox, "title at \(t)")
        }
    }

    // MARK: - A matched view inserted into a container that moves

    private struct MatchedDot: View {
        @State var big = false
        @Namespace private var space
        var body: some View {
            VStack(spacing: 10) {
                if !big { Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "dot", in: space) }
                Color.gray.frame(width: 100, height: 20)
                if big { Color.orange.frame(width: 80, height: 80).matchedGeometryEffect(id: "dot", in: space) }
            }
        }
    }

    /// The matched view's frame is the one thing an inserted view animates from elsewhere: from
    /// the removed view's frame, 40 × 40 at (80, 65), to its own, 80 × 80 at (60, 75), in canvas
    /// coordinates while its stack re-centres (from y 65 to y 45, the gray bar from y 115 to 45):
    /// half-way 60 × 60 at (70, 70), the bar at y 80.
    func testMatchedViewInsertedIntoAMovingStackAnimatesBetweenTheCanvasFrames() async throws {
        let view = MatchedDot()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.big = true } }
        assertRect(rect(.red, in: list(h, at: 0.05)), CGRect(x: 80, y: 65, width: 40, height: 40))
        let half = list(h, at: 0.6)
        assertRect(rect(.orange, in: half), CGRect(x: 70, y: 70, width: 60, height: 60), "orange half-way")
        assertRect(rect(.gray, in: half), CGRect(x: 50, y: 80, width: 100, height: 20), "gray half-way")
        assertRect(rect(.orange, in: list(h, at: 1.1)), CGRect(x: 60, y: 75, width: 80, height: 80), "orange at the end")
    }

    // MARK: - A branch switch in a container that resizes

    private struct Branches: View {
        @State var big = false
        var body: some View {
            VStack {
                if big {
                    Color.blue.frame(width: 120, height: 80)
                } else {
                    Color.red.frame(width: 60, height: 40)
                }
            }
            .padding(10)
            .background(Color.gray)
        }
    }

    /// The padded stack grows from 80 × 60 at (60, 70) to 140 × 100 at (30, 50), its background
    /// half-way at 110 × 80 at (45, 60); the new branch is at its final place, (40, 60), from the
    /// first frame on. The old branch, removed, is not laid out again: it keeps its 60 × 40 and
    /// fades out from where it was, (70, 80), without a jump.
    func testBranchSwitchInAResizingContainer() async throws {
        let view = Branches()
        let h = try SceneHost(view, size: CGSize(width: 200, height: 200))
        h.schedule(at: 0.1) { withAnimation(.linear(duration: 1)) { view.big = true } }
        assertRect(rect(.red, in: list(h, at: 0.05)), CGRect(x: 70, y: 80, width: 60, height: 40))
        let first = list(h, at: 0.1 + 1 / 60)
        assertRect(rect(.blue, in: first), CGRect(x: 40, y: 60, width: 120, height: 80), "blue, first frame")
        // No jump: a sixtieth of the way it is within a point of where it was.
        assertRect(rect(.red, in: first), CGRect(x: 70, y: 80, width: 60, height: 40), accuracy: 1, "red, first frame")
        let half = list(h, at: 0.6)
        assertRect(rect(.blue, in: half), CGRect(x: 40, y: 60, width: 120, height: 80), "blue half-way")
        assertRect(rect(.gray, in: half), CGRect(x: 45, y: 60, width: 110, height: 80))
        XCTAssertEqual(rect(.red, in: half)?.size, CGSize(width: 60, height: 40))
        assertRect(rect(.blue, in: list(h, at: 1.1)), CGRect(x: 40, y: 60, width: 120, height: 80), "blue at the end")
        XCTAssertTrue(rects(.red, in: list(h, at: 1.2)).isEmpty, "the removed branch is gone once its transition ends")
    }
}
