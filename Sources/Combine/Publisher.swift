import Foundation

// The core protocols of Combine as SwiftUI app code uses them (see docs/SwiftUI-support.md,
// "Combine"). Demand is accepted but not metered: every subscription delivers all values as
// they are sent (as a `sink` or `assign` subscriber asks for anyway).

/// Something that sends a sequence of values over time to its subscribers, then possibly a
/// completion (Combine's `Publisher`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches `subscriber`: it receives a subscription, then the values and the completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Receives values and a completion from a publisher (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    /// Returns how many more values the subscriber wants (not metered here).
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be cancelled (Combine's `Cancellable`).
public protocol Cancellable {
    func cancel()
}

/// A publisher's link to one subscriber (Combine's `Subscription`).
public protocol Subscription: Cancellable {
    /// Asks for more values (accepted; every value is delivered).
    func request(_ demand: Subscribers.Demand)
}

/// Subscriber types and the values they exchange (Combine's `Subscribers`).
public enum Subscribers {
    /// How many values a subscriber wants: `.unlimited`, `.none` or `.max(n)`.
    public struct Demand: Hashable, Sendable {
        /// The count, nil for unlimited.
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        /// At most `count` values (a negative count is taken as 0).
        public static func max(_ count: Int) -> Demand { Demand(max: Swift.max(0, count)) }
        public static func + (l: Demand, r: Demand) -> Demand {
            guard let a = l.max, let b = r.max else { return .unlimited }
            return Demand(max: a.addingReportingOverflow(b).overflow ? Int.max : a + b)
        }
    }

    /// How a publisher ended (Combine's `Subscribers.Completion`).
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// The subscriber `sink` attaches: it calls its closures with each value and the completion.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var done = false

        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }
        public func receive(subscription: any Subscription) {
            guard !done, self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ input: Input) -> Demand {
            if !done { receiveValue(input) }
            return .none
        }
        public func receive(completion: Completion<Failure>) {
            guard !done else { return }
            done = true
            subscription = nil
            receiveCompletion(completion)
        }
        public func cancel() {
            done = true
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A cancellable that cancels when released (Combine's `AnyCancellable`); keep it (a property,
/// or `store(in:)`) for as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }
    deinit { action?() }

    public static func == (l: AnyCancellable, r: AnyCancellable) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Adds this cancellable to `collection` (which then keeps it).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    /// Adds this cancellable to `set` (which then keeps it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
    /// Wraps this cancellable in an `AnyCancellable` and adds it to `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
    /// Wraps this cancellable in an `AnyCancellable` and adds it to `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

/// A subscription whose cancel runs a closure once; `request` is accepted.
final class ClosureSubscription: Subscription {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        let c = onCancel
        onCancel = nil
        c?()
    }
}

extension Publisher {
    /// Attaches a subscriber that calls `receiveValue` with each value and `receiveCompletion`
    /// with the completion; the subscription lasts while the returned cancellable is kept.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `keyPath` of `object` (which the subscription keeps).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Forwards values to `subscriber` through an operator subscription: `forward` is called
    /// with each upstream value and a function that delivers a value downstream.
    func relay<S: Subscriber>(
        to subscriber: S,
        value forward: @escaping (Output, @escaping (S.Input) -> Void) -> Void
    ) where S.Failure == Failure {
        relay(to: subscriber, value: forward, completion: { $0 })
    }

    /// `relay` with the completion mapped too (for operators that change the failure type).
    func relay<S: Subscriber>(
        to subscriber: S,
        value forward: @escaping (Output, @escaping (S.Input) -> Void) -> Void,
        completion mapCompletion: @escaping (Subscribers.Completion<Failure>) -> Subscribers.Completion<S.Failure>
    ) {
        var upstream: AnyCancellable?
        var cancelled = false
        let subscription = ClosureSubscription {
            cancelled = true
            upstream?.cancel()
            upstream = nil
        }
        subscriber.receive(subscription: subscription)
        upstream = sink(
            receiveCompletion: { c in if !cancelled { subscriber.receive(completion: mapCompletion(c)) } },
            receiveValue: { v in
                guard !cancelled else { return }
                forward(v) { if !cancelled { _ = subscriber.receive($0) } }
            })
        if cancelled { upstream?.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A type-erased publisher (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            attach = erased.attach
        } else {
            attach = { publisher.receive(subscriber: $0) }
        }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A type-erased subscriber (Combine's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let onSubscription: (any Subscription) -> Void
    private let onInput: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        onSubscription = subscriber.receive(subscription:)
        onInput = subscriber.receive(_:)
        onCompletion = subscriber.receive(completion:)
    }
    public func receive(subscription: any Subscription) { onSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { onInput(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension Publisher {
    /// This publisher as an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
