import SceneGraph
import XCTest

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`, frame by frame. The list of
/// `JumpingRows` is twenty 50 pt rows in a 300 pt scroll view: content 1000 pt, offsets
/// 0 ... 700; row i starts at 50·i.
@MainActor
final class ScrollViewReaderTests: XCTestCase {
    let square = CGSize(width: 300, height: 300)

    /// The content offset of a list of `height`-point rows (a row's top is 50·i − offset when
    /// the list starts at `top`): how far the first row has moved up.
    func offset(_ host: SceneHost, rowHeight: CGFloat = 50, top: CGFloat = 0) -> CGFloat? {
        host.displayList().fillBoxes.first { abs($0.height - rowHeight) < 1e-9 }.map { top - $0.minY }
    }

    func offset(after view: JumpingRows, at t: Double = 1) throws -> CGFloat? {
        let host = try SceneHost(view, size: square)
        host.advance(to: t)
        return offset(host)
    }

    // MARK: anchors

    /// `.top` aligns the row's top with the scroll view's: offset 50·10 = 500.
    func testTopAnchorPutsTheRowAtTheTop() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 10, anchor: .top)), 500)
    }

    /// `.bottom` aligns the bottom edges: 500 + (50 − 300) = 250.
    func testBottomAnchorPutsTheRowAtTheBottom() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 10, anchor: .bottom)), 250)
    }

    /// `.center` aligns the centres: 500 + ½·(50 − 300) = 375 (the row spans 125 ... 175).
    func testCenterAnchorCentresTheRow() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 10, anchor: .center)), 375)
    }

    /// Any unit point works the same way: y = 0.2 gives 500 + 0.2·(50 − 300) = 450.
    func testCustomAnchorAlignsTheSameUnitPoints() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 10, anchor: UnitPoint(x: 0.5, y: 0.2))), 450)
    }

    // MARK: nil anchor: the least scroll

    /// Row 10 (500 ... 550) lies below the visible 0 ... 300: the least scroll brings its
    /// bottom to the bottom edge, 550 − 300 = 250.
    func testNilAnchorScrollsDownJustEnough() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 10)), 250)
    }

    /// Row 3 (150 ... 200) is already wholly visible: nothing moves.
    func testNilAnchorLeavesAVisibleRowAlone() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 3)), 0)
    }

    /// From the end (700: rows 14 ... 19 shown), row 2 (100 ... 150) lies above: its top goes to
    /// the top edge, 100.
    func testNilAnchorScrollsUpJustEnough() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 2, first: (19, .bottom))), 100)
    }

    /// From 0, row 6 (300 ... 350) is just below the edge: 50 points bring it in.
    func testNilAnchorRevealsAPartlyHiddenRow() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 6)), 50)
    }

    // MARK: clamping

    /// Row 19 at the top would need 950, past the end (1000 − 300 = 700): the offset stops at
    /// 700. Row 0 at the bottom would need 0 + (50 − 300) = −250: it stops at 0.
    func testOffsetsAreClampedToTheContent() async throws {
        XCTAssertEqual(try offset(after: JumpingRows(target: 19, anchor: .top)), 700)
        XCTAssertEqual(try offset(after: JumpingRows(target: 0, anchor: .bottom, first: (10, .top))), 0)
    }

    // MARK: timing and animation

    /// Without an animation the jump happens at the scene time of the call (0.5 s), at once.
    func testAJumpWithoutAnimationIsImmediate() async throws {
        let host = try SceneHost(JumpingRows(target: 10, anchor: .top), size: square)
        host.advance(to: 0.49)
        XCTAssertEqual(offset(host), 0)
        host.advance(to: 0.5)
        XCTAssertEqual(offset(host), 500)
    }

    /// Inside `withAnimation(.easeInOut(duration: 0.5))` the offset eases from 0 to 500 between
    /// 0.5 s and 1 s: at 0.75 s it is halfway (the curve is symmetric), 250; then it rests on 500.
    func testAJumpInsideWithAnimationAnimates() async throws {
        let host = try SceneHost(JumpingRows(target: 10, anchor: .top, animated: true), size: square)
        host.advance(to: 0.5)
        XCTAssertEqual(offset(host) ?? .nan, 0, accuracy: 1e-6)
        host.advance(to: 0.6)
        let early = try XCTUnwrap(offset(host))
        XCTAssertGreaterThan(early, 0)
        XCTAssertLessThan(early, 250 * 0.5, "an ease-in starts slowly")
        host.advance(to: 0.75)
        XCTAssertEqual(offset(host) ?? .nan, 250, accuracy: 0.01)
        host.advance(to: 1)
        XCTAssertEqual(offset(host) ?? .nan, 500, accuracy: 1e-6)
        host.advance(to: 2)
        XCTAssertEqual(offset(host), 500)
    }

    /// A `withAnimation` completion runs when the scroll arrives: the 1 s scroll starts at 0.2 s,
    /// so the check mark is there at 1.25 s and not at 1.15 s.
    func testWithAnimationCompletionWaitsForTheScroll() async throws {
        let host = try SceneHost(CompletingJump(), size: square)
        func checkMark() -> Bool { host.displayList().fillBoxes.contains { $0.size == CGSize(width: 20, height: 20) } }
        host.advance(to: 1.15)
        XCTAssertFalse(checkMark())
        host.advance(to: 1.25)
        XCTAssertTrue(checkMark())
    }

    /// An id no view has scrolls nothing and says so once.
    func testUnknownIDDoesNothing() async throws {
        let host = try SceneHost(JumpingRows(target: 42, anchor: .top), size: square)
        host.advance(to: 1)
        XCTAssertEqual(offset(host), 0)
        XCTAssertEqual(host.warnings.filter { $0.contains("scrollTo(42)") }.count, 1, "\(host.warnings)")
    }

    // MARK: where the call comes from

    /// A button's action: "Bottom" scrolls the 100 rows of 40 pt (texts, so 0 pt apart in the
    /// scroll view's stack, see `ViewSpacing`: 100·40 = 4000 pt in a 356 pt scroll view under the
    /// 44 pt button) to the end, 4000 − 356 = 3644, with the default animation: part of the way
    /// at 0.3 s, there by 2 s, with "Row 99" in the last 40 points.
    func testButtonActionScrollsToTheLastRow() async throws {
        let host = try SceneHost(BottomButtonList(), size: CGSize(width: 300, height: 400))
        host.send(InputScript { Tap(at: CGPoint(x: 150, y: 22), time: 0.1) }.events(fps: 60))
        func rowTop(_ string: String) -> CGFloat? {
            host.displayList().textFrames.first { $0.string == string }.map(\.frame.midY)
        }
        let start = try XCTUnwrap(rowTop("Row 0"))
        host.advance(to: 0.3)
        let moving = try XCTUnwrap(rowTop("Row 0"))
        XCTAssertLessThan(moving, start - 100)
        XCTAssertGreaterThan(moving, start - 3644 + 1)
        host.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(rowTop("Row 0")), start - 3644, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(rowTop("Row 99")), 400 - 20, accuracy: 0.01)
    }

    /// `onChange` after a timer appends two messages (string ids): 10 rows of 60 pt in 300 pt,
    /// scrolled to the last one's bottom, 600 − 300 = 300.
    func testOnChangeScrollsToTheNewLastMessage() async throws {
        let host = try SceneHost(GrowingChat(), size: square)
        host.advance(to: 0.5)
        XCTAssertEqual(offset(host, rowHeight: 60), 0)
        host.advance(to: 1)
        XCTAssertEqual(offset(host, rowHeight: 60), 300)
        XCTAssertEqual(host.displayList().fillBoxes.filter { $0.height == 60 }.last?.maxY, 300)
    }

    /// A reader inside the scroll view lays its views out in the scroll view's stack (a 30 pt
    /// bar, then ten 100 pt rows, 8 pt apart), and `.task` scrolls row 5 (at 38 + 5·108 = 578)
    /// to the top.
    func testReaderInsideTheScrollViewScrollsFromTask() async throws {
        let host = try SceneHost(ReaderInsideScrollView(), size: square)
        host.advance(to: 0.1)
        let rows = host.displayList().fillBoxes.filter { $0.height == 100 }
        XCTAssertEqual(rows.count, 10)
        XCTAssertEqual(rows.map(\.minY), (0..<10).map { CGFloat(38 + 108 * $0 - 578) })
    }

    /// Nested scroll views both move: tile "4-6" (x 600 in strip 4, at y 400) centred needs
    /// the strip at 600 + ½·(100 − 300) = 500 (its end) and the list at 400 + ½·(100 − 300) =
    /// 300 (its end): the tile is drawn at 100, 100; strip 4's first tile at −500.
    func testNestedScrollViewsAllScroll() async throws {
        let host = try SceneHost(NestedStrips(), size: square)
        host.advance(to: 0.1)
        let tiles = host.displayList().fillBoxes
        XCTAssertTrue(tiles.contains(CGRect(x: 100, y: 100, width: 100, height: 100)))
        XCTAssertTrue(tiles.contains(CGRect(x: -500, y: 100, width: 100, height: 100)))
        XCTAssertTrue(tiles.contains(CGRect(x: 0, y: 0, width: 100, height: 100)), "strip 3 did not scroll")
    }

    /// A `List` scrolls as its scroll view does, aligning the row's cell: item 30's 44 pt cell
    /// at the top, so its text (centred in the cell) is centred 22 pt down; item 29 above the
    /// edge.
    func testListScrollsToAnItem() async throws {
        let host = try SceneHost(JumpingList(), size: CGSize(width: 390, height: 600))
        host.advance(to: 0.1)
        let texts = host.displayList().textFrames
        let item30 = try XCTUnwrap(texts.first { $0.string == "Item 30" })
        XCTAssertEqual(item30.frame.midY, 22, accuracy: 0.5)
        XCTAssertLessThan(try XCTUnwrap(texts.first { $0.string == "Item 29" }).frame.maxY, 0)
    }
}
