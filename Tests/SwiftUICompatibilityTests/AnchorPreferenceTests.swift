import SceneGraph
import SceneTesting
import XCTest

/// `anchorPreference`, `transformAnchorPreference`, `Anchor`, `Anchor.Source` and
/// `GeometryProxy[anchor]`, in scenes in the style of public samples
/// (AnchorPreferenceScenes.swift). Anchors resolve through the same geometry effects as
/// `GeometryProxy.frame(in:)` (GeometryEffectReaderTests). Unless said otherwise the source is a
/// 100 × 50 box laid out at (100, 175) of a 300 × 400 screen whose overlay, at (0, 0), resolves
/// it: resolved values are then canvas coordinates.
@MainActor
final class AnchorPreferenceTests: XCTestCase {
    private let size = CGSize(width: 300, height: 400)
    private let laidOut = CGRect(x: 100, y: 175, width: 100, height: 50)

    private func resolved<V: View>(
        source: Anchor<CGRect>.Source = .bounds, readerOffset: CGFloat = 0, readerScale: CGFloat = 1,
        _ effect: @escaping (AnyView) -> V
    ) throws -> CGRect {
        let seen = Seen<[String: CGRect]>()
        let overlay = ResolvingOverlay(seen: seen, readerOffset: readerOffset, readerScale: readerScale)
        let host = try SceneHost(EffectOverSource(seen: seen, source: source, overlay: overlay, effect: effect), size: size)
        XCTAssertEqual(host.warnings, [])
        return try XCTUnwrap(seen.values.last?["source"])
    }

    // MARK: - Sources

    /// `.bounds` resolves to the view's frame in the reader's coordinates: the laid-out
    /// (100, 175, 100, 50).
    func testBoundsResolveToTheLaidOutFrame() async throws {
        assertEqual(try resolved { $0 }, laidOut)
    }

