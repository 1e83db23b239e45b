import Foundation
import SceneRender

// Spring benchmarks: closed-form throughput, many animators per frame, closed form against RK4
// at equal accuracy, and the error of Wave's semi-implicit Euler integrator.

private let animatorCount = 10_000
private let framesPerRun = 60

/// `animatorCount` animators on one clock, lightly damped so that they run for the whole
/// benchmark (settling takes minutes), with different targets and velocities.
private func makeAnimators(clock: AnimationClock) -> [SpringAnimator<CGRect>] {
    let spring = Spring(dampingRatio: 0.01, response: 0.5)
    var sink = 0.0
    return (0..<animatorCount).map { i in
        let d = Double(i % 97)
        let a = SpringAnimator<CGRect>(
            spring: spring, value: .zero,
            target: CGRect(x: 100 + d, y: -50 + d, width: 20 + d, height: 30), clock: clock)
        a.velocity = CGRect(x: d * 10, y: 0, width: -d, height: 5)
        a.valueChanged = { sink += Double($0.origin.x) }
        a.start()
        return a
    }
}

/// Classical RK4 on x'' = (k(Δ − x) − c x')/m: the usual numerical alternative to a closed form.
private struct RK4Spring {
    let k: Double, c: Double, m: Double, target: Double
    func step(_ x: inout Double, _ v: inout Double, _ h: Double) {
        func acc(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / m }
        let k1x = v, k1v = acc(x, v)
        let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }

    /// Values at frames 1...frames (1/fps apart) with `substeps` RK4 steps per frame.
    func frames(_ frames: Int, fps: Double, substeps: Int, into out: inout [Double]) {
        var x = 0.0, v = 0.0
        let h = 1 / (fps * Double(substeps))
        for f in 0..<frames {
            for _ in 0..<substeps { step(&x, &v, h) }
            out[f] = x
        }
    }
}

/// The smallest power-of-two number of RK4 substeps per 60 fps frame whose values over one
/// second match the closed form to `tolerance` (relative to a unit travel).
private func rk4SubstepsForAccuracy(_ s: Spring, tolerance: Double) -> Int {
    let rk = RK4Spring(k: s.stiffness, c: s.damping, m: s.mass, target: 1)
    var out = [Double](repeating: 0, count: 60)
    var n = 1
    while n < 1 << 20 {
        rk.frames(60, fps: 60, substeps: n, into: &out)
        let err = (0..<60).map { abs(out[$0] - s.value(target: 1.0, time: Double($0 + 1) / 60)) }.max()!
        if err <= tolerance { return n }
        n *= 2
    }
    return n
}

private let comparisonSpring = Spring.bouncy
private let comparisonRepeats = 2_000

