import Foundation
import SceneRender

// The render benchmark: 1920×1080, 1,000 circles moving on springs, 120 frames, against two C
// baselines drawing the same circles with Cairo directly (Benchmarks/baseline/circles.c, built
// by `make bench` into .build/baseline/circles): (a) drawing + cairo_surface_write_to_png one
// frame after another, (b) drawing only.

/// The circles of the benchmark; positions and colours come from the same LCG as the C baseline.
struct SpringCircles: View {
    static let count = 1000
    static let diameter: CGFloat = 36
    static let palette: [Color] = [Color(red: 255 / 255, green: 59 / 255, blue: 48 / 255), Color(red: 255 / 255, green: 149 / 255, blue: 0),
                                   Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255), Color(red: 0, green: 122 / 255, blue: 1),
                                   Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255), Color(red: 1, green: 45 / 255, blue: 85 / 255)]
    struct Dot: Sendable {
        let id: Int
        let start: CGPoint
        let end: CGPoint
    }
    static let dots: [Dot] = {
        var state: UInt32 = 12345
        func next() -> UInt32 {
            state = state &* 1664525 &+ 1013904223
            return state >> 8
        }
        return (0..<count).map { i in
            let x0 = CGFloat(next() % 1884), y0 = CGFloat(next() % 1044)
            let x1 = CGFloat(next() % 1884), y1 = CGFloat(next() % 1044)
            return Dot(id: i, start: CGPoint(x: x0, y: y0), end: CGPoint(x: x1, y: y1))
        }
    }()

    @State var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(Self.dots, id: \.id) { dot in
                Circle()
                    .fill(Self.palette[dot.id % 6])
                    .frame(width: Self.diameter, height: Self.diameter)
                    .offset(x: moved ? dot.end.x : dot.start.x, y: moved ? dot.end.y : dot.start.y)
            }
        }
        .onAppear {
            withAnimation(.spring(duration: 1.2, bounce: 0.3)) { moved = true }
        }
    }
}

let renderFrames = 120
let renderDuration = Double(renderFrames - 1) / 60 // frame-count rule: ceil(d·fps) + 1 = 120
let renderSize = CGSize(width: 1920, height: 1080)

/// Process CPU time (user + system) in seconds.
func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// Peak resident memory of the process so far, in MB.
func peakResidentMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Values measured inside benchmark bodies, for the report.
final class RenderBenchmarkNotes: @unchecked Sendable {
    static let shared = RenderBenchmarkNotes()
    var pipelineCPU: [Double] = []
    var peakAfterPipelineMB = 0.0
    var baselineMissing = false
}

func baselineExecutable() -> String? {
    let path = ProcessInfo.processInfo.environment["CIRCLES_BASELINE"] ?? ".build/baseline/circles"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

func runBaseline(_ arguments: [String]) throws {
    guard let exe = baselineExecutable() else { return }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: exe)
    p.arguments = arguments
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw RenderError.io(path: exe, reason: "exit status \(p.terminationStatus)") }
}

