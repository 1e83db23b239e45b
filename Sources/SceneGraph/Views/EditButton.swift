import Foundation

/// A button that switches editing on and off (SwiftUI's `EditButton`): "Edit", and "Done" in
/// semibold while editing, drawn as a borderless button in the tint colour. A tap switches the
/// title. There is no `editMode` in the environment here, so lists do not show their editing
/// controls.
public struct EditButton: View {
    @State private var isEditing = false

    public init() {}

    public var body: some View {
        Button {
            withAnimation { isEditing.toggle() }
        } label: {
            if isEditing {
                Text("Done").fontWeight(.semibold)
            } else {
                Text("Edit")
            }
        }
    }
}
