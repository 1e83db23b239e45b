import Foundation

/// The environment's background style as a shape style (SwiftUI's `BackgroundStyle`, written
/// `.background`): what `.backgroundStyle(_:)` set on an ancestor, else systemBackground (white,
/// black in the dark appearance). `.background(in:)` fills its shape with it.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { environment.backgroundPaint }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The environment's background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` draws with in this subtree; nil means systemBackground.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
    /// The background style as a paint (`.background` set as the background style itself
    /// means the default, not a loop).
    var backgroundPaint: Paint {
        guard let style = backgroundStyle, !style.isBackgroundStyle else { return .color(Color.systemBackgroundColor.resolved) }
        return style._paint(in: self)
    }
}

extension View {
    /// Sets the style `.background` (and `.background(in:)`) draws with in this subtree.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
