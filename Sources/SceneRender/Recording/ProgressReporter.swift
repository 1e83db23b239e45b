import Foundation

/// A one-line progress display on standard error: frames done, frames per second and time left.
/// By default shown only when standard error is a terminal, so logs and pipes stay quiet.
/// Reads the wall clock for the display only; nothing it measures reaches a frame.
public final class ProgressReporter: @unchecked Sendable {
    public enum Mode: Sendable {
        /// Show when standard error is a terminal.
        case automatic
        case always
        case never
    }
    private let lock = NSLock()
    private let total: Int
    private let enabled: Bool
    private var done = 0
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastPrint: UInt64 = 0

    init(total: Int, mode: Mode) {
        self.total = total
        switch mode {
        case .automatic: enabled = isatty(2) != 0
        case .always: enabled = true
        case .never: enabled = false
        }
    }

    func frameDone() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        done += 1
        let now = DispatchTime.now().uptimeNanoseconds
        if now - lastPrint > 100_000_000 || done == total {
            lastPrint = now
            FileHandle.standardError.write(Data(("\r" + Self.line(done: done, total: total, seconds: Double(now - start) / 1e9)).utf8))
        }
    }

    func finish() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        FileHandle.standardError.write(Data("\n".utf8))
    }

    /// "frames 40/120  55.1 fps  0:01 left".
    static func line(done: Int, total: Int, seconds: Double) -> String {
        let fps = seconds > 0 ? Double(done) / seconds : 0
        let left = fps > 0 ? Int((Double(total - done) / fps).rounded(.up)) : 0
        return String(format: "frames %d/%d  %.1f fps  %d:%02d left ", done, total, fps, left / 60, left % 60)
    }
}
