import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand
@testable import SceneRender

/// Frames drawn only where they differ from the frame before (`CairoRenderer`'s damage,
/// `FrameDamage`) are the bytes of frames drawn whole: every gallery scene, at 1× (20 frames a
/// second) and 2× (10), drawn in order by one renderer and whole by another.
@MainActor
final class IncrementalDrawingTests: XCTestCase {
    func testEveryGalleryFrameDrawnIncrementallyEqualsTheWholeDrawing() async throws {
        var drawnInPart = 0, total = 0
        for scene in GalleryCatalog.scenes {
            for (scale, fps) in [(1.0, 20.0), (2.0, 10.0)] {
                let times = (0..<Int(scene.duration * fps)).map { Double($0) / fps }
                func lists<V: View>(_ view: V) throws -> [DisplayList] {
                    try FrameRecorder(size: scene.size, fps: fps).displayLists(view, times: times, input: scene.input)
                }
                let incremental = CairoRenderer(), whole = CairoRenderer()
                whole.incrementalDrawing = false
                for (k, list) in try lists(scene.makeView()).enumerated() {
                    let a = try incremental.render(list, scale: scale), b = try whole.render(list, scale: scale)
                    guard a.pixels == b.pixels else {
                        let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                        XCTFail("\(scene.name) frame \(k) at \(scale)×: \(differing) bytes differ (damage \(String(describing: incremental.lastDamage?.rects)))")
                        break
                    }
                    if incremental.lastDamage != nil { drawnInPart += 1 }
                    total += 1
                }
            }
        }
        // Most frames of the gallery change in a part of the canvas only.
        XCTAssertGreaterThan(drawnInPart, total / 2, "\(drawnInPart) of \(total) frames drawn in part")
    }
}
