import Foundation
import SceneRender

/// `render --format mp4` against PNG-only rendering of one UI-like scene at iPhone size
/// (390×844 pt at 3×: 1170×2532 pixels), 3.5 s at 60 fps (211 frames), 2 workers unless
/// `RENDER_BENCH_JOBS` says otherwise. Four cards with a title and two lines of text slide in
/// one after another with springs, then a header's counter text changes: most of each frame is
/// still, as in a real UI recording.
///
/// The variants run in turn in each round (the runner's order), so their ratios are measured
/// side by side: PNG only; mp4 piped to ffmpeg while drawing (x264 `veryfast`, the default,
/// with variable frame timing and with constant; `medium`; and `ultrafast` for the encoder's
/// floor); and the former way, PNG files then
/// ffmpeg over them at `medium`. Besides the wall-clock ratios, the report gives each variant's
/// processor time per run (this process and ffmpeg, from `getrusage`) over PNG only's.
struct VideoCards: View {
    static let titles = ["Inbox", "Photos", "Calendar", "Settings"]
    static let colours: [Color] = [
        Color(red: 0, green: 122 / 255, blue: 1), Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255),
        Color(red: 255 / 255, green: 149 / 255, blue: 0), Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
    ]
    @State var shown = [false, false, false, false]
    @State var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Today").font(.system(size: 34, weight: .bold))
                Spacer()
                Text("\(count) new").font(.system(size: 17)).foregroundColor(.gray)
            }
            .padding(.top, 60)
            ForEach(0..<4, id: \.self) { i in
                HStack(spacing: 14) {
                    RoundedRectangle(cornerRadius: 12).fill(Self.colours[i]).frame(width: 56, height: 56)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(Self.titles[i]).font(.system(size: 20, weight: .semibold))
                        Text("Updated \(i + 2) minutes ago").font(.system(size: 15)).foregroundColor(.gray)
                    }
                    Spacer()
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 20).fill(Color(white: 0.95)))
                .offset(x: shown[i] ? 0 : 420)
                .opacity(shown[i] ? 1 : 0)
            }
            Spacer()
        }
        .padding(.horizontal, 20)
        .frame(width: 390, height: 844)
        .background(Color.white)
        .onAppear {
            for i in 0..<4 {
                withAnimation(.spring(duration: 0.8, bounce: 0.2).delay(0.3 * Double(i))) { shown[i] = true }
            }
            withAnimation(.easeInOut(duration: 1).delay(2)) { count = 12 }
        }
    }
}

/// Processor seconds of this process and of its children that ended (ffmpeg), user + system,
/// so that a variant's cost can be compared on a machine shared with other work.
func processAndChildrenCPU() -> Double {
    var me = rusage(), children = rusage()
    getrusage(RUSAGE_SELF.rawValue, &me)
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(me.ru_utime) + seconds(me.ru_stime) + seconds(children.ru_utime) + seconds(children.ru_stime)
}

/// CPU seconds of each timed run, by variant ("png", "veryfast", …).
final class VideoBenchmarkNotes: @unchecked Sendable {
    static let shared = VideoBenchmarkNotes()
    var cpu: [String: [Double]] = [:]
    /// Frames the last video stored (variable frame timing: one per run of equal frames).
    var stored: Int?
    func measure(_ name: String, _ body: () throws -> Void) rethrows {
        let start = processAndChildrenCPU()
        try body()
        cpu[name, default: []].append(processAndChildrenCPU() - start)
    }
    func median(_ name: String) -> Double? {
        let v = (cpu[name] ?? []).sorted()
        return v.isEmpty ? nil : v[v.count / 2]
    }
}

let videoSize = CGSize(width: 390, height: 844)
let videoDuration = 3.5
/// 3.5 s at 60 fps: frames 0…210.
let videoFrameCount = 211

