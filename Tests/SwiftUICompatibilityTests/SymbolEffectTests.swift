import SceneGraph
import SceneTesting
import XCTest

/// `.symbolEffect` on `Image(systemName:)`: the curves are ours (see
/// Sources/SceneGraph/Modifiers/SymbolEffectModifiers.swift): bounce 1 → 0.85 (0.15 s) →
/// 1.15 (0.35 s) → 1 (0.5 s); pulse opacity 0.7 + 0.3·cos(2πt / 1 s); scale 1.2 / 0.8 by spring.
@MainActor
final class SymbolEffectTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// The symbol glyph's scale (its transform's x scale) and the product of the opacities of
    /// the groups around it.
    /// A symbol faded to nothing is not drawn at all: that reads as opacity 0.
    private func symbol(_ host: SceneHost) -> (scale: CGFloat, opacity: Double, box: CGRect) {
        var opacities: [Double] = []
        for item in host.displayList().items {
            switch item {
            case .beginGroup(let g): opacities.append(g.opacity)
            case .endGroup: opacities.removeLast()
            case .text(let text, let m): return (m.a, opacities.reduce(1, *), text.frame.applying(m))
            default: break
            }
        }
        return (0, 0, .null)
    }

    private func tap(_ host: SceneHost, at time: Double) {
        host.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: time))
        host.send(PointerEvent(.up, at: CGPoint(x: 100, y: 100), time: time + 0.01))
    }

    /// Without a value change nothing moves: scale 1 and opacity 1 at 0, 0.3 and 2 s.
    func testBounceDoesNothingWithoutAChange() async throws {
        let host = try SceneHost(BouncingBell(), size: size)
        for t in [0.0, 0.3, 2.0] {
            host.advance(to: t)
            XCTAssertEqual(symbol(host).scale, 1, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(symbol(host).opacity, 1, accuracy: 1e-9, "t = \(t)")
        }
    }

    /// A tap at 1 s (the change lands at 1.01 s): 0.85 at +0.15 s, 1.15 at +0.35 s, 1 after 0.5 s.
    func testBounceScalesDownThenOvershoots() async throws {
        let host = try SceneHost(BouncingBell(), size: size)
        host.advance(to: 1)
        tap(host, at: 1)
        host.advance(to: 1.01 + 0.15)
        XCTAssertEqual(symbol(host).scale, 0.85, accuracy: 0.005)
        host.advance(to: 1.01 + 0.35)
        XCTAssertEqual(symbol(host).scale, 1.15, accuracy: 0.005)
        host.advance(to: 1.01 + 0.6)
        XCTAssertEqual(symbol(host).scale, 1, accuracy: 1e-9)
    }

    /// `.up` scales about the frame's bottom edge (the bottom stays put, the symbol grows
    /// upward), `.down` about the top.
    func testBounceDirectionChoosesTheAnchor() async throws {
        for down in [false, true] {
            let host = try SceneHost(BouncingBell(down: down), size: size)
            let rest = symbol(host).box
            tap(host, at: 0.5)
            host.advance(to: 0.51 + 0.35)
            let grown = symbol(host).box
            XCTAssertEqual(grown.height, rest.height * 1.15, accuracy: 0.1)
            if down {
                XCTAssertGreaterThan(grown.midY, rest.midY + 1, "down: the symbol grows downward")
            } else {
                XCTAssertLessThan(grown.midY, rest.midY - 1, "up: the symbol grows upward")
            }
        }
    }

    /// `speed(2)` halves the bounce (0.85 at +0.075 s) and `repeat(2)` plays it twice
    /// (0.85 again at +0.5 + 0.15 s).
    func testBounceHonoursSpeedAndRepeat() async throws {
        let fast = try SceneHost(BouncingBell(options: .speed(2)), size: size)
        tap(fast, at: 0.5)
        fast.advance(to: 0.51 + 0.075)
        XCTAssertEqual(symbol(fast).scale, 0.85, accuracy: 0.005)
        fast.advance(to: 0.51 + 0.3)
        XCTAssertEqual(symbol(fast).scale, 1, accuracy: 1e-9)

        let twice = try SceneHost(BouncingBell(options: .repeat(2)), size: size)
        tap(twice, at: 0.5)
        twice.advance(to: 0.51 + 0.65)
        XCTAssertEqual(symbol(twice).scale, 0.85, accuracy: 0.005)
        twice.advance(to: 0.51 + 1.05)
        XCTAssertEqual(symbol(twice).scale, 1, accuracy: 1e-9)
    }

    /// The bounce is a function of scene time: the same scale at 0.35 s whether frames were
    /// stepped at 24 or 60 fps on the way.
    func testBounceIsTheSameAt24And60Fps() async throws {
        var values: [CGFloat] = []
        for fps in [24.0, 60.0] {
            let host = try SceneHost(BouncingBell(), size: size)
            tap(host, at: 0.5)
            var k = 13
            while Double(k) / fps < 0.86 { host.advance(to: Double(k) / fps); _ = symbol(host); k += 1 }
            host.advance(to: 0.86)
            values.append(symbol(host).scale)
        }
        XCTAssertEqual(values[0], values[1], accuracy: 1e-12)
    }

    /// Pulse while active (from the start): opacity 1 at 0, 0.4 at 0.5 s, 0.7 at 0.25 s,
    /// 1 again at 1 s; the scale never changes.
    func testPulseOscillatesOpacityWhileActive() async throws {
        let host = try SceneHost(ActiveSymbol(effect: .pulse, initiallyActive: true), size: size)
        XCTAssertEqual(symbol(host).opacity, 1, accuracy: 0.001)
        host.advance(to: 0.25)
        XCTAssertEqual(symbol(host).opacity, 0.7, accuracy: 0.001)
        host.advance(to: 0.5)
        XCTAssertEqual(symbol(host).opacity, 0.4, accuracy: 0.001)
        XCTAssertEqual(symbol(host).scale, 1, accuracy: 1e-9)
        host.advance(to: 1)
        XCTAssertEqual(symbol(host).opacity, 1, accuracy: 0.001)
        host.advance(to: 1.5)
        XCTAssertEqual(symbol(host).opacity, 0.4, accuracy: 0.001, "it repeats")
    }

    /// An inactive pulse draws nothing different; turned off by a tap, it stops at once.
    func testPulseStopsWhenInactive() async throws {
        let idle = try SceneHost(ActiveSymbol(effect: .pulse), size: size)
        idle.advance(to: 0.5)
        XCTAssertEqual(symbol(idle).opacity, 1, accuracy: 1e-9)

        let host = try SceneHost(ActiveSymbol(effect: .pulse, initiallyActive: true), size: size)
        host.advance(to: 0.4)
        tap(host, at: 0.4)
        host.advance(to: 0.5)
        XCTAssertEqual(symbol(host).opacity, 1, accuracy: 1e-9)
    }

    /// `.nonRepeating` plays one period per activation: 0.4 at 0.5 s, 1 at 1.5 s.
    func testNonRepeatingPulsePlaysOnce() async throws {
        let host = try SceneHost(ActiveSymbol(effect: .pulse, options: .nonRepeating, initiallyActive: true), size: size)
        host.advance(to: 0.5)
        XCTAssertEqual(symbol(host).opacity, 0.4, accuracy: 0.001)
        host.advance(to: 1.5)
        XCTAssertEqual(symbol(host).opacity, 1, accuracy: 1e-9)
    }

    /// Variable colour has no layers to step through: it is the same opacity pulse.
    func testVariableColorIsAPulse() async throws {
        let host = try SceneHost(ActiveSymbol(effect: .variableColor.iterative, initiallyActive: true), size: size)
        host.advance(to: 0.5)
        XCTAssertEqual(symbol(host).opacity, 0.4, accuracy: 0.001)
    }

    /// `.scale.up` springs to 1.2 once activated (tap at 0.2 s) and `.scale.down` to 0.8; 1 before.
    func testScaleEffectSpringsWhileActive() async throws {
        for (effect, target) in [(ScaleSymbolEffect.scale.up, 1.2), (.scale.down, 0.8)] {
            let host = try SceneHost(ActiveSymbol(effect: effect), size: size)
            host.advance(to: 0.2)
            XCTAssertEqual(symbol(host).scale, 1, accuracy: 1e-9)
            tap(host, at: 0.2)
            host.advance(to: 0.3)
            let mid = symbol(host).scale
            XCTAssertTrue(mid > min(1, target) && mid < max(1, target), "animating, not snapped: \(mid)")
            host.advance(to: 2)
            XCTAssertEqual(symbol(host).scale, CGFloat(target), accuracy: 0.001)
        }
    }

    /// `.disappear` while active hides the symbol (opacity 0 after the spring); `.appear` while
    /// inactive keeps it hidden and shows it once activated.
    func testAppearAndDisappear() async throws {
        let gone = try SceneHost(ActiveSymbol(effect: .disappear), size: size)
        XCTAssertEqual(symbol(gone).opacity, 1, accuracy: 1e-9)
        tap(gone, at: 0.1)
        gone.advance(to: 2)
        XCTAssertEqual(symbol(gone).opacity, 0, accuracy: 0.001)

        let shown = try SceneHost(ActiveSymbol(effect: .appear), size: size)
        XCTAssertEqual(symbol(shown).opacity, 0, accuracy: 1e-9)
        tap(shown, at: 0.1)
        shown.advance(to: 2)
        XCTAssertEqual(symbol(shown).opacity, 1, accuracy: 0.001)
        XCTAssertEqual(symbol(shown).scale, 1, accuracy: 0.001)
    }

    /// Filmstrip: the heart bounces after a tap at 0.1 s (small at 0.26 s, large at 0.46 s,
    /// back at 0.7 s) while the wifi symbol fades to 0.4 at 0.5 s and back.
    func testSymbolEffectFilmstrip() async {
        let input = InputScript { Tap(at: CGPoint(x: 80, y: 45), time: 0.1) }
        assertFrames(
            of: SymbolEffectStrip(), size: CGSize(width: 160, height: 90), input: input,
            sampling: .times([0, 0.26, 0.46, 0.7, 1.0]), columns: 5)
    }
}
