import XCTest
@testable import SceneGraph

/// Bars in a bottom-aligned `HStack`, each grown by its own delayed spring (the animated bar
/// chart of tutorials: `.animation(.spring.delay(i × 0.2), value:)` on each bar, or a
/// `withAnimation(.spring.delay(_:))` per bar in a loop): every bar stays on the baseline while
/// it grows. In the loop, the first spring moves the stack, and a later bar's place in it waits
/// for its own delayed spring: running animations go on during a spring's delay, so the two
/// motions keep cancelling until the bar's spring starts.
@MainActor
final class StaggeredBarsTests: XCTestCase {
    func testEveryBarStaysOnTheBaselineWhileItGrows() async throws {
        let h = try SceneHost(StaggeredBars(), size: CGSize(width: 200, height: 200))
        var sawGrowing = false
        for k in 0...60 {
            let t = Double(k) / 60
            h.advance(to: t)
            let bars = h.displayList().fillRects
            XCTAssertEqual(bars.count, 3)
            for bar in bars {
                XCTAssertEqual(bar.maxY, 200, accuracy: 0.01, "at \(t) s a bar's bottom left the baseline: \(bar)")
            }
            // The third bar starts 0.4 s after the first: at 0.3 s the first grows, the third not yet.
            if abs(t - 0.3) < 1e-9 {
                XCTAssertGreaterThan(bars[0].height, 20)
                XCTAssertEqual(bars[2].height, 10, accuracy: 0.01)
                sawGrowing = true
            }
        }
        XCTAssertTrue(sawGrowing)
        h.advance(to: 3)
        XCTAssertEqual(h.displayList().fillRects.map(\.height), [100, 100, 100])
    }

    func testColumnsGrownByStaggeredWithAnimationStayOnTheirLabels() async throws {
        let h = try SceneHost(StaggeredColumns(), size: CGSize(width: 200, height: 200))
        for k in 0...60 {
            let t = Double(k) / 60
            h.advance(to: t)
            let rects = h.displayList().fillRects
            XCTAssertEqual(rects.count, 6)
            // Each column's bar ends 4 pt above its label, which sits on the baseline.
            for c in 0..<3 {
                let bar = rects[2 * c], label = rects[2 * c + 1]
                XCTAssertEqual(label.maxY, 200, accuracy: 0.01, "at \(t) s")
                XCTAssertEqual(bar.maxY, label.minY - 4, accuracy: 0.01, "at \(t) s column \(c): \(bar) over \(label)")
            }
        }
    }
}