    /// Point sources of the box at (100, 175), 100 × 50: the nine unit points from
    /// `.topLeading` (100, 175) to `.bottomTrailing` (200, 225), `.unitPoint((0.25, 0.75))` at
    /// (100 + 25, 175 + 37.5) and `.point((10, 5))` at (110, 180), all in one anchor of an array
    /// source (`Anchor<[CGPoint]>.Source(_:)`).
    func testPointSourcesResolveToTheirPlaces() async throws {
        let seen = Seen<CGPoint>()
        _ = try SceneHost(PointAnchors(seen: seen), size: size)
        XCTAssertEqual(
            seen.values,
            [
                CGPoint(x: 100, y: 175), CGPoint(x: 150, y: 175), CGPoint(x: 200, y: 175),
                CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 200),
                CGPoint(x: 100, y: 225), CGPoint(x: 150, y: 225), CGPoint(x: 200, y: 225),
                CGPoint(x: 125, y: 212.5), CGPoint(x: 110, y: 180)
            ])
    }

    /// `.rect(_:)` is in the view's coordinates: (10, 10, 20, 30) of the box is (110, 185) on
    /// the canvas; under `.scaleEffect(2)` about the box's centre (150, 200) it becomes
    /// (150 + (110 − 150)·2, 200 + (185 − 200)·2) = (70, 170), 40 × 60.
    func testARectSourceIsInTheViewsCoordinates() async throws {
        let r = CGRect(x: 10, y: 10, width: 20, height: 30)
        assertEqual(try resolved(source: .rect(r)) { $0 }, CGRect(x: 110, y: 185, width: 20, height: 30))
        assertEqual(try resolved(source: .rect(r)) { $0.scaleEffect(2) }, CGRect(x: 70, y: 170, width: 40, height: 60))
    }

    /// An optional source (`Anchor<CGRect?>.Source(_:)`) resolves to nil when it is nil, and to
    /// the bounds otherwise: (0, 0, 100, 50) in the box's own overlay.
    func testAnOptionalSourceResolvesToNilOrTheValue() async throws {
        let none = Seen<CGRect?>(), some = Seen<CGRect?>()
        _ = try SceneHost(OptionalSourceBox(marked: false, seen: none), size: size)
        _ = try SceneHost(OptionalSourceBox(marked: true, seen: some), size: size)
        XCTAssertEqual(none.values, [nil])
        XCTAssertEqual(some.values, [CGRect(x: 0, y: 0, width: 100, height: 50)])
    }

    /// `transformAnchorPreference` adds each view's anchor to the value so far: three 80 × 40
    /// boxes, 10 pt apart, centred in the 300 × 400 screen (260 pt wide from x = 20, at y = 180).
    func testTransformAnchorPreferenceCollectsEveryView() async throws {
        let seen = Seen<[String: CGRect]>()
        _ = try SceneHost(NamedBoxes(seen: seen), size: size)
        let frames = try XCTUnwrap(seen.values.last)
        XCTAssertEqual(
            frames,
            [
                "red": CGRect(x: 20, y: 180, width: 80, height: 40),
                "green": CGRect(x: 110, y: 180, width: 80, height: 40),
                "blue": CGRect(x: 200, y: 180, width: 80, height: 40)
            ])
    }

    // MARK: - Through effects

    /// Anchors see the effects above their view as `GeometryProxy.frame(in:)` does: an offset of
    /// (30, −20) gives (130, 155); a scale of 2 about the centre (50, 150, 200, 100); a turn of
    /// 90° the bounding box (125, 150, 50, 100); a `GeometryEffect` lifting 30 pt (100, 145),
    /// unless `.ignoredByLayout()`.
    func testAnchorsResolveThroughTheEffectsAboveTheirView() async throws {
        assertEqual(try resolved { $0.offset(x: 30, y: -20) }, CGRect(x: 130, y: 155, width: 100, height: 50))
        assertEqual(try resolved { $0.scaleEffect(2) }, CGRect(x: 50, y: 150, width: 200, height: 100))
        assertEqual(try resolved { $0.rotationEffect(.degrees(90)) }, CGRect(x: 125, y: 150, width: 50, height: 100))
        assertEqual(try resolved { $0.modifier(Lift(height: 30)) }, CGRect(x: 100, y: 145, width: 100, height: 50))
        assertEqual(try resolved { $0.modifier(Lift(height: 30).ignoredByLayout()) }, laidOut)
    }

    /// The value comes back in the reader's own coordinates, through the inverse of the effects
    /// above the reader: a reader offset 20 pt right sees the box at x = 80; a reader scaled by
    /// 2 about its top-left corner (the canvas origin) sees it at half size, (50, 87.5, 50, 25).
    func testAnchorsResolveIntoTheReadersOwnCoordinates() async throws {
        assertEqual(try resolved(readerOffset: 20) { $0 }, CGRect(x: 80, y: 175, width: 100, height: 50))
        assertEqual(try resolved(readerScale: 2) { $0 }, CGRect(x: 50, y: 87.5, width: 50, height: 25))
    }

    /// No NaN from a degenerate transform: a source scaled by 0 folds onto its centre,
    /// (150, 200, 0, 0); a reader scaled by 0 cannot be inverted, and the anchor is carried by the
    /// two views' layout positions alone: the box at (100, 175) from the reader at (0, 0).
    func testDegenerateTransformsGiveFiniteValues() async throws {
        assertEqual(try resolved { $0.scaleEffect(0) }, CGRect(x: 150, y: 200, width: 0, height: 0))
        assertEqual(try resolved(readerScale: 0) { $0 }, laidOut)
    }

    // MARK: - Following motion

    /// A source under `withAnimation(.linear(duration: 1))` from the first frame, sliding 100 pt
    /// right: its resolved left edge is 100 + 100·t at t = 0.25, 0.5, 0.75 and 1 s, and 200
    /// after.
    func testAnAnchorFollowsAnAnimatedOffsetFrameByFrame() async throws {
        let seen = Seen<[String: CGRect]>()
        let host = try SceneHost(SlidingSource(seen: seen), size: size)
        for (t, x) in [(0.25, 125.0), (0.5, 150), (0.75, 175), (1, 200), (2, 200)] {
            host.advance(to: t)
            XCTAssertEqual(try XCTUnwrap(seen.values.last?["source"]).minX, x, accuracy: 1e-9, "at \(t) s")
        }
        let settled = seen.values.count
        host.advance(to: 3)
        XCTAssertEqual(seen.values.count, settled, "once the offset rests, the overlay is not rebuilt")
    }

    /// A row inside a scroll view under a 100 pt banner: its anchor, resolved by an overlay of
    /// the whole 300 × 500 screen, is at y = 100 + 2·50 = 200; 120 pt into the drag of
    /// `PreferenceTests.testGeometryFramesMoveWithTheScroll`, at 80.
    func testAnAnchorInAScrollViewFollowsTheScroll() async throws {
        let seen = Seen<[String: CGRect]>()
        let host = try SceneHost(ScrolledSource(seen: seen), size: CGSize(width: 300, height: 500))
        assertEqual(seen.values.last?["row"], CGRect(x: 0, y: 200, width: 300, height: 50))
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 460), to: CGPoint(x: 150, y: 300), start: 0.1, duration: 0.4) }.events(fps: 60))
        host.advance(to: 0.4)
        XCTAssertEqual(try XCTUnwrap(seen.values.last?["row"]).minY, 80, accuracy: 1)
    }

    /// Anchors are `Equatable`, so `onPreferenceChange` takes them: it runs with the first
    /// anchor, then once when the box moves 40 pt right at 0.5 s (a different anchor), and not
    /// again while nothing moves.
    func testOnPreferenceChangeSeesAnAnchorChangeWhenTheViewMoves() async throws {
        let seen = Seen<Anchor<CGRect>?>()
        let host = try SceneHost(AnchorChangeReporter(seen: seen), size: size)
        XCTAssertEqual(seen.values.count, 1)
        host.advance(to: 0.4)
        XCTAssertEqual(seen.values.count, 1)
        host.advance(to: 1)
        XCTAssertEqual(seen.values.count, 2)
        XCTAssertNotEqual(seen.values[0], seen.values[1])
        XCTAssertEqual(Set(seen.values.compactMap { $0 }).count, 2, "Hashable")
    }

    // MARK: - The tab underline and the tooltip

    /// The underline is a 3 pt capsule along the bottom of the selected tab's bounds (the text's
    /// frame and its 10 pt vertical padding): as wide as "Featured" at first; tapping
    /// "Top Charts" under `withAnimation(.snappy)` slides and stretches it (between the two
    /// tabs at 0.15 s) until it lies under "Top Charts".
    func testTheUnderlineFollowsTheSelectedTab() async throws {
        let host = try SceneHost(UnderlinedTabBar(), size: CGSize(width: 390, height: 120))
        func tab(_ name: String) throws -> CGRect { try XCTUnwrap(host.displayList().textFrames.first { $0.string == name }).frame }
        func underline() throws -> CGRect { try XCTUnwrap(host.displayList().fillRects.last) }
        let featured = try tab("Featured"), charts = try tab("Top Charts")
        assertEqual(try underline(), CGRect(x: featured.minX, y: featured.maxY + 10 - 3, width: featured.width, height: 3), accuracy: 1e-6)

        host.send([
            PointerEvent(.down, at: CGPoint(x: charts.midX, y: charts.midY), time: 0.05),
            PointerEvent(.up, at: CGPoint(x: charts.midX, y: charts.midY), time: 0.1)
        ])
        host.advance(to: 0.15)
        let moving = try underline()
        XCTAssertGreaterThan(moving.minX, featured.minX + 1, "it has left Featured")
        XCTAssertLessThan(moving.minX, charts.minX - 1, "it has not reached Top Charts")
        host.advance(to: 2)
        assertEqual(try underline(), CGRect(x: charts.minX, y: charts.maxY + 10 - 3, width: charts.width, height: 3), accuracy: 1e-6)
    }

    /// The tooltip's tail points at the top centre of the info symbol (its `.top` anchor). The
    /// symbol is 6 pt after the "iCloud Backup" label and centred on its glyph, so its frame
    /// starts at x₀ = label.maxX + 6 and is w = 2·(glyph.midX − x₀) wide; its top is half its
    /// frame's height above the glyph's centre; the tail (the last fill drawn) ends there, at
    /// glyph.midX.
    func testTheTooltipPointsAtItsSourcesTop() async throws {
        let host = try SceneHost(TooltipCard(), size: CGSize(width: 390, height: 260))
        let list = host.displayList()
        let label = try XCTUnwrap(list.textFrames.first { $0.string == "iCloud Backup" }).frame
        let glyph = try XCTUnwrap(
            list.items.compactMap { item -> CGRect? in
                guard case .text(let t, let m) = item, t.font.family == "Material Symbols Outlined" else { return nil }
                return Path(t.frame).applying(m).boundingRect
            }.first)
        let x0 = label.maxX + 6, w = 2 * (glyph.midX - x0)
        let symbol = try XCTUnwrap(host.frame(ofFirst: "Image"))
        XCTAssertEqual(symbol.width, w, accuracy: 1e-6)
        let tail = try XCTUnwrap(list.fillRects.last)
        XCTAssertEqual(tail.midX, glyph.midX, accuracy: 1e-6)
        XCTAssertEqual(tail.maxY, glyph.midY - symbol.height / 2, accuracy: 1e-6)
    }

    /// The showcase (an iPhone-width screen): "Featured" underlined in the accent colour, and a
    /// dark tooltip over the Backups card pointing down at the info symbol.
    func testAnchorShowcaseSnapshot() async throws {
        assertSnapshot(of: AnchorShowcase(), at: 0, size: CGSize(width: 390, height: 300))
    }

    /// Mid-way through the underline's slide to "Top Charts" (0.12 s after the tap).
    func testUnderlineMidSlideSnapshot() async throws {
        let probe = try SceneHost(AnchorShowcase(), size: CGSize(width: 390, height: 300))
        let charts = try XCTUnwrap(probe.displayList().textFrames.first { $0.string == "Top Charts" }).frame
        let input = InputScript { Tap(at: CGPoint(x: charts.midX, y: charts.midY), time: 0.1) }
        assertSnapshot(of: AnchorShowcase(), at: 0.22, size: CGSize(width: 390, height: 300), input: input)
    }
}
