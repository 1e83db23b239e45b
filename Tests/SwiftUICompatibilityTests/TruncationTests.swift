import SceneGraph
import SceneTesting
import XCTest

/// truncationMode and minimumScaleFactor (TruncationScenes.swift). The numbers use the
/// approximate measurer of `SceneHost` (every character 0.6 × the font size wide).
@MainActor
final class TruncationTests: XCTestCase {
    private func texts(_ view: some View, size: CGSize = CGSize(width: 300, height: 100)) throws -> [TextItem] {
        try SceneHost(view, size: size).displayList().items.compactMap {
            if case .text(let t, _) = $0 { return t }
            return nil
        }
    }

    /// "Quarterly revenue report" (24 characters) at 20 points is 24 × 12 = 288 points wide; on
    /// one line of 150 points it shrinks to 150 / 288 = 0.5208 of its size: a 10.417-point font
    /// (bisection leaves it at most 20/512 = 0.04 points smaller), and its frame is 150 wide.
    func testMinimumScaleFactorShrinksTheFontToFitTheWidth() async throws {
        let view = Text("Quarterly revenue report").font(.system(size: 20))
            .lineLimit(1).minimumScaleFactor(0.3).frame(width: 150)
        let text = try XCTUnwrap(texts(view).first)
        XCTAssertEqual(text.font.size, 10.417, accuracy: 0.045)
        XCTAssertLessThanOrEqual(text.font.size, 10.417)
        XCTAssertLessThanOrEqual(text.frame.width, 150)
        XCTAssertGreaterThan(text.frame.width, 148)
    }

    /// The font shrinks no further than the factor: at 0.5 the text is drawn at 10 points and
    /// cut to one line (the approximate measurer keeps the words that fit: "Quarterly revenue
    /// report", 24 × 6 = 144 points).
    func testMinimumScaleFactorStopsAtTheFactor() async throws {
        let view = Text("Quarterly revenue report for the whole year").font(.system(size: 20))
            .lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
        let text = try XCTUnwrap(texts(view).first)
        XCTAssertEqual(text.font.size, 10, accuracy: 1e-9)
        XCTAssertEqual(text.frame.width, 144, accuracy: 1e-9)
    }

    /// Text that fits keeps its size: "Revenue" (7 × 12 = 84 points) in 150.
    func testTextThatFitsIsNotShrunk() async throws {
        let view = Text("Revenue").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
        let text = try XCTUnwrap(texts(view).first)
        XCTAssertEqual(text.font.size, 20)
        XCTAssertEqual(text.frame.width, 84)
    }

    /// Without a line limit or a height, the text wraps instead of shrinking (as in SwiftUI,
    /// where an unlimited text has room to grow down): "Quarterly revenue report" at 20 points
    /// in 150 wraps onto 3 lines (9, 7 and 6 characters: 108, 84, 72 points) of 24 points.
    func testUnlimitedTextWrapsInsteadOfShrinking() async throws {
        let view = Text("Quarterly revenue report").font(.system(size: 20)).minimumScaleFactor(0.5).frame(width: 150)
        let text = try XCTUnwrap(texts(view, size: CGSize(width: 300, height: 200)).first)
        XCTAssertEqual(text.font.size, 20)
        XCTAssertEqual(text.frame.height, 72)
    }

    /// A height proposal limits the lines too: in 150 × 50 the three 24-point lines do not fit,
    /// so the text shrinks until it wraps onto two lines of at most 25 points each.
    func testProposedHeightLimitsTheText() async throws {
        let view = Text("Quarterly revenue report").font(.system(size: 20)).minimumScaleFactor(0.5).frame(width: 150, height: 50)
        let text = try XCTUnwrap(texts(view, size: CGSize(width: 300, height: 200)).first)
        XCTAssertLessThan(text.font.size, 20)
        XCTAssertGreaterThanOrEqual(text.font.size, 10)
        XCTAssertLessThanOrEqual(text.frame.height, 50)
    }

    /// The truncation mode reaches the drawn text.
    func testTruncationModeReachesTheDrawnText() async throws {
        let view = VStack {
            Text("a").truncationMode(.head)
            Text("b").truncationMode(.middle)
            Text("c")
        }
        XCTAssertEqual(try texts(view).map(\.truncationMode), [.head, .middle, .tail])
    }

    /// Head, middle and tail truncation of one file name (the ellipsis at the start, in the
    /// middle, at the end); a title that fits, one shrunk to half its size and truncated, and
    /// the same title without a scale factor, truncated.
    func testTruncationShowcase() async {
        assertSnapshot(of: TruncationShowcase(), at: 0, size: CGSize(width: 260, height: 250))
    }
}
