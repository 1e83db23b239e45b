import XCTest
@testable import SceneRender

/// #18 item 7: text with many lines is laid out in linear time, in blocks of paragraphs that
/// give the same lines at the same positions as one Pango layout.
@MainActor
final class PangoTextBlocksTests: XCTestCase {
    let font = Font.system(size: 10).resolved

    /// 40,000 one-letter lines (79,999 bytes) took 17 s in one Pango layout, whose cost is about
    /// paragraphs × bytes = 40,000 × 79,999 ≈ 3.2 × 10⁹ steps. In blocks of 64 paragraphs the
    /// work is at most 64 × the bytes (about 5.1 × 10⁶), and the text is 40,000 lines high:
    /// exactly 40,000 times the height of the one line "a" (Pango stacks lines without gaps).
    func testFortyThousandLinesCostWorkLinearInTheText() async {
        let engine = PangoTextEngine()
        let text = Array(repeating: "a", count: 40_000).joined(separator: "\n")
        let blocks = engine.makeBlocks(text, font: font, width: nil, lineLimit: nil, alignment: .leading)
        XCTAssertLessThanOrEqual(engine.layoutWork, 64 * text.utf8.count, "64 paragraphs a layout at most")
        XCTAssertEqual(blocks.blocks.count, 625, "40,000 / 64")
        let one = engine.makeBlocks("a", font: font, width: nil, lineLimit: nil, alignment: .leading)
        XCTAssertEqual(blocks.logicalHeight, 40_000 * one.logicalHeight)
        XCTAssertEqual(blocks.logicalWidth, one.logicalWidth)
    }

    /// A text of at most 64 paragraphs stays one layout, exactly the one it was before (every
    /// golden with text is drawn through it).
    func testShortTextIsOneLayout() async {
        let engine = PangoTextEngine()
        let text = Array(repeating: "line", count: 64).joined(separator: "\n")
        XCTAssertEqual(engine.makeBlocks(text, font: font, width: 80, lineLimit: nil, alignment: .center).blocks.count, 1)
        XCTAssertEqual(
            engine.makeBlocks(text + "\n", font: font, width: 80, lineLimit: nil, alignment: .center).blocks.count, 2,
            "a trailing newline starts a 65th, empty paragraph")
    }

    /// The paragraph delimiters Pango knows (`\n`, `\r\n`, `\r`, U+2029) each end a paragraph,
    /// and a text ending with one has a last, empty paragraph: "a\r\nb\rc\u{2029}d\n" is five.
    func testBlockRangesSplitAtEveryParagraphDelimiter() async {
        let text = "a\r\nb\rc\u{2029}d\n".utf8CString
        let ranges = text.withUnsafeBufferPointer {
            PangoTextBlocks.blockRanges(of: UnsafeBufferPointer(rebasing: $0.dropLast()), perBlock: 1)
        }
        // Bytes: a 0, \r\n 1–2, b 3, \r 4, c 5, U+2029 6–8, d 9, \n 10; 11 bytes.
        XCTAssertEqual(ranges.map(\.bytes), [0..<1, 3..<4, 5..<6, 9..<10, 11..<11])
        XCTAssertEqual(ranges.map(\.paragraphs), [1, 1, 1, 1, 1])
    }

    /// Blocks draw the same pixels as one layout: 150 paragraphs (wrapped ones, empty ones,
    /// CRLF ones) centred in a 180-point frame, cut into blocks of 7 paragraphs (22 block
    /// boundaries), against the whole text in one layout.
    func testBlocksDrawTheSamePixelsAsOneLayout() async throws {
        let paragraphs = (0..<150).map { i -> String in
            switch i % 5 {
            case 0: return "Paragraph \(i) is long enough to wrap onto a second line in this frame"
            case 1: return ""
            case 2: return "short \(i)\r"
            default: return "line \(i)"
            }
        }
        let text = paragraphs.joined(separator: "\n")
        let item = TextItem(
            string: text, font: font, paint: .color(Draw.black), alignment: .center,
            frame: CGRect(x: 10, y: 5, width: 180, height: 2_600))
        try assertBlocksMatchOneLayout(item, canvas: CGSize(width: 200, height: 2_620))
    }

    /// The same for styled runs (with line spacing) laid out without a width, trailing aligned:
    /// runs cross block boundaries, and each block is shifted to the widest one.
    func testStyledBlocksDrawTheSamePixelsAsOneLayout() async throws {
        var runs: [StyledText.Run] = []
        var plain = ""
        for i in 0..<90 {
            let run = i % 3 == 0 ? "row \(i) with a wider run\n" : "row \(i)\n"
            runs.append(
                i % 4 == 0
                    ? StyledText.Run(run, weight: 700, color: Color.Resolved(red: 0.75, green: 0, blue: 0))
                    : StyledText.Run(run))
            plain += run
        }
        let item = TextItem(
            string: plain, font: font, paint: .color(Draw.black), alignment: .trailing,
            frame: CGRect(x: 0, y: 0, width: 190, height: 1_300),
            styled: StyledText(runs: runs, lineHeight: 14000 / 1024))
        try assertBlocksMatchOneLayout(item, canvas: CGSize(width: 200, height: 1_300))
    }

