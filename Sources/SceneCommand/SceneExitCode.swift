import Foundation

/// Exit statuses of a `SceneCatalog` executable, listed in `--help`.
public enum SceneExitCode: Int32, CaseIterable, Sendable {
    /// Everything asked for was done.
    case success = 0
    /// Rendering or writing a file failed (unwritable folder, full disk, bad image).
    case renderError = 1
    /// The command line is wrong: unknown command, scene or option, bad or conflicting value.
    case usageError = 2
    /// The command is valid but a tool it needs is missing (ffmpeg for video output).
    case unavailable = 3
    /// `merge`: frames are missing or damaged (a shard did not run, or did not finish).
    case incomplete = 4

    /// The line `--help` shows for the status.
    public var meaning: String {
        switch self {
        case .success: return "success"
        case .renderError: return "render or file error"
        case .usageError: return "usage error (unknown command, scene or option; bad or conflicting value)"
        case .unavailable: return "a tool it needs is not installed (ffmpeg for --format mp4, gif, mov or webm)"
        case .incomplete: return "merge: frames are missing or damaged (a shard did not run or did not finish)"
        }
    }
}
