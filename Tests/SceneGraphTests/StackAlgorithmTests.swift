import XCTest
@testable import SceneGraph

/// Stacks as SwiftUI sizes their children: by layout priority, then least flexible first, each
/// offered an equal share of what is left after the lower priorities' minimums; spacers last and
/// without spacing next to them. Text is measured by `ApproximateTextMeasurer`: each character
/// 0.6 × the font size wide (17-point body: 10.2 points), a line 1.2 × the size rounded up (21).
@MainActor
final class StackAlgorithmTests: XCTestCase {
    func host<V: View>(_ view: V, width: CGFloat, height: CGFloat = 200) throws -> SceneHost {
        try SceneHost(view, size: CGSize(width: width, height: height))
    }
    func textFrames(_ host: SceneHost) -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for item in host.displayList().items { if case .text(let t, _) = item { out[t.string] = t.frame } }
        return out
    }

    /// `HStack { Color; Text; Color }` in 300 points: the text is the least flexible (0 to 123
    /// points), so it is offered a third of 300 − 2 × 8: 94.7 points, and "Hello, world"
    /// (123 points on one line) wraps onto two lines, 62 points wide; the colours share the rest,
    /// 111 points each. (The SwiftUI Field Guide's HStack example.)
    func testTextBetweenTwoColoursGetsAThird() async throws {
        let h = try host(
            HStack {
                Color.red; Text("Hello, world"); Color.blue
            }, width: 300)
        let text = try XCTUnwrap(textFrames(h)["Hello, world"])
        XCTAssertEqual(text.width, 62)
        XCTAssertEqual(text.height, 42)
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [111, 111])
    }

    /// A flexible frame answers a proposal of infinity with infinity (SwiftUI's frame), so a
    /// stack sizes `Text("A").frame(maxWidth: .infinity, maxHeight: .infinity)` after its rigid
    /// sibling and gives it everything left: in 200 × 400 the 49-point bar is offered half
    /// (200), takes 49, and the framed text takes the other 351, from the top of the canvas.
    func testFlexibleFrameAroundTextTakesWhatItsRigidSiblingsLeave() async throws {
        let view = VStack(spacing: 0) {
            Text("A").frame(maxWidth: .infinity, maxHeight: .infinity)
            Color.gray.frame(height: 49)
        }
        let h = try host(view, width: 200, height: 400)
        XCTAssertEqual(h.displayList().fillRects, [CGRect(x: 0, y: 351, width: 200, height: 49)])
        XCTAssertEqual(try XCTUnwrap(textFrames(h)["A"]).midY, 175.5)
    }

    /// The same across: `HStack(spacing: 0) { Color 30; Text("Title").frame(maxWidth: .infinity);
    /// Text("9:41") }` in 200 points fills the row: the clock (4 × 10.2 = 41 points) ends it at
    /// 200, and the title's frame spans the 129 points between.
    func testFlexibleFrameInARowFillsTheRow() async throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30)
            Text("Title").frame(maxWidth: .infinity)
            Text("9:41")
        }
        let h = try host(view, width: 200)
        let f = textFrames(h)
        XCTAssertEqual(try XCTUnwrap(f["9:41"]).maxX, 200)
        XCTAssertEqual(try XCTUnwrap(f["Title"]).midX, 30 + (200 - 30 - 41) / 2)
    }

    /// `HStack { Text(title); Spacer() }`: a spacer is sized after everything else (priority
    /// −∞), so the title is offered the row less the spacer's 8-point minimum (no spacing next
    /// to a spacer): 392 of 400 points, and its 347 points fit on one line at the leading edge.
    func testTitleBeforeASpacerKeepsItsLine() async throws {
        let h = try host(
            HStack {
                Text("A title that needs most of the row"); Spacer()
            }, width: 400)
        let text = try XCTUnwrap(textFrames(h)["A title that needs most of the row"])
        XCTAssertEqual(text.minX, 0)
        XCTAssertEqual(text.size, CGSize(width: 347, height: 21))
    }

    /// A profile header, `HStack { Circle 44; VStack { name; followers }; Spacer(); Follow }`, in
    /// 320 points: the spacer's minimum (8) and the one spacing (8, circle to column; none next
    /// to the spacer) leave 304; the circle takes 44, the button (62 + 24 points, less flexible
    /// than the column) is offered 130 and takes 86, the column is offered 174 and takes its
    /// ideal 126 ("4.2k followers" at 15 points): neither line wraps.
    func testProfileHeaderKeepsNameAndCountOnOneLine() async throws {
        let row = HStack {
            Circle().fill(.gray).frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text("Jane Smith").font(.headline)
                Text("4.2k followers").font(.subheadline)
            }
            Spacer()
            Text("Follow").padding(.horizontal, 12).padding(.vertical, 6)
        }
        let frames = textFrames(try host(row, width: 320))
        XCTAssertEqual(frames["Jane Smith"]?.height, 21, "one line of 17 points")
        XCTAssertEqual(frames["4.2k followers"]?.height, 18, "one line of 15 points")
        XCTAssertEqual(frames["4.2k followers"]?.width, 126)
        XCTAssertEqual(frames["Follow"]?.maxX, 320 - 12, "the button ends the row")
    }

    /// `.layoutPriority(1)` on the text: its group is offered everything but the colours'
    /// minimums (0): 284 points, so it keeps its ideal 123 on one line and the colours share
    /// the remaining 161 (80.5 each).
    func testHigherLayoutPriorityIsSizedFirstWithEverythingElsesMinimumSetAside() async throws {
        let h = try host(
            HStack {
                Color.red; Text("Hello, world").layoutPriority(1); Color.blue
            }, width: 300)
        XCTAssertEqual(textFrames(h)["Hello, world"]?.size, CGSize(width: 123, height: 21))
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [80.5, 80.5])
    }

    /// The minimum length of a lower-priority child is kept for it: with the blue colour at
    /// priority 1, the red one (`minWidth: 50`) keeps 50 of 200 points and blue gets 150.
    func testLowerPriorityMinimumIsReserved() async throws {
        let h = try host(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 50); Color.blue.layoutPriority(1)
            }, width: 200)
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [50, 150])
    }

    /// Two infinitely flexible children: the one with the larger minimum is sized first. Blue
    /// (`minWidth: 120`) is offered half of 200, takes 120, and red gets the remaining 80.
    func testOfTwoInfinitelyFlexibleChildrenTheLargerMinimumGoesFirst() async throws {
        let h = try host(
            HStack(spacing: 0) {
                Color.red; Color.blue.frame(minWidth: 120)
            }, width: 200)
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [80, 120])
    }

    /// A child with a maximum and one with a minimum in 150 points: the less flexible (0…100)
    /// is offered 75 and takes it, the other is offered 75 and takes its minimum 100: the row
    /// overflows to 175, as SwiftUI's does.
    func testEqualShareIgnoresLaterMinimumsWithinAPriority() async throws {
        let h = try host(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }.frame(width: 150), width: 300)
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [75, 100])
    }

    /// A `Spacer` gets no spacing on either side: at its ideal size, `HStack { 20; Spacer(minLength:
    /// 30); 20 }` is 20 + 30 + 20 = 70 points wide (with 8 points around the spacer it would be 86).
    func testNoSpacingNextToASpacer() async throws {
        let h = try host(
            HStack {
                Color.red.frame(width: 20, height: 20)
                Spacer(minLength: 30)
                Color.blue.frame(width: 20, height: 20)
            }.fixedSize(), width: 200)
        let r = h.displayList().fillRects
        XCTAssertEqual(r[1].minX - r[0].minX, 50)
        XCTAssertEqual(r[1].maxX - r[0].minX, 70)
    }

    /// A fixed-size text keeps its ideal width even past the proposal; the colour gets nothing.
    func testFixedSizeTextTakesItsIdealWidth() async throws {
        let h = try host(
            HStack {
                Text("Hello, world").fixedSize(); Color.red
            }, width: 100)
        XCTAssertEqual(textFrames(h)["Hello, world"]?.size, CGSize(width: 123, height: 21))
        XCTAssertEqual(h.displayList().fillRects.first?.width, 0)
    }

    /// A non-finite layout priority is reported and treated as 0 (no NaN in the ordering).
    func testNonFiniteLayoutPriorityIsTreatedAsZero() async throws {
        let h = try host(
            HStack(spacing: 0) {
                Color.red.layoutPriority(.nan); Color.blue
            }, width: 200)
        XCTAssertEqual(h.displayList().fillRects.map(\.width), [100, 100])
    }
}
