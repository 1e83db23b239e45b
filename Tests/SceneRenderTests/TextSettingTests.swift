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
    /// default rounding makes each 3.0, 48 points). Measuring rounds the total up to a third of
    /// a point (a pixel at @3x): 40.
    func testSmallTextAdvancesAreNotRoundedToWholePixels() async {
        let font = Font.custom("DejaVu Sans", size: 9).resolved
        let exact = engine.exactWidth(String(repeating: "i", count: 16), font: font)
        XCTAssertEqual(Double(exact) / 16, 2.50, accuracy: 0.05)
        let measured = engine.measure(String(repeating: "i", count: 16), font: font, width: nil, lineLimit: nil)
        XCTAssertEqual(Double(measured.width), Double(SystemFontMetrics.roundedUp(exact)), accuracy: 1e-9)
        XCTAssertEqual(Double(measured.width * 3), Double((measured.width * 3).rounded()), accuracy: 1e-6)
        XCTAssertLessThan(measured.width - exact, 1.0 / 3.0 + 1e-9)
    }

    /// The system face carries SF Pro's tracking: at 17 points each character is followed by
    /// −0.43 pt (Human Interface Guidelines, "Tracking values"). A run given +0.43 pt of tracking
    /// of its own cancels it, so the untracked text is wider by 0.43 pt per character.
    func testSystemTextCarriesSFTracking() async {
        let text = "Hamburgefonstiv"
        let font = Font.system(size: 17).resolved
        let tracked = engine.exactWidth(text, font: font)
        var run = StyledText.Run(text)
        run.spacing = 0.43
        let untracked = engine.measure(StyledText(runs: [run]), font: font, width: nil, lineLimit: nil).width
        XCTAssertEqual(Double(untracked - tracked), 0.43 * Double(text.count), accuracy: 1.0 / 3.0 + 0.01)
    }

    /// One line of the system face is SF Pro's line, 1.1934 em, rounded up to a third of a point
    /// as iOS lays text out at @3x: 20.33 pt at 17 pt (body), 40.67 pt at 34 pt (largeTitle,
    /// drawn with the Display cut), never whole points.
    func testSystemLineHeightsAreSFProsInThirdsOfAPoint() async {
        func height(_ s: String, _ font: Font) -> Double {
            Double(engine.measure(s, font: font.resolved, width: nil, lineLimit: nil).height)
        }
        XCTAssertEqual(height("Body", .body), 61.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(height("Title", .largeTitle), 122.0 / 3, accuracy: 1e-6)
        // Two lines: one line and the leading (22 pt, `TypographyLeadingTests`), 42.29 → 42.33.
        XCTAssertEqual(height("Body\nBody", .body), 127.0 / 3, accuracy: 1e-6)
        XCTAssertEqual(height("Caption", .caption), 43.0 / 3, accuracy: 1e-6) // 12 × 1.1934 = 14.32
    }

    /// A text laid out in the width it measured keeps to one line: the tracking Pango adds
    /// around each character (half before, half after, trimmed at the line's ends when measured)
    /// must not make the text wrap or truncate in its own width.
    func testTextFitsTheWidthItMeasured() async {
        for text in ["Settings", "Software Update", "Jane Smith", "Wi-Fi", "A study in springs"] {
            for size in stride(from: CGFloat(9), through: 60, by: 1) {
                for weight in [Font.Weight.regular, .semibold, .bold] {
                    for spacing: CGFloat in [0, 2] {
                        let font = Font.system(size: size, weight: weight).resolved
                        var run = StyledText.Run(text)
                        run.spacing = spacing
                        let styled = StyledText(runs: [run])
                        let measured = spacing == 0
                            ? engine.measure(text, font: font, width: nil, lineLimit: nil)
                            : engine.measure(styled, font: font, width: nil, lineLimit: nil)
                        let again = spacing == 0
                            ? engine.measure(text, font: font, width: measured.width, lineLimit: nil)
                            : engine.measure(styled, font: font, width: measured.width, lineLimit: nil)
                        XCTAssertEqual(again.height, measured.height, "\(text) at \(size) pt, \(weight), tracking \(spacing): wraps in its own width \(measured.width)")
                    }
                }
            }
        }
    }
}
