import Foundation

/// One measurement: a named piece of work timed `repetitions` times.
struct Benchmark {
    let suite: String
    let name: String
    /// Units of work done per run (evaluations, frames, nodes), for throughput.
    let work: Double
    let unit: String
    /// Runs of this benchmark when it is long (a recording of hundreds of frames); nil uses the
    /// runner's `--repetitions`. An explicit smaller `--repetitions` still wins.
    var repetitions: Int? = nil
    /// Whether to run the body once untimed before the timed runs.
    var warmUp = true
    /// Prepares and returns the closure to time (setup is not timed).
    let make: @MainActor () throws -> () throws -> Void
}

/// Result of one benchmark: seconds per run.
struct Measurement {
    let benchmark: Benchmark
    let samples: [Double]
    var median: Double {
        let s = samples.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    /// (max − min) / median: the whole range of the samples relative to the median.
    var spread: Double {
        let s = samples.sorted()
        return s.count < 2 ? 0 : (s[s.count - 1] - s[0]) / max(median, 1e-12)
    }
    var throughput: Double { benchmark.work / median }
}

/// Everything a run found, for `--json`: the measurements, the ratios and the extra values
/// (memory, counts) that suites report.
final class BenchmarkReport: @unchecked Sendable {
    static let shared = BenchmarkReport()
    private let lock = NSLock()
    private var measurements: [[String: Any]] = []
    private var ratios: [[String: Any]] = []
    private var values: [[String: Any]] = []

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }

    func add(_ m: Measurement) {
        let record: [String: Any] = [
            "suite": m.benchmark.suite, "name": m.benchmark.name, "unit": m.benchmark.unit,
            "work": m.benchmark.work, "samplesSeconds": m.samples, "medianSeconds": m.median,
            "spread": m.spread, "throughputPerSecond": m.throughput
        ]
        locked { measurements.append(record) }
    }

    func addRatio(_ label: String, _ value: Double) { locked { ratios.append(["label": label, "value": value]) } }

    /// Adds the measurements, ratios and values of another run's `json()` (a suite's process).
    func merge(_ data: Data) throws {
        guard let doc = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchmarkError.setup("a suite's JSON report is not an object")
        }
        locked {
            measurements += doc["measurements"] as? [[String: Any]] ?? []
            ratios += doc["ratios"] as? [[String: Any]] ?? []
            values += doc["values"] as? [[String: Any]] ?? []
        }
    }

    /// Records and prints a single value (bytes, counts) that is not a timing.
    func value(suite: String, _ name: String, _ value: Double, unit: String, format: String = "%.4g") {
        locked { values.append(["suite": suite, "name": name, "value": value, "unit": unit]) }
        print(
            String(
                format: "%-14@ %-60@ %@ %@", suite as NSString, name as NSString,
                String(format: format, value) as NSString, unit as NSString))
    }

    /// The report as JSON: machine facts, then every measurement (seconds per run), ratio and value.
    func json() throws -> Data {
        var load = [Double](repeating: 0, count: 3)
        let loads = getloadavg(&load, 3)
        let date = ISO8601DateFormatter().string(from: Date())
        let doc: [String: Any] = [
            "date": date,
            "host": ProcessInfo.processInfo.hostName,
            "activeProcessorCount": ProcessInfo.processInfo.activeProcessorCount,
            "loadAverage": loads == 3 ? load : [],
            "peakResidentBytes": Memory.peakResidentBytes() ?? -1,
            "measurements": measurements,
            "ratios": ratios,
            "values": values
        ]
        return try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys])
    }
}

/// Runs benchmarks and prints median time, spread (max − min over median) and throughput.
/// Setup (`make`) and one warm-up run are not timed.
@MainActor
struct BenchmarkRunner {
    var repetitions = 7
    var filter: String?
    /// Print the names only (`--list`).
    var listOnly = false

    /// Whether `b` is chosen: its `suite/name` contains the filter text (case ignored), or one
    /// of its `|`-separated alternatives (`--filter "baseline (b)|cairo drawing"`).
    func selected(_ b: Benchmark) -> Bool {
        guard let filter else { return true }
        let name = "\(b.suite)/\(b.name)"
        return filter.split(separator: "|").contains { name.localizedCaseInsensitiveContains($0) }
    }

    /// Sets up every selected benchmark of a suite, warms each up, then times them round-robin
    /// (one run of each in turn) so that load from other processes falls on all of them alike
    /// and the ratios of one suite compare like with like.
    func run(_ benchmarks: [Benchmark]) throws -> [Measurement] {
        let chosen = benchmarks.filter(selected)
        if listOnly {
            for b in chosen { print("\(b.suite)/\(b.name)") }
            return []
        }
        var bodies: [() throws -> Void] = []
        for b in chosen {
            let body = try b.make()
            if b.warmUp { try body() }
            bodies.append(body)
        }
        let counts = chosen.map { min(repetitions, $0.repetitions ?? repetitions) }
        var samples = [[Double]](repeating: [], count: chosen.count)
        for round in 0..<(counts.max() ?? 0) {
            for i in chosen.indices where round < counts[i] {
                let start = DispatchTime.now().uptimeNanoseconds
                try bodies[i]()
                samples[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        var results: [Measurement] = []
        for (i, b) in chosen.enumerated() {
            let m = Measurement(benchmark: b, samples: samples[i])
            results.append(m)
            BenchmarkReport.shared.add(m)
            print(
                String(
                    format: "%-14@ %-60@ median %10.4f ms  spread %5.1f%% (n=%d)  %12.4g %@/s",
                    b.suite as NSString, b.name as NSString, m.median * 1000, m.spread * 100, counts[i],
                    m.throughput, b.unit as NSString))
            fflush(nil) // a later crash must not lose what was measured
        }
        return results
    }
}

/// Prints (and records for `--json`) how many times faster `a` is than `b`, both measured in
/// this run: median of `b` over median of `a`.
func printRatio(_ label: String, _ a: Measurement?, over b: Measurement?) {
    guard let a, let b else { return }
    let ratio = b.median / a.median
    BenchmarkReport.shared.addRatio(label, ratio)
    print(String(format: "ratio  %-60@ %8.2f×", label as NSString, ratio))
}

/// A bad command line: the message names the argument and what it accepts.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
