import Foundation
import SceneRender

// The `ui` suite: four UI scenes written as SwiftUI code (UIScenes.swift), 3.5 s at 60 fps
// (211 frames), recorded to PNG files by the whole pipeline at 1170×2532 (390×844 pt at 3×)
// and 1920×1080 (1×), with and without their shadows. Each recording runs 3 times (medians);
// the report gives frames per second, processor time per frame by stage
// (`RecordedSequence.cpuTime`) and the share of frames reused (not drawn: an earlier frame of
// the run had the same key). `UI_BENCH_JOBS=N` sets the workers (default 2),
// `UI_BENCH_REPETITIONS=N` the rounds (default 3), `UI_BENCH_KEEP=1` keeps the frames.

/// One recording of the suite: a scene at a canvas size, with or without shadows.
struct UIBenchCase {
    let scene: String
    let points: CGSize
    let scale: Double
    let shadows: Bool

    var pixels: String { "\(Int(points.width * scale))x\(Int(points.height * scale))" }
    var name: String { "\(scene) \(pixels) \(shadows ? "shadows" : "no shadows")" }

    static let phone = (points: CGSize(width: 390, height: 844), scale: 3.0)
    static let hd = (points: CGSize(width: 1920, height: 1080), scale: 1.0)

    static var all: [UIBenchCase] {
        var cases: [UIBenchCase] = []
        for scene in ["settings", "cards", "chart", "kinetic"] {
            for size in [phone, hd] {
                for shadows in [true, false] {
                    cases.append(UIBenchCase(scene: scene, points: size.points, scale: size.scale, shadows: shadows))
                }
            }
        }
        return cases
    }

    /// Records the case into `dir` (resume off, so every frame is written).
    @MainActor
    func record(_ recorder: FrameRecorder, to dir: URL) throws -> RecordedSequence {
        let duration = UISceneNotes.duration
        switch scene {
        case "settings":
            return try recorder.record(SettingsBenchScene(size: points, shadows: shadows), duration: duration, to: dir)
        case "cards":
            return try recorder.record(
                CardsBenchScene(size: points, shadows: shadows), duration: duration, input: CardsBenchScene.input(points), to: dir)
        case "chart":
            return try recorder.record(ChartBenchScene(size: points, shadows: shadows), duration: duration, to: dir)
        default:
            return try recorder.record(KineticBenchScene(size: points, shadows: shadows), duration: duration, to: dir)
        }
    }
}

/// What each recording of the suite reported, by case name.
final class UISceneNotes: @unchecked Sendable {
    static let shared = UISceneNotes()
    static let duration = 3.5
    static let frames = 211.0
    var runs: [String: [RecordedSequence]] = [:]
}

@MainActor
func uiSceneBenchmarks() -> [Benchmark] {
    let env = ProcessInfo.processInfo.environment
    let jobs = Int(env["UI_BENCH_JOBS"] ?? "").flatMap { $0 >= 1 ? $0 : nil } ?? 2
    let rounds = Int(env["UI_BENCH_REPETITIONS"] ?? "").flatMap { $0 >= 1 ? $0 : nil } ?? 3
    return UIBenchCase.all.map { c in
        Benchmark(suite: "ui", name: c.name, work: UISceneNotes.frames, unit: "frame", repetitions: rounds, warmUp: false) {
            var recorder = FrameRecorder(size: c.points, fps: 60, scale: c.scale)
            recorder.resume = false
            recorder.progressMode = .never
            recorder.jobs = jobs
            let dir = temporaryFolder("ui-\(c.scene)-\(c.pixels)-\(c.shadows)")
            return {
                let seq = try c.record(recorder, to: dir)
                UISceneNotes.shared.runs[c.name, default: []].append(seq)
            }
        }
    }
}

func reportUIScenes(_ results: [Measurement]) {
    // `UI_BENCH_KEEP=1` keeps the frames (under the temporary folder) to look at.
    if ProcessInfo.processInfo.environment["UI_BENCH_KEEP"] != "1" {
        try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory
                .appendingPathComponent("render-bench-\(ProcessInfo.processInfo.processIdentifier)"))
    }
    print("ui     per scene: fps (median wall clock), CPU ms per frame by stage (median run), reused frames")
    for m in results {
        let name = m.benchmark.name
        guard let runs = UISceneNotes.shared.runs[name], !runs.isEmpty else { continue }
        let median = runs.sorted { $0.cpuTime.stages < $1.cpuTime.stages }[runs.count / 2]
        let st = median.cpuTime
        let n = Double(max(1, median.rendered))
        let fps = UISceneNotes.frames / m.median
        let reused = Double(median.reused) / n * 100
        func ms(_ s: Double) -> String { String(format: "%.2f", s / n * 1000) }
        func share(_ s: Double) -> String { String(format: "%.0f %%", s / max(st.stages, 1e-12) * 100) }
        print(
            "ui     \(name): \(String(format: "%.1f", fps)) fps; CPU/frame: simulate + display list \(ms(st.simulation)) ms"
                + " (\(share(st.simulation))), drawing \(ms(st.drawing)) ms (\(share(st.drawing))), encoding \(ms(st.encoding)) ms"
                + " (\(share(st.encoding))), hashing \(ms(st.hashing)) ms, writing \(ms(st.writing)) ms;"
                + " reused \(String(format: "%.1f", reused)) % of \(median.rendered) frames")
        BenchmarkReport.shared.value(suite: "ui", "\(name): frames per second", fps, unit: "fps", format: "%.1f")
        BenchmarkReport.shared.value(suite: "ui", "\(name): drawing CPU per frame", st.drawing / n * 1000, unit: "ms", format: "%.2f")
        BenchmarkReport.shared.value(suite: "ui", "\(name): encoding CPU per frame", st.encoding / n * 1000, unit: "ms", format: "%.2f")
        BenchmarkReport.shared.value(
            suite: "ui", "\(name): simulate + display list CPU per frame", st.simulation / n * 1000, unit: "ms", format: "%.2f")
        BenchmarkReport.shared.value(suite: "ui", "\(name): frames reused", reused, unit: "%", format: "%.1f")
    }
    for scene in ["settings", "cards", "chart", "kinetic"] {
        for size in ["1170x2532", "1920x1080"] {
            func find(_ s: String) -> Measurement? { results.first { $0.benchmark.name == "\(scene) \(size) \(s)" } }
            printRatio("\(scene) \(size): without shadows over with", find("no shadows"), over: find("shadows"))
        }
    }
}
