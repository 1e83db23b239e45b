import Foundation
import SceneGraph
import SceneRender
import SceneTesting
import XCTest

/// Goldens of the test catalog drawn: image sets at two display scales and in both appearances,
/// colour sets in both appearances.
@MainActor
final class AssetSnapshotTests: XCTestCase {
    private struct Images: View {
        var body: some View {
            HStack(spacing: 8) {
                Image(.upperBody)
                Image(.heart)
                Image(.Icons.star)
                Image(.upperBody).resizable().frame(width: 40, height: 24)
            }
            .padding(6)
        }
    }

    private struct Colours: View {
        var body: some View {
            HStack(spacing: 4) {
                Color(.brandPrimary)
                Color(.hexTint)
                Color(.byteTint)
                Color(.ink)
                Color(.systemLink)
            }
            .frame(width: 120, height: 24)
            .padding(6)
        }
    }

    private func image<V: View>(_ view: V, scale: Double, dark: Bool) throws -> RenderedImage {
        let size = CGSize(width: 132, height: 36)
        return try FrameRecorder(size: size, scale: scale, background: dark ? .black : .white)
            .image(of: view.preferredColorScheme(dark ? .dark : .light), at: 0)
    }

    func testImageSetsAtScaleTwoAndThreeLightAndDark() async throws {
        assertSnapshot(of: try image(Images(), scale: 2, dark: false), named: "scale2.light")
        assertSnapshot(of: try image(Images(), scale: 3, dark: false), named: "scale3.light")
        assertSnapshot(of: try image(Images(), scale: 3, dark: true), named: "scale3.dark")
    }

    func testColourSetsLightAndDark() async throws {
        assertSnapshot(of: try image(Colours(), scale: 2, dark: false), named: "light")
        assertSnapshot(of: try image(Colours(), scale: 2, dark: true), named: "dark")
    }
}
