import Foundation

/// `benchmarks [--filter TEXT] [--repetitions N]`: run in a release build (`make bench`).
var runner = BenchmarkRunner()
var args = Array(CommandLine.arguments.dropFirst())
while let a = args.first {
    args.removeFirst()
    switch a {
    case "--filter": runner.filter = args.first; if !args.isEmpty { args.removeFirst() }
    case "--repetitions": runner.repetitions = max(1, Int(args.first ?? "") ?? 7); if !args.isEmpty { args.removeFirst() }
    default:
        FileHandle.standardError.write(Data("benchmarks: unknown argument \(a)\n".utf8))
        exit(2)
    }
}

#if DEBUG
print("warning: benchmarks built without optimisation; use `make bench` (release)")
#endif

// Each suite lives in its own file and contributes a list of benchmarks and, optionally, a
// report of ratios measured in the same run.
let suites: [(benchmarks: [Benchmark], report: ([Measurement]) -> Void)] = [
    (springBenchmarks(), reportSprings),
    (sceneGraphBenchmarks(), reportSceneGraph),
    (renderBenchmarks(), reportRender),
]

do {
    for suite in suites {
        let results = try runner.run(suite.benchmarks)
        suite.report(results)
    }
} catch {
    FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
    exit(1)
}
