import SceneGraph
import SceneRender
import XCTest

/// `scrollPosition(id:anchor:)`, `ScrollPosition` with `scrollPosition(_:anchor:)`,
/// `defaultScrollAnchor`, `scrollClipDisabled` and the scroll observers, frame by frame
/// (scenes in ScrollPositionScenes.swift).
@MainActor
final class ScrollPositionTests: XCTestCase {
    let phone = CGSize(width: 390, height: 400)
    let square = CGSize(width: 300, height: 300)

    // MARK: helpers

    /// The album cards (180 points tall), left to right.
    func cards(_ host: SceneHost) -> [CGRect] { host.displayList().fillBoxes.filter { abs($0.height - 180) < 1e-9 } }

    /// The carousel's content offset: how far card 0 has moved left of the 20-point margin.
    func carouselOffset(_ host: SceneHost) -> CGFloat? { cards(host).first.map { 20 - $0.minX } }

    func text(_ host: SceneHost, _ prefix: String) -> String? {
        host.displayList().textFrames.first { $0.string.hasPrefix(prefix) }?.string
    }

    func center(of string: String, in host: SceneHost) throws -> CGPoint {
        let frame = try XCTUnwrap(host.displayList().textFrames.first { $0.string == string }?.frame, "no text \(string)")
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The content offset of a list of `height`-point rows at the top of the scene: how far the
    /// first row has moved up.
    func offset(_ host: SceneHost, rowHeight: CGFloat = 50) -> CGFloat? {
        host.displayList().fillBoxes.first { abs($0.height - rowHeight) < 1e-9 }.map { -$0.minY }
    }

    /// A left swipe across the carousel (at the cards' height) of `distance` points over
    /// `duration` seconds from x 300.
    func swipe(_ host: SceneHost, _ distance: CGFloat, over duration: Double, start: Double = 0.1) throws -> InputScript {
        let y = try XCTUnwrap(cards(host).first).midY
        return InputScript { Drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 300 - distance, y: y), start: start, duration: duration) }
    }

    // MARK: scrollPosition(id:) read back

    /// Nothing is written before the user scrolls: the indicator says "No page" and the first
    /// dot is drawn as selected by the scene's `?? 0`.
    func testTheBindingStaysNilUntilTheUserScrolls() async throws {
        let host = try SceneHost(PagedAlbumCarousel(), size: phone)
        host.advance(to: 1)
        XCTAssertEqual(text(host, "No page"), "No page")
        XCTAssertEqual(carouselOffset(host) ?? .nan, 0, accuracy: 1e-9)
    }

    /// A gentle flick (100 points at 500 pt/s) rests on card 1 (offset 362, see
    /// ScrollSnappingTests): the binding reads 1, the top-leading-most card in the visible
    /// region 362 ... 712 (card 0 spans 0 ... 350).
    func testAFlickWritesTheCardItRestsOn() async throws {
        let host = try SceneHost(PagedAlbumCarousel(), size: phone)
        host.send(try swipe(host, 100, over: 0.2).events(fps: 60))
        host.advance(to: 4)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Page"), "Page 2 of 5")
    }

    /// Under the finger the binding follows the drag: a drag of 400 points over 2 s from 0.1 s
    /// has moved the content 200 points at 1.1 s (card 0, 0 ... 350, still shows: page 1) and
    /// 390 points at 2.05 s (card 0 has left the visible region 390 ... 740: page 2), before
    /// the finger lifts.
    func testTheBindingFollowsTheDrag() async throws {
        let host = try SceneHost(PagedAlbumCarousel(), size: phone)
        host.send(try swipe(host, 400, over: 2).events(fps: 60))
        host.advance(to: 1.1)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 200, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Page"), "Page 1 of 5")
        host.advance(to: 2.05)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 390, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Page"), "Page 2 of 5")
    }

    // MARK: scrollPosition(id:) written

    /// "Next" writes 1 outside `withAnimation`: from the tap's release (0.1 + 0.05 s) card 1 is
    /// at the margin (362) at once.
    func testWritingTheBindingScrollsAtOnce() async throws {
        let host = try SceneHost(PagedAlbumCarousel(), size: phone)
        let next = try center(of: "Next", in: host)
        host.send(InputScript { Tap(at: next, time: 0.1) }.events(fps: 60))
        host.advance(to: 0.149)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 0, accuracy: 1e-9)
        host.advance(to: 0.151)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-9)
        XCTAssertEqual(text(host, "Page"), "Page 2 of 5")
    }

    /// Inside `withAnimation(.easeInOut(duration: 0.5))` the offset eases from 0 to 362 between
    /// 0.15 s and 0.65 s: halfway (181) at 0.4 s, the curve being symmetric; the binding keeps
    /// the written 1 all the while (a programmatic scroll does not write it back).
    func testWritingTheBindingInsideWithAnimationAnimates() async throws {
        let host = try SceneHost(PagedAlbumCarousel(animated: true), size: phone)
        let next = try center(of: "Next", in: host)
        host.send(InputScript { Tap(at: next, time: 0.1) }.events(fps: 60))
        host.advance(to: 0.2)
        let early = try XCTUnwrap(carouselOffset(host))
        XCTAssertGreaterThan(early, 0)
        XCTAssertLessThan(early, 181 * 0.5, "an ease-in starts slowly")
        host.advance(to: 0.4)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 181, accuracy: 0.01)
        XCTAssertEqual(text(host, "Page"), "Page 2 of 5")
        host.advance(to: 0.65)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-6)
        host.advance(to: 2)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-9)
    }

    /// A value the binding holds when the scroll view appears scrolls there at once: page 3
    /// rests at 3·362 = 1086 in the first frame.
    func testAnInitialValueScrollsThereAtOnce() async throws {
        let host = try SceneHost(PagedAlbumCarousel(initialPage: 3), size: phone)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 1086, accuracy: 1e-9)
        XCTAssertEqual(text(host, "Page"), "Page 4 of 5")
    }

    /// Without an anchor, writing 10 puts row 10's top at the top (50·10 = 500); writing 19
    /// would need 950, clamped to the end (1000 − 300 = 700), and the binding keeps 19.
    func testWritingWithoutAnAnchorPutsTheViewAtTheStart() async throws {
        let ten = try SceneHost(AnchoredRows(write: 10), size: square)
        ten.advance(to: 1)
        XCTAssertEqual(offset(ten), 500)
        let last = try SceneHost(AnchoredRows(write: 19), size: square)
        last.advance(to: 1)
        XCTAssertEqual(offset(last), 700)
        XCTAssertEqual(text(last, "Row"), "Row 19")
    }

    /// With `anchor: .center` a write centres the row (500 + ½·(50 − 300) = 375), and reading
    /// takes the row under the visible region's centre: a drag up from 1 s moving 100 points a
    /// second has the offset at 425 at 1.5 s (centre 575: row 11) and 475 at 2 s (centre 625:
    /// row 12).
    func testTheAnchorAlignsWritesAndChoosesReads() async throws {
        let host = try SceneHost(AnchoredRows(anchor: .center, write: 10), size: square)
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50), start: 1, duration: 2) }.events(fps: 60))
        host.advance(to: 0.9)
        XCTAssertEqual(offset(host), 375)
        XCTAssertEqual(text(host, "Row"), "Row 10")
        host.advance(to: 1.5)
        XCTAssertEqual(offset(host) ?? .nan, 425, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Row"), "Row 11")
        host.advance(to: 2)
        XCTAssertEqual(offset(host) ?? .nan, 475, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Row"), "Row 12")
    }

    /// Without an anchor the same drag reads the top-most row overlapping the visible region:
    /// at 1.5 s the offset is 550 (500 + 50), row 11 (550 ... 600; row 10 ends at 550).
    func testWithoutAnAnchorTheTopMostVisibleRowIsRead() async throws {
        let host = try SceneHost(AnchoredRows(write: 10), size: square)
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50), start: 1, duration: 2) }.events(fps: 60))
        host.advance(to: 1.4)
        XCTAssertEqual(offset(host) ?? .nan, 540, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Row"), "Row 10")
        host.advance(to: 1.6)
        XCTAssertEqual(offset(host) ?? .nan, 560, accuracy: 1e-6)
        XCTAssertEqual(text(host, "Row"), "Row 11")
    }

    /// A `withAnimation` completion waits for the scroll the write starts: written at 0.5 s,
    /// the 0.5 s scroll ends at 1 s, and "Done" shows then, not at 0.95 s.
    func testAWithAnimationCompletionWaitsForTheScroll() async throws {
        let host = try SceneHost(AnchoredRows(write: 10, animated: true), size: square)
        host.advance(to: 0.95)
        XCTAssertNil(text(host, "Done"))
        XCTAssertGreaterThan(offset(host) ?? 0, 400)
        XCTAssertLessThan(offset(host) ?? 500, 500)
        host.advance(to: 1.01)
        XCTAssertEqual(text(host, "Done"), "Done")
        XCTAssertEqual(offset(host), 500)
    }

    /// An id no view has scrolls nothing and warns once.
    func testAnUnknownIDScrollsNothing() async throws {
        let host = try SceneHost(AnchoredRows(write: 42), size: square)
        host.advance(to: 1)
        XCTAssertEqual(offset(host), 0)
        XCTAssertEqual(host.warnings.filter { $0.contains("scrollPosition: no view with id 42") }.count, 1, "\(host.warnings)")
    }

    // MARK: ScrollPosition

    /// The feed's rows are a `ForEach` directly in the scroll view, so they stack 8 points apart
    /// (the scroll view's stack spacing): row i starts at 58·i, the content is
    /// 20·50 + 19·8 = 1152 points, the offsets 0 ... 852.
    func feedOffset(_ host: SceneHost) -> CGFloat? { offset(host) }

    /// `scrollTo(edge: .bottom)` goes to the end (852); the position reads edge bottom, not
    /// positioned by the user.
    func testScrollToEdgeGoesToTheEnd() async throws {
        let host = try SceneHost(PositionedFeed(steps: [(0.5, { $0.scrollTo(edge: .bottom) })]), size: square)
        host.advance(to: 1)
        XCTAssertEqual(feedOffset(host), 852)
        XCTAssertEqual(text(host, "user"), "user false id nil edge bottom")
    }

    /// `scrollTo(id: 5)` puts row 5 at the top (290); `scrollTo(y: 120)` is the offset 120;
    /// `scrollTo(point:)` at y 900 is clamped to 852; `scrollTo(x: 50)` leaves the vertical
    /// offset of a vertical scroll view alone.
    func testScrollToIDAndOffsets() async throws {
        let steps: [(time: Double, change: @MainActor (inout ScrollPosition) -> Void)] = [
            (0.5, { $0.scrollTo(id: 5) }), (1, { $0.scrollTo(y: 120) }),
            (1.5, { $0.scrollTo(point: CGPoint(x: 0, y: 900)) }), (2, { $0.scrollTo(x: 50) })
        ]
        let host = try SceneHost(PositionedFeed(steps: steps), size: square)
        host.advance(to: 0.75)
        XCTAssertEqual(feedOffset(host), 290)
        XCTAssertEqual(text(host, "user"), "user false id 5 edge nil")
        host.advance(to: 1.25)
        XCTAssertEqual(feedOffset(host), 120)
        host.advance(to: 1.75)
        XCTAssertEqual(feedOffset(host), 852)
        host.advance(to: 2.25)
        XCTAssertEqual(feedOffset(host), 852)
    }

    /// Inside `withAnimation(.easeInOut(duration: 0.5))` `scrollTo(edge: .bottom)` at 0.5 s
    /// eases to 852: halfway (426) at 0.75 s.
    func testAnAnimatedPositionAnimates() async throws {
        let host = try SceneHost(PositionedFeed(steps: [(0.5, { $0.scrollTo(edge: .bottom) })], animated: true), size: square)
        host.advance(to: 0.75)
        XCTAssertEqual(feedOffset(host) ?? .nan, 426, accuracy: 0.01)
        host.advance(to: 1)
        XCTAssertEqual(feedOffset(host) ?? .nan, 852, accuracy: 1e-6)
    }

    /// After `scrollTo(edge: .bottom)` a drag down of 130 points at 130 pt/s leaves the offset
    /// at 852 − 130 = 722 on release (at 2 s), and the deceleration carries it
    /// 130 / (1000·ln(1/0.998)) = 64.94 further, to 657.06 (within 0.01 pt by 8 s): the
    /// position is written back as
    /// positioned by the user, its edge gone and its view the top-most row showing, row 11
    /// (638 ... 688).
    func testAUserScrollWritesThePositionBack() async throws {
        let host = try SceneHost(PositionedFeed(steps: [(0.5, { $0.scrollTo(edge: .bottom) })]), size: square)
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 230), start: 1, duration: 1) }.events(fps: 60))
        host.advance(to: 8)
        XCTAssertEqual(feedOffset(host) ?? .nan, 657.06, accuracy: 0.01)
        XCTAssertEqual(text(host, "user"), "user true id 11 edge nil")
    }

    /// An edge position keeps the scroll view there as the content grows: four more rows
    /// (4·58 = 232 points) at 1 s move the end to 1084, and the offset follows.
    func testAnEdgeStaysPinnedAsTheContentGrows() async throws {
        let host = try SceneHost(PositionedFeed(steps: [(0.5, { $0.scrollTo(edge: .bottom) })], growAt: 1), size: square)
        host.advance(to: 0.9)
        XCTAssertEqual(feedOffset(host), 852)
        host.advance(to: 1.1)
        XCTAssertEqual(feedOffset(host), 1084)
    }

    /// The value type on its own: ids, edges, points and `isPositionedByUser`.
    func testScrollPositionValues() async throws {
        var p = ScrollPosition(idType: Int.self)
        XCTAssertNil(p.viewID)
        XCTAssertNil(p.edge)
        XCTAssertFalse(p.isPositionedByUser)
        p.scrollTo(id: "card")
        XCTAssertEqual(p.viewID(type: String.self), "card")
        XCTAssertNil(p.viewID(type: Int.self))
        p.scrollTo(edge: .bottom)
        XCTAssertEqual(p.edge, .bottom)
        XCTAssertNil(p.viewID)
        p.isPositionedByUser = true
        XCTAssertNil(p.edge, "a user position has no edge")
        p.scrollTo(y: 40)
        XCTAssertNil(p.point, "only y was given")
        XCTAssertEqual(p.y, 40)
        XCTAssertFalse(p.isPositionedByUser)
        p.scrollTo(x: 3, y: 4)
        XCTAssertEqual(p.point, CGPoint(x: 3, y: 4))
        XCTAssertEqual(ScrollPosition(edge: .top), ScrollPosition(edge: .top))
        XCTAssertNotEqual(ScrollPosition(edge: .top), ScrollPosition(edge: .bottom))
        XCTAssertEqual(ScrollPosition(id: 3, anchor: .center).viewID(type: Int.self), 3)
    }

    // MARK: defaultScrollAnchor

    /// `.bottom` opens ten 60-point messages (600 points) in 300 at the end (offset 300):
    /// "Message 10" is centred 30 points above the bottom.
    func testABottomAnchorOpensAtTheEnd() async throws {
        let host = try SceneHost(BottomAnchoredChat(), size: square)
        XCTAssertEqual(try center(of: "Message 10", in: host).y, 270, accuracy: 0.5)
        XCTAssertEqual(try center(of: "Message 6", in: host).y, 30, accuracy: 0.5)
    }

    /// Two more messages at 1 s (720 points): resting at the end, the list stays there, with
    /// "Message 12" at the bottom.
    func testABottomAnchorKeepsTheEndAsMessagesArrive() async throws {
        let host = try SceneHost(BottomAnchoredChat(growAt: 1), size: square)
        host.advance(to: 1.1)
        XCTAssertEqual(try center(of: "Message 12", in: host).y, 270, accuracy: 0.5)
    }

    /// Two messages (120 points) in 300 sit at the bottom: tops at 180 and 240.
    func testShortContentSitsAtTheBottom() async throws {
        let host = try SceneHost(BottomAnchoredChat(count: 2), size: square)
        XCTAssertEqual(try center(of: "Message 1", in: host).y, 210, accuracy: 0.5)
        XCTAssertEqual(try center(of: "Message 2", in: host).y, 270, accuracy: 0.5)
    }

    /// `for: .initialOffset` alone: the list opens at the end, but short content stays at the
    /// top and new messages do not move the offset (300): "Message 10" stays at 270.
    func testTheInitialOffsetRoleAlone() async throws {
        let short = try SceneHost(BottomAnchoredChat(count: 2, role: .initialOffset), size: square)
        XCTAssertEqual(try center(of: "Message 1", in: short).y, 30, accuracy: 0.5)
        let growing = try SceneHost(BottomAnchoredChat(role: .initialOffset, growAt: 1), size: square)
        XCTAssertEqual(try center(of: "Message 10", in: growing).y, 270, accuracy: 0.5)
        growing.advance(to: 1.1)
        XCTAssertEqual(try center(of: "Message 10", in: growing).y, 270, accuracy: 0.5)
        XCTAssertEqual(try center(of: "Message 12", in: growing).y, 390, accuracy: 0.5)
    }

    /// `for: .alignment` alone: short content sits at the bottom, long content opens at the top.
    func testTheAlignmentRoleAlone() async throws {
        let short = try SceneHost(BottomAnchoredChat(count: 2, role: .alignment), size: square)
        XCTAssertEqual(try center(of: "Message 2", in: short).y, 270, accuracy: 0.5)
        let long = try SceneHost(BottomAnchoredChat(role: .alignment), size: square)
        XCTAssertEqual(try center(of: "Message 1", in: long).y, 30, accuracy: 0.5)
    }

    // MARK: scrollClipDisabled

    /// The scroll view spans x 45 ... 345; the second card starts at 335. With the clip
    /// disabled it is drawn at x 370 (beyond the scroll view), with the clip that pixel is the
    /// white background.
    func testDisablingTheClipDrawsBeyondTheFrame() async throws {
        func pixel(clipDisabled: Bool) throws -> [UInt8] {
            let image = try FrameRecorder(size: CGSize(width: 390, height: 300)).image(of: UnclippedCarousel(clipDisabled: clipDisabled), at: 0)
            let i = (150 * image.width + 370) * 4
            return Array(image.pixels[i..<i + 4])
        }
        XCTAssertEqual(try pixel(clipDisabled: false), [255, 255, 255, 255])
        let unclipped = try pixel(clipDisabled: true)
        XCTAssertNotEqual(unclipped, [255, 255, 255, 255])
        XCTAssertLessThan(unclipped[2], 200, "the second card's hue (a quarter turn: green-yellow) has little blue")
    }

    // MARK: observers

    /// `scrollTo(y: 100)` at 0.5 s: the geometry handler sees one change, in the content's
    /// coordinates with the 20-point margins as insets: offset 100, content 300 × 1000,
    /// container 300 × 300, visible rect at y 100, bounds inside the insets at y 120, 260 tall.
    func testGeometryIsReportedInContentCoordinates() async throws {
        let log = ScrollObserverLog()
        let host = try SceneHost(ObservedList(log: log, scrollTo: 100), size: square)
        host.advance(to: 0.4)
        XCTAssertTrue(log.geometries.isEmpty, "the first value is taken without an action")
        host.advance(to: 1)
        XCTAssertEqual(log.geometries.count, 1)
        let g = try XCTUnwrap(log.geometries.last)
        XCTAssertEqual(g.contentOffset, CGPoint(x: 0, y: 100))
        XCTAssertEqual(g.contentSize, CGSize(width: 300, height: 1000))
        XCTAssertEqual(g.contentInsets, EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        XCTAssertEqual(g.containerSize, CGSize(width: 300, height: 300))
        XCTAssertEqual(g.visibleRect, CGRect(x: 0, y: 100, width: 300, height: 300))
        XCTAssertEqual(g.bounds, CGRect(x: 0, y: 120, width: 300, height: 260))
    }

    /// The "scroll to top" pattern: past 100 points the button shows; its tap scrolls back to
    /// the top with the default animation, and the button goes once back under 100.
    func testAScrollToTopButtonAppearsAndScrollsBack() async throws {
        let log = ScrollObserverLog()
        let host = try SceneHost(ObservedList(log: log, scrollTo: 200), size: square)
        host.advance(to: 0.4)
        XCTAssertNil(text(host, "Top"))
        host.advance(to: 0.6)
        let top = try center(of: "Top", in: host)
        host.send(InputScript { Tap(at: top, time: 1) }.events(fps: 60))
        host.advance(to: 3)
        XCTAssertEqual(offset(host, rowHeight: 100) ?? .nan, -20, accuracy: 0.01, "the first row back below the top margin")
        XCTAssertNil(text(host, "Top"))
    }

    /// A flick: idle → interacting when the drag begins, → decelerating on release (with the
    /// release velocity, the content moving down the list), → idle once it has settled.
    func testTheFlickPhases() async throws {
        let log = ScrollObserverLog()
        let host = try SceneHost(ObservedList(log: log), size: square)
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), start: 0.1, duration: 0.2) }.events(fps: 60))
        host.advance(to: 0.2)
        XCTAssertEqual(log.phases.map(\.new), [.interacting])
        host.advance(to: 0.4)
        XCTAssertEqual(log.phases.map(\.new), [.interacting, .decelerating])
        let velocity = try XCTUnwrap(log.phases.last?.velocity)
        XCTAssertGreaterThan(velocity.dy, 300, "the release's 500 pt/s decayed for 0.1 s: 500·0.998^100 = 409")
        XCTAssertEqual(velocity.dx, 0)
        host.advance(to: 5)
        XCTAssertEqual(log.phases.map(\.old), [.idle, .interacting, .decelerating])
        XCTAssertEqual(log.phases.map(\.new), [.interacting, .decelerating, .idle])
    }

    /// An animated programmatic scroll at 0.5 s: idle → animating, → idle when the 0.5 s
    /// animation has ended (seen at the first step at or after 1 s).
    func testTheAnimatedScrollPhases() async throws {
        let log = ScrollObserverLog()
        let host = try SceneHost(ObservedList(log: log, scrollTo: 200, animated: true), size: square)
        host.advance(to: 0.6)
        XCTAssertEqual(log.phases.map(\.new), [.animating])
        host.advance(to: 0.99)
        XCTAssertEqual(log.phases.map(\.new), [.animating])
        host.advance(to: 1)
        XCTAssertEqual(log.phases.map(\.new), [.animating, .idle])
    }

    /// Rows of 100 points start 20 points down (the top margin): rows 0, 1 and 2 (220 ... 320:
    /// 80 % shows) are visible at first and say so; row 3 does not. After `scrollTo(y: 160)`
    /// (row i at 100·i − 160) row 0 is gone, row 1 shows 40 % (less than half: hidden), row 2
    /// stays, row 3 (140 ... 240) and row 4 (60 %) come into view.
    func testVisibilityCrossesTheThreshold() async throws {
        let log = ScrollObserverLog()
        let host = try SceneHost(ObservedList(log: log, scrollTo: 160), size: square)
        host.advance(to: 0.1)
        XCTAssertEqual(log.visibility.map(\.row), [0, 1, 2])
        XCTAssertEqual(log.visibility.map(\.visible), [true, true, true])
        host.advance(to: 0.6)
        XCTAssertEqual(log.visibility.dropFirst(3).map(\.row), [0, 1, 3, 4])
        XCTAssertEqual(log.visibility.dropFirst(3).map(\.visible), [false, false, true, true])
    }
}
