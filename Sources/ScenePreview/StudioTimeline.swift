import Foundation

/// The studio's timeline as HTML: a ruler, the input lane (the input script's taps, presses and
/// drags) and one track per moving view with a bar for each span in which it moves; a time `t`
/// sits at `t / duration` of a lane's width (`StudioTimeline.position`). The page's script adds
/// the playhead, seeking and track selection.
package enum StudioTimeline {
    /// Most tracks drawn; the rest are counted below the last one.
    package static let maxTracks = 200
    /// Longest track name put in the page, in characters; a longer one keeps its end after a
    /// `…` (the full path is the row's tooltip). The page itself cuts a name that does not fit
    /// its column at the start, so that the end of the path stays readable.
    package static let maxLabelCharacters = 120
    /// Ruler steps, in seconds: the smallest giving at most 10 labelled ticks is used.
    static let rulerSteps: [Double] = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]

    /// The time axis' length, seconds: the take's duration, or 1 for a take of one frame.
    package static func axis(_ duration: Double) -> Double { duration > 0 && duration.isFinite ? duration : 1 }

    /// Percent of a lane's width at time `t` (clamped to 0…100), with 3 decimals.
    package static func position(_ t: Double, axis: Double) -> String {
        String(format: "%.3f", min(max(t / axis, 0), 1) * 100)
    }

    /// Percent of a lane's width that `start…end` covers (clamped to the axis).
    static func width(_ start: Double, _ end: Double, axis: Double) -> String {
        let a = min(max(start / axis, 0), 1), b = min(max(end / axis, 0), 1)
        return String(format: "%.3f", max(b - a, 0) * 100)
    }

    static func seconds(_ t: Double) -> String { String(format: "%.3f", t) }

    /// `path` shortened to `maxLabelCharacters`, keeping its end.
    package static func label(_ path: String) -> String {
        path.count <= maxLabelCharacters ? path : "…" + path.suffix(maxLabelCharacters - 1)
    }

    /// The base names of a track's properties (`offset[1]` counts as `offset`), in order, once each.
    static func properties(of track: MotionTrack, in document: StudioDocument) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for i in track.series where i < document.series.count {
            let p = document.series[i].property
            let base = p.firstIndex(of: "[").map { String(p[..<$0]) } ?? p
            if seen.insert(base).inserted { out.append(base) }
        }
        return out
    }

    /// The ruler: a major tick with its label every step, four minor ticks between.
    static func ruler(axis: Double) -> String {
        let step = rulerSteps.first { axis / $0 <= 10 } ?? rulerSteps.last!
        let minor = step / 5
        var out = ""
        let n = Int((axis / minor).rounded(.down) + 1e-9)
        for i in 0...max(n, 0) {
            let t = Double(i) * minor
            guard t <= axis + 1e-9 else { break }
            if i % 5 == 0 {
                let text = String(format: "%g", (t * 1000).rounded() / 1000)
                let end = t > axis - minor / 2 ? " end" : ""
                out += "<i class=\"tick major\(end)\" style=\"left:\(position(t, axis: axis))%\"><b>\(text)s</b></i>"
            } else {
                out += "<i class=\"tick\" style=\"left:\(position(t, axis: axis))%\"></i>"
            }
        }
        return out
    }

    /// One input gesture: a tap a diamond at its press; a press or a drag a bar from press to
    /// release with a start and an end mark.
    static func mark(_ m: InputMark, axis: Double) -> String {
        let at = "(\(MotionPlot.label(m.x)), \(MotionPlot.label(m.y)))"
        let to = "(\(MotionPlot.label(m.endX)), \(MotionPlot.label(m.endY)))"
        let data = "data-kind=\"\(m.kind.rawValue)\" data-start=\"\(seconds(m.start))\" data-end=\"\(seconds(m.end))\""
        switch m.kind {
        case .tap:
            let title = "tap at \(at) · \(seconds(m.start)) s"
            return "<span class=\"mark tap\" \(data) style=\"left:\(position(m.start, axis: axis))%\" title=\"\(title)\"></span>"
        case .press, .drag:
            let title =
                m.kind == .drag
                ? "drag \(at) → \(to) · \(seconds(m.start))–\(seconds(m.end)) s · \(m.moves) moves"
                : "press at \(at) · \(seconds(m.start))–\(seconds(m.end)) s"
            return "<span class=\"mark \(m.kind.rawValue)\" \(data) style=\"left:\(position(m.start, axis: axis))%;width:\(width(m.start, m.end, axis: axis))%\" title=\"\(PreviewPage.escape(title))\">"
                + "<span class=\"end-mark start\"></span><span class=\"end-mark end\"></span></span>"
        }
    }

    /// The whole timeline: `<section id="timeline">` with the ruler, the input lane, the tracks
    /// and an overlay holding the playhead and a faint guide at every gesture's press.
    package static func html(_ document: StudioDocument) -> String {
        let axis = axis(document.duration)
        var rows = ""
        rows += "<div class=\"row ruler-row\"><div class=\"label head\">\(document.tracks.count) animated view\(document.tracks.count == 1 ? "" : "s")</div>"
        rows += "<div class=\"lane\" id=\"ruler\">\(ruler(axis: axis))</div></div>\n"
        // A gesture after the take's end (a take shorter than the scene) is not drawn.
        let input = document.input.filter { $0.start <= axis + 1e-9 }
        let marks = input.map { mark($0, axis: axis) }.joined()
        let inputNote = input.isEmpty ? "<span class=\"none\">no input in this take</span>" : ""
        rows += "<div class=\"row input-row\"><div class=\"label\"><span class=\"name\">Input</span>"
        rows += "<span class=\"props\">\(input.count) gesture\(input.count == 1 ? "" : "s")</span></div>"
        rows += "<div class=\"lane\" id=\"input-lane\">\(inputNote)\(marks)</div></div>\n"
        for (i, track) in document.tracks.prefix(maxTracks).enumerated() {
            let bars = track.spans.map { s in
                "<span class=\"span\" style=\"left:\(position(s.start, axis: axis))%;width:\(width(s.start, s.end, axis: axis))%\" "
                    + "data-start=\"\(seconds(s.start))\" data-end=\"\(seconds(s.end))\" title=\"\(seconds(s.start))–\(seconds(s.end)) s\"></span>"
            }.joined()
            let props = properties(of: track, in: document).joined(separator: " · ")
            let path = PreviewPage.escape(track.path)
            rows += "<div class=\"row track c\(i % 6)\" data-track=\"\(i)\" data-path=\"\(path)\">"
            rows += "<div class=\"label\" title=\"\(path)\"><span class=\"name\"><bdi>\(PreviewPage.escape(label(track.path)))</bdi></span>"
            rows += "<span class=\"props\">\(PreviewPage.escape(props))</span></div>"
            rows += "<div class=\"lane\">\(bars)</div></div>\n"
        }
        if document.tracks.isEmpty {
            rows += "<div class=\"row empty-row\"><div class=\"label\"></div><div class=\"lane\"><span class=\"none\">No animated property moves in this take.</span></div></div>\n"
        } else if document.tracks.count > maxTracks {
            rows += "<p class=\"note\">\(document.tracks.count - maxTracks) more animated views not drawn</p>\n"
        }
        let guides = input.map { "<i class=\"guide\" style=\"left:\(position($0.start, axis: axis))%\"></i>" }.joined()
        return """
            <section id="timeline" aria-label="timeline">
            \(rows)<div class="overlay">\(guides)<div id="playhead"><i class="cap"></i></div></div>
            </section>
            """
    }
}
