import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand

/// Time is exact: a scene stepped at 24, 60 or 120 frames per second shows the same thing at a
/// shared time (input is sampled at 240 Hz whatever the frame rate).
@MainActor
final class FrameRateIndependenceTests: XCTestCase {
    func displayList(_ scene: SceneEntry, fps: Double, at t: Double) throws -> DisplayList {
        let times = (0...Int((t * fps).rounded())).map { Double($0) / fps }
        func run<V: View>(_ view: V) throws -> DisplayList {
            try FrameRecorder(size: scene.size, fps: fps).displayLists(view, times: times, input: scene.input).last!
        }
        return try run(scene.makeView())
    }

    func testDragBoxIsTheSameAtEveryFrameRate() async throws {
        let a = try displayList(DragBoxScene.scene, fps: 24, at: 1)
        let b = try displayList(DragBoxScene.scene, fps: 60, at: 1)
        let c = try displayList(DragBoxScene.scene, fps: 120, at: 1)
        XCTAssertEqual(a, b)
        XCTAssertEqual(b, c)
    }

    func testSwipeTaskIsTheSameAtEveryFrameRate() async throws {
        let a = try displayList(SwipeTaskScene.scene, fps: 24, at: 2)
        let b = try displayList(SwipeTaskScene.scene, fps: 120, at: 2)
        XCTAssertEqual(a, b)
    }
}
