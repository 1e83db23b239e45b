import Foundation

/// The two basis functions of the closed-form solution, and their derivatives.
///
/// With Δ the target displacement and v0 the initial velocity, the displacement from the start is
/// x(t) = Δ·a(t) + v0·b(t) and the velocity x'(t) = Δ·a'(t) + v0·b'(t), where, with λ = ζω0,
/// - a(t) = 1 − e^(−λt)(C(t) + λS(t)),  a'(t) = ω0² e^(−λt) S(t)
/// - b(t) = e^(−λt) S(t),              b'(t) = e^(−λt)(C(t) − λS(t))
/// and C, S are cos(ωd t), sin(ωd t)/ωd (underdamped, ωd = ω0√(1−ζ²)); 1, t (critical);
/// cosh(μt), sinh(μt)/μ (overdamped, μ = ω0√(ζ²−1)). This single form is continuous in ζ, so
/// there is no loss of accuracy near ζ = 1. Derived from x'' + 2λx' + ω0²(x − Δ) = 0,
/// x(0) = 0, x'(0) = v0 (REFERENCE.md gives the same closed forms).
@usableFromInline
struct SpringBasis {
    @usableFromInline var a: Double
    @usableFromInline var b: Double
    @usableFromInline var da: Double
    @usableFromInline var db: Double

    @inlinable
    init(spring: Spring, time t: Double) {
        if spring.isInstant || t.isInfinite {
            a = 1; b = 0; da = 0; db = 0
            return
        }
        let omega0 = spring.angularFrequency
        let lambda = spring.damping / (2 * spring.mass)
        let w2 = omega0 * omega0 - lambda * lambda // ωd² (negative when overdamped)
        let decayC: Double // e^(−λt) C(t)
        let decayS: Double // e^(−λt) S(t)
        if w2 > 0 {
            let wd = w2.squareRoot()
            let e = exp(-lambda * t)
            decayC = e * cos(wd * t)
            decayS = e * sin(wd * t) / wd
        } else if w2 == 0 {
            let e = exp(-lambda * t)
            decayC = e
            decayS = e * t
        } else {
            let mu = (-w2).squareRoot()
            // e^(−λt)cosh(μt) and e^(−λt)sinh(μt)/μ written without overflow or cancellation:
            // e^(−(λ+μ)t)·(1 + expm1(2μt)/2 ... ) using e1 = e^(−(λ−μ)t), e2 = e^(−(λ+μ)t).
            let e2 = exp(-(lambda + mu) * t)
            let grow = expm1(2 * mu * t) // e^(2μt) − 1
            decayS = e2 * grow / (2 * mu)
            decayC = e2 * (1 + grow / 2)
        }
        a = 1 - (decayC + lambda * decayS)
        b = decayS
        da = omega0 * omega0 * decayS
        db = decayC - lambda * decayS
    }
}

extension Spring {
    /// The displacement from the start at `time`, moving toward `target`.
    ///
    /// SwiftUI's semantics: the result is the change from 0 toward `target` (not an absolute
    /// position); `initialVelocity` is in units per second, `time` in seconds since the start.
    /// Closed form for every damping ratio (see `SpringBasis`). A negative time gives 0 change.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        guard time > 0 else { return .zero }
        let basis = SpringBasis(spring: self, time: time)
        return target.scaled(by: basis.a) + initialVelocity.scaled(by: basis.b)
    }

    /// The velocity in units per second at `time`, for a motion toward `target` that started with
    /// `initialVelocity`.
    ///
    /// Unlike SwiftUI, whose overdamped velocity adds the target to the true value, this returns
    /// the true derivative of `value(target:initialVelocity:time:)` for every damping ratio.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        guard time > 0 else { return isInstant ? .zero : initialVelocity }
        let basis = SpringBasis(spring: self, time: time)
        return target.scaled(by: basis.da) + initialVelocity.scaled(by: basis.db)
    }

    /// The force per unit mass... SwiftUI's `force`: −k·(position − target) − c·velocity, divided
    /// by the mass (an acceleration in units per second squared).
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        if isInstant { return .zero }
        return (target - position).scaled(by: stiffness / mass) - velocity.scaled(by: damping / mass)
    }

    /// Advances `value` and `velocity` by `deltaTime` seconds toward `target`, exactly (closed
    /// form from the current state, so the result does not depend on how time is split).
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        if isInstant {
            value = target
            velocity = .zero
            return
        }
        let delta = target - value
        let basis = SpringBasis(spring: self, time: deltaTime)
        let moved = delta.scaled(by: basis.a) + velocity.scaled(by: basis.b)
        let newVelocity = delta.scaled(by: basis.da) + velocity.scaled(by: basis.db)
        value = value + moved
        velocity = newVelocity
    }

    /// The time in seconds after which the motion toward `target` from `initialVelocity` stays
    /// within `epsilon` of the target, with `epsilon` measured relative to the larger of the
    /// travel |target| and the distance |v0|/ω0 the initial velocity alone would carry it.
    ///
    /// Found by scanning an upper bound from the decay envelope, then bisecting.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                                       epsilon: Double = 0.001) -> Double {
        if isInstant { return 0 }
        let travel = target.magnitudeSquared.squareRoot()
        let omega0 = angularFrequency
        let v0 = initialVelocity.magnitudeSquared.squareRoot()
        let scale = max(travel, v0 / omega0)
        guard scale > 0 else { return 0 }
        let tolerance = epsilon * scale
        func outside(_ t: Double) -> Bool {
            let remaining = target - value(target: target, initialVelocity: initialVelocity, time: t)
            return remaining.magnitudeSquared.squareRoot() > tolerance
        }
        // Envelope: |remaining| ≤ (|Δ|(1 + λ/ωeff + ...)) e^(−rate t); scan to where it is below tolerance.
        let lambda = damping / (2 * mass)
        let w2 = omega0 * omega0 - lambda * lambda
        let rate = w2 >= 0 ? lambda : lambda - (-w2).squareRoot()
        let step = response / 64
        var horizon = step
        if rate > 0 {
            let bound = (travel * (2 + lambda * 4 * response) + v0 * 4 * response) / tolerance
            horizon = max(step, log(max(bound, 1)) / rate + response)
        } else {
            return .infinity // undamped: never settles
        }
        // Find the last sample that is outside the tolerance.
        var last = 0.0
        var t = horizon
        while t > 0 {
            if outside(t) { last = t; break }
            t -= step
        }
        if last == 0 && !outside(step / 2) && !outside(0) { return 0 }
        var lo = last
        var hi = min(last + step, horizon)
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if outside(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
