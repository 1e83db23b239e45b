import Foundation

/// The folder a recording writes into, made ready: created if needed, checked writable, and
/// cleared of the temporary files a run killed part-way leaves (never final names).
struct OutputFolder: Sendable {
    let url: URL
    /// File names are `prefix` + six-digit frame index + `.png`.
    let prefix: String

    /// Creates `url` (with its parents) when missing and removes stale temporaries in it.
    ///
    /// - Throws: `RenderError.io` naming the folder when it cannot be created or is not writable.
    static func prepare(_ url: URL, prefix: String) throws -> OutputFolder {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw RenderError.io(path: url.path, reason: "cannot create the output folder: \(FrameRecorder.reason(error))")
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw RenderError.io(path: url.path, reason: "the output folder is not writable")
        }
        AtomicFile.removeStaleTemporaries(in: url)
        return OutputFolder(url: url, prefix: prefix)
    }

    /// The file of frame `index`.
    func frame(_ index: Int) -> URL { url.appendingPathComponent(FrameFiles.name(prefix: prefix, index: index)) }
}
