import SceneTesting
import XCTest

/// Goldens of the iOS 17 animation scenes (ModernAnimationScenes.swift).
@MainActor
final class ModernAnimationSnapshotTests: XCTestCase {
    /// The heart beating (phase animator view) and the status line swapping its text
    /// (blur-replace transition: the texts fade, blur by up to 7 points and scale by 0.9).
    func testPhasesAndBlurReplace() async {
        let page = VStack(spacing: 40) {
            BeatingHeart()
            StatusLine()
        }
        assertFrames(of: page, size: CGSize(width: 240, height: 260), sampling: .times([0, 0.15, 0.3, 0.5, 0.75, 1.0]), columns: 3)
    }
}
