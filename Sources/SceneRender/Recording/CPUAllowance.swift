import Foundation

/// How many processors this process may use, the default number of render workers: the
/// smallest of
/// - the CPUs in its affinity mask (`sched_getaffinity(2)`: what `taskset`, `numactl`, Slurm's
///   task/affinity plug-in and Kubernetes' static CPU manager restrict it to);
/// - `SLURM_CPUS_PER_TASK`, when Slurm sets it (`sbatch --cpus-per-task=N`);
/// - the cgroup's CPU quota, rounded up to whole CPUs: cgroup v2 `cpu.max` ("quota period", or
///   "max" for none) of the process's cgroup and each of its ancestors, or cgroup v1
///   `cpu.cfs_quota_us` / `cpu.cfs_period_us` (−1 for none); a Kubernetes CPU limit or
///   `docker run --cpus` is such a quota;
///
/// never the machine's core count when any of these is tighter, so a task stays inside its
/// allocation. Each limit found is listed in `limits` (for the summary line and `--help`).
public struct CPUAllowance: Equatable, Sendable, CustomStringConvertible {
    /// One source of a limit and the number of CPUs it allows.
    public struct Limit: Equatable, Sendable, CustomStringConvertible {
        /// "affinity mask", "SLURM_CPUS_PER_TASK", "cgroup cpu.max", "cgroup cpu.cfs_quota_us".
        public var source: String
        public var cpus: Int
        public var description: String { "\(source) \(cpus)" }
    }

    /// The number of workers to run: the smallest limit, at least 1.
    public var count: Int
    /// Every limit that applies, in the order above.
    public var limits: [Limit]

    /// "2 CPUs (affinity mask 8, SLURM_CPUS_PER_TASK 2)".
    public var description: String {
        "\(count) CPU\(count == 1 ? "" : "s")" + (limits.isEmpty ? "" : " (" + limits.map(\.description).joined(separator: ", ") + ")")
    }

    /// Where the limits are read from; the defaults read this process's.
    public struct Sources: Sendable {
        /// CPUs in the affinity mask, or nil when it cannot be read.
        public var affinity: @Sendable () -> Int?
        public var environment: [String: String]
        /// The contents of a file (of `/proc` and `/sys/fs/cgroup`), or nil when it does not exist.
        public var readFile: @Sendable (String) -> String?
        /// The machine's processors, the answer when nothing else limits.
        public var processors: Int