    /// The same at sizes and letter spacings whose line positions fall on odd 1/1024 points:
    /// a block shifted by the difference of widths was drawn from a point cairo keeps in 1/256
    /// of a pixel, and a glyph on a half pixel landed a pixel off (9.6875 pt, trailing: 40
    /// pixels of one glyph; 16.47 pt centred: 397). Trailing and centred. Not covered: a block's
    /// top is still such a point, so where the tops of blocks fall between cairo's 1/256 pixels a
    /// glyph on a half pixel can land a pixel lower than in one layout (16.47 pt: one line).
    func testBlocksAtFractionalSizesDrawTheSamePixelsAsOneLayout() async throws {
        for (size, alignment) in [(9.6875, TextAlignment.trailing), (9.6875, .center), (13.3, .trailing), (15.5, .center)] {
            var runs: [StyledText.Run] = []
            var plain = ""
            for i in 0..<90 {
                let run = i % 3 == 0 ? "row \(i) with a wider run\n" : "row \(i)\n"
                runs.append(i % 4 == 0 ? StyledText.Run(run, weight: 700, spacing: 0.4) : StyledText.Run(run))
                plain += run
            }
            let item = TextItem(
                string: plain, font: Font.system(size: size).resolved, paint: .color(Draw.black), alignment: alignment,
                frame: CGRect(x: 0.3, y: 0, width: 240, height: 1_300),
                styled: StyledText(runs: runs, lineHeight: 14000 / 1024))
            try assertBlocksMatchOneLayout(item, canvas: CGSize(width: 250, height: 1_300))
        }
    }

    /// A text drawn again (the next frame) is not laid out again, and draws the same pixels; a
    /// text drawn at another scale draws as a fresh renderer draws it.
    func testATextDrawnAgainIsNotLaidOutAgain() async throws {
        let item = TextItem(
            string: "Wi-Fi and Bluetooth", font: font, paint: .color(Draw.black), alignment: .leading,
            frame: CGRect(x: 4, y: 4, width: 150, height: 20))
        let list = DisplayList(size: CGSize(width: 160, height: 30), items: [.text(item, transform: .identity)])
        let renderer = CairoRenderer()
        let first = try renderer.render(list, scale: 2)
        let work = renderer.textEngine.layoutWork
        let again = try renderer.render(list, scale: 2)
        XCTAssertEqual(renderer.textEngine.layoutWork, work, "drawn from the layout of the first frame")
        XCTAssertEqual(again.pixels, first.pixels)
        let atThree = try renderer.render(list, scale: 3)
        XCTAssertEqual(atThree.pixels, try CairoRenderer().render(list, scale: 3).pixels)
        XCTAssertEqual(try renderer.render(list, scale: 2).pixels, first.pixels)
    }

    private func assertBlocksMatchOneLayout(
        _ item: TextItem, canvas: CGSize, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let list = DisplayList(size: canvas, items: [.text(item, transform: .identity)])
        let blocked = CairoRenderer(), single = CairoRenderer()
        blocked.textEngine.paragraphsPerBlock = 7
        single.textEngine.paragraphsPerBlock = .max
        let a = try blocked.render(list), b = try single.render(list)
        XCTAssertGreaterThan(
            blocked.textEngine.makeBlocks(
                item.string, font: item.font, width: nil, lineLimit: nil,
                alignment: item.alignment, styled: item.styled
            ).blocks.count,
            10, "the text must be cut into blocks for the test to mean anything", file: file, line: line)
        let inked = stride(from: 0, to: a.pixels.count, by: 4).filter { a.pixels[$0] < 128 }.count
        XCTAssertGreaterThan(inked, 1_000, "text was drawn", file: file, line: line)
        let differing = stride(from: 0, to: a.pixels.count, by: 4).filter { (i: Int) -> Bool in
            a.pixels[i..<i + 4] != b.pixels[i..<i + 4]
        }
        XCTAssertEqual(
            differing.count, 0, "first differing pixel at y = \(differing.first.map { $0 / 4 / a.width } ?? -1)",
            file: file, line: line)
        for width: CGFloat? in [nil, item.frame.width] {
            XCTAssertEqual(
                blocked.textEngine.measure(item.string, font: item.font, width: width, lineLimit: nil),
                single.textEngine.measure(item.string, font: item.font, width: width, lineLimit: nil), file: file, line: line)
            if let styled = item.styled {
                XCTAssertEqual(
                    blocked.textEngine.measure(styled, font: item.font, width: width, lineLimit: nil),
                    single.textEngine.measure(styled, font: item.font, width: width, lineLimit: nil),
                    file: file, line: line)
            }
        }
    }

    /// End to end: a `Text` of 200,000 newlines (in one layout about 25 × the 17 s of 40,000
    /// lines, minutes; 1 MB of them took more than three) is measured, laid out and drawn: the
    /// frame shows its first lines' space, white, and the text is 200,001 lines high.
    func testTwoHundredThousandNewlinesAreLaidOutAndDrawn() async throws {
        let engine = PangoTextEngine()
        let text = String(repeating: "\n", count: 200_000)
        let size = engine.measure(text, font: font, width: 100, lineLimit: nil)
        let one = engine.makeBlocks("", font: font, width: 100, lineLimit: nil, alignment: .leading)
        XCTAssertEqual(Double(size.height), (Double(one.logicalHeight) * 200_001 / 1024).rounded(.up))
        XCTAssertLessThanOrEqual(engine.layoutWork, 64 * text.utf8.count, "64 paragraphs a layout at most")
        let image = try Draw.view(VStack { Text(verbatim: text + "end") }, 60, 40)
        XCTAssertEqual(image.rgba(30, 20), [255, 255, 255, 255])
    }
}
