import Foundation

// The button styles SwiftUI ships, drawn with iOS 17's light-appearance look. Measurements
// (padding, corner radius, fill opacity) are those of iOS's bordered buttons at each control
// size as drawn on screen; the pressed look is an approximation of UIKit's highlight (the label
// or the whole button drawn at a lower opacity), since its exact values are not public.

/// The shape of a bordered button's background (SwiftUI's `ButtonBorderShape`).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
    let kind: Kind
    /// The style's own shape: a rounded rectangle whose radius depends on the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius.isFinite ? max(radius, 0) : nil))
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The background shape of bordered buttons in this subtree.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the background shape of bordered buttons in this subtree.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.buttonBorderShape, shape)
    }
}

/// Opacity of a borderless or plain button's label while pressed.
let pressedLabelOpacity = 0.25
/// Opacity of a bordered button while pressed.
let pressedBorderedOpacity = 0.6

/// A paint as a shape style.
struct PaintStyle: ShapeStyle {
    let paint: Paint
    func _paint(in environment: EnvironmentValues) -> Paint { paint }
}

extension EnvironmentValues {
    /// The colour a button's label and fill are drawn in: red for a destructive role, else the tint.
    func buttonTint(role: ButtonRole?) -> Paint {
        role == .destructive ? .color(Color.red.resolved) : tintPaint
    }
}

/// The default style: `.borderless` on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the tint colour (system blue by default), no background; pressed, the label
/// is drawn at 25 % opacity. Disabled: the label in iOS's tertiary label grey. A foreground style
/// set on the button or above it (`Button("Delete") { }.foregroundColor(.red)`,
/// `List { … }.foregroundStyle(.primary)`) draws the label instead of the tint, as in SwiftUI; a
/// destructive role is red whatever the foreground style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PressableButton(configuration: configuration) { isPressed in
            _BorderlessButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed)
        }
    }
}

struct _BorderlessButtonLook: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isPressed: Bool
    @Environment(\.self) private var environment

    var body: some View {
        let paint: Paint = environment.resolvingColors {
            guard environment.isEnabled else { return .color(Color.tertiaryLabelColor.resolved) }
            if role != .destructive, let style = environment.foregroundStyle { return style._paint(in: environment) }
            return environment.buttonTint(role: role)
        }
        label
            .foregroundStyle(PaintStyle(paint: paint))
            .opacity(isPressed ? pressedLabelOpacity : 1)
    }
}

/// The label as it is, no tint, no background; pressed, it is drawn at 25 % opacity.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PressableButton(configuration: configuration) { isPressed in
            configuration.label.opacity(isPressed ? pressedLabelOpacity : 1)
        }
    }
}

/// The label in the tint colour on a light fill: the tint at 15 % opacity when a tint or a
/// destructive role is set, else iOS's tertiary system fill (grey, 118 118 128 at 12 %).
/// Padding, font and corner radius follow the control size (see `BorderedMetrics`).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PressableButton(configuration: configuration) { isPressed in
            _BorderedButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed, prominent: false)
        }
    }
}

/// The label in white on a fill of the tint colour (system blue by default).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PressableButton(configuration: configuration) { isPressed in
            _BorderedButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed, prominent: true)
        }
    }
}

/// Font, padding (points) and corner radius (points) of a bordered button at a control size.
struct BorderedMetrics {
    let font: Font
    let horizontal: CGFloat
    let vertical: CGFloat
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (font, horizontal, vertical, cornerRadius) = (.footnote, 8, 3, 6)
        case .small: (font, horizontal, vertical, cornerRadius) = (.subheadline, 10, 5, 6)
        case .regular: (font, horizontal, vertical, cornerRadius) = (.body, 12, 7, 8)
        // 15 pt above and below the body line: iOS 17 draws a large bordered button
        // 50.33 pt tall, its 20.33 pt body line plus 2 × 15.
        case .large: (font, horizontal, vertical, cornerRadius) = (.body, 20, 15, 12)
        case .extraLarge: (font, horizontal, vertical, cornerRadius) = (.body, 24, 17, 14)
        }
    }
}

struct _BorderedButtonLook: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isPressed: Bool
    let prominent: Bool
    @Environment(\.self) private var environment

    var body: some View {
        let metrics = BorderedMetrics(environment.controlSize)
        let enabled = environment.isEnabled
        let explicitTint = environment.tint != nil || role == .destructive
        let (labelPaint, fill): (Paint, Paint) = environment.resolvingColors {
            let tint = environment.buttonTint(role: role)
            switch (enabled, prominent) {
            case (false, _):
                return (.color(Color.tertiaryLabelColor.resolved), .color(Color.tertiarySystemFillColor.resolved))
            case (true, true):
                return (.color(Color.white.resolved), tint)
            case (true, false):
                return (tint, explicitTint ? tint.multiplyingOpacity(by: 0.15) : .color(Color.tertiarySystemFillColor.resolved))
            }
        }
        return
            label
            .font(environment.font ?? metrics.font)
            .foregroundStyle(PaintStyle(paint: labelPaint))
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(_ButtonBorder(shape: environment.buttonBorderShape, cornerRadius: metrics.cornerRadius, fill: fill))
            .opacity(isPressed ? pressedBorderedOpacity : 1)
    }
}

/// The background of a bordered button: its border shape filled.
struct _ButtonBorder: View {
    let shape: ButtonBorderShape
    let cornerRadius: CGFloat
    let fill: Paint

    var body: some View {
        let style = PaintStyle(paint: fill)
        switch shape.kind {
        case .capsule: AnyView(Capsule(style: .continuous).fill(style))
        case .circle: AnyView(Circle().fill(style))
        case .roundedRectangle(let radius?): AnyView(RoundedRectangle(cornerRadius: radius, style: .continuous).fill(style))
        case .automatic, .roundedRectangle(nil): AnyView(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(style))
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
