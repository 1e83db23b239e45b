import Foundation
import SceneRender

/// `merge DIR ...`: after the shards of a render have run (`render ... --shard K/N` or
/// `--shard auto/N` in a batch array, all into one output folder), checks them with
/// `ShardMerge` and writes each scene's `manifest.json` listing every frame. Reports missing,
/// damaged and unfinished shards by number and exits with `SceneExitCode.incomplete` (4) when
/// any frame is missing: it never renders them unless `--render-missing` is given.
extension SceneCommand {
    var mergeHelp: String {
        let p = program
        return """
            usage: \(p) merge DIR [DIR ...] [--format png|mp4|gif|mov|webm] [--contact-sheet] [--render-missing] [--jobs N]

            Verifies the shards rendered into DIR (a scene's folder, <out>/<name>, holding
            manifest-shard-K-of-N.json files; or an output folder, whose scene folders are each
            merged): every shard 1…N must have finished and every frame file must match the SHA-256
            its shard recorded. A folder of video segments (`render --format mp4 --shard K/N`
            wrote segment-K-of-N.mp4 and .json) is joined instead: all N segments must be there,
            and <out>/<name>.mp4 is written from them end to end without encoding again. Prints one line per shard (frames present, missing, damaged; an
            unfinished shard left a journal: it was killed or is still running), then writes
            DIR/manifest.json listing every frame, as one run of the whole scene would.

              --format F         png (default: merge only), or mp4, gif, mov or webm: also encode
                                 <out>/<name>.<F> from the merged frames with ffmpeg (exit 3 without
                                 it; the formats as in `render --help`)
              --contact-sheet    also write <out>/<name>-contact-sheet.png: 8 frames with their times
              --render-missing   render the missing and damaged frames here (each incomplete shard
                                 again, with the settings its manifests recorded) instead of failing;
                                 never use it while shards may still be running
              --jobs N           workers for --render-missing (default: the CPUs this process may use)

            A shard that did not run is an error (exit 4), never a silent gap: rerun that shard
            (`sbatch --array=K`, or the Kubernetes index), then merge again.

            Examples:
              \(p) merge frames/\(scenes.first?.name ?? "NAME")
              \(p) merge frames --format mp4

            Exit codes:
            \(Self.exitCodeTable)
            """
    }

