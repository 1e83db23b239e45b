import Foundation

/// A colour or gradient used to fill or stroke a shape or to draw text (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {
    /// The paint this style resolves to in `environment`.
    func _paint(in environment: EnvironmentValues) -> Paint
}

/// What a fill, stroke or text is painted with, in the display list.
public enum Paint: Hashable, Sendable {
    case color(Color.Resolved)
    /// A gradient from `start` to `end` in unit coordinates of the shape's bounding box.
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    /// A radial gradient around `center` (unit coordinates), radii in points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic gradient around `center` (unit coordinates), angles in radians.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Double, endAngle: Double)
    /// An image file tiled over the shape's bounding box (`ImagePaint`).
    case image(ImagePattern)

    /// The same paint with its opacity multiplied by `factor`.
    public func multiplyingOpacity(by factor: Double) -> Paint {
        let f = Float(factor)
        switch self {
        case .color(var c):
            c.opacity *= f
            return .color(c)
        case .linearGradient(var g, let s, let e):
            g.multiplyOpacity(f)
            return .linearGradient(g, start: s, end: e)
        case .radialGradient(var g, let c, let r0, let r1):
            g.multiplyOpacity(f)
            return .radialGradient(g, center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(var g, let c, let a0, let a1):
            g.multiplyOpacity(f)
            return .angularGradient(g, center: c, startAngle: a0, endAngle: a1)
        case .image(var pattern):
            pattern.opacity *= factor
            return .image(pattern)
        }
    }
}

/// Colour stops (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// Position along the gradient in [0, 1].
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Evenly spaced colours.
    public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }
    /// The gradient with each adaptive colour fixed at its value in the scheme being drawn
    /// (`ColorSchemeResolution`), since the renderer resolves the stops later, elsewhere.
    var fixedForDrawing: Gradient {
        guard stops.contains(where: { $0.color.isAdaptive }) else { return self }
        let scheme = ColorSchemeResolution.current
        return Gradient(stops: stops.map { Stop(color: $0.color.isAdaptive ? $0.color.fixed(scheme) : $0.color, location: $0.location) })
    }
    mutating func multiplyOpacity(_ f: Float) {
        for i in stops.indices { stops[i].color = stops[i].color.withOpacity { $0 * f } }
    }
}

/// A point in unit coordinates of a rectangle: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Color: ShapeStyle {
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(resolved) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Hashable {
    /// The style's paint in the light appearance (the only one of a style that does not adapt).
    public let paint: Paint?
    /// The style's paint in the dark appearance, when it differs (adaptive colours, gradients
    /// of them); chosen when drawn in a dark scheme (`ColorSchemeResolution`).
    private let darkPaint: Paint?
    private let hierarchical: HierarchicalShapeStyle?
    public init<S: ShapeStyle>(_ style: S) {
        if let h = style as? HierarchicalShapeStyle ?? (style as? any _HierarchicalLevelReporting)?.hierarchical {
            hierarchical = h
            paint = nil
            darkPaint = nil
        } else if style is TintShapeStyle {
            hierarchical = .tint
            paint = nil
            darkPaint = nil
        } else if style is BackgroundStyle {
            hierarchical = .background
            paint = nil
            darkPaint = nil
        } else if let a = style as? AnyShapeStyle {
            self = a
        } else if let c = style as? Color {
            hierarchical = nil
            paint = .color(c.resolved(in: .light))
            darkPaint = c.isAdaptive ? .color(c.resolved(in: .dark)) : nil
        } else {
            hierarchical = nil
            let light = ColorSchemeResolution.with(.light) { style._paint(in: EnvironmentValues()) }
            let dark = ColorSchemeResolution.with(.dark) { style._paint(in: EnvironmentValues()) }
            paint = light
            darkPaint = dark == light ? nil : dark
        }
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        if let darkPaint, ColorSchemeResolution.current == .dark { return darkPaint }
        if let paint { return paint }
        return hierarchical?._paint(in: environment) ?? .color(Color.primary.resolved)
    }
}

/// The five levels of the foreground style (SwiftUI's `HierarchicalShapeStyle`: `.primary`,
/// `.secondary`, `.tertiary`, `.quaternary`, `.quinary`). Where no `.foregroundStyle(_:)` of
/// another kind is set above, the levels are iOS 17's label colours, adaptive (light; dark):
///
/// | level | colour |
/// |---|---|
/// | primary | `label`: black; white |
/// | secondary | `secondaryLabel`: (60, 60, 67) at 60 %; (235, 235, 245) at 60 % |
/// | tertiary | `tertiaryLabel`: (60, 60, 67) at 30 %; (235, 235, 245) at 30 % |
/// | quaternary | `quaternaryLabel`: (60, 60, 67) at 18 %; (235, 235, 245) at 16 % |
/// | quinary | black at 5 %; white at 5 % (UIKit has no fifth label colour; iOS 17 draws this) |
///
/// Under a foreground style of another kind (`.foregroundStyle(.red)`, a gradient) a lower level
/// is that style at 60, 30, 18 or 5 % of its opacity (the light label ladder's opacities; Apple
/// does not publish the factors it uses for an arbitrary style).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
    /// The environment's tint (`TintShapeStyle` kept in an `AnyShapeStyle`): resolved when drawn.
    static let tint = HierarchicalShapeStyle(level: -1)
    /// The environment's background style (`BackgroundStyle` kept in an `AnyShapeStyle`): resolved when drawn.
    static let background = HierarchicalShapeStyle(level: -2)

    /// The label colours of the levels, primary first (see the table above).
    static let labelColors: [Color] = [
        Color.primary, Color.secondaryLabelColor, Color.tertiaryLabelColor,
        Color.quaternaryLabelColor, Color.quinaryLabelColor
    ]
    /// The opacity factor of each level applied to a foreground style that is not a label colour.
    static let opacityFactors: [Double] = [1, 0.6, 0.3, 0.18, 0.05]

    public func _paint(in environment: EnvironmentValues) -> Paint {
        if level == -1 { return environment.tintPaint }
        if level == -2 { return environment.backgroundPaint }
        let index = min(level, Self.labelColors.count - 1)
        guard let style = environment.foregroundStyle, !style.isHierarchical else {
            return .color(Self.labelColors[index].resolved)
        }
        let base = style._paint(in: environment)
        return index == 0 ? base : base.multiplyingOpacity(by: Self.opacityFactors[index])
    }
}

