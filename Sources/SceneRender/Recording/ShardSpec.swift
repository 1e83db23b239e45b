import Foundation

/// Which frames of a recording one process renders, so a long render can be spread over many
/// machines by an existing batch system. Shard i of n (0 ≤ i < n) renders the frames k with
/// k mod n = i (interleaved, so every shard gets early and late frames alike). Each shard
/// simulates from t = 0, so its frames are byte-identical to the same frames of a single run.
///
/// Where the shard comes from:
/// - the command line: `--shard i/n` (`ShardSpec(parsing: "i/n")`);
/// - a Kubernetes Indexed Job (`completionMode: Indexed`, `completions: n`): the pod's
///   `JOB_COMPLETION_INDEX` (0…n−1) with the count given, `ShardSpec.fromEnvironment(count: n)`;
/// - a Slurm job array (`sbatch --array=0-(n-1)`): `SLURM_ARRAY_TASK_ID`, made 0-based by
///   subtracting `SLURM_ARRAY_TASK_MIN` when Slurm sets it (so `--array=1-n` works too), with
///   the count given.
public struct ShardSpec: Hashable, Sendable, CustomStringConvertible {
    /// This shard's number, 0-based.
    public let index: Int
    /// Number of shards.
    public let count: Int

    /// Every frame (shard 0 of 1).
    public static let all = ShardSpec(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex: Int, count: Int) {
        index = uncheckedIndex
        self.count = count
    }

    /// - Throws: `RenderError.invalidParameter` unless count ≥ 1 and 0 ≤ index < count.
    public init(index: Int, count: Int) throws {
        guard count >= 1 else { throw RenderError.invalidParameter(name: "shard count", value: "\(count)", valid: "≥ 1") }
        guard (0..<count).contains(index) else {
            throw RenderError.invalidParameter(name: "shard index", value: "\(index)", valid: "0...\(count - 1) (0-based)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses "i/n", e.g. "2/8" (0-based index i of n shards).
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let n = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            throw RenderError.invalidParameter(name: "shard", value: "'\(text)'", valid: "i/n with integers 0 ≤ i < n, e.g. 0/4")
        }
        try self.init(index: i, count: n)
    }

    /// The shard given by a batch system's environment: `JOB_COMPLETION_INDEX` (Kubernetes) or
    /// else `SLURM_ARRAY_TASK_ID` (minus `SLURM_ARRAY_TASK_MIN` when set), with `count` shards.
    /// Returns nil when neither variable is set.
    ///
    /// - Throws: `RenderError.invalidParameter` naming the variable when it is not an integer in
    ///   0..<count.
    public static func fromEnvironment(count: Int,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ShardSpec? {
        func integer(_ name: String) throws -> Int? {
            guard let raw = environment[name] else { return nil }
            guard let v = Int(raw.trimmingCharacters(in: .whitespaces)) else {
                throw RenderError.invalidParameter(name: name, value: "'\(raw)'", valid: "an integer")
            }
            return v
        }
        var index: Int?
        var source = ""
        if let k = try integer("JOB_COMPLETION_INDEX") {
            index = k; source = "JOB_COMPLETION_INDEX"
        } else if let s = try integer("SLURM_ARRAY_TASK_ID") {
            let first = try integer("SLURM_ARRAY_TASK_MIN") ?? 0
            let (k, overflow) = s.subtractingReportingOverflow(first)
            guard !overflow else {
                throw RenderError.invalidParameter(name: "SLURM_ARRAY_TASK_ID", value: "\(s) − SLURM_ARRAY_TASK_MIN \(first)",
                                                   valid: "a 0-based shard index below the shard count \(count)")
            }
            index = k; source = "SLURM_ARRAY_TASK_ID"
        }
        guard let index else { return nil }
        guard count >= 1 else { throw RenderError.invalidParameter(name: "shard count", value: "\(count)", valid: "≥ 1") }
        guard (0..<count).contains(index) else {
            throw RenderError.invalidParameter(name: source, value: "\(environment[source] ?? "")",
                                               valid: "a 0-based shard index below the shard count \(count)")
        }
        return try ShardSpec(index: index, count: count)
    }

    /// Whether frame `k` belongs to this shard.
    public func contains(frame k: Int) -> Bool { k % count == index }

    /// "i/n".
    public var description: String { "\(index)/\(count)" }

    /// `manifest.json` for a whole run, `manifest-shard-i-of-n.json` for a shard.
    public var manifestName: String { count == 1 ? "manifest.json" : "manifest-shard-\(index)-of-\(count).json" }
}
