import XCTest
import PropertyTestSupport
import SceneRender
@testable import SceneGraph // GroupEffects.Shadow has no public initialiser yet

// Random display lists drawn by CairoRenderer: lists a scene can produce must draw, and hostile
// lists (NaN, infinities, huge or degenerate values, unbalanced groups) must never crash the
// process — at worst the renderer throws a RenderError.

/// Random display-list content. `hostile` mixes non-finite and extreme numbers into paint,
/// stroke, text and effect values; `hostileGeometry` also into coordinates and transforms.
struct DisplayListGenerator {
    var rng: SplitMix64
    var hostile: Bool
    var hostileGeometry = false

    /// A coordinate, size or transform component.
    mutating func coordinate(_ lower: Double, _ upper: Double) -> CGFloat {
        if hostileGeometry && rng.chance(0.08) {
            return [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, -1e9][rng.int(0...6)]
        }
        return CGFloat(rng.double(lower, upper))
    }

    mutating func number(_ lower: Double, _ upper: Double) -> CGFloat {
        if hostile && rng.chance(0.08) {
            return [
                CGFloat.nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, .leastNonzeroMagnitude,
                1e9, -1e9
            ][rng.int(0...9)]
        }
        return CGFloat(rng.double(lower, upper))
    }

    mutating func point() -> CGPoint { CGPoint(x: coordinate(-80, 160), y: coordinate(-80, 160)) }

    mutating func path() -> Path {
        var p = Path()
        switch rng.int(0...4) {
        case 0: p.addRect(CGRect(origin: point(), size: CGSize(width: coordinate(-20, 90), height: coordinate(-20, 90))))
        case 1: p.addEllipse(in: CGRect(origin: point(), size: CGSize(width: coordinate(0, 90), height: coordinate(0, 90))))
        case 2:
            p = Path(
                roundedRect: CGRect(origin: point(), size: CGSize(width: coordinate(0, 90), height: coordinate(0, 90))),
                cornerRadius: coordinate(-5, 60))
        case 3:
            p.move(to: point())
            for _ in 0..<rng.int(0...12) {
                switch rng.int(0...3) {
                case 0: p.addLine(to: point())
                case 1: p.addQuadCurve(to: point(), control: point())
                case 2: p.addCurve(to: point(), control1: point(), control2: point())
                default: p.closeSubpath()
                }
            }
        default: break // empty path
        }
        return p
    }

    mutating func color() -> Color {
        Color(red: Double(number(-0.2, 1.2)), green: Double(number(0, 1)), blue: Double(number(0, 1)), opacity: Double(number(-0.2, 1.2)))
    }

    mutating func paint() -> Paint {
        let stops = (0..<rng.int(0...5)).map { _ in Gradient.Stop(color: color(), location: number(-0.5, 1.5)) }
        switch rng.int(0...3) {
        case 0: return .color(color().resolved)
        case 1:
            return .linearGradient(
                Gradient(stops: stops), start: UnitPoint(x: number(-1, 2), y: number(-1, 2)),
                end: UnitPoint(x: number(-1, 2), y: number(-1, 2)))
        case 2:
            return .radialGradient(
                Gradient(stops: stops), center: UnitPoint(x: number(0, 1), y: number(0, 1)),
                startRadius: number(0, 30), endRadius: number(0, 120))
        default:
            return .angularGradient(
                Gradient(stops: stops), center: UnitPoint(x: number(0, 1), y: number(0, 1)),
                startAngle: Double(number(-7, 7)), endAngle: Double(number(-7, 7)))
        }
    }

    /// Rotations, scales (zero included: `.scaleEffect(0)` and scale transitions start there),
    /// shears and translations.
    mutating func transform() -> CGAffineTransform {
        switch rng.int(0...4) {
        case 0: return .identity
        case 1: return CGAffineTransform(translationX: coordinate(-50, 50), y: coordinate(-50, 50))
        case 2: return CGAffineTransform(scaleX: coordinate(-3, 3), y: rng.chance(0.2) ? 0 : coordinate(-3, 3))
        case 3: return CGAffineTransform(rotationAngle: coordinate(-7, 7)).translatedBy(x: coordinate(-40, 40), y: coordinate(-40, 40))
        default:
            return CGAffineTransform(
                a: coordinate(-2, 2), b: coordinate(-2, 2), c: coordinate(-2, 2), d: coordinate(-2, 2),
                tx: coordinate(-50, 50), ty: coordinate(-50, 50))
        }
    }

    static let strings = [
        "", " ", "Hello", "Ünïcödé ✓", "שלום עולם", "مرحبا", "日本語のテキスト", "👩‍👩‍👧‍👦🏳️‍🌈",
        "a\nb\nc", "tab\there", String(repeating: "long words wrap ", count: 20), "\u{200B}\u{FEFF}",
        "e\u{301}\u{301}\u{301}", "\u{0}nul"
    ]

