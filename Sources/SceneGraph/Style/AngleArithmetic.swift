import Foundation

// `Angle` arithmetic as SwiftUI code writes it (`.degrees(90) * 2`, `-angle`, `angle / 4`,
// `total += step`), and `UnitPoint` arithmetic for interpolating anchors.

extension Angle {
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    public static func *= (a: inout Angle, k: Double) { a = a * k }
    public static func /= (a: inout Angle, k: Double) { a = a / k }
    /// The angle in radians, as SwiftUI's `Angle` animates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
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
