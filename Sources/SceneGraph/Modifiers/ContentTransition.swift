import Foundation

/// How a view's content changes are animated (SwiftUI's `ContentTransition`): when a `Text`'s
/// string or font, or an `Image`'s picture, changes in a transaction with an animation, the old
/// content is drawn fading out while the new one fades in, over that animation
/// (`ContentCrossfade`).
///
/// - `.opacity` (the default) and `.interpolate`: a crossfade, the old content's opacity 1 − p
///   and the new one's p as the animation's progress p goes from 0 to 1. iOS interpolates
///   matching glyphs for `.interpolate`; here it is the crossfade.
/// - `.numericText(countsDown:)`, `.numericText(value:)`: the crossfade with a slide of half a
///   line: the new text rises from below while the old one rises out (both fall when counting
///   down; for `numericText(value:)` the direction follows the numbers read from the old and
///   new strings). iOS rolls each changed digit on its own and blurs it; here
///   the whole text slides, without blur.
/// - `.symbolEffect`, `.symbolEffect(_:options:)` (iOS 17's Replace effect on symbol images):
///   the crossfade; iOS's scale of the outgoing and incoming symbol is not reproduced.
/// - `.identity`: the new content is drawn at once.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case identity, opacity, interpolate, numericText }
    let kind: Kind
    /// For `numericText`: whether the digits fall (counting down) instead of rising.
    let countsDown: Bool?

    public static let identity = ContentTransition(kind: .identity, countsDown: nil)
    public static let opacity = ContentTransition(kind: .opacity, countsDown: nil)
    public static let interpolate = ContentTransition(kind: .interpolate, countsDown: nil)
    /// Slides up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText, countsDown: countsDown)
    }
    /// The direction follows the numbers in the text: down when the new one is lower.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText, countsDown: nil)
    }
    /// A symbol image replaced by another: drawn as the crossfade (see `ContentTransition`).
    public static var symbolEffect: ContentTransition { .opacity }
    /// A symbol image replaced with `effect`: drawn as the crossfade (see `ContentTransition`).
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .opacity
    }
}

struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .opacity } }

extension EnvironmentValues {
    /// How content changes of views in this subtree are animated (default `.opacity`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how content changes of the views in this subtree animate (see `ContentTransition`).
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.contentTransition, transition)
    }
}
