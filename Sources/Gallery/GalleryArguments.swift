import Foundation
import SceneRender

// The `gallery` command line, parsed by hand (no outside package): words in, a `GalleryInvocation`
// or a `UsageError` out. Nothing here touches files or renders; `GalleryCommand` runs the result.

/// Exit statuses of `gallery`, listed in `--help`.
enum GalleryExitCode: Int32, CaseIterable, Sendable {
    /// Everything asked for was done.
    case success = 0
    /// Rendering or writing a file failed (unwritable folder, full disk, bad image).
    case renderError = 1
    /// The command line is wrong: unknown command, scene or option, bad or conflicting value.
    case usageError = 2
    /// The command is valid but a tool it needs is missing (ffmpeg for video output).
    case unavailable = 3

    var meaning: String {
        switch self {
        case .success: return "success"
        case .renderError: return "render or file error"
        case .usageError: return "usage error (unknown command, scene or option; bad or conflicting value)"
        case .unavailable: return "a tool it needs is not installed (ffmpeg for --format mp4/gif)"
        }
    }
}

/// A command-line mistake, with the message shown to the user.
struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
    var message: String
    /// Which help text to point at.
    var topic: GalleryHelpTopic
    init(_ message: String, topic: GalleryHelpTopic = .main) {
        self.message = message
        self.topic = topic
    }
    var description: String { message }
}

/// The help texts.
enum GalleryHelpTopic: String, Equatable, Sendable, CaseIterable {
    case main, render, list, snapshots
}

/// What to write.
enum GalleryOutputFormat: String, Equatable, Sendable, CaseIterable {
    case png, mp4, gif
}

/// Options of `gallery render`. Nil means "the scene's own default".
struct RenderOptions: Equatable, Sendable {
    /// Scene names in command-line order, without duplicates; empty means every scene.
    var names: [String] = []
    /// Output folder; each scene writes into `<out>/<name>/`.
    var out = "frames"
    /// Frames per second, in (0, 1000].
    var fps: Double = 60
    /// Seconds, in [0, 3600]; nil uses each scene's duration.
    var duration: Double?
    /// Canvas size in points; nil uses each scene's size.
    var size: CGSize?
    /// Pixels per point, in (0, 16].
    var scale: Double = 1
    /// Inclusive range of frame indices to write.
    var frames: ClosedRange<Int>?
    /// `--shard K/N`: frame k belongs to shard K of N (1…N) when k % N == K − 1.
    var shard: ShardSpec?
    /// Parallel workers, 1...1024; nil uses the processor count.
    var jobs: Int?
    var format: GalleryOutputFormat = .png
    var contactSheet = false
    /// PNG compression: fast (ISA-L, the default) or small (zlib, smaller files).
    var pngCompression = PNGCompression.fast

    /// Whether frame `k` is written (the simulation still runs through every frame).
    func selects(frame k: Int) -> Bool {
        (frames?.contains(k) ?? true) && (shard?.contains(frame: k) ?? true)
    }
}

/// A parsed command line.
enum GalleryInvocation: Equatable, Sendable {
    case help(GalleryHelpTopic)
    case list
    case render(RenderOptions)
    /// `gallery snapshots --orphans`.
    case snapshotOrphans
}

enum GalleryArguments {
    static let commands = ["render", "list", "snapshots", "help"]
    static let renderOptions = ["--out", "--fps", "--duration", "--size", "--scale", "--frames", "--shard",
                                "--jobs", "--format", "--png-compression", "--contact-sheet", "--help"]

    /// Limits of the numeric options, shown in messages and in `--help`.
    static let maxFPS = 1000.0
    static let maxDuration = 3600.0
    static let maxScale = 16.0
    static let maxSide = 16384.0
    static let maxJobs = 1024
    static let maxShards = 1_000_000

