import Foundation

/// The take as the studio draws it, `take.json`: frame count and rate, the timeline's tracks
/// (one per moving node, with the spans in which it moves), the input script's gestures, and
/// the names of the motion series the tracks point into.
package struct StudioDocument: Codable, Equatable, Sendable {
    /// A motion series' name: node path and property.
    package struct Series: Codable, Equatable, Sendable {
        package var path: String
        package var property: String
        package init(path: String, property: String) {
            self.path = path
            self.property = property
        }
    }

    package var scene: String
    package var generation: Int
    /// Frames in the take (0 before the first take).
    package var frames: Int
    package var fps: Double
    /// Seconds: the last frame's time.
    package var duration: Double
    package var tracks: [MotionTrack]
    package var input: [InputMark]
    /// Every series of the take's motion, in order: `MotionTrack.series` indexes this.
    package var series: [Series]

    package init(sceneName: String, generation: Int, take: PreviewTake?) {
        scene = sceneName
        self.generation = generation
        frames = take?.frames.count ?? 0
        fps = take?.fps ?? 60
        duration = take?.duration ?? 0
        tracks = MotionTimeline.tracks(take?.motion ?? [])
        input = take?.input ?? []
        series = (take?.motion ?? []).map { Series(path: $0.path, property: $0.property) }
    }

    /// The JSON (keys sorted, so equal documents give equal bytes).
    package var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// The JSON as text that can sit inside an HTML `<script>` element: every `<` is written
    /// `\u003c`, so no `</script>` or `<!--` in a path can end the element.
    package var scriptJSON: String {
        String(decoding: json, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }
}

/// The take's motion as CSV, in the format of `assertMotion`'s goldens (`MotionTrace` of
/// SceneTesting): the header `time,path,property,value`, then one row per sample, in time order
/// and, at one time, in series order; times and values with 6 decimals, fields with a comma,
/// quote or line break quoted (RFC 4180).
package enum MotionCSV {
    package static let header = "time,path,property,value"

    package static func text(_ motion: [MotionSeries]) -> String {
        var rows: [(time: Double, series: Int, value: Double)] = []
        for (i, s) in motion.enumerated() {
            for (t, v) in zip(s.times, s.values) { rows.append((t, i, v)) }
        }
        rows.sort { ($0.time, $0.series) < ($1.time, $1.series) }
        var out = header + "\n"
        for r in rows {
            let s = motion[r.series]
            out += "\(number(r.time)),\(quote(s.path)),\(quote(s.property)),\(number(r.value))\n"
        }
        return out
    }

    static func number(_ x: Double) -> String {
        let s = String(format: "%.6f", x)
        return s == "-0.000000" ? "0.000000" : s
    }

    static func quote(_ s: String) -> String {
        s.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}
