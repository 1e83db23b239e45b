import Foundation

/// The curves of a failing motion snapshot on the review page: for each series (a view's path
/// and a property) that differs, the golden's values and the actual ones over time in one inline
/// SVG, the golden dashed grey under the actual blue, with the series' largest difference.
///
/// Each plot is `width`×`height` px; its value axis spans both curves and is labelled at its
/// ends, its time axis runs from the first to the last time of the two traces. Series are
/// ordered by their largest difference (a series only one trace has first), at most
/// `maxPlots` of them; a curve keeps at most `maxPoints` points (every n-th sample and the last).
enum ReviewMotionPlot {
    static let width = 640
    static let height = 126
    static let left = 72, right = 8, top = 8, bottom = 22
    static let maxPlots = 12
    static let maxPoints = 800

    /// One series of a trace: a view's path and a property, with its samples in time order.
    struct Series {
        var path: String
        var property: String
        var times: [Double] = []
        var values: [Double] = []
    }

    /// A series compared: the golden's samples, the actual ones, and the largest absolute
    /// difference at a time both have (infinity when only one trace has the series).
    struct Comparison {
        var expected: Series?
        var actual: Series?
        var largestDifference: Double
        var timeOfLargestDifference: Double?
        var name: String { let s = (actual ?? expected)!; return "\(s.path) \(s.property)" }
    }

    /// The series of a trace, in first-seen order.
    static func series(_ trace: MotionTrace) -> [Series] {
        struct Key: Hashable { let path: String, property: String }
        var order: [Key] = []
        var byKey: [Key: Series] = [:]
        for row in trace.rows {
            let key = Key(path: row.path, property: row.property)
            if byKey[key] == nil {
                order.append(key)
                byKey[key] = Series(path: row.path, property: row.property)
            }
            byKey[key]!.times.append(row.time)
            byKey[key]!.values.append(row.value)
        }
        return order.map { byKey[$0]! }
    }

    /// The series that differ by more than `threshold` (or that only one trace has), largest
    /// difference first.
    static func comparisons(expected: MotionTrace, actual: MotionTrace, threshold: Double = 1e-9) -> [Comparison] {
        let golden = series(expected), now = series(actual)
        var goldenByName: [String: Series] = [:]
        for s in golden { goldenByName["\(s.path)\u{0}\(s.property)"] = s }
        var out: [Comparison] = []
        var matched = Set<String>()
        for a in now {
            let name = "\(a.path)\u{0}\(a.property)"
            guard let e = goldenByName[name] else {
                out.append(Comparison(expected: nil, actual: a, largestDifference: .infinity, timeOfLargestDifference: nil))
                continue
            }
            matched.insert(name)
            var at: [String: Double] = [:]
            for (t, v) in zip(e.times, e.values) { at[MotionTrace.number(t)] = v }
            var largest = 0.0, when: Double?
            for (t, v) in zip(a.times, a.values) {
                guard let g = at[MotionTrace.number(t)] else { continue }
                let d = abs(v - g)
                if d > largest || (d.isNaN && !largest.isNaN) { largest = d; when = t }
            }
            if largest > threshold || largest.isNaN || e.times.count != a.times.count {
                out.append(Comparison(expected: e, actual: a, largestDifference: largest, timeOfLargestDifference: when))
            }
        }
        for e in golden where !matched.contains("\(e.path)\u{0}\(e.property)") {
            out.append(Comparison(expected: e, actual: nil, largestDifference: .infinity, timeOfLargestDifference: nil))
        }
        return out.enumerated().sorted { a, b in
            let x = a.element.largestDifference, y = b.element.largestDifference
            return x == y || (x.isNaN && y.isNaN) ? a.offset < b.offset : (x.isNaN || x > y)
        }.map(\.element)
    }