    /// Parses the words after the program name. `sceneNames` are the valid scene names (for
    /// checking and suggestions).
    /// `environment` is read only for `--shard auto/N` (the batch system's shard index).
    static func parse(_ args: [String], sceneNames: [String],
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws(UsageError) -> GalleryInvocation {
        guard let first = args.first else { return .render(RenderOptions()) }
        let rest = Array(args.dropFirst())
        switch first {
        case "--help", "-h":
            return .help(.main)
        case "help":
            guard let topic = rest.first else { return .help(.main) }
            guard rest.count == 1, let t = GalleryHelpTopic(rawValue: topic), t != .main else {
                throw UsageError("unknown help topic '\(rest.joined(separator: " "))'; topics: render, list, snapshots")
            }
            return .help(t)
        case "list":
            if rest.contains(where: isHelp) { return .help(.list) }
            if let extra = rest.first { throw UsageError("`gallery list` takes no arguments, got '\(extra)'", topic: .list) }
            return .list
        case "snapshots":
            if rest.contains(where: isHelp) { return .help(.snapshots) }
            guard !rest.isEmpty else { throw UsageError("`gallery snapshots` needs --orphans", topic: .snapshots) }
            for word in rest where word != "--orphans" {
                throw UsageError("unknown argument '\(word)' for `gallery snapshots`"
                                 + hint(word, among: ["--orphans"], prefix: "did you mean"), topic: .snapshots)
            }
            return .snapshotOrphans
        case "render":
            if rest.contains(where: isHelp) { return .help(.render) }
            return .render(try parseRender(rest, sceneNames: sceneNames, environment: environment))
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'; options follow a command, as in `gallery render \(first) ...`")
            }
            if sceneNames.contains(first) {
                throw UsageError("unknown command '\(first)'; to render that scene run `gallery render \(first)`")
            }
            throw UsageError("unknown command '\(first)'" + hint(first, among: commands, prefix: "did you mean")
                             + "; commands: render, list, snapshots, help")
        }
    }

    static func isHelp(_ word: String) -> Bool { word == "--help" || word == "-h" }

