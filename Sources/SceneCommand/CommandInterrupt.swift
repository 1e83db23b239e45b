import Foundation
import SceneRender

/// Ctrl-C (SIGINT) and SIGTERM during `render` or `merge`: ends ffmpeg (which runs in a process
/// group of its own, out of the terminal's reach) and removes its temporary file, says on
/// standard error what was kept and how to go on, and exits with 130 (SIGINT) or 143 (SIGTERM),
/// as a shell reports a process a signal ended.
///
/// Frames are written each to a temporary file and renamed, and recorded in the folder's journal
/// as they are written, so every frame file present when the signal comes is whole and kept: the
/// same command run again resumes, drawing only the frames that are missing.
enum CommandInterrupt {
    /// What the command is doing, for the message.
    enum Phase: Sendable {
        case rendering(scene: String, folder: URL)
        case encoding(scene: String, folder: URL, video: URL)
        /// Drawing frames straight into a video, writing no PNG frames (`--format` without
        /// `--keep-frames`).
        case streaming(scene: String, video: URL)
        case merging(folder: URL)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: Phase?
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// The phase the interrupt message describes (set by `render` and `merge` as they go).
    static var phase: Phase? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// Handles SIGINT and SIGTERM from now on (once per process; `SceneCatalog.main()` calls it
    /// for `render` and `merge`). `program` names the command in the message.
    static func install(program: String) {
        lock.withLock {
            guard sources.isEmpty else { return }
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler {
                    ChildProcesses.shared.terminateAll()
                    // The frames this run finished are written out to its journal before the
                    // process ends, so that the next run keeps them; the message counts them.
                    let finished = RecordingJournals.flushAll()
                    FileHandle.standardError.write(Data(("\n" + message(program: program, phase: phase, finished: finished) + "\n").utf8))
                    _exit(sig == SIGINT ? 130 : 143)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// "my-scenes: interrupted while rendering intro: the 34 frames this run finished are kept in
    /// frames/intro; run the same command again to resume (kept frames are not drawn again)".
    /// `finished`: the frames the run's journals list (`RecordingJournals.flushAll()`).
    static func message(program: String, phase: Phase?, finished: Int) -> String {
        switch phase {
        case .rendering(let scene, let folder):
            let frames = finished == 1 ? "the 1 frame this run finished is" : "the \(finished) frames this run finished are"
            return "\(program): interrupted while rendering \(scene): \(frames) kept in \(folder.path); "
                + "run the same command again to resume (kept frames are not drawn again)"
        case .encoding(let scene, let folder, let video):
            return "\(program): interrupted while encoding \(video.path): no video was written; the frames of \(scene) are all kept "
                + "in \(folder.path); run the same command again to encode them (no frame is drawn again)"
        case .streaming(let scene, let video):
            return "\(program): interrupted while rendering \(scene) into \(video.path): no video was written and no frame was kept "
                + "(add --keep-frames to keep them); run the same command again to render it"
        case .merging(let folder):
            return "\(program): interrupted while merging \(folder.path): the shards' frames and manifests are kept; run the same merge again"
        case nil:
            return "\(program): interrupted; frames written so far are kept, and the same command run again resumes"
        }
    }
}
