import XCTest
import PropertyTestSupport
@testable import SceneGraph

/// "No NaN reaches a frame": views whose modifiers get hostile numbers (NaN, ±infinity, 1e300,
/// negatives, zero), set directly and through animated changes, give display lists whose every
/// number is finite.
@MainActor
final class PropertyHostileModifierTests: XCTestCase {
    struct Knobs: Equatable {
        var width: CGFloat = 40, height: CGFloat = 30, padding: CGFloat = 4
        var x: CGFloat = 0, y: CGFloat = 0, scale: CGFloat = 1, degrees: Double = 0, opacity: Double = 1
        var fontSize: CGFloat = 12, spacing: CGFloat = 2
    }

    struct Hostile: View {
        @State var knobs: Knobs
        var body: some View {
            VStack(spacing: knobs.spacing) {
                Text("Hostile ✓").font(.system(size: knobs.fontSize))
                RoundedRectangle(cornerRadius: knobs.padding)
                    .fill(Color(red: 0.8, green: 0.5, blue: 0.2)) // non-finite colours: see the known-bug test below
                    .frame(width: knobs.width, height: knobs.height)
                    .padding(knobs.padding)
                    .offset(x: knobs.x, y: knobs.y)
                    .scaleEffect(knobs.scale)
                    .rotationEffect(.degrees(knobs.degrees))
                    .opacity(knobs.opacity)
            }
        }
    }

    static let hostileValues: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0, 1e-300]

    /// A value that is usually ordinary and sometimes hostile.
    static func value(_ rng: inout SplitMix64, _ lower: Double, _ upper: Double) -> Double {
        rng.chance(0.3) ? hostileValues[rng.int(0...(hostileValues.count - 1))] : rng.double(lower, upper)
    }

    static func knobs(_ rng: inout SplitMix64) -> Knobs {
        Knobs(
            width: value(&rng, 0, 200), height: value(&rng, 0, 200), padding: value(&rng, 0, 20),
            x: value(&rng, -100, 100), y: value(&rng, -100, 100), scale: value(&rng, 0, 3),
            degrees: value(&rng, -720, 720), opacity: value(&rng, 0, 1), fontSize: rng.double(1, 60), // see testNonFiniteFontSize…
            spacing: value(&rng, 0, 20))
    }

    /// Every Double, CGFloat and Float stored anywhere in `value` (through enums, structs and arrays).
    static func nonFiniteNumbers(in value: Any, path: String = "", into out: inout [String]) {
        switch value {
        case let d as Double: if !d.isFinite { out.append("\(path) = \(d)") }
        case let d as CGFloat: if !d.isFinite { out.append("\(path) = \(d)") }
        case let f as Float: if !f.isFinite { out.append("\(path) = \(f)") }
        default:
            for (i, child) in Mirror(reflecting: value).children.enumerated() {
                nonFiniteNumbers(in: child.value, path: path + "." + (child.label ?? "\(i)"), into: &out)
            }
        }
    }

    /// 300 random views (9 knobs each 30 % hostile, plus an ordinary font size), changed twice — once snapped and
    /// once inside `withAnimation(.spring)` — and sampled at 6 times: no display list holds a
    /// non-finite number.
    /// The replaced values are reported (captured here, not printed into the test log).
    func testHostileModifierValuesNeverPutNaNInTheDisplayList() async throws {
        let (_, warnings) = try WarningLog.capturing { try hostileViews() }
        XCTAssertTrue(warnings.contains { $0.hasSuffix("; using zero") || $0.hasSuffix("; ignoring it") }, "\(warnings.prefix(5))")
    }

    private func hostileViews() throws {
        var sampled = 0
        var kinds: [String: String] = [:] // where a non-finite number was found -> first example
        for k in 0..<PropertyRun.cases(300) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let view = Hostile(knobs: Self.knobs(&rng))
            let host = try SceneHost(view, size: CGSize(width: 320, height: 240))
            let next = Self.knobs(&rng), last = Self.knobs(&rng)
            host.schedule(at: 0.1) { view.knobs = next }
            host.schedule(at: 0.2) { withAnimation(.spring(duration: 0.3, bounce: 0.2)) { view.knobs = last } }
            for t in [0.0, 0.1, 0.2, 0.25, 0.35, 1.0] {
                host.advance(to: t)
                var bad: [String] = []
                Self.nonFiniteNumbers(in: host.displayList(), into: &bad)
                sampled += 1
                for b in bad {
                    let kind = b.split(separator: "=")[0].replacingOccurrences(of: #"\.\d+"#, with: "", options: .regularExpression)
                    if kinds[kind] == nil { kinds[kind] = "seed \(seed) t \(t): \(b)" }
                }
            }
        }
        XCTAssertEqual(sampled, PropertyRun.cases(300) * 6)
        XCTAssertEqual(kinds.count, 0, kinds.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"))
    }

    /// A fill colour with a NaN component is replaced like any non-finite animatable value (zero,
    /// with a warning naming the property). Known bug: the warning formats the colour with
    /// `Color.Resolved.description`, which traps on NaN (Color.swift `description`, reached from
    /// `VectorArithmetic.sanitized(name:node:)` in AnimatedSlot.swift), so the scene crashes.
    func testNonFiniteFillColourIsReplacedWithAWarning() async throws {
        struct Tinted: View {
            var body: some View { Rectangle().fill(Color(red: .nan, green: 0, blue: 0)).frame(width: 10, height: 10) }
        }
        let host = try SceneHost(Tinted(), size: CGSize(width: 20, height: 20))
        var bad: [String] = []
        Self.nonFiniteNumbers(in: host.displayList(), into: &bad)
        XCTAssertEqual(bad, [])
        // The colour is replaced where it is made (Color's initialiser), with one warning.
        XCTAssertTrue(WarningLog.history.contains { $0.contains("Color(red: nan)") }, "\(WarningLog.history)")
    }

    /// A font of infinite or NaN size is drawn at a finite size (the display list holds no
    /// non-finite number). Known bug: `Font.system(size:)` and `Font.custom(_:size:)` (Font.swift)
    /// store the size as given, and the text item carries `font.size = inf` to the renderer.
    /// Fix: replace a non-finite or negative size with 0 (or the default 17) when resolving, with
    /// a warning, as `sanitized(name:node:)` does for animatable values.
    func testNonFiniteFontSizeNeverReachesTheDisplayList() async throws {
        struct Huge: View {
            let size: CGFloat
            var body: some View { Text("size").font(.system(size: size)) }
        }
        for size in [CGFloat.infinity, .nan, -.infinity] {
            let host = try SceneHost(Huge(size: size), size: CGSize(width: 100, height: 40))
            var bad: [String] = []
            Self.nonFiniteNumbers(in: host.displayList(), into: &bad)
            XCTAssertEqual(bad, [], "font size \(size)")
        }
    }
}
