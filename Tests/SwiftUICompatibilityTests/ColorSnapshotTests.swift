import SceneTesting
import XCTest

/// Goldens of the colour and symbol scenes (ColorScenes.swift, SymbolScenes.swift), looked at
/// against iOS 17's drawing.
@MainActor
final class ColorSnapshotTests: XCTestCase {
    /// The system-colour card: black title, grey subtitle, hairline, three bars, on
    /// secondarySystemBackground (242 242 247).
    func testSystemColorCard() async {
        assertSnapshot(of: SystemColorCard(), at: 0, size: CGSize(width: 320, height: 140))
    }

    /// Literal, component and HSB colours, then `.blue.gradient` and `Color.green.gradient`.
    func testColorSwatches() async {
        assertSnapshot(of: ColorSwatches(), at: 0, size: CGSize(width: 360, height: 60))
    }

    /// Row 1: original, hue rotated 120°, contrast 0.4, grayscale. Row 2: multiplied by green,
    /// inverted, luminance to alpha, desaturated and brightened. Row 3: multiply blend of two
    /// circles, the tile masked by text, a thin material over two circles, a half-opaque tile blended by difference (inverted on white).
    func testColorEffectsGrid() async {
        assertSnapshot(of: ColorEffectsGrid(), at: 0, size: CGSize(width: 340, height: 260))
    }

    /// The settings panel: a large grey person symbol, rows of labels, star sizes, and an unknown
    /// name drawn as `questionmark.circle` (no family of its own), never a box.
    func testSettingsPanelWithSymbols() async {
        assertSnapshot(of: SettingsPanel(), at: 0, size: CGSize(width: 360, height: 420))
    }
}
