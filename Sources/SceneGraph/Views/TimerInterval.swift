import Foundation

/// A span of dates a timer text or a timer progress view counts through, in scene time.
///
/// Scene dates begin at `SceneHost.epoch` (t = 0), as `TimelineView`'s do. A range that starts
/// before the epoch or more than a day after it (a wall-clock date such as `Date()` or `.now`,
/// which would make the frames depend on when they were rendered) is moved as a whole so that it
/// starts at t = 0, its pause time with it: `Date()...Date().addingTimeInterval(300)` counts
/// the five minutes from the start of the scene. A range or pause time that is not finite is
/// reported once and counts as the empty range at t = 0 (no pause).
struct SceneTimerInterval: Hashable, Sendable {
    /// Scene seconds of the range's bounds.
    let start: Double
    let end: Double
    /// Scene seconds at which the count stops, if any.
    let pause: Double?
    let countsDown: Bool
    let showsHours: Bool

    init(_ range: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool, showsHours: Bool = true) {
        let lower = range.lowerBound.timeIntervalSince(SceneHost.epoch)
        let upper = range.upperBound.timeIntervalSince(SceneHost.epoch)
        self.countsDown = countsDown
        self.showsHours = showsHours
        guard lower.isFinite, upper.isFinite else {
            WarningLog.warn("timerInterval: the range's dates must be finite, got \(range); counting an empty range")
            (start, end, pause) = (0, 0, nil)
            return
        }
        let shift = (0...86_400).contains(lower) ? 0 : lower
        start = lower - shift
        end = upper - shift
        if let pauseTime {
            let p = pauseTime.timeIntervalSince(SceneHost.epoch) - shift
            if p.isFinite {
                pause = p
            } else {
                WarningLog.warn("timerInterval: pauseTime must be finite, got \(pauseTime); not pausing")
                pause = nil
            }
        } else {
            pause = nil
        }
    }

    var duration: Double { end - start }

    /// The scene time the count shows at scene time `t`: `t` stopped at the pause time and held
    /// within the range.
    func countedTime(at t: Double) -> Double {
        min(max(min(t, pause ?? t), start), end)
    }

    /// The progress bar's fraction at `t`: the share of the range still to run when counting
    /// down, the share run when counting up (0…1; an empty range is 0 counting down, 1 up).
    func fraction(at t: Double) -> Double {
        guard duration > 0 else { return countsDown ? 0 : 1 }
        let run = (countedTime(at: t) - start) / duration
        return countsDown ? 1 - run : run
    }

    /// The whole seconds the text shows at `t`: the time left rounded up when counting down
    /// (a five-minute count shows 5:00 until a second has passed), the time run rounded down
    /// when counting up.
    func shownSeconds(at t: Double) -> Int {
        let run = countedTime(at: t) - start
        // A millionth of a second absorbs the rounding of dates converted to scene time.
        let seconds = countsDown ? (duration - run - 1e-6).rounded(.up) : (run + 1e-6).rounded(.down)
        return Int(min(max(seconds, 0), 1e12))
    }

    /// Whether the count has stopped for good by `t` (it reached the end or the pause time).
    func isFinished(at t: Double) -> Bool {
        t >= end || pause.map { t >= $0 } == true
    }

    /// `seconds` as a timer writes them: "4:59", or "1:04:59" from an hour on when hours are
    /// shown ("64:59" when they are not).
    func string(seconds: Int) -> String {
        let s = max(0, seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if showsHours, s >= 3600 {
            return "\(s / 3600):\(two(s % 3600 / 60)):\(two(s % 60))"
        }
        return "\(s / 60):\(two(s % 60))"
    }
}

extension Text {
    /// A timer counting through `timerInterval` on scene time (SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`, iOS 16): the time left
    /// (`countsDown`, the default) or the time run, as "4:59" or "1:04:59", updated each time the
    /// shown second changes, held at `pauseTime` once scene time reaches it. Scene time maps to
    /// dates as `SceneTimerInterval` describes (a range made from `Date()` starts at t = 0).
    /// Concatenated with another text (`+`), it keeps the value it shows at t = 0.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let interval = SceneTimerInterval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(verbatim: interval.string(seconds: interval.shownSeconds(at: 0)))
        timer = interval
    }

    /// For a timer text: registers it to be rebuilt when the shown second changes and records
    /// the second it is built for (see `TimeDrivenEntry`).
    func updateTimer(_ interval: SceneTimerInterval, node: Node, context: UpdateContext) {
        node.host?.registerFrameObserver(node, until: { interval.isFinished(at: $0.time) }) { host in
            Double(interval.shownSeconds(at: host.time))
        }
        node.builtTimeEntry = Double(interval.shownSeconds(at: context.time))
    }

    /// A timer text as a plain text of the second its node was last built for.
    func timerText(node: Node) -> Text {
        guard let timer else { return self }
        var text = self
        text.timer = nil
        text.content = timer.string(seconds: node.builtTimeEntry.map { Int($0) } ?? timer.shownSeconds(at: 0))
        return text
    }
}

extension ProgressView {
    /// A progress view that runs through `timerInterval` on scene time (iOS 16): its style is
    /// given the fraction still to run when `countsDown` (the default; full at the start, empty
    /// at the end), the fraction run when not, at each frame until the count ends. The default
    /// style draws the linear bar with `label` above it and `currentValueLabel` under it
    /// (`.circular` draws the spinning indicator, as iOS does). Dates map to scene time as
    /// `SceneTimerInterval` describes.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = nil
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.timerInterval = SceneTimerInterval(timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A timer bar whose current value label is the timer text
    /// (`Text(timerInterval:countsDown:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A timer bar without a label, the timer text under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() }) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

/// Rebuilds its content with the counted scene time of `interval` (see
/// `SceneTimerInterval.countedTime(at:)`) on every step of time until the count stops.
struct SceneTimerClock<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let interval: SceneTimerInterval
    let content: (Double) -> Content

    func update(node: Node, context: UpdateContext) {
        let interval = self.interval
        node.host?.registerFrameObserver(node, until: { interval.isFinished(at: $0.time) }) { host in
            interval.countedTime(at: host.time)
        }
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] {
        let t = interval.countedTime(at: node.host?.time ?? 0)
        node.builtTimeEntry = t
        let view = node.host?.evaluate(node: node) { content(t) } ?? content(t)
        return [ChildView(key: .slot(0), view: view)]
    }
}
