import Foundation
import XCTest

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a seeded generator, so a failing property case is reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A uniform Double in [lower, upper].
    mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
}

/// Number of cases of a property: `defaultCases` in `make test`; `PROPERTY_SCALE=n` in the
/// environment multiplies every default (`make fuzz` uses 10), `PROPERTY_CASES=n` sets every
/// property to n cases. `PROPERTY_SEED` changes the base seed.
enum PropertyRun {
    static func cases(_ defaultCases: Int) -> Int {
        let env = ProcessInfo.processInfo.environment
        if let n = env["PROPERTY_CASES"].flatMap(Int.init) { return max(n, 1) }
        if let scale = env["PROPERTY_SCALE"].flatMap(Int.init) { return defaultCases * max(scale, 1) }
        return defaultCases
    }
    static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5EED
    }
    /// The seed of case `k` (SplitMix64 streams from nearby seeds are independent).
    static func seed(_ k: Int) -> UInt64 { baseSeed &* 1_000_003 &+ UInt64(k) }
}

/// Marks a test of a known, reported framework bug: it is skipped in `make test` until the fix
/// lands. `RUN_KNOWN_BUGS=1` runs it anyway (it then fails, traps or hangs as the bug does).
func skipUnlessKnownBugsRun(_ bug: String) throws {
    if ProcessInfo.processInfo.environment["RUN_KNOWN_BUGS"] == nil {
        throw XCTSkip("known bug: \(bug)")
    }
}
