import SceneGraph
import SceneTesting
import XCTest

/// `safeAreaInset(edge:alignment:spacing:content:)`, both forms, against SwiftUI's layout: the
/// inset content at `edge`, the modified view in the room left (less the spacing), the inset
/// content aligned on the modified view, and scroll views scrolling under the inset content.
@MainActor
final class SafeAreaInsetTests: XCTestCase {
    let size = CGSize(width: 300, height: 400)

    /// The frames of the solid fills of `colour` drawn for `view` in a 300 × 400 scene.
    private func frames<V: View>(of colour: Color, in view: V, host: SceneHost? = nil) throws -> [CGRect] {
        let h = try host ?? SceneHost(view, size: size)
        return h.displayList().items.compactMap { item in
            if case .fill(let path, _, .color(let c), let m) = item, c == colour.resolved { return path.boundingRect.applying(m) }
            return nil
        }
    }

    /// The first clip group's rectangle (a scroll view's frame).
    private func clip(_ list: DisplayList) -> CGRect? {
        for case .beginGroup(let g) in list.items { if let c = g.clip { return c.boundingRect } }
        return nil
    }

    // MARK: vertical edges

    /// A 50-point bar at the bottom with the default spacing: the bar spans the width at
    /// 350…400, and the red view has the rest less 8 points (the distance a stack puts between
    /// two views), 0…342.
    func testBottomInsetTakesItsHeightAndTheDefaultSpacing() async throws {
        let view = Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 0, y: 350, width: 300, height: 50)])
        XCTAssertEqual(try frames(of: .red, in: view), [CGRect(x: 0, y: 0, width: 300, height: 342)])
    }

    /// At the top with `spacing: 0` the bar is at 0…50 and the view right under it, 50…400;
    /// with `spacing: 20` the view starts at 70.
    func testTopInsetAndExplicitSpacing() async throws {
        let flush = Color.red.safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 50) }
        XCTAssertEqual(try frames(of: .blue, in: flush), [CGRect(x: 0, y: 0, width: 300, height: 50)])
        XCTAssertEqual(try frames(of: .red, in: flush), [CGRect(x: 0, y: 50, width: 300, height: 350)])
        let spaced = Color.red.safeAreaInset(edge: .top, spacing: 20) { Color.blue.frame(height: 50) }
        XCTAssertEqual(try frames(of: .red, in: spaced), [CGRect(x: 0, y: 70, width: 300, height: 330)])
    }

    /// The inset content is aligned on the modified view, not on the frame: a 200-point view
    /// centred in the 300-point scene (50…250) with a 100-point bar puts the bar at 50…150
    /// (`.leading`), 100…200 (`.center`) and 150…250 (`.trailing`).
    func testHorizontalAlignmentIsOnTheModifiedView() async throws {
        func bar(_ alignment: HorizontalAlignment) throws -> CGRect? {
            try frames(
                of: .blue,
                in: Color.red.frame(width: 200)
                    .safeAreaInset(edge: .bottom, alignment: alignment, spacing: 0) { Color.blue.frame(width: 100, height: 40) }
            ).first
        }
        XCTAssertEqual(try bar(.leading), CGRect(x: 50, y: 360, width: 100, height: 40))
        XCTAssertEqual(try bar(.center), CGRect(x: 100, y: 360, width: 100, height: 40))
        XCTAssertEqual(try bar(.trailing), CGRect(x: 150, y: 360, width: 100, height: 40))
    }

    /// A view that does not fill its room stays against the edge opposite the inset: a 100-point
    /// square over a bottom bar lies at the top of the frame the two make. The pair is as tall
    /// as both and the spacing (100 + 10 + 40 = 150), centred in the scene: 125…275.
    func testTheModifiedViewLiesAgainstTheOppositeEdge() async throws {
        let view = Color.red.frame(width: 100, height: 100)
            .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 40) }
        XCTAssertEqual(try frames(of: .red, in: view), [CGRect(x: 100, y: 125, width: 100, height: 100)])
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 0, y: 235, width: 300, height: 40)])
    }

    // MARK: horizontal edges

    /// A 60-point rail at the leading edge with 10 points of spacing: the rail is full height
    /// at 0…60, the view at 70…300; at the trailing edge, `alignment: .top`, a 60 × 100 column
    /// lies at 240…300 against the view's top, and the view has 0…230.
    func testLeadingAndTrailingInsets() async throws {
        let leading = Color.red.safeAreaInset(edge: .leading, spacing: 10) { Color.blue.frame(width: 60) }
        XCTAssertEqual(try frames(of: .blue, in: leading), [CGRect(x: 0, y: 0, width: 60, height: 400)])
        XCTAssertEqual(try frames(of: .red, in: leading), [CGRect(x: 70, y: 0, width: 230, height: 400)])
        let trailing = Color.red.safeAreaInset(edge: .trailing, alignment: .top, spacing: 10) {
            Color.blue.frame(width: 60, height: 100)
        }
        XCTAssertEqual(try frames(of: .blue, in: trailing), [CGRect(x: 240, y: 0, width: 60, height: 100)])
        XCTAssertEqual(try frames(of: .red, in: trailing), [CGRect(x: 0, y: 0, width: 230, height: 400)])
    }

    /// In a stack the pair is measured as one view: inside a vertical scroll view (no height
    /// offered) a 100-point view with a 20-point bar and 8 points of default spacing is 128
    /// points tall, and the next view starts below it.
    func testMeasuredAsOneViewWhereNoLengthIsOffered() async throws {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100).safeAreaInset(edge: .bottom) { Color.blue.frame(height: 20) }
                Color.green.frame(height: 30)
            }
        }
        XCTAssertEqual(try frames(of: .blue, in: view), [CGRect(x: 0, y: 108, width: 300, height: 20)])
        XCTAssertEqual(try frames(of: .green, in: view), [CGRect(x: 0, y: 128, width: 300, height: 30)])
    }

    // MARK: safe area

    /// The modified view's safe area ends at the inset: a background that ignores the safe area
    /// reaches under the 50-point bar (0…400), while the view itself stays above it (0…350).
    func testIgnoresSafeAreaReachesUnderTheInset() async throws {
        let view = Color.green.frame(height: 350).frame(maxHeight: .infinity)
            .background(Color.red.ignoresSafeArea())
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 50) }
        XCTAssertEqual(try frames(of: .red, in: view), [CGRect(x: 0, y: 0, width: 300, height: 400)])
        XCTAssertEqual(try frames(of: .green, in: view), [CGRect(x: 0, y: 0, width: 300, height: 350)])
    }

    /// The safe area follows the view when it moves without being laid out again: moved down 50
    /// points at 0.5 s, then its background laid out again at 1 s, the background still reaches
    /// under the 50-point bar, 50…350 (not only to the bar's top at 300).
    func testTheSafeAreaFollowsAMovedView() async throws {
        let host = try SceneHost(MovingPanel(), size: size)
        XCTAssertEqual(try frames(of: .red, in: MovingPanel(), host: host), [CGRect(x: 0, y: 0, width: 300, height: 300)])
        host.advance(to: 1.5)
        XCTAssertEqual(host.displayList().textStrings, ["B"])
        XCTAssertEqual(try frames(of: .red, in: MovingPanel(), host: host), [CGRect(x: 0, y: 50, width: 300, height: 300)])
    }

    /// A scroll view inside another's content does not reach under the inset (the outer one
    /// has taken the safe area along its axis): a 340-point horizontal strip filling a vertical
    /// scroll view's content, its bottom on the bar's top, keeps its own frame as its clip.
    func testANestedScrollViewDoesNotReachUnderTheInset() async throws {
        let view = ScrollView {
            ScrollView(.horizontal) { Color.red.frame(width: 600, height: 340) }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 60) }
        var clips: [CGRect] = []
        for case .beginGroup(let g) in try SceneHost(view, size: size).displayList().items { if let c = g.clip { clips.append(c.boundingRect) } }
        XCTAssertEqual(clips.first, CGRect(x: 0, y: 0, width: 300, height: 400), "the outer scroll view reaches under the bar")
        XCTAssertEqual(clips.dropFirst().first, CGRect(x: 0, y: 0, width: 300, height: 340), "the strip's own frame")
    }

    /// Twelve 50-point rows in a scroll view over a 60-point bar: the scroll view's frame (its
    /// clip) reaches under the bar, 0…400, and the rows run on under it at rest; its content is
    /// inset by the bar's 60 points, so flicked to the end the last row rests on the bar's top
    /// (340) rather than on the scene's bottom.
    func testScrollViewScrollsUnderTheInset() async throws {
        let rows = ScrollView {
            VStack(spacing: 0) { ForEach(0..<12, id: \.self) { _ in Color.red.frame(height: 50) } }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 60) }
        let host = try SceneHost(rows, size: size)
        XCTAssertEqual(clip(host.displayList()), CGRect(x: 0, y: 0, width: 300, height: 400))
        XCTAssertEqual(try frames(of: .red, in: rows, host: host).map(\.minY).last, 550)
        XCTAssertTrue(try frames(of: .red, in: rows, host: host).contains { $0.minY == 350 }, "a row under the bar")
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 20), start: 0.1, duration: 0.1) }.events(fps: 60))
        host.advance(to: 5)
        XCTAssertEqual(try frames(of: .red, in: rows, host: host).last?.maxY ?? 0, 340, accuracy: 0.01)
    }

    /// The bar's room counts among the scroll view's content insets, as SwiftUI counts the safe
    /// area: `ScrollGeometry.contentInsets.bottom` is 60 and the container 400 points tall.
    func testScrollGeometryCountsTheInset() async throws {
        final class Seen { var geometry: ScrollGeometry? }
        let seen = Seen()
        let rows = ScrollView {
            VStack(spacing: 0) { ForEach(0..<12, id: \.self) { _ in Color.red.frame(height: 50) } }
        }
        .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }, action: { _, new in seen.geometry = new })
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 60) }
        let host = try SceneHost(rows, size: size)
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 250), start: 0.1, duration: 0.2) }.events(fps: 60))
        host.advance(to: 2)
        let geometry = try XCTUnwrap(seen.geometry)
        XCTAssertEqual(geometry.contentInsets.bottom, 60)
        XCTAssertEqual(geometry.contentInsets.top, 0)
        XCTAssertEqual(geometry.containerSize.height, 400)
    }

    /// Two bottom insets stack: the outer 30-point one at 370…400, the inner 40-point one above
    /// it at 330…370, and the scroll view reaches under both (its clip 0…400, the last row
    /// resting at 330 when flicked to the end).
    func testStackedInsetsAndAScrollViewUnderBoth() async throws {
        let rows = ScrollView {
            VStack(spacing: 0) { ForEach(0..<12, id: \.self) { _ in Color.red.frame(height: 50) } }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.green.frame(height: 40) }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 30) }
        let host = try SceneHost(rows, size: size)
        XCTAssertEqual(try frames(of: .blue, in: rows, host: host), [CGRect(x: 0, y: 370, width: 300, height: 30)])
        XCTAssertEqual(try frames(of: .green, in: rows, host: host), [CGRect(x: 0, y: 330, width: 300, height: 40)])
        XCTAssertEqual(clip(host.displayList()), CGRect(x: 0, y: 0, width: 300, height: 400))
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 20), start: 0.1, duration: 0.1) }.events(fps: 60))
        host.advance(to: 5)
        XCTAssertEqual(try frames(of: .red, in: rows, host: host).last?.maxY ?? 0, 330, accuracy: 0.01)
    }

    /// A horizontal scroll view beside a leading rail reaches under it too: its clip starts at
    /// 0 and its first 100-point tile after the 60-point rail, at 60.
    func testHorizontalScrollViewBesideALeadingInset() async throws {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<6, id: \.self) { _ in Color.red.frame(width: 100) } }
        }
        .safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 60) }
        let host = try SceneHost(strip, size: size)
        XCTAssertEqual(clip(host.displayList())?.minX, 0)
        XCTAssertEqual(try frames(of: .red, in: strip, host: host).first?.minX, 60)
    }

    // MARK: bad input

    /// A spacing that is negative, NaN or infinite is ignored (with a warning naming it) and the
    /// default 8 points used: never a NaN or negative frame.
    func testInvalidSpacingIsIgnored() async throws {
        for spacing in [-5, .nan, .infinity] as [CGFloat] {
            let view = Color.red.safeAreaInset(edge: .bottom, spacing: spacing) { Color.blue.frame(height: 50) }
            XCTAssertEqual(try frames(of: .red, in: view), [CGRect(x: 0, y: 0, width: 300, height: 342)], "\(spacing)")
        }
    }

    /// An inset taller than the scene leaves the modified view no room (0 points, not a negative
    /// height) and an empty inset content only the spacing.
    func testOversizedAndEmptyInsets() async throws {
        let tall = Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 500) }
        let red = try frames(of: .red, in: tall)
        XCTAssertTrue(red.allSatisfy { $0.height == 0 }, "\(red)")
        let empty = Color.red.safeAreaInset(edge: .top, spacing: 12) { EmptyView() }
        XCTAssertEqual(try frames(of: .red, in: empty), [CGRect(x: 0, y: 12, width: 300, height: 388)])
    }

    /// A layout that asks its one subview for its size offered infinity (a flexibility probe)
    /// before it lays it out in its bounds, and records every proposal it is given itself.
    private struct Probe: Layout {
        final class Log { var answers: [CGSize] = []; var proposals: [ProposedViewSize] = [] }
        let log: Log
        var probes = false
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            log.proposals.append(proposal)
            if probes, let first = subviews.first { log.answers.append(first.sizeThatFits(.infinity)) }
            return proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    /// Offered infinity, a flexible view with a flexible bar answers infinity along the axis and
    /// across it, and the view is offered infinity too: never NaN, which subtracting the bar's
    /// infinite height from the infinite offer would give.
    func testAnInfiniteOfferStaysInfinite() async throws {
        let outer = Probe.Log(), inner = Probe.Log()
        let view = Probe(log: outer, probes: true) {
            Probe(log: inner) { Color.red }.safeAreaInset(edge: .bottom) { Color.blue }
        }
        _ = try SceneHost(view, size: size).displayList()
        XCTAssertEqual(outer.answers.first, CGSize(width: CGFloat.infinity, height: .infinity))
        XCTAssertFalse(inner.proposals.isEmpty)
        XCTAssertFalse(inner.proposals.contains { ($0.height ?? 0).isNaN || ($0.width ?? 0).isNaN }, "\(inner.proposals)")
        XCTAssertTrue(inner.proposals.contains { $0.height == .infinity })
    }

    // MARK: goldens

    /// The chat screen at rest and flicked to the end (looked at against iOS 17): the bubbles
    /// start at the top and run on under the composer bar, blurred by its material; flicked up,
    /// the last bubble rests just above the bar.
    func testConversationWithComposerFrames() async {
        let input = InputScript { Drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 100), start: 0.1, duration: 0.1) }
        assertFrames(
            of: ConversationWithComposer(), size: CGSize(width: 390, height: 560), input: input,
            sampling: .times([0, 3]), columns: 2)
    }

    /// A leading rail, a trailing badge aligned to the top and a title inset at the top leading
    /// corner around one view (looked at against iOS 17).
    func testRailAndBadges() async {
        assertSnapshot(of: RailAndBadges(), at: 0, size: CGSize(width: 390, height: 300))
    }
}
