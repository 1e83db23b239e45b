import Foundation
import SceneRender

// Text: measuring a text of many lines (#18 item 7). One Pango layout of P paragraphs costs
// about P × bytes, so 40,000 lines took 17 s; the engine lays long texts out in blocks of 64
// paragraphs, which keeps the time linear: 4× the lines should take about 4× the time.

private let textLineCounts = [10_000, 40_000]

@MainActor
func textBenchmarks() -> [Benchmark] {
    textLineCounts.map { lines in
        Benchmark(suite: "text", name: "measure \(lines) lines", work: Double(lines), unit: "line", repetitions: 3) {
            let engine = PangoTextEngine()
            let text = (0..<lines).map { "line \($0)" }.joined(separator: "\n")
            let font = Font.system(size: 12).resolved
            return {
                let size = engine.measure(text, font: font, width: 300, lineLimit: nil)
                if size.height < CGFloat(lines) { throw BenchmarkError.setup("text too short: \(size)") }
            }
        }
    }
}

func reportText(_ results: [Measurement]) {
    func find(_ lines: Int) -> Measurement? { results.first { $0.benchmark.name == "measure \(lines) lines" } }
    // Linear growth: 40,000 lines over 10,000 lines is about 4 (quadratic would be 16).
    printRatio("text: 40,000 lines over 10,000 lines (4 when linear, 16 when quadratic)", find(10_000), over: find(40_000))
}
