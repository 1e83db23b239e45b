import Foundation
import SceneRender

/// `merge DIR` for a video rendered in segments (`render --format mp4 --shard K/N`): checks that
/// the folder's segments belong to one recording and that all N are there, then joins them end
/// to end into `<out>/<name>.<format>` without encoding again (ffmpeg's concat demuxer, stream
/// copy).
extension SceneCommand {
    /// Whether `dir` holds segment descriptions (`segment-K-of-N.json`).
    static func holdsSegments(_ dir: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).contains { $0.hasPrefix("segment-") && $0.hasSuffix(".json") }
    }

    /// Joins the segments in `dir`; prints one line per segment, then the file made. Exit 4
    /// (incomplete) naming the missing segments; 1 when they come from different recordings;
    /// 2 when `--format` names another format than theirs.
    @MainActor
    func mergeSegments(_ dir: URL, _ options: MergeOptions) -> SceneExitCode {
        CommandInterrupt.phase = .merging(folder: dir)
        defer { CommandInterrupt.phase = nil }
        let (segments, unreadable) = VideoSegment.read(in: dir)
        for name in unreadable { print("\(dir.appendingPathComponent(name).path): not a segment description, ignored") }
        guard let first = segments.first else {
            _ = fail("\(dir.path): no readable segment descriptions (segment-K-of-N.json)", .renderError)
            return .renderError
        }
        let recording = { (s: VideoSegment) in
            "\(s.scene), \(s.format) \(s.preset), \(s.count) segments of \(s.frameCount) frames at \(CommandArguments.fmt(s.fps)) fps, \(s.pixelWidth)x\(s.pixelHeight)"
        }
        if let other = segments.first(where: { recording($0) != recording(first) }) {
            _ = fail(
                "\(dir.path): segments of two recordings (\(recording(first)); \(recording(other))): remove the stale segment files "
                    + "and render the missing shards again", .renderError)
            return .renderError
        }
        if options.format != .png, options.format.rawValue != first.format {
            _ = fail("\(dir.path): the segments are \(first.format); --format \(options.format.rawValue) cannot join them (give --format \(first.format) or none)", .usageError)
            return .usageError
        }
        var missing: [Int] = []
        for k in 1...first.count {
            let expected = VideoSegment.frames(number: k, count: first.count, frameCount: first.frameCount)
            let s = segments.first { $0.number == k }
            if let s, let expected, s.first == expected.lowerBound, s.last == expected.upperBound,
                FileManager.default.fileExists(atPath: s.video(in: dir).path)
            {
                print("segment \(k)/\(first.count): frames \(s.first)..\(s.last), present")
            } else {
                missing.append(k)
                print("segment \(k)/\(first.count): missing" + (expected.map { " (frames \($0.lowerBound)..\($0.upperBound))" } ?? ""))
            }
        }
        guard missing.isEmpty else {
            fflush(nil)
            let list = missing.map { "\($0)/\(first.count)" }.joined(separator: ", ")
            _ = fail(
                "\(dir.path): incomplete, segment(s) \(list) missing; render them (`\(program) render \(first.scene) --format \(first.format) "
                    + "--shard K/\(first.count)`), then merge again", .incomplete)
            return .incomplete
        }
        guard let format = VideoEncoder.Format(rawValue: first.format) else {
            _ = fail("\(dir.path): segments of an unknown format '\(first.format)'", .renderError)
            return .renderError
        }
        let url = dir.deletingLastPathComponent().appendingPathComponent("\(dir.lastPathComponent).\(format.rawValue)")
        let start = Date()
        do {
            try VideoEncoder.concatenate(segments.map { $0.video(in: dir) }, to: url, format: format)
        } catch {
            return failedMerge(dir, error)
        }
        print(
            "merged: \(url.path) (\(first.frameCount) frames from \(first.count) segments, joined without encoding again in "
                + "\(String(format: "%.1f", Date().timeIntervalSince(start))) s)")
        return .success
    }
}
