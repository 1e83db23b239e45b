import SceneTesting
import XCTest

/// Goldens of the shape scenes (ShapeScenes.swift), looked at against iOS 17's drawing.
@MainActor
final class ShapeSnapshotTests: XCTestCase {
    /// The ring half drawn (t = 0.5 s of its 1 s draw-on), the chat bubbles, the card with top
    /// corners and a border, and the transformed shapes.
    func testShapeGallery() async {
        assertSnapshot(of: ShapeGalleryView(), at: 0.5, size: CGSize(width: 360, height: 440), named: "t0.5")
    }

    /// Strokes used as shapes (`stroke(lineWidth:)`, `stroke(style:)`): filled, in a
    /// foreground style, dashed, turned as a shape and outlined.
    func testStrokedShapes() async {
        assertSnapshot(of: StrokedShapesView(), at: 0, size: CGSize(width: 360, height: 240))
    }

    /// The activity ring drawing itself on: frames from 0 to 1.2 s.
    func testActivityRingDrawOn() async {
        assertFrames(
            of: ActivityRingView(), size: CGSize(width: 180, height: 180),
            sampling: .times([0, 0.25, 0.5, 0.75, 1.0, 1.2]), columns: 3)
    }
}
