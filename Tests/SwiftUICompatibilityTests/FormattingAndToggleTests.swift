import SceneGraph
import SceneTesting
import XCTest

/// Printf specifiers and format styles in `Text`, and toggle styles
/// (FormattingAndToggleScenes.swift).
@MainActor
final class FormattingAndToggleTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] {
        h.displayList().items.compactMap { item in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
    }

    private func tap(_ string: String, in h: SceneHost, at time: Double) throws {
        let frame = try XCTUnwrap(
            h.displayList().items.compactMap { item -> CGRect? in
                if case .text(let t, let m) = item, t.string == string { return t.frame.applying(m) }
                return nil
            }.first, "no text \(string)")
        let p = CGPoint(x: frame.midX, y: frame.midY)
        h.send([PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)])
    }

    /// `"\(value, specifier: "%.2f")"` and `Text(value, specifier:)` write the number as printf
    /// does: 12.3456 → "12.35", 42 with "%03d" → "042", "%.1f" → "12.3"; `.percent` of 0.256
    /// is "25.6%" and `.number` of 42 is "42" (Foundation's format styles).
    func testSpecifiersAndFormatStylesWriteNumbers() async throws {
        let h = try SceneHost(MeasurementPanel(), size: CGSize(width: 390, height: 300))
        let drawn = texts(h)
        XCTAssertEqual(Array(drawn.prefix(4)), ["Speed: 12.35 km/h", "Count: 042", "12.3", "25.6%"])
        XCTAssertTrue(drawn[4].contains("1,234.50"), "currency: \(drawn[4])")
        XCTAssertEqual(drawn[5], "42")
    }

    /// A specifier whose conversion does not match the value's type still prints the value
    /// (an Int with "%.1f" is "7.0", a Double with "%d" is "3"), and one without a single
    /// conversion writes the value and the specifier.
    func testMismatchedOrInvalidSpecifiersPrintTheValue() async throws {
        func drawn(_ text: Text) throws -> String? { texts(try SceneHost(text, size: CGSize(width: 300, height: 40))).first }
        XCTAssertEqual(try drawn(Text(7, specifier: "%.1f")), "7.0")
        XCTAssertEqual(try drawn(Text(3.9, specifier: "%d")), "3")
        XCTAssertEqual(try drawn(Text(5, specifier: "%x items")), "5 items")
        XCTAssertEqual(try drawn(Text(5, specifier: "no conversion")), "5no conversion")
        XCTAssertEqual(
            try drawn(Text(Int.max, specifier: "%d")), "9,223,372,036,854,775,807",
            "an Int prints whole (%d widened to %lld), its thousands grouped as US English groups them")
    }

    /// A custom `ToggleStyle` draws from its configuration (the checkbox symbol follows
    /// `isOn`) and flips the binding through `configuration.isOn` / `configuration.$isOn`.
    func testCustomToggleStyleFlipsTheBinding() async throws {
        let h = try SceneHost(ToggleStylesView(), size: CGSize(width: 390, height: 400))
        try tap("I agree to the terms", in: h, at: 0.1)
        try tap("Favourite", in: h, at: 0.3)
        h.advance(to: 1)
        // Through the button style's action (`$isOn`), the pill turns white on purple → primary.
        let favourite = h.displayList().items.compactMap { item -> Paint? in
            if case .text(let t, _) = item, t.string == "Favourite" { return t.paint }
            return nil
        }.first
        XCTAssertEqual(favourite, .color(Color.primary.resolved))
        XCTAssertFalse(texts(h).isEmpty)
    }

    /// `.toggleStyle(.button)`: on, the label sits on a rounded fill of the tint at 15 %; off,
    /// no fill (a borderless button); a tap flips it.
    func testButtonToggleStyleFillsWhenOn() async throws {
        let h = try SceneHost(ToggleStylesView(), size: CGSize(width: 390, height: 400))
        func tintFills() -> Int {
            h.displayList().items.filter { item in
                if case .fill(_, _, .color(let c), _) = item { return c == Color.accentColor.opacity(0.15).resolved }
                return false
            }.count
        }
        XCTAssertEqual(tintFills(), 1, "Bold is on, Italic off")
        try tap("Italic", in: h, at: 0.1)
        h.advance(to: 1)
        XCTAssertEqual(tintFills(), 2)
    }

    /// `.tint(.orange)` colours a switch's track when on (system orange, 255 149 0).
    func testTintColoursTheSwitch() async throws {
        let h = try SceneHost(ToggleStylesView(), size: CGSize(width: 390, height: 400))
        try tap("Bluetooth", in: h, at: 0.1)
        h.advance(to: 1)
        let orange = h.displayList().items.contains { item in
            if case .fill(_, _, .color(let c), _) = item { return c == Color.orange.resolved }
            return false
        }
        XCTAssertTrue(orange)
    }
}
