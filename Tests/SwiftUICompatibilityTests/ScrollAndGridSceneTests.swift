import SceneGraph
import XCTest

extension DisplayList {
    /// Bounding boxes of the fills, in canvas coordinates.
    var fillBoxes: [CGRect] { fills.map(\.boundingRect) }
    /// Text items with their frames in canvas coordinates.
    var textFrames: [(string: String, frame: CGRect)] {
        items.compactMap { item -> (string: String, frame: CGRect)? in
            guard case .text(let t, let m) = item else { return nil }
            return (t.string, Path(t.frame).applying(m).boundingRect)
        }
    }
}

@MainActor
final class ScrollAndGridSceneTests: XCTestCase {
    // MARK: grids

    /// `.adaptive(minimum: 80)` with 8 pt spacing in 360 − 2·16 = 328 pt fits
    /// ⌊(328 + 8) / (80 + 8)⌋ = 3 columns of (328 − 2·8) / 3 = 104 pt.
    func testAdaptiveColumnsFitAsManyAsTheMinimumAllows() async throws {
        let host = try SceneHost(PhotoGridView(), size: CGSize(width: 360, height: 640))
        let cells = host.displayList().fillBoxes.filter { $0.height == 80 }
        XCTAssertEqual(cells.prefix(3).map(\.width), [104, 104, 104])
        XCTAssertEqual(cells.prefix(4).map(\.minX), [16, 128, 240, 16], "three per row, then the next row")
        XCTAssertEqual(cells[3].minY - cells[0].minY, 88, "80 pt rows, 8 pt apart")
    }