    mutating func text() -> TextItem {
        let families = ["DejaVu Sans", "Sans", "Monospace", "No Such Font", ""]
        let font = Font.Resolved(
            family: families[rng.int(0...families.count - 1)], size: number(0.1, 120),
            weight: rng.int(-500...2000), italic: rng.chance(0.3))
        let alignment = [TextAlignment.leading, .center, .trailing][rng.int(0...2)]
        return TextItem(
            string: Self.strings[rng.int(0...Self.strings.count - 1)], font: font, paint: paint(),
            alignment: alignment, lineLimit: rng.chance(0.5) ? nil : rng.int(-2...5),
            frame: CGRect(origin: point(), size: CGSize(width: coordinate(-10, 200), height: coordinate(-10, 200))))
    }

    mutating func group() -> GroupEffects {
        var g = GroupEffects()
        g.opacity = Double(number(-0.5, 1.5))
        if rng.chance(0.4) { g.clip = path(); g.clipTransform = transform() }
        if rng.chance(0.2) { g.blurRadius = Double(number(0, 20)) }
        if rng.chance(0.2) {
            g.shadow = GroupEffects.Shadow(
                color: color().resolved, radius: Double(number(0, 20)), x: Double(number(-10, 10)),
                y: Double(number(-10, 10)))
        }
        if rng.chance(0.2) { g.brightness = Double(number(-1, 1)) }
        if rng.chance(0.2) { g.saturation = Double(number(0, 2)) }
        return g
    }

    mutating func list(balancedGroups: Bool) -> DisplayList {
        var items: [DisplayItem] = []
        var open = 0
        for _ in 0..<rng.int(0...14) {
            switch rng.int(0...6) {
            case 0, 1: items.append(.fill(path(), FillStyle(eoFill: rng.chance(0.3), antialiased: rng.chance(0.8)), paint(), transform: transform()))
            case 2:
                let style = StrokeStyle(
                    lineWidth: number(-1, 12), lineCap: [.butt, .round, .square][rng.int(0...2)],
                    lineJoin: [.miter, .round, .bevel][rng.int(0...2)], miterLimit: number(-1, 20),
                    dash: (0..<rng.int(0...4)).map { _ in number(-2, 10) }, dashPhase: number(-10, 10))
                items.append(.stroke(path(), style, paint(), transform: transform()))
            case 3: items.append(.text(text(), transform: transform()))
            case 4: items.append(.image(ImageItem(path: "/no/such/image.png", frame: CGRect(origin: point(), size: CGSize(width: 10, height: 10))), transform: transform()))
            case 5:
                items.append(.beginGroup(group()))
                open += 1
            default:
                if open > 0 || !balancedGroups {
                    items.append(.endGroup)
                    open -= 1
                }
            }
        }
        if balancedGroups { items += Array(repeating: .endGroup, count: max(open, 0)) }
        return DisplayList(size: CGSize(width: 48, height: 40), items: items)
    }
}

@MainActor
final class PropertyDisplayListTests: XCTestCase {
    /// 1,000 random lists with finite values in the ranges scenes produce (zero and negative
    /// scales, empty paths, gradients without stops, unknown fonts, any Unicode text) each draw
    /// a 96×80 image at scale 2, without an error.
    func testRandomFiniteDisplayListsDraw() async throws {
        let renderer = CairoRenderer()
        var failures: [String] = []
        var singular = 0
        for k in 0..<PropertyRun.cases(1_000) {
            let seed = PropertyRun.seed(k)
            var gen = DisplayListGenerator(rng: SplitMix64(seed: seed), hostile: false)
            let list = gen.list(balancedGroups: true)
            if Self.hasSingularTransform(list) {
                singular += 1 // known bug, see testZeroScaleEffectDrawsNothingInsteadOfFailingTheFrame
                continue
            }
            do {
                let image = try renderer.render(list, scale: 2, background: .white)
                XCTAssertEqual([image.width, image.height], [96, 80], "seed \(seed)")
            } catch {
                failures.append("seed \(seed): \(error)")
            }
        }
        XCTAssertEqual(failures.count, 0, "\(failures.count) lists failed to draw, first: \(failures.prefix(3))")
        print("finite display lists: \(PropertyRun.cases(1_000) - singular) drawn, \(singular) with a singular transform left out (known bug)")
    }

    /// True when an item or clip has a transform with determinant 0 (a zero scale).
    static func hasSingularTransform(_ list: DisplayList) -> Bool {
        list.items.contains {
            switch $0 {
            case .fill(_, _, _, let t), .stroke(_, _, _, let t), .text(_, let t), .image(_, let t): return t.a * t.d - t.b * t.c == 0
            case .beginGroup(let g): return g.clip != nil && g.clipTransform.a * g.clipTransform.d - g.clipTransform.b * g.clipTransform.c == 0
            case .endGroup: return false
            }
        }
    }

