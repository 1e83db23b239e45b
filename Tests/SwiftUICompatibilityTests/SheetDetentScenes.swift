// SwiftUI-style sheets with detents, list rows that act as buttons, alerts with actions and a
// navigation stack that pops, as sample code writes them; imports only SceneGraph.
import SceneGraph

/// A map-style screen whose half sheet opens on a tap.
struct HalfSheetView: View {
    @State private var showDetails = false
    let detents: Set<PresentationDetent>
    var corner: CGFloat? = nil
    var tinted = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Coffee nearby").font(.title2.bold())
            Button("Show details") { showDetails = true }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showDetails) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Blue Bottle").font(.title3.bold())
                Text("Open until 6 PM · 0.3 mi").foregroundStyle(.secondary)
                Button("Directions") {}
                    .buttonStyle(.bordered)
            }
            .padding(.top, 24)
            .padding(.horizontal)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .presentationDetents(detents)
            .presentationCornerRadius(corner)
            .presentationBackground(tinted ? AnyShapeStyle(Color.yellow.opacity(0.3)) : AnyShapeStyle(Color(.systemBackground)))
        }
    }
}

/// A settings list whose rows are buttons and links; each row counts its taps.
struct ActionRowsView: View {
    @State private var signOuts = 0
    @State private var exports = 0

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Account") {
                        Text("Account details")
                            .navigationTitle("Account")
                    }
                    Button("Export data") { exports += 1 }
                }
                Section {
                    Button("Sign out", role: .destructive) { signOuts += 1 }
                }
                Section {
                    Text("Signed out \(signOuts) times, exported \(exports) times")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// An alert and a confirmation dialog whose actions set state and close them.
struct DeleteConfirmationsView: View {
    @State private var showAlert = false
    @State private var showDialog = false
    @State private var status = "Nothing yet"

    var body: some View {
        VStack(spacing: 24) {
            Text(status)
            Button("Delete file") { showAlert = true }
            Button("Share") { showDialog = true }
        }
        .alert("Delete the file?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) { status = "Deleted" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share", isPresented: $showDialog, titleVisibility: .visible) {
            Button("Copy link") { status = "Copied" }
            Button("Email") { status = "Emailed" }
        }
    }
}
