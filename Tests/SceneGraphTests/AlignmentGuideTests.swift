import XCTest
@testable import SceneGraph

/// A guide three quarters down a view by default (a custom `AlignmentID`).
private struct LowerQuarterGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.75 }
}

/// A guide at a view's bottom by default, as Apple's "Aligning views across stacks" article
/// defines its custom guide.
private struct MidAccountAndName: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let lowerQuarter = VerticalAlignment(LowerQuarterGuide.self)
    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

/// Text metrics with round numbers: each character 10 points wide, a line `size × 1.5` tall,
/// its baseline `size` points below the line's top.
private final class RoundTextMeasurer: TextMeasurer {
    func measure(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> CGSize {
        let lines = CGFloat(string.split(separator: "\n", omittingEmptySubsequences: false).count)
        let widest = string.split(separator: "\n").map(\.count).max() ?? 0
        return CGSize(width: CGFloat(widest) * 10, height: lines * font.size * 1.5)
    }
    func baselines(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?) -> (first: CGFloat, last: CGFloat) {
        let lines = CGFloat(string.split(separator: "\n", omittingEmptySubsequences: false).count)
        return (font.size, (lines - 1) * font.size * 1.5 + font.size)
    }
}

/// `.alignmentGuide(_:computeValue:)`, custom `AlignmentID`s and text baselines in stacks and
/// frames, with SwiftUI's rules: a child's explicit value replaces its default for that guide;
/// a stack is as thick as its aligned children's union; custom guides pass through stacks
/// (merged as the mean), built-in edges only act in the nearest container, a container's first
/// baseline is its topmost child's and its last the bottommost.
@MainActor
final class AlignmentGuideTests: XCTestCase {
    private let canvas = CGSize(width: 200, height: 100)

