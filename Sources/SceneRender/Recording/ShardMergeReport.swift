import Foundation

extension ShardMerge {
    /// What `verify` found, one line per shard, e.g.
    /// ```
    /// frames/drag-box: drag-box, 121 frames in 4 shards: 30 frame(s) missing
    ///   shard 1/4: 31 of 31 frames
    ///   shard 3/4: absent (never ran here): 0 of 30 frames; missing 2, 6, …, 118
    /// ```
    public var report: String {
        let n = shards.count
        var lines = [
            "\(directory.path): \(header.scene), \(header.frameCount) frames in \(n) shard\(n == 1 ? "" : "s"): "
                + (isComplete ? "complete" : "\(framesToRender) frame(s) missing or damaged")
        ]
        for s in shards {
            var line = "  shard \(s.spec.description): "
            switch s.state {
            case .finished: break
            case .unfinished:
                line +=
                    "unfinished (\(FrameJournal.url(in: directory, manifestName: s.spec.manifestName).lastPathComponent) "
                    + "is there: killed, or still running): "
            case .absent: line += "absent (no \(s.spec.manifestName): never ran here): "
            }
            line += "\(s.present) of \(s.expected) frames"
            if !s.missing.isEmpty { line += "; missing \(Self.describe(s.missing))" }
            if !s.damaged.isEmpty { line += "; damaged (file gone or changed) \(Self.describe(s.damaged))" }
            lines.append(line)
        }
        lines += warnings.map { "  warning: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Frame indices in words: "7", "2, 6, 10", "2…9", "2, 6, …, 118"; at most 6 runs, then
    /// "and N more"; the count last, "(30 frames)".
    static func describe(_ indices: FrameIndices) -> String {
        var parts: [String] = []
        for run in indices.runs.prefix(6) {
            let last = run.first + (run.count - 1) * run.step
            if run.count <= 3 {
                parts.append((0..<run.count).map { "\(run.first + $0 * run.step)" }.joined(separator: ", "))
            } else if run.step == 1 {
                parts.append("\(run.first)…\(last)")
            } else {
                parts.append("\(run.first), \(run.first + run.step), …, \(last)")
            }
        }
        let shown = indices.runs.prefix(6).reduce(0) { $0 + $1.count }
        return parts.joined(separator: "; ") + (shown < indices.count ? " and \(indices.count - shown) more" : "")
            + " (\(indices.count) frame\(indices.count == 1 ? "" : "s"))"
    }
}