    /// A fixed 100 pt column and two flexible ones in 360 − 32 = 328 pt: the flexible columns
    /// share 328 − 100 − 2·8 = 212 pt, 106 each; cells are leading-aligned in their columns.
    func testFixedAndFlexibleColumns() async throws {
        let host = try SceneHost(PriceTable(), size: CGSize(width: 360, height: 300))
        let texts = host.displayList().textFrames
        let x = Dictionary(texts.map { ($0.string, $0.frame.minX) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(x["Plan"], 16)
        XCTAssertEqual(x["Basic"], 16)
        let monthly = try XCTUnwrap(x["Monthly"]), yearly = try XCTUnwrap(x["Yearly"])
        // Flexible cells are centred in their 106 pt columns (the item alignment is nil).
        XCTAssertEqual(monthly + (texts.first { $0.string == "Monthly" }!.frame.width) / 2, 16 + 100 + 8 + 53, accuracy: 0.01)
        XCTAssertEqual(yearly + (texts.first { $0.string == "Yearly" }!.frame.width) / 2, 16 + 100 + 8 + 106 + 8 + 53, accuracy: 0.01)
    }

    /// Two fixed 40 pt rows: items go down the first column, then the next column starts after
    /// the widest item of the first (70 pt and 90 pt) plus 10 pt spacing.
    func testHorizontalGridFillsColumnsTopToBottom() async throws {
        let host = try SceneHost(TagShelf(), size: CGSize(width: 400, height: 110))
        let capsules = host.displayList().fillBoxes.filter { $0.height == 40 }
        XCTAssertEqual(capsules[0].minY + 48, capsules[1].minY, "40 pt rows, 8 pt apart")
        XCTAssertEqual(capsules[0].minX, capsules[1].minX + 10, accuracy: 0.01, "a 70 pt item centred in a 90 pt column")
        XCTAssertEqual(capsules[2].minX, 16 + 90 + 10)
    }

    /// A `Grid` column is as wide as its widest cell: the second column starts after "Falcons"
    /// or "Otters" (whichever is wider) plus 16 pt, in every row.
    func testGridColumnsAlignAcrossRows() async throws {
        let host = try SceneHost(ScoreboardView(), size: CGSize(width: 360, height: 300))
        let texts = host.displayList().textFrames
        func frame(_ s: String) -> CGRect { texts.first { $0.string == s }!.frame }
        let firstColumn = max(frame("Team").width, frame("Falcons").width, frame("Otters").width)
        XCTAssertEqual(frame("W").minX, frame("Team").minX + firstColumn + 16, accuracy: 0.01)
        XCTAssertEqual(frame("12").minX, frame("W").minX, accuracy: 0.01)
        XCTAssertEqual(frame("9").minX, frame("W").minX, accuracy: 0.01)
    }

    // MARK: ViewThatFits

    /// Offered 600 pt, the long headline fits and shows; offered 150 pt, only "Featured" does.
    func testViewThatFitsPicksTheFirstChildThatFits() async throws {
        let wide = try SceneHost(AdaptiveHeadline().frame(width: 600), size: CGSize(width: 620, height: 100))
        XCTAssertEqual(wide.displayList().textStrings, ["★", "Featured this week: the long headline"])
        let narrow = try SceneHost(AdaptiveHeadline().frame(width: 150), size: CGSize(width: 420, height: 100))
        XCTAssertEqual(narrow.displayList().textStrings, ["Featured"])
    }

    // MARK: ScrollView

    /// The first row's top in canvas coordinates (the scroll view is at y 0…200).
    private func firstRowTop(_ host: SceneHost) -> CGFloat {
        host.displayList().textFrames.first { $0.string == "Row 0" }!.frame.midY - 25
    }

    /// Content is laid out unbounded: 20 rows of 50 pt make 1000 pt of content in a 200 pt
    /// frame, clipped to the frame; at rest the first row is at the top.
    func testScrollViewContentIsUnboundedAndClipped() async throws {
        let host = try SceneHost(NumberedRows(), size: CGSize(width: 200, height: 200))
        let list = host.displayList()
        XCTAssertEqual(list.textStrings.count, 20, "every row is laid out")
        XCTAssertEqual(firstRowTop(host), 0, accuracy: 0.01)
        guard case .beginGroup(let clip) = list.items.first(where: { if case .beginGroup(let g) = $0 { return g.clip != nil } else { return false } }) else {
            return XCTFail("no clip group")
        }
        XCTAssertEqual(clip.clip?.boundingRect, CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    /// The content follows the finger: 0.3 s into a 0.4 s drag of 160 pt upwards the content
    /// has moved up by 120 pt.
    func testScrollViewFollowsTheDrag() async throws {
        let host = try SceneHost(NumberedRows(), size: CGSize(width: 200, height: 200))
        host.send(InputScript { Drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 20), start: 0.1, duration: 0.4) }.events(fps: 60))
        host.advance(to: 0.4)
        XCTAssertEqual(firstRowTop(host), -120, accuracy: 1)
    }

    /// Pulled down 100 pt at the top edge, the content is rubber-banded: it moves
    /// (1 − 1/(100·0.55/200 + 1))·200 = 43.14 pt (Springs' `rubberband`, c = 0.55, the
    /// viewport's 200 pt as the interval); released, it springs back to 0.
    func testScrollViewRubberBandsPastTheTopAndSpringsBack() async throws {
        let host = try SceneHost(NumberedRows(), size: CGSize(width: 200, height: 200))
        // A slow drag, held at its end for a moment so the release velocity is small.
        host.send(PointerEvent(.down, at: CGPoint(x: 100, y: 20), time: 0.1))
        for k in 1...30 { host.send(PointerEvent(.move, at: CGPoint(x: 100, y: 20 + CGFloat(k) * 100 / 30), time: 0.1 + Double(k) * 0.01)) }
        host.send(PointerEvent(.move, at: CGPoint(x: 100, y: 120), time: 0.6))
        host.advance(to: 0.6)
        XCTAssertEqual(firstRowTop(host), 43.14, accuracy: 0.05)
        host.send(PointerEvent(.up, at: CGPoint(x: 100, y: 120), time: 0.7))
        host.advance(to: 3)
        XCTAssertEqual(firstRowTop(host), 0, accuracy: 0.1)
    }

    /// A flick decelerates: released at 1000 pt/s it glides on 1000 · 0.4995 = 499.5 pt
    /// (UIKit's normal rate, 0.998 per millisecond), unless an edge stops it first.
    func testDecelerationGlidesToTheProjectedOffset() async {
        let glide = ScrollDeceleration(startTime: 1, startOffset: 100, velocity: 1000, range: 0...2000)
        XCTAssertEqual(glide.restingOffset, 599.5, accuracy: 0.05)
        XCTAssertEqual(glide.offset(at: 1), 100)
        XCTAssertEqual(glide.offset(at: 11), 599.5, accuracy: 0.05)
        // Half the glide is done after ln 2 / (1000 · −ln 0.998) = 0.3462 s.
        XCTAssertEqual(glide.offset(at: 1.3462), 100 + 499.5 / 2, accuracy: 0.1)
    }

    /// A flick towards an edge that is nearer than its glide overshoots the edge and comes back
    /// to rest on it.
    func testDecelerationBouncesOffTheEdge() async {
        let flick = ScrollDeceleration(startTime: 0, startOffset: 300, velocity: 3000, range: 0...500)
        XCTAssertEqual(flick.restingOffset, 500)
        let path = stride(from: 0.0, through: 3.0, by: 0.01).map { flick.offset(at: $0) }
        XCTAssertGreaterThan(path.max()!, 510, "it passes the edge")
        XCTAssertEqual(path.last!, 500, accuracy: 0.01)
        XCTAssertTrue(flick.isSettled(at: 3))
    }
}
