import SceneGraph
import XCTest

/// A borderless button (the default) draws its label in the tint unless a foreground style is set
/// on it or above it, as SwiftUI's does: `Button("Clear session") { }.foregroundColor(.red)` in a
/// `Form` is red on iOS (netbob's settings screen, drawn by iOS in the reference suite), and
/// `List { … }.foregroundStyle(.primary)` turns its buttons' labels the primary colour.
@MainActor
final class ButtonForegroundTests: XCTestCase {
    private struct Screen: View {
        var body: some View {
            Form {
                Section {
                    Button("Clear session") {}.foregroundColor(.red)
                    Button("Sign out") {}
                    Button("Delete", role: .destructive) {}.foregroundStyle(.green)
                    Button("Disabled") {}.foregroundColor(.red).disabled(true)
                }
                Section {
                    Button("Plain row") {}
                }
                .foregroundStyle(.primary)
            }
        }
    }

    private func paints() throws -> [String: Color.Resolved] {
        let list = try SceneHost(Screen(), size: CGSize(width: 390, height: 600)).displayList()
        var out: [String: Color.Resolved] = [:]
        for item in list.items {
            if case .text(let text, _) = item, case .color(let c) = text.paint { out[text.string] = c }
        }
        return out
    }

    func testAForegroundStyleOnOrAboveTheButtonDrawsItsLabel() async throws {
        let p = try paints()
        XCTAssertEqual(p["Clear session"], Color.red.resolved)
        XCTAssertEqual(p["Sign out"], Color.blue.resolved, "the tint by default")
        XCTAssertEqual(p["Delete"], Color.red.resolved, "a destructive role is red whatever the foreground style")
        XCTAssertNotEqual(p["Disabled"], Color.red.resolved, "disabled: the tertiary label grey")
        XCTAssertNotNil(p["Disabled"])
        XCTAssertEqual(p["Plain row"], Color.primary.resolved)
    }
}
