// SwiftUI-style AttributedString code, as settings screens and search results write it;
// imports only SceneGraph.
import SceneGraph
import XCTest

/// A search result that highlights the matched part of its title, in the manner of settings
/// libraries: the whole string cleared, the match given a tinted background.
struct SearchHighlightRow: View {
    let title: String
    let searchText: String

    func highlighted() -> AttributedString {
        var attributed = AttributedString(title)
        attributed.backgroundColor = .clear
        if let range = attributed.range(of: searchText, options: .caseInsensitive) {
            attributed[range].backgroundColor = .accentColor.opacity(0.2)
            attributed[range].font = .body.bold()
        }
        return attributed
    }

    var body: some View {
        HStack {
            Image(systemName: "magnifyingglass")
            Text(highlighted())
            Spacer()
        }
        .padding()
    }
}

/// Runs styled through an `AttributeContainer`, a coloured word, an underlined link and
/// Markdown parsed into an attributed string.
struct AttributedSampler: View {
    var greeting: AttributedString {
        var hello = AttributedString("Hello, ")
        var world = AttributedString("world")
        world.foregroundColor = .orange
        world.font = .title.weight(.heavy)
        var container = AttributeContainer()
        container.underlineStyle = .single
        var tail = AttributedString("!")
        tail.mergeAttributes(container)
        hello.append(world)
        hello.append(tail)
        return hello
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(greeting)
            Text(try! AttributedString(markdown: "**Bold**, *italic* and [a link](https://example.com)"))
            SearchHighlightRow(title: "Display & Brightness", searchText: "bright")
        }
        .padding()
    }
}

@MainActor
final class AttributedTextTests: XCTestCase {
    func styledRuns(_ v: some View) throws -> [StyledText.Run] {
        let host = try SceneHost(v, size: CGSize(width: 320, height: 80))
        // The first text with runs (a symbol is drawn as a text of its icon font).
        for case .text(let t, _) in host.displayList().items where t.styled != nil {
            return try XCTUnwrap(t.styled).runs
        }
        throw XCTSkip("no text")
    }

    /// Each run keeps its attributes: a background over the match only, the bold font of the
    /// match, and the clear background of the rest drawn as nothing.
    func testHighlightedRangeGetsItsBackground() async throws {
        let runs = try styledRuns(SearchHighlightRow(title: "Display & Brightness", searchText: "bright"))
        XCTAssertEqual(runs.map(\.string), ["Display & ", "Bright", "ness"])
        let tint = Color.accentColor.opacity(0.2).resolved
        XCTAssertEqual(runs[1].backgroundColor, tint)
        XCTAssertEqual(runs[1].weight, 700)
        XCTAssertEqual(runs[0].backgroundColor, Color.clear.resolved)
        XCTAssertNil(runs[0].weight)
    }

    /// Foreground colour and font win over the text's modifiers; a container's underline is merged.
    func testRunAttributesWinOverModifiers() async throws {
        let runs = try styledRuns(Text(AttributedSampler().greeting).foregroundColor(.blue).font(.body))
        XCTAssertEqual(runs.map(\.string), ["Hello, ", "world", "!"])
        XCTAssertEqual(runs[0].color, Color.blue.resolved)
        XCTAssertEqual(runs[1].color, Color.orange.resolved)
        XCTAssertEqual(runs[1].weight, 800)
        XCTAssertEqual(runs[1].size, 28)
        XCTAssertNotNil(runs[2].underline)
        XCTAssertNil(runs[1].underline)
    }

    /// `AttributedString(markdown:)` gives Foundation's intents and a link, which `Text` draws
    /// bold, italic and in the accent colour.
    func testMarkdownAttributedString() async throws {
        let parsed = try AttributedString(markdown: "**Bold**, *italic* and [a link](https://example.com)")
        XCTAssertEqual(String(parsed.characters), "Bold, italic and a link")
        let intents = parsed.runs.map(\.inlinePresentationIntent)
        XCTAssertEqual(intents.first, .stronglyEmphasized)
        XCTAssertEqual(parsed.runs.compactMap(\.link).map(\.absoluteString), ["https://example.com"])
        let runs = try styledRuns(Text(parsed))
        XCTAssertEqual(runs.first?.weight, 700)
        XCTAssertEqual(runs.first { $0.string == "italic" }?.italic, true)
        XCTAssertEqual(runs.last?.color, Color.accentColor.resolved)
    }

    /// Interpolating an attributed string into a literal keeps its characters.
    func testInterpolatedAttributedString() async throws {
        let name = AttributedString("Ada")
        let host = try SceneHost(Text("Hi \(name)"), size: CGSize(width: 200, height: 40))
        let texts = host.displayList().items.compactMap { item -> String? in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
        XCTAssertEqual(texts, ["Hi Ada"])
    }
}
