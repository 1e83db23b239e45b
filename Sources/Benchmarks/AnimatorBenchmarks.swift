import Foundation
import SceneRender

// Animator ticks in a scene: N views whose offset is animated by one `withAnimation`, then 30
// frames of `SceneHost.advance(to:)` plus `displayList()` while every animation is in flight
// (they last 1 s). The baseline of the same run is the same change without animation (a snap)
// and the same 30 frames, so the difference is the cost of the property animators: retargeting
// them and sampling them for each frame. (The springs suite times bare `SpringAnimator` ticks.)

final class AnimatorDriver {
    var toggle: (() -> Void)?
}

/// `count` small squares in rows of 100, each offset by `shift` points when `moved`.
struct AnimatedField: View {
    let count: Int
    let driver: AnimatorDriver
    @State var moved = false
    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<(count + 99) / 100) { row in
                HStack(spacing: 1) {
                    ForEach(0..<min(100, count - row * 100)) { i in
                        Rectangle().fill(.orange).frame(width: 4, height: 4)
                            .offset(x: moved ? CGFloat(10 + i % 7) : 0, y: moved ? 3 : 0)
                    }
                }
            }
        }
        .onAppear { driver.toggle = { moved.toggle() } }
    }
}

private let animatorCounts = [1_000, 10_000]
private let animatorFrames = 30

@MainActor
func animatorBenchmarks() -> [Benchmark] {
    func make(_ count: Int, _ kind: String, _ animation: Animation?) -> Benchmark {
        Benchmark(
            suite: "animator", name: "\(count / 1000)k offsets, \(kind), change + \(animatorFrames) frames",
            work: Double(count * animatorFrames), unit: "property-frame", repetitions: count >= 10_000 ? 5 : nil
        ) {
            let driver = AnimatorDriver()
            let host = try SceneHost(AnimatedField(count: count, driver: driver), size: CGSize(width: 600, height: 600))
            guard let toggle = driver.toggle else { throw BenchmarkError.setup("driver not registered") }
            var frame = 0
            var items = 0
            return {
                // The change at the first frame, then half a second of frames; each run starts a
                // new animation, which retargets the one still running from the run before.
                host.schedule(at: Double(frame) / 60) { withAnimation(animation) { toggle() } }
                for _ in 0..<animatorFrames {
                    frame += 1
                    host.advance(to: Double(frame) / 60)
                    items += host.displayList().items.count
                }
                if items < count { throw BenchmarkError.setup("display list too short") }
            }
        }
    }
    return animatorCounts.flatMap { n in
        [
            make(n, "spring(duration: 1, bounce: 0.3)", .spring(duration: 1, bounce: 0.3)),
            make(n, "linear(duration: 1)", .linear(duration: 1)),
            make(n, "no animation (snap)", nil)
        ]
    }
}

func reportAnimator(_ results: [Measurement]) {
    for n in animatorCounts {
        let prefix = "\(n / 1000)k offsets"
        let mine = results.filter { $0.benchmark.name.hasPrefix(prefix) }
        guard mine.count == 3 else { continue }
        let (spring, linear, snap) = (mine[0], mine[1], mine[2])
        printRatio("\(prefix): snap (same frames, no animators) vs spring", snap, over: spring)
        // Each view has one animated property (its offset); a run ticks it on every frame.
        let perTick = (spring.median - snap.median) / Double(n * animatorFrames) * 1e9
        BenchmarkReport.shared.value(
            suite: "animator", "\(prefix): spring cost per property per frame over the snap",
            perTick, unit: "ns", format: "%.0f")
        let perTickLinear = (linear.median - snap.median) / Double(n * animatorFrames) * 1e9
        BenchmarkReport.shared.value(
            suite: "animator", "\(prefix): linear cost per property per frame over the snap",
            perTickLinear, unit: "ns", format: "%.0f")
        BenchmarkReport.shared.value(
            suite: "animator", "\(prefix): whole frame with every offset animated (spring)",
            spring.median / Double(animatorFrames) * 1000, unit: "ms", format: "%.2f")
    }
}
