import Foundation
import SceneRender

/// Scalar closed-form evaluations per second.
func springBenchmarks() -> [Benchmark] { [
    Benchmark(suite: "springs", name: "closed-form value, 1M evaluations", work: 1_000_000, unit: "eval") {
        let spring = Spring(dampingRatio: 0.72, response: 0.7)
        return {
            var sum = 0.0
            for i in 0..<1_000_000 {
                sum += spring.value(target: 1.0, initialVelocity: 0.5, time: Double(i) * 1e-6)
            }
            if sum.isNaN { print(sum) }
        }
    },
] }

func reportSprings(_ results: [Measurement]) {}
