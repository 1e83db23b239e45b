import Foundation
import SceneRender

extension SceneCommand {
    /// Encodes the frames of `seq` into `<out>/<scene>.<format>` with ffmpeg, showing its
    /// progress on standard error as a render's (a line in place on a terminal, plain lines in a
    /// long encode elsewhere). Returns the summary line and the seconds the encode took.
    ///
    /// The line names the file, its frames and rate and the encode's time; for GIF at a rate the
    /// recording does not have, which rate and why ("60 fps shown at 50 fps: GIF frame delays
    /// are whole hundredths of a second").
    func encodeVideo(
        _ seq: RecordedSequence, scene: String, into out: URL, format: VideoEncoder.Format
    ) throws -> (line: String, seconds: Double) {
        let url = out.appendingPathComponent("\(scene).\(format.rawValue)")
        CommandInterrupt.phase = .encoding(scene: scene, folder: seq.directory, video: url)
        defer { CommandInterrupt.phase = nil }
        let start = Date()
        let expected = VideoEncoder.frameCount(of: seq, format: format)
        let progress = ProgressReporter(total: expected, mode: .automatic, name: scene, phase: "encoding \(format.rawValue)")
        let made = try VideoEncoder.encode(seq, to: url, format: format) { progress.framesDone($0) }
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
