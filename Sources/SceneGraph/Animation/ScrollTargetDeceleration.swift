import Foundation

/// The motion of a scroll view's content offset along one axis after the finger lifts, when a
/// `ScrollTargetBehavior` moved the resting offset to `target`: it starts at the release
/// offset with the release velocity (so position and velocity are continuous with the drag)
/// and ends exactly at `target`.
///
/// - When the target lies ahead in the direction of the velocity and no more than twice as far
///   as the ordinary deceleration would go (`ScrollDeceleration`: v₀/k with k = −1000·ln 0.998
///   = 2.002 per second), the offset eases out onto it: x(t) = target − d·(1 − t/τ)³ with
///   d = target − x₀ and τ = 3d/v₀ (at most 3 s; 1.5 s for the target the deceleration itself
///   would reach), which starts with velocity v₀ and slows down harder the slower it goes, as a
///   deceleration does, but arrives exactly at τ with no velocity left (UIKit's exponential
///   deceleration only approaches its end).
/// - Otherwise (the target lies behind or further on, or the release is at rest or beyond an
///   edge), a critically damped spring of response 0.45 s (`ScrollDeceleration.bounce`)
///   carries it there from the release velocity.
///
/// Once within 0.01 pt of the target and slower than 1 pt/s, the offset is the target itself.
public struct ScrollTargetDeceleration: Hashable, Sendable {
    /// Scene time of the release, seconds.
    public var startTime: Double
    /// Content offset at the release, points.
    public var startOffset: Double
    /// Velocity of the content offset at the release, points per second.
    public var velocity: Double
    /// The offset the content comes to rest at, points.
    public var target: Double

    public init(startTime: Double, startOffset: Double, velocity: Double, target: Double) {
        self.startTime = startTime.isFinite ? startTime : 0
        self.startOffset = startOffset.isFinite ? startOffset : 0
        self.velocity = velocity.isFinite ? velocity : 0
        self.target = target.isFinite ? target : self.startOffset
    }

    /// Where the content comes to rest: the target.
    public var restingOffset: Double { target }

    /// The ordinary deceleration's decay exponent k, per second (about 2.002).
    static var naturalRate: Double { -1000 * log(ScrollDeceleration.decelerationRate) }

    /// The duration of the ease-out onto the target (seconds), when the motion is one (see
    /// the type).
    var easeOutDuration: Double? {
        let d = target - startOffset
        guard d != 0, velocity * d > 0 else { return nil }
        let tau = 3 * d / velocity
        return tau <= 3 / Self.naturalRate * 2 ? tau : nil
    }

    /// The offset and its velocity (points, points per second) `dt` seconds after the release.
    private func motion(_ dt: Double) -> (offset: Double, velocity: Double) {
        let d = target - startOffset
        if let tau = easeOutDuration {
            let u = max(0, 1 - dt / tau)
            return (target - d * u * u * u, 3 * d / tau * u * u)
        }
        let spring = ScrollDeceleration.bounce
        return (
            startOffset + spring.value(target: d, initialVelocity: velocity, time: dt),
            spring.velocity(target: d, initialVelocity: velocity, time: dt)
        )
    }

    /// The content offset at scene time `t` (before the release: the release offset).
    public func offset(at t: Double) -> Double {
        let dt = max(0, t - startTime)
        let m = motion(dt)
        if abs(m.offset - target) < 0.01, abs(m.velocity) < 1 { return target }
        return m.offset
    }

    /// The velocity of the content offset at scene time `t`, points per second (0 once at rest).
    public func velocity(at t: Double) -> Double {
        let dt = max(0, t - startTime)
        let m = motion(dt)
        if abs(m.offset - target) < 0.01, abs(m.velocity) < 1 { return 0 }
        return m.velocity
    }
}

/// A scroll view's motion along one axis after a release (the ordinary deceleration or one
/// onto a scroll target, or a programmatic scroll's animation).
@MainActor
protocol ScrollMotion {
    func offset(at t: Double) -> Double
    var restingOffset: Double { get }
    /// Whether the offset has come to rest by scene time `t` (frames after it do not move).
    func isSettled(at t: Double) -> Bool
}

extension ScrollDeceleration: ScrollMotion {}
extension ScrollTargetDeceleration: ScrollMotion {
    func isSettled(at t: Double) -> Bool { offset(at: t) == target }
}
