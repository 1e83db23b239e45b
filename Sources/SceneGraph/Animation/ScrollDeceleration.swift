import Foundation

/// The motion of a scroll view's content offset after the finger lifts, along one axis, as
/// UIKit's scroll views move: the velocity decays by the deceleration rate 0.998 per
/// millisecond (`UIScrollView.DecelerationRate.normal`), so from offset x₀ with velocity v₀
/// (points per second) x(t) = x₀ + v₀·(rᵗ′ − 1)/(1000·ln r) with t′ = 1000·t and r = 0.998,
/// which comes to rest v₀·0.4995 s further on (Springs' `project` uses the per-frame sum,
/// v₀·0.499 s). Where that would pass an edge of `range`, the content reaches the edge with
/// the velocity it has then and springs back to it (critically damped, response 0.45 s),
/// which is the rubber-band bounce; released beyond an edge, it springs back from there.
public struct ScrollDeceleration: Hashable, Sendable {
    /// Scene time of the release, seconds.
    public var startTime: Double
    /// Content offset at the release, points.
    public var startOffset: Double
    /// Velocity of the content offset at the release, points per second.
    public var velocity: Double
    /// The offsets the content may rest at (0 ... content length − viewport length).
    public var range: ClosedRange<Double>

    public static let decelerationRate = 0.998
    /// The spring that brings an overshooting offset back to its edge.
    public static let bounce = Spring(response: 0.45, dampingRatio: 1)

    public init(startTime: Double, startOffset: Double, velocity: Double, range: ClosedRange<Double>) {
        self.startTime = startTime
        self.startOffset = startOffset.isFinite ? startOffset : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.range = range
    }

    /// ln(r) per second: the decay exponent.
    private static var k: Double { 1000 * log(decelerationRate) }

    /// Where the content comes to rest.
    public var restingOffset: Double {
        if let edge = outsideEdge { return edge }
        let free = startOffset - velocity / Self.k
        return min(max(free, range.lowerBound), range.upperBound)
    }

    /// The edge the release is beyond, if it is beyond one.
    private var outsideEdge: Double? {
        if startOffset < range.lowerBound { return range.lowerBound }
        if startOffset > range.upperBound { return range.upperBound }
        return nil
    }

    /// The content offset at scene time `t` (before the release: the release offset).
    public func offset(at t: Double) -> Double {
        let dt = max(0, t - startTime)
        if let edge = outsideEdge {
            return startOffset + Self.bounce.value(target: edge - startOffset, initialVelocity: velocity, time: dt)
        }
        let k = Self.k
        let free = startOffset - velocity / k
        // The edge the free motion would cross, and when it reaches it.
        var edge: Double?
        if free > range.upperBound, velocity > 0 { edge = range.upperBound }
        if free < range.lowerBound, velocity < 0 { edge = range.lowerBound }
        guard let edge else {
            return startOffset + velocity * (exp(k * dt) - 1) / k
        }
        let crossing = log(1 + (edge - startOffset) * k / velocity) / k
        if dt <= crossing { return startOffset + velocity * (exp(k * dt) - 1) / k }
        let edgeVelocity = velocity * exp(k * crossing)
        return edge + Self.bounce.value(target: 0.0, initialVelocity: edgeVelocity, time: dt - crossing)
    }

    /// When the motion has settled to within 0.1 pt of its resting offset and slower than
    /// 1 pt/s (so frames after it need not change).
    public func isSettled(at t: Double) -> Bool {
        let a = offset(at: t), b = offset(at: t + 0.01)
        return abs(a - restingOffset) < 0.1 && abs(b - a) < 0.01
    }
}
