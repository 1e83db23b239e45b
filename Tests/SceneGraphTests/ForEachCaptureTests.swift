import XCTest
@testable import SceneGraph

/// A `ForEach` row whose content reads the parent's state (captured by the content closure)
/// follows that state, though the row's data did not change, as in SwiftUI.
@MainActor
final class ForEachCaptureTests: XCTestCase {
    private struct Rows: View {
        @State var suffix = "a"
        var body: some View {
            VStack {
                ForEach([1, 2], id: \.self) { i in Text("\(i)\(suffix)") }
            }
        }
    }

    private struct Moving: View {
        @State var moved = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach([0, 1], id: \.self) { i in
                    Color.red.frame(width: 10, height: 10).offset(x: moved ? 50 : 0, y: CGFloat(i) * 20)
                }
            }
            .frame(width: 100, height: 100, alignment: .topLeading)
        }
    }

    func testRowContentFollowsCapturedParentState() async throws {
        let view = Rows()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0.1) { view.suffix = "b" }
        h.advance(to: 0.1)
        XCTAssertEqual(h.displayList().texts, ["1b", "2b"])
    }

    func testRowOffsetFollowsCapturedParentState() async throws {
        let view = Moving()
        let h = try SceneHost(view, size: CGSize(width: 100, height: 100))
        h.schedule(at: 0.1) { view.moved = true }
        h.advance(to: 0.1)
        let xs: [CGFloat] = h.displayList().items.compactMap {
            if case .fill(let p, _, _, let m) = $0 { return p.applying(m).boundingRect.minX }
            return nil
        }
        XCTAssertEqual(xs, [50, 50])
    }
}
