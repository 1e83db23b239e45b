import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand

/// Every scene's motion pinned down twice: a filmstrip golden (eight frames sampled evenly over
/// its default duration, drawn) and a motion-curve golden (every animated property of every node
/// every 0.1 s, as numbers), so a change of look and a change of motion are both caught.
@MainActor
final class GalleryMotionTests: XCTestCase {
    func eightTimes(_ scene: SceneEntry) -> [Double] {
        (0..<8).map { (Double($0) * scene.duration / 7 * 1000).rounded() / 1000 }
    }

    func testFilmstripOfEveryScene() async {
        for scene in GalleryCatalog.scenes {
            func run<V: View>(_ view: V) {
                assertFrames(
                    of: view, size: scene.size, input: scene.input, sampling: .times(eightTimes(scene)),
                    columns: 4, named: scene.name, testName: "testFilmstripOfEveryScene")
            }
            run(scene.makeView())
        }
    }

    func testMotionCurvesOfEveryScene() async {
        for scene in GalleryCatalog.scenes {
            let times = stride(from: 0.0, through: scene.duration + 1e-9, by: 0.1).map { ($0 * 1000).rounded() / 1000 }
            func run<V: View>(_ view: V) {
                assertMotion(
                    of: view, size: scene.size, input: scene.input, times: times, named: scene.name, tolerance: 1e-3,
                    testName: "testMotionCurvesOfEveryScene")
            }
            run(scene.makeView())
        }
    }
}
