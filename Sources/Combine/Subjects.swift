import Foundation

/// A publisher values can be sent into (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed; sends to a snapshot so that a
/// subscriber may subscribe or cancel while receiving.
final class SubscriberList<Output, Failure: Error> {
    private let lock = NSLock()
    private var entries: [(id: UInt64, subscriber: AnySubscriber<Output, Failure>)] = []
    private var nextID: UInt64 = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds `subscriber` (after handing it its subscription); a finished list completes it at once.
    func add<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        lock.lock()
        nextID += 1
        let id = nextID
        let done = completion
        if done == nil { entries.append((id, AnySubscriber(subscriber))) }
        lock.unlock()
        subscriber.receive(subscription: ClosureSubscription { [weak self] in self?.remove(id) })
        if let done { subscriber.receive(completion: done) }
    }

    private func remove(_ id: UInt64) {
        lock.lock()
        entries.removeAll { $0.id == id }
        lock.unlock()
    }

    private var snapshot: [AnySubscriber<Output, Failure>] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.subscriber)
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for s in snapshot { _ = s.receive(value) }
    }

    func send(completion c: Subscribers.Completion<Failure>) {
        lock.lock()
        guard completion == nil else { return lock.unlock() }
        completion = c
        let all = entries.map(\.subscriber)
        entries.removeAll()
        lock.unlock()
        for s in all { s.receive(completion: c) }
    }
}

/// A subject that sends each value to the subscribers it has at that moment (Combine's
/// `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { subscribers.add(subscriber) }
}

/// A subject that holds a current value, sends it to each new subscriber and sends each new
/// value to all (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output {
        didSet { subscribers.send(value) }
    }
    public init(_ value: Output) { self.value = value }
    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let finished = subscribers.completion != nil
        subscribers.add(subscriber)
        if !finished { _ = subscriber.receive(value) }
    }
}

/// Sends one value, then finishes (Combine's `Just`).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        var cancelled = false
        subscriber.receive(subscription: ClosureSubscription { cancelled = true })
        guard !cancelled else { return }
        _ = subscriber.receive(output)
        if !cancelled { subscriber.receive(completion: .finished) }
    }
}

/// Sends nothing; finishes at once unless `completeImmediately` is false (Combine's `Empty`).
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ClosureSubscription {})
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// Fails at once with `error` (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ClosureSubscription {})
        subscriber.receive(completion: .failure(error))
    }
}

extension Sequence {
    /// A publisher of this sequence's elements, then finished (Combine's `Sequence.publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// Sends the elements of a sequence, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var cancelled = false
            subscriber.receive(subscription: ClosureSubscription { cancelled = true })
            for element in sequence {
                if cancelled { return }
                _ = subscriber.receive(element)
            }
            if !cancelled { subscriber.receive(completion: .finished) }
        }
    }
}
