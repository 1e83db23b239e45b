import Foundation
import SceneRender

// Text: measuring a text of many lines (#18 item 7). One Pango layout of P paragraphs costs
// about P × bytes, so 40,000 lines took 17 s; the engine lays long texts out in blocks of 64
// paragraphs, which keeps the time linear: 4× the lines should take about 4× the time.

private let textLineCounts = [10_000, 40_000]

/// A counter for closures that make new input on each run.
private final class RunCounter {
    var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

@MainActor
func textBenchmarks() -> [Benchmark] {
    let measuring = textLineCounts.map { lines in
        Benchmark(suite: "text", name: "measure \(lines) lines", work: Double(lines), unit: "line", repetitions: 3) {
            let engine = PangoTextEngine()
            let text = (0..<lines).map { "line \($0)" }.joined(separator: "\n")
            let font = Font.system(size: 12).resolved
            let runs = RunCounter()
            return {
                // A text not measured before on each run (the engine keeps the sizes it measured).
                let size = engine.measure(text + "\nrun \(runs.next())", font: font, width: 300, lineLimit: nil)
                if size.height < CGFloat(lines) { throw BenchmarkError.setup("text too short: \(size)") }
            }
        }
    }
    // A frame of 100 labels at 17 pt drawn at scale 1, as every frame of a recording draws the
    // texts on screen: the same labels as the frame before (most frames), and new ones.
    let drawing = [true, false].map { same in
        Benchmark(
            suite: "text", name: "draw 100 labels a frame, \(same ? "the same labels each frame" : "new labels each frame")",
            work: 100, unit: "label", repetitions: 5
        ) {
            let renderer = CairoRenderer()
            let font = Font.body.resolved
            let runs = RunCounter()
            func frame(_ run: Int) -> DisplayList {
                let suffix = same ? "" : " \(run)"
                let black = Paint.color(Color.Resolved(red: 0, green: 0, blue: 0))
                var items: [DisplayItem] = []
                for i in 0..<100 {
                    let x = 16 + CGFloat(i % 2) * 200, y = CGFloat(i / 2) * 22
                    let item = TextItem(
                        string: "Settings row \(i): Wi-Fi, Bluetooth" + suffix, font: font, paint: black,
                        alignment: .leading, frame: CGRect(x: x, y: y, width: 190, height: 21))
                    items.append(.text(item, transform: .identity))
                }
                return DisplayList(size: CGSize(width: 420, height: 1_100), items: items)
            }
            let still = frame(0)
            return { _ = try renderer.render(same ? still : frame(runs.next()), scale: 1) }
        }
    }
    return measuring + drawing
}

func reportText(_ results: [Measurement]) {
    func find(_ lines: Int) -> Measurement? { results.first { $0.benchmark.name == "measure \(lines) lines" } }
    func drawing(_ kind: String) -> Measurement? { results.first { $0.benchmark.name.hasSuffix(kind) } }
    // Labels laid out in an earlier frame are drawn from their layout (PangoTextEngine's cache).
    printRatio("text: a frame of new labels over a frame of the same labels", drawing("the same labels each frame"), over: drawing("new labels each frame"))
    // Linear growth: 40,000 lines over 10,000 lines is about 4 (quadratic would be 16).
    printRatio("text: 40,000 lines over 10,000 lines (4 when linear, 16 when quadratic)", find(10_000), over: find(40_000))
}
