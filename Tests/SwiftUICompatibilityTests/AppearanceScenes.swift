// SwiftUI-style appearance code (colour pickers, dark mode), as sample code writes it; imports
// only SceneGraph.
import SceneGraph

/// A theme editor: colour pickers in a form-like stack, and a preview swatch of the choice.
struct ThemeEditorView: View {
    @State private var accent = Color.orange
    @State private var background = Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.5)
    @State private var border = CGColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1)

    var body: some View {
        VStack(spacing: 16) {
            ColorPicker("Accent colour", selection: $accent)
            ColorPicker("Background", selection: $background, supportsOpacity: false)
            ColorPicker(selection: $border) {
                Label("Border", systemImage: "pencil")
            }
            RoundedRectangle(cornerRadius: 12)
                .fill(accent)
                .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color(cgColor: border), lineWidth: 4))
                .frame(height: 60)
        }
        .padding()
    }
}

/// A settings screen that reads the colour scheme and draws with UIKit's semantic colours,
/// shown in the appearance given.
struct AppearanceSettingsView: View {
    let scheme: ColorScheme
    var body: some View {
        AppearanceSettingsContent()
            .preferredColorScheme(scheme)
    }
}

struct AppearanceSettingsContent: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var notifications = true
    @State private var tint = Color.blue

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Appearance")
                .font(.largeTitle.bold())
            Text(colorScheme == .dark ? "Dark mode is on" : "Light mode is on")
                .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 10) {
                Toggle("Notifications", isOn: $notifications)
                Divider()
                ColorPicker("Tint", selection: $tint)
                Divider()
                HStack {
                    Image(systemName: "moon.fill").foregroundColor(.indigo)
                    Text("Scheme")
                    Spacer()
                    Text(colorScheme == .dark ? "Dark" : "Light").foregroundColor(Color(uiColor: .secondaryLabel))
                }
            }
            .padding()
            .background(Color(.secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            HStack(spacing: 8) {
                ForEach([Color.red, .orange, .green, .blue, .purple], id: \.self) { c in
                    Circle().fill(c).frame(width: 28, height: 28)
                }
                Capsule().fill(Color(.systemGray5)).frame(height: 28)
            }
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(uiColor: .systemBackground))
    }
}

/// A card whose colours come from `@Environment(\.colorScheme)`, the way apps pick their own.
struct SchemeAwareCard: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Text("Hello")
            .padding()
            .background(colorScheme == .dark ? Color.white : Color.black)
            .foregroundColor(colorScheme == .dark ? .black : .white)
    }
}