@MainActor
func springBenchmarks() -> [Benchmark] {
    let substeps = rk4SubstepsForAccuracy(comparisonSpring, tolerance: 1e-9)
    return [
        Benchmark(suite: "springs", name: "closed-form value ζ=0.72, 1M evaluations", work: 1_000_000, unit: "eval") {
            let spring = Spring(dampingRatio: 0.72, response: 0.7)
            return {
                var sum = 0.0
                for i in 0..<1_000_000 {
                    sum += spring.value(target: 1.0, initialVelocity: 0.5, time: Double(i) * 1e-6)
                }
                if sum.isNaN { print(sum) }
            }
        },
        Benchmark(suite: "springs", name: "closed-form value ζ=1, 1M evaluations", work: 1_000_000, unit: "eval") {
            let spring = Spring.smooth
            return {
                var sum = 0.0
                for i in 0..<1_000_000 {
                    sum += spring.value(target: 1.0, initialVelocity: 0.5, time: Double(i) * 1e-6)
                }
                if sum.isNaN { print(sum) }
            }
        },
        Benchmark(suite: "springs", name: "closed-form value ζ=2.5, 1M evaluations", work: 1_000_000, unit: "eval") {
            let spring = Spring(duration: 0.5, bounce: -0.6)
            return {
                var sum = 0.0
                for i in 0..<1_000_000 {
                    sum += spring.value(target: 1.0, initialVelocity: 0.5, time: Double(i) * 1e-6)
                }
                if sum.isNaN { print(sum) }
            }
        },
        Benchmark(suite: "springs", name: "value+velocity CGRect, 1M evaluations", work: 1_000_000, unit: "eval") {
            let spring = Spring.bouncy
            let target = CGRect(x: 10, y: 20, width: 30, height: 40)
            let v0 = CGRect(x: 100, y: 0, width: -5, height: 2)
            return {
                var sum = 0.0
                for i in 0..<1_000_000 {
                    let t = Double(i) * 1e-6
                    sum += Double(spring.value(target: target, initialVelocity: v0, time: t).origin.x)
                    sum += Double(spring.velocity(target: target, initialVelocity: v0, time: t).size.width)
                }
                if sum.isNaN { print(sum) }
            }
        },
        Benchmark(
            suite: "springs", name: "settlingDuration ζ ∈ {0.001, 0.3, 1, 3}, 4,000 calls",
            work: 4_000, unit: "call"
        ) {
            let springs = [0.001, 0.3, 1, 3].map { Spring(response: 0.5, dampingRatio: $0) }
            return {
                var sum = 0.0
                for i in 0..<1_000 {
                    for s in springs { sum += s.settlingDuration(target: 1.0 + Double(i) * 1e-3, epsilon: 0.001) }
                }
                if sum.isNaN { print(sum) }
            }
        },
        Benchmark(
            suite: "springs", name: "10,000 SpringAnimator<CGRect>, 60 ticks",
            work: Double(animatorCount * framesPerRun), unit: "animator-tick"
        ) {
            let clock = AnimationClock()
            let animators = makeAnimators(clock: clock)
            var frame = 0
            return {
                for _ in 0..<framesPerRun {
                    frame += 1
                    clock.advance(to: Double(frame) / 60)
                }
                precondition(animators[0].state == .running)
            }
        },
        Benchmark(
            suite: "springs", name: "closed form, 60 frames × \(comparisonRepeats)",
            work: Double(60 * comparisonRepeats), unit: "frame"
        ) {
            let s = comparisonSpring
            var out = [Double](repeating: 0, count: 60)
            return {
                for _ in 0..<comparisonRepeats {
                    for f in 0..<60 { out[f] = s.value(target: 1.0, time: Double(f + 1) / 60) }
                }
                if out[59].isNaN { print(out) }
            }
        },
        Benchmark(
            suite: "springs", name: "RK4 (\(substeps) substeps/frame), 60 frames × \(comparisonRepeats)",
            work: Double(60 * comparisonRepeats), unit: "frame"
        ) {
            let s = comparisonSpring
            let rk = RK4Spring(k: s.stiffness, c: s.damping, m: s.mass, target: 1)
            var out = [Double](repeating: 0, count: 60)
            return {
                for _ in 0..<comparisonRepeats { rk.frames(60, fps: 60, substeps: substeps, into: &out) }
                if out[59].isNaN { print(out) }
            }
        }
    ]
}

// MARK: - Allocation counting

/// Counts Swift heap allocations (`swift_allocObject`: class instances, array, string and
/// dictionary buffers, closure contexts, boxes of large existentials) through the runtime's
/// instrumentation hook `_swift_allocObject`. Raw `UnsafeMutablePointer.allocate` calls
/// (`swift_slowAlloc`) are not seen by this hook; Springs makes none. (glibc's `mallinfo2` is
/// not exported to Swift by the Glibc module, and its byte totals would not see an allocation
/// freed within the same tick anyway.)
private typealias AllocObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?
nonisolated(unsafe) private var originalAllocObject: AllocObject?
nonisolated(unsafe) private var allocObjectCount = 0

