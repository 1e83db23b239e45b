import SceneGraph
import XCTest

/// `stroke(lineWidth:)` and `stroke(style:)`, the forms without a shape style, return a shape
/// in SwiftUI (since iOS 13): the stroke's outline, which a `.fill` paints, which takes the
/// foreground style as a view, and which `.trim`, `.rotation` or another `.stroke` work on.
/// `Path.strokedPath(_:)` is that outline.
@MainActor
final class StrokedShapeTests: XCTestCase {
    // MARK: the stroke as a shape

    /// Each style-less form is a `Shape` whose outline is the stroked outline of the original.
    func testStyleLessStrokeIsAShapeWhoseOutlineIsTheStrokedPath() async {
        func outline<S: Shape>(_ shape: S, in rect: CGRect) -> Path { shape.path(in: rect) }
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(
            outline(Circle().stroke(lineWidth: 10), in: rect),
            Circle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 10)))
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 8])
        XCTAssertEqual(outline(Capsule().stroke(style: style), in: rect), Capsule().path(in: rect).strokedPath(style))
        XCTAssertEqual(
            outline(Rectangle().stroke(), in: rect), Rectangle().path(in: rect).strokedPath(StrokeStyle(lineWidth: 1)),
            "the line width is 1 by default")
    }

    /// `Circle().stroke(lineWidth: 10).fill(.red)` is a red ring: one stroke of the circle, 10 pt
    /// wide, in red, and no fill of the disc (the fill paints the stroke). The circle fills its
    /// 80 × 80 frame, centred on the 100 × 100 canvas: its outline spans (10, 10)…(90, 90).
    func testFilledStrokeIsARingInTheFillsColour() async throws {
        let host = try SceneHost(
            Circle().stroke(lineWidth: 10).fill(.red).frame(width: 80, height: 80),
            size: CGSize(width: 100, height: 100))
        let list = host.displayList()
        XCTAssertEqual(list.fills.count, 0, "the disc is not filled: \(list)")
        XCTAssertEqual(list.strokes.count, 1)
        let stroke = try XCTUnwrap(list.items.first)
        guard case .stroke(let path, let style, let paint, let t) = stroke else { return XCTFail("\(stroke)") }
        XCTAssertEqual(paint, .color(Color.red.resolved))
        XCTAssertEqual(style.lineWidth, 10)
        XCTAssertEqual(path.applying(t).boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    /// The survey's progress arc: `Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(
    /// lineWidth: 18, lineCap: .round)).fill(.white)` is a white stroke 18 pt wide with round
    /// caps along 0.7 of the circle.
    func testTrimmedRoundCappedStrokeFilledWhiteIsAWhiteArc() async throws {
        let view = Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(lineWidth: 18, lineCap: .round)).fill(.white)
            .frame(width: 100, height: 100)
        let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
        guard case .stroke(let path, let style, let paint, _) = try XCTUnwrap(host.displayList().items.first) else {
            return XCTFail("\(host.displayList())")
        }
        XCTAssertEqual(host.displayList().items.count, 1)
        XCTAssertEqual(paint, .color(Color.white.resolved))
        XCTAssertEqual(style.lineWidth, 18)
        XCTAssertEqual(style.lineCap, .round)
        let full = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(TrimLength.of(path) / TrimLength.of(full), 0.7, accuracy: 0.001)
    }

    /// Drawn as a view, the stroke takes the foreground style: `.foregroundStyle(.blue)` paints
    /// it blue; without one, `stroke(style:)` is drawn in the primary colour (black in light
    /// mode).
    func testStrokeDrawnAsAViewTakesTheForegroundStyle() async throws {
        let blue = try SceneHost(
            Circle().stroke(lineWidth: 4).foregroundStyle(.blue).frame(width: 60, height: 60),
            size: CGSize(width: 100, height: 100))
        guard case .stroke(_, let style, let paint, _) = try XCTUnwrap(blue.displayList().items.first) else { return XCTFail() }
        XCTAssertEqual(paint, .color(Color.blue.resolved))
        XCTAssertEqual(style.lineWidth, 4)

        let dashed = StrokeStyle(lineWidth: 3, dash: [8, 4])
        let plain = try SceneHost(
            RoundedRectangle(cornerRadius: 12).stroke(style: dashed).frame(width: 80, height: 60),
            size: CGSize(width: 100, height: 100))
        guard case .stroke(_, let style2, let paint2, _) = try XCTUnwrap(plain.displayList().items.first) else { return XCTFail() }
        XCTAssertEqual(paint2, .color(Color.primary.resolved))
        XCTAssertEqual(style2, dashed)
    }

    /// View modifiers apply to the stroke as to any shape view. `Rectangle().trim(from: 0,
    /// to: 0.25)` of a 100 × 50 frame is 75 pt of the 300 pt outline: the top edge from (0, 0)
    /// to (75, 0). Framed on a 200 × 200 canvas the frame's origin is (50, 75), so the line runs
    /// (50, 75) → (125, 75); `.rotationEffect(.degrees(90))` turns it clockwise about the
    /// frame's centre (100, 100), taking (x, y) to (100 − (y − 100), 100 + (x − 100)):
    /// (125, 50) → (125, 125).
    func testFrameAndRotationEffectMoveTheStroke() async throws {
        let view = Rectangle().trim(from: 0, to: 0.25).stroke(lineWidth: 2)
            .rotationEffect(.degrees(90))
            .frame(width: 100, height: 50)
        let host = try SceneHost(view, size: CGSize(width: 200, height: 200))
        let stroke = try XCTUnwrap(host.displayList().strokes.first)
        guard case .move(let start) = try XCTUnwrap(stroke.path.elements.first) else { return XCTFail("\(stroke.path)") }
        let end = try XCTUnwrap(endPoint(stroke.path))
        XCTAssertEqual(start.x, 125, accuracy: 1e-9)
        XCTAssertEqual(start.y, 50, accuracy: 1e-9)
        XCTAssertEqual(end.x, 125, accuracy: 1e-9)
        XCTAssertEqual(end.y, 125, accuracy: 1e-9)
        XCTAssertEqual(stroke.lineWidth, 2)
    }

    /// The line width of a filled stroke animates: 2 → 10 pt over 1 s, linear, is 6 pt at 0.5 s.
    func testLineWidthOfAFilledStrokeAnimates() async throws {
        let host = try SceneHost(WideningRing(), size: CGSize(width: 100, height: 100))
        host.advance(to: 0.5)
        XCTAssertEqual(try XCTUnwrap(host.displayList().strokes.first).lineWidth, 6, accuracy: 0.01)
        host.advance(to: 1.5)
        XCTAssertEqual(try XCTUnwrap(host.displayList().strokes.first).lineWidth, 10)
    }

    // MARK: shapes built on a stroke

    /// `.trim` after a stroke trims the stroke's outline, and the result, a shape, is filled with
    /// the foreground style.
    func testTrimAfterAStrokeTrimsTheOutline() async throws {
        let host = try SceneHost(
            Rectangle().stroke(lineWidth: 10).trim(from: 0, to: 0.5).frame(width: 100, height: 100),
            size: CGSize(width: 100, height: 100))
        let list = host.displayList()
        XCTAssertEqual(list.strokes.count, 0)
        let fill = try XCTUnwrap(list.fills.first)
        let outline = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        XCTAssertEqual(fill, outline.trimmedPath(from: 0, to: 0.5))
    }

    /// `Capsule().stroke(lineWidth: 8).rotation(.degrees(30)).fill(.orange)` fills the turned
    /// outline: a 90 × 40 capsule's stroke spans 98 × 48; turned 30° its bounding box is
    /// 98·cos 30° + 48·sin 30° = 108.87 wide at the straight parts' ends (the round ends reach
    /// a little less), centred on the frame.
    func testRotatedStrokeIsFilledAsItsTurnedOutline() async throws {
        let host = try SceneHost(
            Capsule().stroke(lineWidth: 8).rotation(.degrees(30)).fill(.orange).frame(width: 90, height: 40),
            size: CGSize(width: 200, height: 200))
        let fill = try XCTUnwrap(host.displayList().fills.first)
        let box = fill.boundingRect
        XCTAssertEqual(box.midX, 100, accuracy: 0.1)
        XCTAssertEqual(box.midY, 100, accuracy: 0.1)
        // The capsule's centre line turned 30° reaches ±(25·cos 30° + 24) = ±45.65 in x at the ends
        // of its flat sides (25 pt from the centre) plus the 24 pt of half height and stroke.
        XCTAssertEqual(box.width, 2 * (25 * cos(CGFloat.pi / 6) + 24), accuracy: 0.1)
    }

    /// Stroking a stroke traces its outline: a 70 pt circle's 16 pt stroke has two edges, circles
    /// of diameter 86 and 54, each stroked 2 pt wide in green.
    func testStrokingAStrokeTracesBothEdges() async throws {
        let host = try SceneHost(
            Circle().stroke(lineWidth: 16).stroke(.green, lineWidth: 2).frame(width: 70, height: 70),
            size: CGSize(width: 100, height: 100))
        guard case .stroke(let path, let style, let paint, _) = try XCTUnwrap(host.displayList().items.first) else { return XCTFail() }
        XCTAssertEqual(paint, .color(Color.green.resolved))
        XCTAssertEqual(style.lineWidth, 2)
        let edges = contours(path)
        XCTAssertEqual(edges.count, 2)
        let widths = edges.map { bounds($0).width }.sorted()
        XCTAssertEqual(widths[0], 54, accuracy: 0.1)
        XCTAssertEqual(widths[1], 86, accuracy: 0.1)
    }

    /// A fill or stroke chained after a filled stroke (iOS 17) traces the ring, not the circle:
    /// `Circle().stroke(lineWidth: 10).fill(.red).stroke(.blue, lineWidth: 2)` draws the red
    /// ring, then blue lines along both of its edges (diameters 110 and 90 for a 100 pt circle).
    func testStrokeChainedAfterAFilledStrokeTracesTheRingsEdges() async throws {
        let host = try SceneHost(
            Circle().stroke(lineWidth: 10).fill(.red).stroke(.blue, lineWidth: 2).frame(width: 100, height: 100),
            size: CGSize(width: 120, height: 120))
        let items = host.displayList().items
        XCTAssertEqual(items.count, 2)
        guard case .stroke(let ring, let ringStyle, .color(let red), _) = items[0],
            case .stroke(let edges, let edgeStyle, .color(let blue), _) = items[1]
        else { return XCTFail("\(items)") }
        XCTAssertEqual([red, blue], [Color.red.resolved, Color.blue.resolved])
        XCTAssertEqual([ringStyle.lineWidth, edgeStyle.lineWidth], [10, 2])
        XCTAssertEqual(contours(ring).count, 1)
        XCTAssertEqual(contours(edges).map { bounds($0).width.rounded() }.sorted(), [90, 110])
    }

    // MARK: strokeBorder

    /// Every `strokeBorder` form is a view, as in SwiftUI, the style-less ones in the foreground
    /// style: `strokeBorder(lineWidth: 4)` strokes the 100 pt circle inset by 2 pt (96 pt
    /// across); `strokeBorder(style:)` keeps the style's dash and insets by half its width.
    func testStyleLessStrokeBorderIsInsetAndDrawnInTheForegroundStyle() async throws {
        let plain = try SceneHost(Circle().strokeBorder(lineWidth: 4).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        guard case .stroke(let path, let style, let paint, _) = try XCTUnwrap(plain.displayList().items.first) else { return XCTFail() }
        XCTAssertEqual(paint, .color(Color.primary.resolved))
        XCTAssertEqual(style.lineWidth, 4)
        XCTAssertEqual(path.boundingRect, CGRect(x: 2, y: 2, width: 96, height: 96))

        let dashed = StrokeStyle(lineWidth: 6, dash: [4, 2])
        let host = try SceneHost(
            Rectangle().strokeBorder(style: dashed, antialiased: false).foregroundStyle(.pink)
                .frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        guard case .stroke(let path2, let style2, let paint2, _) = try XCTUnwrap(host.displayList().items.first) else { return XCTFail() }
        XCTAssertEqual(paint2, .color(Color.pink.resolved))
        XCTAssertEqual(style2, dashed)
        XCTAssertEqual(path2.boundingRect, CGRect(x: 3, y: 3, width: 94, height: 94))
    }

    // MARK: Path.strokedPath

    /// A 100 × 100 square stroked 10 pt wide with mitred corners: a closed subpath gives two
    /// contours, the inner square (5, 5)…(95, 95) and the outer (−5, −5)…(105, 105), running in
    /// opposite directions so that the non-zero rule leaves the middle empty.
    func testStrokedSquareIsTwoOppositeContours() async {
        let outline = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        let parts = contours(outline)
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts.map(bounds), [CGRect(x: 5, y: 5, width: 90, height: 90), CGRect(x: -5, y: -5, width: 110, height: 110)])
        XCTAssertEqual(signedArea(parts[0]).sign == signedArea(parts[1]).sign, false)
        XCTAssertEqual(abs(signedArea(parts[1])) - abs(signedArea(parts[0])), 110 * 110 - 90 * 90, accuracy: 1e-9)
    }

    /// Caps of a 100 pt line 10 pt wide: butt ends at the line's ends, square ones 5 pt past them,
    /// round ones reach 5 pt past them in a half circle (to within the 0.05 pt tolerance).
    func testLineCapsOfAStrokedLine() async {
        let line = Path {
            $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0))
        }
        XCTAssertEqual(line.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect, CGRect(x: 0, y: -5, width: 100, height: 10))
        XCTAssertEqual(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        XCTAssertEqual(round.boundingRect.minX, -5, accuracy: 0.05)
        XCTAssertEqual(round.boundingRect.maxX, 105, accuracy: 0.05)
        XCTAssertEqual(contours(round).count, 1)
    }

    /// Joins at the outer side of a right-angle corner, (0, 100) → (0, 0) → (100, 0) 10 pt wide:
    /// a miter reaches the corner (−5, −5) (its length is √2 × the width, under the default limit
    /// of 10); a bevel cuts straight from (−5, 0) to (0, −5); a round join keeps 5 pt from the
    /// corner point. A miter limit of 1.4 (below √2) bevels.
    func testLineJoinsAtACorner() async {
        let corner = Path {
            $0.move(to: CGPoint(x: 0, y: 100)); $0.addLine(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0))
        }
        func nearest(_ style: StrokeStyle) -> CGFloat {
            points(corner.strokedPath(style)).filter { $0.x < 0 && $0.y < 0 }.map { hypot($0.x, $0.y) }.max() ?? 0
        }
        XCTAssertEqual(nearest(StrokeStyle(lineWidth: 10)), 5 * 2.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(nearest(StrokeStyle(lineWidth: 10, lineJoin: .bevel)), 0)
        XCTAssertEqual(nearest(StrokeStyle(lineWidth: 10, miterLimit: 1.4)), 0)
        XCTAssertEqual(nearest(StrokeStyle(lineWidth: 10, lineJoin: .round)), 5, accuracy: 1e-9)
    }

    /// A circle of radius 50 stroked 10 pt wide: every point of the outer contour lies 55 pt from
    /// the centre and every point of the inner one 45 pt, to within the flattening tolerance.
    func testStrokedCircleKeepsItsWidth() async {
        let outline = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        let parts = contours(outline)
        XCTAssertEqual(parts.count, 2)
        let radii = parts.map { $0.map { hypot($0.x - 50, $0.y - 50) } }
        let (inner, outer) = radii[0].max()! < radii[1].max()! ? (radii[0], radii[1]) : (radii[1], radii[0])
        XCTAssertEqual(inner.min()!, 45, accuracy: 0.06)
        XCTAssertEqual(inner.max()!, 45, accuracy: 0.06)
        XCTAssertEqual(outer.min()!, 55, accuracy: 0.06)
        XCTAssertEqual(outer.max()!, 55, accuracy: 0.06)
    }

    /// Dashes [10, 10] with phase 5 on a 100 pt line: the pattern starts 5 pt into its first
    /// dash, so the dashes are 0…5, 15…25, 35…45, 55…65, 75…85 and 95…100.
    func testDashesFollowThePatternAndPhase() async {
        let line = Path {
            $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0))
        }
        let dashes = contours(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5)))
        let spans = dashes.map { bounds($0) }.map { [$0.minX, $0.maxX] }
        XCTAssertEqual(spans, [[0, 5], [15, 25], [35, 45], [55, 65], [75, 85], [95, 100]])
    }

    /// A width that is zero, negative or not finite strokes nothing.
    func testNoWidthStrokesNothing() async {
        let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        for width in [0, -1, CGFloat.nan, .infinity] {
            XCTAssertTrue(square.strokedPath(StrokeStyle(lineWidth: width)).isEmpty, "\(width)")
        }
    }

    // MARK: helpers

    /// The points of each subpath (outlines made by `strokedPath` are lines only).
    private func contours(_ path: Path) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        for element in path.elements {
            switch element {
            case .move(let p): out.append([p])
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): out[out.count - 1].append(p)
            case .closeSubpath: break
            }
        }
        return out
    }
    private func points(_ path: Path) -> [CGPoint] { contours(path).flatMap { $0 } }
    /// The bounding box of `points`, to 1e-9 pt (the joins' sums round in the last bit).
    private func bounds(_ points: [CGPoint]) -> CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
        let xs = points.map { r($0.x) }, ys = points.map { r($0.y) }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    /// Shoelace area: its sign is the contour's direction.
    private func signedArea(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst() + points.prefix(1)).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
    }
}
