import SceneTesting
import XCTest

/// Goldens of the timer-driven scenes (SceneTimeScenes.swift): what a recording shows when a
/// scene counts down with `Timer` and shows a banner with `DispatchQueue.main.asyncAfter`.
@MainActor
final class SceneTimeSnapshotTests: XCTestCase {
    /// The countdown at 0, 0.5, 1, 2, 3 and 3.5 s: 3, 3, 2, 1, Liftoff!, Liftoff! (the timer
    /// fires at 1, 2 and 3 s), the bar one step shorter each second and green at zero.
    func testCountdownFramesFollowTheTimer() async {
        assertFrames(
            of: CountdownView(), size: CGSize(width: 240, height: 120),
            sampling: .times([0, 0.5, 1, 2, 3, 3.5]), columns: 3)
    }

    /// The banner is absent at 1.4 s and shown from 1.5 s (`.now() + 1.5` in `onAppear`).
    func testDelayedBannerFramesFollowAsyncAfter() async {
        assertFrames(
            of: DelayedBannerView(), size: CGSize(width: 160, height: 80),
            sampling: .times([1.4, 1.5]), columns: 2)
    }
}
