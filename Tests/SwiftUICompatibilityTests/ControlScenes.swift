// Scenes in the style of public SwiftUI sample code for controls (issue #16 item 10):
// a settings form with toggles, steppers, sliders and pickers; a sign-in form; progress views
// and gauges. Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: String { rawValue }
}

/// A preferences form.
struct PreferencesForm: View {
    @State private var notificationsOn = true
    @State private var darkMode = false
    @State private var volume = 0.6
    @State private var scoops = 2
    @State private var flavor: Flavor = .vanilla
    @State private var size = "M"

    var body: some View {
        Form {
            Section(header: Text("General")) {
                Toggle("Notifications", isOn: $notificationsOn)
                Toggle(isOn: $darkMode) {
                    Text("Dark Mode")
                }
                Stepper("Scoops: \(scoops)", value: $scoops, in: 1...5)
            }
            Section("Sound") {
                Slider(value: $volume, in: 0...1)
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized).tag(flavor)
                    }
                }
            }
            Section {
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                .pickerStyle(.segmented)
            }
        }
    }
}

/// A sign-in form with text fields, one filled, one showing its prompt.
struct SignInForm: View {
    @State private var email = "ada@example.com"
    @State private var password = ""
    @FocusState private var emailFocused: Bool

    var body: some View {
        VStack(spacing: 12) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .focused($emailFocused)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .submitLabel(.go)
                .onSubmit {}
            TextField("Nickname", text: .constant(""))
        }
        .padding()
    }
}

/// Progress and gauges.
struct ProgressGallery: View {
    @State private var downloaded = 0.3

    var body: some View {
        VStack(spacing: 24) {
            ProgressView()
            ProgressView("Loading…")
            ProgressView(value: downloaded)
            ProgressView("Downloading", value: 42, total: 100)
            ProgressView(value: 0.7).progressViewStyle(.circular)
            Gauge(value: 0.4, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text("40%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            HStack(spacing: 24) {
                Gauge(value: 72, in: 0...100) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("72")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.25) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("25")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 1)) { downloaded = 0.9 }
        }
    }
}

/// A lone toggle, for the knob animation.
struct WifiToggle: View {
    @State var isOn = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .padding()
    }
}

/// A segmented picker, for the plate animation.
struct ModePicker: View {
    @State private var mode = 0
    var body: some View {
        Picker("Mode", selection: $mode) {
            Text("Day").tag(0)
            Text("Week").tag(1)
            Text("Month").tag(2)
        }
        .pickerStyle(.segmented)
        .padding()
    }
}

/// A tip picker in the style of the "WeSplit" tutorial: options from a `ForEach` over the
/// values themselves, without `.tag`s (the `ForEach` ids tag them).
struct TipPicker: View {
    @State var tip = 20
    let tips = [10, 15, 20, 25, 0]
    var body: some View {
        Picker("Tip percentage", selection: $tip) {
            ForEach(tips, id: \.self) { Text("\($0)%") }
        }
        .pickerStyle(.segmented)
        .padding()
    }
}
