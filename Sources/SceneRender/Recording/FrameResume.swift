import Foundation

/// What earlier runs recorded in a folder: for each frame index, the (key, file hash) pairs
/// that its manifests and journals give. A file may stand for a frame only when the frame's
/// key is one of them and the file's SHA-256 is the hash recorded beside that key: a file
/// with that hash was encoded from exactly that key's display list and settings.
struct ResumeCandidates: Sendable {
    struct Pair: Sendable, Equatable {
        var key: FrameKey
        var sha256: SHA256Digest
    }
    private var byIndex: [Int: [Pair]] = [:]

    /// Pairs kept per frame index: a recording leaves one or two (a manifest's and a journal's),
    /// so a folder whose journals repeat an index more often keeps its latest `maxPairsPerIndex`,
    /// and loading stays linear in the number of lines.
    static let maxPairsPerIndex = 16

    var isEmpty: Bool { byIndex.isEmpty }

    /// Adds `pair` for frame `index` (a pair already there is not added twice); constant time.
    mutating func add(index: Int, _ pair: Pair) {
        var pairs = byIndex.removeValue(forKey: index) ?? []
        if !pairs.contains(pair) {
            if pairs.count >= Self.maxPairsPerIndex { pairs.removeFirst() }
            pairs.append(pair)
        }
        byIndex[index] = pairs
    }

    /// File hashes recorded for frame `index` under `key` (usually none or one).
    func hashes(index: Int, key: FrameKey) -> [SHA256Digest] {
        byIndex[index]?.filter { $0.key == key }.map(\.sha256) ?? []
    }

    /// Every manifest (`manifest*.json`) and journal (`manifest*.journal`) in `directory`:
    /// entries with a key whose file is named as frame `index` with `prefix`. Unreadable
    /// manifests and lines are skipped (they only cost drawing those frames again). Linear in
    /// the lines read.
    ///
    /// - Throws: `RenderError.io` naming a journal that is a symbolic link, not a regular file
    ///   or too large (see `FrameJournal.forEachRecord`).
    static func load(in directory: URL, prefix: String) throws -> ResumeCandidates {
        var out = ResumeCandidates()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names where name.hasPrefix("manifest") {
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".json"), let m = try? FrameManifest.read(url) {
                for f in m.frames {
                    guard f.file == FrameFiles.name(prefix: prefix, index: f.index), let hex = f.key, let key = FrameKey(hex: hex),
                        let sha = SHA256Digest(hex: f.sha256)
                    else { continue }
                    out.add(index: f.index, Pair(key: key, sha256: sha))
                }
            } else if name.hasSuffix(".journal") {
                // A journal line names no file; its hash alone ties the file to the key.
                try FrameJournal.forEachRecord(at: url) { out.add(index: $0.index, Pair(key: $0.key, sha256: $0.sha256)) }
            }
        }
        return out
    }
}

extension FrameManifest {
    /// The frames of the manifest at `url` merged with the journal at `journal` (journal lines
    /// win for the same index), ascending. Empty when neither exists; a manifest that cannot
    /// be read counts as none.
    ///
    /// - Throws: `RenderError.io` naming the journal when it is refused (see
    ///   `FrameJournal.forEachRecord`).
    static func mergedFrames(manifest url: URL, journal: URL, times: FrameTimes, prefix: String) throws -> [Frame] {
        var byIndex: [Int: Frame] = [:]
        if let m = try? read(url) { for f in m.frames { byIndex[f.index] = f } }
        try FrameJournal.forEachRecord(at: journal) { r in
            let time = r.index < times.count ? times[r.index] : Double(r.index) / times.fps
            byIndex[r.index] = Frame(
                index: r.index, time: time, file: FrameFiles.name(prefix: prefix, index: r.index),
                sha256: "\(r.sha256)", key: "\(r.key)")
        }
        return byIndex.keys.sorted().map { byIndex[$0]! }
    }

    /// Writes `retained` (ascending) merged with the records of `journal` (ascending; they win
    /// for the same index) as this manifest's frame list to `url`, streaming the journal.
    func write(to url: URL, retained: [Frame], journal: URL, times: FrameTimes, prefix: String) throws {
        try write(to: url) { emit in
            var i = 0
            try FrameJournal.forEachRecord(at: journal) { r in
                while i < retained.count, retained[i].index < r.index { emit(retained[i]); i += 1 }
                if i < retained.count, retained[i].index == r.index { i += 1 }
                emit(
                    Frame(
                        index: r.index, time: r.index < times.count ? times[r.index] : Double(r.index) / times.fps,
                        file: FrameFiles.name(prefix: prefix, index: r.index), sha256: "\(r.sha256)", key: "\(r.key)"))
            }
            while i < retained.count { emit(retained[i]); i += 1 }
        }
    }
}
