import Foundation

/// A function from progress in [0, 1] to eased progress (SwiftUI's `UnitCurve`): a cubic Bézier
/// curve from (0, 0) to (1, 1) with two control points (CSS's and SwiftUI's `timingCurve`), or one
/// of the circular curves (quarters of a unit circle).
public struct UnitCurve: Sendable, Hashable {
    /// The curve's shape: a Bézier curve (`p1`, `p2`) or a circular one.
    enum Function: Sendable, Hashable {
        case bezier
        /// 1 − √(1 − x²): the bottom-right quarter of a unit circle.
        case circularEaseIn
        /// √(1 − (1 − x)²): the top-left quarter of a unit circle.
        case circularEaseOut
        /// `circularEaseIn` on [0, ½] and `circularEaseOut` on [½, 1], each scaled by ½.
        case circularEaseInOut
    }

    /// The Bézier control points; (0, 0) and (1, 1) for a circular curve.
    public let p1: CGPoint
    public let p2: CGPoint
    let function: Function

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
        function = .bezier
    }

    private init(_ function: Function) {
        p1 = .zero
        p2 = CGPoint(x: 1, y: 1)
        self.function = function
    }

    public static let linear = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    public static let easeIn = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 1, y: 1))
    public static let easeOut = UnitCurve(startControlPoint: CGPoint(x: 0, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
    public static let easeInOut = UnitCurve(startControlPoint: CGPoint(x: 0.42, y: 0), endControlPoint: CGPoint(x: 0.58, y: 1))
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// Starts slowly and speeds up to the end: 1 − √(1 − x²), the bottom-right quarter of a unit
    /// circle (velocity 0 at the start, infinite at the end).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// Starts quickly and slows down to the end: √(1 − (1 − x)²), the top-left quarter of a unit
    /// circle (velocity infinite at the start, 0 at the end).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// `circularEaseIn` then `circularEaseOut`, each over half the progress (velocity infinite at ½).
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The curve with its x and y swapped: `curve.inverse.value(at: y)` is the progress at which
    /// `curve` reaches y. A Bézier curve's inverse swaps its control points' coordinates (so a
    /// control y outside [0, 1] becomes an x that is clamped, with a warning); `circularEaseIn` and
    /// `circularEaseOut` are each other's inverse, and `circularEaseInOut` is its own (SwiftUI's).
    public var inverse: UnitCurve {
        switch function {
        case .bezier:
            return UnitCurve(
                startControlPoint: CGPoint(x: p1.y, y: p1.x), endControlPoint: CGPoint(x: p2.y, y: p2.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return .circularEaseInOut
        }
    }

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
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
        case .bezier:
            if self == .linear { return x }
            return Self.bezier(parameter(forX: x), Double(p1.y), Double(p2.y))
        }
    }

    /// d(value)/d(progress) at `progress` (clamped to [0, 1]), as SwiftUI computes it: dy/dx of
    /// the curve at the parameter for that progress, from the power-basis derivatives
    /// x′(t) = c + (2b + 3at)t (c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b; y alike); where
    /// x′ = y′ (both 0 at an end whose control point lies on it, as `easeOut`'s at 0) the
    /// velocity is 1, and where only x′ is 0 it is infinite. A circular curve's velocity is its
    /// derivative, infinite where the circle is vertical. A caller that hands the velocity on (a
    /// retargeted animation) must treat an infinite one as it sees fit.
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch function {
        case .circularEaseIn: return abs(x / (1 - x * x).squareRoot())
        case .circularEaseOut: return abs((1 - x) / (x * (2 - x)).squareRoot())
        case .circularEaseInOut:
            return x < 0.5
                ? abs(2 * x / (1 - 4 * x * x).squareRoot())
                : abs((2 - 2 * x) / (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot())
        case .bezier:
            if self == .linear { return 1 }
            let t = parameter(forX: x)
            let cx = 3 * Double(p1.x), bx = 3 * Double(p2.x - p1.x) - cx, ax = 1 - cx - bx
            let cy = 3 * Double(p1.y), by = 3 * Double(p2.y - p1.y) - cy, ay = 1 - cy - by
            let dx = cx + (2 * bx + 3 * ax * t) * t
            let dy = cy + (2 * by + 3 * ay * t) * t
            if dx == dy { return 1 }
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return dy / dx
        }
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The curve as code writes it: `.circularEaseIn`, or its control points.
    public var description: String {
        switch function {
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        case .bezier: return "\(p1), \(p2)"
        }
    }
}
