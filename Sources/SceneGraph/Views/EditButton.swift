import Foundation

/// Whether a view is in edit mode (SwiftUI's `EditMode`, iOS).
public enum EditMode: Hashable, Sendable {
    /// Not editing (the default).
    case inactive
    /// Editing for a moment (a swipe to delete, on iOS).
    case transient
    /// Editing.
    case active

    /// True for `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of this subtree, as a binding, when a container provides one: nil unless
    /// set with `.environment(\.editMode, $mode)` (no container here provides one by itself, and
    /// lists draw no delete or move controls in edit mode).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on and off (SwiftUI's `EditButton`, iOS), drawn as iOS draws
/// it: "Edit", or "Done" in semibold while editing, as a button of the environment's style
/// (borderless: the tint colour).
///
/// A tap toggles the environment's `editMode` binding between `.inactive` and `.active` with
/// the default animation. Without a binding in the environment (`.environment(\.editMode, $mode)`
/// sets one), the button keeps the mode itself, so its title still changes on each tap.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode: EditMode = .inactive

    public init() {}

    public var body: some View {
        let mode = editMode ?? $ownMode
        let editing = mode.wrappedValue.isEditing
        return Button {
            withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}
