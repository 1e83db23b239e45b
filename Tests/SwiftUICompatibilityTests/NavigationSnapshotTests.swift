import SceneTesting
import XCTest

/// Goldens of the app-chrome scenes (NavigationScenes.swift), looked at against iOS 17.
@MainActor
final class NavigationSnapshotTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    func testSettingsScreen() async {
        assertSnapshot(of: SettingsScreen(), at: 0, size: phone)
    }

    /// The push of "Wi-Fi": before, during and after.
    func testSettingsPush() async {
        let input = InputScript { Tap(at: CGPoint(x: 200, y: 138), time: 0.1) }
        assertFrames(of: SettingsScreen(), size: phone, input: input, sampling: .times([0, 0.2, 0.3, 0.5, 1.0]), columns: 5)
    }

    func testInlineTitleList() async {
        assertSnapshot(of: FruitListScreen(), at: 0, size: phone)
    }

    func testPlainList() async {
        assertSnapshot(of: PlainInbox(), at: 0, size: CGSize(width: 390, height: 400))
    }

    func testTabView() async {
        assertSnapshot(of: HomeTabs(), at: 0, size: phone)
    }

    /// `Label("Home", systemImage: "house")` and `Image(systemName:)` + `Text` as tab items:
    /// a 25-point symbol above a 10-point title in each half of the 49-point bar.
    func testTabItemsDrawTheirSymbolAboveTheTitle() async {
        assertSnapshot(of: SymbolTabs(), at: 0, size: CGSize(width: 390, height: 300))
    }

    func testPagedTabView() async {
        assertSnapshot(of: OnboardingPages(), at: 0, size: CGSize(width: 390, height: 400))
    }
}
