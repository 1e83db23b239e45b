// Tests/MyScenesTests/DragBoxTests.swift, with `DragBox` (above) in the MyScenes target
import SceneTesting   // XCTest and Swift Testing alike
import XCTest
@testable import MyScenes

final class DragBoxTests: XCTestCase {
    // The canvas and the scripted drag of the recording above.
    let size = CGSize(width: 480, height: 320)
    let input = InputScript {
        Drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 390, y: 220), start: 0.2, duration: 0.35)
    }

    func testDragBoxMidDrag() {
        // A still: Snapshots/<Suite>/<test>.<name>.png
        assertSnapshot(of: DragBox(), at: 0.5, size: size, input: input, named: "t0.5")
        // A filmstrip: eight frames in one labelled golden; a failure names the first frame that diverges.
        assertFrames(of: DragBox(), size: size, input: input, sampling: .times([0, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2]))
        // Motion as numbers (CSV: time, node path, property, value), independent of rasterisation.
        assertMotion(of: DragBox(), size: size, input: input, times: Array(stride(from: 0, through: 2, by: 0.1)))
    }
}
