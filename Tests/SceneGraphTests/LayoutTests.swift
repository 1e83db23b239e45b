import XCTest
@testable import SceneGraph

/// Layout results as SwiftUI computes them (proposal → chosen size → placement).
@MainActor
final class LayoutTests: XCTestCase {
    func rects<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 100)) throws -> [CGRect] {
        try SceneHost(view, size: size).displayList().fillRects
    }

    /// A fixed 50 pt child and a flexible colour share 200 pt with no spacing: 50 + 150.
    func testHStackGivesFlexibleChildTheRest() async throws {
        let r = try rects(
            HStack(spacing: 0) {
                Color.red.frame(width: 50); Color.blue
            })
        XCTAssertEqual(r[0], CGRect(x: 0, y: 0, width: 50, height: 100))
        XCTAssertEqual(r[1], CGRect(x: 50, y: 0, width: 150, height: 100))
    }

    /// Two flexible children in a column of 100 pt with the default spacing 8: (100 − 8) / 2 = 46 each.
    func testVStackSplitsEquallyAfterSpacing() async throws {
        let r = try rects(
            VStack {
                Color.red; Color.blue
            })
        XCTAssertEqual(r[0].height, 46)
        XCTAssertEqual(r[1].minY, 54)
    }

    /// A Spacer pushes a fixed child to the trailing edge.
    func testSpacerPushesToTrailingEdge() async throws {
        let r = try rects(
            HStack(spacing: 0) {
                Spacer(); Rectangle().frame(width: 30, height: 30)
            })
        XCTAssertEqual(r[0], CGRect(x: 170, y: 35, width: 30, height: 30))
    }

    /// A 20 pt square in a 100 pt frame aligned top-leading sits at the frame's corner; the frame
    /// itself is centred in the 200 × 100 canvas (x = 50).
    func testFrameAlignment() async throws {
        let r = try rects(Rectangle().frame(width: 20, height: 20).frame(width: 100, height: 100, alignment: .topLeading))
        XCTAssertEqual(r[0], CGRect(x: 50, y: 0, width: 20, height: 20))
    }

    /// `frame(maxWidth: 100)` on a flexible view in a 200 pt proposal is 100 wide.
    func testFlexibleFrameClampsToMaximum() async throws {
        let r = try rects(Color.red.frame(maxWidth: 100))
        XCTAssertEqual(r[0].width, 100)
        XCTAssertEqual(r[0].minX, 50)
    }

    /// `frame(minWidth: 150)` on a 20 pt square gives a 150 pt frame with the square centred.
    func testFlexibleFrameMinimumCentresSmallContent() async throws {
        let host = try SceneHost(Rectangle().frame(width: 20, height: 20).frame(minWidth: 150), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().fillRects[0].minX, 90)
    }

    /// Padding 10 on a 30 pt square makes a 50 pt view; nested stacks add up.
    func testPaddingAndNestedStacks() async throws {
        let r = try rects(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 30, height: 30).padding(10); Rectangle().frame(width: 10, height: 10)
                }
            })
        // HStack is 60 wide × 50 tall, centred: x from 70, y from 25.
        XCTAssertEqual(r[0], CGRect(x: 80, y: 35, width: 30, height: 30))
        XCTAssertEqual(r[1], CGRect(x: 120, y: 45, width: 10, height: 10))
    }

    /// A GeometryReader sees the size offered to it.
    func testGeometryReaderSeesItsSize() async throws {
        let r = try rects(
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
            })
        XCTAssertEqual(r[0].size, CGSize(width: 100, height: 25))
    }

    /// fixedSize keeps text at its ideal width even when offered less.
    func testFixedSizeKeepsIdealWidth() async throws {
        let measurer = ApproximateTextMeasurer()
        let ideal = measurer.measure("a long line of text", font: Font.body.resolved, width: nil, lineLimit: nil)
        let host = try SceneHost(Text("a long line of text").fixedSize().frame(width: 40), size: CGSize(width: 200, height: 100))
        guard case .text(let t, _)? = host.displayList().items.first else { return XCTFail("no text") }
        XCTAssertEqual(t.frame.width, ideal.width)
    }

    /// Negative and NaN frame sizes are ignored with one warning each, and nothing NaN is drawn.
    func testInvalidFrameSizesAreIgnored() async throws {
        let r = try rects(Color.red.frame(width: -5, height: .nan))
        XCTAssertEqual(r[0], CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}

@MainActor
final class SpacerInFrameTests: XCTestCase {
    /// `HStack { Text; Spacer(); Text }` in a 300 pt frame pushes the texts to the frame's edges.
    func testSpacerPushesTextsApartInsideAFrame() async throws {
        let h = try SceneHost(
            HStack {
                Text("a"); Spacer(); Text("b")
            }.frame(width: 300), size: CGSize(width: 400, height: 100))
        var frames: [CGRect] = []
        for item in h.displayList().items { if case .text(let t, _) = item { frames.append(t.frame) } }
        XCTAssertEqual(frames.first?.minX ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(frames.last?.maxX ?? -1, 350, accuracy: 1e-9)
    }
}
