import Foundation

/// A control that turns an option on or off (SwiftUI's `Toggle`). It is drawn by the
/// environment's toggle style (`.toggleStyle(_:)`; default `.automatic`, which is iOS 17's
/// switch, see `SwitchToggleStyle`), given the label and the binding in a
/// `ToggleStyleConfiguration`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: Bool
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        currentValue = isOn.wrappedValue
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
        let style = self.style ?? AnyToggleStyle(DefaultToggleStyle())
        // Toggles inside the style's body are drawn with the style outside it.
        _ButtonBody(view: style.makeBody(configuration)).environment(\.toggleStyle, style.outer?.style)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, for a style that modifies the current
    /// style: inside `makeBody(configuration:)` it is drawn with the style in effect outside
    /// the one being made (the default switch when there is none).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localised string key (Markdown in the literal is parsed).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    /// A toggle titled with a string, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SceneGraph.Label<Text, Image> {
    /// A toggle titled with a string key and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SceneGraph.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }
    /// A toggle titled with a string and an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SceneGraph.Label(title, systemImage: systemImage) }
    }
}

/// The switch itself: a 51 × 31 pt capsule track and a 27 pt white knob inset 2 pt with a soft
/// shadow, sliding across it. The track is `onColor` when on, #E9E9EB (dark: #39393D) when off.
/// iOS clips the knob's shadow to the track (nothing of it falls outside); here it is not
/// clipped: a clip group per switch made the settings benchmark scene's frames 1.4 times as
/// long to draw (BENCHMARKS.md), for a shadow outside the track that is at most 4 levels deep.
struct SwitchTrack: View {
    let isOn: Bool
    var onColor: AnyShapeStyle = AnyShapeStyle(SwitchTrack.defaultOnColor)
    /// System green: #34C759 (dark: #30D158).
    static let defaultOnColor = Color.green
    /// #E9E9EB (dark: #39393D).
    static let offColor = Color(
        light: Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255),
        dark: Color(red: 57 / 255, green: 57 / 255, blue: 61 / 255))

    var body: some View {
        ZStack {
            Capsule().fill(isOn ? onColor : AnyShapeStyle(Self.offColor))
            Circle()
                .fill(Color.white)
                .shadow(color: Color(white: 0, opacity: Self.knobShadowOpacity), radius: 4, x: 0, y: 3)
                .frame(width: 27, height: 27)
                .offset(x: isOn ? 10 : -10)
        }
        .frame(width: 51, height: 31)
        .frame(width: Self.layoutWidth, height: 31, alignment: .leading)
    }

    /// The width the switch takes in layout: 49 pt, its 51 pt track reaching 2 pt past the
    /// trailing edge, as iOS 17 lays its switch out. Measured on two swift-snapshot-testing
    /// references drawn by iOS at @2x (rows `HStack(spacing: 12) { Text; Toggle }` padded 20 pt,
    /// hosted at their intrinsic size): the track's right edge is 18 pt from the canvas's,
    /// not 20, and the canvases are 2 pt narrower than a 51 pt switch makes them.
    static let layoutWidth: CGFloat = 49

    /// The knob's shadow: black at 13 %, radius 4 pt, 3 pt down. Under the knob of an off
    /// switch iOS darkens the track (#E9E9EB, 233) to 212–213 at its lowest rows and 216–217 at
    /// its edge (the reference above, @2x); at 15 % this shadow gave 209–210 and 213, at 13 %
    /// 212–213 and 216.
    static let knobShadowOpacity = 0.13
}
