import XCTest
@testable import SceneRender

/// A truncated text is as wide as its truncated line, as iOS measures it: an iOS-drawn card
/// around a one-line description truncated in 256 pt is 13 pt narrower than the 256 pt offered
/// (the reference suite's challenge-card-basic, docs/ios-reference.md).
@MainActor
final class TruncatedTextWidthTests: XCTestCase {
    let engine = PangoTextEngine()
    let line = "This is the card content with some description text."

    /// Pango widens the ellipsis glyph to fill the width a truncated line was given, so the
    /// line's logical width is the whole offer; measured with the ellipsis at its own advance,
    /// the line in 256 pt is narrower than 256, no narrower than its ink, and drawn in its own
    /// width it truncates where it did in 256 (the same pixels).
    func testATruncatedLineIsAsWideAsItsText() async throws {
        for design in [Font.Design.default, .rounded, .serif] {
            let font = Font.system(.body, design: design).resolved
            let width = engine.measure(line, font: font, width: 256, lineLimit: 1, scale: 1).width
            // In the default and rounded designs "…with som…" ends 3–4 pt short of 256 (the serif
            // design's wide ellipsis leaves less than a point, 256 once rounded to the pixel).
            if design != .serif { XCTAssertLessThan(width, 254, "\(design)") }
            func drawn(in frameWidth: CGFloat) throws -> RenderedImage {
                let item = TextItem(
                    string: line, font: font, paint: .color(Draw.black), lineLimit: 1,
                    frame: CGRect(x: 0, y: 0, width: frameWidth, height: 30))
                return try Draw.image(300, 30, [.text(item, transform: .identity)])
            }
            let whole = try drawn(in: 256), own = try drawn(in: width)
            XCTAssertEqual(own, whole, "\(design): drawn in its measured width it truncates where it did in 256")
            // The rightmost inked column lies inside the measured width.
            var inkRight = 0
            for y in 0..<whole.height {
                for x in 0..<whole.width where whole.pixels[(y * whole.width + x) * 4] < 200 { inkRight = max(inkRight, x + 1) }
            }
            XCTAssertLessThanOrEqual(CGFloat(inkRight), width + 1, "\(design)")
            XCTAssertGreaterThan(CGFloat(inkRight), width - 4, "\(design)")
        }
    }

    /// A line that fits is not truncated and keeps its width; unlimited lines wrap as before.
    func testLinesThatFitOrWrapAreMeasuredAsBefore() async throws {
        let font = Font.system(.body).resolved
        let natural = engine.measure("Card Title", font: font, width: nil, lineLimit: nil, scale: 1).width
        XCTAssertEqual(engine.measure("Card Title", font: font, width: 256, lineLimit: 1, scale: 1).width, natural)
        XCTAssertEqual(engine.measure(line, font: font, width: 256, lineLimit: nil, scale: 1).width,
                       engine.measure(line, font: font, width: 256, lineLimit: 3, scale: 1).width)
    }

    /// A card around a truncated line hugs it: the padded background is the line's width plus
    /// the padding, less than the width the card was offered.
    func testACardAroundATruncatedLineHugsIt() async throws {
        let view = Text(line).lineLimit(1).padding(16).background(Color.gray).frame(width: 288)
        let list = try XCTUnwrap(FrameRecorder(size: CGSize(width: 320, height: 100)).displayLists(view, times: [0]).first)
        let text = try XCTUnwrap(list.items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item { return t }
            return nil
        }.first)
        XCTAssertLessThan(text.frame.width, 254)
        let grey = Color.gray.resolved
        let card = try XCTUnwrap(list.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, .color(let c), let t) = item, c == grey { return path.applying(t).boundingRect }
            return nil
        }.first)
        XCTAssertEqual(card.width, text.frame.width + 32, accuracy: 0.01)
    }
}
