import Foundation

/// Dismisses the presentation that shows the view reading it (SwiftUI's `DismissAction`, read
/// as `@Environment(\.dismiss) var dismiss` and called as `dismiss()`): inside a sheet, full
/// screen cover, alert or dialog it sets the presenting binding to false (or its item to nil).
/// Outside any presentation it does nothing.
public struct DismissAction {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    public func callAsFunction() { action() }
}

/// The older form of the same thing (SwiftUI's `PresentationMode`, read through
/// `@Environment(\.presentationMode)` as `presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode {
    let dismissAction: DismissAction
    /// Whether the view is inside a presentation.
    public var isPresented: Bool
    public mutating func dismiss() { dismissAction() }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (a no-op outside one).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] ?? DismissAction {} }
        set { self[DismissActionKey.self] = newValue }
    }
    /// Whether the view is inside a presentation (SwiftUI's `isPresented` environment value).
    public var isPresented: Bool { self[DismissActionKey.self] != nil }
    /// The presentation mode as a binding (deprecated in SwiftUI, common in older code).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(dismissAction: dismiss, isPresented: isPresented)
        return Binding(get: { mode }, set: { _ in })
    }
}
