import SceneTesting
import XCTest
@testable import MyScenes

/// The catalog scene in both appearances: the badge from its image set, the circle and title in
/// the brand colour set, the card in its background colour set.
final class BrandCardTests: XCTestCase {
    let size = CGSize(width: 360, height: 128)

    func testBrandCardLightAndDark() {
        assertSnapshot(of: BrandCard(), at: 0, size: size, named: "light")
        assertSnapshot(of: BrandCard(scheme: .dark), at: 0, size: size, named: "dark")
    }
}
