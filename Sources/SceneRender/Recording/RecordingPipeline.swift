import Foundation
import Dispatch

/// One run of `FrameRecorder.record`, as steps: prepare the folder (`OutputFolder`), read what
/// earlier runs left (`ResumeCandidates`, `RecordingManifest`), then simulate on the calling
/// thread (`FrameSimulation`) while `jobs` worker threads draw and encode (`FrameWorker`) and
/// one thread writes the files and the journal (`FrameWriter`); at the end, write the manifest
/// and report. At most `2 × jobs` jobs and `2 × jobs` encoded frames wait between the threads.
/// With a video (`FrameRecorder.video`) the writer also pipes the frames into ffmpeg in frame
/// order; a video only (no `keepsFrames`) touches no folder, manifest or journal.
@MainActor
struct RecordingPipeline {
    let recorder: FrameRecorder
    let times: FrameTimes
    let folder: OutputFolder
    let selection: FrameSelection
    let encoderName: String
    let pixels: (width: Int, height: Int)
    let header: FrameManifest
    /// Nil for a video only.
    var manifest: RecordingManifest?
    let candidates: ResumeCandidates
    /// Held from before the earlier runs' files are read until the manifest is written (nil
    /// for a video only).
    let lock: RecordingLock?

    /// Prepares the folder, takes the manifest's lock (`RecordingLock`) and reads the earlier
    /// runs' manifests and journals.
    ///
    /// - Throws: `RenderError` for a folder that cannot be created or written, another run
    ///   writing the same manifest now, or a killed run's journal that is refused or cannot be
    ///   merged.
    init(
        _ recorder: FrameRecorder, scene: String, duration: Double, times: FrameTimes, directory: URL,
        selection: ((Int) -> Bool)?
    ) throws {
        self.recorder = recorder
        self.times = times
        pixels = try CairoRenderer.pixelSize(recorder.size, scale: recorder.scale)
        let environment = FrameManifest.currentEnvironment()
        encoderName = recorder.pngCompression.encoderDescription(compressionLevel: recorder.compressionLevel)
        header = FrameManifest.header(
            of: recorder, scene: scene, duration: duration, frameCount: times.count,
            pixels: pixels, environment: environment, encoder: encoderName)
        if let video = recorder.video, !video.keepsFrames {
            folder = OutputFolder(url: directory, prefix: recorder.filePrefix)
            lock = nil
            candidates = ResumeCandidates()
            manifest = nil
        } else {
            folder = try OutputFolder.prepare(directory, prefix: recorder.filePrefix)
            lock = try RecordingLock(directory: folder.url, manifestName: recorder.shard.manifestName)
            candidates = recorder.resume ? try ResumeCandidates.load(in: folder.url, prefix: folder.prefix) : ResumeCandidates()
            manifest = try RecordingManifest(header: header, in: folder, manifestName: recorder.shard.manifestName, times: times)
        }
        self.selection = FrameSelection(frameCount: times.count, shard: recorder.shard, selection: selection)
    }

    /// Records `view` driven by `input`; the scene and its input are checked before any frame
    /// is written.
    mutating func run<V: View>(_ view: V, input: InputScript) throws -> RecordedSequence {
        _ = AllocatorTuning.applied
        let host = try SceneHost(view, size: recorder.size, textMeasurer: PangoTextEngine(), environment: recorder.displayEnvironment)
        host.send(try input.checkedEvents(fps: recorder.fps))
        let settings = FrameKey.settings(
            pixelWidth: pixels.width, pixelHeight: pixels.height, scale: recorder.scale,
            background: recorder.background, encoder: encoderName,
            environment: header.environment)
        let jobs = 2 * recorder.jobs
        let video = try recorder.video.map { output in
            // Opaque frames go to ffmpeg as yuv420p for mp4 (converted by the workers); others
            // as straight RGBA.
            let opaque = (recorder.background?.resolved.opacity ?? 0) >= 1
            let layout: VideoStream.PixelLayout = opaque && output.format == .mp4 ? .yuv420p : .rgba
            let stream = try VideoStream(output, width: pixels.width, height: pixels.height, fps: recorder.fps, layout: layout)
            return VideoFrames(stream: stream, window: ReorderWindow(capacity: jobs), writesFiles: output.keepsFrames)
        }
        let journal: FrameJournal?
        do { journal = try manifest?.openJournal() } catch {
            video?.stream.cancel()
            throw error
        }
        let queue = BoundedQueue<FrameJob>(capacity: jobs)
        let writes = BoundedQueue<FrameOutcome>(capacity: jobs)
        let results = FrameResults()
        if let window = video?.window { results.onFailure = { window.cancel() } }
        let progress = ProgressReporter(total: selection.count, mode: recorder.progressMode, name: header.scene)
        let cpu = CPUTimeTotals()
        let writer = FrameWriter(
            outcomes: writes, journal: journal, folder: folder, results: results, progress: progress, cpu: cpu, video: video)
        let writerDone = Self.start(writer.run)
        let worker = FrameWorker(
            jobs: queue, outcomes: writes, folder: folder, candidates: candidates, scale: recorder.scale,
            background: recorder.background, compression: recorder.pngCompression,
            compressionLevel: recorder.compressionLevel, lastEncoded: LastEncodedFrame(),
            results: results, progress: progress, cpu: cpu, video: video)
        let workersDone = (0..<recorder.jobs).map { _ in Self.start(worker.run) }

        var simulation = FrameSimulation(
            host: host, times: times, selection: selection, settings: settings, scale: recorder.scale,
            pixels: (pixels.width, pixels.height))
        let (indices, simulationTime) = simulation.run(into: queue, results: results)
        queue.close()
        workersDone.forEach { $0.wait() }
        writes.close()
        writerDone.wait()
        progress.finish()
        var made: VideoEncoder.Output?
        if let video {
            if results.firstError == nil {
                do { made = try video.stream.finish() } catch { results.fail(index: times.count, error) }
            } else {
                video.stream.cancel()
            }
        }
        try manifest?.finish(earlierError: results.firstError)
        lock?.release()
        if let error = results.firstError { throw error }
        cpu.add(simulationTime)
        var sequence = RecordedSequence(
            directory: folder.url, frames: FrameFiles(directory: folder.url, prefix: folder.prefix, indices: indices),
            times: times, fps: recorder.fps, size: recorder.size, scale: recorder.scale)
        sequence.rendered = results.writtenCount
        sequence.reused = results.reusedCount
        sequence.manifest = manifest?.url
        sequence.video = made
        sequence.cpuTime = cpu.value
        return sequence
    }

    /// Runs `body` on a new thread with a 4 MB stack; the group is left when it returns.
    static func start(_ body: @escaping @Sendable () -> Void) -> DispatchGroup {
        let done = DispatchGroup()
        done.enter()
        let thread = Thread {
            body()
            done.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
        return done
    }
}
