import SceneGraph
import XCTest

/// An iOS 17 carousel as sample code writes it: each card two thirds of the scroll view, with
/// a peek of the next.
private struct PeekingCarousel: View {
    let colors: [Color] = [.red, .orange, .green, .blue]
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<colors.count, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(colors[i])
                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 120)
    }
}

/// Full-width pages in a scroll view narrower than the scene.
private struct Pages: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.purple.containerRelativeFrame([.horizontal, .vertical]) }
            }
        }
        .frame(width: 300, height: 100)
    }
}

/// Full-width pages in a scroll view of their own, with no inputs (so that a change around them
/// does not evaluate them again).
private struct PageStrip: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in Color.teal.containerRelativeFrame(.horizontal) }
            }
        }
    }
}

/// A sidebar that widens once the scene appears, narrowing the page strip beside it from 300
/// to 200 points.
private struct WideningSidebar: View {
    @State private var sidebar: CGFloat = 90
    var body: some View {
        HStack(spacing: 0) {
            Color.gray.frame(width: sidebar)
            PageStrip()
        }
        .frame(height: 100)
        .onAppear { sidebar = 190 }
    }
}

/// A banner half the scene high (the closure form), outside any scroll view.
private struct HalfHeightBanner: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.indigo.containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 2 : length }
            Spacer()
        }
    }
}

@MainActor
final class ContainerRelativeFrameTests: XCTestCase {
    func fills(_ list: DisplayList) -> [CGRect] {
        list.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _, let t) = item { return path.boundingRect.applying(t) } else { return nil }
        }
    }

    /// count 3, span 2, spacing 10 in a 400-point scroll view: a part is (400 − 20) / 3, a card
    /// two parts and one gap (263.33 points), the next card 10 points after it.
    func testCountAndSpanFollowSwiftUIsFormula() async throws {
        let cards = fills(try SceneHost(PeekingCarousel(), size: CGSize(width: 400, height: 300)).displayList())
            .filter { $0.height > 100 }
        let card = (400.0 - 20) / 3 * 2 + 10
        guard cards.count == 4 else { return XCTFail("cards: \(cards)") }
        XCTAssertEqual(cards[0].width, card, accuracy: 1e-9)
        XCTAssertEqual(cards[0].height, 120, accuracy: 1e-9)
        XCTAssertEqual(cards[0].minX, 0, accuracy: 1e-9)
        XCTAssertEqual(cards[1].minX, card + 10, accuracy: 1e-9)
    }

    /// The container is the nearest scroll view (300 × 100), not the scene (390 × 844).
    func testTheNearestScrollViewIsTheContainer() async throws {
        let pages = fills(try SceneHost(Pages(), size: CGSize(width: 390, height: 844)).displayList())
        guard pages.count == 3 else { return XCTFail("pages: \(pages)") }
        for (i, page) in pages.enumerated() {
            XCTAssertEqual(page.size, CGSize(width: 300, height: 100))
            XCTAssertEqual(page.minX, 45 + 300 * CGFloat(i), accuracy: 1e-9)
        }
    }

    /// When the scroll view narrows and its content is not evaluated again, the content is
    /// still measured again in the new container: the pages are 200 points wide (sizes cached
    /// in the first layout would leave them at 300).
    func testPagesFollowTheirContainerWhenItChanges() async throws {
        let host = try SceneHost(WideningSidebar(), size: CGSize(width: 390, height: 300))
        host.advance(to: 0.5)
        let pages = fills(host.displayList()).filter { $0.height == 100 && $0.minX >= 190 }
        guard pages.count == 3 else { return XCTFail("pages: \(pages)") }
        XCTAssertEqual(pages.map(\.width), [200, 200, 200])
        XCTAssertEqual(pages[1].minX - pages[0].minX, 200, accuracy: 1e-9)
    }

    /// Outside any scroll view the scene is the container; the closure gets its length and axis.
    func testTheSceneIsTheContainerAndTheClosureGetsItsLength() async throws {
        let banner = fills(try SceneHost(HalfHeightBanner(), size: CGSize(width: 390, height: 800)).displayList())
        XCTAssertEqual(banner.first?.size, CGSize(width: 390, height: 400))
        XCTAssertEqual(banner.first?.minY, 0)
    }

    /// A scene with a safe area (a 47-point status bar, a 34-point home indicator) is a container
    /// of its size less the insets, as SwiftUI subtracts a container's safe-area insets.
    func testTheScenesSafeAreaIsLeftOut() async throws {
        let view = HalfHeightBanner().canvasSafeArea(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let banner = fills(try SceneHost(view, size: CGSize(width: 390, height: 844)).displayList())
        XCTAssertEqual(banner.first?.size, CGSize(width: 390, height: 381.5)) // (844 − 47 − 34) / 2
        XCTAssertEqual(banner.first?.minY, 47)
    }

    /// A count below 1 draws as one part (with a warning naming the parameter), never a NaN size.
    func testACountBelowOneIsOnePart() async throws {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8).frame(height: 10)
        let rects = fills(try SceneHost(view, size: CGSize(width: 200, height: 100)).displayList())
        XCTAssertEqual(rects.first?.width, 200)
    }
}
