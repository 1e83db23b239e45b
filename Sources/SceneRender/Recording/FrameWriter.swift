import Foundation

/// The writer of a recording, run on its own thread so that workers do not wait on the disk:
/// writes each outcome's bytes under every index it names (temporary name, then rename) and
/// appends the finished and kept frames to the journal in job order.
struct FrameWriter: Sendable {
    let outcomes: BoundedQueue<FrameOutcome>
    let journal: FrameJournal
    let folder: OutputFolder
    let results: FrameResults
    let progress: ProgressReporter
    let cpu: CPUTimeTotals

    /// Writes outcomes until the queue is closed, then the rest of the journal, then adds this
    /// thread's writing time to `cpu`.
    func run() {
        var clock = StageClock()
        var order = JournalOrder()
        while let o = outcomes.take() {
            var records = o.kept
            if let data = o.data, let sha = o.sha256, !results.failed {
                clock.restart()
                let written = write(data, sha256: sha, of: o, into: &records)
                results.wrote(written, reused: max(0, min(o.reused, written - (o.toWrite.count - o.reused))))
                clock.lap(\.writing)
            }
            records.sort { $0.index < $1.index }
            order.add(sequence: o.sequence, records, to: journal)
        }
        order.drain(to: journal)
        cpu.add(clock.times)
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
