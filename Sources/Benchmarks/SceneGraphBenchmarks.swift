import Foundation
import SceneRender

/// A row of `width` leaves, each with its own state.
/// Where the leaves leave a way to change their state from outside.
final class LeafRegistry {
    var bump: [Int: () -> Void] = [:]
}

struct BenchLeaf: View {
    let index: Int
    let registry: LeafRegistry
    @State var value = 0
    var body: some View {
        Rectangle().frame(width: 2, height: 2).opacity(value % 2 == 0 ? 1 : 0.5)
            .onAppear { registry.bump[index] = { value += 1 } }
    }
}

struct BenchRow: View {
    let row: Int
    let width: Int
    let registry: LeafRegistry
    var body: some View {
        HStack(spacing: 0) { ForEach(0..<width) { BenchLeaf(index: row * width + $0, registry: registry) } }
    }
}

/// About `rows × width × 5` nodes (leaf view, shape, two modifiers, gesture).
struct BenchTree: View {
    let rows: Int
    let width: Int
    let registry: LeafRegistry
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<rows) { BenchRow(row: $0, width: width, registry: registry) } }
    }
}

struct BenchShuffle: View {
    @State var ids: [Int]
    var body: some View {
        VStack(spacing: 0) { ForEach(ids, id: \.self) { id in Rectangle().frame(width: 1, height: 1).id(id) } }
    }
}

/// Counts the nodes of a host's tree.
@MainActor
func nodeCount(_ host: SceneHost) -> Int { host.nodeCount }

@MainActor
func sceneGraphBenchmarks() -> [Benchmark] {
    func leafChange(rows: Int, width: Int) -> Benchmark {
        let approx = rows * width * 6
        return Benchmark(suite: "scenegraph", name: "one leaf's state change, ~\(approx / 1000)k nodes", work: 1, unit: "update") {
            let registry = LeafRegistry()
            let host = try SceneHost(BenchTree(rows: rows, width: width, registry: registry), size: CGSize(width: 2000, height: 2000))
            print("  tree has \(host.nodeCount) nodes")
            var t = 0.0
            // Change the state of the middle leaf: re-evaluation, reconcile and layout.
            guard let bump = registry.bump[rows / 2 * width + width / 2] else { throw BenchmarkError.setup("leaf not registered") }
            let before = host.updateCount
            host.schedule(at: 0.5, bump)
            host.advance(to: 0.5)
            guard host.updateCount == before + 1 else { throw BenchmarkError.setup("the state change did not update the tree") }
            return {
                t += 1
                host.schedule(at: t, bump)
                host.advance(to: t)
            }
        }
    }
    func shuffle(count: Int) -> Benchmark {
        Benchmark(suite: "scenegraph", name: "shuffle \(count / 1000)k keyed children", work: 1, unit: "update") {
            var rng = SeededRandomNumberGenerator(seed: 42)
            let view = BenchShuffle(ids: Array(0..<count))
            let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
            var t = 0.0
            return {
                t += 1
                var ids = Array(0..<count)
                ids.shuffle(using: &rng)
                host.schedule(at: t) { view.ids = ids }
                host.advance(to: t)
            }
        }
    }
    return [
        leafChange(rows: 40, width: 40),
        leafChange(rows: 127, width: 127),
        shuffle(count: 10_000)
    ]
}

func reportSceneGraph(_ results: [Measurement]) {
    let leaf = results.filter { $0.benchmark.name.hasPrefix("one leaf") }
    if leaf.count == 2 {
        printRatio("leaf change, 10× the nodes (target ≤ 12×)", leaf[0], over: leaf[1])
    }
    for m in leaf {
        print(String(format: "target %@: %.3f ms [target ≤ 0.5 ms]", m.benchmark.name, m.median * 1000))
    }
    if let shuffle = results.first(where: { $0.benchmark.name.hasPrefix("shuffle") }) {
        print(String(format: "target %@: %.1f ms [target ≤ 20 ms; memory-bound, see BENCHMARKS.md]", shuffle.benchmark.name, shuffle.median * 1000))
    }
}

enum BenchmarkError: Error { case setup(String) }
