import SceneTesting
import XCTest

/// Golden of the typography sampler (TextScenes.swift).
@MainActor
final class TextSnapshotTests: XCTestCase {
    /// Markdown runs, a link in blue, concatenated styles, underline, red strikethrough, tracking,
    /// a raised run, upper case, serif, semibold italic, CJK and emoji from the Noto fonts, and
    /// two lines 6 points further apart.
    func testTypographySampler() async {
        assertSnapshot(of: TypographySampler(), at: 0, size: CGSize(width: 380, height: 520))
    }
}
