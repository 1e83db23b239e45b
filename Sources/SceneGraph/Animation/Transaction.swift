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
    /// The completion waiting for the animations this transaction starts.
    var completion: AnimationCompletion?

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction in effect for state writes on this task.
    @TaskLocal public static var current = Transaction()

    /// The animation that applies, or nil when animations are disabled.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// Whether two transactions would animate a change the same way (so their writes can be
    /// applied in one update).
    func hasSameEffect(as other: Transaction) -> Bool {
        effectiveAnimation == other.effectiveAnimation && gestureVelocity == other.gestureVelocity
            && completion === other.completion
    }

    /// The gesture velocity as the velocity of a position-like property of type `Value` (a point,
    /// an offset, or a frame whose origin moves: its size is at rest); nil without a spring.
    func gestureVelocity<Value>(for type: Value.Type) -> Value? {
        guard let v = gestureVelocity, effectiveAnimation?.isSpring == true else { return nil }
        if Value.self == CGPoint.self { return v as? Value }
        if Value.self == CGSize.self { return CGSize(width: v.x, height: v.y) as? Value }
        if Value.self == CGRect.self { return CGRect(x: v.x, y: v.y, width: 0, height: 0) as? Value }
        return nil
    }
}

/// When a `withAnimation` completion runs (SwiftUI's `AnimationCompletionCriteria`).
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// When the animations started by the change are logically complete.
    case logicallyComplete
    /// When every animation on the changed properties has finished, including later ones.
    case removed
}

/// Tracks the animations started by one `withAnimation(_:completionCriteria:_:completion:)`
/// call and runs its completion once, at the right scene time.
final class AnimationCompletion: @unchecked Sendable {
    private let lock = NSLock()
    let criteria: AnimationCompletionCriteria
    private var action: (() -> Void)?
    private var latestEnd = -Double.infinity
    private var slots: [AnyAnimatedSlot] = []
    private var wrote = false
    private var scheduled = false

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    func didWrite() {
        lock.lock(); defer { lock.unlock() }
        wrote = true
    }

    var hasWritten: Bool {
        lock.lock(); defer { lock.unlock() }
        return wrote
    }

    func register(end: Double, slot: AnyAnimatedSlot) {
        lock.lock(); defer { lock.unlock() }
        latestEnd = max(latestEnd, end)
        if !slots.contains(where: { $0 === slot }) { slots.append(slot) }
    }

    /// Called after the update that applied this transaction's writes: schedules the completion
    /// at the logical end of its animations, or now if it started none.
    @MainActor
    func batchFinished(host: SceneHost) {
        lock.lock()
        guard !scheduled else { lock.unlock(); return }
        scheduled = true
        let end = latestEnd
        lock.unlock()
        if end.isFinite, end > host.time {
            host.schedule(at: end) { [self] in self.check(host: host) }
        } else if end == .infinity {
            // Repeats for ever: never logically complete.
            return
        } else {
            host.enqueueAction { [self] in self.fire() }
        }
    }

    @MainActor
    private func check(host: SceneHost) {
        if criteria == .removed {
            lock.lock()
            let later = slots.compactMap(\.removalTime).max() ?? -Double.infinity
            lock.unlock()
            if later > host.time {
                host.schedule(at: later) { [self] in self.check(host: host) }
                return
            }
        }
        fire()
    }

    /// Runs the action once.
    func fire() {
        lock.lock()
        let a = action
        action = nil
        lock.unlock()
        a?()
    }
}

/// Runs `body` with its state changes animated by `animation` (SwiftUI's `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` with its state changes animated by `animation`, then runs `completion` when the
/// animations meet `completionCriteria` (at that scene time). A change that starts no animation
/// completes at once.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    let tracker = AnimationCompletion(criteria: completionCriteria, action: completion)
    transaction.completion = tracker
    let result = try Transaction.$current.withValue(transaction) { try body() }
    if !tracker.hasWritten { tracker.fire() }
    return result
}

/// Runs `body` with the given transaction for its state changes.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` with the value at `keyPath` of the current transaction set to `value`.
@discardableResult
public func withTransaction<V, Result>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
    _ body: () throws -> Result
) rethrows -> Result {
    var t = Transaction.current
    t[keyPath: keyPath] = value
    return try Transaction.$current.withValue(t) { try body() }
}

/// Wave's block API: animates the state changes made in `animations` with `spring`.
///
/// `gestureVelocity` (points per second) becomes the initial velocity of position-like properties
/// (offsets and layout positions). `.nonAnimated` snaps, interrupting running animations of the
/// changed properties. `completion(finished, retargeted)` runs when the animations are logically
/// complete (`finished` true), once.
public enum Wave {
    public static func animate(
        withSpring spring: Spring, mode: AnimationMode = .animated, delay: Double = 0,
        gestureVelocity: CGPoint? = nil, animations: () -> Void,
        completion: ((Bool, Bool) -> Void)? = nil
    ) {
        var transaction = Transaction.current
        if mode == .nonAnimated || spring.isInstant {
            transaction.animation = nil
        } else {
            transaction.animation = delay > 0 ? Animation.spring(spring).delay(delay) : .spring(spring)
            transaction.gestureVelocity = gestureVelocity
        }
        guard let completion else {
            Transaction.$current.withValue(transaction) { animations() }
            return
        }
        let tracker = AnimationCompletion(criteria: .logicallyComplete) { completion(true, false) }
        transaction.completion = tracker
        Transaction.$current.withValue(transaction) { animations() }
        if !tracker.hasWritten { tracker.fire() }
    }
}

/// A transaction held by reference (see `Node.pendingTransaction`).
final class TransactionBox: Sendable {
    let transaction: Transaction
    /// Whether the transaction animates changes (it has an animation and does not disable them).
    let animates: Bool
    init(_ transaction: Transaction) {
        self.transaction = transaction
        self.animates = transaction.effectiveAnimation != nil
    }
    static let none = TransactionBox(Transaction())
}
