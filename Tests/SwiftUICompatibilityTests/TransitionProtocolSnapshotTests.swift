import SceneTesting
import XCTest

/// Goldens of the `Transition`, `GeometryEffect` and `Color.mix` scenes
/// (TransitionProtocolScenes.swift).
@MainActor
final class TransitionProtocolSnapshotTests: XCTestCase {
    /// The cards come in (tap at 0.05 s, 0.8 s ease-in-out) and go (tap at 1.25 s); the field
    /// shakes from a tap at 0.45 s. Frames: the twirl half-turned and faded, the blur-replace card
    /// blurred and smaller, the green card rising and turning; the field shaken left and right;
    /// on the way out the twirl turns the other way and blur-replace shrinks again.
    func testTransitionsAndShake() async {
        let input = InputScript {
            Tap(at: CGPoint(x: 150, y: 70), time: 0.05)
            Tap(at: CGPoint(x: 150, y: 180), time: 0.45)
            Tap(at: CGPoint(x: 150, y: 70), time: 1.25)
        }
        assertFrames(
            of: TransitionShowcase(), size: CGSize(width: 300, height: 240), input: input,
            sampling: .times([0.1, 0.3, 0.5, 0.65, 0.9, 1.45, 1.65, 2.2]), columns: 4)
    }

    /// Red mixed into blue by 0, ¼, ½, ¾ and 1: perceptually (top row, Oklab: the middle stays
    /// bright, a violet) and in the device space (bottom row: a darker purple in the middle).
    func testColorMixSwatches() async {
        assertSnapshot(of: ColorMixSwatches(), at: 0, size: CGSize(width: 252, height: 108))
    }
}
