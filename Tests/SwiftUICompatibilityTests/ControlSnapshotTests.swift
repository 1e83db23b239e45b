import SceneTesting
import XCTest

/// Goldens of the control scenes (ControlScenes.swift), looked at against iOS 17.
@MainActor
final class ControlSnapshotTests: XCTestCase {
    func testPreferencesForm() async {
        assertSnapshot(of: PreferencesForm(), at: 0, size: CGSize(width: 390, height: 560))
    }

    func testSignInForm() async {
        assertSnapshot(of: SignInForm(), at: 0, size: CGSize(width: 390, height: 200))
    }

    func testProgressGallery() async {
        assertSnapshot(of: ProgressGallery(), at: 0.5, size: CGSize(width: 390, height: 560))
    }

    /// The toggle switched on: the knob slides and the track turns green.
    func testToggleSwitchingOn() async {
        let input = InputScript { Tap(at: CGPoint(x: 300, y: 40), time: 0.1) }
        assertFrames(
            of: WifiToggle(), size: CGSize(width: 360, height: 80), input: input,
            sampling: .times([0, 0.2, 0.25, 0.3, 0.4, 0.8]), columns: 3)
    }
}
