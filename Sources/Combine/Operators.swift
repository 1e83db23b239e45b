import Foundation

extension Publishers {
    /// The publisher of an operator: each subscription makes fresh per-subscription state with
    /// `makeStep`, whose step is called with each upstream value and a function that sends a
    /// value downstream. `Map`, `Filter`, `RemoveDuplicates`, `Debounce` and the others are this
    /// type under Combine's names.
    public struct Operator<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let makeStep: () -> (Upstream.Output, @escaping (Output) -> Void) -> Void

        init(_ upstream: Upstream, _ makeStep: @escaping () -> (Upstream.Output, @escaping (Output) -> Void) -> Void) {
            self.upstream = upstream
            self.makeStep = makeStep
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber, value: makeStep())
        }
    }

    public typealias Map<Upstream: Publisher, Output> = Operator<Upstream, Output>
    public typealias CompactMap<Upstream: Publisher, Output> = Operator<Upstream, Output>
    public typealias Filter<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias RemoveDuplicates<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias Drop<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias Scan<Upstream: Publisher, Output> = Operator<Upstream, Output>
    public typealias ReceiveOn<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias Debounce<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias Delay<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias HandleEvents<Upstream: Publisher> = Operator<Upstream, Upstream.Output>

    /// Sends upstream's values with its failures replaced (`replaceError(with:)`,
    /// `setFailureType(to:)`).
    public struct MapFailure<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        let map: (Subscribers.Completion<Upstream.Failure>) -> (Output?, Subscribers.Completion<Failure>)
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // A replaced error sends its replacement value before finishing.
            upstream.relay(
                to: subscriber,
                value: { v, deliver in deliver(v) },
                completion: { c in
                    let (value, mapped) = map(c)
                    if let value { _ = subscriber.receive(value) }
                    return mapped
                })
        }
    }

    /// The latest values of two publishers as a pair, once each has sent one
    /// (`combineLatest`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merge(a.map { Either<A.Output, B.Output>.left($0) }, b.map { .right($0) })
                .operator { () -> (Either<A.Output, B.Output>, @escaping ((A.Output, B.Output)) -> Void) -> Void in
                    var left: A.Output?, right: B.Output?
                    return { v, send in
                        switch v {
                        case .left(let x): left = x
                        case .right(let y): right = y
                        }
                        if let left, let right { send((left, right)) }
                    }
                }
                .receive(subscriber: subscriber)
        }
    }

    /// Upstream's values from the first value `other` sends on; the ones before are dropped
    /// (`drop(untilOutputFrom:)`). Here it finishes when both publishers have.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other
        public init(upstream: Upstream, other: Other) { self.upstream = upstream; self.other = other }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merge(upstream.map { Either<Upstream.Output, Other.Output>.left($0) }, other.map { .right($0) })
                .operator { () -> (Either<Upstream.Output, Other.Output>, @escaping (Upstream.Output) -> Void) -> Void in
                    var open = false
                    return { v, send in
                        switch v {
                        case .left(let x): if open { send(x) }
                        case .right: open = true
                        }
                    }
                }
                .receive(subscriber: subscriber)
        }
    }

    /// The values of two publishers as they come; finishes when both have (`merge(with:)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var tokens: [AnyCancellable] = []
            var finished = 0, done = false
            subscriber.receive(subscription: ClosureSubscription {
                done = true
                tokens.forEach { $0.cancel() }
                tokens.removeAll()
            })
            func attach<P: Publisher>(_ p: P) where P.Output == Output, P.Failure == Failure {
                let token = p.sink(
                    receiveCompletion: { c in
                        guard !done else { return }
                        if case .failure = c { done = true; subscriber.receive(completion: c); return }
                        finished += 1
                        if finished == 2 { done = true; subscriber.receive(completion: .finished) }
                    },
                    receiveValue: { if !done { _ = subscriber.receive($0) } })
                if !done { tokens.append(token) } else { token.cancel() }
            }
            attach(a)
            attach(b)
        }
    }
}

enum Either<L, R> {
    case left(L)
    case right(R)
}

extension Publisher {
    func `operator`<T>(_ makeStep: @escaping () -> (Output, @escaping (T) -> Void) -> Void) -> Publishers.Operator<Self, T> {
        Publishers.Operator(self, makeStep)
    }

    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        `operator` { { v, send in send(transform(v)) } }
    }
    /// Each value's property at `keyPath`.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        `operator` { { v, send in send(v[keyPath: keyPath]) } }
    }
    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        `operator` { { v, send in if let t = transform(v) { send(t) } } }
    }
    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        `operator` { { v, send in if isIncluded(v) { send(v) } } }
    }
    /// Each value unless `predicate(previous, value)` says it repeats the previous one sent.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        `operator` {
            var last: Output?
            return { v, send in
                if let l = last, predicate(l, v) { return }
                last = v
                send(v)
            }
        }
    }
    /// All but the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        `operator` {
            var seen = 0
            return { v, send in
                seen += 1
                if seen > count { send(v) }
            }
        }
    }
    /// A running accumulation: `nextPartialResult(previous, value)`, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        `operator` {
            var acc = initialResult
            return { v, send in
                acc = nextPartialResult(acc, v)
                send(acc)
            }
        }
    }
    /// Runs the closures as values pass (completion and cancellation closures are accepted).
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        `operator` { { v, send in receiveOutput?(v); send(v) } }
    }
    /// This publisher's values from the first value `publisher` sends on.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P> where P.Failure == Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
    /// The latest value of this publisher and `other` as a pair, once each has sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    /// The values of this publisher and `other` as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    /// Finishes with `output` sent in place of a failure.
    public func replaceError(with output: Output) -> Publishers.MapFailure<Self, Never> {
        Publishers.MapFailure(upstream: self) { c in
            if case .failure = c { return (output, .finished) }
            return (nil, .finished)
        }
    }
}

