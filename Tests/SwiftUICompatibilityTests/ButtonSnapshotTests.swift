import XCTest
import SceneTesting

/// Goldens of the button scenes (ButtonScenes.swift), looked at against iOS 17's drawing.
@MainActor
final class ButtonSnapshotTests: XCTestCase {
    /// Every built-in style at rest: blue text; grey fill with blue text; blue fill with white
    /// text; pink; red; three prominent sizes; a grey disabled one; a symbol label; black plain text.
    func testButtonStylesAtRest() async {
        assertSnapshot(of: ButtonStylesPanel(), at: 0, size: CGSize(width: 360, height: 480))
    }

    /// 0.2 s into a press on "Bordered" (pressed at 0.1 s, held): the button is drawn at 60 %.
    func testBorderedButtonWhilePressed() async {
        let input = InputScript { Press(at: CGPoint(x: 180, y: 96), time: 0.1, duration: 1) }
        assertSnapshot(of: ButtonStylesPanel(), at: 0.3, size: CGSize(width: 360, height: 480), input: input)
    }
}
