import Foundation

/// Options of `preview`.
struct PreviewOptions: Equatable, Sendable {
    /// The scene; nil previews the catalogue's first scene.
    var name: String?
    /// 127.0.0.1's port, 0...65535; 0 lets the system pick a free one.
    var port: UInt16 = 0
    /// Frames per second; nil uses the scene's own.
    var fps: Double?
    /// Seconds; nil uses the scene's own duration.
    var duration: Double?
    /// Rebuild and re-render when a file under Sources/ is saved.
    var watch = true
    /// `--write-motion FILE`: write the scene's motion curves as JSON and exit (what the preview
    /// runs in the freshly built program after each rebuild).
    var writeMotion: String?
    /// `--write-input FILE`: write the gestures of the scene's input script as JSON and exit
    /// (with `--write-motion`, both files; the studio marks them on its timeline).
    var writeInput: String?
}

extension CommandArguments {
    static let previewOptions = ["--port", "--fps", "--duration", "--no-watch", "--write-motion", "--write-input", "--help"]

    /// Parses the words after `preview`.
    static func parsePreview(_ args: [String], sceneNames: [String], program: String) throws(UsageError) -> PreviewOptions {
        var options = PreviewOptions()
        var seen = Set<String>()
        var i = 0
        while i < args.count {
            let word = args[i]
            i += 1
            guard word.hasPrefix("-"), word.count > 1 else {
                guard options.name == nil else {
                    throw UsageError("`\(program) preview` takes one scene, got '\(options.name!)' and '\(word)'", topic: .preview)
                }
                guard sceneNames.contains(word) else {
                    throw UsageError(
                        "unknown scene '\(word)'" + hint(word, among: sceneNames, prefix: "did you mean")
                            + "; `\(program) list` shows every scene", topic: .preview)
                }
                options.name = word
                continue
            }
            let (name, inline) = splitInline(word)
            guard previewOptions.contains(name) else {
                throw UsageError("unknown option '\(name)'" + hint(name, among: previewOptions, prefix: "did you mean"), topic: .preview)
            }
            guard seen.insert(name).inserted else { throw UsageError("\(name) is given more than once", topic: .preview) }
            if name == "--no-watch" {
                if let inline { throw UsageError("--no-watch takes no value, got '\(inline)'", topic: .preview) }
                options.watch = false
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < args.count else { throw UsageError("\(name) needs a value (\(previewHint(name)))", topic: .preview) }
                value = args[i]
                i += 1
            }
            func bad(_ why: String) -> UsageError {
                UsageError("\(name) '\(value)' \(why); expected \(previewHint(name))", topic: .preview)
            }
            switch name {
            case "--port": options.port = UInt16(try integer(value, in: 0...65535, bad))
            case "--fps": options.fps = try number(value, above: 0, through: maxFPS, bad)
            case "--duration": options.duration = try number(value, from: 0, through: maxDuration, bad)
            default:
                guard !value.isEmpty, !value.contains("\0") else { throw bad("is not a file name") }
                if name == "--write-input" { options.writeInput = value } else { options.writeMotion = value }
            }
        }
        return options
    }

    static func previewHint(_ name: String) -> String {
        switch name {
        case "--port": return "a TCP port in 0...65535 (0: a free one)"
        case "--write-motion", "--write-input": return "a regular file to write (replaced whole), or - for standard output"
        default: return valueHint(name)
        }
    }
}
