import Foundation

/// `benchmarks [--filter TEXT] [--repetitions N] [--json FILE] [--list]`: run in a release build
/// (`make bench`). `--filter` keeps the benchmarks whose "suite/name" contains TEXT (case
/// ignored), so `--filter layout/` runs one suite. `--json` also writes every measurement,
/// ratio and value with the date, load average and core count.
///
/// `benchmarks render-circles --out DIR ...`: one recording of the peer scene (see PeerScene.swift).
var runner = BenchmarkRunner()
var jsonPath: String?
var args = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
    exit(status)
}

if args.first == "render-circles" {
    do {
        try renderCirclesCommand(Array(args.dropFirst()))
        exit(0)
    } catch let error as UsageError {
        fail(error.description, status: 2)
    } catch {
        fail("\(error)", status: 1)
    }
}

while let a = args.first {
    args.removeFirst()
    switch a {
    case "--filter": runner.filter = args.first; if !args.isEmpty { args.removeFirst() }
    case "--repetitions":
        guard let n = args.first.flatMap({ Int($0) }), n >= 1 else { fail("--repetitions needs an integer ≥ 1", status: 2) }
        runner.repetitions = n
        args.removeFirst()
    case "--json":
        guard let path = args.first else { fail("--json needs a file path", status: 2) }
        jsonPath = path
        args.removeFirst()
    case "--list": runner.listOnly = true
    default: fail("unknown argument \(a)", status: 2)
    }
}

#if DEBUG
print("warning: benchmarks built without optimisation; use `make bench` (release)")
#endif

// Each suite lives in its own file and contributes a list of benchmarks and, optionally, a
// report of ratios measured in the same run.
let suites: [(benchmarks: [Benchmark], report: ([Measurement]) -> Void)] = [
    (springBenchmarks(), reportSprings),
    (animatorBenchmarks(), reportAnimator),
    (sceneGraphBenchmarks(), reportSceneGraph),
    (layoutBenchmarks(), reportLayout),
    (peerBenchmarks(), reportPeer),
    (memoryBenchmarks(), reportMemory),
]

do {
    for suite in suites {
        let results = try runner.run(suite.benchmarks)
        suite.report(results)
    }
    if let jsonPath {
        let url = URL(fileURLWithPath: jsonPath)
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try BenchmarkReport.shared.json().write(to: temp)
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temp)
    }
} catch {
    fail("\(error)", status: 1)
}