private func countingAllocObject(_ metadata: UnsafeRawPointer?, _ size: Int, _ alignMask: Int) -> UnsafeMutableRawPointer? {
    allocObjectCount &+= 1
    return originalAllocObject!(metadata, size, alignMask)
}

/// Runs `body` with allocation counting on; returns the number of swift_allocObject calls, or
/// nil when the runtime offers no hook.
private func countAllocations(_ body: () -> Void) -> Int? {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "_swift_allocObject") else { return nil }
    let hook = symbol.assumingMemoryBound(to: AllocObject.self)
    originalAllocObject = hook.pointee
    let counting: AllocObject = { countingAllocObject($0, $1, $2) }
    allocObjectCount = 0
    hook.pointee = counting
    body()
    hook.pointee = originalAllocObject!
    return allocObjectCount
}

// MARK: - Report

/// Maximum error over 2 s, relative to a unit travel, of Wave's semi-implicit Euler
/// (v += a·dt; x += v·dt) at `fps` against the closed form; infinity when it diverges.
private func semiImplicitEulerError(_ s: Spring, fps: Double) -> Double {
    var x = 0.0, v = 0.0
    let dt = 1 / fps
    var worst = 0.0
    for f in 1...Int(2 * fps) {
        v += (s.stiffness * (1 - x) - s.damping * v) / s.mass * dt
        x += v * dt
        let err = abs(x - s.value(target: 1.0, time: Double(f) * dt))
        if !err.isFinite { return .infinity }
        worst = max(worst, err)
    }
    return worst
}

func reportSprings(_ results: [Measurement]) {
    guard !results.isEmpty else { return }
    func find(_ prefix: String) -> Measurement? { results.first { $0.benchmark.name.hasPrefix(prefix) } }
    printRatio("closed form vs RK4 at 1e-9, per 60 fps frame", find("closed form, 60"), over: find("RK4"))
    print(
        String(
            format: "springs        RK4 needs %d substeps per 60 fps frame for 1e-9 of the travel (spring .bouncy, 1 s)",
            rk4SubstepsForAccuracy(comparisonSpring, tolerance: 1e-9)))

    if let ticks = find("10,000 SpringAnimator") {
        print(
            String(
                format: "springs        10,000 animators: %.0f frames/s (%.2f ms per frame)",
                ticks.throughput / Double(animatorCount), ticks.median / Double(framesPerRun) * 1000))
    }

    let clock = AnimationClock()
    let animators = makeAnimators(clock: clock)
    clock.advance(to: 1.0 / 60) // first tick outside the count
    let frames = 30
    if let counted = countAllocations({
        for f in 2...(frames + 1) { clock.advance(to: Double(f) / 60) }
    }) {
        let ticks = Double(animators.count * frames)
        print(
            String(
                format: "springs        heap allocations per animator tick: %.4f (%d swift_allocObject calls in %d frames × %d animators)",
                Double(counted) / ticks, counted, frames, animators.count))
        // (The counter was checked once against a known number of array allocations during
        // development; that check is not run here because keeping objects allocated under the
        // hook alive past it crashed release builds on Swift 6.3.1.)
    } else {
        print("springs        heap allocations per tick: not counted (no _swift_allocObject hook in this runtime)")
    }

    for (response, fps) in [(0.5, 60.0), (0.2, 60.0), (0.13, 60.0), (0.1, 60.0), (0.05, 60.0), (0.01, 24.0)] {
        let s = Spring(dampingRatio: 1, response: response)
        let err = semiImplicitEulerError(s, fps: fps)
        let text = err.isFinite && err < 1e6 ? String(format: "%.3g", err) : "diverges (> 1e6)"
        print(
            "springs        semi-implicit Euler (Wave) ζ=1 response \(response) s at \(Int(fps)) fps: "
                + "max error \(text) of the travel over 2 s (closed form: exact)")
    }
}