    private static func parseRender(_ args: [String], sceneNames: [String],
                                    environment: [String: String]) throws(UsageError) -> RenderOptions {
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
            var name = word
            var inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            guard renderOptions.contains(name) else {
                throw UsageError("unknown option '\(name)'" + hint(name, among: renderOptions, prefix: "did you mean"),
                                 topic: .render)
            }
            guard seen.insert(name).inserted else {
                throw UsageError("\(name) is given more than once", topic: .render)
            }
            if name == "--contact-sheet" {
                if let inlineValue { throw UsageError("--contact-sheet takes no value, got '\(inlineValue)'", topic: .render) }
                options.contactSheet = true
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
                throw UsageError("unknown scene '\(n)'" + hint(n, among: sceneNames, prefix: "did you mean")
                                 + "; `gallery list` shows every scene", topic: .render)
            }
            if !unique.contains(n) { unique.append(n) }
        }
        options.names = unique
        if options.contactSheet, let size = options.size {
            // Cells are 240 pixels wide and keep the frame's aspect ratio: validated before any
            // frame is rendered (Cairo cannot make a 0-pixel or a 2-million-pixel-high cell).
            let cellHeight = (Double(size.height) * 240 / Double(size.width)).rounded()
            guard (1...4096).contains(cellHeight) else {
                throw UsageError("--contact-sheet cannot be made for --size \(fmt(Double(size.width)))x\(fmt(Double(size.height))): "
                                 + "its 240-pixel-wide cells would be \(fmt(cellHeight)) pixels high; "
                                 + "the height may be 1/480 to 17 times the width (cells 1...4096 pixels high)", topic: .render)
            }
        }
        if options.format != .png && options.contactSheet {
            throw UsageError("--contact-sheet needs PNG frames; it cannot be combined with --format \(options.format.rawValue)",
                             topic: .render)
        }
        return options
    }

    static func valueHint(_ name: String) -> String {
        switch name {
        case "--out": return "a folder"
        case "--fps": return "frames per second in (0, \(fmt(maxFPS))]"
        case "--duration": return "seconds in [0, \(fmt(maxDuration))]"
        case "--size": return "WxH in points, each side in (0, \(fmt(maxSide))]"
        case "--scale": return "pixels per point in (0, \(fmt(maxScale))]"
        case "--frames": return "a frame range A..B (inclusive), A..<B or a single frame A, indices ≥ 0"
        case "--shard": return "K/N (the K-th of N shards) with N in 1...\(maxShards) and K in 1...N, or auto/N to take K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID"
        case "--jobs": return "workers in 1...\(maxJobs)"
        case "--format": return "png, mp4 or gif"
        case "--png-compression": return "fast or small"
        default: return "a value"
        }
    }

    private static func apply(_ name: String, _ value: String, to options: inout RenderOptions,
                              environment: [String: String]) throws(UsageError) {
        func bad(_ why: String) -> UsageError {
            UsageError("\(name) '\(value)' \(why); expected \(valueHint(name))", topic: .render)
        }
        switch name {
        case "--out":
            guard !value.isEmpty else { throw bad("is empty") }
            guard !value.contains("\0") else { throw bad("contains a NUL character") }
            options.out = value
        case "--fps":
            options.fps = try number(value, above: 0, through: maxFPS, bad)
        case "--duration":
            options.duration = try number(value, from: 0, through: maxDuration, bad)
        case "--scale":
            options.scale = try number(value, above: 0, through: maxScale, bad)
        case "--size":
            let parts = value.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw bad("is not of the form WxH") }
            let w = try number(String(parts[0]), above: 0, through: maxSide, bad)
            let h = try number(String(parts[1]), above: 0, through: maxSide, bad)
            options.size = CGSize(width: w, height: h)
        case "--jobs":
            options.jobs = try integer(value, in: 1...maxJobs, bad)
        case "--shard":
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw bad("is not of the form K/N") }
            let n = try integer(String(parts[1]), in: 1...maxShards, bad)
            if parts[0] == "auto" {
                // The index comes from the batch system: Kubernetes Indexed Jobs or Slurm arrays.
                let spec: ShardSpec?
                do { spec = try ShardSpec.fromEnvironment(count: n, environment: environment) } catch {
                    throw bad("cannot take its index from the environment: \(error)")
                }
                guard let spec else { throw bad("auto/N needs JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm) to be set") }
                options.shard = spec
                return
            }
            let k = try integer(String(parts[0]), in: Int.min...Int.max, bad)
            guard (1...n).contains(k) else { throw bad("has shard number \(k); shards of \(n) are numbered 1…\(n)") }
            do { options.shard = try ShardSpec(k, of: n) } catch { throw bad("\(error)") }
        case "--frames":
            options.frames = try frameRange(value, bad)
        case "--format":
            guard let f = GalleryOutputFormat(rawValue: value.lowercased()) else { throw bad("is not a known format") }
            options.format = f
        case "--png-compression":
            guard let c = PNGCompression(rawValue: value.lowercased()) else { throw bad("is not a known compression") }
            options.pngCompression = c
        default:
            throw bad("is not understood")
        }
    }

    /// A finite decimal number in [lower, upper] (or (lower, upper] when `above`).
    private static func number(_ text: String, from lower: Double? = nil, above: Double? = nil, through upper: Double,
                               _ bad: (String) -> UsageError) throws(UsageError) -> Double {
        guard !text.isEmpty else { throw bad("is empty") }
        // One number syntax for every option: decimal (Swift's Double also reads hexadecimal,
        // "0x10" = 16, which the whole-number options refuse).
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !unsigned.lowercased().hasPrefix("0x") else { throw bad("is not a decimal number") }
        guard let v = Double(text) else { throw bad("is not a number") }
        guard v.isFinite else { throw bad("is not finite") }
        if let lower, v < lower { throw bad("is below \(fmt(lower))") }
        if let above, v <= above { throw bad("must be above \(fmt(above))") }
        guard v <= upper else { throw bad("is above \(fmt(upper))") }
        return v
    }

    private static func integer(_ text: String, in range: ClosedRange<Int>,
                                _ bad: (String) -> UsageError) throws(UsageError) -> Int {
        guard !text.isEmpty else { throw bad("is empty") }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }), let v = Int(text) else {
            throw bad("is not a whole number")
        }
        guard range.contains(v) else { throw bad("is outside \(range.lowerBound)...\(range.upperBound)") }
        return v
    }

    /// "A..B" and "A...B" (inclusive), "A..<B", or "A".
    private static func frameRange(_ text: String, _ bad: (String) -> UsageError) throws(UsageError) -> ClosedRange<Int> {
        let limit = 0...Int(Int32.max)
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let r = text.range(of: separator) else { continue }
            let a = try integer(String(text[..<r.lowerBound]), in: limit, bad)
            let b = try integer(String(text[r.upperBound...]), in: limit, bad)
            if inclusive {
                guard a <= b else { throw bad("is empty (\(a) > \(b))") }
                return a...b
            }
            guard a < b else { throw bad("is empty (\(a) ≥ \(b))") }
            return a...(b - 1)
        }
        let a = try integer(text, in: limit, bad)
        return a...a
    }

    // MARK: - Suggestions

    /// " (did you mean 'x'?)" for the closest candidate within a third of the word's length
    /// (at least 2 edits), or "" when nothing is close.
    static func hint(_ word: String, among candidates: [String], prefix: String) -> String {
        guard let s = nearest(to: word, among: candidates) else { return "" }
        return " (\(prefix) '\(s)'?)"
    }

    /// The candidate with the smallest edit distance to `word`, if that distance is at most
    /// max(2, word.count / 3); ties go to the earlier candidate.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = editDistance(word.lowercased(), c)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1), on characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
