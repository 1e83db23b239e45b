import Foundation

/// The decaying modes of a spring at time t: c(t) = e^(−λt)·C(t) and s(t) = e^(−λt)·S(t), with
/// C, S = cos(ωd t), sin(ωd t)/ωd (underdamped); 1, t (critical); cosh(μt), sinh(μt)/μ
/// (overdamped). Every motion is a combination of these two.
///
/// With Δ the target displacement and v0 the initial velocity, solving
/// x'' + 2λx' + ω0²(x − Δ) = 0, x(0) = 0, x'(0) = v0 gives
/// - remaining distance Δ − x(t) = Δ·c(t) + (λΔ − v0)·s(t),
/// - velocity x'(t) = v0·c(t) + (ω0²Δ − λv0)·s(t),
/// which are the closed forms of docs/ARCHITECTURE.md, "Springs" (B = λΔ − v0), written in one
/// basis. S and C are continuous in ζ (sin(ωd t)/ωd → t as ωd → 0), so there is no loss of accuracy near ζ = 1.
@usableFromInline
struct SpringModes {
    @usableFromInline var c: Double
    @usableFromInline var s: Double

    @inlinable
    init(spring: Spring, time t: Double) {
        let lambda = spring.decayRate
        let w = spring.modeFrequency
        switch spring.regime {
        case .underdamped:
            let e = exp(-lambda * t)
            c = e * cos(w * t)
            s = e * sin(w * t) / w
        case .critical:
            let e = exp(-lambda * t)
            c = e
            s = e * t
        case .overdamped:
            // e^(−λt)cosh(μt) and e^(−λt)sinh(μt)/μ from the two real exponentials, without
            // cancellation for small μt and without inf·0 for large t.
            let slow = spring.omega0Squared / (lambda + w) // λ − μ, computed without cancellation
            let fast = lambda + w
            let x = 2 * w * t
            if x < 1 {
                let e2 = exp(-fast * t)
                let grow = expm1(x) // e^(2μt) − 1
                s = e2 * grow / (2 * w)
                c = e2 * (1 + grow / 2)
            } else {
                let e1 = exp(-slow * t), e2 = exp(-fast * t)
                s = (e1 - e2) / (2 * w)
                c = (e1 + e2) / 2
            }
        case .instant:
            c = 0
            s = 0
        }
    }
}

