import SceneGraph
import SceneTesting
import XCTest

/// A style that wraps a toggle: a switch of its own inside the style's body, as component
/// libraries write a scaled or tinted switch (iOS draws it with the style outside this one).
private struct ScaledSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle(isOn: configuration.$isOn) { configuration.label }
                .labelsHidden()
                .tint(.red)
                .scaleEffect(x: 0.8, y: 0.8)
        }
    }
}

/// A style that modifies the current style: `Toggle(configuration)` padded.
private struct PaddedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(8)
    }
}

/// A primitive button style that modifies the current style: `Button(configuration)` padded.
private struct PaddedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(8)
    }
}

/// A view whose `View` conformance is in an extension, holding `@State` (as packages written
/// before iOS 18's main-actor `View` do): its initialiser is not main-actor isolated, and its
/// state can be read outside the main actor's isolation, as in SwiftUI, where `@State` does not
/// isolate the type that holds it.
private struct SpinnerLike {
    @State var isAnimating = false
    let percent: Double
    init(percent: Double) { self.percent = percent }
}

extension SpinnerLike: View {
    var body: some View { Text("\(Int(percent * 100)) %") }
}

/// Compiles only when `State.wrappedValue` is not main-actor isolated.
private nonisolated func readState(of view: SpinnerLike) -> Bool { view.isAnimating }

/// Styles inside their own bodies, the configuration initialisers and `@State` isolation
/// (StyleNestingTests.swift).
@MainActor
final class StyleNestingTests: XCTestCase {
    private func fills(_ h: SceneHost, _ color: Color) -> Int {
        h.displayList().items.filter { item in
            if case .fill(_, _, .color(let c), _) = item { return c == color.resolved }
            return false
        }.count
    }

    /// A toggle inside a toggle style's body is drawn with the style outside it (here the
    /// default switch, tinted red), not with the same style again without end.
    func testToggleInsideItsStyleDrawsTheOuterStyle() async throws {
        let h = try SceneHost(
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ScaledSwitchStyle()),
            size: CGSize(width: 300, height: 60))
        XCTAssertEqual(fills(h, .red), 1, "one switch, its track in the tint")
        let labels = h.displayList().items.filter { item in
            if case .text(let t, _) = item { return t.string == "Wi-Fi" }
            return false
        }
        XCTAssertEqual(labels.count, 1, "the inner switch's label is hidden")
    }

    /// `Toggle(configuration)` in a style that wraps the current one draws with the style
    /// applied outside it: `.toggleStyle(.button)` then the padded style gives a padded button
    /// toggle (its tint fill at 15 % when on), not a switch.
    func testToggleFromConfigurationUsesTheOuterStyle() async throws {
        let h = try SceneHost(
            Toggle("Bold", isOn: .constant(true)).toggleStyle(PaddedToggleStyle()).toggleStyle(.button),
            size: CGSize(width: 300, height: 80))
        XCTAssertEqual(fills(h, Color.accentColor.opacity(0.15)), 1, "a button toggle, on")
        let plain = try SceneHost(
            Toggle("Bold", isOn: .constant(true)).toggleStyle(PaddedToggleStyle()),
            size: CGSize(width: 300, height: 80))
        XCTAssertEqual(fills(plain, Color.accentColor.opacity(0.15)), 0)
        XCTAssertEqual(fills(plain, Color.green), 1, "without an outer style: the default switch, on")
    }

    /// `Button(configuration)` in a primitive style runs the button's action, drawn with the
    /// outer style (`.bordered`: a translucent fill behind the label).
    func testButtonFromConfigurationTriggersTheAction() async throws {
        let tapped = Counter()
        let h = try SceneHost(
            Button("Send") { tapped.count += 1 }.buttonStyle(PaddedButtonStyle()).buttonStyle(.bordered),
            size: CGSize(width: 300, height: 80))
        let frame = try XCTUnwrap(h.displayList().items.compactMap { item -> CGRect? in
            if case .text(let t, let m) = item, t.string == "Send" { return t.frame.applying(m) }
            return nil
        }.first)
        let p = CGPoint(x: frame.midX, y: frame.midY)
        h.send([PointerEvent(.down, at: p, time: 0.1), PointerEvent(.up, at: p, time: 0.15)])
        h.advance(to: 0.5)
        XCTAssertEqual(tapped.count, 1)
        XCTAssertGreaterThan(translucentFills(h), 0, "drawn bordered: a translucent tint fill behind the label")
        let plain = try SceneHost(Button("Send") {}.buttonStyle(PaddedButtonStyle()), size: CGSize(width: 300, height: 80))
        XCTAssertEqual(translucentFills(plain), 0, "without an outer style: the default, borderless")
    }

    private func translucentFills(_ h: SceneHost) -> Int {
        h.displayList().items.filter { item in
            if case .fill(_, _, .color(let c), _) = item { return c.opacity > 0 && c.opacity < 0.3 }
            return false
        }.count
    }

    /// `@State` does not make its holder main-actor isolated.
    func testStateDoesNotIsolateItsHolder() async throws {
        XCTAssertFalse(readState(of: SpinnerLike(percent: 0.5)))
        let h = try SceneHost(SpinnerLike(percent: 0.25), size: CGSize(width: 200, height: 40))
        XCTAssertTrue(h.displayList().items.contains { item in
            if case .text(let t, _) = item { return t.string == "25 %" }
            return false
        })
    }
}

private final class Counter { var count = 0 }
