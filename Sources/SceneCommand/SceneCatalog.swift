import Foundation

/// A list of scenes that is a whole command-line program:
///
/// ```swift
/// import SceneCommand
///
/// @main struct MyScenes: SceneCatalog {
///     static let scenes: [SceneEntry] = [
///         SceneEntry("intro", size: CGSize(width: 1280, height: 720), duration: 3) { Intro() },
///     ]
/// }
/// ```
///
/// `swift run my-scenes list`, `render intro --format mp4`, `render all --shard ...`,
/// `snapshots --orphans` and `help` then work as they do for the repository's `gallery`
/// (`SceneCommand` runs them; `--help` on each lists its options and the exit codes).
public protocol SceneCatalog {
    /// The scenes, in the order `list` shows them and `render all` renders them. Names must be
    /// unique (see `SceneEntry.name`).
    static var scenes: [SceneEntry] { get }
}

extension SceneCatalog {
    /// Runs `SceneCommand` for `scenes` with the process's arguments, named after the
    /// executable, and exits with its status. An argument that is not UTF-8 is refused first
    /// (exit 2, `ArgumentBytes`): Swift would hand it on with U+FFFD in place of its bytes.
    @MainActor
    public static func main() {
        let command = SceneCommand(scenes: scenes)
        if let message = ArgumentBytes.firstNonUTF8(ArgumentBytes.current()) {
            exit(command.fail(message, .usageError))
        }
        let args = Array(CommandLine.arguments.dropFirst())
        // Ctrl-C during a render or a merge says what was kept and ends ffmpeg (`preview` has its own).
        if args.first != "preview" {
            CommandInterrupt.install(program: command.program)
        }
        exit(command.run(args))
    }
}
