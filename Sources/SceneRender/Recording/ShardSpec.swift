import Foundation

/// Which frames of a recording one process renders, so a long render can be spread over many
/// machines by an existing batch system. Shards are numbered 1…N, as Playwright, Jest and Vitest
/// number theirs: shard K of N ("the K-th of N", `--shard K/N`) renders the frames k with
/// k mod N = K − 1 (interleaved, so every shard gets early and late frames alike). Each shard
/// simulates from t = 0, so its frames are byte-identical to the same frames of a single run.
///
/// Where the shard comes from (`fromEnvironment(count:environment:)`, `--shard auto/N`); the
/// mapping depends on the task's own index only, never on which other tasks run beside it, so
/// a task resubmitted alone renders exactly the frames it rendered the first time:
/// - a Kubernetes Indexed Job (`completionMode: Indexed`, `completions: N`): the pod's 0-based
///   `JOB_COMPLETION_INDEX` i in 0…N−1 is shard i + 1;
/// - a Slurm job array: `SLURM_ARRAY_TASK_ID` t in 0…N is shard (t mod N) + 1. So
///   `--array=0-(N-1)` gives shards 1…N in order, `--array=1-N` gives 2…N and then 1 (task N),
///   and resubmitting one task (`--array=2`) renders that task's shard again. Ids above N are
///   refused: they would render a shard twice and leave no task for another.
/// Both variables set at once is refused (which batch system is running the task?).
/// `docs/Sharding.md` explains the rule with examples.
public struct ShardSpec: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, 1…`count`.
    public let number: Int
    /// Number of shards.
    public let count: Int
    /// Where the number came from, as `NAME=value` (e.g. `SLURM_ARRAY_TASK_ID=2`); nil when it
    /// was given directly.
    public let origin: String?

    /// Most shards a recording may be split into (`--shard K/N` takes N in 1…1,000,000).
    public static let maxCount = 1_000_000

    /// The 0-based residue of this shard's frames: frame k is in it when k mod count = index.
    public var index: Int { number - 1 }

    /// Every frame (shard 1 of 1).
    public static let all = ShardSpec(unchecked: 1, count: 1, origin: nil)

    private init(unchecked number: Int, count: Int, origin: String?) {
        self.number = number
        self.count = count
        self.origin = origin
    }

    /// Shard `number` of `count`, 1-based.
    ///
    /// - Throws: `RenderError.invalidParameter` unless count ≥ 1 and 1 ≤ number ≤ count.
    public init(_ number: Int, of count: Int) throws {
        guard count >= 1 else { throw RenderError.invalidParameter(name: "shard count", value: "\(count)", valid: "≥ 1") }
        guard (1...count).contains(number) else {
            throw RenderError.invalidParameter(name: "shard number", value: "\(number)", valid: "1…\(count) (shard K of \(count), counted from 1)")
        }
        self.init(unchecked: number, count: count, origin: nil)
    }

    /// Parses "K/N", e.g. "2/8" (the second of eight shards).
    ///
    /// - Throws: `RenderError.invalidParameter` for anything but two decimal integers with
    ///   N ≥ 1 and 1 ≤ K ≤ N.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let decimal = { (s: Substring) -> Int? in
            let t = s.trimmingCharacters(in: .whitespaces)
            return !t.isEmpty && t.utf8.allSatisfy({ (48...57).contains($0) }) ? Int(t) : nil
        }
        guard parts.count == 2, let k = decimal(parts[0]), let n = decimal(parts[1]) else {
            throw RenderError.invalidParameter(name: "shard", value: "'\(text)'", valid: "K/N with integers 1 ≤ K ≤ N, e.g. 1/4")
        }
        try self.init(k, of: n)
    }

    /// The shard a batch system's environment gives (see the type's documentation for the rule),
    /// with `count` shards; nil when neither `JOB_COMPLETION_INDEX` nor `SLURM_ARRAY_TASK_ID` is
    /// set. `origin` names the variable and its value.
    ///
    /// - Throws: `RenderError.invalidParameter` for count < 1; naming both variables when both
    ///   are set; naming the variable, its value and the rule when the value is not an integer
    ///   or is outside the ids the rule maps (0…N−1 for Kubernetes, 0…N for Slurm).
    public static func fromEnvironment(
        count: Int,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ShardSpec? {
        guard count >= 1 else { throw RenderError.invalidParameter(name: "shard count", value: "\(count)", valid: "≥ 1") }
        let k8s = "JOB_COMPLETION_INDEX", slurm = "SLURM_ARRAY_TASK_ID"
        if let a = environment[k8s], let b = environment[slurm] {
            throw RenderError.invalidParameter(
                name: "\(k8s) and \(slurm)", value: "both set (\(k8s)=\(a), \(slurm)=\(b))",
                valid: "only one: \(k8s) in a Kubernetes Indexed Job, or \(slurm) in a Slurm job array; unset the other")
        }
        if let i = try EnvironmentInteger.read(
            k8s, in: environment, range: 0...(count - 1),
            valid: "0…\(count - 1): a Kubernetes Indexed Job's 0-based index i is shard i + 1 "
                + "of \(count) (set completions: \(count))")
        {
            return ShardSpec(unchecked: i + 1, count: count, origin: "\(k8s)=\(i)")
        }
        if let t = try EnvironmentInteger.read(
            slurm, in: environment, range: 0...count,
            valid: "0…\(count): Slurm task id t is shard (t mod \(count)) + 1 "
                + "(submit --array=0-\(count - 1) or --array=1-\(count))")
        {
            return ShardSpec(unchecked: t % count + 1, count: count, origin: "\(slurm)=\(t)")
        }
        return nil
    }

    /// Whether frame `k` belongs to this shard.
    public func contains(frame k: Int) -> Bool { k % count == number - 1 }

    /// The shard that renders frame `k` (k ≥ 0) in a recording of `count` shards: (k mod count) + 1.
    public static func number(ofFrame k: Int, count: Int) -> Int { k % count + 1 }

    /// "K/N".
    public var description: String { "\(number)/\(count)" }

    /// "shard K/N", followed by its origin in parentheses when it came from the environment,
    /// e.g. "shard 3/4 (SLURM_ARRAY_TASK_ID=2)": the shard a render took, for its summary line.
    public var summary: String { "shard \(number)/\(count)" + (origin.map { " (\($0))" } ?? "") }

    /// `manifest.json` for a whole run, `manifest-shard-K-of-N.json` for a shard.
    public var manifestName: String { count == 1 ? "manifest.json" : "manifest-shard-\(number)-of-\(count).json" }
}
