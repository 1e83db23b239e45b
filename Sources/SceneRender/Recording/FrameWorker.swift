import Foundation

/// One draw-and-encode worker of a recording, run on its own thread: for each job it keeps the
/// files an earlier run left that match (see `ResumeCandidates`), takes the bytes of the last
/// frame encoded when the job repeats it, and otherwise draws and encodes the job's display
/// list once. Its renderer and encoder (with their buffers) live as long as the thread.
struct FrameWorker: Sendable {
    let jobs: BoundedQueue<FrameJob>
    let outcomes: BoundedQueue<FrameOutcome>
    let folder: OutputFolder
    let candidates: ResumeCandidates
    let scale: Double
    let background: Color?
    let compression: PNGCompression
    let compressionLevel: Int
    let lastEncoded: LastEncodedFrame
    let results: FrameResults
    let progress: ProgressReporter
    let cpu: CPUTimeTotals

    /// Takes jobs until the queue is closed (skipping them after any failure), hands each
    /// outcome to the writer, then adds this thread's stage times to `cpu`.
    func run() {
        let renderer = CairoRenderer()
        let encoder = FrameEncoder(compression, compressionLevel: compressionLevel)
        var clock = StageClock()
        while let job = jobs.take() {
            if results.failed { continue }
            clock.restart()
            outcomes.put(process(job, renderer: renderer, encoder: encoder, clock: &clock))
        }
        cpu.add(clock.times)
    }

    /// What to write for `job`: the indices whose files are kept, and the bytes for the others.
    func process(_ job: FrameJob, renderer: CairoRenderer, encoder: FrameEncoder, clock: inout StageClock) -> FrameOutcome {
        var outcome = FrameOutcome(sequence: job.sequence, key: job.key, toWrite: [], kept: [], reused: 0)
        for k in job.indices {
            if let kept = keptRecord(index: k, key: job.key) {
                outcome.kept.append(kept)
                progress.frameKept()
            } else {
                outcome.toWrite.append(k)
            }
        }
        clock.lap(\.hashing)
        guard !outcome.toWrite.isEmpty else { return outcome }
        if let earlier = lastEncoded.bytes(for: job.key) {
            (outcome.data, outcome.sha256) = (earlier.data, earlier.sha256)
            outcome.reused = outcome.toWrite.count
            return outcome
        }
        do {
            let surface = try renderer.draw(job.list, scale: scale, background: background)
            clock.lap(\.drawing)
            let data = try encoder.encode(surface: surface, knownOpaque: renderer.lastDrawIsOpaque)
            clock.lap(\.encoding)
            let sha = SHA256Digest(of: data)
            clock.lap(\.hashing)
            lastEncoded.store(key: job.key, data: data, sha256: sha)
            (outcome.data, outcome.sha256) = (data, sha)
            outcome.reused = outcome.toWrite.count - 1
        } catch {
            results.fail(index: job.indices[0], error)
            outcome.toWrite = []
        }
        return outcome
    }

    /// The record of frame `index`'s file when an earlier run recorded it under `key` with the
    /// hash the file has now. Only a regular file is read (a link to `/dev/zero` or a FIFO under
    /// a frame's name is drawn again, never read).
    func keptRecord(index k: Int, key: FrameKey) -> FrameRecord? {
        let hashes = candidates.hashes(index: k, key: key)
        guard !hashes.isEmpty,
            let data = try? RegularFile.read(folder.frame(k), maxBytes: RegularFile.maxFrameBytes, what: "frame")
        else { return nil }
        let sha = SHA256Digest(of: data)
        return hashes.contains(sha) ? FrameRecord(index: k, key: key, sha256: sha) : nil
    }
}
