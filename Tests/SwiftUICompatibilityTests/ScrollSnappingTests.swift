import SceneGraph
import SceneTesting
import XCTest

/// An onboarding pager as sample code writes it: four full-screen pages in a horizontal paging
/// scroll view (no spacing, each page the scroll view's width).
private struct OnboardingPager: View {
    let pages: [(String, Color)] = [("Welcome", .blue), ("Discover", .green), ("Share", .orange), ("Start", .purple)]
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<pages.count, id: \.self) { i in
                    ZStack {
                        pages[i].1
                        Text(pages[i].0).font(.largeTitle).bold().foregroundStyle(.white)
                    }
                    .containerRelativeFrame([.horizontal, .vertical])
                }
            }
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
    }
}

/// A vertical feed of full-height clips, paged (as short-video sample code writes it).
private struct ClipFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { i in
                    Color(hue: Double(i) / 5, saturation: 0.6, brightness: 0.9)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

/// The documentation's custom behavior: rest on a multiple of a tenth of the visible width.
private struct TenthsBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let step = context.containerSize.width / 10
        target.rect.origin.x = (target.rect.minX / step).rounded() * step
    }
}

/// A strip of 100-point tiles snapped by `TenthsBehavior`.
private struct TenthsStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Color(white: i % 2 == 0 ? 0.3 : 0.7).frame(width: 100, height: 100)
                }
            }
        }
        .scrollTargetBehavior(TenthsBehavior())
    }
}

@MainActor
final class ScrollSnappingTests: XCTestCase {
    let phone = CGSize(width: 390, height: 300)

    /// The album cards (180 points tall), left to right.
    func cards(_ host: SceneHost) -> [CGRect] {
        host.displayList().fillBoxes.filter { abs($0.height - 180) < 1e-9 }
    }

    /// The content offset of the carousel: how far card 0 has moved left of the margin.
    func carouselOffset(_ host: SceneHost) -> CGFloat? {
        cards(host).first.map { 20 - $0.minX }
    }

    /// A left swipe across the carousel from x 300 of `distance` points over `duration` seconds
    /// (a linear drag, so it is released at distance / duration points per second).
    func swipe(_ distance: CGFloat, over duration: Double, from x: CGFloat = 300, start: Double = 0.1) -> InputScript {
        InputScript { Drag(from: CGPoint(x: x, y: 90), to: CGPoint(x: x - distance, y: 90), start: start, duration: duration) }
    }

    func rest<V: View>(_ view: V, after input: InputScript, size: CGSize? = nil, at t: Double = 4) throws -> SceneHost {
        let host = try SceneHost(view, size: size ?? phone)
        host.send(input.events(fps: 60))
        host.advance(to: t)
        return host
    }

    // MARK: view-aligned

