import Foundation

/// A leading or trailing edge (SwiftUI's `HorizontalEdge`), for `swipeActions(edge:)`.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
    case leading, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
    }
}

extension View {
    /// Accepted for source compatibility: the row draws as it would without actions. The actions
    /// are revealed on iOS by a horizontal swipe on the row, which scripted input here does not
    /// recognise yet, so they are neither drawn nor run (docs/SwiftUI-support.md).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View { self }
}
