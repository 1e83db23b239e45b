import SceneGraph
import SceneTesting
import XCTest

/// How the binding scene (BindingScenes.swift) looks before and after its hand-drawn toggle is
/// tapped: every label, the parent's and the children's, says ON and the knob sits right.
@MainActor
final class BindingSnapshotTests: XCTestCase {
    func testPowerPanelBeforeAndAfterTheToggleIsTapped() async throws {
        let size = CGSize(width: 240, height: 240)
        let probe = try SceneHost(PowerPanel(), size: size)
        let knob = try XCTUnwrap(probe.displayList().fillRects.last)
        let input = InputScript { Tap(at: CGPoint(x: knob.midX, y: knob.midY), time: 0.2) }
        assertFrames(of: PowerPanel(), size: size, input: input, sampling: .times([0, 0.5]), columns: 2, named: "toggle")
    }
}
