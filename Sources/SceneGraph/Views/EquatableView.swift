import Foundation

/// A view that is updated only when its content is not equal (`==`) to the content it had
/// (SwiftUI's `EquatableView`): its body is not evaluated again while the new content equals
/// the old, whatever the content's other stored properties do.
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }

    nonisolated public static func == (a: EquatableView, b: EquatableView) -> Bool {
        MainActor.assumeIsolated { a.content == b.content }
    }
}

extension View where Self: Equatable {
    /// This view, updated only when it is not equal to its last value (SwiftUI's
    /// `equatable()`; see `EquatableView`).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
