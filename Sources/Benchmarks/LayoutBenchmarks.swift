import Foundation
import SceneRender

// Layout: a grid of stacks (a VStack of HStack rows of leaves, a quarter of them fixed-width
// and the rest flexible) laid out again for a new width, against building the same tree from
// nothing, and against a root update that leaves every proposal as it was (layout answered from
// the per-proposal caches).

/// Lets the benchmark change the grid's state from outside.
final class LayoutDriver {
    var setWidth: ((CGFloat) -> Void)?
    var setOpacity: ((Double) -> Void)?
}

/// `cols` leaves in a row: every fourth is 3 points wide, the others share the rest of the width.
struct LayoutRow: View {
    let cols: Int
    var body: some View {
        HStack(spacing: 1) {
            ForEach(0..<cols) { i in
                if i % 4 == 0 {
                    Rectangle().fill(.blue).frame(width: 3, height: 2)
                } else {
                    Rectangle().fill(.gray).frame(height: 2)
                }
            }
        }
    }
}

/// `rows × cols` leaves whose width comes from the root's state.
struct LayoutGrid: View {
    let rows: Int
    let cols: Int
    let driver: LayoutDriver
    @State var width: CGFloat = 1500
    @State var opacity = 1.0
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in LayoutRow(cols: cols) }
        }
        .frame(width: width)
        .opacity(opacity)
        .onAppear {
            driver.setWidth = { width = $0 }
            driver.setOpacity = { opacity = $0 }
        }
    }
}

private let layoutSides = [32, 100, 317] // about 1k, 10k and 100k leaves

@MainActor
func layoutBenchmarks() -> [Benchmark] {
    let canvas = CGSize(width: 2000, height: 2000)
    var out: [Benchmark] = []
    for side in layoutSides {
        let leaves = side * side
        let label = leaves >= 100_000 ? "100k" : leaves >= 10_000 ? "10k" : "1k"
        let big = leaves >= 100_000 ? 3 : nil // seconds per run: fewer runs
        out.append(
            Benchmark(
                suite: "layout", name: "relayout \(side)×\(side) stack grid (~\(label) leaves), new width",
                work: Double(leaves), unit: "leaf", repetitions: big
            ) {
                let driver = LayoutDriver()
                let host = try SceneHost(LayoutGrid(rows: side, cols: side, driver: driver), size: canvas)
                print("  tree has \(host.nodeCount) nodes")
                guard let set = driver.setWidth else { throw BenchmarkError.setup("width driver not registered") }
                var t = 0.0
                var run = 0
                return {
                    // A width never proposed before: every size cache misses, every node is placed.
                    run += 1
                    t += 1
                    host.schedule(at: t) { set(1500 + CGFloat(run) * 0.25) }
                    host.advance(to: t)
                }
            })
        out.append(
            Benchmark(
                suite: "layout", name: "root opacity change \(side)×\(side) (~\(label) leaves), cached layout",
                work: Double(leaves), unit: "leaf"
            ) {
                let driver = LayoutDriver()
                let host = try SceneHost(LayoutGrid(rows: side, cols: side, driver: driver), size: canvas)
                guard let set = driver.setOpacity else { throw BenchmarkError.setup("opacity driver not registered") }
                var t = 0.0
                var run = 0
                return {
                    run += 1
                    t += 1
                    host.schedule(at: t) { set(run % 2 == 0 ? 1 : 0.9) }
                    host.advance(to: t)
                }
            })
        out.append(
            Benchmark(
                suite: "layout", name: "build + first layout \(side)×\(side) (~\(label) leaves)",
                work: Double(leaves), unit: "leaf", repetitions: big
            ) {
                return {
                    let host = try SceneHost(LayoutGrid(rows: side, cols: side, driver: LayoutDriver()), size: canvas)
                    if host.nodeCount < leaves { throw BenchmarkError.setup("tree too small") }
                }
            })
    }
    return out
}

func reportLayout(_ results: [Measurement]) {
    func find(_ prefix: String, _ side: Int) -> Measurement? {
        results.first { $0.benchmark.name.hasPrefix(prefix) && $0.benchmark.name.contains("\(side)×\(side)") }
    }
    for side in layoutSides {
        printRatio("layout \(side)×\(side): relayout vs build from nothing", find("relayout", side), over: find("build", side))
        printRatio("layout \(side)×\(side): cached (opacity) vs relayout", find("root opacity", side), over: find("relayout", side))
    }
    // Growth: time for 10× (about) the leaves; linear growth gives the leaf ratio.
    for (a, b) in zip(layoutSides, layoutSides.dropFirst()) {
        if let small = find("relayout", a), let large = find("relayout", b) {
            let label = String(format: "relayout growth %d→%d leaves (%.1f× the leaves)", a * a, b * b, Double(b * b) / Double(a * a))
            printRatio(label, small, over: large)
        }
    }
}
