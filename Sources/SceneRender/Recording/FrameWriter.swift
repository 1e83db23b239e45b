import Foundation

/// The writer of a recording, run on its own thread so that workers do not wait on the disk:
/// writes each outcome's bytes under every index it names (temporary name, then rename) and
/// appends the finished and kept frames to the journal in job order. With a video, it also
/// pipes each job's pixels into it in job order (once per frame index), holding the outcomes
/// that finished early (at most the `ReorderWindow`'s capacity).
struct FrameWriter: Sendable {
    let outcomes: BoundedQueue<FrameOutcome>
    /// Nil when no PNG file is written (a video only).
    let journal: FrameJournal?
    let folder: OutputFolder
    let results: FrameResults
    let progress: ProgressReporter
    let cpu: CPUTimeTotals
    let video: VideoFrames?

    /// Writes outcomes until the queue is closed, then the rest of the journal, then adds this
    /// thread's writing time to `cpu`.
    func run() {
        var clock = StageClock()
        var order = JournalOrder()
        var waiting: [Int: FrameOutcome] = [:]
        var next = 0
        while let o = outcomes.take() {
            defer {
                if let video {
                    if results.failed {
                        waiting = [:]
                    } else {
                        waiting[o.sequence] = o
                        while let ready = waiting.removeValue(forKey: next) {
                            clock.restart()
                            pipe(ready, into: video)
                            clock.lap(\.writing)
                            next += 1
                            video.window.advance()
                        }
                    }
                }
            }
            var records = o.kept
            if let data = o.data, let sha = o.sha256, !results.failed {
                clock.restart()
                let written = write(data, sha256: sha, of: o, into: &records)
                results.wrote(written, reused: max(0, min(o.reused, written - (o.toWrite.count - o.reused))))
                clock.lap(\.writing)
            }
            guard let journal else { continue }
            records.sort { $0.index < $1.index }
            order.add(sequence: o.sequence, records, to: journal)
        }
        if let journal { order.drain(to: journal) }
        cpu.add(clock.times)
    }

    /// Pipes `o`'s pixels into the video once for each of its frames, in frame order (the
    /// stream stores a repeated frame once when it is timed `.variable`); without PNG files,
    /// counts them as written.
    func pipe(_ o: FrameOutcome, into video: VideoFrames) {
        let indices = (o.toWrite + o.kept.map(\.index)).sorted()
        guard !indices.isEmpty else { return }
        guard let pixels = o.pixels else {
            results.fail(index: indices[0], RenderError.io(path: video.stream.url.path, reason: "frame \(indices[0]) has no pixels for the video"))
            return
        }
        for k in indices {
            do { try video.stream.write(pixels, index: k) } catch {
                results.fail(index: k, error)
                return
            }
            if !video.writesFiles { progress.frameDone() }
        }
        if !video.writesFiles { results.wrote(o.toWrite.count, reused: o.reused) }
    }

    /// Writes `data` as the file of each index of `o.toWrite` in turn, appending a record for
    /// each; stops at the first failure (reported to `results`). Returns the files written.
    func write(_ data: Data, sha256 sha: SHA256Digest, of o: FrameOutcome, into records: inout [FrameRecord]) -> Int {
        var written = 0
        for k in o.toWrite {
            do {
                try AtomicFile.write(data, to: folder.frame(k))
                records.append(FrameRecord(index: k, key: o.key, sha256: sha))
                written += 1
                progress.frameDone()
            } catch {
                results.fail(index: k, error)
                break
            }
        }
        return written
    }
}
