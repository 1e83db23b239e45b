// `#Preview` blocks as public sample files end with them (issue #16 item 12): that this file
// compiles is the proof. Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

#Preview {
    ShapeGalleryView()
}

#Preview("Settings") {
    SettingsScreen()
}

#Preview("Two rings", traits: .sizeThatFitsLayout) {
    let goal: CGFloat = 0.5
    HStack {
        ActivityRingView(goal: goal)
        ActivityRingView()
    }
}
