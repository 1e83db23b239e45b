import Foundation

/// The manifest side of one recording: the settings it writes as `manifest.json` (or a shard's
/// manifest), the entries of earlier runs it keeps for frames it does not write, and the
/// journal its writer appends finished frames to.
struct RecordingManifest {
    let header: FrameManifest
    let url: URL
    let journalURL: URL
    let times: FrameTimes
    let prefix: String
    /// This shard's earlier entries, ascending, kept for the frames this run does not write.
    private(set) var retained: [FrameManifest.Frame]

    /// Reads this shard's earlier entries; a journal left by a killed run is merged into the
    /// manifest first (and removed).
    ///
    /// - Throws: `RenderError.io` naming the manifest when that merge cannot be written, or the
    ///   journal when it is refused (see `FrameJournal.forEachRecord`).
    init(header: FrameManifest, in folder: OutputFolder, manifestName: String, times: FrameTimes) throws {
        self.header = header
        self.times = times
        prefix = folder.prefix
        url = folder.url.appendingPathComponent(manifestName)
        journalURL = FrameJournal.url(in: folder.url, manifestName: manifestName)
        retained = try FrameManifest.mergedFrames(manifest: url, journal: journalURL, times: times, prefix: prefix)
        if FileManager.default.fileExists(atPath: journalURL.path) {
            let frames = retained
            try header.write(to: url) { emit in frames.forEach(emit) }
            unlink(journalURL.path)
        }
    }

    /// Opens this recording's journal for appending.
    func openJournal() throws -> FrameJournal { try FrameJournal(url: journalURL) }

    /// Writes the manifest (the retained entries merged with the journal) and removes the
    /// journal. A failure to write is thrown only when `earlierError` is nil (a frame's error
    /// is the one to report); the retained entries are released either way.
    mutating func finish(earlierError: Error?) throws {
        defer { retained = [] }
        do {
            try header.write(to: url, retained: retained, journal: journalURL, times: times, prefix: prefix)
            unlink(journalURL.path)
        } catch {
            if earlierError == nil { throw error }
        }
    }
}

extension FrameManifest {
    /// The settings part of the manifest of a recording by `recorder` (no frames yet).
    static func header(
        of recorder: FrameRecorder, scene: String, duration: Double, frameCount: Int,
        pixels: (width: Int, height: Int), environment: [String: String], encoder: String
    ) -> FrameManifest {
        FrameManifest(
            scene: scene, fps: recorder.fps, width: Double(recorder.size.width), height: Double(recorder.size.height),
            scale: recorder.scale, pixelWidth: pixels.width, pixelHeight: pixels.height,
            background: recorder.background.map { "\($0.resolved)" } ?? "none",
            compressionLevel: recorder.compressionLevel, duration: duration, frameCount: frameCount,
            shard: recorder.shard.description, environment: environment, encoder: encoder, frames: [])
    }
}
