import Foundation

// SF Symbol effects (iOS 17). Symbols are drawn from an icon font here, without layers, so each
// effect acts on the whole symbol, with curves of our own (Apple publishes none), all functions
// of scene time since the trigger (`_SymbolEffectView`), the same at any frame rate:
// - bounce: scale 1 → 0.85 → 1.15 → 1 over 0.5 s (ease in-out segments ending at 0.15, 0.35 and
//   0.5 s), about the symbol's bottom (`.up`, the default) or top (`.down`);
// - pulse and variable colour: opacity 0.7 + 0.3·cos(2πt / 1 s), so 1 → 0.4 → 1 each second
//   (variable colour has no layers to step through: it is this pulse of the whole symbol);
// - scale: 1.2 (`.up`, the default) or 0.8 (`.down`) while active, with a spring (0.35 s,
//   bounce 0.2);
// - appear / disappear: opacity 0 ↔ 1 and scale 0.5 ↔ 1 with the same spring.
// `speed(x)` divides every duration by x; `repeat(n)` plays a discrete effect n times back to
// back; `.repeating` / `.nonRepeating` choose whether an effect driven by `isActive` repeats
// while active (bounce: once per activation unless `.repeating`; pulse and variable colour
// repeat unless `.nonRepeating`, which plays one period per activation).

/// An effect on a symbol image (SwiftUI's `SymbolEffect`).
public protocol SymbolEffect: Sendable {}

/// Options of a symbol effect (SwiftUI's `SymbolEffectOptions`): repetition and speed.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Times a discrete effect plays (nil: the effect's default).
    var repeatCount: Int?
    /// Whether an effect driven by `isActive` repeats while active (nil: the effect's default).
    var repeats: Bool?
    /// Speed factor, > 0 (durations are divided by it).
    var speedFactor: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, repeats: false)
    public static let repeating = SymbolEffectOptions(repeats: true)
    /// Plays the effect `count` times (clamped to 1...1,000).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays the effect `speed` times as fast (a speed that is not finite and > 0 is ignored).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var o = self
        o.repeatCount = min(max(count, 1), 1_000)
        o.repeats = count > 1 ? true : o.repeats
        return o
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        if speed.isFinite, speed > 0 { o.speedFactor = speed }
        return o
    }
}

/// Vertical direction of an effect: `up` (the default) or `down`.
enum SymbolEffectDirection: Sendable { case up, down }

public struct BounceSymbolEffect: SymbolEffect {
    var direction: SymbolEffectDirection = .up
    public var up: BounceSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: BounceSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}
public struct PulseSymbolEffect: SymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}
public struct VariableColorSymbolEffect: SymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: SymbolEffect {
    var direction: SymbolEffectDirection = .up
    public var up: ScaleSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: ScaleSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: ScaleSymbolEffect { self }
}
public struct AppearSymbolEffect: SymbolEffect {
    var direction: SymbolEffectDirection = .up
    public var up: AppearSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: AppearSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: AppearSymbolEffect { self }
}
public struct DisappearSymbolEffect: SymbolEffect {
    var direction: SymbolEffectDirection = .up
    public var up: DisappearSymbolEffect { var e = self; e.direction = .up; return e }
    public var down: DisappearSymbolEffect { var e = self; e.direction = .down; return e }
    public var byLayer: DisappearSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }

/// What an effect does, resolved from its type.
enum ResolvedSymbolEffect: Sendable {
    case bounce(SymbolEffectDirection)
    case pulse
    case scale(SymbolEffectDirection)
    case appear(SymbolEffectDirection)
    case disappear(SymbolEffectDirection)
    case none

    init(_ effect: any SymbolEffect) {
        switch effect {
        case let e as BounceSymbolEffect: self = .bounce(e.direction)
        case is PulseSymbolEffect, is VariableColorSymbolEffect: self = .pulse
        case let e as ScaleSymbolEffect: self = .scale(e.direction)
        case let e as AppearSymbolEffect: self = .appear(e.direction)
        case let e as DisappearSymbolEffect: self = .disappear(e.direction)
        default: self = .none
        }
    }

    /// Seconds of one bounce at speed 1.
    static let bounceDuration = 0.5
    /// Seconds of one pulse period at speed 1.
    static let pulsePeriod = 1.0
    /// The spring of scale, appear and disappear at speed 1.
    static func spring(speed: Double) -> Animation { .spring(duration: 0.35 / speed, bounce: 0.2) }

    /// Bounce scale at `t` seconds into one bounce of `duration` seconds (1 outside it).
    static func bounceScale(at t: Double, duration: Double) -> Double {
        guard t > 0, t < duration else { return 1 }
        let u = t / duration * bounceDuration
        func ease(_ x: Double) -> Double { x * x * (3 - 2 * x) }
        if u < 0.15 { return 1 - 0.15 * ease(u / 0.15) }
        if u < 0.35 { return 0.85 + 0.30 * ease((u - 0.15) / 0.2) }
        return 1.15 - 0.15 * ease((u - 0.35) / 0.15)
    }

