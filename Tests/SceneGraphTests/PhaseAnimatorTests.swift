import XCTest
@testable import SceneGraph

/// #18 item 5: empty phases stopped the program (a precondition); now the view is shown as it
/// is, with a warning naming the parameter.
@MainActor
final class PhaseAnimatorTests: XCTestCase {
    struct EmptyPhases: View {
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10)
                    .phaseAnimator([Double]()) { content, phase in content.scaleEffect(phase) }
                PhaseAnimator([CGFloat]()) { phase in Rectangle().frame(width: 30 * phase, height: 30) }
            }
        }
    }

    /// The modifier shows its view unanimated (one 10 × 10 rectangle at every time); the view
    /// form has no content to show (no second rectangle); the warning names `phases`.
    func testEmptyPhasesShowTheViewWithOneWarning() async throws {
        let (host, warnings) = try WarningLog.capturing { () throws -> SceneHost in
            let h = try SceneHost(EmptyPhases(), size: CGSize(width: 100, height: 100))
            h.advance(to: 1)
            return h
        }
        let rects = host.displayList().fillRects
        XCTAssertEqual(rects.count, 1)
        XCTAssertEqual(rects.first?.width, 10)
        XCTAssertTrue(warnings.contains("phaseAnimator: phases is empty; the view is shown without animation"), "\(warnings)")
    }
}
