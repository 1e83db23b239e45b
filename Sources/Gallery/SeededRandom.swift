import Foundation
import SceneRender

/// A reference to a seeded generator, so a scene's `@State` can hold one and advance it in
/// handlers.
final class RandomSource {
    var generator: SeededRandomNumberGenerator
    init(seed: UInt64) { generator = SeededRandomNumberGenerator(seed: seed) }
    func unit() -> Double { generator.unit() }
}
