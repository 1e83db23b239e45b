import Foundation

/// A size proposed by a parent: nil in a dimension means "your ideal size", infinity "as much
/// as you like", zero "as little as you can" (SwiftUI's `ProposedViewSize`).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil replaced by `size`'s dimensions.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    public var description: String {
        "(\(width.map { fmt($0) } ?? "nil"), \(height.map { fmt($0) } ?? "nil"))"
    }
}