    /// Pulse opacity at `t` seconds into a pulse of period `period` (1 at t = 0).
    static func pulseOpacity(at t: Double, period: Double) -> Double {
        0.7 + 0.3 * cos(2 * Double.pi * t / period)
    }
}

/// Draws a symbol effect on its content; see the note at the top of this file.
public struct _SymbolEffectView<Content: View, Trigger: Equatable>: View {
    let content: Content
    let effect: ResolvedSymbolEffect
    let options: SymbolEffectOptions
    /// `value:` form: plays once per change. Nil in the `isActive:` form.
    let trigger: Trigger?
    let isActive: Bool
    /// Scene time the current play started (a trigger change or an activation).
    @State var start: Double?

    public var body: some View {
        let speed = options.speedFactor
        switch effect {
        case .scale(let direction):
            let on = isActive && trigger == nil
            content
                .scaleEffect(on ? (direction == .up ? 1.2 : 0.8) : 1)
                .animation(ResolvedSymbolEffect.spring(speed: speed), value: on)
        case .appear(let direction), .disappear(let direction):
            let visible: Bool = {
                if trigger != nil { return true }
                if case .appear = effect { return isActive }
                return !isActive
            }()
            content
                .scaleEffect(visible ? 1 : 0.5, anchor: direction == .up ? .bottom : .top)
                .opacity(visible ? 1 : 0)
                .animation(ResolvedSymbolEffect.spring(speed: speed), value: visible)
        case .bounce, .pulse:
            TimelineView(.animation) { context in
                let (scale, opacity, anchor) = sample(at: context.sceneTime)
                content.scaleEffect(scale, anchor: anchor).opacity(opacity)
            }
            .onAppear { if trigger == nil, isActive { start = AnimationClock.current?.time ?? 0 } }
            .onChange(of: trigger) { if trigger != nil { start = AnimationClock.current?.time ?? 0 } }
            .onChange(of: isActive) {
                if trigger == nil { start = isActive ? (AnimationClock.current?.time ?? 0) : nil }
            }
        case .none:
            content
        }
    }

    /// Scale, opacity and scale anchor at scene time `sceneTime`.
    func sample(at sceneTime: Double) -> (Double, Double, UnitPoint) {
        guard let start, trigger != nil || isActive else { return (1, 1, .center) }
        let t = sceneTime - start
        let speed = options.speedFactor
        switch effect {
        case .bounce(let direction):
            let d = ResolvedSymbolEffect.bounceDuration / speed
            let anchor: UnitPoint = direction == .up ? .bottom : .top
            // A value change plays `repeat` times; an activation once, or for ever if `.repeating`.
            let forever = trigger == nil && options.repeats == true && options.repeatCount == nil
            let count = Double(options.repeatCount ?? 1)
            guard t >= 0, forever || t < d * count else { return (1, 1, anchor) }
            return (ResolvedSymbolEffect.bounceScale(at: t.truncatingRemainder(dividingBy: d), duration: d), 1, anchor)
        case .pulse:
            let p = ResolvedSymbolEffect.pulsePeriod / speed
            // While active it repeats unless `.nonRepeating`; a value change plays `repeat` periods.
            let forever = trigger == nil && options.repeats != false
            let count = Double(options.repeatCount ?? 1)
            guard t >= 0, forever || t < p * count else { return (1, 1, .center) }
            return (1, ResolvedSymbolEffect.pulseOpacity(at: t, period: p), .center)
        default:
            return (1, 1, .center)
        }
    }
}

extension View {
    /// Runs `effect` on this symbol while `isActive` (see the note at the top of this file for
    /// the curves, which are ours). Indefinite effects (pulse, variable colour, scale, appear,
    /// disappear) hold while active; bounce plays once per activation (for ever with `.repeating`).
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        _SymbolEffectView<Self, Int>(
            content: self, effect: ResolvedSymbolEffect(effect), options: options,
            trigger: nil, isActive: isActive)
    }
    /// Plays `effect` on this symbol once (or `repeat(n)` times) each time `value` changes.
    /// Scale, appear and disappear are indefinite effects and do nothing in this form.
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View {
        _SymbolEffectView<Self, V>(
            content: self, effect: ResolvedSymbolEffect(effect), options: options,
            trigger: value, isActive: true)
    }
    /// Accepted for source compatibility; effects are not removed.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension AnyTransition {
    /// SwiftUI's `blurReplace` (iOS 17): fades, blurs by 7 points and scales from and to 0.9
    /// (see `BlurReplaceTransition`).
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition(configuration: .downUp)) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: config))
    }
}

/// The direction of a `blurReplace` transition: `BlurReplaceTransition.Configuration`, under
/// the name this package used before it had the `Transition` types.
public typealias BlurReplaceTransitionStyle = BlurReplaceTransition.Configuration
