import Foundation

/// Whether a button held down fires its action again and again (SwiftUI's
/// `ButtonRepeatBehavior`, iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

/// How prominent a section header is drawn (SwiftUI's `Prominence`).
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension View {
    /// Accepted so that code using it compiles; a held button still fires once, when the pointer
    /// lifts (iOS repeats the action while the press lasts).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> Self { self }
    /// Accepted so that code using it compiles; section headers are drawn at the standard
    /// prominence (iOS draws `.increased` headers larger and in the label colour).
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}
