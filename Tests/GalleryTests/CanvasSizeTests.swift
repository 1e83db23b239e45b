import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand

/// `--size` draws a scene on another canvas, centred; its scripted input moves with it.
@MainActor
final class CanvasSizeTests: XCTestCase {
    /// drag-box on an 800 × 600 canvas: the box is dragged as on its own 480 × 320 canvas, so the
    /// frame at 0.5 s is the original frame moved by (160, 140).
    func testScriptedInputFollowsTheCentredScene() async throws {
        let scene = DragBoxScene.scene
        let big = CGSize(width: 800, height: 600)
        func run<V: View>(_ view: V, size: CGSize, input: InputScript) throws -> DisplayList {
            try FrameRecorder(size: size).displayLists(view, times: (0...30).map { Double($0) / 60 }, input: input).last!
        }
        let small = try run(scene.makeView(), size: scene.size, input: scene.input)
        let large = try run(scene.makeView(), size: big, input: scene.input(on: big))
        func boxX(_ list: DisplayList) -> CGFloat? {
            for item in list.items { if case .fill(let p, _, _, let t) = item { return CGPoint(x: p.boundingRect.minX, y: 0).applying(t).x } }
            return nil
        }
        XCTAssertEqual(try XCTUnwrap(boxX(large)) - XCTUnwrap(boxX(small)), 160, accuracy: 1e-9)
    }
}
