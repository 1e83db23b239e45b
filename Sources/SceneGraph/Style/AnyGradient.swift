import Foundation

/// The gradient of a colour (SwiftUI's `Color.gradient`, an `AnyGradient`): a vertical linear
/// gradient from a lighter version of the colour at the top to the colour at the bottom. Apple
/// does not publish the exact stops; here the top is the colour mixed 12 % toward white in
/// gamma-encoded sRGB, which matches the subtle sheen iOS draws.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient.fixedForDrawing, start: .top, end: .bottom)
    }
}

extension Color {
    /// This colour as a subtle top-to-bottom gradient (see `AnyGradient`).
    public var gradient: AnyGradient {
        let c = resolved
        func mix(_ v: Float) -> Double { Double(v + (1 - v) * 0.12) }
        let top = Color(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), opacity: Double(c.opacity))
        return AnyGradient(Gradient(colors: [top, self]))
    }
}

extension Gradient {
    /// This gradient as a shape style (top to bottom).
    public var gradient: AnyGradient { AnyGradient(self) }
}

extension Gradient: ShapeStyle {
    /// A `Gradient` used as a shape style is drawn as SwiftUI draws it: a linear gradient from the
    /// top centre (0.5, 0) to the bottom centre (0.5, 1) of the shape's bounding box, as
    /// `AnyGradient` is (documented for `AnyGradient` in SwiftUI).
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(fixedForDrawing, start: .top, end: .bottom)
    }
}
