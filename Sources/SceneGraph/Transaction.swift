import Foundation

/// The context of a state change: which animation, if any, carries the changes it causes
/// (SwiftUI's `Transaction`). Every state write captures the current transaction.
public struct Transaction: Sendable {
    /// The animation for the changes; nil snaps.
    public var animation: Animation?
    /// When true, changes snap even if an animation is set.
    public var disablesAnimations: Bool = false
    /// Wave's `gestureVelocity`, points per second: the initial velocity of position-like
    /// properties (offsets, positions) animated by this transaction.
    public var gestureVelocity: CGPoint?
    /// Identifier of the `withAnimation` call whose completion waits for these changes.
    var completionGroup: Int?

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction in effect for state writes on this task.
    @TaskLocal public static var current = Transaction()

    func gestureVelocity<Value>(for type: Value.Type) -> Value? {
        guard let v = gestureVelocity, animation?.isSpring == true else { return nil }
        if Value.self == CGPoint.self { return v as? Value }
        if Value.self == CGSize.self { return CGSize(width: v.x, height: v.y) as? Value }
        return nil
    }
}

/// Runs `body` with its state changes animated by `animation` (SwiftUI's `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` with the given transaction for its state changes.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}
