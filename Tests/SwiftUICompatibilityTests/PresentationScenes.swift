// Imports only SceneGraph, as SwiftUI code imports SwiftUI: alerts, sheets and dialogs written
// the ways sample code writes them.
import SceneGraph

/// A file row whose delete asks first (the older `Alert` form).
struct DeleteFileView: View {
    @State private var showingAlert = false
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 24) {
            Text(deleted ? "Nothing here" : "Report.pdf")
                .font(.headline)
            Text("Delete")
                .foregroundColor(.red)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(Capsule().stroke(Color.red, lineWidth: 1))
                .onTapGesture { showingAlert = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.95))
        .alert(isPresented: $showingAlert) {
            Alert(
                title: Text("Delete this file?"),
                message: Text("You cannot undo this action."),
                primaryButton: .destructive(Text("Delete")) { deleted = true },
                secondaryButton: .cancel())
        }
    }
}

/// A settings sheet that closes itself through the environment's dismiss action.
struct SettingsSheetView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.title.bold())
            Text("Notifications are on")
            Text("Done")
                .foregroundColor(.blue)
                .onTapGesture { dismiss() }
        }
        .padding(24)
    }
}

/// A profile screen that shows its settings in a sheet.
struct ProfileWithSheetView: View {
    @State private var showSettings = false
    @State private var dismissals = 0

    var body: some View {
        VStack(spacing: 12) {
            Circle().fill(Color.orange).frame(width: 72, height: 72)
            Text("Jane Smith").font(.title2)
            Text("Closed \(dismissals) times").font(.footnote).foregroundColor(.secondary)
            Text("Open settings")
                .foregroundColor(.blue)
                .onTapGesture { showSettings = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $showSettings, onDismiss: { dismissals += 1 }) {
            SettingsSheetView()
        }
    }
}

/// A photo with a share dialog (iOS 15's `confirmationDialog`).
struct ShareDialogView: View {
    @State private var showOptions = true
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
            .frame(width: 200, height: 140)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .confirmationDialog("Share photo", isPresented: $showOptions, titleVisibility: .visible) {
                Text("Save to Photos")
            }
    }
}
