import Foundation

// What a scroll view reads from its environment: whether scrolling is enabled, and the
// indicator visibility; the modifiers that set them; and `ScrollViewportView`, how a scroll
// view's viewport tells the nodes around it which axes it scrolls.

struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether scroll views in this subtree scroll (false under `.scrollDisabled(true)`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

/// The visibility of scroll indicators (SwiftUI's `ScrollIndicatorVisibility`); accepted for
/// source compatibility: indicators are never drawn.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// How scrolling dismisses the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`); accepted for
/// source compatibility: there is no software keyboard here.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

extension View {
    /// Accepted for source compatibility (there is no software keyboard to dismiss).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Stops scroll views in this subtree from scrolling.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.isScrollEnabled, !disabled)
    }
    /// Accepted for source compatibility (indicators are not drawn).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}

/// Marks a scroll view's viewport among nodes (a scroll target layout belongs to the nearest).
@MainActor
protocol ScrollViewportView {
    /// The content offset at scene time `t` (points; positive when the content has moved up or
    /// left), by which the content is drawn moved.
    func contentOffset(at t: Double) -> CGPoint
    /// The scroll view's offset, sizes and motion (what `ScrollViewProxy.scrollTo` moves).
    var scrollState: ScrollViewState { get }
    /// The axes it scrolls along.
    var scrollAxes: Axis.Set { get }
}
