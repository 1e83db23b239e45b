import Foundation

/// A stretch of scene time, in seconds, `start` ≤ `end`.
package struct TimeSpan: Codable, Equatable, Sendable {
    package var start: Double
    package var end: Double

    package init(_ start: Double, _ end: Double) {
        self.start = start
        self.end = end
    }
}

/// One row of the studio's timeline: a node (a motion path) whose animated properties move
/// during the take, with the spans of time in which they move.
package struct MotionTrack: Codable, Equatable, Sendable {
    /// The motion path, as `MotionSeries.path` holds it.
    package var path: String
    /// When any of the node's series moves, in time order, disjoint and not touching.
    package var spans: [TimeSpan]
    /// The indices, in the take's `motion`, of the node's series that move.
    package var series: [Int]

    package init(path: String, spans: [TimeSpan], series: [Int]) {
        self.path = path
        self.spans = spans
        self.series = series
    }
}

/// When each animated view moves: the studio's tracks, computed from a take's motion series.
///
/// A series moves between two consecutive samples k and k + 1 when its value changes by more
/// than `epsilon` (in its unit: points, radians, colour components 0…1); that step covers
/// `times[k]…times[k + 1]`. A series' spans are its moving steps joined where they touch; a
/// node's spans are those of all its series, joined where they overlap or touch.
package enum MotionTimeline {
    /// The smallest change between two samples that counts as moving: a thousandth of a point,
    /// of a radian or of a colour component, far below what a frame shows. A spring's last,
    /// invisible creep towards rest does not stretch its bar.
    package static let epsilon = 1e-3

    /// The spans in which `series` moves, joined where they touch.
    package static func spans(of series: MotionSeries, epsilon: Double = epsilon) -> [TimeSpan] {
        let n = min(series.times.count, series.values.count)
        guard n > 1 else { return [] }
        var out: [TimeSpan] = []
        for k in 0..<(n - 1) where abs(series.values[k + 1] - series.values[k]) > epsilon {
            let span = TimeSpan(series.times[k], series.times[k + 1])
            if let last = out.last, span.start <= last.end {
                out[out.count - 1].end = max(last.end, span.end)
            } else {
                out.append(span)
            }
        }
        return out
    }

    /// `spans` sorted by start and joined where they overlap or touch.
    package static func union(_ spans: [TimeSpan]) -> [TimeSpan] {
        var out: [TimeSpan] = []
        for span in spans.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            if let last = out.last, span.start <= last.end {
                out[out.count - 1].end = max(last.end, span.end)
            } else {
                out.append(span)
            }
        }
        return out
    }

    /// One track per path with at least one moving series, in the order the paths first appear
    /// in `motion`; a path whose series all stay still has none.
    package static func tracks(_ motion: [MotionSeries], epsilon: Double = epsilon) -> [MotionTrack] {
        var order: [String] = []
        var found: [String: (spans: [TimeSpan], series: [Int])] = [:]
        for (i, s) in motion.enumerated() {
            let spans = self.spans(of: s, epsilon: epsilon)
            guard !spans.isEmpty else { continue }
            if found[s.path] == nil {
                order.append(s.path)
                found[s.path] = ([], [])
            }
            found[s.path]!.spans += spans
            found[s.path]!.series.append(i)
        }
        return order.map { MotionTrack(path: $0, spans: union(found[$0]!.spans), series: found[$0]!.series) }
    }
}
