import Foundation

/// The horizontal or vertical dimension (SwiftUI's `Axis`), and sets of them.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes (SwiftUI's `Axis.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
