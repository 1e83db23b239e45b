import XCTest
@testable import SceneRender

/// Shards are numbered 1…N ("the K-th of N", as Playwright, Jest and Vitest number theirs);
/// a batch system's task index maps to a shard by a rule that depends on that index alone.
final class ShardSpecTests: XCTestCase {
    func env(_ pairs: [String: String]) -> [String: String] { pairs }

    /// "2/8" is the second of eight shards: number 2, residue 1, so frames 1, 9, 17, … are its.
    func testShardKOfNIsTheKthCountedFromOne() throws {
        let s = try ShardSpec(parsing: "2/8")
        XCTAssertEqual([s.number, s.count, s.index], [2, 8, 1])
        XCTAssertEqual((0..<20).filter(s.contains(frame:)), [1, 9, 17])
    }

    /// Shard 0 does not exist: the message names the parameter and the range 1…N.
    func testShardZeroIsRefusedNamingTheRange() {
        XCTAssertThrowsError(try ShardSpec(parsing: "0/4")) { error in
            XCTAssertEqual("\(error)", "invalid shard number: 0 (valid: 1…4 (shard K of 4, counted from 1))")
        }
    }

    /// N + 1 of N is refused the same way (N/N is the last shard).
    func testShardAboveTheCountIsRefusedNamingTheRange() throws {
        XCTAssertThrowsError(try ShardSpec(parsing: "5/4")) { error in
            XCTAssertEqual("\(error)", "invalid shard number: 5 (valid: 1…4 (shard K of 4, counted from 1))")
        }
        XCTAssertEqual(try ShardSpec(parsing: "4/4").index, 3)
    }

    /// Anything but two decimal integers is refused with the form K/N.
    func testMalformedShardTextIsRefusedGivingTheForm() {
        for text in ["two/8", "1/", "/4", "1/2/3", "0x1/2", "99999999999999999999/2"] {
            XCTAssertThrowsError(try ShardSpec(parsing: text)) { error in
                XCTAssertEqual("\(error)", "invalid shard: '\(text)' (valid: K/N with integers 1 ≤ K ≤ N, e.g. 1/4)")
            }
        }
    }

    /// Shards 1…N together take every frame exactly once, and shard K takes the frames the
    /// 0-based shard K − 1 took before the renumbering (k mod N = K − 1), so its files are the same.
    func testShardsOneToNPartitionTheFramesAsTheZeroBasedOnesDid() throws {
        for n in 1...7 {
            for k in 0..<60 {
                let owners = try (1...n).filter { try ShardSpec($0, of: n).contains(frame: k) }
                XCTAssertEqual(owners, [k % n + 1], "frame \(k) of \(n) shards")
                XCTAssertEqual(ShardSpec.number(ofFrame: k, count: n), k % n + 1)
            }
        }
    }

    /// The summary line names the shard and, when it came from a batch system, the variable.
    func testSummaryNamesTheShardAndWhereItCameFrom() throws {
        XCTAssertEqual(try ShardSpec(3, of: 4).summary, "shard 3/4")
        XCTAssertEqual(
            try ShardSpec.fromEnvironment(count: 4, environment: ["SLURM_ARRAY_TASK_ID": "2"])?.summary,
            "shard 3/4 (SLURM_ARRAY_TASK_ID=2)")
        XCTAssertEqual(
            try ShardSpec.fromEnvironment(count: 4, environment: ["JOB_COMPLETION_INDEX": "0"])?.summary,
            "shard 1/4 (JOB_COMPLETION_INDEX=0)")
    }

    /// Each shard's manifest is named with its 1-based number; the whole run's is manifest.json.
    func testManifestNamesUseTheShardNumber() throws {
        XCTAssertEqual(try ShardSpec(3, of: 4).manifestName, "manifest-shard-3-of-4.json")
        XCTAssertEqual(ShardSpec.all.manifestName, "manifest.json")
        XCTAssertEqual(ShardSpec.all.description, "1/1")
    }

    // MARK: Kubernetes

    /// JOB_COMPLETION_INDEX is 0-based: index i is shard i + 1 (0 → 1/4, 3 → 4/4).
    func testKubernetesCompletionIndexIsShardIndexPlusOne() throws {
        for i in 0..<4 {
            XCTAssertEqual(try ShardSpec.fromEnvironment(count: 4, environment: ["JOB_COMPLETION_INDEX": "\(i)"])?.number, i + 1)
        }
    }

