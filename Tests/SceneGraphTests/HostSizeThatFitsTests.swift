import SceneGraph
import XCTest

/// `SceneHost.sizeThatFits(_:)`: the root view's size for a proposal, as
/// `UIHostingController.sizeThatFits(in:)` answers it, without moving the view on the canvas.
@MainActor
final class HostSizeThatFitsTests: XCTestCase {
    /// A 40 × 20 pt rectangle padded by 5 on every side fits 50 × 30 pt whatever the canvas; a
    /// flexible rectangle takes what is proposed, and with nothing proposed SwiftUI's ideal
    /// size of a shape, 10 × 10 pt; the canvas layout stays as it was.
    func testFittingSizes() async throws {
        let host = try SceneHost(Rectangle().frame(width: 40, height: 20).padding(5), size: CGSize(width: 300, height: 200))
        let before = host.displayList()
        XCTAssertEqual(host.sizeThatFits(.unspecified), CGSize(width: 50, height: 30))
        XCTAssertEqual(host.sizeThatFits(ProposedViewSize(width: 10, height: 10)), CGSize(width: 50, height: 30))
        XCTAssertEqual(host.displayList(), before)
        let flexible = try SceneHost(Rectangle(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(flexible.sizeThatFits(ProposedViewSize(width: 70, height: 30)), CGSize(width: 70, height: 30))
        XCTAssertEqual(flexible.sizeThatFits(.unspecified), CGSize(width: 10, height: 10))
    }
}
