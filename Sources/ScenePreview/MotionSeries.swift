import Foundation
import SceneRender

/// The values of one animated property of one node over a take, one per frame: what
/// `assertMotion` of SceneTesting records (`SceneHost.animatedValues()`), sampled at every frame
/// time. A property with several components (a point, a colour) gives one series per component,
/// named with `[i]` as in the motion CSV (`offset[1]`).
package struct MotionSeries: Codable, Equatable, Sendable {
    /// The node path, as in `SceneHost.animatedValues()`.
    package var path: String
    /// The property name, with `[i]` for component i of a property with several components.
    package var property: String
    /// Seconds; `times[k]` is frame k's scene time.
    package var times: [Double]
    /// The property's value at each time, in its unit (points, radians, colour components 0…1).
    package var values: [Double]

    package init(path: String, property: String, times: [Double], values: [Double]) {
        self.path = path
        self.property = property
        self.times = times
        self.values = values
    }

    /// Whether the value changes over the take (by more than 1e-9 in its unit).
    package var moves: Bool {
        guard let lo = values.min(), let hi = values.max() else { return false }
        return hi - lo > 1e-9
    }

    /// Most samples a preview records per series: a longer take is sampled at every n-th frame
    /// (and its last), enough for a plot 640 px wide.
    package static let maxSamples = 2000

    /// The frame times to sample: all of them up to `maxSamples`, else every n-th and the last.
    package static func sampleTimes(_ frameTimes: [Double]) -> [Double] {
        guard frameTimes.count > maxSamples else { return frameTimes }
        let step = (frameTimes.count + maxSamples - 2) / (maxSamples - 1)
        var out = Array(stride(from: 0, to: frameTimes.count, by: step).map { frameTimes[$0] })
        if out.last != frameTimes.last, let last = frameTimes.last { out.append(last) }
        return out
    }

    /// Simulates `view` (no drawing) and samples its animated properties at `times`, as
    /// `MotionTrace.record` of SceneTesting does, grouped into series in first-seen order.
    /// A node that exists for part of the take has a shorter series.
    ///
    /// - Parameters:
    ///   - times: scene times in seconds, ascending and finite.
    ///   - fps: rate at which `input` is sampled, in (0, 1000].
    /// - Throws: `SceneError` for a bad size or input script, `PreviewError.invalidParameter`
    ///   for times that are not ascending or not finite.
    @MainActor
    package static func record<V: View>(
        _ view: V, size: CGSize, input: InputScript = .none, fps: Double,
        times: [Double]
    ) throws -> [MotionSeries] {
        guard times.allSatisfy(\.isFinite), zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw PreviewError.invalidParameter(name: "times", value: "\(times.prefix(4))…", valid: "finite seconds in ascending order")
        }
        let host = try SceneHost(view, size: size, textMeasurer: PangoTextEngine())
        host.send(try input.checkedEvents(fps: fps))
        var order: [SeriesKey] = []
        var series: [SeriesKey: MotionSeries] = [:]
        for t in times {
            host.advance(to: t)
            for value in host.animatedValues() {
                for (i, c) in value.components.enumerated() {
                    let name = value.components.count == 1 ? value.property : "\(value.property)[\(i)]"
                    let key = SeriesKey(path: value.path, property: name)
                    if series[key] == nil {
                        order.append(key)
                        series[key] = MotionSeries(path: value.path, property: name, times: [], values: [])
                    }
                    series[key]!.times.append(t)
                    series[key]!.values.append(c)
                }
            }
        }
        return order.map { series[$0]! }
    }
}

/// A series' identity while recording: node path and property name.
private struct SeriesKey: Hashable {
    let path: String
    let property: String
}