extension Spring {
    /// The displacement from the start at `time`, moving toward `target`.
    ///
    /// SwiftUI's semantics: the result is the change from 0 toward `target` (not an absolute
    /// position); `initialVelocity` is in units per second, `time` in seconds since the start.
    /// Closed form for every damping ratio (see `SpringModes`); accurate to about 1e-15 of the
    /// travel. A time ≤ 0 (or NaN) gives no change; the snapping spring gives `target` at once;
    /// an infinite time gives `target` (the rest position, also for an undamped spring).
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        guard time > 0 else { return .zero }
        if isInstant || time == .infinity { return target }
        let m = SpringModes(spring: self, time: time)
        // x = Δ − (Δ·c + (λΔ − v0)·s) = Δ·(1 − c − λs) + v0·s
        return target.scaled(by: 1 - m.c - decayRate * m.s) + initialVelocity.scaled(by: m.s)
    }

    /// The velocity in units per second at `time`, for a motion toward `target` that started with
    /// `initialVelocity`.
    ///
    /// Deliberately unlike SwiftUI, whose overdamped velocity adds the target to the true value:
    /// this is the true derivative of `value(target:initialVelocity:time:)` for every damping ratio.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        if isInstant { return .zero }
        guard time > 0 else { return initialVelocity }
        if time == .infinity { return .zero }
        let m = SpringModes(spring: self, time: time)
        return target.scaled(by: omega0Squared * m.s) + initialVelocity.scaled(by: m.c - decayRate * m.s)
    }

    /// SwiftUI's `force(target:position:velocity:)`: (k·(target − position) − c·velocity) / m,
    /// in units per second squared (the acceleration; equal to the force for SwiftUI's unit mass).
    /// Zero for the snapping spring.
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
        guard deltaTime > 0 else { return }
        let delta = target - value
        let moved = self.value(target: delta, initialVelocity: velocity, time: deltaTime)
        let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
        value = value + moved
        velocity = newVelocity
    }

    /// SwiftUI's settling duration: the time in seconds from which every later value of the
    /// motion toward `target` (starting with `initialVelocity`) stays within `epsilon` of the
    /// target, |target − value(t)| ≤ epsilon, with `epsilon` in the units of the value.
    ///
    /// Computed from the closed form, not by stepping: an exact bound on the decay envelope
    /// brackets the last excursion (within half an oscillation period when underdamped, so very
    /// low damping costs no more than high damping), then bisection finds it to about 1e-12 s.
    /// 0 when the motion never leaves the tolerance; infinite for an undamped spring that does.
    /// An `epsilon` that is not > 0 and finite is replaced by 0.001 with one warning.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero,
        epsilon: Double
    ) -> Double {
        var epsilon = epsilon
        if !(epsilon > 0 && epsilon.isFinite) {
            WarningLog.warn("Spring.settlingDuration: epsilon must be > 0 and finite, got \(epsilon); using 0.001")
            epsilon = 0.001
        }
        if isInstant { return 0 }
        return lastExceedance(
            SpringModeCombination(u: target, w: target.scaled(by: decayRate) - initialVelocity),
            tolerance: epsilon)
    }

    /// The time from which both the remaining distance stays within `displacement × travel` and
    /// the speed within `speed × travel × ω0`, where travel = max(|Δ|, |v0|/ω0): when a motion can
    /// be considered finished and snapped to its target. Used by `SpringAnimator` and `Animation`.
    func restDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V, displacement: Double = 1e-5,
        speed: Double = 1e-4
    ) -> Double {
        if isInstant { return 0 }
        let omega0 = angularFrequency
        let travel = max(target.magnitudeSquared.squareRoot(), initialVelocity.magnitudeSquared.squareRoot() / omega0)
        guard travel > 0, travel.isFinite else { return 0 }
        if initialVelocity.magnitudeSquared == 0 {
            // From rest, both tolerances scale with the travel as the motion does: the duration
            // is the same for every target, found once per spring (a scene that starts 1,000
            // animations with one spring searches once, not 1,000 times).
            return RestDurationCache.shared.duration(RestDurationCache.Key(spring: self, displacement: displacement, speed: speed)) {
                restDurationOfUnitMotionFromRest(displacement: displacement, speed: speed)
            }
        }
        let distance = lastExceedance(
            SpringModeCombination(u: target, w: target.scaled(by: decayRate) - initialVelocity),
            tolerance: displacement * travel)
        let moving = lastExceedance(
            SpringModeCombination(u: initialVelocity, w: target.scaled(by: omega0Squared) - initialVelocity.scaled(by: decayRate)),
            tolerance: speed * travel * omega0)
        return max(distance, moving)
    }

    /// `restDuration` of a motion of 1 from rest: travel 1, so the tolerances are `displacement`
    /// and `speed × ω0` themselves.
    private func restDurationOfUnitMotionFromRest(displacement: Double, speed: Double) -> Double {
        let distance = lastExceedance(SpringModeCombination(u: 1.0, w: decayRate), tolerance: displacement)
        let moving = lastExceedance(SpringModeCombination(u: 0.0, w: omega0Squared), tolerance: speed * angularFrequency)
        return max(distance, moving)
    }

    /// The last time at which |U·c(t) + W·s(t)| exceeds `tolerance`.
    func lastExceedance(_ q: SpringModeCombination, tolerance eps: Double) -> Double {
        let eps2 = eps * eps
        func g(_ t: Double) -> Double { q.magnitudeSquared(SpringModes(spring: self, time: t)) }
        guard q.uu + q.ww > 0 else { return 0 }
        let lambda = decayRate
        var lo: Double, hi: Double, samples: Int
        switch regime {
        case .instant:
            return 0
        case .underdamped:
            // In (cos, sin) coordinates the quadratic form has largest eigenvalue σ; the squared
            // magnitude is at most e^(−2λt)σ and reaches that bound once every half period π/ωd.
            let w = modeFrequency
            let a = q.uu, b = q.uw / w, d = q.ww / (w * w)
            let sigma = (a + d) / 2 + (((a - d) / 2) * ((a - d) / 2) + b * b).squareRoot()
            if sigma <= eps2 { return 0 }
            if lambda == 0 { return .infinity }
            hi = log(sigma / eps2) / (2 * lambda)
            lo = max(0, hi - Double.pi / w)
            samples = lo == 0 ? 256 : 64 // near-critical: the window is the whole motion
        case .critical, .overdamped:
            // |U c + W s| ≤ |U| c + |W| s, which decreases once s has peaked (c always decreases).
            let w = modeFrequency
            let peak = regime == .critical ? 1 / lambda : atanh(w / lambda) / w
            let ru = q.uu.squareRoot(), rw = q.ww.squareRoot()
            func bound(_ t: Double) -> Double {
                let m = SpringModes(spring: self, time: t)
                return ru * m.c + rw * m.s
            }
            hi = peak
            var guardCount = 0
            while bound(hi) > eps && guardCount < 2000 { hi *= 2; guardCount += 1 }
            if !hi.isFinite || guardCount == 2000 { return .infinity }
            lo = 0
            samples = 256
        }
        // Scan back from hi for the last sample outside the tolerance, then bisect.
        let step = (hi - lo) / Double(samples)
        var outside = -1
        for i in stride(from: samples, through: 0, by: -1) where g(lo + Double(i) * step) > eps2 {
            outside = i
            break
        }
        if outside < 0 { return lo }
        if outside == samples { return hi }
        var a = lo + Double(outside) * step
        var b = a + step
        for _ in 0..<60 where b - a > 1e-12 * max(1, b) {
            let mid = (a + b) / 2
            if g(mid) > eps2 { a = mid } else { b = mid }
        }
        return b
    }
}

/// A vector motion U·c(t) + W·s(t) reduced to the three scalars its magnitude needs:
/// |U|², U·W and |W|² (the dot product by polarisation, (|U+W|² − |U−W|²)/4).
struct SpringModeCombination {
    var uu: Double
    var uw: Double
    var ww: Double

    init<V: VectorArithmetic>(u: V, w: V) {
        uu = u.magnitudeSquared
        ww = w.magnitudeSquared
        let dot = ((u + w).magnitudeSquared - (u - w).magnitudeSquared) / 4
        let limit = (uu * ww).squareRoot()
        uw = min(max(dot, -limit), limit)
    }

    func magnitudeSquared(_ m: SpringModes) -> Double {
        max(0, uu * m.c * m.c + 2 * uw * m.c * m.s + ww * m.s * m.s)
    }
}