extension AnyShapeStyle {
    /// A level of the foreground style (not the tint or the background style).
    var isHierarchical: Bool { (hierarchical?.level ?? -1) >= 0 }
    var isBackgroundStyle: Bool { hierarchical == .background }
}

/// The environment's foreground style (SwiftUI's `ForegroundStyle`, written `.foreground`):
/// what `.foregroundStyle(_:)` set on an ancestor, else the primary label colour. It is the
/// default of `fill` on a shape view.
public struct ForegroundStyle: ShapeStyle, _HierarchicalLevelReporting {
    public init() {}
    var hierarchical: HierarchicalShapeStyle? { .primary }
    public func _paint(in environment: EnvironmentValues) -> Paint { HierarchicalShapeStyle.primary._paint(in: environment) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style (see `ForegroundStyle`).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}

/// A linear gradient shape style.
public struct LinearGradient: ShapeStyle, View, Hashable, _RemoveGlobalActorIsolation {
    /// Fills its frame with the gradient.
    public var body: some View { Rectangle().fill(self) }
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient.fixedForDrawing, start: startPoint, end: endPoint)
    }
}

/// A radial gradient shape style.
public struct RadialGradient: ShapeStyle, View, Hashable, _RemoveGlobalActorIsolation {
    /// Fills its frame with the gradient.
    public var body: some View { Rectangle().fill(self) }
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient through `stops` (locations 0…1 from `startRadius` to `endRadius`).
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient.fixedForDrawing, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A conic gradient shape style; angles in radians, clockwise from +x.
public struct AngularGradient: ShapeStyle, View, Hashable, _RemoveGlobalActorIsolation {
    /// Fills its frame with the gradient.
    public var body: some View { Rectangle().fill(self) }
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient through `stops` (locations 0…1 from `startAngle` to `endAngle`).
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(gradient.fixedForDrawing, center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

/// An angle (SwiftUI's `Angle`).
public struct Angle: Hashable, Sendable, Comparable, VectorArithmetic {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static var zero: Angle { Angle() }
    public static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
    public static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
    public mutating func scale(by rhs: Double) { radians *= rhs }
    public var magnitudeSquared: Double { radians * radians }
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
}

protocol _HierarchicalLevelReporting { var hierarchical: HierarchicalShapeStyle? { get } }

/// A lower level of a shape style (what SwiftUI's instance properties `ShapeStyle.secondary`,
/// `.tertiary`, `.quaternary` and `.quinary`, iOS 17, return): a level of the foreground style
/// (`.primary.tertiary`) is that level (the deeper of the two, so `.secondary.tertiary` is
/// `.tertiary`); any other style is drawn at 60, 30, 18 or 5 % of its opacity, the factors the
/// foreground levels use under a style that is not a label colour (`HierarchicalShapeStyle`).
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle, _HierarchicalLevelReporting {
    let base: Base
    let level: Int
    var hierarchical: HierarchicalShapeStyle? {
        guard let h = base as? HierarchicalShapeStyle, h.level >= 0 else { return nil }
        return HierarchicalShapeStyle(level: max(h.level, level))
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        if let hierarchical { return hierarchical._paint(in: environment) }
        return base._paint(in: environment).multiplyingOpacity(by: HierarchicalShapeStyle.opacityFactors[level])
    }
}

extension ShapeStyle {
    /// The secondary level of this style (see `_ShapeStyleLevel`).
    public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 1) }
    /// The tertiary level of this style (see `_ShapeStyleLevel`).
    public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
    /// The quaternary level of this style (see `_ShapeStyleLevel`).
    public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
    /// The quinary level of this style (see `_ShapeStyleLevel`).
    public var quinary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 4) }
}

// SwiftUI's static shorthands for the gradient styles (iOS 15), so `.fill(.linearGradient(...))`,
// `.foregroundStyle(.radialGradient(...))` and `.stroke(.angularGradient(...))` draw exactly as
// the matching `LinearGradient` / `RadialGradient` / `AngularGradient` value.
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint` (unit points of the filled shape's frame).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops` (locations in [0, 1]).
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient about `center`, from `startRadius` to `endRadius` (points).
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of evenly spaced `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `stops` (locations in [0, 1]).
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient about `center` from `startAngle` to `endAngle` (clockwise from +x).
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient of evenly spaced `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient of `stops` (locations in [0, 1]).
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient starting at `angle` (SwiftUI's `conicGradient`).
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
}
