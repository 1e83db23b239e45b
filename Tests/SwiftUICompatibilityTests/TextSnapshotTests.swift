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

/// Golden of attributed text (AttributedTextScenes.swift).
@MainActor
final class AttributedTextSnapshotTests: XCTestCase {
    /// An orange heavy title-size "world" after plain "Hello, " with an underlined "!"; Markdown
    /// bold, italic and a link in blue; a search row whose "Bright" is bold on a light blue
    /// background that spans its line's height.
    func testAttributedSampler() async {
        assertSnapshot(of: AttributedSampler(), at: 0, size: CGSize(width: 360, height: 200))
    }
}
