// Tests/MyScenesTests/DragBoxStrategyTests.swift: Swift Testing, the same assertions
import SceneTesting
import Testing
@testable import MyScenes

@Test func dragBoxStrategies() {
    let size = CGSize(width: 480, height: 320)
    let input = InputScript {
        Drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 390, y: 220), start: 0.2, duration: 0.35)
    }
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: DragBox(), as: .image(at: 0.5, size: size, input: input), named: "t0.5")
        assertSnapshot(of: DragBox(), as: .frames(.times([0, 0.3, 0.6]), size: size, input: input), named: "strip")
        assertSnapshot(of: DragBox(), as: .motion(times: [0, 0.1, 0.2], size: size, input: input), named: "curve")
    }
}
