import SceneGraph
import SceneTesting
import XCTest

/// The carousel as one section of a scrolling page, under a title and above a few rows.
private struct FeaturedPage: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Featured")
                    .font(.title2)
                    .bold()
                    .padding(.horizontal, 20)
                AlbumCarousel()
                Text("Recently played")
                    .font(.headline)
                    .padding(.horizontal, 20)
                ForEach(0..<3, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color(white: 0.92))
                        .frame(height: 44)
                        .padding(.horizontal, 20)
                }
            }
        }
    }
}

/// The same cards with the scroll view padded instead of its content inset.
private struct PaddedCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(0..<3, id: \.self) { _ in
                    Color.blue.frame(height: 100).containerRelativeFrame(.horizontal)
                }
            }
        }
        .padding(.horizontal, 20)
    }
}

/// Two strips under one `contentMargins`; the second sets its own leading margin.
private struct TwoStrips: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { Color.red.frame(width: 100, height: 50) }
            }
            ScrollView(.horizontal) {
                HStack(spacing: 0) { Color.green.frame(width: 100, height: 50) }
            }
            .contentMargins(.leading, 40, for: .scrollContent)
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}

/// A strip of one 100-point tile, for a margin modifier to be applied to.
@MainActor private func strip() -> some View {
    ScrollView(.horizontal) {
        HStack(spacing: 0) { Color.orange.frame(width: 100, height: 50) }
    }
}

/// A strip whose margins widen from 0 to 30 points once it appears.
private struct WideningMargins: View {
    @State private var margin: CGFloat = 0
    var body: some View {
        strip()
            .contentMargins(.horizontal, margin, for: .scrollContent)
            .frame(height: 50)
            .onAppear { margin = 30 }
    }
}

/// A settings-style list: rows the width of the scroll view less 16-point margins, the first
/// 30 points below the top.
private struct InsetRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<12, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 8).fill(Color.gray).frame(maxWidth: .infinity).frame(height: 60)
                }
            }
        }
        .contentMargins(EdgeInsets(top: 30, leading: 16, bottom: 30, trailing: 16), for: .scrollContent)
    }
}

/// Two-thirds cards with a peek of the next, in a 400-point scroll view inset 16 points.
private struct PeekingCards: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { _ in
                    Color.mint.frame(height: 100).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
        }
        .contentMargins(.horizontal, 16)
        .frame(width: 400, height: 100)
    }
}

@MainActor
final class ContentMarginsTests: XCTestCase {
    let phone = CGSize(width: 390, height: 300)

    func cards(_ list: DisplayList, height: CGFloat = 180) -> [CGRect] {
        list.fillBoxes.filter { abs($0.height - height) < 1e-9 }
    }

    /// Where the tile of `strip()` with margins applied starts, in a 390 × 50 scene.
    func tileX<V: View>(_ view: V) throws -> CGFloat? {
        cards(try SceneHost(view.frame(height: 50), size: CGSize(width: 390, height: 50)).displayList(), height: 50).first?.minX
    }

    /// The first clip group's rectangle (the scroll view's frame).
    func clip(_ list: DisplayList) -> CGRect? {
        for case .beginGroup(let g) in list.items { if let c = g.clip { return c.boundingRect } }
        return nil
    }

    /// A flick to the left: 360 points in 0.1 s, fast enough to glide past the last card.
    let flick = InputScript { Drag(from: CGPoint(x: 370, y: 90), to: CGPoint(x: 10, y: 90), start: 0.1, duration: 0.1) }

    /// `.contentMargins(.horizontal, 20, for: .scrollContent)` in a 390-point scroll view: each
    /// card is the container less both margins, 390 − 40 = 350 points, the first starts at the
    /// leading margin (20), the next 350 + 12 later, so 8 points of it peek in at the right.
    func testCardsStartAtTheMarginAndMeasureTheContainerLessIt() async throws {
        let list = try SceneHost(AlbumCarousel(), size: phone).displayList()
        let cards = cards(list)
        guard cards.count == 5 else { return XCTFail("cards: \(cards)") }
        XCTAssertEqual(cards.map(\.width), [350, 350, 350, 350, 350])
        XCTAssertEqual(cards.map(\.minX), [20, 382, 744, 1106, 1468])
        XCTAssertEqual(clip(list)?.minX, 0)
        XCTAssertEqual(clip(list)?.width, 390)
    }

    /// The margins add to the scrollable extent: 5 × 350 + 4 × 12 = 1798 points of cards and 40 of
    /// margins in 390 give a range of 0…1448. Flicked past the end (not limited to one card a
    /// flick, as `.viewAligned`'s default is in a compact width), the content comes to rest
    /// with the last card 20 points from the trailing edge (1468 − 1448 = 20 to 370), and the
    /// card before it still shows under the leading margin (−342 to 8, inside the clip, which is
    /// the whole frame).
    func testTheScrollRangeGrowsByTheMarginsAndContentScrollsUnderThem() async throws {
        let host = try SceneHost(AlbumCarousel(limit: .never), size: phone)
        host.send(flick.events(fps: 60))
        host.advance(to: 5)
        let list = host.displayList()
        let cards = cards(list)
        guard cards.count == 5 else { return XCTFail("cards: \(cards)") }
        XCTAssertEqual(cards[4].minX, 20, accuracy: 0.01)
        XCTAssertEqual(cards[4].maxX, 370, accuracy: 0.01)
        XCTAssertEqual(cards[3].minX, -342, accuracy: 0.01)
        XCTAssertEqual(clip(list)?.minX, 0)
        XCTAssertEqual(clip(list)?.width, 390)
    }

