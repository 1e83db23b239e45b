import Foundation

/// Motion curves as inline SVG: one small plot per moving series (time across, value up), with
/// the series' range on the value axis and a cursor line the page moves to the frame shown.
///
/// Each plot is `width`×`height` px with the value axis labelled at its minimum and maximum;
/// time runs from 0 to `duration` seconds. A curve keeps at most `maxPoints` points (every
/// n-th sample), so a long take does not make a page of megabytes.
package enum MotionPlot {
    package static let width = 640
    package static let height = 120
    /// Left margin for the value labels, in px.
    package static let left = 72
    package static let right = 8
    package static let top = 8
    package static let bottom = 22
    package static let maxPoints = 1200
    /// Most plots on the page; the rest are counted below the last one.
    package static let maxPlots = 40

    /// The plots of the series that move, in order, then a line counting the series not drawn.
    /// - Parameter duration: seconds of the take (the time axis ends there; at least 1e-6).
    package static func html(_ series: [MotionSeries], duration: Double) -> String {
        let moving = series.filter(\.moves)
        let still = series.count - moving.count
        var out = ""
        for s in moving.prefix(maxPlots) { out += svg(s, duration: duration) + "\n" }
        var notes: [String] = []
        if moving.count > maxPlots { notes.append("\(moving.count - maxPlots) more moving series not plotted") }
        if still > 0 { notes.append("\(still) series that do not move are not plotted") }
        if moving.isEmpty { notes.insert("No animated property moves in this take.", at: 0) }
        if !notes.isEmpty { out += "<p class=\"note\">\(PreviewPage.escape(notes.joined(separator: "; ")))</p>\n" }
        return out
    }

    /// One plot: an `<svg class="motion">` with the curve as a polyline and a `line.cursor` at t = 0;
    /// each of `spans` (the times the series moves) shaded behind the curve as a `rect.moving`.
    package static func svg(_ s: MotionSeries, duration: Double, spans: [TimeSpan] = []) -> String {
        let span = max(duration, 1e-6)
        let lo = s.values.min() ?? 0, hi = s.values.max() ?? 0
        let range = hi - lo > 1e-12 ? hi - lo : 1
        let plotW = Double(width - left - right), plotH = Double(height - top - bottom)
        let step = max(1, (s.values.count + maxPoints - 1) / maxPoints)
        var indices = Array(stride(from: 0, to: s.values.count, by: step))
        if let lastIndex = s.values.indices.last, indices.last != lastIndex { indices.append(lastIndex) }
        let points = indices.map { i -> String in
            let x = Double(left) + min(max(s.times[i] / span, 0), 1) * plotW
            let y = Double(top) + (1 - (s.values[i] - lo) / range) * plotH
            return "\(fmt(x)),\(fmt(y))"
        }
        let title = PreviewPage.escape("\(s.path) · \(s.property)")
        let bottomY = top + Int(plotH)
        let shading = spans.map { moving -> String in
            let x0 = Double(left) + min(max(moving.start / span, 0), 1) * plotW
            let x1 = Double(left) + min(max(moving.end / span, 0), 1) * plotW
            return "<rect class=\"moving\" x=\"\(fmt(x0))\" y=\"\(top)\" width=\"\(fmt(max(x1 - x0, 1)))\" height=\"\(Int(plotH))\" fill=\"#1f6feb\" fill-opacity=\"0.1\"/>\n"
        }.joined()
        return """
            <figure class="plot"><figcaption>\(title)</figcaption>
            <svg class="motion" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" data-x0="\(left)" data-w="\(Int(plotW))" data-t1="\(fmt(span))">
            <rect x="\(left)" y="\(top)" width="\(Int(plotW))" height="\(Int(plotH))" fill="#fff" stroke="#ccc"/>
            \(shading)            <text x="\(left - 4)" y="\(top + 10)" text-anchor="end">\(label(hi))</text>
            <text x="\(left - 4)" y="\(bottomY)" text-anchor="end">\(label(lo))</text>
            <text x="\(left)" y="\(height - 6)">0 s</text>
            <text x="\(width - right)" y="\(height - 6)" text-anchor="end">\(label(span)) s</text>
            <polyline fill="none" stroke="#1f6feb" stroke-width="1.5" points="\(points.joined(separator: " "))"/>
            <line class="cursor" x1="\(left)" x2="\(left)" y1="\(top)" y2="\(bottomY)" stroke="#d1242f"/>
            </svg></figure>
            """
    }

    static func fmt(_ x: Double) -> String { String(format: "%.2f", x) }
    static func label(_ x: Double) -> String { String(format: "%.4g", x) }
}
