import Foundation

// `Angle` arithmetic as SwiftUI code writes it (`.degrees(90) * 2`, `-angle`, `angle / 4`,
// `total += step`) and its animatable data, `UnitPoint` arithmetic for interpolating anchors, and
// `UnitCurve.bezier`.

extension Angle {
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    public static func *= (a: inout Angle, k: Double) { a = a * k }
    public static func /= (a: inout Angle, k: Double) { a = a / k }
    /// The value SwiftUI animates for an angle: its radians × 128 (so that the animation's
    /// thresholds, tuned for points, resolve an angle finely too). Setting it sets
    /// `radians = newValue / 128`.
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

extension UnitPoint: VectorArithmetic {
    public static func + (l: UnitPoint, r: UnitPoint) -> UnitPoint { UnitPoint(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: UnitPoint, r: UnitPoint) -> UnitPoint { UnitPoint(x: l.x - r.x, y: l.y - r.y) }
    public mutating func scale(by rhs: Double) {
        x *= CGFloat(rhs)
        y *= CGFloat(rhs)
    }
    public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension UnitCurve {
    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points (SwiftUI's
    /// `UnitCurve.bezier`; see `UnitCurve.init(startControlPoint:endControlPoint:)` for the
    /// ranges).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            startControlPoint: CGPoint(x: startControlPoint.x, y: startControlPoint.y),
            endControlPoint: CGPoint(x: endControlPoint.x, y: endControlPoint.y))
    }
}
