import XCTest
@testable import SceneGraph

/// Dynamic Type: text styles, custom fonts and `@ScaledMetric` at each size category.
@MainActor
final class DynamicTypeTests: XCTestCase {
    private func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        return env
    }

    /// The text styles at the default size, `.large` (HIG "Typography", "Dynamic Type sizes",
    /// iOS): largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, body 17,
    /// callout 16, subheadline 15, footnote 13, caption 12, caption2 11, all regular but the
    /// headline; their leadings 41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13.
    func testTextStylesAtTheDefaultSize() async {
        let expected: [(Font, CGFloat, Int, CGFloat)] = [
            (.largeTitle, 34, 400, 41), (.title, 28, 400, 34), (.title2, 22, 400, 28), (.title3, 20, 400, 25),
            (.headline, 17, 600, 22), (.body, 17, 400, 22), (.callout, 16, 400, 21), (.subheadline, 15, 400, 20),
            (.footnote, 13, 400, 18), (.caption, 12, 400, 16), (.caption2, 11, 400, 13),
        ]
        for (font, size, weight, leading) in expected {
            XCTAssertEqual(font.resolved.size, size)
            XCTAssertEqual(font.resolved.weight, weight)
            XCTAssertEqual(DynamicTypeTable.leading(forSize: size), leading)
            XCTAssertEqual(font.resolve(in: EnvironmentValues()), font.resolved)
        }
    }

    /// Each style takes the table's size for each category: body 14, 15, 16, 17, 19, 21, 23, then
    /// 28, 33, 40, 47, 53 at the accessibility sizes; largeTitle 31 … 60; caption2 11 … 40.
    func testTextStylesScaleByTheTable() async {
        let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let largeTitle: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        let caption2: [CGFloat] = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        for (i, category) in DynamicTypeSize.allCases.enumerated() {
            let env = environment(category)
            XCTAssertEqual(Font.body.resolve(in: env).size, body[i], "\(category)")
            XCTAssertEqual(Font.largeTitle.resolve(in: env).size, largeTitle[i], "\(category)")
            XCTAssertEqual(Font.caption2.resolve(in: env).size, caption2[i], "\(category)")
            // A weight or design given to a style keeps the style's size.
            XCTAssertEqual(Font.system(.body, design: .serif).bold().resolve(in: env).size, body[i])
            // A fixed size does not scale.
            XCTAssertEqual(Font.system(size: 17).resolve(in: env).size, 17)
        }
    }

    /// `Font.custom(_:size:relativeTo:)` scales as its style does (28 relative to title at
    /// `.xxxLarge`: 28 × 34/28 = 34; 10 relative to caption2 at `.accessibility5`: 10 × 40/11);
    /// `custom(_:size:)` scales as body; `custom(_:fixedSize:)` never scales.
    func testCustomFontsScaleRelativeToAStyle() async {
        let xxxl = environment(.xxxLarge), ax5 = environment(.accessibility5)
        XCTAssertEqual(Font.custom("Inter", size: 28, relativeTo: .title).resolve(in: xxxl).size, 34, accuracy: 1e-9)
        XCTAssertEqual(Font.custom("Inter", size: 10, relativeTo: .caption2).resolve(in: ax5).size, 400.0 / 11, accuracy: 1e-9)
        XCTAssertEqual(Font.custom("Inter", size: 34).resolve(in: xxxl).size, 46, accuracy: 1e-9)
        XCTAssertEqual(Font.custom("Inter", fixedSize: 34).resolve(in: ax5).size, 34)
        XCTAssertEqual(Font.custom("Inter", size: 13, relativeTo: .footnote).resolve(in: EnvironmentValues()).size, 13)
    }

    /// `@ScaledMetric` is its value at `.large` and scales as its style at other sizes (40 as body
    /// at `.xxxLarge`: 40 × 23/17; 10 as title at `.xSmall`: 10 × 25/28), read in a body.
    func testScaledMetricScalesWithTheEnvironment() async throws {
        struct Box: View {
            @ScaledMetric var side: CGFloat = 40
            @ScaledMetric(relativeTo: .title) var gap = 10.0
            var body: some View { Color.red.frame(width: side, height: gap) }
        }
        let cases: [(DynamicTypeSize, Double, Double)] = [
            (.large, 40, 10), (.xxxLarge, 40.0 * 23 / 17, 10.0 * 34 / 28), (.xSmall, 40.0 * 14 / 17, 10.0 * 25 / 28),
        ]
        for (category, side, gap) in cases {
            let host = try SceneHost(Box().dynamicTypeSize(category), size: CGSize(width: 200, height: 200))
            let frames = host.displayList().items.compactMap { item -> CGRect? in
                if case .fill(let path, _, _, let transform) = item { return path.boundingRect.applying(transform) } else { return nil }
            }
            XCTAssertEqual(frames.count, 1, "\(category)")
            XCTAssertEqual(Double(frames.first?.width ?? 0), side, accuracy: 1e-6, "\(category)")
            XCTAssertEqual(Double(frames.first?.height ?? 0), gap, accuracy: 1e-6, "\(category)")
        }
    }

    /// A text in a subtree set to `.accessibility3` is laid out at body's 40 pt.
    func testDynamicTypeSizeReachesText() async throws {
        let host = try SceneHost(
            VStack { Text("Big").font(.body) }.environment(\.dynamicTypeSize, .accessibility3), size: CGSize(width: 300, height: 200))
        let texts = host.displayList().items.compactMap { item -> TextItem? in if case .text(let t, _) = item { return t } else { return nil } }
        XCTAssertEqual(texts.first?.font.size, 40)
    }

    /// A heavy rounded system font asks for the heavy weight (800) of the rounded design's face,
    /// with SF Pro's line height and tracking.
    func testHeavyRoundedKeepsItsWeight() async {
        let font = Font.system(size: 20, weight: .heavy, design: .rounded).resolved
        XCTAssertEqual(font.weight, 800)
        XCTAssertEqual(font.family, "Quicksand")
        XCTAssertEqual(Font.system(size: 12, design: .monospaced).resolved.family, "Noto Sans Mono")
        XCTAssertEqual(Font.body.monospaced().resolved.family, "Noto Sans Mono")
        // The rounded face has SF Pro's line height; the monospaced one its own.
        XCTAssertEqual(font.lineHeight, 20 * SystemFontMetrics.lineHeightPerEm)
        // Tracked by SF Pro's table, as iOS tracks SF Pro Rounded (-0.43 pt at 17 pt); the
        // monospaced face is not.
        XCTAssertEqual(SystemFontMetrics.tracking("Quicksand", size: 17), -0.43, accuracy: 1e-9)
        XCTAssertEqual(SystemFontMetrics.tracking("Quicksand", size: 28), SystemFontMetrics.tracking(forSize: 28))
        XCTAssertEqual(SystemFontMetrics.tracking("Noto Sans Mono", size: 17), 0)
    }
}
