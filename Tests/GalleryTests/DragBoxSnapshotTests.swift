import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand

@MainActor
final class DragBoxSnapshotTests: XCTestCase {
    /// At t = 0.5 s the box is near the end of the drag: 128.6 pt right and 51.4 pt down
    /// (0.3 s of a 0.35 s linear drag of (150, 60)).
    func testDragBoxMidDrag() async {
        assertSnapshot(of: DragBox(), at: 0.5, size: DragBoxScene.size, input: DragBoxScene.input, named: "t0.5")
    }
}
