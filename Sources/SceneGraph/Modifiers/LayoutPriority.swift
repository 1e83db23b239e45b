import Foundation

/// Sets the priority with which a parent stack sizes the view (SwiftUI's `layoutPriority`).
public struct _LayoutPriorityModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let value: Double
}

extension View {
    /// The priority with which a parent stack gives this view space (0 by default): a stack
    /// offers its children with the highest priority all its space except the minimum lengths
    /// of the lower-priority ones, then shares what remains among the next priority, and so on.
    /// A non-finite value is reported once and treated as 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        guard value.isFinite else {
            WarningLog.warn("layoutPriority must be finite, got \(value); using 0")
            return modifier(_LayoutPriorityModifier(value: 0))
        }
        return modifier(_LayoutPriorityModifier(value: value))
    }
}
