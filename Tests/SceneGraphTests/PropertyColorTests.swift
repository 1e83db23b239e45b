import XCTest
import PropertyTestSupport
@testable import SceneGraph

/// Colours built from any numbers, including non-finite ones, never trap: the description
/// (used in display-list dumps and failure messages) and the HSB initialiser are total.
@MainActor
final class PropertyColorTests: XCTestCase {
    /// 10,000 random colours with components in 0…1 describe themselves as "#RRGGBBAA".
    func testFiniteColoursDescribeAsEightHexDigits() async {
        for k in 0..<PropertyRun.cases(10_000) {
            var rng = SplitMix64(seed: PropertyRun.seed(k))
            let c = Color(red: rng.double(0, 1), green: rng.double(0, 1), blue: rng.double(0, 1), opacity: rng.double(0, 1))
            let text = c.resolved.description
            XCTAssertEqual(text.count, 9, "\(text)")
            if text.count != 9 { return }
        }
    }

    /// Known bug: `Color.Resolved.description` converts each component × 255 to `Int` with a
    /// trapping conversion (Color.swift, `description`), so a NaN or infinite component — or one
    /// above about 3.6e16 — crashes any code that prints the colour (a display-list dump, a test
    /// failure message). Out-of-range (extended sRGB) channels also print as more than two hex
    /// digits: red 2 gives "1FE", red −1 gives "FFFFFFFFFFFFFF01". Fix: clamp each channel to 0…1 and map NaN to 0 before converting.
    /// `Color(hue:saturation:brightness:)` traps the same way for a NaN or infinite hue
    /// (`Int(h)` with h NaN); fix: treat a non-finite hue as 0.
    func testNonFiniteColoursDoNotTrap() async throws {
        for value in [Double.nan, .infinity, -.infinity, 1e300, 2, -1] {
            XCTAssertEqual(Color(red: value, green: 0, blue: 0).resolved.description.count, 9)
            _ = Color(hue: value, saturation: 1, brightness: 1)
        }
    }
}
