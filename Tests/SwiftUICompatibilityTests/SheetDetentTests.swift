import SceneGraph
import SceneTesting
import XCTest

/// Sheet detents, whole-row taps in lists, alert and dialog actions that dismiss, and animated
/// pops (SheetDetentScenes.swift).
@MainActor
final class SheetDetentTests: XCTestCase {
    private let phone = CGSize(width: 390, height: 844)

    private func tap(at p: CGPoint, in h: SceneHost, time: Double) {
        h.send([PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)])
    }

    private func tap(_ string: String, in h: SceneHost, time: Double, last: Bool = false) throws {
        let frames = h.displayList().textFrames.filter { $0.string == string }.map(\.frame)
        let f = try XCTUnwrap(last ? frames.last : frames.first, "no text \(string)")
        tap(at: CGPoint(x: f.midX, y: f.midY), in: h, time: time)
    }

    /// The fills of the display list with their bounding boxes, in canvas points.
    private func fills(_ h: SceneHost) -> [(rect: CGRect, paint: Paint)] {
        h.displayList().items.compactMap { item in
            if case .fill(let path, _, let paint, let m) = item { return (path.boundingRect.applying(m), paint) }
            return nil
        }
    }

    /// The sheet's card: the full-width fill whose top is highest among full-width fills
    /// below the canvas top (the presenting screen's fills start at 0).
    private func sheetCard(_ h: SceneHost) -> CGRect? {
        fills(h).map(\.rect).filter { abs($0.width - phone.width) < 0.5 && $0.minY > 1 && abs($0.maxY - phone.height) < 0.5 }.first
    }

    private func presentedSheet(_ view: HalfSheetView) throws -> SceneHost {
        let h = try SceneHost(view, size: phone)
        try tap("Show details", in: h, time: 0.1)
        h.advance(to: 2)
        return h
    }

    /// `.medium` is half the large detent: (844 − 10) / 2 = 417 pt tall, from y = 427 to the
    /// bottom; with `[.medium, .large]` the sheet opens at the smaller one and shows the grabber
    /// (36 × 5 pt, 5 pt below its top, centred).
    func testMediumDetentIsHalfTheLargeHeightWithAGrabber() async throws {
        let h = try presentedSheet(HalfSheetView(detents: [.medium, .large]))
        let card = try XCTUnwrap(sheetCard(h))
        XCTAssertEqual(card.minY, 844 - 417, accuracy: 0.5)
        let grabber = fills(h).first { abs($0.rect.width - 36) < 0.01 && abs($0.rect.height - 5) < 0.01 }
        XCTAssertEqual(grabber?.rect.minY ?? -1, card.minY + 5, accuracy: 0.01)
        XCTAssertEqual(grabber?.rect.midX ?? -1, 195, accuracy: 0.01)
    }

    /// `.height(200)` rests at 200 pt; `.fraction(0.25)` at a quarter of 834 (209 pt, rounded);
    /// a single detent shows no grabber.
    func testHeightAndFractionDetents() async throws {
        let tall = try presentedSheet(HalfSheetView(detents: [.height(200)]))
        XCTAssertEqual(try XCTUnwrap(sheetCard(tall)).height, 200, accuracy: 0.5)
        XCTAssertNil(fills(tall).first { abs($0.rect.width - 36) < 0.01 && abs($0.rect.height - 5) < 0.01 })
        let quarter = try presentedSheet(HalfSheetView(detents: [.fraction(0.25)]))
        XCTAssertEqual(try XCTUnwrap(sheetCard(quarter)).height, 209, accuracy: 0.5)
    }

    /// Without detents the sheet is the large detent: from 10 pt below the top.
    func testLargeDetentByDefault() async throws {
        let h = try presentedSheet(HalfSheetView(detents: [.large]))
        XCTAssertEqual(try XCTUnwrap(sheetCard(h)).minY, 10, accuracy: 0.5)
    }

    /// `presentationBackground` fills the card with its style.
    func testPresentationBackgroundFillsTheCard() async throws {
        let h = try presentedSheet(HalfSheetView(detents: [.medium], tinted: true))
        let card = try XCTUnwrap(fills(h).first { abs($0.rect.minY - 427) < 0.5 && abs($0.rect.width - 390) < 0.5 })
        XCTAssertEqual(card.paint, .color(Color.yellow.opacity(0.3).resolved))
    }

    /// A tap near a row's trailing edge, far from its label, runs the row's button; a tap on the
    /// far right of a link row pushes its destination.
    func testWholeRowRunsItsButtonAndLink() async throws {
        let h = try SceneHost(ActionRowsView(), size: phone)
        let export = try XCTUnwrap(h.displayList().textFrame("Export data"))
        tap(at: CGPoint(x: 360, y: export.midY), in: h, time: 0.1)
        let signOut = try XCTUnwrap(h.displayList().textFrame("Sign out"))
        tap(at: CGPoint(x: 355, y: signOut.midY + 10), in: h, time: 0.3)
        h.advance(to: 0.6)
        XCTAssertTrue(h.displayList().textStrings.contains("Signed out 1 times, exported 1 times"))
        let account = try XCTUnwrap(h.displayList().textFrame("Account"))
        tap(at: CGPoint(x: 350, y: account.midY + 12), in: h, time: 0.7)
        h.advance(to: 2.5)
        XCTAssertTrue(h.displayList().textStrings.contains("Account details"))
    }

    /// An alert's action runs and the alert closes by itself (its fade is 0.25 s); so does a
    /// confirmation dialog's (it slides down).
    func testAlertAndDialogActionsDismiss() async throws {
        let h = try SceneHost(DeleteConfirmationsView(), size: phone)
        try tap("Delete file", in: h, time: 0.1)
        h.advance(to: 1)
        try tap("Delete", in: h, time: 1.1, last: true)
        h.advance(to: 2)
        XCTAssertFalse(h.displayList().textStrings.contains("Delete the file?"))
        XCTAssertTrue(h.displayList().textStrings.contains("Deleted"))
        try tap("Share", in: h, time: 2.1)
        h.advance(to: 3)
        try tap("Email", in: h, time: 3.1)
        h.advance(to: 5) // the sheet's 0.45 s spring is dropped once settled
        XCTAssertFalse(h.displayList().textStrings.contains("Copy link"), "\(h.displayList().textStrings)")
        XCTAssertTrue(h.displayList().textStrings.contains("Emailed"))
    }

    /// The back button pops with the push motion reversed: 0.25 s in, the pushed screen is
    /// still drawn, between its place and the trailing edge, and the root screen comes back
    /// from the left; after 1 s the pushed screen is gone.
    func testPopSlidesThePushedScreenOut() async throws {
        let h = try SceneHost(ActionRowsView(), size: phone)
        try tap("Account", in: h, time: 0.1)
        h.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(h.displayList().textFrame("Account details")).midX, 195, accuracy: 0.5)
        let back = try XCTUnwrap(h.displayList().textFrame("Settings"))
        tap(at: CGPoint(x: back.midX, y: back.midY), in: h, time: 2.1)
        h.advance(to: 2.4)
        let mid = try XCTUnwrap(h.displayList().textFrame("Account details"))
        XCTAssertGreaterThan(mid.midX, 195 + 50)
        XCTAssertLessThan(mid.midX, 195 + 390)
        let rootRow = try XCTUnwrap(h.displayList().textFrame("Export data"))
        XCTAssertLessThan(rootRow.minX, 36, "the root screen is still left of its place")
        h.advance(to: 3.5)
        XCTAssertFalse(h.displayList().textStrings.contains("Account details"))
        XCTAssertEqual(try XCTUnwrap(h.displayList().textFrame("Export data")).minX, 36, accuracy: 0.5)
    }
}