        public init(
            affinity: @escaping @Sendable () -> Int? = CPUAllowance.affinityCount,
            environment: [String: String] = ProcessInfo.processInfo.environment,
            readFile: @escaping @Sendable (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) },
            processors: Int = ProcessInfo.processInfo.processorCount
        ) {
            self.affinity = affinity
            self.environment = environment
            self.readFile = readFile
            self.processors = processors
        }
    }

    /// The allowance from `sources` (by default this process's).
    ///
    /// - Throws: `RenderError.invalidParameter` naming `SLURM_CPUS_PER_TASK` when it is set but
    ///   is not a whole number in 1…1,048,576 (too large, negative, zero or not a number).
    public static func detect(_ sources: Sources = Sources()) throws -> CPUAllowance {
        var limits: [Limit] = []
        if let n = sources.affinity(), n >= 1 { limits.append(Limit(source: "affinity mask", cpus: n)) }
        if let n = try EnvironmentInteger.read(
            "SLURM_CPUS_PER_TASK", in: sources.environment, range: 1...1 << 20,
            valid: "1…1048576 CPUs (sbatch --cpus-per-task)")
        {
            limits.append(Limit(source: "SLURM_CPUS_PER_TASK", cpus: n))
        }
        if let quota = cgroupQuota(sources.readFile) { limits.append(quota) }
        let count = max(1, limits.map(\.cpus).min() ?? sources.processors)
        return CPUAllowance(count: count, limits: limits)
    }

    /// The default worker count of a recording: `detect().count`, or, when the environment
    /// holds a bad `SLURM_CPUS_PER_TASK` (which `detect` reports), the other limits' minimum.
    public static var defaultWorkers: Int {
        if let a = try? detect() { return a.count }
        var env = ProcessInfo.processInfo.environment
        env["SLURM_CPUS_PER_TASK"] = nil
        return (try? detect(Sources(environment: env)).count) ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// CPUs in this process's affinity mask (glibc's `sched_getaffinity(0, …)`, looked up in the
    /// process because the C module does not declare it without `_GNU_SOURCE`), trying masks of
    /// up to 65,536 CPUs; nil when the call is missing or fails.
    @Sendable public static func affinityCount() -> Int? {
        typealias GetAffinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        var words = 16 // 1024 CPUs, glibc's cpu_set_t
        while words <= 1024 {
            let mask = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            defer { mask.deallocate() }
            mask.initialize(repeating: 0, count: words)
            if getAffinity(0, words * MemoryLayout<UInt64>.size, mask) == 0 {
                return (0..<words).reduce(0) { $0 + mask[$1].nonzeroBitCount }
            }
            guard errno == EINVAL else { return nil }
            words *= 4
        }
        return nil
    }

    /// The tightest CPU quota of this process's cgroup and its ancestors, in whole CPUs
    /// (quota ÷ period rounded up, at least 1), from `/proc/self/cgroup` and the cgroup files.
    /// Files that are missing or malformed add no limit.
    static func cgroupQuota(_ readFile: (String) -> String?) -> Limit? {
        guard let table = readFile("/proc/self/cgroup") else { return nil }
        var best: Limit?
        func consider(_ cpus: Int?, _ source: String) {
            guard let cpus, cpus < (best?.cpus ?? Int.max) else { return }
            best = Limit(source: source, cpus: cpus)
        }
        for line in table.split(separator: "\n") {
            // "hierarchy-id:controllers:path"; v2 is "0::path".
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[2].hasPrefix("/") else { continue }
            let path = String(fields[2])
            if fields[0] == "0" && fields[1].isEmpty {
                for dir in ancestors(of: path, under: "/sys/fs/cgroup") {
                    consider(readFile(dir + "/cpu.max").flatMap(parseCPUMax), "cgroup cpu.max")
                }
            } else if fields[1].split(separator: ",").contains("cpu") {
                for mount in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"] {
                    for dir in ancestors(of: path, under: mount) {
                        guard let q = readFile(dir + "/cpu.cfs_quota_us"), let p = readFile(dir + "/cpu.cfs_period_us") else { continue }
                        consider(quotaCPUs(quota: q, period: p), "cgroup cpu.cfs_quota_us")
                    }
                }
            }
        }
        return best
    }

    /// `root + path` and each of its ancestors up to `root`, deepest first.
    static func ancestors(of path: String, under root: String) -> [String] {
        var parts = path.split(separator: "/").map(String.init)
        var out: [String] = []
        while true {
            out.append(([root] + parts).joined(separator: "/"))
            guard !parts.isEmpty else { return out }
            parts.removeLast()
        }
    }

    /// cgroup v2 `cpu.max`: "max 100000" (no limit: nil) or "150000 100000" (2 CPUs).
    static func parseCPUMax(_ text: String) -> Int? {
        let f = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard f.count == 2, f[0] != "max" else { return nil }
        return quotaCPUs(quota: String(f[0]), period: String(f[1]))
    }

    /// ⌈quota ÷ period⌉ CPUs, at least 1; nil for a negative quota (v1's −1, no limit) or text
    /// that is not a whole number (read as unsigned 64-bit, so no value can overflow).
    static func quotaCPUs(quota: String, period: String) -> Int? {
        let trim = { (s: String) in s.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let q = UInt64(trim(quota)), let p = UInt64(trim(period)), p > 0 else { return nil }
        let (whole, rest) = q.quotientAndRemainder(dividingBy: p)
        let cpus = whole + (rest > 0 ? 1 : 0)
        return Int(clamping: max(1, cpus))
    }
}