    /// The scene folders `path` stands for: itself when it holds a manifest, else its
    /// subfolders that do (sorted by name).
    static func sceneFolders(_ path: String) -> [URL] {
        let fm = FileManager.default
        let url = URL(fileURLWithPath: path)
        func holdsManifest(_ dir: URL) -> Bool {
            ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []).contains {
                ($0.hasPrefix("manifest") && ($0.hasSuffix(".json") || $0.hasSuffix(".journal"))) || ($0.hasPrefix("segment-") && $0.hasSuffix(".json"))
            }
        }
        if holdsManifest(url) { return [url] }
        let names = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        return names.map { url.appendingPathComponent($0) }.filter { sub in
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: sub.path, isDirectory: &isDir) && isDir.boolValue && holdsManifest(sub)
        }
    }

    @MainActor
    func merge(_ options: MergeOptions) -> Int32 {
        if options.format != .png, VideoEncoder.find("ffmpeg") == nil {
            return fail("--format \(options.format.rawValue) needs ffmpeg, which is not installed (apt-get install ffmpeg)", .unavailable)
        }
        var worst = SceneExitCode.success
        for path in options.folders {
            let folders = Self.sceneFolders(path)
            if folders.isEmpty {
                return fail("\(path): no manifests here or in its folders: render the shards into it first", .renderError)
            }
            for dir in folders {
                let code = merge(dir, options)
                if code != .success && (worst == .success || code == .renderError) { worst = code }
            }
        }
        return worst.rawValue
    }

    /// Reports an error of merging `dir` and gives its exit code: `.unavailable` when a tool is
    /// missing (ffmpeg), else `.renderError`.
    @MainActor
    func failedMerge(_ dir: URL, _ error: any Error) -> SceneExitCode {
        if let error = error as? RenderError, case .missingTool = error {
            _ = fail("\(dir.path): \(error)", .unavailable)
            return .unavailable
        }
        _ = fail("\(error)", .renderError)
        return .renderError
    }

    /// Merges one scene's folder; prints the shard report to standard output.
    @MainActor
    private func merge(_ dir: URL, _ options: MergeOptions) -> SceneExitCode {
        if Self.holdsSegments(dir) { return mergeSegments(dir, options) }
        do {
            CommandInterrupt.phase = .merging(folder: dir)
            var merge = try ShardMerge.verify(dir)
            print(merge.report)
            if !merge.isComplete && options.renderMissing {
                if let problem = try renderMissing(merge, options) { _ = fail(problem, .usageError); return .usageError }
                merge = try ShardMerge.verify(dir)
                print(merge.report)
            }
            guard merge.isComplete else {
                fflush(nil) // the report first (all streams flushed), then the message on standard error
                let open = merge.shards.filter { !$0.isComplete }.map(\.spec.description).joined(separator: ", ")
                _ = fail(
                    "\(dir.path): incomplete, \(merge.framesToRender) frame(s) missing or damaged in shard(s) \(open); "
                        + "rerun those shards (or `\(program) merge --render-missing`), then merge again", .incomplete)
                return .incomplete
            }
            let seq = try merge.write()
            print("merged: \(seq.manifest?.path ?? dir.path) (\(seq.frames.count) frames)")
            let out = dir.deletingLastPathComponent()
            let name = dir.lastPathComponent
            if let format = options.format.video {
                print(try encodeVideo(seq, scene: name, into: out, format: format).line)
            }
            if options.contactSheet {
                let url = out.appendingPathComponent("\(name)-contact-sheet.png")
                try ContactSheet.make(from: seq, count: 8, columns: 4, cellWidth: 240).writePNG(to: url, compressionLevel: 9)
                print("\(name): contact sheet \(url.path)")
            }
            return .success
        } catch {
            return failedMerge(dir, error)
        }
    }

    /// Renders each incomplete shard's missing and damaged frames with the settings the shards
    /// recorded; returns a message when that is not possible (the scene is not in this
    /// catalogue, its settings cannot be rebuilt, or they are outside what `render` accepts:
    /// more than `maxPixelsPerSide` pixels per side, a duration over `--duration`'s maximum,
    /// as a manifest edited by hand may record).
    @MainActor
    private func renderMissing(_ merge: ShardMerge, _ options: MergeOptions) throws -> String? {
        let h = merge.header
        guard let entry = scene(named: h.scene) else {
            return "\(merge.directory.path): --render-missing needs the scene '\(h.scene)', which `\(program) list` does not have"
        }
        let recorder = merge.recorder(jobs: try options.jobs ?? CPUAllowance.detect().count)
        let source = "\(merge.directory.path): --render-missing: the shards' manifests record"
        if let problem = Self.frameSizeProblem(recorder) { return "\(source) \(problem), as `render` allows; refused" }
        guard (0...CommandArguments.maxDuration).contains(h.duration) else {
            return "\(source) a duration of \(h.duration) s; \(CommandArguments.valueHint("--duration")) as `render` allows; refused"
        }
        do { try merge.checkSameRecording(recorder, duration: h.duration) } catch {
            return "\(merge.directory.path): --render-missing cannot rebuild the shards' settings: \(error)"
        }
        for shard in merge.shards where !shard.isComplete {
            var r = recorder
            r.shard = shard.spec
            let wanted = Set(shard.toRender)
            let seq = try entry.record(with: r, duration: h.duration, to: merge.directory, frames: { wanted.contains($0) })
            print("\(h.scene): rendered \(seq.rendered) missing frame(s) of shard \(shard.spec.description)")
        }
        return nil
    }
}
