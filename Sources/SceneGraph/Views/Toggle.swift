import Foundation

/// A control that turns an option on or off (SwiftUI's `Toggle`), drawn as iOS 17's switch:
/// the label at the leading edge, the switch at the trailing edge of the width offered. The
/// switch is a 51 × 31 pt capsule, green (#34C759) when on and #E9E9EB when off, with a white
/// 27 pt knob inset 2 pt and a soft shadow. A tap flips the binding with a 0.25 s smooth
/// spring, so the knob slides and the track's colour fades as on iOS.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        currentValue = isOn.wrappedValue
    }

    public var body: some View {
        let isOn = self.isOn
        HStack {
            label
            Spacer(minLength: 8)
            SwitchTrack(isOn: isOn.wrappedValue)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.smooth(duration: 0.25)) { isOn.wrappedValue.toggle() }
        }
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch itself: a capsule track and a knob that slides across it.
struct SwitchTrack: View {
    let isOn: Bool
    static let onColor = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let offColor = Color(red: 233 / 255, green: 233 / 255, blue: 235 / 255)

    var body: some View {
        ZStack {
            Capsule().fill(isOn ? Self.onColor : Self.offColor)
            Circle()
                .fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                .frame(width: 27, height: 27)
                .offset(x: isOn ? 10 : -10)
        }
        .frame(width: 51, height: 31)
    }
}

/// How toggles draw (SwiftUI's `ToggleStyle`); every style draws a switch here.
public protocol ToggleStyle {}
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    /// Accepted for source compatibility: toggles draw as switches.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
