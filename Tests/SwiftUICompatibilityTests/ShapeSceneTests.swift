import SceneGraph
import XCTest

/// Display-list helpers for the scene tests (this target sees only SceneGraph's public API).
extension DisplayList {
    /// The paths of the stroke items, with their line widths, in canvas coordinates.
    var strokes: [(path: Path, lineWidth: CGFloat)] {
        items.compactMap {
            if case .stroke(let path, let style, _, let t) = $0 { return (path.applying(t), style.lineWidth) }
            return nil
        }
    }
    /// The paths of the fill items, in canvas coordinates.
    var fills: [Path] {
        items.compactMap {
            if case .fill(let path, _, _, let t) = $0 { return path.applying(t) }
            return nil
        }
    }
    var textStrings: [String] {
        items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }
}

/// Last point of a path's elements.
func endPoint(_ path: Path) -> CGPoint? {
    for element in path.elements.reversed() {
        switch element {
        case .move(let p), .line(let p): return p
        case .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: continue
        }
    }
    return nil
}

@MainActor
final class ShapeSceneTests: XCTestCase {
    // MARK: trim

    /// A 100 × 100 square's outline is 400 pt long from its top-left corner, clockwise: half of
    /// it ends at the bottom-right corner (100 pt along the top, 100 down the right side).
    func testTrimHalfOfASquareEndsAtTheOppositeCorner() async {
        let half = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(endPoint(half), CGPoint(x: 100, y: 100))
        XCTAssertEqual(half.elements.count, 3, "move, the top edge and the right edge: \(half)")
    }

