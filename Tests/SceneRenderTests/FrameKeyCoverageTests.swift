import XCTest
@testable import SceneRender

/// A frame's `FrameKey` covers everything that draws it: two display lists that differ in any
/// drawn field have different keys, so resume and repeated-frame reuse never hand one frame's
/// bytes to another.
final class FrameKeyCoverageTests: XCTestCase {
    let settings = FrameKey.settings(
        pixelWidth: 40, pixelHeight: 30, scale: 1, background: .white,
        encoder: "test", environment: [:])

    func key(_ items: [DisplayItem]) -> FrameKey {
        FrameKey.frame(DisplayList(size: CGSize(width: 40, height: 30), items: items), settings: settings) { _ in nil }
    }

    func text(styled: StyledText?) -> DisplayItem {
        .text(
            TextItem(
                string: "Hi", font: Font.Resolved(family: "DejaVu Sans", size: 12), paint: .color(Color.black.resolved),
                frame: CGRect(x: 2, y: 2, width: 30, height: 16), styled: styled), transform: .identity)
    }

    func grouped(_ change: (inout GroupEffects) -> Void) -> [DisplayItem] {
        var g = GroupEffects()
        change(&g)
        return [.beginGroup(g), .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), FillStyle(), .color(Color.red.resolved), transform: .identity), .endGroup]
    }

    /// "Hi" as plain text, as a bold run and as an italic run: three keys (the runs draw; the
    /// plain string is the same).
    func testTextRunsChangeTheKey() {
        let keys = [
            key([text(styled: nil)]), key([text(styled: StyledText(runs: [StyledText.Run("Hi", weight: 700)]))]),
            key([text(styled: StyledText(runs: [StyledText.Run("Hi", italic: true)]))])
        ]
        XCTAssertEqual(Set(keys).count, 3)
    }

    /// A group with default effects, then each of colour matrix, blend mode, mask and backdrop
    /// blur changed on its own: five different keys.
    func testGroupColorMatrixBlendModeMaskAndBackdropBlurChangeTheKey() {
        var inverted = ColorMatrix()
        inverted.r1 = -1
        inverted.r5 = 1
        let mask: [DisplayItem] = [.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), FillStyle(), .color(Color.black.resolved), transform: .identity)]
        let keys = [
            key(grouped { _ in }),
            key(grouped { $0.colorMatrix = inverted }),
            key(grouped { $0.blendMode = .multiply }),
            key(grouped { $0.mask = mask }),
            key(grouped { $0.backdropBlurRadius = 3 })
        ]
        XCTAssertEqual(Set(keys).count, 5)
    }

    /// Two masks that differ only in one item's colour: different keys (the mask's items are
    /// hashed as a list's are).
    func testMaskItemsAreHashedLikeListItems() {
        let a = grouped { $0.mask = [.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), FillStyle(), .color(Color.black.resolved), transform: .identity)] }
        let b = grouped { $0.mask = [.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), FillStyle(), .color(Color.black.opacity(0.5).resolved), transform: .identity)] }
        XCTAssertNotEqual(key(a), key(b))
    }

    /// The same text cut at its tail, head and middle: three keys (the ellipsis moves).
    func testTextTruncationModeChangesTheKey() {
        let keys = [Text.TruncationMode.tail, .head, .middle].map { mode -> FrameKey in
            var item = TextItem(
                string: "A long line of text", font: Font.Resolved(family: "DejaVu Sans", size: 12),
                paint: .color(Color.black.resolved), lineLimit: 1,
                frame: CGRect(x: 2, y: 2, width: 30, height: 16))
            item.truncationMode = mode
            return key([.text(item, transform: .identity)])
        }
        XCTAssertEqual(Set(keys).count, 3)
    }

    /// A group without a projection, with a perspective tilt and with another tilt: three keys
    /// (a `rotation3DEffect` animation changes only the projection from frame to frame).
    func testGroupProjectionChangesTheKey() {
        var tilt = ProjectionTransform()
        tilt.m13 = 0.001
        var steeper = ProjectionTransform()
        steeper.m13 = 0.002
        let keys = [key(grouped { _ in }), key(grouped { $0.projection = tilt }), key(grouped { $0.projection = steeper })]
        XCTAssertEqual(Set(keys).count, 3)
    }
}
