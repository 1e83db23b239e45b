// SwiftUI-style number formatting and toggle styles, as sample code writes them; imports only
// SceneGraph.
import SceneGraph

/// A measurement panel: values written with printf specifiers and format styles.
struct MeasurementPanel: View {
    @State private var speed = 12.3456
    @State private var count = 42
    let ratio = 0.256
    let price = 1234.5

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Speed: \(speed, specifier: "%.2f") km/h")
            Text("Count: \(count, specifier: "%03d")")
            Text(speed, specifier: "%.1f")
            Text(ratio, format: .percent)
            Text(price, format: .currency(code: "EUR"))
            Text(Double(count), format: .number)
        }
        .font(.body.monospacedDigit())
        .padding()
    }
}

/// A checkbox drawn by a custom toggle style, the way tutorials write one.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                .font(.title2)
            configuration.label
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A pill that flips through its configuration's binding.
struct PillToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button {
            withAnimation(.easeInOut(duration: 0.2)) { isOn.wrappedValue.toggle() }
        } label: {
            configuration.label
                .font(.subheadline.bold())
                .foregroundColor(configuration.isOn ? .white : .primary)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(Capsule().fill(configuration.isOn ? Color.purple : Color(.systemGray5)))
        }
        .buttonStyle(.plain)
    }
}

/// Toggles in the switch, button and custom styles.
struct ToggleStylesView: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var bold = true
    @State private var italic = false
    @State private var agree = false
    @State private var favourite = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(.switch)
            Toggle("Bluetooth", isOn: $bluetooth)
                .tint(.orange)
            HStack {
                Toggle("Bold", isOn: $bold)
                Toggle("Italic", isOn: $italic)
            }
            .toggleStyle(.button)
            Toggle("I agree to the terms", isOn: $agree)
                .toggleStyle(CheckboxToggleStyle())
            Toggle("Favourite", isOn: $favourite)
                .toggleStyle(PillToggleStyle())
        }
        .padding()
    }
}
