import SceneGraph

// A scene for `IdentityChangeLifecycleTests`, in a file that imports only SceneGraph, as scene
// code does: its `DispatchQueue.main.asyncAfter` then runs on scene time.

/// What the lifecycle actions of `IDSwatch` wrote, in order.
final class LifecycleLog { var text = "" }

/// A swatch whose `.id` flips 0.1 s after it first appears; `onAppear` and `onDisappear` write
/// `A`/`D` and the flag they read (`T`, `F`).
struct IDSwatch: View {
    let log: LifecycleLog
    let identityTransition: Bool
    @State private var toggle = false
    var body: some View {
        let swatch = Color.red
            .onAppear {
                if log.text.isEmpty {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { toggle.toggle() }
                }
                log.text += "A" + (toggle ? "T" : "F")
            }
            .onDisappear { log.text += "D" + (toggle ? "T" : "F") }
        if identityTransition {
            swatch.transition(.identity).id(toggle)
        } else {
            swatch.id(toggle)
        }
    }
}
