import XCTest
@testable import SceneGraph

/// Inline Markdown of a `Text` literal (also an interpolated one: `Text("\(log)")`), parsed in
/// time linear in the text (#18 item 7).
final class MarkdownInlineTests: XCTestCase {
    /// 40,000 lines of "* item": every "*" used to search the whole rest of the text for a
    /// closing "*" (40,000 × about 160,000 characters copied, minutes); with the lookup tables
    /// it is one pass. A "*" followed by a space opens nothing: the text is one plain run.
    func testFortyThousandListLinesParseAsOnePlainRun() {
        let text = String(repeating: "* item\n", count: 40_000)
        let runs = MarkdownInline.parse(text)
        XCTAssertEqual(runs.count, 1)
        XCTAssertEqual(runs.first?.string, text)
        XCTAssertEqual(runs.first?.styling, TextStyling())
    }

    /// 20,000 links that never close their parenthesis (each searched the rest of the text for
    /// a ")") and one unclosed backtick stay text.
    func testUnclosedLinksAndBackticksStayText() {
        let text = "`" + String(repeating: "[a](", count: 20_000)
        XCTAssertEqual(MarkdownInline.parse(text).map(\.string).joined(), text)
    }

    /// The tables give the results the searches gave: bold, italic, both, strikethrough, code,
    /// links, snake_case, escapes, and markers that do not close.
    func testMarkersParseAsBefore() {
        func describe(_ s: String) -> [String] {
            MarkdownInline.parse(s).map { r in
                (r.styling.weight == .bold ? "B" : "") + (r.styling.italic ? "I" : "") + (r.styling.strikethrough != nil ? "S" : "")
                    + (r.isCode ? "C" : "") + (r.color != nil ? "L" : "") + ":" + r.string
            }
        }
        XCTAssertEqual(
            describe("a **b** *c* ***d*** ~~e~~ `f` [g](h) snake_case \\*i\\* * j *k"),
            [
                ":a ", "B:b", ": ", "I:c", ": ", "BI:d", ": ", "S:e", ": ", "C:f", ": ", "L:g",
                ": snake_case *i* * j *k"
            ])
        XCTAssertEqual(describe("**bold *both* bold**"), ["B:bold ", "BI:both", "B: bold"])
        XCTAssertEqual(describe("x ~~ y"), [":x ~~ y"])
    }

    /// On 3,000 random strings of markers, letters, spaces and newlines, the runs are those of
    /// the parser before the tables (`QuadraticMarkdownReference`, searching as it did).
    func testRandomMarkdownParsesAsTheSearchingParserDid() {
        let alphabet: [Character] = ["*", "*", "_", "~", "`", "[", "]", "(", ")", "\\", "a", "b", " ", "\n"]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        for _ in 0..<3_000 {
            let s = String((0..<(next() % 24)).map { _ in alphabet[next() % alphabet.count] })
            // The reference predates keeping a link's destination (`TextRun.link`): compared without it.
            let runs = MarkdownInline.parse(s).map { run in
                var r = run
                r.link = nil
                return r
            }
            XCTAssertEqual(runs, QuadraticMarkdownReference.parse(s), "\(s.debugDescription)")
        }
    }
}

/// The parser as it was before the lookup tables (searching the rest of the text at every marker), kept as the reference.
enum QuadraticMarkdownReference {
    static func parse(_ source: String) -> [TextRun] {
        var runs: [TextRun] = []
        var bold = false, italic = false, strike = false
        var current = ""
        func flush(code: Bool = false, link: Bool = false) {
            guard !current.isEmpty else { return }
            var r = TextRun(string: current)
            if bold { r.styling.weight = .bold }
            if italic { r.styling.italic = true }
            if strike { r.styling.strikethrough = .some(nil) }
            r.isCode = code
            if link { r.color = .accentColor }
            runs.append(r)
            current = ""
        }
        let chars = Array(source)
        var i = 0
        func at(_ k: Int) -> Character? { k < chars.count ? chars[k] : nil }
        func closes(_ marker: String, from k: Int) -> Bool {
            String(chars[k...]).contains(marker)
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", let next = at(i + 1), "*_~`[]\\".contains(next) {
                current.append(next); i += 2; continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush()
                current = String(chars[(i + 1)..<end])
                flush(code: true)
                i = end + 1; continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), at(close + 1) == "(",
                let paren = chars[(close + 2)...].firstIndex(of: ")")
            {
                flush()
                current = String(chars[(i + 1)..<close])
                flush(link: true)
                i = paren + 1; continue
            }
            if c == "~", at(i + 1) == "~", strike || closes("~~", from: i + 2) {
                flush(); strike.toggle(); i += 2; continue
            }
            if c == "*" || c == "_" {
                var n = 1
                while at(i + n) == c, n < 3 { n += 1 }
                let marker = String(repeating: c, count: n)
                let opening = !(n >= 2 ? bold : italic)
                // A marker opens only when it closes later and is followed by a non-space; an
                // underscore inside a word (snake_case) is no marker, as in CommonMark.
                let intraword =
                    c == "_" && (i > 0 && (chars[i - 1].isLetter || chars[i - 1].isNumber))
                    && (at(i + n).map { $0.isLetter || $0.isNumber } ?? false)
                if !intraword, !opening || (closes(marker, from: i + n) && at(i + n).map { !$0.isWhitespace } == true) {
                    flush()
                    if n == 3 { bold.toggle(); italic.toggle() } else if n == 2 { bold.toggle() } else { italic.toggle() }
                    i += n; continue
                }
            }
            current.append(c)
            i += 1
        }
        flush()
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }
}
