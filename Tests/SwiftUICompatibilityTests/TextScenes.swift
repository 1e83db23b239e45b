// SwiftUI-style text code, as sample code writes it; imports only SceneGraph.
import SceneGraph
import XCTest

/// A typography sampler in the manner of tutorial code.
struct TypographySampler: View {
    let price = 12.5
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("**Bold**, _italic_, ~~struck~~ and `code`")
            Text("Read the [guide](https://example.com) first")
            Text("Total: ") + Text("\(price, specifier: "%.2f") €").bold().foregroundColor(.green)
            Text("Underlined").underline()
            Text("Struck in red").strikethrough(color: .red)
            Text("Tracking 4").tracking(4)
            Text("Raised").baselineOffset(6) + Text(" and level")
            Text("upper case").textCase(.uppercase)
            Text("Serif design").fontDesign(.serif)
            Text("Semibold view").fontWeight(.semibold).italic()
            Text("snake_case_name stays")
            Text("日本語のテキスト 😀 emoji")
            Text("Line one\nLine two with spacing").lineSpacing(6)
        }
        .padding()
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// SwiftUI's `specifier:` interpolation (a printf format).
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }
}

@MainActor
final class TextSceneTests: XCTestCase {
    func item(_ v: some View) throws -> TextItem {
        let host = try SceneHost(v, size: CGSize(width: 300, height: 100))
        for case .text(let t, _) in host.displayList().items { return t }
        throw XCTSkip("no text")
    }

    /// Markdown in a literal becomes runs: bold (weight 700), italic, struck, code (monospaced).
    func testMarkdownLiteralIsParsed() async throws {
        let t = try item(Text("**Bold** and _it_ ~~x~~ `c`"))
        XCTAssertEqual(t.string, "Bold and it x c")
        let runs = try XCTUnwrap(t.styled).runs
        XCTAssertTrue(runs.contains(StyledText.Run("Bold", weight: 700)), "\(runs)")
        XCTAssertTrue(runs.contains(StyledText.Run("it", italic: true)), "\(runs)")
        XCTAssertTrue(runs.contains(StyledText.Run("x", strikethrough: StyledText.Decoration())), "\(runs)")
        XCTAssertTrue(runs.contains(StyledText.Run("c", family: "Noto Sans Mono")), "\(runs)")
    }

    /// A `String` variable is drawn verbatim, and a literal without Markdown draws as plain text.
    func testStringVariableIsVerbatim() async throws {
        let s = "**not bold**"
        XCTAssertEqual(try item(Text(s)).string, "**not bold**")
        XCTAssertNil(try item(Text(s)).styled)
        XCTAssertNil(try item(Text("plain")).styled)
        XCTAssertEqual(try item(Text("snake_case_name")).string, "snake_case_name")
    }

    /// `Text + Text` keeps each side's colour and weight.
    func testConcatenatedTextsKeepTheirStyles() async throws {
        let t = try item(Text("a") + Text("b").bold().foregroundColor(.red))
        XCTAssertEqual(t.string, "ab")
        XCTAssertEqual(t.styled?.runs, [StyledText.Run("a"), StyledText.Run("b", weight: 700, color: Color.red.resolved)])
    }

    /// Decorations and spacing reach the display list as run fields, in points.
    func testDecorationsBecomeRunFields() async throws {
        XCTAssertEqual(try item(Text("u").underline()).styled?.runs, [StyledText.Run("u", underline: StyledText.Decoration())])
        XCTAssertEqual(try item(Text("k").tracking(2)).styled?.runs, [StyledText.Run("k", spacing: 2)])
        XCTAssertEqual(try item(Text("r").baselineOffset(3)).styled?.runs, [StyledText.Run("r", baselineOffset: 3)])
        XCTAssertEqual(
            try item(Text("x").underline().foregroundColor(.blue)).styled?.runs,
            [StyledText.Run("x", color: Color.blue.resolved, underline: StyledText.Decoration())])
    }

    /// `.textCase(.uppercase)` on a view upper-cases what its texts draw.
    func testTextCaseAppliesToTheDrawnString() async throws {
        XCTAssertEqual(try item(Text(verbatim: "Hello").textCase(.uppercase)).string, "HELLO")
    }

    /// `.bold()` on a view keeps the environment's font size (title, 28) and sets weight 700.
    func testBoldOnAViewKeepsTheFontSize() async throws {
        let t = try item(Text(verbatim: "T").bold().font(.title))
        XCTAssertEqual(t.font.size, 28)
        XCTAssertEqual(t.font.weight, 700)
    }

    /// Dates are written in English and UTC: 1 h 2 min after the epoch is "1:02 AM" on January 1, 2001.
    func testDateStyles() async throws {
        let date = SceneHost.epoch.addingTimeInterval(3720)
        XCTAssertEqual(try item(Text(date, style: .time)).string, "1:02 AM")
        XCTAssertEqual(try item(Text(date, style: .date)).string, "January 1, 2001")
        XCTAssertEqual(try item(Text(date, style: .relative)).string, "1 hour, 2 minutes")
        XCTAssertEqual(try item(Text(date, style: .timer)).string, "1:02:00")
    }

    /// `Text(value, format:)` writes the value with the format style.
    func testFormatStyle() async throws {
        XCTAssertEqual(try item(Text(42, format: .number)).string, "42")
    }

    /// A proposed height fits whole lines, as SwiftUI's `Text` does: a paragraph in a frame one
    /// line and a half tall draws one line, truncated, and is as tall as that line; a height
    /// below one line still gets one line; an unlimited height wraps every line.
    func testProposedHeightLimitsTheLines() async throws {
        let long = "This is the card content with some description text."
        let host = try SceneHost(Text(long).frame(width: 150), size: CGSize(width: 300, height: 400))
        let free = try XCTUnwrap(host.displayList().items.lazy.compactMap { item -> TextItem? in
            if case .text(let t, _) = item { return t }
            return nil
        }.first)
        XCTAssertNil(free.lineLimit)
        XCTAssertGreaterThan(free.frame.height, 40)
        let oneLine = try item(Text("Title")).frame.height
        XCTAssertGreaterThan(free.frame.height, oneLine * 3)
        for height in [oneLine * 1.5, 4] {
            let t = try item(Text(long).frame(width: 150, height: height))
            XCTAssertEqual(t.lineLimit, 1, "height \(height)")
            XCTAssertEqual(t.frame.height, oneLine, accuracy: 0.5, "height \(height)")
        }
        let two = try item(Text(long).frame(width: 150, height: oneLine * 2.2))
        XCTAssertEqual(two.lineLimit, 2)
        // A line limit below what the height holds stays.
        XCTAssertEqual(try item(Text(long).lineLimit(1).frame(width: 150, height: 200)).lineLimit, 1)
        // A VStack proposed no height (swift-snapshot-testing's `.sizeThatFits`) gives each text one line.
        let host2 = try SceneHost(
            VStack(alignment: .leading) { Text("Title").bold(); Text(long) }.frame(width: 150), size: CGSize(width: 300, height: 400))
        let fitted = host2.sizeThatFits(ProposedViewSize(width: 0, height: 0))
        XCTAssertEqual(fitted.width, 150)
        XCTAssertLessThan(fitted.height, oneLine * 2 + 9)
    }
}
