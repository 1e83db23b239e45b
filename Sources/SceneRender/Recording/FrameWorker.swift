import Foundation
import CCairo

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
    /// With a video: where the pixels go (nil for PNG frames only).
    let video: VideoFrames?

    /// Takes jobs until the queue is closed (skipping them after any failure), hands each
    /// outcome to the writer, then adds this thread's stage times to `cpu`.
    func run() {
        let renderer = CairoRenderer()
        let encoder = FrameEncoder(compression, compressionLevel: compressionLevel)
        var clock = StageClock()
        while let job = jobs.take() {
            if results.failed { continue }
            clock.restart()
            let outcome = process(job, renderer: renderer, encoder: encoder, clock: &clock)
            video?.window.waitTurn(job.sequence)
            outcomes.put(outcome)
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
        guard !outcome.toWrite.isEmpty else {
            if video != nil, let first = outcome.kept.first {
                do { outcome.pixels = try keptPixels(index: first.index) } catch {
                    results.fail(index: first.index, error)
                    outcome.kept = []
                }
                clock.lap(\.encoding)
            }
            return outcome
        }
        if let earlier = lastEncoded.bytes(for: job.key) {
            (outcome.data, outcome.sha256, outcome.pixels) = earlier
            outcome.reused = outcome.toWrite.count
            return outcome
        }
        do {
            let surface = try renderer.draw(job.list, scale: scale, background: background)
            clock.lap(\.drawing)
            if let video {
                outcome.pixels = Self.pixels(of: surface, layout: video.stream.layout, width: video.stream.width, height: video.stream.height)
                clock.lap(\.encoding)
            }
            if video?.writesFiles ?? true {
                let data = try encoder.encode(surface: surface, knownOpaque: renderer.lastDrawIsOpaque, changes: renderer.lastChanges)
                clock.lap(\.encoding)
                let sha = SHA256Digest(of: data)
                clock.lap(\.hashing)
                (outcome.data, outcome.sha256) = (data, sha)
            }
            lastEncoded.store(key: job.key, (outcome.data, outcome.sha256, outcome.pixels))
            outcome.reused = outcome.toWrite.count - 1
        } catch {
            results.fail(index: job.indices[0], error)
            outcome.toWrite = []
        }
        return outcome
    }

    /// A drawn frame's pixels for the video: with `.yuv420p`, Cairo's bytes converted by
    /// `YUVConversion`; with `.rgba`, straight RGBA (`CairoRenderer.straightRGBA`).
    static func pixels(of surface: OpaquePointer, layout: VideoStream.PixelLayout, width: Int, height: Int) -> Data {
        switch layout {
        case .rgba:
            return Data(CairoRenderer.straightRGBA(surface: surface, width: width, height: height).pixels)
        case .yuv420p:
            let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
            return YUVConversion.convert(base, stride: Int(cairo_image_surface_get_stride(surface)), width: width, height: height, r: 2, g: 1, b: 0)
        }
    }

    /// The pixels of a frame kept from an earlier run, read from its PNG file (whose hash the
    /// worker checked) for the video.
    func keptPixels(index k: Int) throws -> Data? {
        guard let video else { return nil }
        let data = try RegularFile.read(folder.frame(k), maxBytes: RegularFile.maxFrameBytes, what: "frame")
        let image = try PNGCodec.decode(data, source: folder.frame(k).path)
        guard image.width == video.stream.width, image.height == video.stream.height else {
            throw RenderError.io(path: folder.frame(k).path, reason: "a kept frame of \(image.width)x\(image.height) pixels in a \(video.stream.width)x\(video.stream.height) video")
        }
        switch video.stream.layout {
        case .rgba: return Data(image.pixels)
        case .yuv420p:
            return image.pixels.withUnsafeBytes {
                YUVConversion.convert($0.baseAddress!, stride: image.width * 4, width: image.width, height: image.height, r: 0, g: 1, b: 2)
            }
        }
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
