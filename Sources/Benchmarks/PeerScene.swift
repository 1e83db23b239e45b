import Foundation
import SceneRender

// The peer-comparison scene: the same picture that Benchmarks/peers/circles.py draws with
// Manim Community. Filled circles move in a straight line at constant speed across the canvas.

/// Where the circles are, in canvas points (one point is one pixel at scale 1).
///
/// 20 columns × ⌈count / 20⌉ rows; circle i sits in column i mod 20 and row i div 20. Its centre
/// moves from x0 = W·(0.03 + 0.44·col/19) to x0 + W/2 at y = H·(row + ½)/rows; its radius is
/// 20 points at a 1080-point height (scaled with min(W, H)). Colours cycle through an
/// eight-colour palette; the background is #1A1A1A. These are the numbers of `circles.py`.
struct CirclesLayout: Sendable {
    static let columns = 20
    /// sRGB colours as 0xRRGGBB.
    static let palette: [Int] = [0xE6194B, 0x3CB44B, 0xFFE119, 0x4363D8, 0xF58231, 0x911EB4, 0x46F0F0, 0xF032E6]
    static let background = Color(red: 0x1A / 255.0, green: 0x1A / 255.0, blue: 0x1A / 255.0)

    var count: Int
    var size: CGSize

    var rows: Int { (count + Self.columns - 1) / Self.columns }
    var radius: CGFloat { min(size.width, size.height) * 20 / 1080 }
    func start(_ i: Int) -> CGPoint {
        let col = CGFloat(i % Self.columns), row = CGFloat(i / Self.columns)
        return CGPoint(
            x: size.width * (0.03 + 0.44 * col / CGFloat(Self.columns - 1)),
            y: size.height * (row + 0.5) / CGFloat(rows))
    }
    func end(_ i: Int) -> CGPoint {
        let s = start(i)
        return CGPoint(x: s.x + size.width / 2, y: s.y)
    }
    func colour(_ i: Int) -> Color {
        let hex = Self.palette[i % Self.palette.count]
        return Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}

/// The circles, moved by one linear animation of `duration` seconds started when the scene
/// appears (at t = 0): at scene time t each centre is at start + (end − start)·t/duration,
/// as Manim's `rate_func=linear` puts it at frame k of a `run_time = duration` play.
struct MovingCircles: View {
    let layout: CirclesLayout
    /// Seconds the circles take to cross (> 0).
    let duration: Double
    @State var moved = false

    var body: some View {
        let d = layout.radius * 2
        ZStack(alignment: .topLeading) {
            CirclesLayout.background
            ForEach(0..<layout.count) { i in
                Circle().fill(layout.colour(i))
                    .frame(width: d, height: d)
                    .position(moved ? layout.end(i) : layout.start(i))
            }
        }
        .frame(width: layout.size.width, height: layout.size.height)
        .onAppear {
            withAnimation(.linear(duration: duration)) { moved = true }
        }
    }
}

/// Settings of one recording of the circles scene.
@MainActor
struct CirclesRun {
    var count = 200
    var size = CGSize(width: 1920, height: 1080)
    var fps = 60.0
    /// Frames written: frame k shows t = k / fps, k = 0 … frames − 1 (the frames Manim writes
    /// for a `frames / fps` second play: it does not write the frame at t = run_time).
    var frames = 60
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var compressionLevel = PNGCodec.defaultCompressionLevel
    /// `.fast` (ISA-L) unless a zlib level was asked for (`--compression-level`).
    var pngCompression = PNGCompression.fast

