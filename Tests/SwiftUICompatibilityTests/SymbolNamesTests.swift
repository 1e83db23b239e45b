import SceneGraph
import SceneTesting
import XCTest

/// Symbol names found in public app code that had no glyph of their own (they drew their
/// family's, or a question mark for `note.text`), each beside its name: a note with lines, a
/// plus in a square, a two-pane grid, a calendar with a clock.
@MainActor
final class SymbolNamesTests: XCTestCase {
    struct Names: View {
        let names = ["note", "note.text", "plus.app.fill", "plus.rectangle", "rectangle.grid.1x2", "calendar.badge.clock"]
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(names, id: \.self) { name in
                    Label(name, systemImage: name)
                }
            }
            .padding()
        }
    }

    func testGlyphsOfNamesInPublicCode() async {
        assertSnapshot(of: Names(), at: 0, size: CGSize(width: 260, height: 250))
    }
}
