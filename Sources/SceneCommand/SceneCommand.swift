import Foundation
import SceneRender

/// The command line of a `SceneCatalog` executable: `list`, `render NAME ...|all [options]`,
/// `snapshots --orphans`, `help`, and `--help` on each; exit codes as in `SceneExitCode`.
///
/// `SceneCatalog.main()` runs it with the executable's own arguments; a program (or a test) can
/// also make one and call `run(_:)` with words of its own.
public struct SceneCommand: Sendable {
    /// The scenes, in catalogue order (the order of `list` and of `render all`).
    public let scenes: [SceneEntry]
    /// The command's name in help and messages (default: the executable's file name).
    public let program: String

    /// A command for `scenes`, named `program` in its messages.
    public init(scenes: [SceneEntry], program: String = SceneCommand.executableName) {
        self.scenes = scenes
        self.program = program
    }

    /// The running executable's file name (the last component of `CommandLine.arguments[0]`),
    /// or "scenes" when there is none.
    public static var executableName: String {
        let name = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
        return name.isEmpty ? "scenes" : name
    }

    /// The scene named `name`, if the catalogue has one.
    public func scene(named name: String) -> SceneEntry? {
        scenes.first { $0.name == name }
    }

    /// Parses `args` (the words after the program name) against this catalogue's scene names;
    /// `environment` is read for `--shard auto/N` only.
    func parse(
        _ args: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UsageError) -> CommandInvocation {
        try CommandArguments.parse(args, sceneNames: scenes.map(\.name), program: program, environment: environment)
    }

    /// Runs the command line `args` (without the program name): prints to standard output,
    /// messages to standard error, and returns the exit status (`SceneExitCode`).
    @MainActor
    public func run(_ args: [String]) -> Int32 {
        if let problem = CatalogCheck.problem(in: scenes) {
            return fail("the scene catalogue is invalid: \(problem)", .usageError)
        }
        let invocation: CommandInvocation
        do {
            invocation = try parse(args)
        } catch {
            let see = error.topic == .main ? "\(program) --help" : "\(program) \(error.topic.rawValue) --help"
            return fail("\(error.message)\n(see `\(see)`)", .usageError)
        }
        switch invocation {
        case .help(let topic):
            print(help(topic))
            return SceneExitCode.success.rawValue
        case .list:
            print(listing())
            return SceneExitCode.success.rawValue
        case .snapshotOrphans:
            return orphans()
        case .render(let options):
            return render(options)
        case .merge(let options):
            return merge(options)
        case .preview(let options):
            return preview(options)
        }
    }

    /// Writes "<program>: <message>" to standard error and returns `code`'s status.
    func fail(_ message: String, _ code: SceneExitCode) -> Int32 {
        FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
        return code.rawValue
    }
}
