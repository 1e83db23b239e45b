import SceneGraph
import SceneTesting
import XCTest

/// Colour pickers and the dark appearance (AppearanceScenes.swift), against iOS 17's values.
@MainActor
final class AppearanceTests: XCTestCase {
    private func fills(_ h: SceneHost) -> [(CGRect, Color.Resolved)] {
        h.displayList().items.compactMap { item in
            if case .fill(let path, _, .color(let c), let m) = item { return (path.boundingRect.applying(m), c) }
            return nil
        }
    }

    private func textPaint(_ string: String, in h: SceneHost) -> Paint? {
        for item in h.displayList().items {
            if case .text(let t, _) = item, t.string == string { return t.paint }
        }
        return nil
    }

    private func texts(_ h: SceneHost) -> [String] {
        h.displayList().items.compactMap { item in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
    }

    /// UIKit's dark values (sRGB bytes): systemBackground black, secondarySystemBackground
    /// #1C1C1E, label white, secondaryLabel #EBEBF5 at 60 %, systemGray5 #2C2C2E, system blue
    /// #0A84FF; light ones are unchanged.
    func testSemanticColoursHaveUIKitsDarkValues() async {
        XCTAssertEqual(Color(.systemBackground).resolved(in: .dark).description, "#000000FF")
        XCTAssertEqual(Color(.secondarySystemBackground).resolved(in: .dark).description, "#1C1C1EFF")
        XCTAssertEqual(Color(.label).resolved(in: .dark).description, "#FFFFFFFF")
        XCTAssertEqual(Color(uiColor: .secondaryLabel).resolved(in: .dark).description, "#EBEBF599")
        XCTAssertEqual(Color(UIColor.systemGray5).resolved(in: .dark).description, "#2C2C2EFF")
        XCTAssertEqual(Color.blue.resolved(in: .dark).description, "#0A84FFFF")
        XCTAssertEqual(Color(.secondarySystemBackground).resolved(in: .light).description, "#F2F2F7FF")
        XCTAssertEqual(Color.white.resolved(in: .dark).description, "#FFFFFFFF", "a fixed colour stays")
    }

    /// A colour made before the scene is drawn (a stored `Color(uiColor: .systemBackground)`)
    /// resolves when drawn: white in a light scene, black in a dark one.
    func testStoredSemanticColourResolvesWhenDrawn() async throws {
        let stored = Color(uiColor: .secondarySystemBackground)
        let view = stored.frame(width: 50, height: 50)
        let light = try SceneHost(view, size: CGSize(width: 50, height: 50))
        let dark = try SceneHost(view.preferredColorScheme(.dark), size: CGSize(width: 50, height: 50))
        XCTAssertEqual(fills(light).last?.1.description, "#F2F2F7FF")
        XCTAssertEqual(fills(dark).last?.1.description, "#1C1C1EFF")
    }

    /// `.preferredColorScheme(.dark)` paints the whole canvas with systemBackground (black)
    /// first, as a dark window is; a light scene paints nothing behind its content.
    func testDarkSceneCanvasIsBlack() async throws {
        let size = CGSize(width: 120, height: 80)
        let dark = try SceneHost(Text("Hi").preferredColorScheme(.dark), size: size)
        let first = try XCTUnwrap(fills(dark).first)
        XCTAssertEqual(first.0, CGRect(origin: .zero, size: size))
        XCTAssertEqual(first.1.description, "#000000FF")
        XCTAssertTrue(fills(try SceneHost(Text("Hi"), size: size)).isEmpty)
    }

    /// Text without a colour draws in `.primary`: black in light, white in dark; the
    /// `.secondary` style is iOS's secondaryLabel, #EBEBF5 at 60 % in the dark.
    func testTextDrawsWithPrimaryOfTheScheme() async throws {
        let size = CGSize(width: 390, height: 700)
        let dark = try SceneHost(AppearanceSettingsView(scheme: .dark), size: size)
        let light = try SceneHost(AppearanceSettingsView(scheme: .light), size: size)
        XCTAssertEqual(textPaint("Appearance", in: dark), .color(Color.white.resolved))
        XCTAssertEqual(textPaint("Appearance", in: light), .color(Color.black.resolved))
        // `.foregroundStyle(.secondary)` is secondaryLabel: 235 235 245 at 60 % in the dark.
        XCTAssertEqual(textPaint("Dark mode is on", in: dark), .color(Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6).resolved))
    }