    /// Records the scene into `directory`; returns the files written.
    @discardableResult
    func record(to directory: URL) throws -> RecordedSequence {
        guard frames >= 1 else {
            throw RenderError.invalidParameter(name: "frames", value: "\(frames)", valid: "≥ 1")
        }
        let layout = CirclesLayout(count: count, size: size)
        var recorder = FrameRecorder(
            size: size, fps: fps, scale: 1, background: CirclesLayout.background,
            jobs: jobs, compressionLevel: compressionLevel)
        recorder.pngCompression = pngCompression
        let scene = MovingCircles(layout: layout, duration: Double(frames) / fps)
        let sequence = try recorder.record(scene, duration: Double(frames - 1) / fps, to: directory)
        guard sequence.frames.count == frames else {
            throw BenchmarkError.setup("expected \(frames) frames, wrote \(sequence.frames.count)")
        }
        return sequence
    }
}

/// `benchmarks render-circles --out DIR [--frames N] [--width W] [--height H] [--count N]
/// [--jobs J] [--compression-level L]` (a level selects zlib, `.small`): one recording, for `make bench-peers` and the memory
/// suite. Prints one JSON line: frames, seconds spent recording (startup excluded), bytes
/// written, and the peak resident set size of this process.
@MainActor
func renderCirclesCommand(_ arguments: [String]) throws {
    var run = CirclesRun()
    var out: URL?
    var args = arguments
    func value(_ name: String) throws -> String {
        guard !args.isEmpty else { throw UsageError("\(name) needs a value") }
        return args.removeFirst()
    }
    func int(_ name: String, _ range: ClosedRange<Int>) throws -> Int {
        let text = try value(name)
        guard let v = Int(text), range.contains(v) else {
            throw UsageError("\(name) must be an integer in \(range.lowerBound)…\(range.upperBound), got \(text)")
        }
        return v
    }
    while let a = args.first {
        args.removeFirst()
        switch a {
        case "--out": out = URL(fileURLWithPath: try value(a))
        case "--frames": run.frames = try int(a, 1...1_000_000)
        case "--width": run.size.width = CGFloat(try int(a, 1...16_384))
        case "--height": run.size.height = CGFloat(try int(a, 1...16_384))
        case "--count": run.count = try int(a, 1...100_000)
        case "--jobs": run.jobs = try int(a, 1...1024)
        case "--compression-level":
            run.compressionLevel = try int(a, 0...9)
            run.pngCompression = .small
        default: throw UsageError("render-circles: unknown argument \(a)")
        }
    }
    guard let out else { throw UsageError("render-circles needs --out DIR") }
    let start = DispatchTime.now().uptimeNanoseconds
    let sequence = try run.record(to: out)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let bytes = sequence.frames.reduce(0) { sum, url in
        sum + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
    }
    print(
        "{\"frames\": \(sequence.frames.count), \"seconds\": \(seconds), \"bytes\": \(bytes), "
            + "\"jobs\": \(run.jobs), \"compressionLevel\": \(run.compressionLevel), "
            + "\"peakResidentBytes\": \(Memory.peakResidentBytes() ?? -1)}")
}

/// The circles scene timed in process (startup excluded): the numbers `make bench-peers`
/// compares with Manim's, with one worker and with every core at our default PNG level, and
/// with every core at level 6 (the zlib level Pillow, and so Manim, writes with).
@MainActor
func peerBenchmarks() -> [Benchmark] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    func render(jobs: Int, level: Int) -> Benchmark {
        Benchmark(
            suite: "peer", name: "200 circles 1920×1080, 60 PNG frames, \(jobs) job\(jobs == 1 ? "" : "s"), level \(level)",
            work: 60, unit: "frame", repetitions: 3
        ) {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-peer-\(getpid())-\(jobs)-\(level)")
            let run = CirclesRun(jobs: jobs, compressionLevel: level)
            return {
                try run.record(to: dir)
                try FileManager.default.removeItem(at: dir)
            }
        }
    }
    return [
        render(jobs: 1, level: PNGCodec.defaultCompressionLevel),
        render(jobs: cores, level: PNGCodec.defaultCompressionLevel),
        render(jobs: cores, level: 6)
    ]
}

func reportPeer(_ results: [Measurement]) {
    guard results.count == 3 else { return }
    printRatio("peer scene, all cores vs 1 job (level \(PNGCodec.defaultCompressionLevel))", results[1], over: results[0])
    printRatio("peer scene, level \(PNGCodec.defaultCompressionLevel) vs level 6 (all cores)", results[1], over: results[2])
}
