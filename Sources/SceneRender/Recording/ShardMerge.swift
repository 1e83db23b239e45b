import Foundation

/// The shards of one recording, rendered into one folder (`--shard K/N` or `auto/N` runs, each
/// writing `manifest-shard-K-of-N.json`), checked against each other and against the frame
/// files, then merged into the recording's `manifest.json`, as if one run had written them all.
///
/// `verify(_:)` reads every shard's manifest (and the journal a killed or running shard leaves,
/// `manifest-shard-K-of-N.journal`), checks that they describe one recording (same scene, frame
/// rate, size, scale, background, encoder, duration and shard count), and checks each frame
/// file against the SHA-256 its shard recorded. It reports, shard by shard, the frames that no
/// manifest lists (`missing`: a shard that never ran, was cancelled, or rendered part of its
/// frames) and those listed whose file is gone or changed (`damaged`), so an array smaller than
/// N is an error and never a silent gap. Nothing is rendered here: the missing frames can be
/// rendered by running their shards again (the command's `merge --render-missing` does).
///
/// `write()` writes `manifest.json` (shard "1/1", every frame) when nothing is missing and
/// returns the whole recording, ready for `VideoEncoder` or `ContactSheet`.
public struct ShardMerge: Sendable {
    /// A shard's manifest files.
    public enum State: String, Sendable, Equatable {
        /// Its manifest is there and no journal: the shard's last run ended.
        case finished
        /// A journal is there: a run was killed (or is still running); its finished frames count.
        case unfinished
        /// Neither manifest nor journal: the shard never ran in this folder.
        case absent
    }

    /// One shard's part of the recording.
    public struct Shard: Sendable, Equatable {
        public var spec: ShardSpec
        public var state: State
        /// Frames of the recording that belong to this shard (k mod N = K − 1).
        public var expected: Int
        /// Frames no manifest or journal lists.
        public var missing: FrameIndices
        /// Frames listed whose file is missing, is not a regular file (a link, FIFO or device is
    /// never read), or whose SHA-256 differs from the one listed.
        public var damaged: FrameIndices
        /// Frames listed whose file matches.
        public var present: Int { expected - missing.count - damaged.count }
        /// Finished, and every one of its frames present.
        public var isComplete: Bool { state == .finished && missing.isEmpty && damaged.isEmpty }
        /// Frames to render again: missing and damaged, ascending.
        public var toRender: [Int] { (Array(missing) + Array(damaged)).sorted() }
    }

    /// The folder of the recording.
    public let directory: URL
    /// Settings of the recording as its shards recorded them, with `shard` "1/1" and no frames.
    public let header: FrameManifest
    /// Shards 1…N in order; only the first `frameCount` when N is larger (the others have no
    /// frames).
    public let shards: [Shard]
    /// Differences that do not stop the merge: library versions that differ between shards
    /// (frames of machines with other cairo or pango versions may differ in pixels).
    public let warnings: [String]
    /// File names are `prefix` + six-digit index + `.png`.
    public let prefix: String
    /// Every frame's entry by index (nil: missing or damaged).
    private let entries: [FrameManifest.Frame?]

    /// Whether every shard finished and every frame is present.
    public var isComplete: Bool { shards.allSatisfy(\.isComplete) }
    /// Frames missing or damaged, ascending.
    public var framesToRender: Int { shards.reduce(0) { $0 + $1.missing.count + $1.damaged.count } }

