import Foundation

/// The sizes a control can be drawn at (SwiftUI's `ControlSize`). Buttons with a bordered
/// style pick their font, padding and corner radius from it (see `BorderedButtonStyle`).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
struct TintKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// Whether controls in this subtree respond to input (false under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The tint of controls in this subtree; nil means the accent colour (iOS's system blue).
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// The size controls in this subtree are drawn at (default `.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The tint as a paint: the environment's tint, else the accent colour.
    var tintPaint: Paint { tint?._paint(in: self) ?? .color(Color.accentColor.resolved) }
}

extension View {
    /// Disables the controls of this subtree (they ignore input and draw dimmed) when
    /// `disabled` is true. A disabled ancestor cannot be re-enabled by a descendant, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }
    /// Sets the tint of controls in this subtree (nil: the accent colour).
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }
    /// Sets the tint of controls in this subtree to a shape style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }
    /// Sets the accent colour of this subtree (deprecated in SwiftUI in favour of `tint`; here the same).
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        tint(accentColor)
    }
    /// Sets the size controls in this subtree are drawn at.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.controlSize, controlSize)
    }
}