    /// From 0.125 to 0.375 of the same square: from 50 pt along the outline, the top edge's
    /// middle (50, 0), to 150 pt, the right edge's middle (100, 50).
    func testTrimMiddlePartStartsAndEndsAtTheMeasuredLengths() async {
        let part = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0.125, to: 0.375)
        XCTAssertEqual(part.elements.first, .move(to: CGPoint(x: 50, y: 0)))
        XCTAssertEqual(endPoint(part), CGPoint(x: 100, y: 50))
    }

    /// A quarter of a circle's outline, which starts at 3 o'clock and runs clockwise on screen,
    /// ends at 6 o'clock: (50, 100) for the circle in 100 × 100.
    func testTrimQuarterCircleEndsAtSixOClock() async throws {
        let quarter = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        let end = try XCTUnwrap(endPoint(quarter))
        XCTAssertEqual(end.x, 50, accuracy: 0.01)
        XCTAssertEqual(end.y, 100, accuracy: 0.01)
    }

    /// An end not after the start draws nothing; fractions outside 0…1 are clamped.
    func testTrimEmptyAndClampedRanges() async {
        let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertEqual(square.trimmedPath(from: -1, to: 2), square)
    }

    /// The ring's `progress` animates 0 → 0.75 over 1 s (ease-in-out): halfway through, the
    /// trimmed stroke has drawn 0.375 of the circle (ease-in-out is symmetric, so at t = 0.5 s
    /// it is at half the change); at the end, 0.75. The outline starts at 3 o'clock and runs
    /// clockwise, so 0.75 of it ends at 12 o'clock, and at 9 o'clock after the −90° turn:
    /// (30, 100) for the circle of radius 70 centred at (100, 100).
    func testActivityRingDrawsItsStrokeOn() async throws {
        let host = try SceneHost(ActivityRingView(), size: CGSize(width: 200, height: 200))
        func trimmedArcLength() -> CGFloat {
            // The second stroke is the trimmed one; its length over the full circumference.
            let strokes = host.displayList().strokes
            guard strokes.count == 2 else { return -1 }
            let full = strokes[0].path, part = strokes[1].path
            return TrimLength.of(part) / TrimLength.of(full)
        }
        XCTAssertEqual(trimmedArcLength(), 0, accuracy: 0.01, "nothing drawn at t = 0")
        host.advance(to: 0.5)
        XCTAssertEqual(trimmedArcLength(), 0.375, accuracy: 0.01)
        host.advance(to: 1.2)
        XCTAssertEqual(trimmedArcLength(), 0.75, accuracy: 0.005)
        let strokes = host.displayList().strokes
        let end = try XCTUnwrap(endPoint(strokes[1].path))
        XCTAssertEqual(end.x, 30, accuracy: 0.2)
        XCTAssertEqual(end.y, 100, accuracy: 0.2)
        XCTAssertEqual(strokes[1].lineWidth, 20)
    }

    // MARK: UnevenRoundedRectangle

    /// A corner of radius 0 is a sharp corner: the outline passes through the frame's corner
    /// point; rounded corners do not.
    func testUnevenRoundedRectangleKeepsZeroRadiusCornersSharp() async {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 10, topTrailingRadius: 0)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        var points: [CGPoint] = []
        for e in path.elements {
            if case .line(let p) = e { points.append(p) }
        }
        XCTAssertTrue(points.contains(CGPoint(x: 0, y: 60)), "bottom-leading is sharp: \(path)")
        XCTAssertTrue(points.contains(CGPoint(x: 100, y: 0)), "top-trailing is sharp: \(path)")
        XCTAssertFalse(points.contains(CGPoint(x: 0, y: 0)), "top-leading is rounded")
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    /// Equal radii give exactly `RoundedRectangle`'s outline.
    func testUnevenRoundedRectangleWithEqualRadiiIsARoundedRectangle() async {
        let rect = CGRect(x: 10, y: 10, width: 120, height: 80)
        XCTAssertEqual(
            UnevenRoundedRectangle(cornerRadii: .init(topLeading: 12, bottomLeading: 12, bottomTrailing: 12, topTrailing: 12)).path(in: rect),
            RoundedRectangle(cornerRadius: 12).path(in: rect))
        XCTAssertEqual(
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12, style: .circular).path(in: rect),
            RoundedRectangle(cornerRadius: 12, style: .circular).path(in: rect))
    }

    // MARK: shape transforms, border

    /// `Shape.offset` moves the outline, not the layout: the capsule's frame stays put and its
    /// fill is 10 pt lower.
    func testShapeOffsetMovesTheOutlineOnly() async throws {
        let view = Capsule().offset(x: 0, y: 10).fill(Color.purple).frame(width: 50, height: 30)
        let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
        let fill = try XCTUnwrap(host.displayList().fills.first)
        XCTAssertEqual(fill.boundingRect, CGRect(x: 25, y: 45, width: 50, height: 30))
    }

    /// `Shape.scale(0.5)` halves the outline around the frame's centre.
    func testShapeScaleShrinksAroundTheCentre() async throws {
        let host = try SceneHost(Circle().scale(0.5).fill(Color.green).frame(width: 60, height: 60), size: CGSize(width: 100, height: 100))
        let fill = try XCTUnwrap(host.displayList().fills.first)
        XCTAssertEqual(fill.boundingRect.width, 30, accuracy: 0.001)
        XCTAssertEqual(fill.boundingRect.midX, 50, accuracy: 0.001)
    }

    /// `Shape.rotation(.degrees(45))` turns a 50 pt square's outline: its bounding box becomes
    /// 50·√2 = 70.71 pt wide.
    func testShapeRotationTurnsTheOutline() async throws {
        let host = try SceneHost(Rectangle().rotation(.degrees(45)).fill(Color.orange).frame(width: 50, height: 50), size: CGSize(width: 100, height: 100))
        let fill = try XCTUnwrap(host.displayList().fills.first)
        XCTAssertEqual(fill.boundingRect.width, 70.711, accuracy: 0.01)
    }

    /// `border(_:width:)` strokes a rectangle inside the frame over the content: a 4 pt border
    /// on a 100 × 50 view is a stroke of width 4 along the rectangle inset by 2 pt.
    func testBorderIsDrawnInsideTheFrame() async throws {
        let view = Color.yellow.frame(width: 100, height: 50).border(Color.black, width: 4)
        let host = try SceneHost(view, size: CGSize(width: 200, height: 100))
        let stroke = try XCTUnwrap(host.displayList().strokes.first)
        XCTAssertEqual(stroke.lineWidth, 4)
        XCTAssertEqual(stroke.path.boundingRect, CGRect(x: 52, y: 27, width: 96, height: 46))
        XCTAssertEqual(host.displayList().items.count, 2, "the fill, then the border over it")
    }

    // MARK: contentShape

    /// A tap in the gap a spacer leaves hits nothing without `contentShape`, and hits the row
    /// with `contentShape(Rectangle())`. The row spans x 10…290 on a 300 pt canvas; x = 200 is
    /// in the spacer.
    func testContentShapeMakesTheGapsOfARowTappable() async throws {
        for (withShape, expected) in [(false, "Tapped 0"), (true, "Tapped 1")] {
            let host = try SceneHost(TappableRow(withContentShape: withShape), size: CGSize(width: 300, height: 100))
            host.send(PointerEvent(.down, at: CGPoint(x: 200, y: 50), time: 0.1))
            host.send(PointerEvent(.up, at: CGPoint(x: 200, y: 50), time: 0.15))
            host.advance(to: 0.3)
            XCTAssertEqual(host.displayList().textStrings.first, expected, "contentShape \(withShape)")
        }
    }
}

/// Arc length of a path by flattening (independent of the trimming code's own measure).
enum TrimLength {
    static func of(_ path: Path) -> CGFloat {
        var length: CGFloat = 0
        var current = CGPoint.zero, start = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p
            case .line(let p): length += hypot(p.x - current.x, p.y - current.y); current = p
            case .quadCurve(let p, let c):
                length += flatten { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y)
                }
                current = p
            case .curve(let p, let c1, let c2):
                let p0 = current
                length += flatten { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
                current = p
            case .closeSubpath: length += hypot(start.x - current.x, start.y - current.y); current = start
            }
        }
        return length
    }
    private static func flatten(_ point: (CGFloat) -> CGPoint) -> CGFloat {
        var sum: CGFloat = 0
        var previous = point(0)
        for i in 1...200 {
            let p = point(CGFloat(i) / 200)
            sum += hypot(p.x - previous.x, p.y - previous.y)
            previous = p
        }
        return sum
    }
}