@MainActor
func videoBenchmarks() -> [Benchmark] {
    var recorder = FrameRecorder(size: videoSize, fps: 60, scale: 3, jobs: 2)
    recorder.resume = false
    recorder.progressMode = .never
    if let j = Int(ProcessInfo.processInfo.environment["RENDER_BENCH_JOBS"] ?? ""), j >= 1 { recorder.jobs = j }
    let frames = Double(videoFrameCount)
    let label = "cards 1170x2532, \(Int(frames)) frames, \(recorder.jobs) jobs"
    func piped(_ preset: VideoPreset, timing: VideoFrameTiming = .variable) -> Benchmark {
        let variant = preset.rawValue + (timing == .constant ? " constant" : "")
        let name = "mp4 piped while drawing, \(preset.rawValue)\(timing == .constant ? ", constant frame timing" : ""): \(label)"
        return Benchmark(suite: "video", name: name, work: frames, unit: "frame", repetitions: 3) {
            let dir = temporaryFolder("video-\(variant)")
            var r = recorder
            r.video = VideoOutput(url: dir.appendingPathComponent("cards.mp4"), format: .mp4, preset: preset, timing: timing)
            return {
                try VideoBenchmarkNotes.shared.measure(variant) {
                    let seq = try r.record(VideoCards(), duration: videoDuration, to: dir.appendingPathComponent("cards"))
                    guard seq.video?.frameCount == Int(frames) else { throw UsageError("the video shows \(seq.video?.frameCount ?? 0) frames") }
                    VideoBenchmarkNotes.shared.stored = seq.video?.storedFrames
                }
            }
        }
    }
    return [
        Benchmark(suite: "video", name: "png only: \(label)", work: frames, unit: "frame", repetitions: 3) {
            let dir = temporaryFolder("video-png")
            return { try VideoBenchmarkNotes.shared.measure("png") { try recorder.record(VideoCards(), duration: videoDuration, to: dir) } }
        },
        piped(.veryfast),
        piped(.veryfast, timing: .constant),
        piped(.medium),
        piped(.ultrafast),
        Benchmark(suite: "video", name: "mp4 as before, png files then ffmpeg, medium: \(label)", work: frames, unit: "frame", repetitions: 3) {
            let dir = temporaryFolder("video-after")
            return {
                try VideoBenchmarkNotes.shared.measure("before") {
                    let seq = try recorder.record(VideoCards(), duration: videoDuration, to: dir.appendingPathComponent("cards"))
                    try VideoEncoder.encode(seq, to: dir.appendingPathComponent("cards.mp4"), preset: .medium)
                }
            }
        }
    ]
}

func reportVideo(_ results: [Measurement]) {
    try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory.appendingPathComponent("render-bench-\(ProcessInfo.processInfo.processIdentifier)"))
    func find(_ prefix: String) -> Measurement? { results.first { $0.benchmark.name.hasPrefix(prefix) } }
    let png = find("png only")
    // printRatio(label, a, over: b) prints median(b) / median(a): here the mp4's wall time in
    // units of the PNG-only wall time.
    printRatio("mp4 piped (veryfast) / png only, wall clock [target ≤ 1.5×]", png, over: find("mp4 piped while drawing, veryfast:"))
    printRatio("mp4 piped (veryfast, constant frame timing) / png only", png, over: find("mp4 piped while drawing, veryfast, constant"))
    printRatio("mp4 piped (medium) / png only, wall clock", png, over: find("mp4 piped while drawing, medium"))
    printRatio("mp4 as before (png then ffmpeg, medium) / png only", png, over: find("mp4 as before"))
    printRatio("mp4 piped (ultrafast) / png only, wall clock", png, over: find("mp4 piped while drawing, ultrafast"))
    // The same as processor time (this process and ffmpeg), which other work on the machine
    // does not stretch.
    let notes = VideoBenchmarkNotes.shared
    if let base = notes.median("png") {
        var parts = [String(format: "png only %.2f s", base)]
        for name in ["veryfast", "veryfast constant", "medium", "ultrafast", "before"] {
            guard let v = notes.median(name) else { continue }
            parts.append(String(format: "%@ %.2f s (%.2f×)", name == "before" ? "as before (png then ffmpeg, medium)" : "mp4 \(name)", v, v / base))
            BenchmarkReport.shared.value(suite: "video", "CPU per run, \(name) / png only", v / base, unit: "×", format: "%.2f")
        }
        print("cpu    per run (process + ffmpeg, median): " + parts.joined(separator: ", "))
    }
    if let stored = VideoBenchmarkNotes.shared.stored {
        print("frames the mp4 stores (variable frame timing): \(stored) of \(videoFrameCount)")
    }
    var load = [0.0, 0.0, 0.0]
    if getloadavg(&load, 3) == 3 {
        print(String(format: "load   1/5/15-minute load average at the end: %.2f %.2f %.2f", load[0], load[1], load[2]))
    }
}