    /// The plots of the differing series (at most `maxPlots`), then a line counting the rest;
    /// an empty string when the traces have no series that differ.
    static func html(expected: MotionTrace, actual: MotionTrace) -> String {
        let differing = comparisons(expected: expected, actual: actual)
        guard !differing.isEmpty else { return "" }
        var out = "<div class=\"curves\">\n"
        for c in differing.prefix(maxPlots) { out += svg(c) + "\n" }
        if differing.count > maxPlots {
            out += "<p class=\"note\">\(differing.count - maxPlots) more differing series not plotted (see expected.csv and actual.csv).</p>\n"
        }
        return out + "</div>"
    }

    /// One plot: a `figure.curve` captioned with the series and its largest difference, holding
    /// an `<svg class="motion">` with the golden as `polyline.expected` and the actual values as
    /// `polyline.actual`.
    static func svg(_ c: Comparison) -> String {
        let curves = [c.expected, c.actual].compactMap { $0 }
        let times = curves.flatMap(\.times).filter(\.isFinite)
        let values = curves.flatMap(\.values).filter(\.isFinite)
        let t0 = times.min() ?? 0, t1 = times.max() ?? 1
        let lo = values.min() ?? 0, hi = values.max() ?? 0
        let span = t1 - t0 > 1e-12 ? t1 - t0 : 1
        let range = hi - lo > 1e-12 ? hi - lo : 1
        let plotW = Double(width - left - right), plotH = Double(height - top - bottom)
        func x(_ t: Double) -> Double { Double(left) + (t - t0) / span * plotW }
        func y(_ v: Double) -> Double { Double(top) + plotH - (v - lo) / range * plotH }
        func polyline(_ s: Series, _ cls: String) -> String {
            let step = max(1, (s.times.count + maxPoints - 1) / maxPoints)
            var indices = Array(stride(from: 0, to: s.times.count, by: step))
            if let last = indices.last, last != s.times.count - 1 { indices.append(s.times.count - 1) }
            let points = indices.compactMap { i -> String? in
                guard s.times[i].isFinite, s.values[i].isFinite else { return nil }
                return String(format: "%.1f,%.1f", x(s.times[i]), y(s.values[i]))
            }
            return "<polyline class=\"\(cls)\" points=\"\(points.joined(separator: " "))\"/>"
        }
        let note: String
        if c.expected == nil {
            note = "new: not in the golden"
        } else if c.actual == nil {
            note = "missing: only in the golden"
        } else if let when = c.timeOfLargestDifference {
            note = "largest difference \(MotionTrace.number(c.largestDifference)) at t=\(MotionTrace.number(when))"
        } else {
            note = "sampled at other times than the golden"
        }
        let title = ReviewPage.escape(c.name) + " — " + ReviewPage.escape(note)
        // The title above the plot, where it wraps (a view's path can be longer than the plot).
        var svg = "<figure class=\"curve\"><figcaption>\(title)</figcaption>"
        svg += "<svg class=\"motion\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(title)\">"
        svg += "<rect class=\"frame\" x=\"\(left)\" y=\"\(top)\" width=\"\(Int(plotW))\" height=\"\(Int(plotH))\"/>"
        svg += "<text class=\"axis\" x=\"\(left - 4)\" y=\"\(top + 10)\" text-anchor=\"end\">\(ReviewPage.escape(label(hi)))</text>"
        svg += "<text class=\"axis\" x=\"\(left - 4)\" y=\"\(height - bottom)\" text-anchor=\"end\">\(ReviewPage.escape(label(lo)))</text>"
        svg += "<text class=\"axis\" x=\"\(left)\" y=\"\(height - 6)\">\(ReviewPage.escape(label(t0))) s</text>"
        svg += "<text class=\"axis\" x=\"\(width - right)\" y=\"\(height - 6)\" text-anchor=\"end\">\(ReviewPage.escape(label(t1))) s</text>"
        if let e = c.expected { svg += polyline(e, "expected") }
        if let a = c.actual { svg += polyline(a, "actual") }
        return svg + "</svg></figure>"
    }

    /// A value as an axis label: up to 4 significant digits.
    static func label(_ v: Double) -> String {
        String(format: "%.4g", v)
    }
}
