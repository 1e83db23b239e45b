import XCTest
@testable import SceneRender

/// Text set as SwiftUI sets it: no hyphens where a word is broken, glyphs at their exact
/// (fractional) advances.
@MainActor
final class TextSettingTests: XCTestCase {
    let engine = PangoTextEngine()

    /// A word too long for its line is broken without a hyphen (SwiftUI breaks "followers" as
    /// "follow" / "ers", never "follow-" / "ers"): each wrapped line is exactly as wide as its
    /// own characters set alone. A hyphen Pango inserts would make the first line wider than
    /// its characters by the hyphen's advance (about 7 points at 20 points).
    func testWrappingInsideAWordInsertsNoHyphen() async {
        let font = Font.system(size: 20).resolved
        let lines = engine.wrappedLines("followers", font: font, width: 60)
        XCTAssertGreaterThan(lines.count, 1, "the word must be broken for the test to mean anything")
        for line in lines {
            let alone = engine.exactWidth(line.text, font: font)
            XCTAssertEqual(Double(line.width), Double(alone), accuracy: 0.01, "line \"\(line.text)\"")
        }
    }

    /// Sixteen "i" at 9 points advance by the font's own width, not by whole pixels: DejaVu
    /// Sans's "i" is 0.278 em, 2.50 points at 9 points, so the run is about 40 points (Pango's
    /// default rounding makes each 3.0, 48 points). Measuring rounds the total up to a whole
    /// point: 41.
    func testSmallTextAdvancesAreNotRoundedToWholePixels() async {
        let font = Font.system(size: 9).resolved
        let exact = engine.exactWidth(String(repeating: "i", count: 16), font: font)
        XCTAssertEqual(Double(exact) / 16, 2.50, accuracy: 0.05)
        let measured = engine.measure(String(repeating: "i", count: 16), font: font, width: nil, lineLimit: nil)
        XCTAssertEqual(measured.width, 41)
    }
}