    /// Index 4 of a 4-completion job cannot be mapped: the message names the variable, the id and the rule.
    func testKubernetesIndexAtTheCountIsRefusedNamingTheRule() {
        XCTAssertThrowsError(try ShardSpec.fromEnvironment(count: 4, environment: ["JOB_COMPLETION_INDEX": "4"])) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid JOB_COMPLETION_INDEX: 4 (valid: 0…3: a Kubernetes Indexed Job's 0-based index i is "
                    + "shard i + 1 of 4 (set completions: 4))")
        }
    }

    // MARK: Slurm

    func slurm(_ id: String, count: Int = 4, _ extra: [String: String] = [:]) throws -> Int? {
        try ShardSpec.fromEnvironment(count: count, environment: extra.merging(["SLURM_ARRAY_TASK_ID": id]) { $1 })?.number
    }

    /// `--array=0-3` gives shards 1, 2, 3, 4 (task t is shard t mod 4 + 1); every shard once.
    func testSlurmArrayFromZeroCoversEveryShard() throws {
        XCTAssertEqual(try (0...3).map { try slurm("\($0)", ["SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"]) }, [1, 2, 3, 4])
    }

    /// `--array=1-4` gives shards 2, 3, 4 and 1 (task 4: 4 mod 4 + 1); every shard once.
    func testSlurmArrayFromOneCoversEveryShard() throws {
        XCTAssertEqual(try (1...4).map { try slurm("\($0)", ["SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "4"]) }, [2, 3, 4, 1])
    }

    /// A task resubmitted alone (`sbatch --array=2`: MIN = MAX = 2, COUNT = 1) takes the shard
    /// task 2 had in the whole array (3/4): the array's other variables are never read.
    func testResubmittedSlurmTaskTakesTheShardItHadInTheWholeArray() throws {
        let alone = ["SLURM_ARRAY_TASK_MIN": "2", "SLURM_ARRAY_TASK_MAX": "2", "SLURM_ARRAY_TASK_COUNT": "1", "SLURM_ARRAY_TASK_STEP": "1"]
        XCTAssertEqual(try slurm("2", alone), 3)
        XCTAssertEqual(try slurm("2"), 3)
        // Values that made the old subtraction overflow are not read at all.
        XCTAssertEqual(try slurm("2", ["SLURM_ARRAY_TASK_MIN": "-9223372036854775808"]), 3)
    }

    /// Ids above N cannot be mapped (a step array `--array=1,3,5,7` of 4 shards): refused naming
    /// the id and the rule, so the task fails instead of rendering a shard twice.
    func testSlurmIdAboveTheCountIsRefusedNamingTheIdAndTheRule() {
        XCTAssertEqual(try slurm("1"), 2)
        XCTAssertEqual(try slurm("3"), 4)
        XCTAssertThrowsError(try slurm("5")) { error in
            XCTAssertEqual(
                "\(error)",
                "invalid SLURM_ARRAY_TASK_ID: 5 (valid: 0…4: Slurm task id t is shard (t mod 4) + 1 "
                    + "(submit --array=0-3 or --array=1-4))")
        }
    }

    /// Both variables set: which batch system runs this task is unclear, so it is refused.
    func testBothBatchVariablesSetIsRefusedAsAmbiguous() {
        XCTAssertThrowsError(try ShardSpec.fromEnvironment(count: 4, environment: ["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "1"])) {
            XCTAssertEqual(
                "\($0)",
                "invalid JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID: both set (JOB_COMPLETION_INDEX=1, "
                    + "SLURM_ARRAY_TASK_ID=1) (valid: only one: JOB_COMPLETION_INDEX in a Kubernetes Indexed Job, "
                    + "or SLURM_ARRAY_TASK_ID in a Slurm job array; unset the other)")
        }
    }

    func testNoBatchVariablesMeansNoShard() throws {
        XCTAssertNil(try ShardSpec.fromEnvironment(count: 4, environment: ["SLURM_ARRAY_TASK_MIN": "0"]))
    }

    // MARK: integers from the environment

    /// A value beyond 64 bits is refused as too large (never wrapped or trapped on).
    func testTaskIdTooLargeForSixtyFourBitsIsRefusedAsSuch() {
        XCTAssertThrowsError(try slurm("99999999999999999999")) { error in
            XCTAssertTrue("\(error)".hasPrefix("invalid SLURM_ARRAY_TASK_ID: 99999999999999999999 (too large for a 64-bit integer)"), "\(error)")
        }
        XCTAssertThrowsError(try ShardSpec.fromEnvironment(count: 4, environment: ["JOB_COMPLETION_INDEX": "9223372036854775808"])) { error in
            XCTAssertTrue("\(error)".contains("too large for a 64-bit integer"), "\(error)")
        }
    }

    /// Negative, non-decimal and non-ASCII digits are refused; surrounding spaces are not an error.
    func testTaskIdMustBeADecimalInteger() throws {
        XCTAssertEqual(try slurm(" 2 "), 3)
        XCTAssertThrowsError(try slurm("-1")) { XCTAssertTrue("\($0)".hasPrefix("invalid SLURM_ARRAY_TASK_ID: -1 (valid: 0…4"), "\($0)") }
        for bad in ["", "two", "0x2", "٣", "2.0"] {
            XCTAssertThrowsError(try slurm(bad)) { XCTAssertTrue("\($0)".hasPrefix("invalid SLURM_ARRAY_TASK_ID: '\(bad)' (valid: a decimal integer"), "\($0)") }
        }
    }
}