    /// `.scaleEffect(0)` (where SwiftUI's scale transitions start) draws nothing for that view and
    /// the rest of the frame as usual: the 40×40 frame is all white, not a failed render.
    /// Known bug: the zero-scale transform reaches `cairo_set_matrix`, which puts the context
    /// into CAIRO_STATUS_INVALID_MATRIX, and the whole frame fails with "cairo: invalid matrix
    /// (not invertible)". Fix: in `CairoRenderer.draw`, skip fill/stroke/text/image items whose
    /// transform (times the scale) has determinant 0, and treat a clip with such a transform as
    /// empty (skip the group's content).
    func testZeroScaleEffectDrawsNothingInsteadOfFailingTheFrame() async throws {
        struct Vanished: View {
            var body: some View { Rectangle().fill(Color.red).frame(width: 20, height: 20).scaleEffect(0) }
        }
        let recorder = FrameRecorder(size: CGSize(width: 40, height: 40))
        let list = try recorder.displayLists(Vanished(), times: [0])[0]
        XCTAssertTrue(Self.hasSingularTransform(list), "the list has the zero-scale fill: \(list)")
        let image = try recorder.image(of: Vanished(), at: 0)
        XCTAssertEqual(Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }), [255])
    }

    /// Known bug: `PangoTextEngine.makeLayout` converts the text width in Pango units to `Int32`
    /// with a trapping conversion, so a text box wider than Int32.max / 1024 ≈ 2,097,152 points
    /// crashes the process. Lists with such a text are left out of the hostile-list property
    /// until the fix (see `testTextWiderThanPangoUnitsCanHoldDoesNotCrash`).
    static func hitsKnownTextWidthTrap(_ list: DisplayList) -> Bool {
        list.items.contains {
            guard case .text(let t, _) = $0 else { return false }
            let units = Double(t.frame.width) * 1024
            return units.isFinite && units.rounded(.up) > Double(Int32.max)
        }
    }

    /// 1,000 hostile lists (NaN, ±infinity, ±1e300 and ±1e9 mixed into colours, opacities, line
    /// widths, dashes, miter limits, gradient stops and radii, font sizes and weights, line limits
    /// and group effects; unbalanced groups) never crash: each either draws or throws a
    /// `RenderError`. Geometry stays finite here: see `testNonFiniteOrHugeGeometryIsRefusedQuickly`.
    func testHostileDisplayListsNeverCrash() async {
        let renderer = CairoRenderer()
        var drawn = 0, refused = 0, knownBug = 0
        for k in 0..<PropertyRun.cases(1_000) {
            let seed = PropertyRun.seed(k)
            var gen = DisplayListGenerator(rng: SplitMix64(seed: seed), hostile: true)
            let list = gen.list(balancedGroups: gen.rng.chance(0.5))
            if Self.hitsKnownTextWidthTrap(list) {
                knownBug += 1
                continue
            }
            do {
                _ = try renderer.render(list, scale: 1, background: gen.rng.chance(0.5) ? .white : nil)
                drawn += 1
            } catch is RenderError {
                refused += 1
            } catch {
                XCTFail("seed \(seed): unexpected error type \(error)")
            }
        }
        print("hostile display lists: \(drawn) drawn, \(refused) refused with a RenderError, \(knownBug) left out (known text-width trap)")
        XCTAssertEqual(drawn + refused + knownBug, PropertyRun.cases(1_000))
    }

    /// Known bug: non-finite or huge coordinates (a stroked ellipse at x = 1e300, seed 24301073117
    /// of the generator with `hostileGeometry`) reach Cairo unchecked and Cairo's stroker and
    /// spline subdivision recurse for minutes (a hang, not a crash). Expected: the renderer throws
    /// `RenderError.invalidParameter` for geometry that is non-finite or outside Cairo's
    /// fixed-point range (±8,388,607 device pixels) after the transform, or skips the item.
    func testNonFiniteOrHugeGeometryIsRefusedQuickly() async throws {
        let renderer = CairoRenderer()
        for k in 0..<PropertyRun.cases(1_000) {
            var gen = DisplayListGenerator(rng: SplitMix64(seed: PropertyRun.seed(k)), hostile: true, hostileGeometry: true)
            let list = gen.list(balancedGroups: false)
            let start = Date()
            _ = try? renderer.render(list)
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, "seed \(PropertyRun.seed(k))")
        }
    }

    /// A text 3,000,000 points wide (3e6 × 1024 Pango units > Int32.max) draws or is refused
    /// with an error; it must not trap in the Double → Int32 conversion of its width.
    func testTextWiderThanPangoUnitsCanHoldDoesNotCrash() async throws {
        let item = TextItem(
            string: "wide", font: Font.Resolved(family: "DejaVu Sans", size: 12), paint: .color(Color.black.resolved),
            frame: CGRect(x: 0, y: 0, width: 3_000_000, height: 20))
        let image = try? CairoRenderer().render(DisplayList(size: CGSize(width: 10, height: 10), items: [.text(item, transform: .identity)]))
        XCTAssertEqual(image?.width, 10)
        let measured = PangoTextEngine().measure("wide", font: item.font, width: 3_000_000, lineLimit: Int.max)
        XCTAssertGreaterThan(measured.width, 0)
    }
}
