import Foundation

/// A time interval a scheduler's stride can be made from (Combine's
/// `SchedulerTimeIntervalConvertible`).
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// Where and when work runs (Combine's `Scheduler`). `RunLoop.main` and `DispatchQueue.main`
/// run on scene time while a scene's code runs (see `SchedulerClocks`), so a `debounce` or
/// `delay` shows at the same frame on every run; outside a scene they run on the wall clock
/// as Foundation does.
public protocol Scheduler {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` as soon as possible (after the work already queued).
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (at once if it is past).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A point in time of `RunLoop` and `DispatchQueue` as schedulers: seconds on the scene's
/// clock in scene code, seconds since the reference date elsewhere.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public func distance(to other: SchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.timeInterval) }

    /// A duration in seconds; literals are seconds (`.debounce(for: 0.3, …)`).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        /// Seconds.
        public var timeInterval: Double
        public init(_ seconds: Double) { timeInterval = seconds }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = Double(source) }
        public var magnitude: Stride { Stride(Swift.abs(timeInterval)) }
        public static func < (l: Stride, r: Stride) -> Bool { l.timeInterval < r.timeInterval }
        public static func + (l: Stride, r: Stride) -> Stride { Stride(l.timeInterval + r.timeInterval) }
        public static func - (l: Stride, r: Stride) -> Stride { Stride(l.timeInterval - r.timeInterval) }
        public static func * (l: Stride, r: Stride) -> Stride { Stride(l.timeInterval * r.timeInterval) }
        public static func *= (l: inout Stride, r: Stride) { l = l * r }
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }
    }
}

/// The scene's clock as Combine's schedulers see it: a frame renderer installs one
/// (`SchedulerClocks.install`), and while its scene's code runs on this thread `current`
/// returns it.
public protocol SchedulerClock: AnyObject {
    /// Scene time, seconds.
    var now: Double { get }
    /// Runs `action` at scene time `time` (at the current time if `time` is past).
    func schedule(at time: Double, _ action: @escaping () -> Void)
}

/// Where schedulers find the scene's clock.
public enum SchedulerClocks {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var provider: (@Sendable () -> (any SchedulerClock)?)?
    }
    private static let slot = Slot()

    /// Sets the function that returns the clock of the scene whose code runs on this thread
    /// (nil outside scene code).
    public static func install(_ provider: @escaping @Sendable () -> (any SchedulerClock)?) {
        slot.lock.lock()
        slot.provider = provider
        slot.lock.unlock()
    }

    /// The scene clock of the code running now, nil outside scene code.
    public static var current: (any SchedulerClock)? {
        slot.lock.lock()
        let provider = slot.provider
        slot.lock.unlock()
        return provider?()
    }
}

/// The scheduling of `RunLoop` and `DispatchQueue`: on the scene clock in scene code, else on
/// `wall` (the real time, seconds since the reference date).
enum SceneOrWall {
    static var now: SchedulerTime {
        SchedulerTime(seconds: SchedulerClocks.current?.now ?? Date().timeIntervalSinceReferenceDate)
    }
    static func schedule(after date: SchedulerTime?, _ action: @escaping () -> Void) {
        if let clock = SchedulerClocks.current {
            clock.schedule(at: date?.seconds ?? clock.now, action)
            return
        }
        let delay = max(0, (date?.seconds ?? 0) - Date().timeIntervalSinceReferenceDate)
        let box = UncheckedAction(action)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { box.action() }
    }
}

/// An action handed to Dispatch from a scheduler (scheduled work runs on the main queue).
private struct UncheckedAction: @unchecked Sendable {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public var now: SchedulerTime { SceneOrWall.now }
    public var minimumTolerance: SchedulerTime.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { SceneOrWall.schedule(after: nil, action) }
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void) {
        SceneOrWall.schedule(after: date, action)
    }
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public var now: SchedulerTime { SceneOrWall.now }
    public var minimumTolerance: SchedulerTime.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { SceneOrWall.schedule(after: nil, action) }
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void) {
        SceneOrWall.schedule(after: date, action)
    }
}

/// Runs work at once, synchronously (Combine's `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTime { SceneOrWall.now }
    public var minimumTolerance: SchedulerTime.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void) { action() }
}

extension Publisher {
    /// Delivers each value through `scheduler` (on the scene's clock in scene code: after the
    /// work already queued at the current scene time).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self> {
        `operator` { { v, send in scheduler.schedule(options: options) { send(v) } } }
    }

    /// Sends a value only once `dueTime` has passed without another one (Combine's `debounce`):
    /// each value restarts the wait; the value sent is the latest.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self> {
        `operator` {
            var generation = 0
            return { v, send in
                generation += 1
                let mine = generation
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    if generation == mine { send(v) }
                }
            }
        }
    }

    /// Sends each value `interval` later (Combine's `delay(for:scheduler:)`).
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self> {
        `operator` {
            { v, send in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) { send(v) }
            }
        }
    }

}
