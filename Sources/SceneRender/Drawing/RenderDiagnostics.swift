import Foundation

/// Warnings raised while drawing (a missing image file, a missing font family), printed once
/// per process to standard error and kept for inspection. Thread-safe.
public final class RenderDiagnostics: @unchecked Sendable {
    public static let shared = RenderDiagnostics()
    private let lock = NSLock()
    private var seen = Set<String>()
    private var list: [String] = []

    /// Every warning so far, in the order first raised.
    public var warnings: [String] {
        lock.lock(); defer { lock.unlock() }
        return list
    }

    /// Records `message` and prints it to standard error the first time it is seen.
    public func warnOnce(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        if isNew { list.append(message) }
        lock.unlock()
        WarningLog.warn(message) // prints once per process, or goes to an open capture
    }
}
