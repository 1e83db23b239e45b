import Foundation
import SceneRender

/// Options of `merge DIR ...`: verify the shards rendered into each folder, merge their
/// manifests, and optionally encode the whole recording.
struct MergeOptions: Equatable, Sendable {
    /// Folders given: a scene's frame folder (`<out>/<name>`, holding the shard manifests), or
    /// an output folder whose scene folders are each merged.
    var folders: [String] = []
    /// png: merge only; mp4, gif, mov or webm: also encode `<out>/<name>.<format>` with ffmpeg.
    var format: OutputFormat = .png
    /// Also write `<out>/<name>-contact-sheet.png`.
    var contactSheet = false
    /// Render the frames that are missing or damaged (by running their shards again in this
    /// process) instead of failing.
    var renderMissing = false
    /// Workers for `--render-missing`, 1...1024; nil uses `CPUAllowance`.
    var jobs: Int?
}

extension CommandArguments {
    static let mergeOptions = ["--format", "--contact-sheet", "--render-missing", "--jobs", "--help"]

    /// `merge DIR [DIR ...] [--format png|mp4|gif|mov|webm] [--contact-sheet] [--render-missing] [--jobs N]`.
    static func parseMerge(_ args: [String], program: String) throws(UsageError) -> MergeOptions {
        var options = MergeOptions()
        var seen = Set<String>()
        var i = 0
        while i < args.count {
            let word = args[i]
            i += 1
            guard word.hasPrefix("-"), word.count > 1 else {
                guard !word.isEmpty, !word.contains("\0") else {
                    throw UsageError("merge: the folder '\(word)' is empty or contains a NUL character", topic: .merge)
                }
                options.folders.append(word)
                continue
            }
            let (name, inline) = splitInline(word)
            guard mergeOptions.contains(name) else {
                throw UsageError(
                    "unknown option '\(name)' for `\(program) merge`" + hint(name, among: mergeOptions, prefix: "did you mean"),
                    topic: .merge)
            }
            guard seen.insert(name).inserted else { throw UsageError("\(name) is given more than once", topic: .merge) }
            if name == "--contact-sheet" || name == "--render-missing" {
                if let inline { throw UsageError("\(name) takes no value, got '\(inline)'", topic: .merge) }
                if name == "--contact-sheet" { options.contactSheet = true } else { options.renderMissing = true }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < args.count else { throw UsageError("\(name) needs a value (\(valueHint(name)))", topic: .merge) }
                value = args[i]
                i += 1
            }
            let bad = { (why: String) in UsageError("\(name) '\(value)' \(why); expected \(valueHint(name))", topic: .merge) }
            if name == "--format" {
                guard let f = OutputFormat(rawValue: value.lowercased()) else { throw bad("is not a known format") }
                options.format = f
            } else {
                options.jobs = try integer(value, in: 1...maxJobs, bad)
            }
        }
        guard !options.folders.isEmpty else {
            throw UsageError(
                "`\(program) merge` needs the folder the shards rendered into, e.g. `\(program) merge frames/NAME`",
                topic: .merge)
        }
        return options
    }
}