    /// Reads and checks the shards' manifests in `directory` (see the type's documentation).
    ///
    /// The folder's files are looked at one by one, never one record per shard number a name
    /// claims: a shard count above `ShardSpec.maxCount` is refused, and shards numbered above
    /// the recording's frame count (which have no frames) get no record.
    ///
    /// - Throws: `RenderError.io` naming the folder or file when there is no manifest, no shard
    ///   has finished, a manifest cannot be read, a file is named for a shard that cannot exist
    ///   (`manifest-shard-0-of-4.json`, from before shards were numbered from 1, or a count
    ///   over `ShardSpec.maxCount`), a manifest records settings out of
    ///   range (fps, duration: see `FrameTimes`), a journal is refused (see
    ///   `FrameJournal.forEachRecord`), or manifests of different shard counts or of different
    ///   recordings share the folder.
    public static func verify(_ directory: URL, prefix: String = "frame_") throws -> ShardMerge {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() } catch {
            throw RenderError.io(path: directory.path, reason: "cannot read the folder: \(FrameRecorder.reason(error))")
        }
        // K and N of every shard manifest and journal.
        var found: [(number: Int, count: Int, name: String)] = []
        for name in names {
            guard let (k, n) = shardNumbers(in: name) else { continue }
            guard n <= ShardSpec.maxCount else {
                throw RenderError.io(
                    path: directory.appendingPathComponent(name).path,
                    reason: "names shard \(k) of \(n); a recording has 1…\(ShardSpec.maxCount) shards: remove it")
            }
            guard n >= 1, (1...n).contains(k) else {
                throw RenderError.io(
                    path: directory.appendingPathComponent(name).path,
                    reason: "names shard \(k) of \(n), which cannot exist: shards are numbered 1…N "
                        + "(an earlier version numbered them from 0); remove the old manifests and render the shards again")
            }
            found.append((k, n, name))
        }
        let counts = Set(found.map(\.count))
        guard counts.count <= 1 else {
            let list = counts.sorted().map { n in "\(n) (\(found.filter { $0.count == n }.map(\.name).joined(separator: ", ")))" }
            throw RenderError.io(
                path: directory.path,
                reason: "holds shards of different counts: "
                    + list.joined(separator: "; ") + "; remove the stale ones")
        }
        let count = counts.first ?? 1
        if counts.isEmpty && !names.contains("manifest.json") {
            throw RenderError.io(
                path: directory.path,
                reason: "holds no manifest (manifest.json or manifest-shard-K-of-N.json): "
                    + "render into it first")
        }
        // Headers of the finished manifests must describe one recording: the files there, in
        // shard order (never every number up to the count a name claims).
        var finished: [ShardSpec] = []
        if counts.isEmpty {
            finished = [ShardSpec.all]
        } else {
            for (k, n, name) in found where name.hasSuffix(".json") { finished.append(try ShardSpec(k, of: n)) }
            finished.sort { $0.number < $1.number }
        }
        var header: FrameManifest?
        var headerSource = ""
        var warnings: [String] = []
        for spec in finished where names.contains(spec.manifestName) {
            let url = directory.appendingPathComponent(spec.manifestName)
            var m = try FrameManifest.read(url)
            // A whole run's manifest.json of an earlier version records shard "0/1".
            guard m.shard == spec.description || (count == 1 && m.shard == "0/1") else {
                throw RenderError.io(path: url.path, reason: "records shard \(m.shard), not \(spec.description) as its name says")
            }
            m.frames = []
            if let h = header {
                let differences = settingsDifferences(h, m)
                guard differences.isEmpty else {
                    throw RenderError.io(
                        path: url.path,
                        reason: "is not the recording \(headerSource) is: "
                            + differences.joined(separator: ", "))
                }
                if h.environment != m.environment {
                    warnings.append(
                        "\(spec.manifestName) was rendered with other library versions than \(headerSource): "
                            + environmentDifferences(h.environment, m.environment))
                }
            } else {
                header = m
                headerSource = spec.manifestName
            }
        }
        guard var header else {
            throw RenderError.io(
                path: directory.path,
                reason: "no shard has finished (only journals of killed or running shards): "
                    + "render the shards again")
        }
        let times: FrameTimes
        do { times = try FrameTimes(duration: header.duration, fps: header.fps) } catch {
            throw RenderError.io(path: directory.appendingPathComponent(headerSource).path, reason: "records \(error)")
        }
        guard times.count == header.frameCount else {
            throw RenderError.io(
                path: directory.appendingPathComponent(headerSource).path,
                reason: "lists \(header.frameCount) frames, but \(header.duration) s at \(header.fps) fps has \(times.count)")
        }
        header.shard = ShardSpec.all.description
        var entries = [FrameManifest.Frame?](repeating: nil, count: times.count)
        var shards: [Shard] = []
        // A shard numbered above the frame count has no frames: nothing to check or list.
        for number in 1...min(count, times.count) {
            let spec = try ShardSpec(number, of: count)
            let manifest = directory.appendingPathComponent(spec.manifestName)
            let journal = FrameJournal.url(in: directory, manifestName: spec.manifestName)
            let state: State =
                names.contains(journal.lastPathComponent)
                ? .unfinished
                : names.contains(spec.manifestName) ? .finished : .absent
            var byIndex: [Int: FrameManifest.Frame] = [:]
            for f in try FrameManifest.mergedFrames(manifest: manifest, journal: journal, times: times, prefix: prefix)
            where f.index >= 0 && f.index < times.count {
                guard spec.contains(frame: f.index) else {
                    throw RenderError.io(
                        path: manifest.path,
                        reason: "lists frame \(f.index), which belongs to shard "
                            + "\(ShardSpec.number(ofFrame: f.index, count: count))/\(count), not \(spec.description) "
                            + "(written by an earlier version that numbered shards from 0?); render the shards again")
                }
                byIndex[f.index] = f
            }
            var shard = Shard(spec: spec, state: state, expected: 0, missing: FrameIndices(), damaged: FrameIndices())
            for k in stride(from: spec.index, to: times.count, by: count) {
                shard.expected += 1
                guard let f = byIndex[k] else { shard.missing.append(k); continue }
                let file = directory.appendingPathComponent(f.file)
                guard f.file == FrameFiles.name(prefix: prefix, index: k), let data = try? RegularFile.read(file, maxBytes: RegularFile.maxFrameBytes, what: "frame"),
                    FrameManifest.sha256(data) == f.sha256
                else {
                    shard.damaged.append(k)
                    continue
                }
                entries[k] = f
            }
            shards.append(shard)
        }
        return ShardMerge(directory: directory, header: header, shards: shards, warnings: warnings, prefix: prefix, entries: entries)
    }

    /// Writes `manifest.json` listing every frame, and returns the whole recording.
    ///
    /// - Throws: `RenderError.io` naming the folder and the shards with missing frames when the
    ///   recording is not complete, or when the manifest cannot be written.
    @discardableResult
    public func write() throws -> RecordedSequence {
        guard isComplete else {
            let open = shards.filter { !$0.isComplete }.map(\.spec.description).joined(separator: ", ")
            throw RenderError.io(
                path: directory.path,
                reason: "cannot merge: \(framesToRender) frame(s) missing or damaged, "
                    + "shard(s) \(open) incomplete; render those shards again (or merge --render-missing)")
        }
        let url = directory.appendingPathComponent(ShardSpec.all.manifestName)
        AtomicFile.removeStaleTemporaries(in: directory)
        try header.write(to: url) { emit in entries.forEach { if let f = $0 { emit(f) } } }
        return try Self.sequence(of: header, in: directory, prefix: prefix, manifest: url)
    }

    /// The whole recording the merged manifest describes.
    static func sequence(of header: FrameManifest, in directory: URL, prefix: String, manifest: URL) throws -> RecordedSequence {
        let times = try FrameTimes(duration: header.duration, fps: header.fps)
        var indices = FrameIndices()
        for k in 0..<times.count { indices.append(k) }
        var seq = RecordedSequence(
            directory: directory, frames: FrameFiles(directory: directory, prefix: prefix, indices: indices),
            times: times, fps: header.fps, size: CGSize(width: header.width, height: header.height),
            scale: header.scale)
        seq.manifest = manifest
        return seq
    }

    /// A recorder with the settings the shards recorded (canvas, frame rate, scale, PNG
    /// encoder and level, scene name; the background is `FrameRecorder`'s default, white), for
    /// rendering the missing frames; `checkSameRecording` confirms it matches.
    public func recorder(jobs: Int) -> FrameRecorder {
        var r = FrameRecorder(
            size: CGSize(width: header.width, height: header.height), fps: header.fps, scale: header.scale,
            jobs: jobs, compressionLevel: (0...9).contains(header.compressionLevel) ? header.compressionLevel : 6)
        r.sceneName = header.scene
        if let c = PNGCompression.allCases.first(where: { $0.encoderDescription(compressionLevel: r.compressionLevel) == header.encoder }) {
            r.pngCompression = c
        }
        return r
    }

    /// Whether `recorder`, recording `duration` seconds, writes frames of this recording (same
    /// settings as the shards recorded), so that it may render the missing frames.
    ///
    /// - Throws: `RenderError.invalidParameter` naming the settings that differ.
    public func checkSameRecording(_ recorder: FrameRecorder, duration: Double) throws {
        var other = header
        other.fps = recorder.fps
        other.width = Double(recorder.size.width)
        other.height = Double(recorder.size.height)
        other.scale = recorder.scale
        other.background = recorder.background.map { "\($0.resolved)" } ?? "none"
        other.compressionLevel = recorder.compressionLevel
        other.duration = duration
        other.encoder = recorder.pngCompression.encoderDescription(compressionLevel: recorder.compressionLevel)
        if let name = recorder.sceneName { other.scene = name }
        let differences = Self.settingsDifferences(header, other)
        guard differences.isEmpty else {
            throw RenderError.invalidParameter(
                name: "recorder", value: differences.joined(separator: ", "),
                valid: "the settings the shards in \(directory.path) were rendered with")
        }
    }

    /// K and N of `manifest-shard-K-of-N.json` or `.journal`; nil for any other name.
    static func shardNumbers(in name: String) -> (Int, Int)? {
        guard name.hasPrefix("manifest-shard-") else { return nil }
        var rest = name.dropFirst("manifest-shard-".count)
        if rest.hasSuffix(".json") { rest = rest.dropLast(5) } else if rest.hasSuffix(".journal") { rest = rest.dropLast(8) } else { return nil }
        let parts = rest.components(separatedBy: "-of-")
        let digits = { (s: String) in !s.isEmpty && s.count <= 9 && s.utf8.allSatisfy { (48...57).contains($0) } }
        guard parts.count == 2, digits(parts[0]), digits(parts[1]), let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        return (k, n)
    }

    /// The settings in which `a` and `b` differ, as "fps 60 vs 30".
    static func settingsDifferences(_ a: FrameManifest, _ b: FrameManifest) -> [String] {
        var out: [String] = []
        func check<T: Equatable>(_ name: String, _ x: T, _ y: T) { if x != y { out.append("\(name) \(x) vs \(y)") } }
        check("scene", a.scene, b.scene)
        check("fps", a.fps, b.fps)
        check("width", a.width, b.width)
        check("height", a.height, b.height)
        check("scale", a.scale, b.scale)
        check("pixel size", "\(a.pixelWidth)x\(a.pixelHeight)", "\(b.pixelWidth)x\(b.pixelHeight)")
        check("background", a.background, b.background)
        check("compression level", a.compressionLevel, b.compressionLevel)
        check("encoder", a.encoder ?? "none", b.encoder ?? "none")
        check("duration", a.duration, b.duration)
        check("frame count", a.frameCount, b.frameCount)
        return out
    }

    static func environmentDifferences(_ a: [String: String], _ b: [String: String]) -> String {
        Set(a.keys).union(b.keys).sorted().compactMap { k in
            a[k] == b[k] ? nil : "\(k) \(a[k] ?? "none") vs \(b[k] ?? "none")"
        }.joined(separator: ", ")
    }
}