extension Publisher where Output: Equatable {
    /// Each value unless it equals the previous one sent.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
    /// The same values, typed as failing with `failureType` (which never happens).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.MapFailure<Self, E> {
        Publishers.MapFailure(upstream: self) { _ in (nil, .finished) }
    }
}

extension Publishers {
    /// Upstream's values while `predicate` holds; the first value for which it fails finishes the
    /// publisher and cancels upstream (`prefix(while:)`, `prefix(_:)`, `first()`, `first(where:)`).
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// Made fresh for each subscription: called with each value, it says what to do with it.
        let makeStep: () -> (Upstream.Output) -> Step

        /// What to do with a value: send it on, skip it, finish before it, or send it and then
        /// finish (`first(where:)`).
        enum Step { case send, skip, finish, sendThenFinish }

        init(upstream: Upstream, makeStep: @escaping () -> (Upstream.Output) -> Step) {
            self.upstream = upstream
            self.makeStep = makeStep
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let step = makeStep()
            var token: AnyCancellable?
            var done = false
            subscriber.receive(subscription: ClosureSubscription {
                done = true
                token?.cancel()
                token = nil
            })
            guard !done else { return }
            token = upstream.sink(
                receiveCompletion: { c in
                    guard !done else { return }
                    done = true
                    subscriber.receive(completion: c)
                },
                receiveValue: { v in
                    guard !done else { return }
                    let next = step(v)
                    if next == .send || next == .sendThenFinish { _ = subscriber.receive(v) }
                    guard next == .finish || next == .sendThenFinish, !done else { return }
                    done = true
                    subscriber.receive(completion: .finished)
                    token?.cancel()
                    token = nil
                })
            if done {
                token?.cancel()
                token = nil
            }
        }
    }
}

extension Publishers {
    /// Upstream's values until `other` sends one; then it finishes and cancels both
    /// (`prefix(untilOutputFrom:)`). `other`'s completion is ignored, as in Combine.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other
        public init(upstream: Upstream, other: Other) { self.upstream = upstream; self.other = other }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var token: AnyCancellable?, otherToken: AnyCancellable?
            var done = false
            func cancelBoth() {
                token?.cancel()
                otherToken?.cancel()
                token = nil
                otherToken = nil
            }
            subscriber.receive(subscription: ClosureSubscription {
                done = true
                cancelBoth()
            })
            guard !done else { return }
            otherToken = other.sink(receiveCompletion: { _ in }, receiveValue: { _ in
                guard !done else { return }
                done = true
                subscriber.receive(completion: .finished)
                cancelBoth()
            })
            guard !done else { return cancelBoth() }
            token = upstream.sink(
                receiveCompletion: { c in
                    guard !done else { return }
                    done = true
                    subscriber.receive(completion: c)
                    cancelBoth()
                },
                receiveValue: { v in if !done { _ = subscriber.receive(v) } })
            if done { cancelBoth() }
        }
    }

    public typealias DropWhile<Upstream: Publisher> = Operator<Upstream, Upstream.Output>
    public typealias First<Upstream: Publisher> = PrefixWhile<Upstream>
    public typealias FirstWhere<Upstream: Publisher> = PrefixWhile<Upstream>
}

extension Publisher {
    /// This publisher's values while `predicate` holds; the first that fails it finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self) { { predicate($0) ? .send : .finish } }
    }
    /// At most `maxLength` values, then finished.
    public func prefix(_ maxLength: Int) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self) {
            var sent = 0
            return { _ in
                sent += 1
                return sent < maxLength ? .send : sent == maxLength ? .sendThenFinish : .finish
            }
        }
    }
    /// The first value, then finished.
    public func first() -> Publishers.First<Self> { prefix(1) }
    /// The first value for which `predicate` holds, then finished.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.PrefixWhile(upstream: self) { { predicate($0) ? .sendThenFinish : .skip } }
    }
    /// This publisher's values until `publisher` sends one; then finished.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
    /// This publisher's values from the first for which `predicate` fails on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        `operator` {
            var dropping = true
            return { v, send in
                if dropping, predicate(v) { return }
                dropping = false
                send(v)
            }
        }
    }
}
