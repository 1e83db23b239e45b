import Foundation

/// A recording as a short block of lines, one per field README names (the folder and frame
/// files, their scene times, `rendered`, `reused`, `kept`, the manifest and `cpuTime`), e.g.
///
///     RecordedSequence
///       directory: /tmp/frames/drag-box
///       frames: 121 files, frame_000000.png … frame_000120.png (indices 0…120)
///       times: 121 frames at 60 fps, 0 … 2 s
///       size: 480 × 320 points at scale 1
///       rendered: 121
///       reused: 13
///       kept: 0
///       manifest: /tmp/frames/drag-box/manifest.json
///       cpuTime: simulation 0.064 s, drawing 0.019 s, encoding 0.202 s, hashing 0.007 s, writing 0.016 s (stages 0.308 s)
///
/// Its length does not grow with the number of frames: indices are shown as their runs (at most
/// four, then how many more).
extension RecordedSequence: CustomStringConvertible {
    public var description: String {
        var lines = ["RecordedSequence"]
        func field(_ name: String, _ value: String) { lines.append("  \(name): \(value)") }
        field("directory", directory.path)
        if frames.isEmpty {
            field("frames", "none")
        } else {
            let first = frames[0].lastPathComponent, last = frames[frames.count - 1].lastPathComponent
            let files = frames.count == 1 ? "1 file, \(first)" : "\(frames.count) files, \(first) … \(last)"
            field("frames", "\(files) (indices \(Self.describe(indices)))")
        }
        field("times", "\(times.count) frame\(times.count == 1 ? "" : "s") at \(Self.number(fps)) fps, 0 … \(Self.number(times.duration)) s")
        field("size", "\(Self.number(Double(size.width))) × \(Self.number(Double(size.height))) points at scale \(Self.number(scale))")
        field("rendered", "\(rendered)")
        field("reused", "\(reused)")
        field("kept", "\(kept)")
        field("manifest", manifest?.path ?? "none")
        field("cpuTime", Self.describe(cpuTime))
        return lines.joined(separator: "\n")
    }

    /// Runs of frame indices: `0…120`, `3…99 step 4`, a lone `7`; at most four, then "and N more runs".
    static func describe(_ indices: FrameIndices) -> String {
        let runs = indices.runs
        if runs.isEmpty { return "none" }
        func run(_ r: FrameIndices.Run) -> String {
            if r.count == 1 { return "\(r.first)" }
            let last = r.first + (r.count - 1) * r.step
            return r.step == 1 ? "\(r.first)…\(last)" : "\(r.first)…\(last) step \(r.step)"
        }
        let shown = runs.prefix(4).map(run).joined(separator: ", ")
        let more = runs.count - 4
        return more > 0 ? "\(shown) and \(more) more run\(more == 1 ? "" : "s")" : shown
    }

    static func describe(_ t: RecordingCPUTime) -> String {
        func s(_ v: Double) -> String { String(format: "%.3f s", v) }
        return "simulation \(s(t.simulation)), drawing \(s(t.drawing)), encoding \(s(t.encoding)), "
            + "hashing \(s(t.hashing)), writing \(s(t.writing)) (stages \(s(t.stages)))"
    }

    /// A whole number without its ".0", otherwise up to three decimals (60 fps, 29.97 fps, 0.2 s).
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var s = String(format: "%.3f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}
