import Foundation
import Dispatch

/// Runs `body` on the main actor and returns its result, from any calling context, so that the
/// assertions can be called as swift-snapshot-testing's are: from a plain synchronous XCTest
/// method (which XCTest runs on the main thread), from `@MainActor` methods and from Swift
/// Testing's `@Test` functions (which run on the cooperative pool).
///
/// - On the main thread, or on the main queue (the main actor's executor, which an async `main`
///   drains from another thread): `body` runs at once, in place.
/// - Elsewhere: `body` is handed to the main actor and the calling thread waits for it. The main
///   actor must not be waiting for the calling thread; a test runner's main actor never is.
func runOnMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMarker.key) == true {
        return try MainActor.assumeIsolated { try body() }
    }
    return try withoutActuallyEscaping(body) { body in
        let slot = MainActorHandoff<T>(body)
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            slot.run()
            done.signal()
        }
        done.wait()
        return try slot.result!.get()
    }
}

/// Marks the main dispatch queue, so that code it runs on another thread (the main actor after
/// an async `main` has called `dispatchMain`) is known to be on the main actor.
private enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// The body and result of one `runOnMainActor` hand-off. The body is dropped as soon as it has
/// run, before the waiting thread is woken, so that it never outlives the call.
private final class MainActorHandoff<T>: @unchecked Sendable {
    private var body: (@MainActor () throws -> T)?
    var result: Result<T, any Error>?
    init(_ body: @escaping @MainActor () throws -> T) { self.body = body }
    @MainActor func run() {
        result = Result { try body!() }
        body = nil
    }
}
