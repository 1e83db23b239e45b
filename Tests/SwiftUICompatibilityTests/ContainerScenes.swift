import SceneGraph

// Scenes in the style of public SwiftUI sample code for `LabeledContent`, `DisclosureGroup`,
// `GroupBox`, progress view styles and iOS 17's chained shape fills and strokes. This file
// imports SceneGraph only, as SwiftUI code imports SwiftUI.

/// An account page: labeled values in a form, one of them a control.
struct AccountDetailsForm: View {
    @State private var seats = 3

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada Lovelace")
                LabeledContent("Plan", value: "Pro")
                LabeledContent("Storage used", value: 0.42, format: .percent)
                LabeledContent {
                    Stepper(value: $seats, in: 1...10) { Text("\(seats)") }
                } label: {
                    Text("Seats")
                }
            }
        }
    }
}

/// The documentation's disclosure group, outside a list: two toggles and a nested group.
struct ToggleStatesDisclosure: View {
    struct ToggleStates {
        var oneIsOn = false
        var twoIsOn = true
    }
    @State private var toggleStates = ToggleStates()
    @State var topExpanded: Bool

    var body: some View {
        VStack {
            DisclosureGroup("Items", isExpanded: $topExpanded) {
                Toggle("Toggle 1", isOn: $toggleStates.oneIsOn)
                Toggle("Toggle 2", isOn: $toggleStates.twoIsOn)
                DisclosureGroup("Sub-items") {
                    Text("Sub-item 1")
                }
            }
            Spacer()
        }
        .padding()
    }
}

/// A disclosure group keeping its own state, with a line of text under it.
struct SelfContainedDisclosure: View {
    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Details") {
                Text("Hidden detail")
            }
            Text("Below")
            Spacer()
        }
        .padding()
    }
}

/// Disclosure groups in a form: the label and each content view are rows of the card.
struct FormDisclosureGroups: View {
    @State private var animalsExpanded = true
    @State private var fruitsExpanded = false
    @State private var notify = true

    var body: some View {
        Form {
            DisclosureGroup("Animals", isExpanded: $animalsExpanded) {
                Text("Otter")
                Text("Heron")
            }
            DisclosureGroup("Fruits", isExpanded: $fruitsExpanded) {
                Text("Fig")
            }
            Toggle("Notify me", isOn: $notify)
        }
    }
}

/// A disclosure group drawn by a style of its own, as styles in sample code do.
struct ShowHideDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                withAnimation { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Text(configuration.isExpanded ? "hide" : "show")
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct StyledDisclosure: View {
    @State var expanded: Bool
    var body: some View {
        DisclosureGroup("Notes", isExpanded: $expanded) {
            Text("Remember the milk")
        }
        .disclosureGroupStyle(ShowHideDisclosureStyle())
        .padding()
    }
}

/// Group boxes as in the documentation and tutorials: with and without a label, and nested.
struct GroupBoxGallery: View {
    @State private var userAgreed = false

    var body: some View {
        VStack(spacing: 16) {
            GroupBox {
                Text("Your account")
                    .font(.headline)
                Text("Username: tswift89")
                Text("City: Nashville")
            }
            GroupBox(label: Label("End-User Agreement", systemImage: "building.columns")) {
                Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.")
                    .font(.footnote)
                Toggle(isOn: $userAgreed) {
                    Text("I agree to the above terms")
                }
            }
            GroupBox("Outer") {
                GroupBox {
                    Text("Inner content")
                }
            }
            Spacer()
        }
        .padding()
    }
}

/// Labeled content outside a form, in a group box (an expense card).
struct ExpenseCard: View {
    var body: some View {
        VStack {
            GroupBox {
                Text("Expenses")
                    .font(.title3.bold())
                Divider()
                LabeledContent("Flight", value: 580, format: .currency(code: "USD"))
                LabeledContent("Hotel", value: 1600, format: .currency(code: "USD"))
            }
            Spacer()
        }
        .padding()
    }
}

/// Labeled content styles of the kind sample code writes.
struct VerticalLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

struct AccentedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
            .foregroundColor(.accentColor)
    }
}

struct LabeledContentStyles: View {
    var body: some View {
        VStack(spacing: 20) {
            LabeledContent("Vertical", value: "Under it")
                .labeledContentStyle(VerticalLabeledContentStyle())
            LabeledContent("Accented", value: "Blue")
                .labeledContentStyle(AccentedLabeledContentStyle())
            LabeledContent("Hidden label", value: "Only the value")
                .labelsHidden()
            Spacer()
        }
        .padding()
    }
}

/// iOS 17's chained fills and strokes.
struct ChainedShapes: View {
    var body: some View {
        HStack(spacing: 20) {
            Circle()
                .fill(.blue)
                .stroke(.red, lineWidth: 8)
                .frame(width: 80, height: 80)
            Capsule()
                .stroke(.orange, lineWidth: 8)
                .fill(.yellow)
                .frame(width: 100, height: 60)
            RoundedRectangle(cornerRadius: 12)
                .fill(.green)
                .strokeBorder(.black, lineWidth: 4)
                .frame(width: 80, height: 80)
        }
        .padding()
    }
}

/// A progress view style that decorates the default look (`ProgressView(configuration)`).
struct PinkBorderedProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
            .padding(4)
            .border(.pink, width: 3)
    }
}

/// Progress view styles: the circular style with and without a value, a tinted spinner, a
/// linear style without a value and a custom style.
struct ProgressStyles: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 40) {
                ProgressView(value: 0.6)
                    .progressViewStyle(.circular)
                ProgressView()
                    .progressViewStyle(CircularProgressViewStyle(tint: .red))
                ProgressView()
                    .tint(.green)
            }
            ProgressView(value: 0.25) { Text("25% progress") }
                .progressViewStyle(PinkBorderedProgressViewStyle())
            ProgressView("Waiting")
                .progressViewStyle(.linear)
            Spacer()
        }
        .padding()
    }
}