    /// Apple's `alignmentGuide` example: rows of a leading `VStack` whose leading guide is
    /// `-10 × index` step right by 10 points each. Three 50 × 10 rows: guides 0, −10, −20 meet
    /// at the largest (0), so the rows sit at x 0, 10, 20 of a 70-point-wide stack (0 + the
    /// largest 50 + 20), centred in the 200-point canvas from x 65; 30 points tall from y 35.
    func testNegativeLeadingGuidesStepRowsRight() async throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { index in
                Color.red.frame(width: 50, height: 10)
                    .alignmentGuide(.leading) { _ in CGFloat(index) * -10 }
            }
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 65, y: 35, width: 50, height: 10),
                CGRect(x: 75, y: 45, width: 50, height: 10),
                CGRect(x: 85, y: 55, width: 50, height: 10)
            ])
    }

    /// A guide computed from the view's own dimensions: the short bar's leading guide at its
    /// trailing edge (`d[.trailing]`, 40) lines up with the long bar's leading edge, so the
    /// short bar ends where the long one starts. Stack: 40 + 100 = 140 wide, from x 30.
    func testGuideFromTheViewsOwnDimensions() async throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 70, y: 40, width: 100, height: 10),
                CGRect(x: 30, y: 50, width: 40, height: 10)
            ])
    }

    /// An explicit top guide in an `HStack(alignment: .top)`: the square whose top guide is 10
    /// points down starts 10 points above its neighbour; the row is 10 + 30 = 40 tall.
    func testExplicitTopGuideRaisesTheView() async throws {
        let view = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 20, height: 30)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }
        }
        let host = try SceneHost(view, size: canvas)
        // Row 40 × 40 centred: origin (80, 30). Red's top guide 0 meets blue's 10 at y 10.
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 80, y: 40, width: 20, height: 30),
                CGRect(x: 100, y: 30, width: 20, height: 20)
            ])
    }

    /// A custom guide's default comes from its `AlignmentID`: three quarters down each view.
    /// Heights 40 and 20 put the guides at 30 and 15, so the short view starts 15 points lower;
    /// the row is 30 + max(10, 5) = 40 tall.
    func testCustomGuideDefaultValue() async throws {
        let view = HStack(alignment: .lowerQuarter, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 20)
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 90, y: 30, width: 10, height: 40),
                CGRect(x: 100, y: 45, width: 10, height: 20)
            ])
    }

    /// Apple's "Aligning views across stacks": a custom guide set on one view inside each of
    /// two `VStack`s aligns those views across the `HStack`. Left column 10, 20, 10 tall with
    /// the guide at the 20-point view's centre (10 + 10 = 20 from the column's top); right
    /// column 30, 10 tall with the guide at the 30-point view's centre (15). The columns meet at
    /// 20: the right one starts 5 lower; the row is 20 + max(40 − 20, 40 − 15) = 45 tall, 20 +
    /// 30 = 50 wide, from (75, 28).
    func testCustomGuidePassesThroughStacks() async throws {
        let view = HStack(alignment: .midAccountAndName, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 20, height: 20)
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Color.red.frame(width: 10, height: 10)
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30)
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Color.blue.frame(width: 10, height: 10)
            }
        }
        let host = try SceneHost(view, size: canvas)
        // The canvas puts its content at whole points: the row's top 27.5 goes to 28.
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 80, y: 28, width: 10, height: 10),
                CGRect(x: 75, y: 38, width: 20, height: 20),
                CGRect(x: 80, y: 58, width: 10, height: 10),
                CGRect(x: 95, y: 33, width: 30, height: 30),
                CGRect(x: 105, y: 63, width: 10, height: 10)
            ])
    }

    /// Built-in edges act in the nearest stack only: a top guide set inside a `VStack` is not
    /// the `VStack`'s, so in an `HStack(alignment: .top)` both columns start at the same y.
    func testBuiltInGuideDoesNotPassThroughAStack() async throws {
        let view = HStack(alignment: .top, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }
            }
            Color.blue.frame(width: 20, height: 30)
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 80, y: 35, width: 20, height: 20),
                CGRect(x: 100, y: 35, width: 20, height: 30)
            ])
    }

    /// A `ZStack` lines its children's guides up on both axes: the small square's leading and
    /// top guides at (−10, −10) put it 10 points right of and below the large one's corner.
    func testZStackUsesExplicitGuidesOnBothAxes() async throws {
        let view = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in -10 }
                .alignmentGuide(.top) { _ in -10 }
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 80, y: 30, width: 40, height: 40),
                CGRect(x: 90, y: 40, width: 10, height: 10)
            ])
    }

    /// A frame aligns its content's guide with its own: a leading guide of 10 in a 100-point
    /// leading frame puts the 30-point content 10 points before the frame's leading edge.
    func testFrameAlignsTheContentsGuideWithItsOwn() async throws {
        let view = Color.red.frame(width: 30, height: 10)
            .alignmentGuide(.leading) { _ in 10 }
            .frame(width: 100, height: 10, alignment: .leading)
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(host.displayList().fillRects, [CGRect(x: 40, y: 45, width: 30, height: 10)])
    }

    /// `.firstTextBaseline` lines the texts' baselines up: a 20-point title (baseline 20 down,
    /// 30 tall) and a 10-point caption (baseline 10 down, 15 tall) put the caption's top 10
    /// points below the title's; the row is 20 + max(10, 5) = 30 tall.
    func testFirstTextBaselineAlignsTextOfTwoSizes() async throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 20))
            Text("small").font(.system(size: 10))
        }
        let host = try SceneHost(view, size: canvas, textMeasurer: RoundTextMeasurer())
        // Row 80 × 30 centred in the canvas: from (60, 35).
        XCTAssertEqual(
            textFrames(host),
            [
                CGRect(x: 60, y: 35, width: 30, height: 30),
                CGRect(x: 90, y: 45, width: 50, height: 15)
            ])
    }

    /// A `Grid` row aligned by `.firstTextBaseline` puts its cells' baselines on one line, as
    /// an `HStack` does: a 20-point title (baseline 20 down, 30 tall) and a 10-point caption
    /// padded by 16 (baseline 26 down, 47 tall) meet at 26; the title starts 6 points down, and
    /// the row is 26 + max(30 − 20, 47 − 26) = 47 tall. Columns: 30 and 50 + 32 wide, 8 apart:
    /// the grid is 120 × 47, centred from (40, 27) (26.5 rounded).
    func testGridRowAlignsFirstTextBaselines() async throws {
        let view = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Big").font(.system(size: 20))
                Text("small").font(.system(size: 10)).padding(16)
            }
        }
        let host = try SceneHost(view, size: canvas, textMeasurer: RoundTextMeasurer())
        XCTAssertEqual(
            textFrames(host),
            [
                CGRect(x: 40, y: 27 + 6, width: 30, height: 30),
                CGRect(x: 40 + 30 + 8 + 16, y: 27 + 16, width: 50, height: 15)
            ])
    }

    /// A stack's last baseline is its bottommost child's: a two-line 10-point text's last
    /// baseline is 15 + 10 = 25 down; beside a one-line 20-point text (baseline 20) it starts 5
    /// points higher. With `.firstTextBaseline` the two would meet at 10 and 20 instead.
    func testLastTextBaselineUsesTheLastLine() async throws {
        let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("ab\ncd").font(.system(size: 10))
            Text("Big").font(.system(size: 20))
        }
        let host = try SceneHost(view, size: canvas, textMeasurer: RoundTextMeasurer())
        // Guides 25 and 20 meet at 25: the big text starts 5 down; the row is 25 + max(5, 10) = 35
        // tall, its top at (100 − 35) / 2 = 32.5, which the canvas puts at the whole point 33.
        XCTAssertEqual(
            textFrames(host),
            [
                CGRect(x: 75, y: 33, width: 20, height: 30),
                CGRect(x: 95, y: 38, width: 30, height: 30)
            ])
    }

    /// A `VStack`'s first baseline is its first text's, moved by where the stack puts it: a
    /// `VStack` of a 20-point-tall square and a 10-point text has its first baseline at 20 + 10
    /// = 30; beside a 20-point text (baseline 20) the column starts 10 points higher.
    func testStackPassesItsFirstTextsBaselineOn() async throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 20)
                Text("x").font(.system(size: 10))
            }
            Text("Y").font(.system(size: 20))
        }
        let host = try SceneHost(view, size: canvas, textMeasurer: RoundTextMeasurer())
        // Guides 30 and 20 meet at 30: the row is 30 + max(35 − 30, 30 − 20) = 40 tall and
        // 10 + 10 wide, from (90, 30); the big text starts 30 − 20 = 10 points down.
        XCTAssertEqual(host.displayList().fillRects, [CGRect(x: 90, y: 30, width: 10, height: 20)])
        XCTAssertEqual(
            textFrames(host),
            [
                CGRect(x: 90, y: 50, width: 10, height: 15),
                CGRect(x: 100, y: 40, width: 10, height: 30)
            ])
    }

    /// `combineExplicit` merges several explicit values: the mean for a custom guide and a
    /// built-in edge, the smallest for the first text baseline, the largest for the last (nil
    /// values are skipped).
    func testCombineExplicitRules() async throws {
        XCTAssertEqual(VerticalAlignment.lowerQuarter.combineExplicit([10, nil, 20, 30]), 20)
        XCTAssertEqual(VerticalAlignment.firstTextBaseline.combineExplicit([12, 30, nil]), 12)
        XCTAssertEqual(VerticalAlignment.lastTextBaseline.combineExplicit([12, 30, nil]), 30)
        XCTAssertNil(VerticalAlignment.lowerQuarter.combineExplicit([nil, nil]))
        // SwiftUI documents the built-in guides' method as the mean too.
        XCTAssertEqual(HorizontalAlignment.leading.combineExplicit([4, 8]), 6)
    }

    /// `LayoutSubview.dimensions(in:)` gives a custom layout the subview's explicit guides.
    func testLayoutSubviewDimensionsCarryExplicitGuides() async throws {
        struct GuideReader: Layout {
            let seen: Box
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                let d = subviews[0].dimensions(in: .unspecified)
                seen.values = [d[.leading], d[explicit: HorizontalAlignment.trailing] ?? -1, d[.trailing]]
                return d.size
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let seen = Box()
        _ = try SceneHost(
            GuideReader(seen: seen) { Color.red.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 7 } },
            size: canvas)
        // Leading explicitly 7; no explicit trailing (−1 marks nil); trailing by default 40.
        XCTAssertEqual(seen.values, [7, -1, 40])
    }

    /// A non-finite guide value is reported and the guide's default is used.
    func testNonFiniteGuideUsesTheDefault() async throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in .nan }
        }
        let host = try SceneHost(view, size: canvas)
        XCTAssertEqual(
            host.displayList().fillRects,
            [
                CGRect(x: 75, y: 40, width: 50, height: 10),
                CGRect(x: 75, y: 50, width: 30, height: 10)
            ])
    }

    private func textFrames(_ host: SceneHost) -> [CGRect] {
        host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.frame } else { return nil } }
    }

    final class Box { var values: [CGFloat] = [] }
}
