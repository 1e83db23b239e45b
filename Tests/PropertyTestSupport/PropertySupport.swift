import Foundation
import SceneGraph

// Shared by the property tests of every test target (seeded cases, case counts from the
// environment), so each target runs the same generator.

/// The property tests' seeded generator: SceneGraph's `SeededRandomNumberGenerator`
/// (SplitMix64), so a failing property case is reproduced from its seed.
public typealias SplitMix64 = SeededRandomNumberGenerator

extension SeededRandomNumberGenerator {
    /// A uniform Double in [lower, upper].
    public mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * Double(next() >> 11) / Double(1 << 53)
    }
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
}

/// Number of cases of a property: `defaultCases` in `make test`; `PROPERTY_SCALE=n` in the
/// environment multiplies every default (`make fuzz` uses 10), `PROPERTY_CASES=n` sets every
/// property to n cases. `PROPERTY_SEED` changes the base seed.
public enum PropertyRun {
    public static func cases(_ defaultCases: Int) -> Int {
        let env = ProcessInfo.processInfo.environment
        if let n = env["PROPERTY_CASES"].flatMap(Int.init) { return max(n, 1) }
        if let scale = env["PROPERTY_SCALE"].flatMap(Int.init) { return defaultCases * max(scale, 1) }
        return defaultCases
    }
    public static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5EED
    }
    /// The seed of case `k` (SplitMix64 streams from nearby seeds are independent).
    public static func seed(_ k: Int) -> UInt64 { baseSeed &* 1_000_003 &+ UInt64(k) }
}
