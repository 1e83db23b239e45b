import Foundation

/// Progress of a recording on standard error. On a terminal: a one-line display rewritten in
/// place (frames done, frames per second, time left). Elsewhere (a log, a pipe, CI): nothing in
/// a short render; once a render has run longer than `quietInterval` seconds of wall time, a plain
/// line such as "card: 34 of 91 frames, 3.1 frames/min" at most every `quietInterval` seconds,
/// so that a slow render shows it is alive. Reads the wall clock for the display only; nothing
/// it measures reaches a frame.
///
/// Frames kept from an earlier run (`frameKept()`) count as done but not towards the rate, so
/// that after a resume the time left is that of the frames still to draw. The same display,
/// with a `phase` label ("encoding mp4"), shows the progress of the other long phases.
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
    private let phase: String?
    private var done = 0
    private var kept = 0
    private let start: UInt64
    private var lastPrint: UInt64 = 0

    /// `total` frames of the scene `name`, in `phase` (nil: rendering); `clock` gives monotonic
    /// nanoseconds, `write` takes what goes to standard error, `isTerminal` tells whether
    /// standard error is a terminal.
    package init(
        total: Int, mode: Mode, name: String = "render", phase: String? = nil, isTerminal: Bool = isatty(2) != 0,
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.total = total
        self.name = name
        self.phase = phase
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

    /// One more frame drawn (or encoded).
    package func frameDone() {
        advance(by: 1, kept: false)
    }

    /// One more frame kept from an earlier run: done, but not part of the rate.
    func frameKept() {
        advance(by: 1, kept: true)
    }

    /// `count` frames done in all (a phase that reports totals, as ffmpeg does); a count at or
    /// below the last one changes nothing.
    package func framesDone(_ count: Int) {
        lock.lock()
        let step = count - done
        lock.unlock()
        if step > 0 { advance(by: step, kept: false) }
    }

    private func advance(by step: Int, kept isKept: Bool) {
        guard style != .none else { return }
        lock.lock(); defer { lock.unlock() }
        done += step
        if isKept { kept += step }
        let now = clock()
        let seconds = Double(now &- start) / 1e9
        switch style {
        case .live:
            if now &- lastPrint > 100_000_000 || done == total {
                lastPrint = now
                write("\r" + (phase.map { "\($0): " } ?? "") + Self.line(done: done, total: total, seconds: seconds, kept: kept))
            }
        case .plain:
            // The first line once the render has run `quietInterval`, then one every `quietInterval`.
            if now &- lastPrint >= Self.quietInterval {
                lastPrint = now
                write(Self.plainLine(name: phase.map { "\(name) \($0)" } ?? name, done: done, total: total, seconds: seconds, kept: kept) + "\n")
            }
        case .none:
            break
        }
    }

    package func finish() {
        guard style == .live else { return }
        lock.lock(); defer { lock.unlock() }
        write("\n")
    }

    /// "frames 40/120  55.1 fps  0:01 left"; with frames kept from an earlier run, "frames
    /// 40/120 (25 kept)  …", the rate and the time left counting only the frames drawn.
    static func line(done: Int, total: Int, seconds: Double, kept: Int = 0) -> String {
        let drawn = done - kept
        let fps = seconds > 0 ? Double(drawn) / seconds : 0
        let left = fps > 0 ? Int((Double(total - done) / fps).rounded(.up)) : 0
        let keptNote = kept > 0 ? " (\(kept) kept)" : ""
        return "frames \(done)/\(total)\(keptNote)  " + String(format: "%.1f fps  %d:%02d left ", fps, left / 60, left % 60)
    }

    /// "card: 34 of 91 frames, 3.1 frames/min" (frames per second from 1 a second up); kept
    /// frames are named and left out of the rate.
    static func plainLine(name: String, done: Int, total: Int, seconds: Double, kept: Int = 0) -> String {
        let perSecond = seconds > 0 ? Double(done - kept) / seconds : 0
        let rate = perSecond >= 1 ? String(format: "%.1f frames/s", perSecond) : String(format: "%.1f frames/min", perSecond * 60)
        return "\(name): \(done) of \(total) frames\(kept > 0 ? " (\(kept) kept)" : ""), \(rate)"
    }
}