    /// Padding outside the scroll view instead narrows the scroll view itself: its clip is 20…370
    /// and the cards are 350 points wide because the scroll view is, so nothing scrolls under the
    /// 20-point bands at the edges.
    func testPaddingAroundTheScrollViewClipsAtThePadding() async throws {
        let list = try SceneHost(PaddedCarousel(), size: phone).displayList()
        XCTAssertEqual(cards(list, height: 100).first?.width, 350)
        XCTAssertEqual(cards(list, height: 100).first?.minX, 20)
        XCTAssertEqual(clip(list)?.minX, 20)
        XCTAssertEqual(clip(list)?.width, 350)
    }

    /// Margins set on a stack reach both scroll views inside it (their 100-point tiles start at
    /// 20); the second scroll view's own leading margin (40) overrides the stack's on that edge.
    func testMarginsPassDownAndANearerModifierOverridesItsEdges() async throws {
        let list = try SceneHost(TwoStrips(), size: CGSize(width: 390, height: 100)).displayList()
        let tiles = cards(list, height: 50)
        XCTAssertEqual(tiles.map(\.minX), [20, 40])
    }

    /// `.automatic` margins inset the content; `.scrollIndicators` ones do not (indicators only);
    /// where both `.automatic` and `.scrollContent` set an edge, `.scrollContent` wins.
    func testPlacementsChooseWhatIsInset() async throws {
        XCTAssertEqual(try tileX(strip().contentMargins(24)), 24)
        XCTAssertEqual(try tileX(strip().contentMargins(.leading, 24, for: .scrollIndicators)), 0)
        XCTAssertEqual(try tileX(strip().contentMargins(.leading, 10, for: .scrollContent).contentMargins(.leading, 24)), 10)
        // A nil length on `.scrollContent` falls back to the `.automatic` value (24) on that edge.
        XCTAssertEqual(try tileX(strip().contentMargins(.leading, nil, for: .scrollContent).contentMargins(.leading, 24)), 24)
    }

    /// Across the scroll axis the content is proposed the width less the margins (390 − 32 = 358)
    /// and placed inside them (x 16); along it, it starts 30 points down, and the scrollable
    /// extent is 12 × 60 + 11 × 8 + 60 = 868 points, so a long flick up rests with the last row's
    /// bottom 30 points above the scroll view's (300 − 30 = 270).
    func testEdgeInsetsInsetAVerticalScrollView() async throws {
        let host = try SceneHost(InsetRows(), size: phone)
        let rows = cards(host.displayList(), height: 60)
        XCTAssertEqual(rows.first, CGRect(x: 16, y: 30, width: 358, height: 60))
        host.send(InputScript { Drag(from: CGPoint(x: 195, y: 280), to: CGPoint(x: 195, y: 20), start: 0.1, duration: 0.1) }.events(fps: 60))
        host.advance(to: 5)
        let scrolled = cards(host.displayList(), height: 60)
        XCTAssertEqual(scrolled.last?.maxY ?? 0, 270, accuracy: 0.01)
    }

    /// count 3, span 2, spacing 10 in a 400-point scroll view with 16-point margins: the container
    /// is 400 − 32 = 368, a part (368 − 20) / 3 = 116, a card 2 × 116 + 10 = 242 points, at 16.
    func testCountAndSpanDivideTheContainerLessItsMargins() async throws {
        let list = try SceneHost(PeekingCards(), size: CGSize(width: 400, height: 100)).displayList()
        let cards = cards(list, height: 100)
        guard cards.count == 4 else { return XCTFail("cards: \(cards)") }
        XCTAssertEqual(cards[0].width, 242, accuracy: 1e-9)
        XCTAssertEqual(cards[0].minX, 16, accuracy: 1e-9)
        XCTAssertEqual(cards[1].minX, 16 + 242 + 10, accuracy: 1e-9)
    }

    /// A margin that changes moves the content (the scroll view is laid out again with it).
    func testAChangedMarginMovesTheContent() async throws {
        let host = try SceneHost(WideningMargins(), size: CGSize(width: 390, height: 50))
        host.advance(to: 0.5)
        XCTAssertEqual(cards(host.displayList(), height: 50).first?.minX, 30)
    }

    /// A negative or NaN length is ignored (with a warning naming it), never a NaN frame.
    func testInvalidLengthsAreIgnored() async throws {
        XCTAssertEqual(try tileX(strip().contentMargins(.horizontal, -8)), 0)
        XCTAssertEqual(try tileX(strip().contentMargins(EdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0))), 0)
    }

    /// The page at rest, mid-flick and at rest after it (looked at against iOS 17): the album card
    /// inside 20-point margins with the next one peeking, then the cards sliding under the
    /// margins, then (a flick moves a view-aligned carousel one card on an iPhone) album 2 inside
    /// them with album 1 peeking at the left and album 3 at the right.
    func testFeaturedPageFrames() async {
        let input = InputScript { Drag(from: CGPoint(x: 370, y: 140), to: CGPoint(x: 10, y: 140), start: 0.1, duration: 0.1) }
        assertFrames(
            of: FeaturedPage(), size: CGSize(width: 390, height: 420), input: input,
            sampling: .times([0, 0.3, 3]), columns: 3)
    }
}