    /// A gentle flick (100 points at 500 pt/s) would glide to 100 + 500 × 0.4995 = 349.75, which
    /// is nearest card 1's stop (362): the carousel rests with card 1 at the leading margin.
    func testAGentleFlickRestsWithTheNextCardAtTheMargin() async throws {
        let host = try rest(AlbumCarousel(), after: swipe(100, over: 0.2))
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-6)
        XCTAssertEqual(cards(host)[1].minX, 20, accuracy: 1e-6)
    }

    /// A short slow drag (50 points at 100 pt/s) would glide to 50 + 50 = 100, nearer card 0's
    /// stop (0) than card 1's (362): the carousel springs back to where it was.
    func testAShortSlowDragSpringsBackToTheSameCard() async throws {
        let host = try rest(AlbumCarousel(), after: swipe(50, over: 0.5))
        XCTAssertEqual(carouselOffset(host) ?? .nan, 0, accuracy: 1e-6)
    }

    /// A hard flick (360 points at 3600 pt/s) would glide past the end (360 + 1798, clamped to
    /// 1448, card 4), but a horizontal carousel in a compact width (an iPhone, the default
    /// here) moves one card a flick: it rests at card 1 (362).
    func testAHardFlickMovesOneCardInACompactWidth() async throws {
        let host = try rest(AlbumCarousel(), after: swipe(360, over: 0.1))
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-6)
    }

    /// Two hard flicks move two cards (card 2 at 724); a hard flick back from there moves one
    /// (card 1 at 362).
    func testEachFlickMovesOneCardFromWhereItBegan() async throws {
        let host = try SceneHost(AlbumCarousel(), size: phone)
        host.send(swipe(360, over: 0.1, from: 370, start: 0.1).events(fps: 60))
        host.send(swipe(360, over: 0.1, from: 370, start: 1.5).events(fps: 60))
        host.advance(to: 3)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 724, accuracy: 1e-6)
        host.send(swipe(-300, over: 0.1, from: 40, start: 3.1).events(fps: 60))
        host.advance(to: 6)
        XCTAssertEqual(carouselOffset(host) ?? .nan, 362, accuracy: 1e-6)
    }

    /// With `.never`, or in a regular width (`.automatic` then does not limit), the same hard
    /// flick goes as far as the deceleration takes it: the end, card 4 at the margin (1448).
    func testUnlimitedFlicksGoAsFarAsTheDecelerationTakesThem() async throws {
        let never = try rest(AlbumCarousel(limit: .never), after: swipe(360, over: 0.1))
        XCTAssertEqual(carouselOffset(never) ?? .nan, 1448, accuracy: 1e-6)
        let regular = try rest(AlbumCarousel().environment(\.horizontalSizeClass, .regular), after: swipe(360, over: 0.1))
        XCTAssertEqual(carouselOffset(regular) ?? .nan, 1448, accuracy: 1e-6)
    }

    /// `.alwaysByFew` moves at most max(2, ⌊390 / 362⌋) = 2 cards: card 2 (724).
    func testAlwaysByFewMovesAFewCards() async throws {
        let host = try rest(AlbumCarousel(limit: .alwaysByFew), after: swipe(360, over: 0.1))
        XCTAssertEqual(carouselOffset(host) ?? .nan, 724, accuracy: 1e-6)
    }

    /// A moderate flick with `.never` (200 points at 1000 pt/s) would glide to
    /// 200 + 499.5 = 699.5: it rests on card 2's stop (724), the nearest, 24.5 points beyond.
    func testTheNearestStopToTheGlideWins() async throws {
        let host = try rest(AlbumCarousel(limit: .never), after: swipe(200, over: 0.2))
        XCTAssertEqual(carouselOffset(host) ?? .nan, 724, accuracy: 1e-6)
    }

    /// Snapping onto a card ahead is a deceleration that starts with the release velocity: the
    /// content moves on in the flick's direction, never back, never past the card, and is at
    /// rest on it, exactly, at τ = 3 × 262 / 500 = 1.57 s after the release.
    func testTheMotionToTheCardIsASmoothDeceleration() async throws {
        let host = try SceneHost(AlbumCarousel(), size: phone)
        host.send(swipe(100, over: 0.2).events(fps: 60))
        var offsets: [CGFloat] = []
        for k in 18...120 {
            host.advance(to: Double(k) / 60)
            offsets.append(carouselOffset(host) ?? .nan)
        }
        // Released at t = 0.3 (between frames 18 and 19) at 100 points (the drag is sampled 240
        // times a second, 2.08 points a sample); 500 pt/s is 8.33 points a frame.
        XCTAssertEqual(offsets[0], 100, accuracy: 2.5)
        XCTAssertEqual(offsets[2] - offsets[1], 500.0 / 60, accuracy: 0.5)
        for (a, b) in zip(offsets, offsets.dropFirst()) { XCTAssertGreaterThanOrEqual(b, a) }
        XCTAssertLessThanOrEqual(offsets.max() ?? .nan, 362)
        XCTAssertEqual(offsets.last, 362)
    }

    /// The carousel flicked gently, as a filmstrip (looked at against iOS 17): album 1 inside
    /// the margins with album 2 peeking; under the finger; gliding; album 2 at the margin with
    /// album 1 peeking at the left and album 3 at the right.
    func testCarouselFlickFrames() async {
        assertFrames(
            of: AlbumCarousel(), size: CGSize(width: 390, height: 220), input: swipe(100, over: 0.2),
            sampling: .times([0, 0.3, 0.45, 0.6, 0.9, 2]), columns: 3)
    }

    // MARK: paging

    /// A flick on the pager (360 points at 3600 pt/s) moves exactly one page: 390 points.
    func testAFlickMovesThePagerOnePage() async throws {
        let host = try rest(OnboardingPager(), after: swipe(360, over: 0.1, from: 370), size: CGSize(width: 390, height: 600))
        XCTAssertEqual(host.displayList().textFrame("Discover")?.midX ?? .nan, 195, accuracy: 1e-6)
    }

    /// Page by page: three flicks reach the last page (offset 1170); a fourth stays there (the
    /// end of the range); a flick back returns one page (780).
    func testFlicksPageOneAtATimeAndStopAtTheEnd() async throws {
        let host = try SceneHost(OnboardingPager(), size: CGSize(width: 390, height: 600))
        for i in 0..<4 { host.send(swipe(360, over: 0.1, from: 370, start: 0.1 + Double(i) * 1.5).events(fps: 60)) }
        host.advance(to: 7)
        XCTAssertEqual(host.displayList().textFrame("Start")?.midX ?? .nan, 195, accuracy: 1e-6)
        host.send(swipe(-360, over: 0.1, from: 10, start: 7.1).events(fps: 60))
        host.advance(to: 10)
        XCTAssertEqual(host.displayList().textFrame("Share")?.midX ?? .nan, 195, accuracy: 1e-6)
    }

    /// A slow drag released at rest (held still for 0.2 s) settles on the nearer page: 150 of
    /// 390 points goes back to page 0, 250 goes on to page 1.
    func testASlowDragSettlesOnTheNearerPage() async throws {
        let back = try SceneHost(OnboardingPager(), size: CGSize(width: 390, height: 600))
        back.send(pressHoldRelease(distance: 150))
        back.advance(to: 4)
        XCTAssertEqual(back.displayList().textFrame("Welcome")?.midX ?? .nan, 195, accuracy: 1e-6)
        let on = try SceneHost(OnboardingPager(), size: CGSize(width: 390, height: 600))
        on.send(pressHoldRelease(distance: 250))
        on.advance(to: 4)
        XCTAssertEqual(on.displayList().textFrame("Discover")?.midX ?? .nan, 195, accuracy: 1e-6)
    }

    /// Pointer events of a press at x 300 that moves left `distance` points over 0.5 s, holds
    /// still for 0.2 s and lifts (so it lifts at rest).
    func pressHoldRelease(distance: CGFloat) -> [PointerEvent] {
        var events = [PointerEvent(.down, at: CGPoint(x: 300, y: 300), time: 0.1)]
        for k in 1...30 { events.append(PointerEvent(.move, at: CGPoint(x: 300 - distance * CGFloat(k) / 30, y: 300), time: 0.1 + Double(k) / 60)) }
        for k in 1...12 { events.append(PointerEvent(.move, at: CGPoint(x: 300 - distance, y: 300), time: 0.6 + Double(k) / 60)) }
        events.append(PointerEvent(.up, at: CGPoint(x: 300 - distance, y: 300), time: 0.8))
        return events
    }

    /// A vertical pager pages by the visible height: a flick up moves one 600-point page.
    func testVerticalPagingMovesOneScreenHeight() async throws {
        let host = try rest(
            ClipFeed(),
            after: InputScript {
                Drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 100), start: 0.1, duration: 0.1)
            }, size: CGSize(width: 390, height: 600))
        let tops = host.displayList().fillBoxes.filter { $0.height == 600 }.map(\.minY)
        XCTAssertTrue(tops.contains { abs($0) < 1e-6 }, "a clip rests at the top: \(tops)")
        XCTAssertTrue(tops.contains { abs($0 + 600) < 1e-6 }, "the first clip is one page up: \(tops)")
    }

    // MARK: custom behaviors and the motion

    /// A custom behavior's target is where the scroll rests: a 500 pt/s flick of 100 points
    /// would glide to 349.75; the tenths behavior (39 points in a 390-point scroll view) moves
    /// it to 9 × 39 = 351.
    func testACustomBehaviorChoosesTheRestingOffset() async throws {
        let host = try rest(TenthsStrip(), after: swipe(100, over: 0.2), size: CGSize(width: 390, height: 100))
        let first = host.displayList().fillBoxes.filter { $0.width == 100 }.first
        XCTAssertEqual(first?.minX ?? .nan, -351, accuracy: 1e-6)
    }

    /// The ease-out onto a target ahead: it starts at the release offset with the release
    /// velocity (3d/τ = v₀) and ends exactly on the target at τ. A target behind is reached by
    /// the spring from the same start and velocity.
    func testTargetDecelerationIsContinuousWithTheReleaseAndEndsOnTheTarget() async {
        // 262 points ahead at 600 pt/s: τ = 3 × 262 / 600 = 1.31 s.
        let ahead = ScrollTargetDeceleration(startTime: 1, startOffset: 100, velocity: 600, target: 362)
        XCTAssertEqual(ahead.offset(at: 1), 100)
        XCTAssertEqual(ahead.velocity(at: 1), 600, accuracy: 1e-9)
        XCTAssertEqual((ahead.offset(at: 1.0001) - 100) / 0.0001, 600, accuracy: 0.1)
        XCTAssertEqual(ahead.offset(at: 1.5), 362 - 262 * pow(1 - 0.5 / 1.31, 3), accuracy: 1e-9)
        XCTAssertEqual(ahead.offset(at: 1 + 1.31), 362)
        XCTAssertEqual(ahead.velocity(at: 1 + 1.31), 0)
        let behind = ScrollTargetDeceleration(startTime: 0, startOffset: 100, velocity: 300, target: 0)
        XCTAssertEqual(behind.velocity(at: 0), 300, accuracy: 1e-9)
        XCTAssertGreaterThan(behind.offset(at: 0.01), 100, "it carries on before it turns")
        XCTAssertEqual(behind.offset(at: 3), 0)
    }

    /// Scroll views without a behavior decelerate as before: the same gentle flick on a strip
    /// without `scrollTargetBehavior` rests where the glide ends, 349.75 (to within the drag
    /// gesture's sampled velocity).
    func testWithoutABehaviorTheGlideIsUnchanged() async throws {
        let plain = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.gray.frame(width: 100, height: 100) } }
        }
        let host = try rest(plain, after: swipe(100, over: 0.2), size: CGSize(width: 390, height: 100))
        let first = host.displayList().fillBoxes.filter { $0.width == 100 }.first
        XCTAssertEqual(first?.minX ?? .nan, -349.75, accuracy: 1)
    }

    /// The size classes read their defaults when nothing sets them (an iPhone in portrait), and
    /// what `.environment` sets otherwise; an optional key's non-nil default is not read as nil.
    func testSizeClassesDefaultToAnIPhoneInPortrait() async {
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.horizontalSizeClass, .compact)
        XCTAssertEqual(environment.verticalSizeClass, .regular)
        environment.horizontalSizeClass = nil
        XCTAssertNil(environment.horizontalSizeClass)
    }
}
