import Foundation

/// The one channel for warnings about bad input, from every module (a clamped spring parameter,
/// a non-finite value replaced by zero, a missing font or image file, an unknown colour name):
/// standard error, each message once per process, as "warning: …". A scene host also keeps the
/// warnings of its own scene (`SceneHost.warnings`) and reports them here.
///
/// `capturing(_:)` collects the warnings raised while its body runs instead of printing them,
/// for tests that expect warnings and check them. Thread-safe; a capture also receives the
/// warnings of other threads while it is open (the frame recorder's workers).
public enum WarningLog {
    private static let state = LockedState()

    private final class LockedState: @unchecked Sendable {
        let lock = NSLock()
        var printed = Set<String>()
        var captures: [Capture] = []
        var history: [String] = []
        var historySet = Set<String>()
    }

    /// At most this many distinct messages are kept in `history`; later ones are still reported.
    public static let historyLimit = 10_000

    /// Every distinct message reported in this process so far, printed or captured, in the order
    /// first reported (at most `historyLimit`).
    public static var history: [String] {
        state.lock.lock(); defer { state.lock.unlock() }
        return state.history
    }

    private final class Capture {
        var messages: [String] = []
    }

    /// Reports `message`: appended to the innermost open capture (once per capture), or printed
    /// to standard error the first time the process sees it.
    public static func warn(_ message: String) {
        let s = state
        s.lock.lock()
        if s.history.count < historyLimit, !s.historySet.contains(message) {
            s.historySet.insert(message)
            s.history.append(message)
        }
        if let capture = s.captures.last {
            if !capture.messages.contains(message) { capture.messages.append(message) }
            s.lock.unlock()
            return
        }
        let isNew = s.printed.insert(message).inserted
        s.lock.unlock()
        if isNew { FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8)) }
    }

    /// Runs `body` and returns its result with the warnings raised meanwhile (in order, each
    /// once), which are not printed.
    public static func capturing<R>(_ body: () throws -> R) rethrows -> (result: R, warnings: [String]) {
        let capture = Capture()
        state.lock.lock()
        state.captures.append(capture)
        state.lock.unlock()
        defer {
            state.lock.lock()
            state.captures.removeAll { $0 === capture }
            state.lock.unlock()
        }
        let result = try body()
        state.lock.lock()
        let messages = capture.messages
        state.lock.unlock()
        return (result, messages)
    }
}
