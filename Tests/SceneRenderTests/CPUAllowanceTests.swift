import XCTest
@testable import SceneRender

/// The default worker count is the CPUs the process may use: its affinity mask, Slurm's
/// `SLURM_CPUS_PER_TASK` and a cgroup CPU quota, whichever is smallest; never the machine's
/// core count when one of them is tighter.
final class CPUAllowanceTests: XCTestCase {
    /// Sources with an 8-CPU mask on a 64-core machine, the given variables and files.
    func sources(
        affinity: Int? = 8, env: [String: String] = [:], files: [String: String] = [:],
        processors: Int = 64
    ) -> CPUAllowance.Sources {
        CPUAllowance.Sources(affinity: { affinity }, environment: env, readFile: { files[$0] }, processors: processors)
    }

    /// `taskset -c 0-7` on a 64-core machine: 8 workers, not 64.
    func testAffinityMaskLimitsTheWorkersBelowTheCoreCount() throws {
        let a = try CPUAllowance.detect(sources())
        XCTAssertEqual(a.count, 8)
        XCTAssertEqual(a.description, "8 CPUs (affinity mask 8)")
    }

    /// `sbatch --cpus-per-task=2`: SLURM_CPUS_PER_TASK=2 under an 8-CPU mask gives 2.
    func testSlurmCpusPerTaskLimitsTheWorkers() throws {
        XCTAssertEqual(try CPUAllowance.detect(sources(env: ["SLURM_CPUS_PER_TASK": "2"])).count, 2)
        // A larger value than the mask does not raise it.
        XCTAssertEqual(try CPUAllowance.detect(sources(env: ["SLURM_CPUS_PER_TASK": "32"])).count, 8)
    }

    /// cgroup v2 `cpu.max` "150000 100000" is 1.5 CPUs, rounded up to 2; a parent's tighter
    /// "100000 100000" (1 CPU) wins over the child's; "max" sets no limit.
    func testCgroupV2QuotaOfTheCgroupAndItsAncestorsLimitsTheWorkers() throws {
        let table = "0::/kubepods/pod1/container\n"
        var files = [
            "/proc/self/cgroup": table, "/sys/fs/cgroup/kubepods/pod1/container/cpu.max": "150000 100000\n",
            "/sys/fs/cgroup/cpu.max": "max 100000\n"
        ]
        XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).description, "2 CPUs (affinity mask 8, cgroup cpu.max 2)")
        files["/sys/fs/cgroup/kubepods/cpu.max"] = "100000 100000"
        XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).count, 1)
        files = ["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/cpu.max": "max 100000\n"]
        XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).count, 8)
    }

    /// cgroup v1 (`docker run --cpus=3` on a v1 host): cfs_quota 300000 / period 100000 = 3;
    /// a quota of −1 is no limit.
    func testCgroupV1QuotaLimitsTheWorkers() throws {
        var files = [
            "/proc/self/cgroup": "4:memory:/docker/abc\n1:cpu,cpuacct:/docker/abc\n0::/\n",
            "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "300000\n",
            "/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n"
        ]
        XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).description, "3 CPUs (affinity mask 8, cgroup cpu.cfs_quota_us 3)")
        files["/sys/fs/cgroup/cpu,cpuacct/docker/abc/cpu.cfs_quota_us"] = "-1\n"
        XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).count, 8)
    }

    /// The smallest of all three: mask 8, Slurm 4, quota 3 (250000/100000 rounded up) → 3.
    func testTheSmallestLimitWins() throws {
        let files = ["/proc/self/cgroup": "0::/job\n", "/sys/fs/cgroup/job/cpu.max": "250000 100000"]
        let a = try CPUAllowance.detect(sources(env: ["SLURM_CPUS_PER_TASK": "4"], files: files))
        XCTAssertEqual(a.count, 3)
        XCTAssertEqual(a.limits.map(\.source), ["affinity mask", "SLURM_CPUS_PER_TASK", "cgroup cpu.max"])
    }

    /// With nothing limiting, the machine's processors; a quota below one CPU still gives 1 worker.
    func testNoLimitGivesTheProcessorCountAndAtLeastOne() throws {
        XCTAssertEqual(try CPUAllowance.detect(sources(affinity: nil, processors: 6)).count, 6)
        let tiny = ["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/cpu.max": "1000 100000"]
        XCTAssertEqual(try CPUAllowance.detect(sources(files: tiny)).count, 1)
    }

    /// A bad SLURM_CPUS_PER_TASK is refused naming the variable: too large for 64 bits, zero, not a number.
    func testBadSlurmCpusPerTaskIsRefusedNamingTheVariable() {
        for (value, expected) in [
            ("99999999999999999999", "invalid SLURM_CPUS_PER_TASK: 99999999999999999999 (too large for a 64-bit integer)"),
            ("0", "invalid SLURM_CPUS_PER_TASK: 0 (valid: 1…1048576"),
            ("two", "invalid SLURM_CPUS_PER_TASK: 'two' (valid: a decimal integer")
        ] {
            XCTAssertThrowsError(try CPUAllowance.detect(sources(env: ["SLURM_CPUS_PER_TASK": value]))) {
                XCTAssertTrue("\($0)".hasPrefix(expected), "\($0)")
            }
        }
    }

    /// Malformed or huge cgroup files add no limit and never trap: an 18-quintillion quota is
    /// clamped, text and a zero period are ignored.
    func testMalformedCgroupFilesAreIgnored() throws {
        for content in ["", "max", "abc 100000", "100000 0", "18446744073709551615 1", "-5 100000"] {
            let files = ["/proc/self/cgroup": "0::/\n", "/sys/fs/cgroup/cpu.max": content]
            XCTAssertEqual(try CPUAllowance.detect(sources(files: files)).count, 8, "cpu.max '\(content)'")
        }
    }

    /// The real call: this process's mask has at least one CPU and no more than the machine has.
    func testThisProcessAffinityIsBetweenOneAndTheProcessorCount() throws {
        let n = try XCTUnwrap(CPUAllowance.affinityCount())
        XCTAssertTrue((1...ProcessInfo.processInfo.processorCount).contains(n), "\(n)")
    }
}
