import SceneGraph
import SceneTesting
import XCTest

/// Presentations (PresentationScenes.swift): drawn above everything, dismissed by their buttons
/// and by `dismiss`, animated with the system's animation without `withAnimation`.
@MainActor
final class PresentationTests: XCTestCase {
    private let size = CGSize(width: 390, height: 640)

    private func texts(_ h: SceneHost) -> [String] {
        h.displayList().items.compactMap { item in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
    }

    /// `r` under the affine transform `m` (translations and scales here), in canvas points.
    private func transformed(_ r: CGRect, _ m: CGAffineTransform) -> CGRect {
        CGRect(
            x: m.a * r.minX + m.c * r.minY + m.tx, y: m.b * r.minX + m.d * r.minY + m.ty,
            width: m.a * r.width, height: m.d * r.height)
    }

    private func textFrame(_ string: String, in h: SceneHost) -> CGRect? {
        for item in h.displayList().items {
            if case .text(let t, let m) = item, t.string == string { return transformed(t.frame, m) }
        }
        return nil
    }

    private func tap(_ string: String, in h: SceneHost, at time: Double) throws {
        let frame = try XCTUnwrap(textFrame(string, in: h), "no text \(string)")
        let p = CGPoint(x: frame.midX, y: frame.midY)
        h.send([PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)])
    }

    /// The alert is drawn after the content (on top), centred; its destructive button runs its
    /// action and dismisses it, and the alert fades out within its 0.25 s animation.
    func testAlertButtonRunsActionAndDismisses() async throws {
        let h = try SceneHost(DeleteFileView(), size: size)
        try tap("Delete", in: h, at: 0.1)
        h.advance(to: 1)
        let drawn = texts(h)
        XCTAssertEqual(Array(drawn.suffix(4)), ["Delete this file?", "You cannot undo this action.", "Cancel", "Delete"])
        let title = try XCTUnwrap(textFrame("Delete this file?", in: h))
        XCTAssertEqual(title.midX, size.width / 2, accuracy: 1)
        // The alert's "Delete" (the last one drawn) is the one hit.
        let buttons: [CGRect] = h.displayList().items.compactMap { item in
            if case .text(let t, let m) = item, t.string == "Delete" { return transformed(t.frame, m) }
            return nil
        }
        let alertButton = try XCTUnwrap(buttons.last)
        let p = CGPoint(x: alertButton.midX, y: alertButton.midY)
        h.send([PointerEvent(.down, at: p, time: 1.1), PointerEvent(.up, at: p, time: 1.15)])
        h.advance(to: 1.2)
        XCTAssertTrue(texts(h).contains("Delete this file?"), "still fading out at 1.2 s")
        h.advance(to: 2)
        XCTAssertEqual(texts(h), ["Nothing here", "Delete"])
    }

    /// While the alert shows, a tap on the content under it does nothing.
    func testContentUnderAlertTakesNoInput() async throws {
        let h = try SceneHost(DeleteFileView(), size: size)
        try tap("Delete", in: h, at: 0.1)
        h.advance(to: 1)
        try tap("Report.pdf", in: h, at: 1.1)
        h.advance(to: 1.5)
        XCTAssertTrue(texts(h).contains("Delete this file?"))
    }

    /// The sheet slides up from the bottom with the system spring (no `withAnimation` in the
    /// scene) into the card from 10 pt below the top to the bottom, which centres its content as
    /// any container does; `dismiss()` closes it and runs `onDismiss`.
    func testSheetSlidesUpAndDismissActionCloses() async throws {
        let h = try SceneHost(ProfileWithSheetView(), size: size)
        try tap("Open settings", in: h, at: 0.1)
        h.advance(to: 0.2)
        let early = try XCTUnwrap(textFrame("Settings", in: h))
        h.advance(to: 1.5)
        let settled = try XCTUnwrap(textFrame("Settings", in: h))
        XCTAssertGreaterThan(early.minY, settled.minY + 100, "0.1 s into the presentation the sheet is still low")
        let done = try XCTUnwrap(textFrame("Done", in: h))
        XCTAssertEqual((settled.minY + done.maxY) / 2, (10 + size.height) / 2, accuracy: 1, "content centred in the 10...640 card")
        try tap("Done", in: h, at: 1.6)
        h.advance(to: 3)
        XCTAssertNil(textFrame("Settings", in: h))
        XCTAssertNotNil(textFrame("Closed 1 times", in: h))
    }

    /// How they look: the alert, the sheet half-way and settled, the dialog.
    func testPresentationsLookAsOnIOS() async {
        let input = InputScript { Tap(at: CGPoint(x: 195, y: 340), time: 0.1) }
        assertSnapshot(of: DeleteFileView(), at: 1.0, size: size, input: input, named: "alert")
        let sheetInput = InputScript { Tap(at: CGPoint(x: 195, y: 392), time: 0.1) }
        assertFrames(of: ProfileWithSheetView(), size: size, input: sheetInput, sampling: .times([0.1, 0.25, 1.0]), columns: 3, named: "sheet")
        assertSnapshot(of: ShareDialogView(), at: 1.0, size: size, named: "dialog")
    }
}
