import Foundation

/// The recording thread's part of a recording: advances the scene through every frame time in
/// order (drawn or not, so that state and the times actions run at are those of a full run),
/// builds each selected frame's display list and `FrameKey`, and hands consecutive frames with
/// one key to the workers as one `FrameJob`.
@MainActor
struct FrameSimulation {
    let host: SceneHost
    let times: FrameTimes
    let selection: FrameSelection
    /// The key of the recording's settings (`FrameKey.settings`).
    let settings: FrameKey
    /// The canvas: pixels per point and pixel size (groups wholly outside it are left out of
    /// the keys, see `CairoRenderer.itemsReachingCanvas`).
    let scale: Double
    let pixels: (width: Int, height: Int)
    /// SHA-256 of each image file the scene draws, read once per recording.
    private var imageDigests: [String: SHA256Digest?] = [:]

    init(
        host: SceneHost, times: FrameTimes, selection: FrameSelection, settings: FrameKey, scale: Double,
        pixels: (width: Int, height: Int)
    ) {
        self.host = host
        self.times = times
        self.selection = selection
        self.settings = settings
        self.scale = scale
        self.pixels = pixels
    }

    /// Simulates frames 0 through the last selected one (stopping early once `results` has
    /// failed) and puts their jobs on `jobs`, in frame order. Returns the selected indices and
    /// this thread's simulation and hashing time.
    mutating func run(into jobs: BoundedQueue<FrameJob>, results: FrameResults) -> (indices: FrameIndices, cpu: RecordingCPUTime) {
        var clock = StageClock()
        var indices = FrameIndices()
        var pending: FrameJob?
        var sequence = 0
        for k in 0...max(selection.last, 0) where selection.last >= 0 {
            if results.failed { break }
            clock.restart()
            host.advance(to: times[k])
            guard selection.contains(k) else {
                clock.lap(\.simulation)
                continue
            }
            let list = host.displayList()
            clock.lap(\.simulation)
            let key = frameKey(list)
            clock.lap(\.hashing)
            indices.append(k)
            if let p = pending, p.key == key, p.indices.count < FrameJob.maximumFrames {
                pending!.indices.append(k)
            } else {
                if let p = pending { jobs.put(p) }
                pending = FrameJob(sequence: sequence, list: list, key: key, indices: [k])
                sequence += 1
            }
        }
        if let p = pending, !results.failed { jobs.put(p) }
        return (indices, clock.times)
    }

    /// The key of `list` with this recording's settings: of what reaches the canvas (groups
    /// wholly outside it draw nothing and are left out).
    mutating func frameKey(_ list: DisplayList) -> FrameKey {
        let items = CairoRenderer.itemsReachingCanvas(list.items, scale: scale, pixelWidth: pixels.width, pixelHeight: pixels.height)
        let reaching = items.count == list.items.count ? list : DisplayList(size: list.size, items: items)
        return FrameKey.frame(reaching, settings: settings) { path in
            if let d = imageDigests[path] { return d }
            let d = (try? Data(contentsOf: URL(fileURLWithPath: path))).map(SHA256Digest.init(of:))
            imageDigests[path] = d
            return d
        }
    }
}
