import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`), in scene time.
public struct TimelineSchedule: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case everyFrame(minimumInterval: Double?)
        case periodic(start: Date, interval: Double)
        /// At these scene times (seconds), ascending.
        case explicit([Double])
    }
    let kind: Kind

    /// Every frame the host renders, optionally no more often than `minimumInterval` seconds.
    public static var animation: TimelineSchedule { TimelineSchedule(kind: .everyFrame(minimumInterval: nil)) }
    public static func animation(minimumInterval: Double?, paused: Bool = false) -> TimelineSchedule {
        TimelineSchedule(kind: .everyFrame(minimumInterval: minimumInterval))
    }
    /// At `start` and every `interval` seconds after it. Scene dates begin at
    /// `SceneHost.epoch` (t = 0). A start before the epoch, or more than a day after it (a
    /// wall-clock date such as `.now`, which would make output depend on when it ran), counts
    /// from t = 0.
    /// An interval that is not > 0 and finite becomes 1 s, with one warning.
    public static func periodic(from start: Date, by interval: Double) -> TimelineSchedule {
        var interval = interval
        if !(interval > 0 && interval.isFinite) {
            WarningLog.warn("TimelineSchedule.periodic: interval must be > 0 and finite, got \(interval); using 1")
            interval = 1
        }
        return TimelineSchedule(kind: .periodic(start: start, interval: interval))
    }
    public static var everyMinute: TimelineSchedule { .periodic(from: SceneHost.epoch, by: 60) }

    /// At each of `dates` (SwiftUI's `.explicit(_:)`), in scene time: a date counts from
    /// `SceneHost.epoch`; dates before the epoch or not finite are dropped. Before the first
    /// date the content shows the first date; after the last, the last.
    public static func explicit<S: Sequence>(_ dates: S) -> TimelineSchedule where S.Element == Date {
        let times = dates.map { $0.timeIntervalSince(SceneHost.epoch) }.filter { $0.isFinite && $0 >= 0 }.sorted()
        return TimelineSchedule(kind: .explicit(times))
    }

    /// How a schedule is asked for its dates (SwiftUI's `TimelineScheduleMode`): in low
    /// frequency mode an animation schedule gives none.
    public enum Mode: Sendable, Hashable {
        case normal, lowFrequency
    }

    /// The dates at which the schedule updates a view, from the one in effect at `startDate` on
    /// (SwiftUI's `entries(from:mode:)`): a periodic schedule's from the period that contains the
    /// start, an explicit one's from the first date at or after the start, an animation
    /// schedule's every `minimumInterval` (1/60 s when it has none) from the start, or none in
    /// `.lowFrequency` mode.
    public func entries(from startDate: Date, mode: Mode) -> AnySequence<Date> {
        switch kind {
        case .everyFrame(let minimum):
            guard mode == .normal else { return AnySequence([]) }
            let step = (minimum ?? 0) > 0 ? minimum! : 1.0 / 60
            return AnySequence(sequence(first: 0) { $0 + 1 }.lazy.map { startDate.addingTimeInterval(Double($0) * step) })
        case .periodic(let start, let interval):
            let k = (startDate.timeIntervalSince(start) / interval).rounded(.down)
            let first = k.isFinite ? k : 0
            return AnySequence(sequence(first: first) { $0 + 1 }.lazy.map { start.addingTimeInterval($0 * interval) })
        case .explicit(let times):
            let s = startDate.timeIntervalSince(SceneHost.epoch)
            return AnySequence(times.filter { $0 >= s }.map { SceneHost.epoch.addingTimeInterval($0) })
        }
    }

    /// The scene time of the update in effect at scene time `t`.
    func entry(at t: Double) -> Double {
        switch kind {
        case .everyFrame(let minimum):
            guard let minimum, minimum > 0 else { return t }
            return (t / minimum).rounded(.down) * minimum
        case .periodic(let start, let interval):
            var s = max(0, start.timeIntervalSince(SceneHost.epoch))
            if s > 86_400 { s = 0 }
            guard t >= s else { return s }
            return s + ((t - s) / interval).rounded(.down) * interval
        case .explicit(let times):
            // The last date at or before t; the first before it.
            guard let first = times.first, t >= first else { return times.first ?? 0 }
            var lo = 0, hi = times.count - 1  // times[lo] <= t
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if times[mid] <= t { lo = mid } else { hi = mid - 1 }
            }
            return times[lo]
        }
    }
}

/// What a `TimelineView`'s content sees.
public struct TimelineViewDefaultContext {
    public let date: Date
    /// Seconds since the scene started.
    public var sceneTime: Double { date.timeIntervalSince(SceneHost.epoch) }
}

/// Rebuilds its content on a schedule of scene time (SwiftUI's `TimelineView`); `context.date`
/// is `SceneHost.epoch` plus the scene time of the update.
public struct TimelineView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Context = TimelineViewDefaultContext
    let schedule: TimelineSchedule
    let content: (Context) -> Content

    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func update(node: Node, context: UpdateContext) {
        node.host?.registerFrameObserver(node) { host in schedule.entry(at: host.time) }
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        let t = schedule.entry(at: node.host?.time ?? 0)
        node.builtTimeEntry = t
        let ctx = Context(date: SceneHost.epoch.addingTimeInterval(t))
        let view = node.host?.evaluate(node: node) { content(ctx) } ?? content(ctx)
        return [ChildView(key: .slot(0), view: view)]
    }
}

/// Marks a node whose `onSceneTime` action was scheduled (once per node identity).
struct SceneTimeScheduled: NodeAttachment {}

/// Runs an action when scene time reaches `time` seconds (once per node identity): the
/// deterministic way to change state at a given scene time.
public struct _SceneTimeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let time: Double
    let action: () -> Void
    func update(node: Node, context: UpdateContext) {
        guard node[attachment: SceneTimeScheduled.self] == nil, let host = context.host else { return }
        node[attachment: SceneTimeScheduled.self] = SceneTimeScheduled()
        let action = self.action
        let reference = node.reference
        host.schedule(at: time) {
            guard reference.node != nil else { return }
            action()
        }
    }
}

extension View {
    /// Runs `action` when scene time reaches `time` seconds (if the view still exists then).
    public func onSceneTime(_ time: Double, perform action: @escaping () -> Void) -> ModifiedContent<Self, _SceneTimeModifier> {
        modifier(_SceneTimeModifier(time: time.isFinite ? max(0, time) : 0, action: action))
    }
}
