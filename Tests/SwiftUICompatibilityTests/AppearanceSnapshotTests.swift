import SceneGraph
import SceneTesting
import XCTest

/// Goldens of the appearance, formatting, toggle-style and sheet scenes, looked at against
/// iOS 17's drawing.
@MainActor
final class AppearanceSnapshotTests: XCTestCase {
    private let phone = CGSize(width: 390, height: 844)

    /// Three colour pickers: titles at the leading edge, at the trailing edge the 28 pt well —
    /// a hue ring (red at the top, clockwise through yellow, green, blue) around the selected
    /// colour (orange; the half-transparent blue drawn opaque; green from a `CGColor`) — and the
    /// orange swatch with its green border.
    func testColorPickers() async {
        assertSnapshot(of: ThemeEditorView(), at: 0, size: CGSize(width: 390, height: 260))
    }

    /// The same settings screen in the light appearance (white, black text, #F2F2F7 card) and
    /// the dark one (black, white text, #1C1C1E card, the dark system tints, the dark green of
    /// the switch, the dark accent #0A84FF on the prominent button).
    func testSettingsInLightAndDark() async {
        assertSnapshot(of: AppearanceSettingsView(scheme: .light), at: 0, size: CGSize(width: 390, height: 520), named: "light")
        assertSnapshot(of: AppearanceSettingsView(scheme: .dark), at: 0, size: CGSize(width: 390, height: 520), named: "dark")
    }

    /// Numbers written by printf specifiers and format styles.
    func testMeasurementPanel() async {
        assertSnapshot(of: MeasurementPanel(), at: 0, size: CGSize(width: 320, height: 230))
    }

    /// A switch, an orange-tinted switch (off), Bold on / Italic off as button toggles, an
    /// unchecked custom checkbox and a purple pill that is on.
    func testToggleStyles() async {
        assertSnapshot(of: ToggleStylesView(), at: 0, size: CGSize(width: 390, height: 330))
    }

    /// The medium detent: the sheet covers the lower half (417 pt) with its grabber, over the
    /// dimmed screen.
    func testMediumSheet() async throws {
        let probe = try SceneHost(HalfSheetView(detents: [.medium, .large]), size: phone)
        let button = try XCTUnwrap(probe.displayList().textFrame("Show details"))
        let input = InputScript { Tap(at: CGPoint(x: button.midX, y: button.midY), time: 0.1) }
        assertSnapshot(of: HalfSheetView(detents: [.medium, .large]), at: 1.5, size: phone, input: input, named: "medium")
    }
}
