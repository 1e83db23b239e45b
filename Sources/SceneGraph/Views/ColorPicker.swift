import Foundation

/// A control that shows a selected colour (SwiftUI's `ColorPicker`), drawn as iOS 17 draws it:
/// the label at the leading edge and UIKit's colour well at the trailing edge of the width
/// offered, like a `Toggle`. The well is a 28 pt circle: a 3 pt ring of the hue spectrum
/// (red at the top, going clockwise through yellow, green, cyan, blue and magenta), a 2.5 pt
/// gap, and the selected colour filling the 17 pt disc inside.
///
/// Difference from iOS: a tap on the well does not open the system colour panel (there is no
/// window to show it in); the selection changes only through its binding.
/// `supportsOpacity: false` draws the selection opaque, as UIKit's well shows it.
public struct ColorPicker<Label: View>: View {
    let selection: Color
    let supportsOpacity: Bool
    let label: Label

    /// A picker of the colour bound to `selection`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A picker of the Core Graphics colour bound to `selection`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = Color(cgColor: selection.wrappedValue)
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        _ColorPickerRow(label: label, color: supportsOpacity ? selection : selection.withOpacity { _ in 1 })
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a localised string key (Markdown in the literal is parsed).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A picker titled with a string, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
    /// A picker of a Core Graphics colour titled with a localised string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A picker of a Core Graphics colour titled with a string, drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The label, then the well at the trailing edge (the well alone under `.labelsHidden()`).
struct _ColorPickerRow<Label: View>: View {
    let label: Label
    let color: Color
    @Environment(\.labelsHidden) private var labelsHidden
    var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            _ColorWell(color: color)
        }
    }
}

/// UIKit's colour well: the hue ring around the selected colour (sizes in points, see
/// `ColorPicker`).
public struct _ColorWell: View {
    let color: Color
    /// The outer diameter, 28 pt.
    static let diameter: CGFloat = 28
    /// The width of the hue ring, 3 pt.
    static let ringWidth: CGFloat = 3
    /// The diameter of the selected colour's disc: 28 − 2 × (3 + 2.5) = 17 pt.
    static let discDiameter: CGFloat = 17

    /// The ring's hues, clockwise from the top: red, yellow, green, cyan, blue, magenta, red.
    static let spectrum: [Color] = [0, 1, 2, 3, 4, 5, 6].map { Color(hue: Double($0) / 6, saturation: 1, brightness: 1) }

    public var body: some View {
        ZStack {
            Circle()
                .strokeBorder(
                    AngularGradient(
                        colors: Self.spectrum, center: .center,
                        startAngle: .degrees(-90), endAngle: .degrees(270)),
                    lineWidth: Self.ringWidth)
            Circle()
                .fill(color)
                .frame(width: Self.discDiameter, height: Self.discDiameter)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
