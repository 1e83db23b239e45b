import XCTest
import SceneTesting
@testable import Gallery
@testable import SceneCommand

/// One still golden per scene, at a time that shows what the scene is about. Each scene is
/// rendered with its own canvas and default input at 60 fps. A scripted tap acts when its
/// pointer lifts, 50 ms after the tap's time.
@MainActor
final class GallerySnapshotTests: XCTestCase {
    func assertScene(
        _ scene: SceneEntry, at time: Double, file: StaticString = #filePath, testName: String = #function,
        line: UInt = #line
    ) {
        func run<V: View>(_ view: V) {
            assertSnapshot(
                of: view, at: time, size: scene.size, input: scene.input, named: "t\(time)",
                file: file, testName: testName, line: line)
        }
        run(scene.makeView())
    }

    /// 1.6 s: the third tap (1.45 s) retargeted the second quarter turn; the card is on its way
    /// to 270°, tilted.
    func testTapRotateRetargetsMidTurn() async { assertScene(TapRotateScene.scene, at: 1.6) }

    /// 0.5 s: 0.3 s after the tap the circle has passed scale 1.5 (the dashed ring) and overshoots.
    func testTapScaleOvershootsOneAndAHalf() async { assertScene(TapScaleScene.scene, at: 0.5) }

    /// 0.5 s: the hue is on its way from 0.60 (blue) to 0.39 (green), the first seeded value.
    func testTapHueMovesToTheFirstSeededHue() async { assertScene(TapHueScene.scene, at: 0.5) }

    /// 0.75 s: released at 0.6 s at (+95, −50), the box springs to the grid point (+120, −60).
    func testSnapToGridSpringsToTheNearestPoint() async { assertScene(SnapToGridScene.scene, at: 0.75) }

    /// 1.1 s: the pointer is 366 pt away, the ball only 262.7 pt (rubber-banded past the ring).
    func testRubberBandHoldsTheBallBackPastTheRing() async { assertScene(RubberBandScene.scene, at: 1.1) }

    /// 0.45 s: position, colour and corner radius are all between A and B.
    func testSpringBlockMovesEveryPropertyTogether() async { assertScene(SpringBlockScene.scene, at: 0.45) }

    /// 0.5 s: thrown at 0.35 s, the window flies to the top-left corner.
    func testPictureInPictureFliesToTheProjectedCorner() async { assertScene(PictureInPictureScene.scene, at: 0.5) }

    /// 0.9 s: tapped at 0.2 s (fired at 0.25 s when the pointer lifts) with a 0.5 s delay, the
    /// card has been fading and shrinking for 0.15 s.
    func testDelayedFadeStartsAfterTheDelay() async { assertScene(DelayedFadeScene.scene, at: 0.9) }

    /// 1.0 s: the tap at 0.9 s (it fires when the pointer lifts, 50 ms later) snapped both
    /// balls back to the left edge in one frame; without it they would be 79 % of the way across.
    func testNonAnimatedInterruptionSnaps() async { assertScene(NonAnimatedScene.scene, at: 1.0) }

    /// 1.9 s: swiped past the threshold at 1.7 s, task 2 slides in from the right, still faint.
    func testSwipeTaskBringsTheNextTask() async { assertScene(SwipeTaskScene.scene, at: 1.9) }

    /// 0.45 s: the three presets started together and are at three different heights.
    func testSpringPresetsSideBySide() async { assertScene(SpringPresetsScene.scene, at: 0.45) }

    /// 0.5 s: 0.3 s after the start the overdamped dots lag and the bouncy ones overshoot.
    func testBounceSweepFromMinusHalfToHalf() async { assertScene(BounceSweepScene.scene, at: 0.5) }

    /// 0.45 s: the window is half grown, its content fading in, the home screen receding.
    func testLaunchStaggersItsSprings() async { assertScene(LaunchScene.scene, at: 0.45) }

    /// 1.8 s: the chart is complete (plotting ran from 0.25 s to 1.75 s).
    func testSpringChartPlotsEveryCurve() async { assertScene(SpringChartScene.scene, at: 1.8) }

    /// 0.45 s: mid-shuffle, rows slide to their new places.
    func testKeyedListShuffleSlidesRows() async { assertScene(KeyedListScene.scene, at: 0.45) }

    /// 2.6 s: every bar has grown, the line is drawn, and the scripted drag (2.0 to 3.0 s)
    /// holds the selection rule over Thursday with its value in a bubble; the other bars dim.
    func testChartExplainerFollowsTheDrag() async { assertScene(ChartExplainerScene.scene, at: 2.6) }

    /// 3.8 s: next week's data swapped in at 3.4 s inside withAnimation; the bars and the line
    /// are on their way up, the y axis already ticks to 20,000.
    func testChartExplainerMovesToNewData() async { assertScene(ChartExplainerScene.scene, at: 3.8) }
}
