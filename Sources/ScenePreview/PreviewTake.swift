import Foundation

/// One rendering of the previewed scene: its frame files in order, the frame rate, the
/// motion of its animated properties and the gestures of its input script.
package struct PreviewTake: Sendable {
    /// Frame k's PNG file; frame k shows scene time min(k / fps, duration).
    package var frames: [URL]
    /// Frames per second, > 0.
    package var fps: Double
    /// Seconds: the last frame's time.
    package var duration: Double
    /// The animated properties' values at every frame time.
    package var motion: [MotionSeries]
    /// The input script's gestures, in the order they start.
    package var input: [InputMark]

    package init(frames: [URL], fps: Double, duration: Double, motion: [MotionSeries], input: [InputMark] = []) {
        self.frames = frames
        self.fps = fps
        self.duration = duration
        self.motion = motion
        self.input = input
    }

    /// The name of the motion file in a take's folder.
    package static let motionFileName = "motion.json"

    /// Reads a take from `folder`: the files `<prefix>NNNNNN.png` in name order (as
    /// `FrameRecorder` writes them) and, when present, `motion.json` (an array of `MotionSeries`)
    /// and `input.json` (an array of `InputMark`).
    ///
    /// - Throws: `PreviewError.stepFailed` when the folder holds no frames or the motion or input
    ///   file does not decode; `PreviewError.invalidParameter` for fps not in (0, 1000].
    package static func read(from folder: URL, fps: Double, prefix: String = "frame_") throws -> PreviewTake {
        guard fps > 0, fps <= 1000 else {
            throw PreviewError.invalidParameter(name: "fps", value: "\(fps)", valid: "(0, 1000]")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".png") }.sorted()
        guard !names.isEmpty else {
            throw PreviewError.stepFailed(step: "reading the frames", output: "no \(prefix)NNNNNN.png files in \(folder.path)")
        }
        var motion: [MotionSeries] = []
        let motionFile = folder.appendingPathComponent(motionFileName)
        if FileManager.default.fileExists(atPath: motionFile.path) {
            do {
                motion = try JSONDecoder().decode([MotionSeries].self, from: Data(contentsOf: motionFile))
                    .filter { $0.times.count == $0.values.count }
            } catch {
                throw PreviewError.stepFailed(step: "reading \(motionFile.path)", output: "\(error)")
            }
        }
        var input: [InputMark] = []
        let inputFile = folder.appendingPathComponent(InputMark.fileName)
        if FileManager.default.fileExists(atPath: inputFile.path) {
            do {
                input = try JSONDecoder().decode([InputMark].self, from: Data(contentsOf: inputFile))
            } catch {
                throw PreviewError.stepFailed(step: "reading \(inputFile.path)", output: "\(error)")
            }
        }
        let duration = motion.compactMap(\.times.last).max() ?? Double(names.count - 1) / fps
        return PreviewTake(
            frames: names.map { folder.appendingPathComponent($0) }, fps: fps, duration: duration, motion: motion, input: input)
    }
}
