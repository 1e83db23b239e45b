import Foundation

/// One measurement: a named piece of work timed `repetitions` times.
struct Benchmark {
    let suite: String
    let name: String
    /// Units of work done per run (evaluations, frames, nodes), for throughput.
    let work: Double
    let unit: String
    /// Prepares and returns the closure to time (setup is not timed).
    let make: () throws -> () throws -> Void
}

/// Result of one benchmark: seconds per run.
struct Measurement {
    let benchmark: Benchmark
    let samples: [Double]
    var median: Double { samples.sorted()[samples.count / 2] }
    var spread: Double {
        let s = samples.sorted()
        return s.count < 2 ? 0 : (s[s.count - 1] - s[0]) / max(median, 1e-12)
    }
    var throughput: Double { benchmark.work / median }
}

/// Runs benchmarks and prints median time, spread (max − min over median) and throughput.
struct BenchmarkRunner {
    var repetitions = 7
    var filter: String?

    func run(_ benchmarks: [Benchmark]) throws -> [Measurement] {
        var results: [Measurement] = []
        for b in benchmarks where filter.map({ "\(b.suite)/\(b.name)".localizedCaseInsensitiveContains($0) }) ?? true {
            let body = try b.make()
            try body() // warm-up
            var samples: [Double] = []
            for _ in 0..<repetitions {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            let m = Measurement(benchmark: b, samples: samples)
            results.append(m)
            print(String(format: "%-14@ %-44@ median %10.4f ms  spread %5.1f%%  %12.4g %@/s",
                         b.suite as NSString, b.name as NSString, m.median * 1000, m.spread * 100,
                         m.throughput, b.unit as NSString))
        }
        return results
    }
}

/// Prints the ratio of two measurements of the same run.
func printRatio(_ label: String, _ a: Measurement?, over b: Measurement?) {
    guard let a, let b else { return }
    print(String(format: "ratio  %-52@ %8.2f×", label as NSString, b.median / a.median))
}