func temporaryFolder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func renderBenchmarks() -> [Benchmark] {
    let frames = Double(renderFrames)
    var recorder = FrameRecorder(size: renderSize, fps: 60)
    recorder.resume = false
    recorder.progressMode = .never
    let jobs = recorder.jobs
    return [
        Benchmark(suite: "render", name: "pipeline: 1000 circles, 120 frames, \(jobs) jobs", work: frames, unit: "frame") {
            let dir = temporaryFolder("pipeline")
            return {
                let cpu0 = processCPUSeconds()
                try recorder.record(SpringCircles(), duration: renderDuration, to: dir)
                RenderBenchmarkNotes.shared.pipelineCPU.append(processCPUSeconds() - cpu0)
                RenderBenchmarkNotes.shared.peakAfterPipelineMB = peakResidentMB()
            }
        },
        Benchmark(suite: "render", name: "baseline (a): C, cairo draw + write_to_png", work: frames, unit: "frame") {
            let dir = temporaryFolder("baseline")
            if baselineExecutable() == nil { RenderBenchmarkNotes.shared.baselineMissing = true }
            return { try runBaseline(["png", "\(renderFrames)", dir.path]) }
        },
        Benchmark(suite: "render", name: "baseline (b): C, cairo draw only", work: frames, unit: "frame") {
            { try runBaseline(["draw", "\(renderFrames)"]) }
        },
        Benchmark(suite: "render", name: "part: simulate + display lists (1 thread)", work: frames, unit: "frame") {
            let times = try recorder.frameTimes(duration: renderDuration)
            return { _ = try recorder.displayLists(SpringCircles(), times: times) }
        },
        Benchmark(suite: "render", name: "part: cairo drawing (1 thread)", work: frames, unit: "frame") {
            let lists = try recorder.displayLists(SpringCircles(), times: try recorder.frameTimes(duration: renderDuration))
            let renderer = CairoRenderer()
            return { for list in lists { _ = try renderer.draw(list, scale: 1, background: .white) } }
        },
        Benchmark(suite: "render", name: "part: PNG encoding incl. conversion (1 thread)", work: frames, unit: "frame") {
            let lists = try recorder.displayLists(SpringCircles(), times: try recorder.frameTimes(duration: renderDuration))
            // Every 8th frame, encoded 8 times: the same work as 120 different frames' worth.
            let renderer = CairoRenderer()
            var encoded: [Data] = []
            let sample = stride(from: 0, to: lists.count, by: 8).map { lists[$0] }
            return {
                encoded.removeAll()
                for list in sample {
                    let surface = try renderer.draw(list, scale: 1, background: .white)
                    for _ in 0..<8 { encoded.append(try PNGCodec.encode(surface: surface)) }
                }
            }
        },
    ] + pngVariantBenchmarks()
}

func reportRender(_ results: [Measurement]) {
    func find(_ prefix: String) -> Measurement? { results.first { $0.benchmark.name.hasPrefix(prefix) } }
    let notes = RenderBenchmarkNotes.shared
    if notes.baselineMissing {
        print("note: C baseline not built; run `make bench` (gcc, pkg-config cairo) for baselines (a) and (b)")
    }
    guard let pipeline = find("pipeline") else { return }
    printRatio("pipeline vs baseline (a) [target ≥ 3×]", pipeline, over: find("baseline (a)"))
    printRatio("pipeline vs baseline (b)", pipeline, over: find("baseline (b)"))
    if let sim = find("part: simulate"), let draw = find("part: cairo"), let png = find("part: PNG"), !notes.pipelineCPU.isEmpty {
        let cpu = notes.pipelineCPU.sorted()[notes.pipelineCPU.count / 2]
        // PNG part encodes 15 frames × 8: the same number of encodes as the pipeline.
        let inside = draw.median + png.median
        print(String(format: "cpu    pipeline %.3f s CPU (median); cairo drawing %.3f s, PNG encoding %.3f s, simulation %.3f s",
                     cpu, draw.median, png.median, sim.median))
        print(String(format: "share  outside cairo drawing and PNG encoding: %.1f %% of pipeline CPU [target ≤ 15 %%]",
                     max(0, cpu - inside) / cpu * 100))
    }
    print(String(format: "memory peak resident after the pipeline: %.1f MB [target ≤ 300 MB]", notes.peakAfterPipelineMB))
}

/// PNG options compared on one frame (sizes and times), for choosing the defaults.
func pngVariantBenchmarks() -> [Benchmark] {
    var out: [Benchmark] = []
    let variants: [(String, Int, Int, Int)] = [
        ("level 1, Sub, Z_RLE (default)", 1, PNGCodec.defaultFilters, PNGCodec.defaultStrategy),
        ("level 1, all filters, default strategy", 1, 248, 0),
        ("level 6, all filters (libpng's defaults)", 6, 248, 0),
    ]
    for (name, level, filters, strategy) in variants {
        out.append(Benchmark(suite: "render", name: "png options: " + name, work: 10, unit: "frame") {
            var recorder = FrameRecorder(size: renderSize, fps: 60)
            recorder.progressMode = .never
            let list = try recorder.displayLists(SpringCircles(), times: [0.3])[0]
            let renderer = CairoRenderer()
            let surface = try renderer.draw(list, scale: 1, background: .white)
            let size = try PNGCodec.encode(surface: surface, compressionLevel: level, filters: filters, strategy: strategy).count
            print("render png options: \(name): \(size) bytes per frame")
            return { try withExtendedLifetime(renderer) { for _ in 0..<10 { _ = try PNGCodec.encode(surface: surface, compressionLevel: level, filters: filters, strategy: strategy) } } }
        })
    }
    return out
}