    /// `@Environment(\.colorScheme)` reads the scheme that `.preferredColorScheme` sets.
    func testEnvironmentColorSchemeIsReadInBodies() async throws {
        let size = CGSize(width: 390, height: 700)
        XCTAssertTrue(texts(try SceneHost(AppearanceSettingsView(scheme: .dark), size: size)).contains("Dark mode is on"))
        XCTAssertTrue(texts(try SceneHost(AppearanceSettingsView(scheme: .light), size: size)).contains("Light mode is on"))
        let card = try SceneHost(SchemeAwareCard().environment(\.colorScheme, .dark), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(fills(card).last?.1.description, "#FFFFFFFF", "the card picks white for dark")
    }

    /// `.environment(\.colorScheme, .dark)` on a subtree resolves that subtree's adaptive
    /// colours dark while the rest stays light.
    func testSubtreeSchemeResolvesOnlyThatSubtree() async throws {
        let view = HStack(spacing: 0) {
            Color(.systemBackground).frame(width: 20, height: 20)
            Color(.systemBackground).frame(width: 20, height: 20).environment(\.colorScheme, .dark)
        }
        let h = try SceneHost(view, size: CGSize(width: 40, height: 20))
        XCTAssertEqual(fills(h).map(\.1.description), ["#FFFFFFFF", "#000000FF"])
    }

    /// Buttons in a dark subtree of a light scene take the dark values of their adaptive
    /// colours, as their neighbours do: a borderless label in the dark accent colour #0A84FF; a
    /// disabled bordered button's label in the dark tertiary label, #EBEBF5 at 30 % (4D), on the
    /// dark tertiary system fill, #767680 at 24 % (3D). The same buttons in the light scene
    /// keep #007AFF, #3C3C43 at 30 % and #767680 at 12 % (1F).
    func testButtonsInADarkSubtreeUseDarkColours() async throws {
        func buttons(_ scheme: ColorScheme) throws -> SceneHost {
            try SceneHost(
                VStack {
                    Button("Go") {}
                    Button("Off") {}.buttonStyle(.bordered).disabled(true)
                }.environment(\.colorScheme, scheme), size: CGSize(width: 200, height: 120))
        }
        let dark = try buttons(.dark), light = try buttons(.light)
        XCTAssertEqual(textPaint("Go", in: dark), .color(Color.accentColor.resolved(in: .dark)))
        XCTAssertEqual(Color.accentColor.resolved(in: .dark).description, "#0A84FFFF")
        XCTAssertEqual(textPaint("Off", in: dark).map { "\($0)" }, "color(#EBEBF54D)")
        XCTAssertTrue(fills(dark).contains { $0.1.description == "#7676803D" }, "the dark fill: \(fills(dark).map(\.1))")
        XCTAssertEqual(textPaint("Go", in: light), .color(Color(red: 0, green: 122 / 255, blue: 1).resolved))
        XCTAssertEqual(textPaint("Off", in: light).map { "\($0)" }, "color(#3C3C434D)")
        XCTAssertTrue(fills(light).contains { $0.1.description == "#7676801F" })
    }

    /// A shadow of an adaptive colour in a dark subtree of a light scene is drawn in the dark
    /// value: `Color(.label)` is white (#FFFFFF) there, black in the light scene.
    func testShadowColourInADarkSubtreeIsTheDarkValue() async throws {
        func shadow(_ scheme: ColorScheme) throws -> String? {
            let host = try SceneHost(
                Circle().fill(.gray).frame(width: 40, height: 40)
                    .shadow(color: Color(.label), radius: 4).environment(\.colorScheme, scheme), size: CGSize(width: 80, height: 80))
            return host.displayList().items.compactMap { item -> String? in
                if case .beginGroup(let g) = item, let s = g.shadow { return s.color.description }
                return nil
            }.first
        }
        XCTAssertEqual(try shadow(.dark), "#FFFFFFFF")
        XCTAssertEqual(try shadow(.light), "#000000FF")
    }

    /// A colour picker spans the width offered like a toggle: the title at the leading edge,
    /// the 28 pt well at the trailing edge (padding 16), its disc (17 pt) filled with the
    /// selection; `supportsOpacity: false` draws the selection opaque; a `CGColor` binding works.
    func testColorPickerDrawsWellAtTrailingEdgeWithSelection() async throws {
        let h = try SceneHost(ThemeEditorView(), size: CGSize(width: 390, height: 300))
        let discs = fills(h).filter { abs($0.0.width - 17) < 0.01 && abs($0.0.height - 17) < 0.01 }
        XCTAssertEqual(discs.count, 3)
        let discRight: CGFloat = 390 - 16 - 5.5 // canvas − padding − (ring 3 + gap 2.5)
        for disc in discs { XCTAssertEqual(disc.0.maxX, discRight, accuracy: 0.01) }
        XCTAssertEqual(discs[0].1, Color.orange.resolved)
        XCTAssertEqual(discs[1].1.opacity, 1, "supportsOpacity: false shows the colour opaque")
        XCTAssertEqual(discs[2].1.description, "#4DCC66FF")
    }
}
