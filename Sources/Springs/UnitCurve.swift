import Foundation

/// A function from progress in [0, 1] to eased progress, defined by a cubic Bézier curve from
/// (0, 0) to (1, 1) with two control points (CSS's and SwiftUI's `timingCurve`).
public struct UnitCurve: Sendable, Hashable {
    public let p1: CGPoint
    public let p2: CGPoint

    /// Control-point x coordinates must be in [0, 1] (so that time is monotonic) and y finite:
    /// an x outside is clamped to [0, 1] (NaN: 0 for the first point, 1 for the second) and a
    /// y that is not finite becomes the x's end value (0, 1), with one warning.
    public init(startControlPoint p1: CGPoint, endControlPoint p2: CGPoint) {
        func repaired(_ p: CGPoint, _ end: CGFloat) -> CGPoint {
            guard !((0...1).contains(p.x) && p.y.isFinite) else { return p }
            let q = CGPoint(x: p.x.isNaN ? end : min(max(p.x, 0), 1), y: p.y.isFinite ? p.y : end)
            WarningLog.warn("UnitCurve: control point x must be in [0, 1] and y finite, got \(p); using \(q)")
            return q
        }
        self.p1 = repaired(p1, 0)
        self.p2 = repaired(p2, 1)
    }

    public static let linear = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))

    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        // B(t) for control values 0, a, b, 1.
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private static func bezierDerivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }

    /// The curve parameter whose x equals `x`: Newton's method from x, kept inside a shrinking
    /// bisection bracket, until the bracket or the step is below 1e-12 (x(t) is monotonic
    /// because both control x coordinates are in [0, 1]).
    private func parameter(forX x: Double) -> Double {
        let a = Double(p1.x), b = Double(p2.x)
        var lo = 0.0, hi = 1.0
        var t = x
        for _ in 0..<100 {
            let err = Self.bezier(t, a, b) - x
            if err == 0 { return t }
            if err < 0 { lo = t } else { hi = t }
            if hi - lo < 1e-12 { break }
            let d = Self.bezierDerivative(t, a, b)
            var next = d > 0 ? t - err / d : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 1e-13 { return next }
            t = next
        }
        return t
    }

    /// Eased progress for linear `progress` (clamped to [0, 1]).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        if self == .linear { return x }
        return Self.bezier(parameter(forX: x), Double(p1.y), Double(p2.y))
    }

    /// d(value)/d(progress) at `progress`.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        if self == .linear { return 1 }
        var t = parameter(forX: x)
        var dx = Self.bezierDerivative(t, Double(p1.x), Double(p2.x))
        if abs(dx) < 1e-9 {
            // A control point on the time axis at an end: take the limit just inside the curve.
            t = min(max(t, 1e-6), 1 - 1e-6)
            dx = Self.bezierDerivative(t, Double(p1.x), Double(p2.x))
        }
        let dy = Self.bezierDerivative(t, Double(p1.y), Double(p2.y))
        return abs(dx) < 1e-300 ? 0 : dy / dx
    }
}
