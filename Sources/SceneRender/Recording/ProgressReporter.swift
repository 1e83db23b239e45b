import Foundation

/// Progress of a recording on standard error. On a terminal: a one-line display rewritten in
/// place (frames done, frames per second, time left). Elsewhere (a log, a pipe, CI): nothing in
/// a short render; once a render has run longer than `quietInterval` seconds of wall time, a plain
/// line such as "card: 34 of 91 frames, 3.1 frames/min" at most every `quietInterval` seconds,
/// so that a slow render shows it is alive. Reads the wall clock for the display only; nothing
/// it measures reaches a frame.
public final class ProgressReporter: @unchecked Sendable {
    public enum Mode: Sendable {
        /// The live display on a terminal, plain lines of a long render elsewhere.
        case automatic
        /// The live display, terminal or not.
        case always
        case never
    }
    /// Seconds of wall time a render runs, quietly, before its first plain line, and the least
    /// time between two plain lines.
    static let quietInterval: UInt64 = 10_000_000_000
    private enum Style { case live, plain, none }
    private let lock = NSLock()
    private let total: Int
    private let name: String
    private let style: Style
    private let clock: @Sendable () -> UInt64
    private let write: @Sendable (String) -> Void
    private var done = 0
    private let start: UInt64
    private var lastPrint: UInt64 = 0

    /// `total` frames of the scene `name`; `clock` gives monotonic nanoseconds, `write` takes what
    /// goes to standard error, `isTerminal` tells whether standard error is a terminal.
    init(
        total: Int, mode: Mode, name: String = "render", isTerminal: Bool = isatty(2) != 0,
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.total = total
        self.name = name
        self.clock = clock
        self.write = write
        start = clock()
        switch mode {
        case .automatic: style = isTerminal ? .live : .plain
        case .always: style = .live
        case .never: style = .none
        }
        lastPrint = style == .plain ? start : 0
    }

    func frameDone() {
        guard style != .none else { return }
        lock.lock(); defer { lock.unlock() }
        done += 1
        let now = clock()
        let seconds = Double(now &- start) / 1e9
        switch style {
        case .live:
            if now &- lastPrint > 100_000_000 || done == total {
                lastPrint = now
                write("\r" + Self.line(done: done, total: total, seconds: seconds))
            }
        case .plain:
            // The first line once the render has run `quietInterval`, then one every `quietInterval`.
            if now &- lastPrint >= Self.quietInterval {
                lastPrint = now
                write(Self.plainLine(name: name, done: done, total: total, seconds: seconds) + "\n")
            }
        case .none:
            break
        }
    }

    func finish() {
        guard style == .live else { return }
        lock.lock(); defer { lock.unlock() }
        write("\n")
    }

    /// "frames 40/120  55.1 fps  0:01 left".
    static func line(done: Int, total: Int, seconds: Double) -> String {
        let fps = seconds > 0 ? Double(done) / seconds : 0
        let left = fps > 0 ? Int((Double(total - done) / fps).rounded(.up)) : 0
        return String(format: "frames %d/%d  %.1f fps  %d:%02d left ", done, total, fps, left / 60, left % 60)
    }

    /// "card: 34 of 91 frames, 3.1 frames/min" (frames per second from 1 a second up).
    static func plainLine(name: String, done: Int, total: Int, seconds: Double) -> String {
        let perSecond = seconds > 0 ? Double(done) / seconds : 0
        let rate = perSecond >= 1 ? String(format: "%.1f frames/s", perSecond) : String(format: "%.1f frames/min", perSecond * 60)
        return "\(name): \(done) of \(total) frames, \(rate)"
    }
}
