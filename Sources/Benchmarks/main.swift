import Foundation

/// `benchmarks [--filter TEXT] [--repetitions N] [--json FILE] [--list] [--in-process]`: run in
/// a release build (`make bench`). `--filter` keeps the benchmarks whose "suite/name" contains
/// TEXT (case ignored), so `--filter layout/` runs one suite. `--json` also writes every
/// measurement, ratio and value with the date, load average and core count.
///
/// Each suite runs in its own child process (this executable with `--suite N`), so that one
/// suite's heap, peak memory or runtime hooks never carry into the next; the parent reports each
/// suite process's peak resident set size. `--in-process` runs every suite in this process.
///
/// `benchmarks render-circles --out DIR ...`: one recording of the peer scene (see PeerScene.swift).
var runner = BenchmarkRunner()
var jsonPath: String?
var suiteIndex: Int?
var inProcess = false
var passThrough: [String] = []
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
    case "--filter":
        guard let text = args.first else { fail("--filter needs a text", status: 2) }
        runner.filter = text
        passThrough += [a, text]
        args.removeFirst()
    case "--repetitions":
        guard let n = args.first.flatMap({ Int($0) }), n >= 1 else { fail("--repetitions needs an integer ≥ 1", status: 2) }
        runner.repetitions = n
        passThrough += [a, "\(n)"]
        args.removeFirst()
    case "--json":
        guard let path = args.first else { fail("--json needs a file path", status: 2) }
        jsonPath = path
        args.removeFirst()
    case "--suite":
        guard let n = args.first.flatMap({ Int($0) }), n >= 0 else { fail("--suite needs a suite index ≥ 0", status: 2) }
        suiteIndex = n
        args.removeFirst()
    case "--list": runner.listOnly = true
    case "--in-process": inProcess = true
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
    (renderBenchmarks(), reportRender),
    (layoutBenchmarks(), reportLayout),
    (textBenchmarks(), reportText),
    (peerBenchmarks(), reportPeer),
    (videoBenchmarks(), reportVideo),
    (memoryBenchmarks(), reportMemory),
    (uiSceneBenchmarks(), reportUIScenes)
]

/// Writes the report to `path` through a temporary name and `rename(2)`.
func writeJSON(_ path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
    try BenchmarkReport.shared.json().write(to: temp)
    guard rename(temp.path, url.path) == 0 else {
        throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
}

var failures = 0
do {
    if runner.listOnly || inProcess || suiteIndex != nil {
        let chosen = suiteIndex.map { [$0] } ?? Array(suites.indices)
        for i in chosen {
            guard suites.indices.contains(i) else { fail("--suite \(i): valid indices are 0…\(suites.count - 1)", status: 2) }
            let results = try runner.run(suites[i].benchmarks)
            guard !runner.listOnly else { continue }
            // Written before and after the report, so that the measurements survive a report
            // that fails.
            if let jsonPath { try writeJSON(jsonPath) }
            suites[i].report(results)
            fflush(nil)
        }
    } else {
        let exe = Memory.executablePath
        for i in suites.indices where suites[i].benchmarks.contains(where: runner.selected) {
            let name = suites[i].benchmarks[0].suite
            let temp = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-\(getpid())-suite-\(i).json")
            defer { try? FileManager.default.removeItem(at: temp) }
            do {
                let child = try Memory.runChild(exe, ["--suite", "\(i)", "--json", temp.path] + passThrough, captureOutput: false)
                try BenchmarkReport.shared.merge(Data(contentsOf: temp))
                BenchmarkReport.shared.value(
                    suite: name, "peak RSS of the \(name) suite's process (wait4 ru_maxrss)",
                    Double(child.peakResidentBytes) / 1_048_576, unit: "MiB", format: "%.1f")
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("benchmarks: suite \(name) failed: \(error)\n".utf8))
                if let data = try? Data(contentsOf: temp), (try? BenchmarkReport.shared.merge(data)) != nil {
                    FileHandle.standardError.write(Data("benchmarks: the measurements of suite \(name) made before it failed are kept\n".utf8))
                }
            }
        }
    }
    if let jsonPath, !runner.listOnly { try writeJSON(jsonPath) }
} catch {
    fail("\(error)", status: 1)
}
exit(failures == 0 ? 0 : 1)
