import XCTest
@testable import SceneGraph

/// Buttons, the activity indicator and navigation bars measured against the numbers iOS 17 draws
/// with; each test names the number and its source.
@MainActor
final class ChromeMetricsTests: XCTestCase {
    private func text(_ s: String, in list: DisplayList) -> CGRect? {
        for item in list.items {
            if case .text(let t, let m) = item, t.string == s { return t.frame.applying(m) }
        }
        return nil
    }

    /// iOS 17 draws a `.borderedProminent` button at `.controlSize(.large)` 50.33 pt tall: its
    /// 20.33 pt body line and 15 pt above and below (measured in iOS-drawn reference PNGs; we
    /// padded 14). Here: the body line as our text engine sets it, plus 2 × 15.
    func testLargeProminentButtonPadsFifteenPoints() async throws {
        struct Large: View {
            var body: some View { Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large) }
        }
        let list = try SceneHost(Large(), size: CGSize(width: 390, height: 200)).displayList()
        let label = try XCTUnwrap(text("Continue", in: list))
        let tint = Paint.color(Color.accentColor.resolved)
        let box = try XCTUnwrap(list.items.compactMap { item -> CGRect? in
            guard case .fill(let path, _, tint, let t) = item else { return nil }
            return path.boundingRect.applying(t)
        }.first)
        XCTAssertEqual(box.height, label.height + 30, accuracy: 0.01)
        XCTAssertEqual(box.width, label.width + 40, accuracy: 0.01)
    }

    /// The activity indicator: eight 2 pt spokes from 3.5 to 9.5 pt from the centre (a PNG iOS
    /// 18.1 drew at 3×: the vertical spokes 18 pixels long, 57 from end to end), #3C3C43 at 130,
    /// 108, 86 and 64 of 255 for the darkest and the three behind it, 42 for the rest, the
    /// darkest at 9 o'clock at time 0 (a PNG iOS 18.1 drew of `ProgressView()`: the spokes' cores
    /// over white read 156, 172, 189, 206 and 223, the darkest on the left); 1/8 s later it has
    /// moved on clockwise, to half past ten.
    func testActivityIndicatorSpokes() async throws {
        struct Spinner: View {
            var body: some View { ProgressView() }
        }
        let host = try SceneHost(Spinner(), size: CGSize(width: 100, height: 100))
        func spokes() -> [(center: CGPoint, opacity: Double, box: CGRect)] {
            host.displayList().items.compactMap { item in
                guard case .fill(let path, _, .color(let c), let t) = item, c.opacity < 0.99 else { return nil }
                let box = path.boundingRect.applying(t)
                return (CGPoint(x: box.midX, y: box.midY), Double(c.opacity), box)
            }
        }
        let first = spokes()
        XCTAssertEqual(first.count, 8)
        for (found, expected) in zip(first.map(\.opacity).sorted(), [42.0, 42, 42, 42, 64, 86, 108, 130]) {
            XCTAssertEqual(found, expected / 255, accuracy: 1e-6)
        }
        let darkest = try XCTUnwrap(first.max { $0.opacity < $1.opacity })
        XCTAssertEqual(darkest.center.y, 50, accuracy: 0.01, "9 o'clock")
        XCTAssertLessThan(darkest.center.x, 50)
        XCTAssertEqual(darkest.box.minX, 40.5, accuracy: 0.01, "9.5 pt from the centre")
        XCTAssertEqual(darkest.box.maxX, 46.5, accuracy: 0.01, "3.5 pt from the centre")
        XCTAssertEqual(darkest.box.height, 2, accuracy: 0.01)
        // Behind the darkest, anticlockwise: half past seven is the next darkest.
        let next = try XCTUnwrap(first.first { abs($0.opacity - 108 / 255) < 1e-6 })
        XCTAssertLessThan(next.center.x, 50)
        XCTAssertGreaterThan(next.center.y, 50)
        host.advance(to: 1.0 / 8 + 0.001)
        let later = try XCTUnwrap(spokes().max { $0.opacity < $1.opacity })
        XCTAssertLessThan(later.center.x, 50, "moved clockwise, to half past ten")
        XCTAssertLessThan(later.center.y, 50)
    }

    /// A navigation stack whose screen has no large title reserves only UIKit's 44 pt bar
    /// (`UINavigationBar`'s standard height); a large title adds its 52 pt band (96 pt, the
    /// height of a bar with `prefersLargeTitles` at rest). The first card of a list follows
    /// 35 pt under it.
    func testBarReservesTheLargeTitleBandOnlyForALargeTitle() async throws {
        struct Untitled: View {
            var body: some View { NavigationStack { List { Text("Row") } } }
        }
        struct Inline: View {
            var body: some View {
                NavigationStack { List { Text("Row") }.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
            }
        }
        struct Large: View {
            var body: some View { NavigationView { List { Text("Row") }.navigationTitle("Title") } }
        }
        let size = CGSize(width: 390, height: 844)
        let card = Paint.color(ChromeColors.groupedRow.resolved)
        func cardTop(_ list: DisplayList) -> CGFloat? {
            list.items.compactMap { item -> CGFloat? in
                guard case .fill(let path, _, card, let t) = item else { return nil }
                let box = path.boundingRect.applying(t)
                return box.width < 390 ? box.minY : nil
            }.first
        }
        XCTAssertEqual(try XCTUnwrap(cardTop(SceneHost(Untitled(), size: size).displayList())), 44 + 35, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(cardTop(SceneHost(Inline(), size: size).displayList())), 44 + 35, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(cardTop(SceneHost(Large(), size: size).displayList())), 96 + 35, accuracy: 0.01)
    }
}
