import Foundation
import SceneRender

extension SceneCommand {
    /// The video a `render --format F` job pipes its frames into: `<out>/<name>.<F>`, or with
    /// `--shard K/N` segment K of N (`VideoSegment`: consecutive frames) in `<out>/<name>/`,
    /// with the description `merge` reads. Creates the folder the file goes into.
    ///
    /// - Throws: `UsageError` when the scene has fewer frames than segments; `RenderError.io`
    ///   when the folder cannot be created.
    func videoOutput(
        _ format: VideoEncoder.Format, _ options: RenderOptions, job: Job, dir: URL, out: URL
    ) throws -> (output: VideoOutput, segment: VideoSegment?) {
        let preset = options.videoPreset ?? .default
        var output = VideoOutput(url: out.appendingPathComponent("\(job.scene.name).\(format.rawValue)"), format: format, preset: preset, keepsFrames: options.keepFrames,
            timing: options.frameTiming)
        var segment: VideoSegment?
        if let shard = options.shard {
            guard let frames = VideoSegment.frames(number: shard.number, count: shard.count, frameCount: job.frameCount) else {
                throw UsageError(
                    "--shard \(shard.number)/\(shard.count) with --format \(format.rawValue): \(job.scene.name) has \(job.frameCount) frame(s), "
                        + "fewer than \(shard.count) segments; use at most \(job.frameCount) shards", topic: .render)
            }
            let pixels = (
                width: Int((Double(job.recorder.size.width) * job.recorder.scale).rounded()),
                height: Int((Double(job.recorder.size.height) * job.recorder.scale).rounded())
            )
            let s = VideoSegment(
                scene: job.scene.name, format: format.rawValue, preset: preset.rawValue, number: shard.number, count: shard.count,
                first: frames.lowerBound, last: frames.upperBound, frameCount: job.frameCount, fps: job.recorder.fps,
                pixelWidth: pixels.width, pixelHeight: pixels.height)
            output.url = s.video(in: dir)
            segment = s
        }
        let folder = output.url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RenderError.io(path: folder.path, reason: "cannot create the output folder: \(error.localizedDescription)")
        }
        return (output, segment)
    }

    /// "intro: mp4 frames/intro.mp4 (121 frames at 60 fps, encoded in 2.1 s while drawing,
    /// 58 frames/s, 2 workers (--jobs))", naming the segment for a shard and GIF's rate when
    /// it differs from the recording's.
    func videoLine(
        _ made: VideoEncoder.Output, seq: RecordedSequence, scene: String, segment: VideoSegment?, seconds: Double, workers: String
    ) -> String {
        let rate = CommandArguments.fmt((made.fps * 100).rounded() / 100)
        var line = "\(scene): \(made.format.rawValue) "
        if let segment { line += "segment \(segment.number)/\(segment.count) (frames \(segment.first)..\(segment.last)) " }
        line += "\(made.url.path) (\(made.frameCount) frames at \(rate) fps"
        if let stored = made.storedFrames, stored < made.frameCount { line += ", \(stored) stored: frame timing variable" }
        if abs(made.fps - seq.fps) > 1e-9 {
            line += "; \(CommandArguments.fmt(seq.fps)) fps shown at \(rate) fps: GIF frame delays are whole hundredths of a second"
        }
        let perSecond = String(format: "%.0f", Double(seq.frames.count) / max(seconds, 1e-9))
        return line + ", encoded in \(String(format: "%.1f", seconds)) s while drawing, \(perSecond) frames/s, \(workers))"
    }

    /// Encodes the frames of `seq` into `<out>/<scene>.<format>` with ffmpeg, showing its
    /// progress on standard error as a render's (a line in place on a terminal, plain lines in a
    /// long encode elsewhere). Returns the summary line and the seconds the encode took. (What
    /// `merge --format` does with the merged PNG frames.)
    ///
    /// The line names the file, its frames and rate and the encode's time; for GIF at a rate the
    /// recording does not have, which rate and why ("60 fps shown at 50 fps: GIF frame delays
    /// are whole hundredths of a second").
    func encodeVideo(
        _ seq: RecordedSequence, scene: String, into out: URL, format: VideoEncoder.Format, preset: VideoPreset = .default
    ) throws -> (line: String, seconds: Double) {
        let url = out.appendingPathComponent("\(scene).\(format.rawValue)")
        CommandInterrupt.phase = .encoding(scene: scene, folder: seq.directory, video: url)
        defer { CommandInterrupt.phase = nil }
        let start = Date()
        let expected = VideoEncoder.frameCount(of: seq, format: format)
        let progress = ProgressReporter(total: expected, mode: .automatic, name: scene, phase: "encoding \(format.rawValue)")
        let made = try VideoEncoder.encode(seq, to: url, format: format, preset: preset) { progress.framesDone($0) }
        progress.framesDone(expected)
        progress.finish()
        let seconds = Date().timeIntervalSince(start)
        var line = "\(scene): \(format.rawValue) \(url.path) (\(made.frameCount) frames at \(CommandArguments.fmt((made.fps * 100).rounded() / 100)) fps"
        if abs(made.fps - seq.fps) > 1e-9 {
            line += "; \(CommandArguments.fmt(seq.fps)) fps shown at \(CommandArguments.fmt((made.fps * 100).rounded() / 100)) fps: GIF frame delays are whole hundredths of a second"
        }
        line += ", encoded in \(String(format: "%.1f", seconds)) s)"
        return (line, seconds)
    }
}
