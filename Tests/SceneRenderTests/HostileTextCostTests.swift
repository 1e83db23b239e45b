import XCTest
import CPango
@testable import SceneRender

/// Text whose cost grew faster than its length (issue 36, item 9): a letter with tens of
/// thousands of combining marks, tens of thousands of bidirectional overrides, 100,000 Markdown
/// style toggles. Each is bounded, with a warning naming the text and the limit; ordinary text
/// is left exactly as it is.
@MainActor
final class HostileTextCostTests: XCTestCase {
    /// 200,000 combining marks of two classes on one letter: Markdown parsing compared (and so
    /// normalised, sorting the marks) the whole character again and again, over 120 s. At most
    /// 30 in a row are kept (Unicode's stream-safe limit), with a warning.
    func testCombiningMarksBeyondThirtyInARowAreDropped() async throws {
        let marks = String(repeating: "\u{301}\u{316}", count: 100_000)
        let (text, warnings) = WarningLog.capturing { Text(LocalizedStringKey("e" + marks + " x")) }
        XCTAssertEqual(text.content.unicodeScalars.count, 1 + 30 + 2)
        XCTAssertTrue(text.content.hasSuffix(" x"))
        XCTAssertTrue(
            warnings.contains {
                $0.unicodeScalars.starts(with: "Text(\"e".unicodeScalars) && $0.hasSuffix("199970 combining marks beyond 30 in a row are dropped (valid: at most 30 in a row, Unicode's stream-safe text format)")
            }, "\(warnings)")
        let verbatim = WarningLog.capturing { Text(verbatim: "a" + String(repeating: "\u{301}", count: 40_000)) }.result
        XCTAssertEqual(verbatim.content.unicodeScalars.count, 31)
        let image = try WarningLog.capturing { try Draw.view(Text("e" + marks), 60, 40) }.result
        XCTAssertEqual(image.width, 60)
        // Real text, with its marks, is kept as it is, without a warning.
        for ordinary in ["e\u{301}", "नमस्ते", "❤️ 👨‍👩‍👧‍👦", "a" + String(repeating: "\u{301}", count: 30), "שלום \u{202B}abc\u{202C}"] {
            let (kept, none) = WarningLog.capturing { Text(verbatim: ordinary) }
            XCTAssertEqual(kept.content, ordinary)
            XCTAssertEqual(none, [])
        }
    }

    /// 30,000 right-to-left override groups: past 1,000 directional formatting characters each
    /// one becomes a zero-width space (keeping the break opportunity, so that the groups do not
    /// become one long word), with a warning.
    func testDirectionalControlsBeyondAThousandBecomeZeroWidthSpaces() async throws {
        let groups = String(repeating: "\u{202E}ab\u{202C}", count: 30_000)
        let (text, warnings) = WarningLog.capturing { Text(verbatim: groups) }
        let scalars = text.content.unicodeScalars
        XCTAssertEqual(scalars.filter { $0 == "\u{202E}" || $0 == "\u{202C}" }.count, 1_000)
        XCTAssertEqual(scalars.filter { $0 == "\u{200B}" }.count, 59_000)
        XCTAssertEqual(scalars.count, groups.unicodeScalars.count)
        XCTAssertTrue(
            warnings.contains { $0.hasSuffix("59000 directional formatting characters beyond 1000 are replaced by zero-width spaces (valid: at most 1000 embeddings, overrides and isolates in one text)") },
            "\(warnings)")
    }

    /// The attributes of an attribute list.
    func attributeCount(_ list: OpaquePointer) -> Int {
        let head = pango_attr_list_get_attributes(list)
        defer { g_slist_free_full(head) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        return Int(g_slist_length(head))
    }

    /// 100,000 Markdown style toggles ("**a** " 50,000 times) are 100,000 runs; Pango's layout
    /// of them grew faster than their number (over 20 s a layout). At most 10,000 runs are
    /// given to Pango: the text after the 9,999th is drawn in the text's own style, with a
    /// warning; the characters are the same.
    func testRunsGivenToPangoAreBounded() async throws {
        let text = Text(LocalizedStringKey(String(repeating: "**a** ", count: 50_000)))
        let list0 = try WarningLog.capturing { try FrameRecorder(size: CGSize(width: 100, height: 40)).displayLists(text, times: [0])[0] }.result
        guard case .text(let item, _)? = list0.items.first, let styled = item.styled else { return XCTFail("\(list0.items.prefix(1))") }
        XCTAssertEqual(styled.runs.count, 100_000)
        let (bounded, warnings) = WarningLog.capturing { PangoRunAttributes.bounded(styled) }
        XCTAssertEqual(bounded.runs.count, PangoRunAttributes.maximumRuns)
        XCTAssertEqual(bounded.plainText, styled.plainText)
        // 9,999 runs of one character kept, the other 90,001 characters in one plain run.
        XCTAssertEqual(bounded.runs.last?.string.count, 90_001)
        XCTAssertEqual(bounded.runs.last?.weight, nil)
        XCTAssertTrue(
            warnings.contains {
                $0 == "Text(\"a a a a a a a a a a \"): 100000 styled runs are more than Pango is given (at most 10000); "
                    + "equal neighbours are merged and the text after run 9999 is drawn in the text's own style"
            }, "\(warnings)")
        let list = WarningLog.capturing { PangoRunAttributes.list(for: styled, font: Font.body.resolved) { $0 } }.result
        defer { pango_attr_list_unref(list) }
        XCTAssertLessThanOrEqual(attributeCount(list), 4 * PangoRunAttributes.maximumRuns, "a weight, a spacing and a line height a run at most")
        let image = try WarningLog.capturing { try Draw.view(text, 100, 40) }.result
        XCTAssertEqual(image.width, 100)
    }

    /// Equal neighbours are merged first: 50,000 runs of two alternating styles with equal
    /// neighbours become 2 runs; a text of at most 10,000 runs is given as it is.
    func testEqualNeighbourRunsAreMergedPastTheLimit() async {
        let bold = StyledText.Run("b", weight: 700), plain = StyledText.Run("p")
        let runs = Array(repeating: bold, count: 25_000) + Array(repeating: plain, count: 25_000)
        let merged = WarningLog.capturing { PangoRunAttributes.bounded(StyledText(runs: runs)) }.result
        XCTAssertEqual(merged.runs.count, 2)
        XCTAssertEqual(merged.runs.map(\.string), [String(repeating: "b", count: 25_000), String(repeating: "p", count: 25_000)])
        XCTAssertEqual(merged.runs.map(\.weight), [700, nil])
        let few = StyledText(runs: Array(repeating: bold, count: 10_000))
        let (same, warnings) = WarningLog.capturing { PangoRunAttributes.bounded(few) }
        XCTAssertEqual(same, few)
        XCTAssertEqual(warnings, [])
    }
}
