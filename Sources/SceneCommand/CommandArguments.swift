import Foundation
import SceneRender

/// The command line of a `SceneCatalog` executable, parsed by hand (no outside package): words
/// in, a `CommandInvocation` or a `UsageError` out. Nothing here touches files or renders;
/// `SceneCommand` runs the result. Messages name the program as `program` (the executable's
/// own name when run from `SceneCatalog.main()`).
enum CommandArguments {
    static let commands = ["render", "list", "snapshots", "merge", "preview", "help"]
    static let renderOptions = [
        "--out", "--fps", "--duration", "--size", "--scale", "--frames", "--shard",
        "--jobs", "--format", "--video-preset", "--frame-timing", "--keep-frames", "--background", "--png-compression", "--contact-sheet",
        "--help"
    ]

    /// Limits of the numeric options, shown in messages and in `--help`.
    static let maxFPS = 1000.0
    static let maxDuration = 3600.0
    static let maxScale = 16.0
    static let maxSide = 16384.0
    static let maxJobs = 1024
    static let maxShards = ShardSpec.maxCount

    /// Parses the words after the program name. `sceneNames` are the valid scene names (for
    /// checking and suggestions); `program` is the name messages show for the command.
    /// `environment` is read only for `--shard auto/N` (the batch system's shard index).
    static func parse(
        _ args: [String], sceneNames: [String], program: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UsageError) -> CommandInvocation {
        guard let first = args.first else { return .render(RenderOptions()) }
        let rest = Array(args.dropFirst())
        switch first {
        case "--help", "-h":
            return .help(.main)
        case "help":
            guard let topic = rest.first, !rest.contains(where: isHelp) else { return .help(.main) }
            guard rest.count == 1, let t = HelpTopic(rawValue: topic), t != .main else {
                throw UsageError("unknown help topic '\(rest.joined(separator: " "))'; topics: render, list, snapshots, merge, preview")
            }
            return .help(t)
        case "list":
            if rest.contains(where: isHelp) { return .help(.list) }
            if let extra = rest.first { throw UsageError("`\(program) list` takes no arguments, got '\(extra)'", topic: .list) }
            return .list
        case "snapshots":
            if rest.contains(where: isHelp) { return .help(.snapshots) }
            guard !rest.isEmpty else { throw UsageError("`\(program) snapshots` needs --orphans", topic: .snapshots) }
            for word in rest where word != "--orphans" {
                throw UsageError(
                    "unknown argument '\(word)' for `\(program) snapshots`"
                        + hint(word, among: ["--orphans"], prefix: "did you mean"), topic: .snapshots)
            }
            return .snapshotOrphans
        case "merge":
            if rest.contains(where: isHelp) { return .help(.merge) }
            return .merge(try parseMerge(rest, program: program))
        case "preview":
            if rest.contains(where: isHelp) { return .help(.preview) }
            return .preview(try parsePreview(rest, sceneNames: sceneNames, program: program))
        case "render":
            if rest.contains(where: isHelp) { return .help(.render) }
            return .render(try parseRender(rest, sceneNames: sceneNames, program: program, environment: environment))
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'; options follow a command, as in `\(program) render \(first) ...`")
            }
            if sceneNames.contains(first) {
                throw UsageError("unknown command '\(first)'; to render that scene run `\(program) render \(first)`")
            }
            throw UsageError(
                "unknown command '\(first)'" + hint(first, among: commands, prefix: "did you mean")
                    + "; commands: render, list, snapshots, merge, preview, help")
        }
    }

    static func isHelp(_ word: String) -> Bool { word == "--help" || word == "-h" }

    private static func parseRender(
        _ args: [String], sceneNames: [String], program: String,
        environment: [String: String]
    ) throws(UsageError) -> RenderOptions {
        var options = RenderOptions()
        var seen = Set<String>()
        var names: [String] = []
        var i = 0
        while i < args.count {
            let word = args[i]
            i += 1
            guard word.hasPrefix("-"), word.count > 1 else {
                names.append(word)
                continue
            }
            // `--name=value` or `--name value`.
            let (name, inlineValue) = splitInline(word)
            guard renderOptions.contains(name) else {
                throw UsageError(
                    "unknown option '\(name)'" + hint(name, among: renderOptions, prefix: "did you mean"),
                    topic: .render)
            }
            guard seen.insert(name).inserted else {
                throw UsageError("\(name) is given more than once", topic: .render)
            }
            if name == "--contact-sheet" || name == "--keep-frames" {
                if let inlineValue { throw UsageError("\(name) takes no value, got '\(inlineValue)'", topic: .render) }
                if name == "--contact-sheet" { options.contactSheet = true } else { options.keepFrames = true }
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < args.count else { throw UsageError("\(name) needs a value (\(valueHint(name)))", topic: .render) }
                value = args[i]
                i += 1
            }
            try apply(name, value, to: &options, environment: environment)
        }
        var unique: [String] = []
        for n in names {
            if n == "all" {
                for s in sceneNames where !unique.contains(s) { unique.append(s) }
                continue
            }
            guard sceneNames.contains(n) else {
                throw UsageError(
                    "unknown scene '\(n)'" + hint(n, among: sceneNames, prefix: "did you mean")
                        + "; `\(program) list` shows every scene", topic: .render)
            }
            if !unique.contains(n) { unique.append(n) }
        }
        options.names = unique
        if options.contactSheet, let size = options.size {
            // Cells are 240 pixels wide and keep the frame's aspect ratio: validated before any
            // frame is rendered (Cairo cannot make a 0-pixel or a 2-million-pixel-high cell).
            let cellHeight = (Double(size.height) * 240 / Double(size.width)).rounded()
            guard (1...4096).contains(cellHeight) else {
                throw UsageError(
                    "--contact-sheet cannot be made for --size \(fmt(Double(size.width)))x\(fmt(Double(size.height))): "
                        + "its 240-pixel-wide cells would be \(fmt(cellHeight)) pixels high; "
                        + "the height may be 1/480 to 17 times the width (cells 1...4096 pixels high)", topic: .render)
            }
        }
        try checkVideoOptions(options)
        return options
    }

    /// The options that go with a video format only, and the combinations a video refuses.
    static func checkVideoOptions(_ options: RenderOptions) throws(UsageError) {
        let format = options.format.rawValue
        if options.format != .png && options.contactSheet && !options.keepFrames {
            throw UsageError(
                "--contact-sheet needs PNG frames; it cannot be combined with --format \(format) unless --keep-frames is given",
                topic: .render)
        }
        if options.keepFrames && options.format == .png {
            throw UsageError("--keep-frames goes with a video --format (mp4, gif, mov or webm); --format png always writes the frames", topic: .render)
        }
        if let preset = options.videoPreset, options.format != .mp4 {
            throw UsageError(
                "--video-preset \(preset.rawValue) sets x264's preset, used by --format mp4 only (not --format \(format))", topic: .render)
        }
        if let timing = options.frameTiming, options.format == .png {
            throw UsageError("--frame-timing \(timing.rawValue) times a video's frames; it goes with a video --format (mp4, gif, mov or webm)", topic: .render)
        }
        guard options.format != .png else { return }
        if options.frames != nil {
            throw UsageError(
                "--format \(format) needs every frame; it cannot be combined with --frames (render them as PNG, "
                    + "or the whole video in segments with --shard K/N)", topic: .render)
        }
        if options.shard != nil && options.format == .gif {
            throw UsageError("--shard cannot split --format gif: GIF segments cannot be joined without encoding again; use mp4, mov or webm, or PNG shards", topic: .render)
        }
        if options.shard != nil && options.keepFrames {
            throw UsageError(
                "--keep-frames cannot be combined with --shard and --format \(format): a video's shard is a segment of its own; "
                    + "render PNG shards and `merge --format \(format)` them to keep the frames", topic: .render)
        }
    }
}
